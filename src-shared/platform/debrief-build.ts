/**
 * Builds a table's debrief (class-report.ts) by replaying its inputs through the game's module and asking the
 * game's debrief hook (debrief.ts) at every step. The host calls it for `export_class` and `class_report`.
 *
 * Only completed periods are reported: a running table's open turn or year may hold orders still secret, so its
 * trades and refusals are left out until the period is over. A finished game completes its last period.
 *
 * Who played: the host tags each input with who made it (the seat's person, a bot, or a default) and says when a
 * seat changed hands (`TableCredit`, from the table's journal); a period a bot held the seat for part of is
 * `both`. The class report never ranks across games: one board per group of comparable tables (same game, same
 * options, same number of seats), students who never made a move of their own left unranked.
 */
import type {
  Board, BoardLine, ClassReport, Credit, DebriefTradeLine, LeaderboardLine, PeriodRow, RejectedOrder, SeatDebrief, TableDebrief, ValuedTrade,
} from './class-report.ts';
import type { ComparableOptions, DebriefHook, DebriefMove } from './debrief.ts';
import { round2 } from './debrief-format.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from './module.ts';
import { activeWindow, type SeatId } from './windows.ts';

export type TableSeat = { player: SeatId; name: string; kind: 'human' | 'bot' };

/** Who holds a seat: its person (a student) or a bot. */
export type SeatHolder = 'human' | 'bot';

/** Who made one engine input: the seat's person (an `act`), a bot, or nobody (the clock, a grace period, readiness). */
export type InputOrigin = 'student' | 'bot' | 'default';

/**
 * Who played each seat, read from the table's journal: each input's origin (one per input of `TableInput.inputs`),
 * each seat's holder when the game started, and each change of holder (`at`: the number of inputs applied before it).
 */
export type TableCredit = {
  origins: InputOrigin[];
  start: Record<SeatId, SeatHolder>;
  changes: { at: number; player: SeatId; kind: SeatHolder }[];
};

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
  /** Who played (absent: every seat played by its kind throughout, each input by its seat). */
  credit?: TableCredit;
  /** The table was dealt the same cards and draws as another table of the class. */
  sameDeal?: boolean;
};

type Activity = { trades: DebriefTradeLine[]; dividends: number; rejected: PeriodRow['rejected']; held: Set<SeatHolder>; moves: number };

/** What a replay yields: each seat's rows, its capital at the start, the prices at the last period's end, moves per seat. */
type Replayed = { rows: Map<SeatId, PeriodRow[]>; starting: Map<SeatId, number>; endPrices: Record<string, number> | null; moves: Map<SeatId, number> };

/** Without the journal's word: each seat held by its kind all game, each input made by its seat's holder. */
function plainCredit(input: TableInput): TableCredit {
  const kinds = new Map(input.seats.map((s) => [s.player, s.kind]));
  return {
    origins: input.inputs.map((i) => (i.player === undefined || !kinds.has(i.player) ? 'default' : kinds.get(i.player) === 'bot' ? 'bot' : 'student')),
    start: Object.fromEntries(input.seats.map((s) => [s.player, s.kind])),
    changes: [],
  };
}

const creditOf = (held: ReadonlySet<SeatHolder>): Credit => (held.size > 1 ? 'both' : held.has('bot') ? 'bot' : 'student');

function record(open: Map<SeatId, Activity>, move: DebriefMove, period: number): void {
  const activity = open.get(move.player);
  if (!activity) return; // a seat the host did not list (none today): nothing to attach it to
  if (move.trade) activity.trades.push({ ...move.trade, text: move.text, period });
  if (move.dividend) activity.dividends += move.dividend;
  if (move.rejected) activity.rejected.push({ ...move.rejected });
}

function replay(module: AnyGameModule, hook: DebriefHook<unknown, BaseEvent>, input: TableInput): Replayed {
  const players = input.seats.map((s) => s.player);
  const credit = input.credit ?? plainCredit(input);
  const kinds = new Map(input.seats.map((s) => [s.player, s.kind]));
  const holder = new Map(players.map((p) => [p, credit.start[p] ?? kinds.get(p)!]));
  const changes = [...credit.changes].sort((a, b) => a.at - b.at);
  let nextChange = 0;
  const state: unknown = module.create(input.config, input.seed);
  const starting = new Map(players.map((p) => [p, hook.startingCapital(state, p)]));
  const rows = new Map(players.map((p) => [p, [] as PeriodRow[]]));
  const moves = new Map(players.map((p) => [p, 0]));
  let period = hook.period(state);
  const fresh = () => new Map(players.map((p): [SeatId, Activity] => [p, { trades: [], dividends: 0, rejected: [], held: new Set([holder.get(p)!]), moves: 0 }]));
  let open = fresh();
  let endPrices: Record<string, number> | null = null;

  // The ledger is read at the moment the period is seen to be over: the state after the input that ended it.
  const close = () => {
    for (const p of players) {
      const ledger = hook.ledger(state, p);
      const { trades, dividends, rejected, held, moves: own } = open.get(p)!;
      rows.get(p)!.push({
        period, netWorth: ledger.netWorth, cash: ledger.cash, holdings: { ...ledger.holdings }, trades, dividends,
        shorts: [...ledger.shorts], options: [...ledger.options], rejected, credit: creditOf(held), studentMoves: own,
      });
    }
    endPrices = { ...hook.prices(state) };
    open = fresh();
    period += 1;
  };

  // A seat handed over before input `index` (the teacher's "replace by a bot", "hand back"): both held it this period.
  const handOver = (index: number) => {
    for (; nextChange < changes.length && changes[nextChange].at <= index; nextChange++) {
      const { player, kind } = changes[nextChange];
      if (!holder.has(player)) continue;
      holder.set(player, kind);
      open.get(player)!.held.add(kind);
    }
  };

  // Moves made in a sealed window, by window id: while that window is still open they are its seat's secret (a
  // count of sealed orders says how many were placed), so they are taken back off the counts at the end.
  const sealedMoves: { window: number; player: SeatId }[] = [];
  input.inputs.forEach((step, index) => {
    handOver(index);
    const window = activeWindow(module.windows(state));
    const result = module.applyInPlace(state, step);
    if (!result.ok) {
      throw new Error(`table ${input.table}: input ${index + 1} (${step.type}) was refused on replay: ${result.reason}: ${result.message}`);
    }
    if (credit.origins[index] === 'student' && step.player !== undefined && moves.has(step.player)) {
      moves.set(step.player, moves.get(step.player)! + 1);
      open.get(step.player)!.moves += 1;
      if (window?.secret) sealedMoves.push({ window: window.id, player: step.player });
    }
    // Events limited to some seats (a dealt hand, a sealed bid) never reach the debrief.
    const events = (result.events as BaseEvent[]).filter((e) => e.visibleTo === undefined);
    for (const move of hook.moves(events, state)) record(open, move, period);
    const now = hook.period(state);
    while (period < now) close();
  });
  if (module.status(state) === 'ENDED') close();
  const stillSealed = new Set(module.windows(state).filter((w) => w.secret).map((w) => w.id));
  for (const m of sealedMoves) if (stillSealed.has(m.window)) moves.set(m.player, moves.get(m.player)! - 1);
  return { rows, starting, endPrices, moves };
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
  // Rounded as the CSV rounds (2 decimals), so the report and the CSV say the same number.
  return round2(Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / returns.length));
}

/** Return on starting capital in percent, rounded as the CSV rounds (2 decimals). */
export function returnOf(startingCapital: number, finalNetWorth: number): number {
  return startingCapital > 0 ? round2((finalNetWorth / startingCapital - 1) * 100) : 0;
}

/**
 * Every trade that opened a position, valued by what it made (class-report.ts `ValuedTrade`): per company, the
 * seat's trades are matched first in, first out — a trade the other way closes the earliest open lots first (a
 * sale the buys, a cover the shorts; a sale of shares never bought opens a lot that gains when the price falls),
 * and a settlement line (`settles`) closes whatever is open at its price. A lot closed gains exposure × quantity
 * × (closing price − its price); what is still open is valued at `endPrices`. Lines of exposure 0, trades that only
 * closed earlier lots, and lots still open in a company without an end price are not valued.
 */
export function valueTrades(trades: readonly DebriefTradeLine[], endPrices: Record<string, number> | null): ValuedTrade[] {
  type Lot = { index: number; sign: 1 | -1; price: number; left: number };
  const books = new Map<string, Lot[]>();
  const made = trades.map(() => ({ realised: 0, closed: 0, opened: 0 }));
  trades.forEach((t, i) => {
    if (t.exposure === 0 && !t.settles) return;
    const lots = books.get(t.company) ?? [];
    books.set(t.company, lots);
    // A book holds lots of one sign only: a trade closes the other sign's lots before it opens its own.
    const closes = t.exposure !== 0 ? -t.exposure : lots[0]?.sign;
    let left = t.quantity;
    while (left > 0 && lots.length > 0 && lots[0].sign === closes) {
      const lot = lots[0];
      const matched = Math.min(left, lot.left);
      made[lot.index].realised += lot.sign * matched * (t.price - lot.price);
      made[lot.index].closed += matched;
      lot.left -= matched;
      left -= matched;
      if (lot.left <= 0) lots.shift();
    }
    if (t.exposure !== 0 && left > 0) {
      lots.push({ index: i, sign: t.exposure, price: t.price, left });
      made[i].opened = left;
    }
  });
  const stillOpen = new Map<number, number>();
  for (const lots of books.values()) for (const lot of lots) stillOpen.set(lot.index, lot.left);
  const valued: ValuedTrade[] = [];
  trades.forEach((t, i) => {
    if (made[i].opened === 0) return;
    const open = stillOpen.get(i) ?? 0;
    if (open > 0 && (endPrices === null || !Object.hasOwn(endPrices, t.company))) return;
    const marked = open > 0 ? t.exposure * open * (endPrices![t.company] - t.price) : 0;
    valued.push({ ...t, value: made[i].realised + marked, closed: made[i].closed, open });
  });
  return valued;
}

/**
 * The best and the worst of a seat's valued trades: the highest value and, among the others, the lowest (the
 * earlier one on a tie), so one trade is never both. A seat with a single valued trade has it as its best when it
 * gained or broke even, as its worst when it lost.
 */
export function bestAndWorst(valued: readonly ValuedTrade[]): { best: ValuedTrade | null; worst: ValuedTrade | null } {
  if (valued.length === 0) return { best: null, worst: null };
  if (valued.length === 1) return valued[0].value >= 0 ? { best: valued[0], worst: null } : { best: null, worst: valued[0] };
  const best = valued.reduce((b, t) => (t.value > b.value ? t : b));
  const worst = valued.filter((t) => t !== best).reduce((w, t) => (t.value < w.value ? t : w));
  return { best, worst };
}

function wholeCredit(rows: readonly PeriodRow[], holder: SeatHolder): Credit {
  if (rows.length === 0) return holder === 'bot' ? 'bot' : 'student';
  const kinds = new Set(rows.map((r) => r.credit));
  return kinds.size === 1 ? [...kinds][0] : 'both';
}

function seatDebrief(seat: TableSeat, startingCapital: number, rows: PeriodRow[], prices: Record<string, number> | null, moves: number, holder: SeatHolder): SeatDebrief {
  const finalNetWorth = rows.at(-1)?.netWorth ?? startingCapital;
  const { best, worst } = bestAndWorst(valueTrades(rows.flatMap((row) => row.trades), prices));
  return {
    player: seat.player, name: seat.name, kind: seat.kind, startingCapital, rows, finalNetWorth,
    returnPct: returnOf(startingCapital, finalNetWorth),
    riskPct: riskOf(startingCapital, rows.map((r) => r.netWorth)),
    bestTrade: best, worstTrade: worst,
    credit: wholeCredit(rows, holder), studentMoves: moves, place: null,
  };
}

/** Ranks by a value, best first; equal values share the better rank (1, 1, 3). `order` must be sorted best first. */
function sharedRanks<T>(order: readonly T[], value: (x: T) => number): Map<T, number> {
  const ranks = new Map<T, number>();
  order.forEach((x, i) => {
    const first = order.findIndex((o) => value(o) === value(x));
    ranks.set(x, first + 1);
  });
  return ranks;
}

/** Places at a table: every seat (bots too) by return, equal returns sharing a place. */
function placesOf(returns: readonly { player: SeatId; returnPct: number }[]): Map<SeatId, number> {
  const sorted = [...returns].sort((a, b) => b.returnPct - a.returnPct);
  const ranks = sharedRanks(sorted, (s) => s.returnPct);
  return new Map(sorted.map((s) => [s.player, ranks.get(s)!]));
}

/** The comparable key of a table: its game, its number of seats and its options (sorted, so key order never matters). */
export function compareKeyOf(kind: string, seats: number, options: ComparableOptions | null): string {
  const values = Object.entries(options?.values ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([kind, seats, values]);
}

/** One table's debrief. Throws when the game refuses one of `inputs` (a journal that does not replay). */
export function debriefTable(module: AnyGameModule, input: TableInput): TableDebrief {
  const hook = module.debrief as DebriefHook<unknown, BaseEvent> | undefined;
  // A lobby's config need not be a started game's: its options are read only once it has started.
  const options = hook && input.status !== 'LOBBY' ? hook.options(input.config) : null;
  const base = {
    gameId: input.gameId, table: input.table, game: module.meta.kind, gameTitle: module.meta.title, status: input.status,
    options: options?.words ?? '', compareKey: compareKeyOf(module.meta.kind, input.seats.length, options),
    ...(module.meta.money ? { money: { ...module.meta.money } } : {}),
    ...(input.sameDeal ? { sameDeal: true as const } : {}),
  };
  const startHolder = (seat: TableSeat) => input.credit?.start[seat.player] ?? seat.kind;
  // A game without the hook reports nothing per period.
  if (!hook || input.status === 'LOBBY') {
    return {
      ...base, periodName: hook?.periodName ?? null, completedPeriods: 0,
      seats: input.seats.map((seat) => seatDebrief(seat, 0, [], null, 0, startHolder(seat))),
    };
  }
  const { rows, starting, endPrices, moves } = replay(module, hook, input);
  attachRejected(rows, input.rejected);
  const seats = input.seats.map((seat) => seatDebrief(seat, starting.get(seat.player)!, rows.get(seat.player)!, endPrices, moves.get(seat.player)!, startHolder(seat)));
  const completedPeriods = seats[0]?.rows.length ?? 0;
  if (completedPeriods > 0) {
    const places = placesOf(seats);
    for (const seat of seats) seat.place = places.get(seat.player)!;
  }
  return { ...base, periodName: hook.periodName, completedPeriods, seats };
}

/** Orders names the way people read a list (code units would put "Zoë" before "adam"), deterministically. */
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** A seat's return and net worth at the end of `period` (its last row before it when it has none for it). */
function atPeriod(seat: SeatDebrief, period: number): { returnPct: number; netWorth: number } {
  const row = [...seat.rows].reverse().find((r) => r.period <= period);
  const netWorth = row?.netWorth ?? seat.startingCapital;
  return { returnPct: returnOf(seat.startingCapital, netWorth), netWorth };
}

/** The student's line on a board at `period`; ranks are filled in by the board. */
function boardLine(table: TableDebrief, seat: SeatDebrief, period: number): BoardLine {
  const at = atPeriod(seat, period);
  const places = placesOf(table.seats.map((s) => ({ player: s.player, returnPct: atPeriod(s, period).returnPct })));
  const played = seat.studentMoves > 0;
  return {
    name: seat.name, table: table.table, gameId: table.gameId, player: seat.player, kind: 'human', rank: null,
    place: places.get(seat.player) ?? null, of: table.seats.length, returnPct: at.returnPct, finalNetWorth: at.netWorth,
    credit: seat.credit, partly: played && seat.rows.some((r) => r.credit !== 'student'), played, seatRank: null,
  };
}

/** Whether a table belongs on a board: it has a debrief and a completed period. */
const onBoard = (t: TableDebrief) => t.status !== 'LOBBY' && t.periodName !== null && t.completedPeriods > 0;

/**
 * The boards of a class: the tables with a completed period, grouped by `compareKey` (same game, options and
 * seats) in the order of each group's first table. A board ranks the students who made a move of their own by
 * return at the end of the last period every table of the board has completed; the others follow, unranked.
 */
export function classBoards(tables: readonly TableDebrief[]): Board[] {
  const groups = new Map<string, TableDebrief[]>();
  for (const t of tables.filter(onBoard)) groups.set(t.compareKey, [...(groups.get(t.compareKey) ?? []), t]);
  return [...groups.entries()].map(([key, group]) => {
    const period = Math.min(...group.map((t) => t.completedPeriods));
    const lines = group.flatMap((t) => t.seats.filter((s) => s.kind === 'human').map((s) => boardLine(t, s, period)));
    const order = (a: BoardLine, b: BoardLine) => b.returnPct - a.returnPct || byName(a.name, b.name) || byName(a.table, b.table);
    const ranked = lines.filter((l) => l.played).sort(order);
    const ranks = sharedRanks(ranked, (l) => l.returnPct);
    for (const line of ranked) line.rank = ranks.get(line)!;
    const sameDeal = group.length > 1 && group.every((t) => t.sameDeal === true);
    if (sameDeal) {
      for (const player of new Set(ranked.map((l) => l.player))) {
        const same = ranked.filter((l) => l.player === player);
        const seatRanks = sharedRanks(same, (l) => l.returnPct);
        for (const line of same) line.seatRank = seatRanks.get(line)!;
      }
    }
    const first = group[0];
    return {
      key, game: first.game, gameTitle: first.gameTitle, options: first.options, seats: first.seats.length, tables: group.map((t) => t.table),
      periodName: first.periodName!, period, final: group.every((t) => t.completedPeriods === period), sameDeal,
      ...(first.money ? { money: { ...first.money } } : {}),
      lines: ranked, unranked: lines.filter((l) => !l.played).sort((a, b) => byName(a.name, b.name) || byName(a.table, b.table)),
    };
  });
}

/** The class report: every table's debrief, a board per group of comparable tables, and every student once. */
export function classReport(classId: string, name: string, generatedAt: number, tables: TableDebrief[]): ClassReport {
  const boards = classBoards(tables);
  const listed = new Set<string>();
  const leaderboard: LeaderboardLine[] = boards.flatMap((b) => [...b.lines, ...b.unranked].map((l) => {
    listed.add(`${l.gameId} ${l.player}`);
    return { ...l, board: b.key };
  }));
  for (const t of tables) {
    for (const s of t.seats.filter((x) => x.kind === 'human' && !listed.has(`${t.gameId} ${x.player}`))) {
      leaderboard.push({ ...boardLine(t, s, t.completedPeriods), place: s.place, board: null });
    }
  }
  return { classId, name, generatedAt, tables, boards, leaderboard };
}
