/**
 * Scenario support: reach a chosen point of a game quickly and replace parts of its state, so worked
 * examples and rule tests can start from an exact position. The position code itself (overrides, fast-forward)
 * is the game's (../position.ts), shared with tutorials; what only scenarios need is here.
 */
import { applyInPlace } from '../engine.ts';
import type { Input } from '../types.ts';
import type { GameState, GameEvent } from '../types.ts';

export { applyOverrides, endPhaseByReady, fastForward, type CompanyOverride, type Overrides } from '../position.ts';

/** Applies inputs in order; returns the events and every rejection (with its input index). */
export function applyAll(s: GameState, inputs: Input[]): { events: GameEvent[]; rejections: { index: number; input: Input; reason: string; message: string }[] } {
  const events: GameEvent[] = [];
  const rejections: { index: number; input: Input; reason: string; message: string }[] = [];
  inputs.forEach((input, index) => {
    const result = applyInPlace(s, input);
    if (result.ok) events.push(...result.events);
    else rejections.push({ index, input, reason: result.reason, message: result.message });
  });
  return { events, rejections };
}
