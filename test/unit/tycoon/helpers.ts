/**
 * Shared helpers of the Tycoon engine tests: a local seeded generator for choosing actions (never the game's
 * own rng) and a driver that plays random accepted actions to the end.
 */
import { applyInPlace } from '../../../src-shared/games/tycoon/engine.ts';
import { checkInvariants } from '../../../src-shared/games/tycoon/invariants.ts';
import { candidateActions, defaultAction } from '../../../src-shared/games/tycoon/legal.ts';
import { isDisplayStep, windowSeats } from '../../../src-shared/games/tycoon/queries.ts';
import type { TycoonAction, TycoonEvent, TycoonState } from '../../../src-shared/games/tycoon/types.ts';

/** mulberry32 as a plain picker, separate from the game's generator. */
export function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

export type PlayLog = { actions: TycoonAction[]; events: TycoonEvent[]; refusedJunk: number; problems: string[] };

const JUNK: ((seat: number) => unknown)[] = [
  () => null,
  () => ({ type: 'explode' }),
  (seat) => ({ type: 'buy', seat, company: 'XYZ', qty: 1000 }),
  (seat) => ({ type: 'buy', seat, company: 'NOV', qty: 1500 }),
  (seat) => ({ type: 'sell', seat, company: 'ATL', qty: -1000 }),
  (seat) => ({ type: 'playLoan', seat, card: '9:LOAN:1' }),
  (seat) => ({ type: 'withhold', seat, company: 'NOV', card: '1:NOV:+30' }),
  (seat) => ({ type: 'pass', seat: seat + 100 }),
  (seat) => ({ type: 'buyOption', seat, company: 'NOV', kind: 'straddle', qty: 1000 }),
  (seat) => ({ type: 'suspend', seat, companies: ['NOV', 'NOV'] }),
  () => ({ type: 'advance' }),
  (seat) => ({ type: 'coverDebt', seat, sales: [{ company: 'NOV', qty: 1e9 }] }),
  (seat) => ({ type: 'announceBuyback', seat, company: 'NOV', qty: 1000, price: 0.5 }),
  (seat) => ({ type: 'exerciseRights', seat, window: 999, qty: 1000 }),
];

/**
 * Plays `state` to GAME_OVER: a random waiting seat picks a random candidate (sometimes its timeout default,
 * sometimes junk that must be refused without a trace); invariants are checked after every accepted action.
 */
export type PlayOptions = {
  junkEvery?: number;
  autoEvery?: number;
  maxActions?: number;
  /** Called after every accepted action (for secrecy checks). */
  onApplied?: (state: TycoonState, action: TycoonAction, events: TycoonEvent[]) => void;
};

export function playOut(state: TycoonState, seed: number, opts: PlayOptions = {}): PlayLog {
  const pick = picker(seed);
  const log: PlayLog = { actions: [], events: [], refusedJunk: 0, problems: [] };
  const max = opts.maxActions ?? 20000;
  while (state.step !== 'GAME_OVER' && log.actions.length < max) {
    let action: TycoonAction;
    if (isDisplayStep(state)) action = { type: 'advance' };
    else {
      const seats = windowSeats(state);
      if (seats.length === 0) { log.problems.push(`no seat to act at ${state.step}`); break; }
      const seat = seats[pick(seats.length)];
      if (opts.junkEvery && pick(opts.junkEvery) === 0) {
        const junk = JUNK[pick(JUNK.length)](seat) as TycoonAction;
        const before = JSON.stringify(state);
        const r = applyInPlace(state, junk);
        if (r.ok) log.problems.push(`junk accepted: ${JSON.stringify(junk)}`);
        else if (JSON.stringify(state) !== before) log.problems.push(`refused junk changed the state: ${JSON.stringify(junk)}`);
        else log.refusedJunk++;
        continue;
      }
      const def = opts.autoEvery && pick(opts.autoEvery) === 0 ? defaultAction(state, seat) : null;
      if (def) action = def;
      else {
        const cands = candidateActions(state, seat);
        if (cands.length === 0) { log.problems.push(`no candidate for seat ${seat} at ${state.step}`); break; }
        action = cands[pick(cands.length)];
      }
    }
    const r = applyInPlace(state, action);
    if (!r.ok) { log.problems.push(`refused ${JSON.stringify(action)}: ${r.code} ${r.message}`); break; }
    log.actions.push(action);
    for (const e of r.events) log.events.push(e);
    opts.onApplied?.(state, action, r.events);
    const bad = checkInvariants(state);
    if (bad.length > 0) { log.problems.push(`after ${JSON.stringify(action)}: ${bad.join('; ')}`); break; }
  }
  if (state.step !== 'GAME_OVER') log.problems.push(`not over after ${log.actions.length} actions (step ${state.step})`);
  return log;
}
