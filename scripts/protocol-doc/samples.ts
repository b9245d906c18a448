/**
 * A sample game of any module (through the `GameModule` contract and the platform's driver, module-play.ts):
 * one seeded game of the fewest seats with random legal players and some timeouts. It gives the reference what
 * the schemas cannot — an accepted example of each input — and, for a game whose module has no `schemas` yet,
 * the inputs and events it showed (so its page says what it saw, never more).
 */
import { seedRng } from '../../src-shared/rng.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from '../../src-shared/platform/module.ts';
import { playModuleGame } from '../../src-shared/platform/testing/module-play.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';

export type Sample = {
  /** Per input type, the first accepted input of that type as a client sends it (without `player`). */
  inputs: Map<string, Record<string, unknown>>;
  /** Per input type sent, the fields it carried with their JSON kinds (`price number`). */
  inputFields: Map<string, Set<string>>;
  /** Per event type emitted, its fields and whether it was aimed at some seats (`visibleTo`). */
  events: Map<string, { fields: Set<string>; private: boolean }>;
};

const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

const cache = new Map<AnyGameModule, Sample>();

export function sampleGame(module: AnyGameModule): Sample {
  const known = cache.get(module);
  if (known) return known;
  const seats = module.meta.players.min;
  const config = module.config.make(seats, Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`), {}, DEFAULT_TABLE_OPTIONS);
  const played = playModuleGame({ module, config, seed: 1, playerOf: () => 'legal', rng: seedRng(1), timeoutRate: 0.1, checkInvariants: false, record: true });
  const sample: Sample = { inputs: new Map(), inputFields: new Map(), events: new Map() };
  // Replayed on a fresh state, so each input is known accepted or refused (the driver keeps both).
  const state = module.create(config, 1);
  for (const input of played.inputs as BaseInput[]) {
    const result = module.applyInPlace(state, input);
    if (!result.ok) continue;
    const { player: _player, ...sent } = input;
    if (!sample.inputs.has(input.type)) sample.inputs.set(input.type, sent);
    const fields = sample.inputFields.get(input.type) ?? new Set<string>();
    for (const [k, v] of Object.entries(sent)) if (k !== 'type') fields.add(`\`${k}\` ${kindOf(v)}`);
    sample.inputFields.set(input.type, fields);
    for (const e of result.events as BaseEvent[]) {
      const entry = sample.events.get(e.type) ?? { fields: new Set<string>(), private: false };
      for (const k of Object.keys(e)) if (k !== 'type' && k !== 'visibleTo') entry.fields.add(k);
      if (e.visibleTo) entry.private = true;
      sample.events.set(e.type, entry);
    }
  }
  cache.set(module, sample);
  return sample;
}
