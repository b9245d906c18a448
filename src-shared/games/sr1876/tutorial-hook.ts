/**
 * The 1876 stock round's tutorials hook (docs/TUTORIALS.md): a tutorial's position is a stock-round scenario
 * position (`config` with `players`, `firstPriority`, `rounds`, `options`, company patches; `seed`; `setup`
 * position edits; docs/SCENARIOS.md "1876 stock round"), built by the scenarios' own position code (position.ts)
 * and wrapped as a live game the way the host creates one, and its checks read the scenario state summary of the
 * rules state (position-summary.ts).
 */
import * as v from 'valibot';
import type { TutorialHook } from '../../platform/module.ts';
import { describeIssues } from '../../schema-issues.ts';
import { configProblems } from './live/config.ts';
import { gameFrom } from './live/play.ts';
import type { Sr1876Game, Sr1876GameConfig } from './live/types.ts';
import { SR1876_DEFAULTS } from './options.ts';
import { applyPosition, configSchema, initPosition, positionConfig, positionSchema, type PositionEdit } from './position.ts';
import { summarizeState } from './position-summary.ts';

const dataSchema = v.strictObject({
  config: configSchema,
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  setup: v.optional(positionSchema),
});

/** The live game a position stands for; throws an Error naming the field when the data cannot be played. */
export function startSr1876Position(raw: unknown): Sr1876Game {
  const parsed = v.safeParse(dataSchema, raw);
  if (!parsed.success) throw new Error(`position: ${describeIssues(parsed.issues)}`);
  const { config, seed, setup } = parsed.output;
  if (config.firstPriority !== undefined && config.firstPriority >= config.players) {
    throw new Error(`position: config.firstPriority: no seat ${config.firstPriority} (seats 0…${config.players - 1})`);
  }
  const names = Array.from({ length: config.players }, (_, i) => `P${i + 1}`);
  let engine;
  try {
    engine = positionConfig(config, seed);
  } catch (err) {
    throw new Error(`position: ${(err as Error).message}`);
  }
  engine.seats = names.map((name) => ({ name }));
  const live: Sr1876GameConfig = { engine, playerNames: names, turnSeconds: SR1876_DEFAULTS.turnSeconds, offerSeconds: SR1876_DEFAULTS.offerSeconds };
  const problems = configProblems(live);
  if (problems.length > 0) throw new Error(`position: config: ${problems.join('; ')}`);
  const { state, events } = initPosition(engine, config.firstPriority);
  if (setup) {
    try {
      events.push(...applyPosition(state, setup as PositionEdit));
    } catch (err) {
      throw new Error(`position: setup: ${(err as Error).message}`);
    }
  }
  // The live layer is built on the edited position: window ids, the records and every seat's net-worth history
  // (the debrief's base) start there.
  return gameFrom(live, state, events);
}

export const sr1876Tutorials: TutorialHook<Sr1876Game> = {
  start: startSr1876Position,
  config: (game) => game.config,
  summary: (game) => summarizeState(game.core),
};
