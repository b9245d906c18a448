/**
 * The Tycoon scenario file (docs/SCENARIOS.md, "Stock Market Tycoon"): its types and the checks a file must
 * pass before anything is played. Shape problems, an invalid config and references to steps that do not exist
 * are ScenarioErrors (nothing is played); problems met while playing (a position edit the state cannot take,
 * a target passed) are recorded in the transcript instead.
 */
import * as v from 'valibot';
import {
  checkStepRefs, int, parseScenarioWith, ScenarioError, scenarioSchemaOf, stepSchemaOf, suiteSchemaOf, validateSuiteWith,
  type ScenarioStepOf,
} from '../../../platform/testing/scenario-file.ts';
import { configError, defaultConfig } from '../engine.ts';
import { positionSchema, type PositionEdit } from '../position.ts';
import type { TycoonAction, TycoonConfig } from '../types.ts';

export { ScenarioError, stepIndex, type StepExpect, type StepRef } from '../../../platform/testing/scenario-file.ts';
/** Position edits and their shape live with the game (../position.ts): tutorials state positions too. */
export { positionSchema, type PositionEdit };

/** Where an `until` step stops: every given field must match. */
export type UntilTarget = { year?: number; step?: string; txRound?: number; seat?: number };

export type ScenarioStep = ScenarioStepOf<PositionEdit, TycoonAction, UntilTarget>;

export type Scenario = {
  game?: 'tycoon';
  name: string;
  description?: string;
  /** `players` plus any engine config keys except `seed`; merged over `defaultConfig(players)`. */
  config: Partial<TycoonConfig> & { players: number };
  seed: number;
  /** The §17 CONFIG_* code the config must be refused with (nothing is played). */
  configError?: string;
  setup?: PositionEdit;
  steps: ScenarioStep[];
};

export type ScenarioSuite = { game?: 'tycoon'; name: string; description?: string; scenarios: unknown[] };

const seat = v.pipe(int, v.minValue(0), v.maxValue(11));
const STEPS = ['P1', 'TURN', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9', 'GAME_OVER'] as const;

const untilSchema = v.pipe(
  v.strictObject({ year: v.optional(v.pipe(int, v.minValue(1), v.maxValue(10))), step: v.optional(v.picklist(STEPS, `must be one of ${STEPS.join(', ')}`)), txRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(3))), seat: v.optional(seat) }, 'an until has the keys year, step, txRound, seat'),
  v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of year, step, txRound, seat'),
);

const game = v.optional(v.literal('tycoon', 'this runner plays Tycoon scenarios: "game" must be "tycoon"'));

const scenarioSchema = scenarioSchemaOf(
  game,
  v.looseObject({ players: int }, 'the config needs "players", the number of seats'),
  positionSchema,
  stepSchemaOf(positionSchema, untilSchema),
);

export const suiteSchema = suiteSchemaOf(game);

const CONFIG_KEYS = Object.keys(defaultConfig(2)).filter((k) => k !== 'seed');

/** The complete engine config of a scenario. */
export function scenarioConfig(sc: Scenario): TycoonConfig {
  return defaultConfig(sc.config.players, { ...sc.config, seed: sc.seed });
}

/** Checks a parsed scenario (shape, config, step references); throws ScenarioError naming the problem. */
export function validateScenario(raw: unknown, where = 'scenario'): Scenario {
  const sc = parseScenarioWith<Scenario, typeof scenarioSchema>(scenarioSchema, raw, where);
  const at = `${where} "${sc.name}"`;
  if ('seed' in sc.config) throw new ScenarioError(`${at}: config: the seed goes at the top level ("seed"), not in the config`);
  const unknown = Object.keys(sc.config).filter((k) => k !== 'players' && !CONFIG_KEYS.includes(k));
  if (unknown.length > 0) throw new ScenarioError(`${at}: config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')} (options: ${CONFIG_KEYS.join(', ')})`);
  // A config error the file announces is its outcome (the runner checks the code); any other refuses the file.
  const bad = sc.configError === undefined ? configError(scenarioConfig(sc)) : null;
  if (bad) throw new ScenarioError(`${at}: config: ${bad.code}: ${bad.message}`);
  checkStepRefs(sc, at);
  return sc;
}

/** A suite's own fields; its scenarios are validated one by one (validateScenario). */
export function validateSuite(raw: unknown): v.InferOutput<typeof suiteSchema> {
  return validateSuiteWith(suiteSchema, raw);
}
