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
import { mulberryEditSchema, type RngEdit } from '../../../platform/testing/scenario-rng.ts';
import { configError, defaultConfig } from '../engine.ts';
import type { Cell, SrAction, SrConfig, SrOptions } from '../types.ts';

export { ScenarioError, stepIndex, type StepExpect, type StepRef } from '../../../platform/testing/scenario-file.ts';

/** Position edits (position.ts); seats are JSON keys "0", "1", …; companies by code. */
export type PositionEdit = {
  /**
   * Starts this round (1…N) after the edit's other facts are set, as the engine starts one: fresh round
   * bookkeeping, the modernity bonus, the declaration windows from the priority holder. The round's own facts
   * (`turn`, `declared`, `soldThisRound`) are set after it has started.
   */
  round?: number;
  /** The seat whose fresh turn it is (open declaration windows are timed out first). */
  turn?: number;
  priority?: number;
  players?: Record<string, { cash?: number; holdings?: Record<string, number>; soldThisRound?: string[] }>;
  companies?: Record<string, { token?: Cell; ipo?: number; treasury?: number; declared?: number; pool?: number; cash?: number; director?: number | null }>;
  /** The generator: re-seeded, or its uint32 state. */
  rng?: RngEdit<number>;
};

/** Where an `until` step stops: every given field must match. */
export type UntilTarget = { round?: number; step?: string; seat?: number };

export type ScenarioStep = ScenarioStepOf<PositionEdit, SrAction, UntilTarget>;

/** Changes to the scenario data before the game starts (§4: a scenario is data), per company code. */
export type CompanyPatch = { start?: Cell; modernity?: number[]; ipo?: number; treasury?: number; directorShares?: number; cash?: number };

export type ScenarioConfig = {
  players: number;
  /** The first priority seat (S-D19), in place of the seed's draw (the draw still moves the generator). */
  firstPriority?: number;
  /** N (default 4, Trinidad Six's). */
  rounds?: number;
  options?: Partial<SrOptions>;
  companies?: Record<string, CompanyPatch>;
  startingCash?: number[];
};

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
const cell = v.strictObject({ r: int, c: int }, 'a cell is { "r", "c" }');
const STEPS = ['DECLARE', 'TURN', 'OFFER', 'GAME_OVER'] as const;
const seatKey = v.pipe(v.string(), v.regex(/^[0-5]$/, 'a seat number such as "0"'));

const positionSchema = v.strictObject({
  round: v.optional(v.pipe(int, v.minValue(1))),
  turn: v.optional(seat),
  priority: v.optional(seat),
  players: v.optional(v.record(seatKey, v.strictObject({
    cash: v.optional(int),
    holdings: v.optional(v.record(v.string(), int)),
    soldThisRound: v.optional(v.array(v.string())),
  }, 'a seat\'s edit has the keys cash, holdings, soldThisRound'))),
  companies: v.optional(v.record(v.string(), v.strictObject({
    token: v.optional(cell),
    ipo: v.optional(int),
    treasury: v.optional(int),
    declared: v.optional(int),
    pool: v.optional(int),
    cash: v.optional(int),
    director: v.optional(v.nullable(seat)),
  }, 'a company\'s edit has the keys token, ipo, treasury, declared, pool, cash, director'))),
  rng: v.optional(mulberryEditSchema),
}, 'a setup has the keys round, turn, priority, players, companies, rng');

const untilSchema = v.pipe(
  v.strictObject({ round: v.optional(v.pipe(int, v.minValue(1))), step: v.optional(v.picklist(STEPS, `must be one of ${STEPS.join(', ')}`)), seat: v.optional(seat) }, 'an until has the keys round, step, seat'),
  v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of round, step, seat'),
);

const game = v.optional(v.literal('sr1876', 'this runner plays stock-round scenarios: "game" must be "sr1876"'));

const configSchema = v.strictObject({
  players: int,
  firstPriority: v.optional(seat),
  rounds: v.optional(int),
  options: v.optional(v.strictObject({
    noRebuyAfterSale: v.optional(v.boolean()),
    companyMayBuyFromDirector: v.optional(v.boolean()),
    roundCapPerSeat: v.optional(int),
  }, 'the options are noRebuyAfterSale, companyMayBuyFromDirector, roundCapPerSeat')),
  companies: v.optional(v.record(v.string(), v.strictObject({
    start: v.optional(cell),
    modernity: v.optional(v.array(int)),
    ipo: v.optional(int),
    treasury: v.optional(int),
    directorShares: v.optional(int),
    cash: v.optional(int),
  }, 'a company patch has the keys start, modernity, ipo, treasury, directorShares, cash'))),
  startingCash: v.optional(v.array(int)),
}, 'the config has the keys players, firstPriority, rounds, options, companies, startingCash (the seed goes at the top level)');

const scenarioSchema = scenarioSchemaOf(game, configSchema, positionSchema, stepSchemaOf(positionSchema, untilSchema));

export const suiteSchema = suiteSchemaOf(game);

/** The complete engine config of a scenario: Trinidad Six with the file's rounds, flags and data patches. */
export function scenarioConfig(sc: Scenario): SrConfig {
  const config = defaultConfig(sc.config.players, { seed: sc.seed, options: sc.config.options ?? {} });
  const data = config.scenario;
  if (sc.config.rounds !== undefined) data.rounds = sc.config.rounds;
  if (sc.config.startingCash) data.startingCash = [...sc.config.startingCash];
  for (const [code, patch] of Object.entries(sc.config.companies ?? {})) {
    const co = data.companies.find((x) => x.code === code);
    if (!co) throw new ScenarioError(`config.companies: no company ${code} (companies: ${data.companies.map((x) => x.code).join(', ')})`);
    Object.assign(co, JSON.parse(JSON.stringify(patch)) as CompanyPatch);
  }
  return config;
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
