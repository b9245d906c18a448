/**
 * Helpers of the stock round's live tests: a session of the module on a simulated clock (the platform tests'
 * `startSession`), inputs sent as the host sends them, and moves through the declarations and turns by the
 * module's own defaults (timeouts), never by waiting.
 */
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module } from '../../../src-shared/games/sr1876/module.ts';
import type { TableOptions } from '../../../src-shared/platform/table-options.ts';
import { GAME_CASES, startSession } from '../../platform/games.ts';

export const SR = GAME_CASES.find((c) => c.kind === 'sr1876')!;
export const M = sr1876Module;
export const id = (seat: number) => `P${seat + 1}`;

export function session(players: number, options: Record<string, unknown> = {}, table: Partial<TableOptions> = {}, seed = 7) {
  const s = startSession({ ...SR, options: { rounds: 2, ...options } }, Array.from({ length: players }, () => 'human' as const), table, seed);
  const game = () => s.engine() as Sr1876Game;
  /** Sends one input at the current time; the refusal, or null when accepted. */
  const send = (input: object) => {
    s.runner.send({ type: 'INPUT', at: s.clock.now(), input: input as never });
    return s.runner.context.lastRefusal;
  };
  /** The window's default now (what its clock would do), without waiting for it. */
  const timeOut = () => send(M.inputs.timeout(s.window().id));
  /** Times every declaration window out: the first turn (the priority holder's) is open. */
  const toTurns = () => {
    for (let k = 0; k < 12 && s.window().phase === 'DECLARE'; k++) timeOut();
  };
  const turnSeat = () => game().core.turn!.seat;
  return { ...s, game, send, timeOut, toTurns, turnSeat };
}
