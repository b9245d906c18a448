/**
 * Plays a game through its module the way a table does, with bots in every seat: in each window the seats that
 * owe something decide (module.bots.decide, seeded per window and seat like the host), ready up where readiness
 * applies, and a window still open after that times out. Only accepted inputs are kept, so the list is a
 * journal that replays exactly (debriefTable throws on a refusal). Pure: no clock, no system randomness.
 */
import { botSeed } from '../../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseInput, BotLevel } from '../../../src-shared/platform/module.ts';
import { seedRng } from '../../../src-shared/rng.ts';

export type Played = { inputs: BaseInput[]; state: unknown; refused: number };

export type DriveOptions = {
  levels: readonly BotLevel[];
  /** Stop once this says so (checked before every window), e.g. in the middle of a period. */
  until?: (state: unknown) => boolean;
  maxInputs?: number;
};

export function playWithBots(module: AnyGameModule, config: unknown, seed: number, o: DriveOptions): Played {
  const state: unknown = module.create(config, seed);
  const inputs: BaseInput[] = [];
  let refused = 0;
  const maxInputs = o.maxInputs ?? 50_000;
  const feed = (input: BaseInput): void => {
    if (module.applyInPlace(state, input).ok) inputs.push(input);
    else refused++;
  };
  const seatNumber = (player: string) => Number(player.slice(1)) - 1;
  while (module.status(state) === 'RUNNING' && inputs.length < maxInputs && !o.until?.(state)) {
    const active = module.windows(state).at(-1);
    if (!active) break;
    const same = () => module.status(state) === 'RUNNING' && module.windows(state).at(-1)?.id === active.id;
    if (active.kind !== 'display') {
      const owing = active.kind === 'sequential' ? active.seats : active.seats.filter((p) => !active.ready.includes(p));
      for (const player of owing) {
        const level = o.levels[seatNumber(player) % o.levels.length];
        const chosen = module.bots.decide(state, player, { level, rng: seedRng(botSeed(seed, active.id, seatNumber(player))) }) as BaseInput[];
        for (const input of chosen) if (same()) feed(input);
        if (active.kind !== 'sequential' && same()) {
          const now = module.windows(state).at(-1)!;
          if (now.seats.includes(player) && !now.ready.includes(player)) feed(module.inputs.ready(player));
        }
      }
    }
    if (same()) feed(module.inputs.timeout(active.id));
  }
  return { inputs, state, refused };
}
