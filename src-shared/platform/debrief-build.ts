/**
 * Builds a table's debrief (class-report.ts) by replaying its inputs through the game's module and asking the
 * game's debrief hook (debrief.ts) at every step. The host calls it for `export_class` and `class_report`.
 *
 * Only completed periods are reported: a running table's open turn or year may hold orders still secret, so its
 * trades and refusals are left out until the period is over. A finished game completes its last period.
 */
import type { ClassReport, DebriefTradeLine, LeaderboardLine, PeriodRow, RejectedOrder, SeatDebrief, TableDebrief, ValuedTrade } from './class-report.ts';
import type { DebriefHook, DebriefMove } from './debrief.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from './module.ts';
import type { SeatId } from './windows.ts';

export type TableSeat = { player: SeatId; name: string; kind: 'human' | 'bot' };

/** What the host knows of one table: its game's config, seed and accepted inputs (the journal), seats, refusals. */
export type TableInput = {
  gameId: string;
  table: string;
  status: 'LOBBY' | 'RUNNING' | 'FINISHED';
  config: unknown;
  seed: number;
  inputs: BaseInput[];
  seats: TableSeat[];
  rejected: RejectedOrder[];
};

type Activity = { trades: DebriefTradeLine[]; dividends: number; rejected: PeriodRow['rejected'] };

/** What a replay yields: each seat's rows, its capital at the start, and the prices at the last period's end. */
type Replayed = { rows: Map<SeatId, PeriodRow[]>; starting: Map<SeatId, number>; endPrices: Record<string, number> | null };

function emptyActivity(players: readonly SeatId[]): Map<SeatId, Activity> {
  return new Map(players.map((p) => [p, { trades: [], dividends: 0, rejected: [] }]));
}

function record(open: Map<SeatId, Activity>, move: DebriefMove, period: number): void {
  const activity = open.get(move.player);
  if (!activity) return; // a seat the host did not list (none today): nothing to attach it to
  if (move.trade) activity.trades.push({ ...move.trade, text: move.text, period });
  if (move.dividend) activity.dividends += move.dividend;
  if (move.rejected) activity.rejected.push({ ...move.rejected });
}

function replay(module: AnyGameModule, hook: DebriefHook<unknown, BaseEvent>, input: TableInput): Replayed {
  const players = input.seats.map((s) => s.player);
  const state: unknown = module.create(input.config, input.seed);
  const starting = new Map(players.map((p) => [p, hook.startingCapital(state, p)]));
  const rows = new Map(players.map((p) => [p, [] as PeriodRow[]]));
  let period = hook.period(state);
  let open = emptyActivity(players);
  let endPrices: Record<string, number> | null = null;

  // The ledger is read at the moment the period is seen to be over: the state after the input that ended it.
  const close = () => {
    for (const p of players) {
      const ledger = hook.ledger(state, p);
      const { trades, dividends, rejected } = open.get(p)!;
      rows.get(p)!.push({
        period, netWorth: ledger.netWorth, cash: ledger.cash, holdings: { ...ledger.holdings }, trades, dividends,
        shorts: [...ledger.shorts], options: [...ledger.options], rejected,
      });
    }
    endPrices = { ...hook.prices(state) };
    open = emptyActivity(players);
    period += 1;
  };

  input.inputs.forEach((step, index) => {
    const result = module.applyInPlace(state, step);
    if (!result.ok) {
      throw new Error(`table ${input.table}: input ${index + 1} (${step.type}) was refused on replay: ${result.reason}: ${result.message}`);
    }
    // Events limited to some seats (a dealt hand, a sealed bid) never reach the debrief.
    const events = (result.events as BaseEvent[]).filter((e) => e.visibleTo === undefined);
    for (const move of hook.moves(events, state)) record(open, move, period);
    const now = hook.period(state);
    while (period < now) close();
  });
  if (module.status(state) === 'ENDED') close();
  return { rows, starting, endPrices };
}

/** Refusals go to their seat's row of their period; those of periods not (yet) complete are left out. */
function attachRejected(rows: Map<SeatId, PeriodRow[]>, rejected: readonly RejectedOrder[]): void {
  for (const r of [...rejected].sort((a, b) => a.at - b.at)) {
    const row = rows.get(r.player)?.find((x) => x.period === r.period);
    if (row) row.rejected.push({ action: r.action, reason: r.reason, message: r.message });
  }
}

/**
 * The standard deviation (population) of the period-on-period returns in percent: the first period's return
 * is measured from the starting capital. A return from a base of zero or less has no meaning and is left out.
 */
export function riskOf(startingCapital: number, netWorths: readonly number[]): number {
  const returns: number[] = [];
  let base = startingCapital;
  for (const worth of netWorths) {
    if (base > 0) returns.push((worth / base - 1) * 100);
    base = worth;
  }
  if (returns.length < 2) return 0;
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  return Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / returns.length);
}

export function returnOf(startingCapital: number, finalNetWorth: number): number {
  return startingCapital > 0 ? (finalNetWorth / startingCapital - 1) * 100 : 0;
}

/** Trades valued at the end prices; trades with exposure 0 (premiums, payouts) and unpriced companies are not ranked. */
function valued(rows: readonly PeriodRow[], prices: Record<string, number> | null): ValuedTrade[] {
  if (!prices) return [];
  return rows.flatMap((row) => row.trades)
    .filter((t) => t.exposure !== 0 && Object.hasOwn(prices, t.company))
    .map((t) => ({ ...t, value: t.exposure * t.quantity * (prices[t.company] - t.price) }));
}

function seatDebrief(seat: TableSeat, startingCapital: number, rows: PeriodRow[], prices: Record<string, number> | null): SeatDebrief {
  const finalNetWorth = rows.at(-1)?.netWorth ?? startingCapital;
  const trades = valued(rows, prices);
  // Ties keep the earlier trade: reduce only replaces on a strictly better (worse) value.
  const best = trades.reduce<ValuedTrade | null>((b, t) => (b === null || t.value > b.value ? t : b), null);
  const worst = trades.reduce<ValuedTrade | null>((w, t) => (w === null || t.value < w.value ? t : w), null);
  return {
    player: seat.player, name: seat.name, kind: seat.kind, startingCapital, rows, finalNetWorth,
    returnPct: returnOf(startingCapital, finalNetWorth),
    riskPct: riskOf(startingCapital, rows.map((r) => r.netWorth)),
    bestTrade: best, worstTrade: worst,
  };
}

/** One table's debrief. Throws when the game refuses one of `inputs` (a journal that does not replay). */
export function debriefTable(module: AnyGameModule, input: TableInput): TableDebrief {
  const hook = module.debrief as DebriefHook<unknown, BaseEvent> | undefined;
  const base = { gameId: input.gameId, table: input.table, game: module.meta.kind, gameTitle: module.meta.title, status: input.status };
  // A lobby's config need not be a started game's, and a game without the hook reports nothing per period.
  if (!hook || input.status === 'LOBBY') {
    return {
      ...base, periodName: hook?.periodName ?? null, completedPeriods: 0,
      seats: input.seats.map((seat) => seatDebrief(seat, 0, [], null)),
    };
  }
  const { rows, starting, endPrices } = replay(module, hook, input);
  attachRejected(rows, input.rejected);
  const seats = input.seats.map((seat) => seatDebrief(seat, starting.get(seat.player)!, rows.get(seat.player)!, endPrices));
  return { ...base, periodName: hook.periodName, completedPeriods: seats[0]?.rows.length ?? 0, seats };
}

/** Orders names the way people read a list (code units would put "Zoë" before "adam"), deterministically. */
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** The class report: every table's debrief and the leaderboard of the students (bots left out) by return. */
export function classReport(classId: string, name: string, generatedAt: number, tables: TableDebrief[]): ClassReport {
  const leaderboard: LeaderboardLine[] = tables
    .flatMap((t) => t.seats.filter((s) => s.kind === 'human').map((s) => ({ name: s.name, table: t.table, kind: s.kind, returnPct: s.returnPct, finalNetWorth: s.finalNetWorth })))
    .sort((a, b) => b.returnPct - a.returnPct || byName(a.name, b.name) || byName(a.table, b.table));
  return { classId, name, generatedAt, tables, leaderboard };
}
