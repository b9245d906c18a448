/**
 * Shared helpers of the 1876 stock round tests: fixtures (seats named as in the spec's §15), an action driver
 * that fails loudly on a refusal, a refusal checker that compares the whole state before and after, and a
 * seeded random player for the fuzz (its own mulberry32, never the game's rng).
 */
import { expect } from 'vitest';
import { applyInPlace, defaultConfig, init } from '../../../src-shared/games/sr1876/engine.ts';
import type { SrConfigPatch } from '../../../src-shared/games/sr1876/config.ts';
import { checkInvariants } from '../../../src-shared/games/sr1876/invariants.ts';
import { candidateActions, defaultAction } from '../../../src-shared/games/sr1876/legal.ts';
import { actingSeats, startingMoney } from '../../../src-shared/games/sr1876/queries.ts';
import type { Cell, SrAction, SrEvent, SrOptions, SrState } from '../../../src-shared/games/sr1876/types.ts';
import type { Sr1876BotLevel } from '../../../src-shared/games/sr1876/bots/index.ts';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module } from '../../../src-shared/games/sr1876/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { playModuleGame, seatIds, type PlayResult } from '../../../src-shared/platform/testing/module-play.ts';
import { seedRng } from '../../../src-shared/rng.ts';

export const ANA = 0, BEN = 1, CY = 2, DEE = 3, EVE = 4, FAY = 5;

const botNames = (seats: number) => Array.from({ length: seats }, (_, i) => `Bot ${i + 1}`);

/** A fresh seeded game of `seats` bots (Bot 1…) with these options, at its first decision (the bot tests' start). */
export function seededGame(seed: number, seats: number, options: Partial<SrOptions> = {}): SrState {
  return init(defaultConfig(seats, { seed, seats: botNames(seats).map((name) => ({ name })), options })).state;
}

export type BotGame = PlayResult & { final: SrState; netWorth: number[]; places: number[]; decisions: number };

/**
 * A whole game of bots at these levels (seat i plays levels[i]) through the module and the platform's driver,
 * as the host plays bot seats; invariants after every accepted input. Net worth and place by seat.
 */
export function playBots(seed: number, levels: readonly Sr1876BotLevel[], options: Partial<SrOptions> = {}): BotGame {
  const seats = seatIds(levels.length);
  const config = sr1876Module.config.make(levels.length, botNames(levels.length), options, DEFAULT_TABLE_OPTIONS);
  let decisions = 0;
  const r = playModuleGame({
    module: sr1876Module, config, seed, playerOf: (p) => levels[seats.indexOf(p)], rng: seedRng(seed), timeoutRate: 0,
    checkInvariants: true, record: true, now: () => 0, onDecision: () => (decisions += 1),
  });
  const final = (r.finalState as Sr1876Game).core;
  const ranking = final.result?.ranking ?? [];
  const bySeat = (f: (row: (typeof ranking)[number]) => number, missing: number) => levels.map((_, seat) => {
    const row = ranking.find((x) => x.seat === seat);
    return row ? f(row) : missing;
  });
  return { ...r, final, netWorth: bySeat((x) => x.netWorth, 0), places: bySeat((x) => x.rank, levels.length), decisions };
}
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];

/** A fresh game with the spec's seat names, at its first decision (round 1's declarations). */
export function game(players: number, patch: SrConfigPatch = {}): SrState {
  const seats = NAMES.slice(0, players).map((name) => ({ name }));
  return init(defaultConfig(players, { seats, ...patch })).state;
}

/** Applies an action that must be accepted; returns its events. */
export function act(s: SrState, a: SrAction): SrEvent[] {
  const r = applyInPlace(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code} ${r.message}`);
  return r.events;
}

/** Expects the action to be refused with `code` and the state to stay byte-identical; returns the message. */
export function refusal(s: SrState, a: unknown, code: string): string {
  const before = JSON.stringify(s);
  const r = applyInPlace(s, a as SrAction);
  expect(r.ok ? 'accepted' : r.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  const message = r.ok ? '' : r.message;
  expect(message).toMatch(/^[A-Z$].*[.!?]$/);
  return message;
}

/** Answers every pending declaration with its default (0), reaching the turns. */
export function skipDeclarations(s: SrState): void {
  while (s.step === 'DECLARE') act(s, defaultAction(s, actingSeats(s)[0])!);
}

/**
 * Fixture edits: puts the game at `seat`'s fresh turn (after the declarations), leaving everything else as is.
 * Tests then set holdings, tokens and cash, and call `settle` so the money invariant and directors hold.
 */
export function atTurn(s: SrState, seat: number): SrState {
  skipDeclarations(s);
  s.step = 'TURN';
  s.turn = { seat, sold: null, bought: false };
  s.offer = null;
  s.declare = null;
  s.consecutivePasses = 0;
  return s;
}

export function setToken(s: SrState, code: string, r: number, c: number): void {
  s.companies[code].token = { r, c };
}

/** Sets holdings of one company: `{ seat: shares }` (unnamed seats keep theirs). */
export function setHoldings(s: SrState, code: string, bySeat: Record<number, number>): void {
  for (const [seat, n] of Object.entries(bySeat)) s.players[Number(seat)].holdings[code] = n;
}

export function setCompany(s: SrState, code: string, patch: Partial<SrState['companies'][string]>): void {
  Object.assign(s.companies[code], patch);
}

/** EX-02's fixture: SFR at (2, 10), Ben directs with 3, Ana holds 2 bought from the IPO (now 2), SFR cash 450. */
export function ex02Fixture(): SrState {
  const s = atTurn(game(4), ANA);
  setToken(s, 'SFR', 2, 10);
  setHoldings(s, 'SFR', { [ANA]: 2 });
  setCompany(s, 'SFR', { ipo: 2, treasury: 3, cash: 450 });
  settle(s);
  return s;
}

/** Rebalances the bank ledger after hand-set cash, so the money invariant checks what the engine does next. */
export function settle(s: SrState): void {
  let money = 0;
  for (const p of s.players) money += p.cash;
  for (const code of s.companyOrder) money += s.companies[code].cash;
  s.bankNet = money - startingMoney(s.config);
  expect(checkInvariants(s)).toEqual([]);
}

/** Every seat still owing an answer in the open pass declines (player answers, then the company's). */
export function declineAll(s: SrState): SrEvent[] {
  const events: SrEvent[] = [];
  while (s.step === 'OFFER') events.push(...act(s, defaultAction(s, actingSeats(s)[0])!));
  return events;
}

/** Ends turns (passes) until the round changes or the game ends. */
export function passRound(s: SrState): SrEvent[] {
  const round = s.round;
  const events: SrEvent[] = [];
  while (s.round === round && s.step !== 'GAME_OVER') events.push(...act(s, defaultAction(s, actingSeats(s)[0])!));
  return events;
}

export function cell(r: number, c: number): Cell {
  return { r, c };
}

export function ofType(events: SrEvent[], type: string): SrEvent[] {
  return events.filter((e) => e.type === type);
}

/** mulberry32 as a plain picker, separate from the game's generator. */
export function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

export type PlayLog = { actions: SrAction[]; events: SrEvent[]; refusedJunk: number; problems: string[] };

const JUNK: ((seat: number) => unknown)[] = [
  () => null,
  () => 'sell',
  () => ({ type: 'explode', seat: 0 }),
  (seat) => ({ type: 'sell', seat, company: 'XYZ', count: 1 }),
  (seat) => ({ type: 'sell', seat, company: 'PSR', count: 0 }),
  (seat) => ({ type: 'sell', seat, company: 'PSR', count: 1.5 }),
  (seat) => ({ type: 'sell', seat, company: 'PSR', count: 99 }),
  (seat) => ({ type: 'buy', seat, company: 'PSR', source: 'bank' }),
  (seat) => ({ type: 'buy', seat: seat + 100, company: 'PSR', source: 'pool' }),
  (seat) => ({ type: 'endTurn', seat: seat + 1 }),
  (seat) => ({ type: 'endTurn', seat: 'x' }),
  (seat) => ({ type: 'offerResponse', seat, take: 'yes' }),
  (seat) => ({ type: 'offerResponse', seat: seat + 7, take: true }),
  (seat) => ({ type: 'companyOfferResponse', seat, company: 'NOPE', take: true }),
  (seat) => ({ type: 'declareReissue', seat, company: 'PSR', count: -1 }),
  (seat) => ({ type: 'declareReissue', seat, company: 'SFR', count: 11 }),
];

export type PlayOptions = { junkEvery?: number; autoEvery?: number; maxActions?: number; onApplied?: (s: SrState, a: SrAction, events: SrEvent[]) => void };

/**
 * Plays `state` to the end: a random acting seat picks a random candidate (sometimes its timeout default,
 * sometimes junk that must be refused without a trace); invariants are checked after every accepted action.
 */
export function playOut(state: SrState, seed: number, opts: PlayOptions = {}): PlayLog {
  const pick = picker(seed);
  const log: PlayLog = { actions: [], events: [], refusedJunk: 0, problems: [] };
  const max = opts.maxActions ?? 20000;
  while (state.step !== 'GAME_OVER' && log.actions.length < max) {
    const seats = actingSeats(state);
    if (seats.length === 0) { log.problems.push(`no seat to act at ${state.step}`); break; }
    const seat = seats[pick(seats.length)];
    if (opts.junkEvery && pick(opts.junkEvery) === 0) {
      const junk = JUNK[pick(JUNK.length)](seat) as SrAction;
      const before = JSON.stringify(state);
      const r = applyInPlace(state, junk);
      if (r.ok) log.problems.push(`junk accepted: ${JSON.stringify(junk)}`);
      else if (JSON.stringify(state) !== before) log.problems.push(`refused junk changed the state: ${JSON.stringify(junk)}`);
      else log.refusedJunk++;
      continue;
    }
    let action: SrAction;
    const def = opts.autoEvery && pick(opts.autoEvery) === 0 ? defaultAction(state, seat) : null;
    if (def) action = def;
    else {
      const cands = candidateActions(state, seat);
      if (cands.length === 0) { log.problems.push(`no candidate for seat ${seat} at ${state.step}`); break; }
      action = cands[pick(cands.length)];
    }
    const r = applyInPlace(state, action);
    if (!r.ok) { log.problems.push(`refused ${JSON.stringify(action)}: ${r.code} ${r.message}`); break; }
    log.actions.push(action);
    log.events.push(...r.events);
    opts.onApplied?.(state, action, r.events);
    const bad = checkInvariants(state);
    if (bad.length > 0) { log.problems.push(`after ${JSON.stringify(action)}: ${bad.join('; ')}`); break; }
  }
  if (state.step !== 'GAME_OVER') log.problems.push(`not over after ${log.actions.length} actions (step ${state.step})`);
  return log;
}
