/**
 * Stock Market Tycoon's tutorials hook (docs/TUTORIALS.md): a tutorial's position is a Tycoon scenario position
 * (`config` with `players`, `seed`, `setup` position edits; docs/SCENARIOS.md "Stock Market Tycoon"), applied by the
 * scenarios' own position code (position.ts) to a live game created as the host creates one (display steps on),
 * and its checks read the scenario state summary of the rules state (position-summary.ts).
 */
import * as v from 'valibot';
import type { TutorialHook } from '../../platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../platform/table-options.ts';
import { describeIssues } from '../../schema-issues.ts';
import { defaultConfig } from './engine.ts';
import { configProblems, makeConfig } from './live/config.ts';
import { createGame, refreshWindows } from './live/play.ts';
import type { TycoonGame } from './live/types.ts';
import { netWorth } from './queries.ts';
import { applyPosition, positionSchema, type PositionEdit } from './position.ts';
import { summarizeState } from './position-summary.ts';

const int = v.pipe(v.number(), v.integer());
const dataSchema = v.strictObject({
  config: v.looseObject({ players: int }, 'the config needs "players", the number of seats'),
  seed: v.pipe(int, v.minValue(0), v.maxValue(0xffffffff)),
  setup: v.optional(positionSchema),
});

const CONFIG_KEYS = Object.keys(defaultConfig(2)).filter((k) => k !== 'seed' && k !== 'displaySteps');

/** The live game a position stands for; throws an Error naming the field when the data cannot be played. */
export function startTycoonPosition(raw: unknown): TycoonGame {
  const parsed = v.safeParse(dataSchema, raw);
  if (!parsed.success) throw new Error(`position: ${describeIssues(parsed.issues)}`);
  const { config, seed, setup } = parsed.output;
  const unknown = Object.keys(config).filter((k) => k !== 'players' && !CONFIG_KEYS.includes(k));
  if (unknown.length > 0) throw new Error(`position: config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')} (options: ${CONFIG_KEYS.join(', ')})`);
  const names = Array.from({ length: config.players }, (_, i) => `P${i + 1}`);
  const live = makeConfig(config.players, names, config, DEFAULT_TABLE_OPTIONS);
  const problems = configProblems(live);
  if (problems.length > 0) throw new Error(`position: config: ${problems.join('; ')}`);
  const game = createGame(live, seed);
  if (setup) {
    applyPosition(game.core, setup as PositionEdit);
    refreshWindows(game);
    // The start of every seat's net-worth history (the debrief's base) is the edited position.
    game.netWorth = game.netWorth.map((_, seat) => [netWorth(game.core, seat)]);
  }
  return game;
}

export const tycoonTutorials: TutorialHook<TycoonGame> = {
  start: startTycoonPosition,
  config: (game) => game.config,
  summary: (game) => summarizeState(game.core),
};
