/**
 * Seeded random play of any game (through the `GameModule` contract only) that sends illegal inputs among the
 * legal ones, to collect the reason codes the game's rules really answer with: a legal input with a field set to
 * an odd value or removed, another seat's input, an input of an earlier window, a stale timeout, an unknown seat, a readiness
 * out of turn. The protocol notes test requires every code met here to be declared in the game's notes.
 * Refused inputs change nothing; accepted ones (a "wrong" input may be legal) just move the game on.
 */
import type { AnyGameModule, BaseEvent, BaseInput, OptionSpec } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow, type GameWindow } from '../../src-shared/platform/windows.ts';
import { chance } from '../../src-shared/platform/testing/sim-stats.ts';
import { pick, randInt, seedRng, type Rng } from '../../src-shared/rng.ts';

export type MetCodes = {
  /** Each refusal code met, with one input that drew it (for a readable failure). */
  refusals: Map<string, string>;
  /** Every event accepted inputs produced (outcome codes travel in some). */
  events: BaseEvent[];
};

const ODD_NUMBERS = [-1, 0, 1, 2.5, 7, 1e6, -1e6];
const ODD_STRINGS = ['', 'ZZZ', 'P99', 'p1', 'x'.repeat(24)];

/** A random option value of its spec: feature switches on and off, so refusals of switched-off features show. */
function randomOptions(rng: Rng, specs: readonly OptionSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of specs) {
    if (o.kind === 'boolean') out[o.key] = chance(rng, 0.5);
    else if (o.kind === 'integer') out[o.key] = chance(rng, 0.5) ? o.default : randInt(rng, o.min, o.max);
    else out[o.key] = pick(rng, o.choices);
  }
  return out;
}

/** A value of the same JSON kind as `was`, mostly outside what the rules allow. */
function oddValue(rng: Rng, was: unknown, seen: readonly unknown[]): unknown {
  if (typeof was === 'number') return pick(rng, ODD_NUMBERS);
  if (typeof was === 'string') return chance(rng, 0.5) && seen.length > 0 ? pick(rng, seen) : pick(rng, ODD_STRINGS);
  if (typeof was === 'boolean') return !was;
  if (Array.isArray(was)) return pick(rng, [[], [...was, ...was], was.slice(1), [...was, ...(seen.length > 0 ? [pick(rng, seen)] : [])]]);
  if (was === null) return pick(rng, [...ODD_NUMBERS, ...ODD_STRINGS]);
  return pick(rng, [null, {}, 1]);
}

/** One game; returns the codes met. `inputs` bounds its length (a long game is cut short: the codes are what count). */
export function playWithRefusals(module: AnyGameModule, seed: number, inputs = 3000): MetCodes {
  const rng = seedRng(seed);
  const { min, max } = module.meta.players;
  const seats = randInt(rng, min, Math.min(max, min + 2));
  const options = seed % 2 === 0 ? {} : randomOptions(rng, module.config.options);
  const config = module.config.make(seats, Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`), options, DEFAULT_TABLE_OPTIONS);
  const state = module.create(config, seed);
  const met: MetCodes = { refusals: new Map(), events: [] };
  const history: BaseInput[] = [];
  const valuesByField = new Map<string, unknown[]>();
  const allSeats = Array.from({ length: seats }, (_, i) => `P${i + 1}`);

  const apply = (input: BaseInput): boolean => {
    const result = module.applyInPlace(state, input);
    if (!result.ok) {
      if (!met.refusals.has(result.reason)) met.refusals.set(result.reason, JSON.stringify(input));
      return false;
    }
    met.events.push(...(result.events as BaseEvent[]));
    history.push(input);
    for (const [k, v] of Object.entries(input)) if (typeof v === 'string') valuesByField.set(k, [...(valuesByField.get(k) ?? []), v].slice(-20));
    return true;
  };

  const owing = (w: GameWindow) => (w.kind === 'sequential' ? w.seats : w.seats.filter((p) => !w.ready.includes(p)));

  /** A "wrong" input built from a legal one (or from the game's past): what a confused or hostile client sends. */
  const wrong = (w: GameWindow, seat: string, legal: BaseInput[]): BaseInput => {
    const base: BaseInput = legal.length > 0 ? pick(rng, legal) : module.inputs.ready(seat);
    const others = allSeats.filter((p) => !owing(w).includes(p));
    switch (randInt(rng, 0, 7)) {
      case 0:
      case 1: {
        const keys = Object.keys(base).filter((k) => k !== 'type' && k !== 'player');
        if (keys.length === 0) return { ...base, player: pick(rng, allSeats) };
        const key = pick(rng, keys);
        return { ...base, [key]: oddValue(rng, (base as Record<string, unknown>)[key], valuesByField.get(key) ?? []) };
      }
      case 2: {
        const keys = Object.keys(base).filter((k) => k !== 'type' && k !== 'player');
        if (keys.length === 0) return { ...base, extra: 1 } as BaseInput;
        const { [pick(rng, keys)]: _dropped, ...rest } = base as Record<string, unknown>;
        return rest as BaseInput;
      }
      case 3:
        return { ...base, player: others.length > 0 ? pick(rng, others) : 'P99' };
      case 4:
        return history.length > 0 ? { ...pick(rng, history), player: seat } : base;
      case 5:
        return others.length > 0 ? module.inputs.ready(pick(rng, others)) : module.inputs.ready('P99');
      case 6:
        return module.inputs.timeout(w.id - randInt(rng, 1, 3));
      default:
        return { ...base, player: 'P99' };
    }
  };

  for (let sent = 0; sent < inputs && module.status(state) === 'RUNNING'; sent++) {
    const w = activeWindow(module.windows(state));
    if (!w) break;
    if (w.kind === 'display' || chance(rng, 0.05) || owing(w).length === 0) {
      apply(module.inputs.timeout(w.id));
      continue;
    }
    const seat = pick(rng, owing(w));
    const legal = module.legalActions(state, seat) as BaseInput[];
    if (chance(rng, 0.4)) apply(wrong(w, seat, legal));
    else if (legal.length > 0 && chance(rng, 0.8)) apply(pick(rng, legal));
    else if (w.kind !== 'sequential') apply(module.inputs.ready(seat));
    else apply(module.inputs.timeout(w.id));
  }
  // Anything once the game has ended.
  apply(module.inputs.timeout(-1));
  return met;
}
