/**
 * "A class a teacher can trust": the class report's rules that make its numbers fair and true. Trades valued first
 * in, first out (a round trip is one trade, a held position is marked at the end price, shorts gain on a fall);
 * who played each seat per period (a student's seat given to a bot mid-game and handed back); boards of comparable
 * tables only (same game, options and seats), ranked at a period every table has completed, with students who
 * never played left unranked and students partly replaced by a bot marked.
 */
import { describe, expect, it } from 'vitest';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import type { GameState } from '../../../src-shared/games/sectors/types.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import type { DebriefTradeLine, PeriodRow, SeatDebrief, TableDebrief } from '../../../src-shared/platform/class-report.ts';
import {
  bestAndWorst, classBoards, classReport, compareKeyOf, debriefTable, valueTrades, type InputOrigin, type TableCredit, type TableSeat,
} from '../../../src-shared/platform/debrief-build.ts';
import type { TableOptions } from '../../../src-shared/platform/table-options.ts';
import { playWithBots } from './drive.ts';

const line = (side: string, quantity: number, price: number, exposure: 1 | -1 | 0, period = 1, o: Partial<DebriefTradeLine> = {}): DebriefTradeLine => ({
  side, company: 'TTN', quantity, price, exposure, text: `${side} ${quantity} TTN at ${price}`, period, ...o,
});

describe('trades valued honestly (first in, first out)', () => {
  it('values a buy later sold by its realised gain, and the sale not at all: the round trip is never both best and worst', () => {
    // The report once said "best +1,170,000" and "worst −1,170,000" for these same shares.
    const trades = [line('buy', 1000, 12, 1, 1), line('sell', 1000, 20, -1, 2)];
    const valued = valueTrades(trades, { TTN: 1182 });
    expect(valued).toEqual([{ ...trades[0], value: 8000, closed: 1000, open: 0 }]);
    const { best, worst } = bestAndWorst(valued);
    expect(best?.text).toBe('buy 1000 TTN at 12');
    expect(worst).toBeNull();
  });

  it('values a buy still held at the price at the end of the last completed period', () => {
    const valued = valueTrades([line('buy', 100, 12, 1)], { TTN: 15 });
    expect(valued).toEqual([expect.objectContaining({ value: 300, closed: 0, open: 100 })]);
    // A single valued trade that lost is the worst, with no best.
    expect(bestAndWorst(valuedOf(-1)).worst?.value).toBe(-1);
    expect(bestAndWorst(valuedOf(-1)).best).toBeNull();
  });

  it('matches sales against the earliest buys and marks the rest', () => {
    const trades = [line('buy', 100, 10, 1), line('buy', 100, 20, 1), line('sell', 150, 30, -1), line('buy', 50, 25, 1)];
    const valued = valueTrades(trades, { TTN: 40 });
    // Buy 1: 100 closed at 30 (+2,000). Buy 2: 50 closed at 30 (+500) and 50 held at 40 (+1,000). The sale opens nothing.
    expect(valued.map((t) => [t.text, t.value, t.closed, t.open])).toEqual([
      ['buy 100 TTN at 10', 2000, 100, 0],
      ['buy 100 TTN at 20', 1500, 50, 50],
      ['buy 50 TTN at 25', 750, 0, 50],
    ]);
    const { best, worst } = bestAndWorst(valued);
    expect([best?.value, worst?.value]).toEqual([2000, 750]);
  });

  it('values shorts with exposure −1: a cover realises, an open short is marked, a settlement closes it', () => {
    const covered = valueTrades([line('short', 10, 50, -1), line('cover', 10, 40, 1)], { TTN: 60 });
    expect(covered).toEqual([expect.objectContaining({ side: 'short', value: 100, closed: 10, open: 0 })]);
    const open = valueTrades([line('short', 10, 50, -1)], { TTN: 60 });
    expect(open).toEqual([expect.objectContaining({ value: -100, open: 10 })]);
    // Tycoon's year end settles every short by itself (exposure 0, `settles`): closed at its price, never ranked itself.
    const settled = valueTrades([line('short', 10, 50, -1), line('cover', 10, 45, 0, 1, { settles: true })], { TTN: 80 });
    expect(settled).toEqual([expect.objectContaining({ value: 50, closed: 10, open: 0 })]);
    // A premium (exposure 0, no settlement) is listed in the rows but never valued.
    expect(valueTrades([line('option', 5, 3, 0)], { TTN: 10 })).toEqual([]);
  });

  it('values a sale of shares never bought in the game as a bet on a fall, closed by a later buy', () => {
    const valued = valueTrades([line('sell', 10, 30, -1), line('buy', 10, 20, 1)], { TTN: 5 });
    expect(valued).toEqual([expect.objectContaining({ side: 'sell', value: 100, closed: 10, open: 0 })]);
  });

  it('leaves a position open in a company without an end price unvalued', () => {
    expect(valueTrades([line('buy', 10, 30, 1)], { ABC: 5 })).toEqual([]);
    expect(valueTrades([line('buy', 10, 30, 1)], null)).toEqual([]);
  });

  it('never names one trade both best and worst, and keeps the earlier on a tie', () => {
    const valued = valueTrades([line('buy', 10, 10, 1), line('buy', 10, 10, 1, 2), line('buy', 10, 10, 1, 3)], { TTN: 12 });
    const { best, worst } = bestAndWorst(valued);
    expect([best?.period, worst?.period]).toEqual([1, 2]);
    expect(bestAndWorst([])).toEqual({ best: null, worst: null });
  });
});

function valuedOf(value: number) {
  return valueTrades([line('buy', 1, 10, 1)], { TTN: 10 + value });
}

// ---------------------------------------------------------------- who played

const TABLE: TableOptions = { timerMode: 'TIMED', pace: 1, reviewSeconds: 0, graceSeconds: 20 };
const NAMES = ['Ann', 'Bob', 'Cy', 'Di'];
const sectorsConfig = sectorsModule.config.make(4, NAMES, { maxTurns: 8 }, TABLE);
const sectorsGame = playWithBots(sectorsModule, sectorsConfig, 3, { levels: ['random'] });
const students: TableSeat[] = NAMES.map((name, i) => ({ player: `P${i + 1}`, name, kind: i === 3 ? 'bot' : 'human' }));

/** The index of the first input of turn `turn` (the input after the one that ended the turn before). */
function firstInputOf(turn: number): number {
  const state = sectorsModule.create(sectorsConfig, 3) as GameState;
  for (const [i, input] of sectorsGame.inputs.entries()) {
    if (state.turn >= turn) return i;
    sectorsModule.applyInPlace(state, input as never);
  }
  throw new Error(`no turn ${turn}`);
}

/** Credit as the host reads it from a journal: P1's person acts, P2 never does, bots act for P4 (and P1 while a bot has it). */
function credit(changes: TableCredit['changes'], start: TableCredit['start'] = { P1: 'human', P2: 'human', P3: 'human', P4: 'bot' }): TableCredit {
  const holder = new Map(Object.entries(start));
  const sorted = [...changes];
  const origins = sectorsGame.inputs.map((input, i): InputOrigin => {
    for (const c of sorted.filter((x) => x.at === i)) holder.set(c.player, c.kind);
    if (input.player === undefined) return 'default';
    if (holder.get(input.player) === 'bot') return 'bot';
    return input.player === 'P2' ? 'default' : 'student';
  });
  return { origins, start, changes };
}

function debrief(c: TableCredit, status: 'RUNNING' | 'FINISHED' = 'FINISHED', inputs = sectorsGame.inputs) {
  return debriefTable(sectorsModule, { gameId: 'g1', table: 'Period 3 — Table 1', status, config: sectorsConfig, seed: 3, inputs, seats: students, rejected: [], credit: c });
}

describe('who played each seat, per period', () => {
  it('says student, bot or both per period when a student’s seat goes to a bot mid-game and comes back', () => {
    // P1 goes to a bot in the middle of turn 2 and comes back in the middle of turn 4.
    const mid2 = firstInputOf(2) + 3;
    const mid4 = firstInputOf(4) + 3;
    const table = debrief(credit([{ at: mid2, player: 'P1', kind: 'bot' }, { at: mid4, player: 'P1', kind: 'human' }]));
    const p1 = table.seats[0];
    expect(p1.rows.map((r) => r.credit)).toEqual(['student', 'both', 'bot', 'both', 'student', 'student', 'student', 'student']);
    expect(p1.credit).toBe('both');
    // The bot's moves of turn 3 are not the student's: no move of theirs then.
    expect(p1.rows[2].studentMoves).toBe(0);
    expect(p1.rows[0].studentMoves).toBeGreaterThan(0);
    expect(p1.studentMoves).toBe(p1.rows.reduce((n, r) => n + r.studentMoves, 0));
    // A bot's seat is a bot's in every period; a student who never moved made no move in any.
    expect(table.seats[3].rows.every((r) => r.credit === 'bot' && r.studentMoves === 0)).toBe(true);
    expect(table.seats[1]).toMatchObject({ credit: 'student', studentMoves: 0 });
  });

  it('counts the turn a seat changed hands in as both, the turns after as the bot’s, and a bot with no moves as a bot', () => {
    // Handed over before turn 3's first input: the student still held the seat when turn 3 began.
    const table = debrief(credit([{ at: firstInputOf(3), player: 'P3', kind: 'bot' }]));
    expect(table.seats[2].rows.map((r) => r.credit)).toEqual(['student', 'student', 'both', 'bot', 'bot', 'bot', 'bot', 'bot']);
    // From the start: a student a bot played all game.
    const botted = debrief(credit([], { P1: 'human', P2: 'human', P3: 'bot', P4: 'bot' }));
    expect(botted.seats[2]).toMatchObject({ credit: 'bot', studentMoves: 0 });
  });

  it('gives every seat its place at its table, bots included', () => {
    const table = debrief(credit([]));
    const byReturn = [...table.seats].sort((a, b) => b.returnPct - a.returnPct);
    expect(byReturn[0].place).toBe(1);
    for (const seat of table.seats) expect(seat.place).toBe(1 + table.seats.filter((s) => s.returnPct > seat.returnPct).length);
    expect(table.options).toBe('8 turns');
    expect(table.money).toEqual({ prefix: '$', suffix: '' });
  });
});

// ---------------------------------------------------------------- boards

/** A seat of a hand-made table: net worth at each period's end from a start of 100, who played it, its moves. */
function seat(player: string, name: string, worths: number[], o: { kind?: 'human' | 'bot'; credits?: PeriodRow['credit'][]; moves?: number } = {}): SeatDebrief {
  const rows: PeriodRow[] = worths.map((netWorth, i) => ({
    period: i + 1, netWorth, cash: netWorth, holdings: {}, trades: [], dividends: 0, shorts: [], options: [], rejected: [],
    credit: o.credits?.[i] ?? (o.kind === 'bot' ? 'bot' : 'student'), studentMoves: o.moves ?? 1,
  }));
  const credits = new Set(rows.map((r) => r.credit));
  return {
    player, name, kind: o.kind ?? 'human', startingCapital: 100, rows, finalNetWorth: worths.at(-1)!, returnPct: worths.at(-1)! - 100, riskPct: 0,
    bestTrade: null, worstTrade: null, credit: credits.size === 1 ? [...credits][0] : 'both', studentMoves: o.kind === 'bot' ? 0 : (o.moves ?? worths.length), place: null,
  };
}

function table(gameId: string, game: string, seats: SeatDebrief[], o: Partial<TableDebrief> = {}): TableDebrief {
  const options = o.options ?? (game === 'tycoon' ? 'Trader, 2 years' : '4 rounds');
  return {
    gameId, table: `Period 3 — ${gameId}`, game, gameTitle: game === 'tycoon' ? 'Stock Market Tycoon' : '1876 Stock Round', status: 'FINISHED',
    periodName: game === 'tycoon' ? 'year' : 'round', completedPeriods: seats[0].rows.length, seats, options,
    compareKey: compareKeyOf(game, seats.length, { values: { words: options }, words: options }), money: { prefix: '$', suffix: '' }, ...o,
  };
}

describe('boards of comparable tables', () => {
  // Every Tycoon student above +160 %, every 1876 student below +64 %: one list would put a whole game last.
  const tycoonA = table('A', 'tycoon', [seat('P1', 'Ana', [200, 290]), seat('P2', 'Ben', [180, 260]), seat('P3', 'Bot A', [250, 300], { kind: 'bot' })]);
  const stock = table('B', 'sr1876', [seat('P1', 'Cai', [120, 163]), seat('P2', 'Dee', [110, 140]), seat('P3', 'Eli', [100, 100], { moves: 0, credits: ['bot', 'bot'] })]);
  const tycoonC = table('C', 'tycoon', [seat('P1', 'Fay', [170, 275], { credits: ['student', 'both'] }), seat('P2', 'Gus', [150, 200]), seat('P3', 'Bot C', [190, 210], { kind: 'bot' })]);
  const report = classReport('c1', 'Period 3', 0, [tycoonA, stock, tycoonC]);

  it('ranks each game on its own board, never one game against another', () => {
    expect(report.boards.map((b) => [b.gameTitle, b.tables])).toEqual([
      ['Stock Market Tycoon', ['Period 3 — A', 'Period 3 — C']],
      ['1876 Stock Round', ['Period 3 — B']],
    ]);
    expect(report.boards[0].lines.map((l) => [l.name, l.rank])).toEqual([['Ana', 1], ['Fay', 2], ['Ben', 3], ['Gus', 4]]);
    // Cai is first of his game although every Tycoon student has a higher return.
    expect(report.boards[1].lines.map((l) => [l.name, l.rank])).toEqual([['Cai', 1], ['Dee', 2]]);
  });

  it('gives each student their place at their own table, bots counted', () => {
    const ana = report.boards[0].lines.find((l) => l.name === 'Ana')!;
    // The bot at Ana's table did better: she is 2nd of 3 there, 1st on the board.
    expect([ana.place, ana.of, ana.rank]).toEqual([2, 3, 1]);
  });

  it('lists a student who never played after the ranking, unranked, and marks one a bot partly replaced', () => {
    expect(report.boards[1].unranked.map((l) => [l.name, l.rank, l.played, l.credit])).toEqual([['Eli', null, false, 'bot']]);
    const fay = report.boards[0].lines.find((l) => l.name === 'Fay')!;
    expect([fay.partly, fay.credit, fay.rank]).toEqual([true, 'both', 2]);
    expect(report.boards[0].lines.filter((l) => l.partly).map((l) => l.name)).toEqual(['Fay']);
    // The old list keeps every student once, board by board, the unranked after their board's ranking.
    expect(report.leaderboard.map((l) => l.name)).toEqual(['Ana', 'Fay', 'Ben', 'Gus', 'Cai', 'Dee', 'Eli']);
    expect(report.leaderboard.find((l) => l.name === 'Eli')!.rank).toBeNull();
  });

  it('splits tables of one game with other options or another number of seats', () => {
    const long = table('D', 'tycoon', [seat('P1', 'Hal', [300, 400]), seat('P2', 'Ivy', [100, 100]), seat('P3', 'Bot D', [100, 100], { kind: 'bot' })], { options: 'Trader, 3 years' });
    const four = table('E', 'tycoon', [seat('P1', 'Jo', [300, 400]), seat('P2', 'Kai', [100, 100]), seat('P3', 'Lu', [100, 100]), seat('P4', 'Bot E', [100, 100], { kind: 'bot' })]);
    const boards = classBoards([tycoonA, long, four, tycoonC]);
    expect(boards.map((b) => [b.options, b.seats, b.tables.length])).toEqual([['Trader, 2 years', 3, 2], ['Trader, 3 years', 3, 1], ['Trader, 2 years', 4, 1]]);
  });

  it('compares tables after the same number of periods when one is behind', () => {
    const behind = { ...tycoonC, status: 'RUNNING' as const, completedPeriods: 1, seats: tycoonC.seats.map((s) => ({ ...s, rows: s.rows.slice(0, 1) })) };
    const [board] = classBoards([tycoonA, behind]);
    expect([board.period, board.final]).toEqual([1, false]);
    // After year 1: Ana 200, Fay 170, Ben 180, Gus 150.
    expect(board.lines.map((l) => [l.name, l.returnPct])).toEqual([['Ana', 100], ['Ben', 80], ['Fay', 70], ['Gus', 50]]);
  });

  it('says when every table of a board had the same deal, and ranks students of the same seat together', () => {
    const [board] = classBoards([{ ...tycoonA, sameDeal: true }, { ...tycoonC, sameDeal: true }]);
    expect(board.sameDeal).toBe(true);
    expect(board.lines.map((l) => [l.name, l.player, l.seatRank])).toEqual([['Ana', 'P1', 1], ['Fay', 'P1', 2], ['Ben', 'P2', 1], ['Gus', 'P2', 2]]);
    expect(classBoards([{ ...tycoonA, sameDeal: true }, tycoonC])[0].sameDeal).toBe(false);
  });

  it('leaves tables in their lobby, without a completed period or a debrief off the boards', () => {
    const lobby = { ...tycoonA, status: 'LOBBY' as const, completedPeriods: 0, seats: tycoonA.seats.map((s) => ({ ...s, rows: [] })) };
    const r = classReport('c', 'P', 0, [lobby, stock]);
    expect(r.boards.map((b) => b.game)).toEqual(['sr1876']);
    expect(r.leaderboard.filter((l) => l.board === null).map((l) => [l.name, l.rank])).toEqual([['Ana', null], ['Ben', null]]);
  });

  it('reads a real game’s options into the comparison: same options and seats compare, others do not', () => {
    const config = (years: number) => tycoonModule.config.make(3, ['A', 'B', 'C'], { mode: 'trader', years }, TABLE);
    const opts = (years: number) => tycoonModule.debrief!.options(config(years));
    expect(opts(2).words).toBe('Trader, 2 years');
    expect(compareKeyOf('tycoon', 3, opts(2))).toBe(compareKeyOf('tycoon', 3, tycoonModule.debrief!.options(tycoonModule.config.make(3, ['X', 'Y', 'Z'], { mode: 'trader', years: 2 }, TABLE))));
    expect(compareKeyOf('tycoon', 3, opts(2))).not.toBe(compareKeyOf('tycoon', 3, opts(3)));
    expect(compareKeyOf('tycoon', 3, opts(2))).not.toBe(compareKeyOf('tycoon', 4, opts(2)));
  });
});
