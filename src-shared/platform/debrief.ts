/**
 * The debrief contract: what a game tells the platform so a class can be exported and reported on (per student
 * per turn/year CSVs, the class report). A game implements `DebriefHook` (module.ts `debrief`); the platform
 * replays a table's inputs through the module and asks the hook at every step, so the hook reads states and
 * public events only and never changes them.
 */
import type { SeatId } from './windows.ts';

/** One trade a seat made, as the debrief counts it. */
export type DebriefTrade = {
  /** What happened in the game's words: 'buy', 'sell', 'short', 'cover', 'option', 'exercise', … */
  side: string;
  /** The company as players see it named (its short name). */
  company: string;
  /** Shares (or the game's unit) traded; positive. */
  quantity: number;
  /** Price per unit paid or received, in the game's money. */
  price: number;
  /**
   * +1 when the seat gains if the company's price rises afterwards (a buy, a cover), -1 when it gains if the price
   * falls (a sale, a short), 0 when the price does not matter that way (a premium paid). The report matches a
   * seat's trades of a company first in, first out (a sale closes the earliest buy still open, a cover the earliest
   * short) and values each trade that opened a position by what it made: exposure × quantity × (closing price −
   * price) for the part closed, the end price for the part still open (class-report.ts `ValuedTrade`).
   */
  exposure: 1 | -1 | 0;
  /**
   * An exposure-0 line that closes the seat's open position in the company at `price` without being the seat's
   * decision: a short settled by the year end, a short closed by a bankruptcy, a bankruptcy payout, shares given
   * to rescue a company. The report closes the position's opening trades with it (first in, first out) and never
   * ranks the line itself.
   */
  settles?: true;
};

/**
 * What one seat got from one accepted input: a trade, a dividend, or both; `text` says it in one line. `rejected`:
 * an order the rules turned down when it resolved (Sectors settles sealed orders later, and some fail then);
 * `action` says the order, `message` the reason in words.
 */
export type DebriefMove = {
  player: SeatId;
  trade?: DebriefTrade;
  dividend?: number;
  rejected?: { action: string; reason: string; message: string };
  text: string;
};

/** A seat's money position at a moment (public once the period it ends is over). */
export type DebriefLedger = {
  netWorth: number;
  cash: number;
  /** Shares held per company (companies with none left out). */
  holdings: Record<string, number>;
  /** Open short positions in words ("2,000 TTN short at 12"); empty when none or the game has none. */
  shorts: string[];
  /** Open options in words; empty when none or the game has none. */
  options: string[];
};

/**
 * A table's game options as a class compares tables: `values` holds every option of the game that changes play
 * (its new-game form's options: not the seat names, their number or the seed, which the platform handles itself);
 * `words` names the ones a teacher knows the game by, e.g. "Trader, 2 years".
 */
export type ComparableOptions = { values: Record<string, string | number | boolean>; words: string };

export interface DebriefHook<State = unknown, Event = unknown, Config = unknown> {
  /** The word for one period of play, singular ('turn', 'year', 'round'): the CSV's period column says it. */
  periodName: string;
  /**
   * The table's options read from its config: two tables of the game with equal `values` and the same number of
   * seats are ranked together on the class report (docs/CLASSROOM.md, "Rankings").
   */
  options(config: Config): ComparableOptions;
  /** The period a state is in (1 = the first). When it grows, the periods before it are complete. */
  period(state: State): number;
  /** A seat's net worth at the start of the game: the base of its return. */
  startingCapital(state: State, player: SeatId): number;
  ledger(state: State, player: SeatId): DebriefLedger;
  /** Each company's price now, keyed like `DebriefTrade.company`. */
  prices(state: State): Record<string, number>;
  /**
   * The trades and dividends in one accepted input's public events (events with `visibleTo` are never passed).
   * `state` is the state after the input.
   */
  moves(events: readonly Event[], state: State): DebriefMove[];
}
