/**
 * The class debrief of real games: a seeded Sectors game and a seeded Tycoon (Strategist) game played by bots
 * through their modules, then replayed by debriefTable. Rows per seat per completed period, net worth equal to
 * the game's own figures, a running game cut at its last completed period, refusals in their period, the best
 * and worst trades, determinism, and the leaderboard.
 */
import { describe, expect, it } from 'vitest';
import { auctionModule } from '../../../src-shared/games/auction/module.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import type { GameState } from '../../../src-shared/games/sectors/types.ts';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import type { DebriefTradeLine, RejectedOrder, SeatDebrief, TableDebrief } from '../../../src-shared/platform/class-report.ts';
import { bestAndWorst, classReport, debriefTable, riskOf, valueTrades, type TableInput, type TableSeat } from '../../../src-shared/platform/debrief-build.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from '../../../src-shared/platform/module.ts';
import type { TableOptions } from '../../../src-shared/platform/table-options.ts';
import { playWithBots } from './drive.ts';

const TABLE: TableOptions = { timerMode: 'TIMED', pace: 1, reviewSeconds: 0, graceSeconds: 20 };
const NAMES = ['Ann', 'Bob', 'Cy', 'Di'];
const seats = (n: number, bots: string[] = []): TableSeat[] =>
  NAMES.slice(0, n).map((name, i) => ({ player: `P${i + 1}`, name, kind: bots.includes(`P${i + 1}`) ? 'bot' : 'human' }));

// Seed 3 with random bots shorts, covers, buys and lets options expire: every kind of line is exercised.
const SECTORS_SEED = 3;
const SECTORS_BOTS = ['random', 'random', 'random', 'random'] as const;
const sectorsConfig = sectorsModule.config.make(4, NAMES, { maxTurns: 8 }, TABLE);
const sectorsGame = playWithBots(sectorsModule, sectorsConfig, SECTORS_SEED, { levels: SECTORS_BOTS });
const sectorsFinal = sectorsGame.state as GameState;

const TYCOON_SEED = 11;
const tycoonConfig = tycoonModule.config.make(3, NAMES.slice(0, 3), { mode: 'strategist', years: 3 }, TABLE);
const tycoonGame = playWithBots(tycoonModule, tycoonConfig, TYCOON_SEED, { levels: ['medium', 'easy', 'random'] });
const tycoonFinal = tycoonGame.state as TycoonGame;

function tableInput(module: AnyGameModule, config: unknown, seed: number, inputs: BaseInput[], o: Partial<TableInput> = {}): TableInput {
  const n = module.config.seats(config);
  return { gameId: `g-${module.meta.kind}`, table: `Table ${module.meta.kind}`, status: 'FINISHED', config, seed, inputs, seats: seats(n), rejected: [], ...o };
}

/** Each accepted input's public events with the period the game was in before it, and the state after it. */
function replaySteps(module: AnyGameModule, config: unknown, seed: number, inputs: BaseInput[]) {
  const state: unknown = module.create(config, seed);
  return inputs.map((input) => {
    const period = module.debrief!.period(state);
    const result = module.applyInPlace(state, input);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    const events = (result.events as BaseEvent[]).filter((e) => e.visibleTo === undefined) as (BaseEvent & Record<string, unknown>)[];
    return { period, events, after: module.debrief!.period(state) };
  });
}

/** The inputs of a game cut just before period `period` ends: everything of that period played, not yet over. */
function cutBefore(module: AnyGameModule, config: unknown, seed: number, inputs: BaseInput[], period: number): BaseInput[] {
  const steps = replaySteps(module, config, seed, inputs);
  const boundary = steps.findIndex((s) => s.after > period);
  expect(boundary).toBeGreaterThan(0);
  return inputs.slice(0, boundary);
}

/**
 * The trade values of class-report.ts `ValuedTrade`, worked out one share at a time (an independent check of the
 * lot arithmetic): each share bought (sold, shorted) waits in its company's queue until a later share the other way
 * or a settlement takes it, first in, first out; a share still waiting at the end is marked at the end price.
 */
function unitValues(trades: readonly DebriefTradeLine[], end: Record<string, number>): Map<number, number> {
  const queues = new Map<string, { index: number; sign: number; price: number }[]>();
  const values = new Map<number, number>();
  trades.forEach((t, index) => {
    if (t.exposure === 0 && !t.settles) return;
    const queue = queues.get(t.company) ?? [];
    queues.set(t.company, queue);
    for (let unit = 0; unit < t.quantity; unit++) {
      if (queue.length > 0 && (t.exposure === 0 || queue[0].sign === -t.exposure)) {
        const lot = queue.shift()!;
        values.set(lot.index, values.get(lot.index)! + lot.sign * (t.price - lot.price));
      } else if (t.exposure !== 0) {
        queue.push({ index, sign: t.exposure, price: t.price });
        values.set(index, values.get(index) ?? 0);
      }
    }
  });
  for (const [company, queue] of queues) {
    for (const lot of queue) values.set(lot.index, Object.hasOwn(end, company) ? values.get(lot.index)! + lot.sign * (end[company] - lot.price) : NaN);
  }
  return values;
}

/** The seat's best and worst trades are those of the FIFO values (checked share by share), never one trade twice. */
function checkBestWorst(seat: SeatDebrief, endPrices: Record<string, number>) {
  const trades = seat.rows.flatMap((r) => r.trades);
  const expected = [...unitValues(trades, endPrices).entries()].filter(([, v]) => !Number.isNaN(v));
  const valued = valueTrades(trades, endPrices);
  expect(valued.map((t) => t.text)).toEqual(expected.map(([i]) => trades[i].text));
  valued.forEach((t, i) => expect(t.value).toBeCloseTo(expected[i][1], 6));
  expect({ best: seat.bestTrade, worst: seat.worstTrade }).toEqual(bestAndWorst(valued));
  if (valued.length === 0) return;
  const values = valued.map((t) => t.value);
  if (valued.length > 1) {
    const best = values.indexOf(Math.max(...values));
    expect(seat.bestTrade!.value).toBe(values[best]);
    expect(seat.worstTrade!.value).toBe(Math.min(...values.filter((_, i) => i !== best)));
  }
}

describe('debrief of a Sectors table', () => {
  const debrief = debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, sectorsGame.inputs, { seats: seats(4, ['P4']) }));

  it('plays a whole game without refusals', () => {
    expect(sectorsModule.status(sectorsFinal)).toBe('ENDED');
    expect(sectorsGame.refused).toBe(0);
  });

  it('has one row per seat per turn, with the net worth the game itself records', () => {
    expect(debrief.periodName).toBe('turn');
    expect(debrief.completedPeriods).toBe(sectorsFinal.turn);
    const ranking = sectorsModule.outcome(sectorsFinal)!.ranking;
    const view = sectorsModule.views.public(sectorsFinal, {});
    for (const seat of debrief.seats) {
      expect(seat.rows.map((r) => r.period)).toEqual(Array.from({ length: sectorsFinal.turn }, (_, i) => i + 1));
      for (const row of seat.rows) expect(row.netWorth).toBe(sectorsFinal.history.find((h) => h.turn === row.period)!.netWorth[seat.player]);
      expect(seat.startingCapital).toBe(sectorsConfig.startingCash);
      expect(seat.finalNetWorth).toBe(ranking.find((r) => r.player === seat.player)!.score);
      expect(seat.finalNetWorth).toBe(view.players.find((p) => p.id === seat.player)!.netWorth);
      expect(seat.returnPct).toBeCloseTo((seat.finalNetWorth / sectorsConfig.startingCash - 1) * 100, 2);
    }
    expect(debrief.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human', 'bot']);
  });

  it('lists every fill with its price in its turn, and the dividends the game paid', () => {
    const steps = replaySteps(sectorsModule, sectorsConfig, SECTORS_SEED, sectorsGame.inputs);
    const fills = steps.flatMap((s) => s.events.filter((e) => e.type === 'ORDER_FILLED').map((e) => ({ e, period: s.period })));
    expect(fills.length).toBeGreaterThan(0);
    const sides = new Set(debrief.seats.flatMap((s) => s.rows.flatMap((r) => r.trades.map((t) => t.side))));
    for (const side of ['buy', 'sell', 'short', 'cover', 'option', 'expire']) expect(sides).toContain(side);
    for (const { e, period } of fills) {
      const row = debrief.seats.find((s) => s.player === e.player)!.rows.find((r) => r.period === period)!;
      expect(row.trades.some((t) => t.period === period && t.company === e.company && t.quantity === e.quantity && t.price === e.unitPrice)).toBe(true);
    }
    for (const seat of debrief.seats) {
      for (const row of seat.rows) {
        const paid = steps.filter((s) => s.period === row.period).flatMap((s) => s.events)
          .filter((e) => e.type === 'DIVIDEND_PAID')
          .flatMap((e) => e.dividends as { player: string; amount: number }[])
          .filter((d) => d.player === seat.player)
          .reduce((sum, d) => sum + d.amount, 0);
        expect(row.dividends).toBe(paid);
      }
    }
  });

  it('values the best and worst trades at the last turn\'s closing prices', () => {
    const end = sectorsFinal.history.at(-1)!.prices;
    for (const seat of debrief.seats) checkBestWorst(seat, end);
    expect(debrief.seats.some((s) => s.bestTrade !== null)).toBe(true);
  });

  it('cuts a running game at its last completed turn and files refusals by turn', () => {
    const inputs = cutBefore(sectorsModule, sectorsConfig, SECTORS_SEED, sectorsGame.inputs, 4);
    const rejected: RejectedOrder[] = [
      { player: 'P1', period: 2, at: 20, action: 'SELL WELL', reason: 'INSUFFICIENT_SHARES_HELD', message: 'You hold no WELL.' },
      { player: 'P1', period: 2, at: 10, action: 'BUY HEAVY', reason: 'INSUFFICIENT_CASH', message: 'Not enough cash.' },
      { player: 'P3', period: 1, at: 5, action: 'SHORT MNDW', reason: 'NOT_YOUR_PHASE', message: '' },
      { player: 'P2', period: 4, at: 99, action: 'BUY WELL', reason: 'INSUFFICIENT_CASH', message: 'Still open.' },
    ];
    const cut = debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, inputs, { status: 'RUNNING', rejected, seats: seats(4, ['P4']) }));
    expect(cut.completedPeriods).toBe(3);
    // The open turn 4 had trades in the finished game; none of them is in the cut one.
    expect(debrief.seats.flatMap((s) => s.rows[3].trades).length).toBeGreaterThan(0);
    expect(cut.seats.flatMap((s) => s.rows.flatMap((r) => r.trades)).every((t) => t.period <= 3)).toBe(true);
    for (const [i, seat] of cut.seats.entries()) {
      expect(seat.rows.map((r) => ({ ...r, rejected: [] }))).toEqual(debrief.seats[i].rows.slice(0, 3).map((r) => ({ ...r, rejected: [] })));
      checkBestWorst(seat, sectorsFinal.history.find((h) => h.turn === 3)!.prices);
    }
    const rows = (player: string) => cut.seats.find((s) => s.player === player)!.rows;
    // The host's refusals come after the rules' own (ORDER_REJECTED) in each row, in time order.
    const hostOnly = (player: string, i: number) => rows(player)[i].rejected.filter((r) => r.action === r.action.toUpperCase());
    expect(hostOnly('P1', 1).map((r) => r.action)).toEqual(['BUY HEAVY', 'SELL WELL']);
    expect(hostOnly('P3', 0)).toEqual([{ action: 'SHORT MNDW', reason: 'NOT_YOUR_PHASE', message: '' }]);
    expect(rows('P2').flatMap((r) => r.rejected).filter((r) => r.action === 'BUY WELL')).toEqual([]);
  });

  it('does not count a move in a sealed window that is still open (how many sealed orders a seat placed is secret until the reveal)', () => {
    // The first sealed submission of the game that leaves its window open, and the first input after that window closed.
    const M: AnyGameModule = sectorsModule;
    const state: unknown = M.create(sectorsConfig, SECTORS_SEED);
    let cut = -1;
    let sealedWindow = -1;
    let reopened = -1;
    sectorsGame.inputs.forEach((input, k) => {
      const before = M.windows(state).at(-1);
      M.applyInPlace(state, input);
      const after = M.windows(state).at(-1);
      if (cut < 0 && before?.secret && after?.id === before.id && input.type !== 'READY' && input.type !== 'TIMEOUT') {
        cut = k;
        sealedWindow = before.id;
      } else if (cut >= 0 && reopened < 0 && after?.id !== sealedWindow) reopened = k;
    });
    expect(cut).toBeGreaterThanOrEqual(0);
    expect(reopened).toBeGreaterThan(cut);
    const mover = sectorsGame.inputs[cut].player!;
    const movesAt = (n: number) => debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, sectorsGame.inputs.slice(0, n), { status: 'RUNNING' })).seats.find((x) => x.player === mover)!.studentMoves;
    // The sealed order placed: the count is what it was before it, as for any seat that placed nothing.
    expect(movesAt(cut + 1)).toBe(movesAt(cut));
    // The window closed (the orders revealed): now it counts, with the seat's other moves of that window.
    expect(movesAt(reopened + 1)).toBeGreaterThan(movesAt(cut));
  });

  it('lists orders the rules turned down when they resolved (ORDER_REJECTED) in their turn, in words', () => {
    const fromEvents = debrief.seats.flatMap((s) => s.rows.flatMap((r) => r.rejected.map((x) => ({ player: s.player, period: r.period, ...x }))));
    const state = sectorsModule.create(sectorsConfig, SECTORS_SEED);
    const events: { type: string; player: string }[] = [];
    for (const input of sectorsGame.inputs) {
      const result = sectorsModule.applyInPlace(state, input as never);
      if (result.ok) events.push(...(result.events as unknown as { type: string; player: string }[]).filter((e) => e.type === 'ORDER_REJECTED'));
    }
    expect(fromEvents.length).toBe(events.filter((e) => debrief.seats.some((s) => s.player === e.player)).length);
    expect(fromEvents.length).toBeGreaterThan(0);
    for (const r of fromEvents) expect(r.message.length).toBeGreaterThan(5);
  });

  it('is a function of the inputs: the same table debriefs the same', () => {
    const again = playWithBots(sectorsModule, sectorsConfig, SECTORS_SEED, { levels: SECTORS_BOTS });
    expect(again.inputs).toEqual(sectorsGame.inputs);
    const second = debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, again.inputs, { seats: seats(4, ['P4']) }));
    expect(JSON.stringify(second)).toBe(JSON.stringify(debrief));
  });
});

describe('debrief of a Stock Market Tycoon table', () => {
  const debrief = debriefTable(tycoonModule, tableInput(tycoonModule, tycoonConfig, TYCOON_SEED, tycoonGame.inputs));

  it('has one row per seat per year, with the net worth the desk records and the final ranking', () => {
    expect(tycoonModule.status(tycoonFinal)).toBe('ENDED');
    expect(tycoonGame.refused).toBe(0);
    expect(debrief.periodName).toBe('year');
    expect(debrief.completedPeriods).toBe(3);
    for (const seat of debrief.seats) {
      const index = Number(seat.player.slice(1)) - 1;
      expect(seat.startingCapital).toBe(tycoonFinal.netWorth[index][0]);
      expect(seat.rows.map((r) => r.period)).toEqual([1, 2, 3]);
      for (const row of seat.rows) expect(row.netWorth).toBe(tycoonFinal.netWorth[index][row.period]);
      expect(seat.finalNetWorth).toBe(tycoonFinal.core.result!.netWorth[index]);
    }
  });

  it('lists buys, shorts, options and their settlements with prices, and the dividends paid', () => {
    const steps = replaySteps(tycoonModule, tycoonConfig, TYCOON_SEED, tycoonGame.inputs);
    const sides = new Set(debrief.seats.flatMap((s) => s.rows.flatMap((r) => r.trades.map((t) => t.side))));
    for (const side of ['buy', 'short', 'option', 'cover']) expect(sides).toContain(side);
    for (const { e, period } of steps.flatMap((s) => s.events.filter((x) => x.type === 'BOUGHT').map((x) => ({ e: x, period: s.period })))) {
      const row = debrief.seats.find((s) => s.player === e.seat)!.rows.find((r) => r.period === period)!;
      expect(row.trades.some((t) => t.side === 'buy' && t.company === e.company && t.quantity === e.qty && t.price === e.price)).toBe(true);
    }
    for (const seat of debrief.seats) {
      for (const row of seat.rows) {
        const paid = steps.filter((s) => s.period === row.period).flatMap((s) => s.events)
          .filter((e) => e.type === 'DIVIDEND_DECLARED')
          .reduce((sum, e) => sum + ((e.payouts as Record<string, number>)[seat.player] ?? 0), 0);
        expect(row.dividends).toBe(paid);
      }
      checkBestWorst(seat, Object.fromEntries(Object.entries(tycoonFinal.core.companies).map(([id, c]) => [id, c.price])));
    }
  });

  it('cuts a running game at its last completed year', () => {
    const inputs = cutBefore(tycoonModule, tycoonConfig, TYCOON_SEED, tycoonGame.inputs, 2);
    const cut = debriefTable(tycoonModule, tableInput(tycoonModule, tycoonConfig, TYCOON_SEED, inputs, { status: 'RUNNING' }));
    expect(cut.completedPeriods).toBe(1);
    for (const [i, seat] of cut.seats.entries()) expect(seat.rows).toEqual(debrief.seats[i].rows.slice(0, 1));
  });
});

describe('tables the replay does not reach', () => {
  it('reports a lobby without replaying it (its config need not be a started game\'s)', () => {
    const lobby = debriefTable(sectorsModule, { ...tableInput(sectorsModule, sectorsConfig, 1, []), status: 'LOBBY', config: { not: 'a config' }, seats: seats(2) });
    expect(lobby).toMatchObject({ periodName: 'turn', completedPeriods: 0, status: 'LOBBY', game: 'sectors', gameTitle: 'Sectors' });
    for (const seat of lobby.seats) expect(seat).toMatchObject({ rows: [], returnPct: 0, riskPct: 0, bestTrade: null, worstTrade: null });
  });

  it('reports a game without a debrief hook with no rows', () => {
    expect(auctionModule.debrief).toBeUndefined();
    const config = auctionModule.config.make(2, ['Ann', 'Bob'], {}, TABLE);
    const table = debriefTable(auctionModule, { ...tableInput(auctionModule, config, 1, []), status: 'RUNNING', seats: seats(2) });
    expect(table.periodName).toBeNull();
    expect(table.seats.map((s) => [s.rows.length, s.returnPct])).toEqual([[0, 0], [0, 0]]);
  });

  it('throws when the game refuses an input of the journal', () => {
    const inputs = [...sectorsGame.inputs.slice(0, 5), { type: 'COVER_SHORT', player: 'P1', shortId: 999 }];
    expect(() => debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, inputs, { status: 'RUNNING' }))).toThrow(/refused on replay/);
  });
});

describe('return, risk and the leaderboard', () => {
  it('measures risk as the population standard deviation of period returns, the first from the start', () => {
    expect(riskOf(100, [110, 99])).toBeCloseTo(10, 10); // returns +10 % and -10 %
    expect(riskOf(100, [150])).toBe(0);
    // 100 → 0 is -100 %; from 0 there is no return; 50 → 75 is +50 %: mean -25, deviations ±75.
    expect(riskOf(100, [0, 50, 75])).toBeCloseTo(75, 10);
  });

  it('never ranks across games: a board per game, each by return, bots left out, every student once in the old list', () => {
    const sectors = debriefTable(sectorsModule, tableInput(sectorsModule, sectorsConfig, SECTORS_SEED, sectorsGame.inputs, { seats: seats(4, ['P4']) }));
    const tycoon = debriefTable(tycoonModule, tableInput(tycoonModule, tycoonConfig, TYCOON_SEED, tycoonGame.inputs));
    const report = classReport('c1', 'Class 7B', 1_700_000_000_000, [sectors, tycoon]);
    expect(report.boards.map((b) => [b.gameTitle, b.options, b.seats, b.lines.length])).toEqual([['Sectors', '8 turns', 4, 3], ['Stock Market Tycoon', 'Strategist, 3 years', 3, 3]]);
    for (const board of report.boards) {
      const returns = board.lines.map((l) => l.returnPct);
      expect(returns).toEqual([...returns].sort((a, b) => b - a));
      expect(board.lines[0].rank).toBe(1);
      expect(board.money).toEqual({ prefix: '$', suffix: '' });
    }
    expect(report.leaderboard).toHaveLength(6);
    expect(report.leaderboard.every((l) => l.kind === 'human')).toBe(true);
    expect(report.leaderboard.map((l) => l.board)).toEqual([...Array(3).fill(report.boards[0].key), ...Array(3).fill(report.boards[1].key)]);
    expect(report.tables).toEqual([sectors, tycoon]);
  });

  it('orders equal returns by name, as people read names', () => {
    const names = classReport('c2', 'Ties', 0, [table('A', [tied('P1', 'bob')]), table('B', [tied('P1', 'Ann')]), table('C', [tied('P1', 'Zoë')])]).boards[0].lines.map((l) => [l.name, l.rank]);
    expect(names).toEqual([['Ann', 1], ['bob', 1], ['Zoë', 1]]);
  });
});

/** A seat of a hand-made table: its net worth at the end of each period from a start of 100. */
function tied(player: string, name: string, worths: number[] = [100], o: Partial<SeatDebrief> = {}): SeatDebrief {
  const rows = worths.map((netWorth, i) => ({
    period: i + 1, netWorth, cash: netWorth, holdings: {}, trades: [], dividends: 0, shorts: [], options: [], rejected: [], credit: 'student' as const, studentMoves: 1,
  }));
  const final = rows.at(-1)!.netWorth;
  return {
    player, name, kind: 'human', startingCapital: 100, rows, finalNetWorth: final, returnPct: final - 100, riskPct: 0, bestTrade: null, worstTrade: null,
    credit: 'student', studentMoves: worths.length, place: null, ...o,
  };
}

function table(name: string, seats: SeatDebrief[], o: Partial<TableDebrief> = {}): TableDebrief {
  return {
    gameId: name, table: name, game: 'sectors', gameTitle: 'Sectors', status: 'RUNNING', periodName: 'turn', completedPeriods: seats[0].rows.length, seats,
    options: '8 turns', compareKey: 'sectors 4', ...o,
  };
}
