/** Shared helpers of the Lot Auction tests: a game, an input that must pass, one that must be refused, bot games. */
import { expect } from 'vitest';
import { botSeed, decideWith } from '../../../src-shared/platform/bots.ts';
import type { BotLevel } from '../../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { auctionModule as M } from '../../../src-shared/games/auction/module.ts';
import type { Input } from '../../../src-shared/games/auction/inputs.ts';
import type { AuctionEvent, AuctionState } from '../../../src-shared/games/auction/types.ts';

export { M };

export function names(seats: number): string[] {
  return Array.from({ length: seats }, (_, i) => `Player ${i + 1}`);
}

export function newGame(seats = 3, options: Record<string, unknown> = {}, seed = 1): AuctionState {
  const config = M.config.make(seats, names(seats), options, { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 });
  expect(M.config.problems(config)).toEqual([]);
  return M.create(config, seed);
}

/** Applies an input that must be accepted and keeps the state sound. */
export function play(s: AuctionState, input: unknown): AuctionEvent[] {
  const result = M.applyInPlace(s, input as Input);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(input)}: ${result.reason} ${result.message}`);
  expect(M.invariants(s)).toEqual([]);
  return result.events;
}

/** Applies an input that must be refused with `reason`, leaving the state byte-identical. */
export function refuse(s: AuctionState, input: unknown, reason: string): void {
  const before = JSON.stringify(s);
  const result = M.applyInPlace(s, input as Input);
  expect(result.ok ? 'accepted' : result.reason).toBe(reason);
  expect(JSON.stringify(s)).toBe(before);
}

export const active = (s: AuctionState) => activeWindow(M.windows(s))!;
export const timeout = (s: AuctionState) => play(s, M.inputs.timeout(active(s).id));
export const phases = (events: AuctionEvent[]) => M.phasesEntered(events);

/** Every seat readies up in the open BID or REVEAL window. */
export function allReady(s: AuctionState): AuctionEvent[] {
  return active(s).seats.flatMap((p) => play(s, M.inputs.ready(p)));
}

/** Bids (missing seats bid nothing), everyone readies, the reveal is read: returns at the first turn. */
export function auction(s: AuctionState, bids: Record<string, number>): void {
  for (const [player, amount] of Object.entries(bids)) play(s, { type: 'SUBMIT_BID', player, amount });
  allReady(s);
  expect(s.phase).toBe('REVEAL');
  allReady(s);
  expect(s.phase).toBe('TURNS');
}

export type BotGame = { state: AuctionState; inputs: Input[]; events: AuctionEvent[] };

/**
 * Plays a whole game with bots the way the platform does: each seat of the active window decides (from a
 * generator seeded by game seed, window and seat), and in simultaneous and display windows READY follows.
 * Every input must be accepted and every state sound.
 */
export function botGame(seats: number, levels: BotLevel[], options: Record<string, unknown>, seed: number): BotGame {
  const state = newGame(seats, options, seed);
  const inputs: Input[] = [];
  const events: AuctionEvent[] = [];
  const send = (input: Input) => {
    inputs.push(input);
    events.push(...play(state, input));
  };
  for (let step = 0; M.status(state) === 'RUNNING'; step++) {
    if (step > 10_000) throw new Error('the game does not end');
    const window = active(state);
    for (const player of window.seats) {
      const seatIndex = Number(player.slice(1)) - 1;
      const decided = decideWith(M, { kind: 'auction', state: M.copy(state), player, level: levels[seatIndex % levels.length], rngSeed: botSeed(seed, window.id, seatIndex) });
      for (const input of decided) send(input as Input);
      const stillOpen = M.windows(state).some((w) => w.id === window.id);
      if (stillOpen && (window.kind === 'simultaneous' || window.kind === 'display')) send(M.inputs.ready(player));
    }
  }
  return { state, inputs, events };
}
