/**
 * Stock-round scenario runner: plays a scripted position through the real engine and returns a JSON
 * transcript (format in docs/SCENARIOS.md, "1876 stock round"; file checks in scenario-format.ts).
 *
 * A scenario states a config and seed (`init` runs round 1 up to its first decision), optional position edits
 * (../position.ts), then steps: each applies its own edits, then one engine action or `until` (the table's timeout
 * defaults until a position is reached), and records the events, the invariants and a state summary
 * (../position-summary.ts). Each step's `expect` is checked against that record: the action's result (accepted unless a §12
 * code is named, so an unannounced refusal fails), state values, changes since an earlier step, and events.
 * Invariant violations fail too. Playing and checking are the platform's step runner
 * (src-shared/platform/testing/scenario-steps.ts); what is the stock round's is here: its engine, and where an
 * `until` stops (round, step, seat).
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import {
  stepFailureLines, stepScenarioRunner,
  type CheckResult, type StepRecordOf, type SteppedGame, type SuiteTranscriptOf, type TranscriptOf,
} from '../../../platform/testing/scenario-steps.ts';
import { applyInPlace, configError } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { defaultAction } from '../legal.ts';
import { actingSeats } from '../queries.ts';
import { applyPosition, initPosition } from '../position.ts';
import { summarizeState } from '../position-summary.ts';
import type { SrAction, SrConfig, SrEvent, SrState } from '../types.ts';
import { scenarioConfig, validateScenario, validateSuite, type PositionEdit, type Scenario, type UntilTarget } from './scenario-format.ts';

export { ScenarioError } from './scenario-format.ts';
export type { CheckResult };

type Kinds = { game: 'sr1876'; config: SrConfig; action: SrAction; event: SrEvent; edit: PositionEdit; until: UntilTarget };

export type StepRecord = StepRecordOf<Kinds>;
export type Transcript = TranscriptOf<Kinds>;
export type SuiteTranscript = SuiteTranscriptOf<Kinds>;

/** The seat a position is about: the turn's seat (also during its sale's offer loop) or the declaring director. */
function positionSeat(s: SrState): number | null {
  return s.turn?.seat ?? s.declare?.seat ?? null;
}

function describeTarget(t: UntilTarget): string {
  return [t.round !== undefined ? `round ${t.round}` : null, t.step ?? null, t.seat !== undefined ? `seat ${t.seat}` : null].filter(Boolean).join(' ');
}

function describePosition(s: SrState): string {
  const seat = positionSeat(s);
  return `round ${s.round} ${s.step}${seat !== null ? ` (seat ${seat})` : ''}`;
}

function isAt(s: SrState, t: UntilTarget): boolean {
  return (t.round === undefined || s.round === t.round) && (t.step === undefined || s.step === t.step) && (t.seat === undefined || positionSeat(s) === t.seat);
}

/** The table's timeout default of the first seat that owes something (§13), null at the end. */
function nextDefault(s: SrState): SrAction | null {
  for (const seat of actingSeats(s)) {
    const a = defaultAction(s, seat);
    if (a) return a;
  }
  return null;
}

const SR1876: SteppedGame<Kinds, SrState> = {
  game: 'sr1876',
  configError,
  init: (config, sc) => initPosition(config, (sc as Scenario).config.firstPriority),
  apply: applyInPlace,
  applyPosition,
  until: {
    isAt,
    endedAt: (x) => (x.step === 'GAME_OVER' ? `round ${x.round}` : null),
    passed: (x, target) => target.round !== undefined && x.round > target.round,
    describeTarget,
    describePosition,
    nextDefault,
  },
  checkInvariants,
  summarize: summarizeState,
};

const runner = stepScenarioRunner(SR1876, { validateScenario, validateSuite, scenarioConfig });

/** Plays one scenario. A malformed scenario throws ScenarioError; a play error ends up in `error`. */
export const runScenario: (raw: unknown, where?: string) => Transcript = runner.runScenario;

/** A file holds one scenario, or a suite `{ game, name, scenarios: [...] }` (all validated before any is played). */
export const runScenarioFile: (raw: unknown) => Transcript | SuiteTranscript = runner.runScenarioFile;

/** One line per problem of a transcript (play error, failed checks), for people reading a terminal. */
export function failureLines(result: Transcript | SuiteTranscript): string[] {
  return stepFailureLines(result);
}
