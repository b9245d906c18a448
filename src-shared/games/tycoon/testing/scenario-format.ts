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
import { mulberryEditSchema, type RngEdit } from '../../../platform/testing/scenario-rng.ts';
import { configError, defaultConfig } from '../engine.ts';
import type { TycoonAction, TycoonConfig } from '../types.ts';

export { ScenarioError, stepIndex, type StepExpect, type StepRef } from '../../../platform/testing/scenario-file.ts';

/** Position edits (position.ts); seats are JSON keys "0", "1", … */
export type PositionEdit = {
  year?: number;
  dealer?: number;
  txRound?: number;
  turn?: number;
  players?: Record<string, {
    cash?: number;
    holdings?: Record<string, number>;
    hand?: string[];
    debt?: { amount: number; dueYear: number } | null;
    /** `false` eliminates the seat as a bankruptcy does (§12, T-D38). */
    active?: false;
    /** The seq of the elimination (default: the current seq); it only orders eliminations (§13). */
    eliminatedSeq?: number;
  }>;
  companies?: Record<string, { price?: number; outstanding?: number; premiumPct?: number; firstBuyDone?: boolean }>;
  shorts?: { seat: number; company: string; qty: number; entry: number; accrued?: number }[];
  options?: { seat: number; company: string; kind: string; qty: number; strike: number }[];
  /** The generator: re-seeded, or its uint32 state (the next deal's shuffle draws from it). */
  rng?: RngEdit<number>;
};

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

export const positionSchema = v.strictObject({
  year: v.optional(v.pipe(int, v.minValue(1), v.maxValue(10))),
  dealer: v.optional(seat),
  txRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(3))),
  turn: v.optional(seat),
  players: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^(0|[1-9]\d?)$/, 'a seat number such as "0"')),
      v.strictObject({
        cash: v.optional(int),
        holdings: v.optional(v.record(v.string(), int)),
        hand: v.optional(v.array(v.string())),
        debt: v.optional(v.nullable(v.strictObject({ amount: v.pipe(int, v.minValue(1)), dueYear: v.pipe(int, v.minValue(1)) }, 'a debt is { "amount", "dueYear" } or null'))),
        active: v.optional(v.literal(false, '"active" can only be false (an eliminated seat does not come back)')),
        eliminatedSeq: v.optional(v.pipe(int, v.minValue(0))),
      }, 'a seat\'s edit has the keys cash, holdings, hand, debt, active, eliminatedSeq'),
    ),
  ),
  companies: v.optional(
    v.record(
      v.string(),
      v.strictObject({
        price: v.optional(v.pipe(int, v.minValue(0))),
        outstanding: v.optional(v.pipe(int, v.minValue(1000), v.multipleOf(1000))),
        premiumPct: v.optional(v.picklist([5, 10, 15])),
        firstBuyDone: v.optional(v.boolean()),
      }, 'a company\'s edit has the keys price, outstanding, premiumPct, firstBuyDone'),
    ),
  ),
  shorts: v.optional(v.array(v.strictObject({ seat, company: v.string(), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), entry: v.pipe(int, v.minValue(0)), accrued: v.optional(v.pipe(int, v.minValue(0))) }, 'a short is { seat, company, qty, entry, accrued? }'))),
  options: v.optional(v.array(v.strictObject({ seat, company: v.string(), kind: v.picklist(['call', 'put']), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), strike: v.pipe(int, v.minValue(0)) }, 'an option is { seat, company, kind, qty, strike }'))),
  rng: v.optional(mulberryEditSchema),
}, 'a setup has the keys year, dealer, txRound, turn, players, companies, shorts, options, rng');

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
