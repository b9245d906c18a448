/**
 * Turns a one-input-at-a-time bot chooser into the session's per-phase policy: the chooser is asked
 * repeatedly on a scratch copy of the state until it passes (READY/null), so a bot can cast several
 * revenue votes or contributions in one turn. The session appends READY itself.
 */
import type { Rng } from '../rng.ts';
import { applyInPlace } from '../games/sectors/engine.ts';
import type { GameState, Input, PlayerId } from '../games/sectors/types.ts';
import type { BotPolicy } from './runner.ts';

export type Chooser = (state: GameState, player: PlayerId, rng: Rng) => Input | null;

const MAX_INPUTS_PER_PHASE = 12;

export function policyFromChooser(choose: Chooser): BotPolicy {
  return (engine, player, _level, rng) => {
    const scratch = JSON.parse(JSON.stringify(engine)) as GameState;
    const serial = scratch.phaseSerial;
    const inputs: Input[] = [];
    const knownOrders = engine.counters.order;
    for (let i = 0; i < MAX_INPUTS_PER_PHASE; i++) {
      const input = choose(scratch, player, rng);
      if (!input || input.type === 'READY' || input.type === 'UNREADY' || input.type === 'TIMEOUT') break;
      // Ids of orders placed on the scratch copy are not the ids they will get for real (other bots of the
      // same turn may order first), so a bot never refers to them.
      if (input.type === 'CANCEL_LIMIT_ORDER' && input.orderId > knownOrders) break;
      const result = applyInPlace(scratch, input);
      if (!result.ok) break;
      inputs.push(input);
      if (scratch.phaseSerial !== serial) break;
    }
    return inputs;
  };
}
