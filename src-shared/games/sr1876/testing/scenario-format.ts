/**
 * The stock-round scenario file (docs/SCENARIOS.md, "1876 stock round"): its types and the checks a file must
 * pass before anything is played. Shape problems, an invalid config and references to steps that do not exist
 * are ScenarioErrors (nothing is played); problems met while playing (a position edit the state cannot take, a
 * target passed) are recorded in the transcript instead.
 */
import * as v from 'valibot';
import {
  checkStepRefs, int, parseScenarioWith, ScenarioError, scenarioSchemaOf, stepSchemaOf, suiteSchemaOf, validateSuiteWith,
  type ScenarioStepOf,
} from '../../../platform/testing/scenario-file.ts';
import { configError } from '../engine.ts';
import { configSchema, positionConfig, positionSchema, type CompanyPatch, type PositionConfig, type PositionEdit } from '../position.ts';
import type { SrAction, SrConfig } from '../types.ts';

export { ScenarioError, stepIndex, type StepExpect, type StepRef } from '../../../platform/testing/scenario-file.ts';
/** A position's config and edits live with the game (../position.ts): tutorials state positions too. */
export { configSchema, positionSchema, type CompanyPatch, type PositionEdit };
export type ScenarioConfig = PositionConfig;

/** Where an `until` step stops: every given field must match. */
export type UntilTarget = { round?: number; step?: string; seat?: number };

export type ScenarioStep = ScenarioStepOf<PositionEdit, SrAction, UntilTarget>;

export type Scenario = {
  game?: 'sr1876';
  name: string;
  description?: string;
  config: ScenarioConfig;
  seed: number;
  /** The CONFIG_* code the config must be refused with (nothing is played). */
  configError?: string;
  setup?: PositionEdit;
  steps: ScenarioStep[];
};

export type ScenarioSuite = { game?: 'sr1876'; name: string; description?: string; scenarios: unknown[] };

const seat = v.pipe(int, v.minValue(0), v.maxValue(5));
const STEPS = ['DECLARE', 'TURN', 'OFFER', 'GAME_OVER'] as const;

const untilSchema = v.pipe(
  v.strictObject({ round: v.optional(v.pipe(int, v.minValue(1))), step: v.optional(v.picklist(STEPS, `must be one of ${STEPS.join(', ')}`)), seat: v.optional(seat) }, 'an until has the keys round, step, seat'),
  v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of round, step, seat'),
);

const game = v.optional(v.literal('sr1876', 'this runner plays stock-round scenarios: "game" must be "sr1876"'));

const scenarioSchema = scenarioSchemaOf(game, configSchema, positionSchema, stepSchemaOf(positionSchema, untilSchema));

export const suiteSchema = suiteSchemaOf(game);

/** The complete engine config of a scenario: Trinidad Six with the file's rounds, flags and data patches. */
export function scenarioConfig(sc: Scenario): SrConfig {
  try {
    return positionConfig(sc.config, sc.seed);
  } catch (err) {
    throw new ScenarioError((err as Error).message);
  }
}

/** Checks a parsed scenario (shape, config, step references); throws ScenarioError naming the problem. */
export function validateScenario(raw: unknown, where = 'scenario'): Scenario {
  const sc = parseScenarioWith<Scenario, typeof scenarioSchema>(scenarioSchema, raw, where);
  const at = `${where} "${sc.name}"`;
  let config: SrConfig;
  try {
    config = scenarioConfig(sc);
  } catch (err) {
    throw new ScenarioError(`${at}: ${(err as Error).message}`);
  }
  // A config error the file announces is its outcome (the runner checks the code); any other refuses the file.
  const bad = sc.configError === undefined ? configError(config) : null;
  if (bad) throw new ScenarioError(`${at}: config: ${bad.code}: ${bad.message}`);
  if (sc.config.firstPriority !== undefined && sc.config.firstPriority >= sc.config.players) {
    throw new ScenarioError(`${at}: config.firstPriority: no seat ${sc.config.firstPriority} (seats 0…${sc.config.players - 1})`);
  }
  checkStepRefs(sc, at);
  return sc;
}

/** A suite's own fields; its scenarios are validated one by one (validateScenario). */
export function validateSuite(raw: unknown): v.InferOutput<typeof suiteSchema> {
  return validateSuiteWith(suiteSchema, raw);
}
