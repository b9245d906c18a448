/**
 * Tycoon scenario runner: plays a scripted position through the real engine and returns a JSON transcript
 * (format in docs/SCENARIOS.md, "Stock Market Tycoon"; file checks in scenario-format.ts).
 *
 * A scenario states a config and seed (`init` deals year 1), optional position edits (position.ts), then steps:
 * each applies its own edits, then one engine action or `until` (the table's timeout defaults until a position
 * is reached), and records the events, the invariants and a state summary (summary.ts). Each step's `expect`
 * is checked against that record: the action's result (accepted unless a §17 code is named, so an unannounced
 * refusal fails), state values, changes since an earlier step, and events. Invariant violations fail too.
 * Playing and checking are the platform's step runner (src-shared/platform/testing/scenario-steps.ts); what
 * is Tycoon's is here: its engine, and where an `until` stops (year, step, transaction round, seat).
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import {
  stepFailureLines, stepScenarioRunner,
  type CheckResult, type StepRecordOf, type SteppedGame, type SuiteTranscriptOf, type TranscriptOf,
} from '../../../platform/testing/scenario-steps.ts';
import { applyInPlace, configError, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { turnSeat } from '../queries.ts';
import type { TycoonAction, TycoonConfig, TycoonEvent, TycoonState } from '../types.ts';
import { nextDefault, positionRank } from './drive.ts';
import { applyPosition } from './position.ts';
import { scenarioConfig, validateScenario, validateSuite, type PositionEdit, type UntilTarget } from './scenario-format.ts';
import { summarizeState } from './summary.ts';

export { ScenarioError } from './scenario-format.ts';
export type { CheckResult };

type Kinds = { game: 'tycoon'; config: TycoonConfig; action: TycoonAction; event: TycoonEvent; edit: PositionEdit; until: UntilTarget };

export type StepRecord = StepRecordOf<Kinds>;
export type Transcript = TranscriptOf<Kinds>;
export type SuiteTranscript = SuiteTranscriptOf<Kinds>;

function describeTarget(t: UntilTarget): string {
  return [t.year !== undefined ? `year ${t.year}` : null, t.step ?? null, t.txRound !== undefined ? `TR${t.txRound}` : null, t.seat !== undefined ? `seat ${t.seat}'s turn` : null]
    .filter(Boolean)
    .join(' ');
}

function describePosition(s: TycoonState): string {
  const turn = turnSeat(s);
  return `year ${s.year} ${s.step}${s.step === 'TURN' ? ` TR${s.txRound}` : ''}${turn !== null ? ` (seat ${turn}'s turn)` : ''}`;
}

function isAt(s: TycoonState, t: UntilTarget): boolean {
  return (
    (t.year === undefined || s.year === t.year) &&
    (t.step === undefined || s.step === t.step) &&
    (t.txRound === undefined || (s.step === 'TURN' && s.txRound === t.txRound)) &&
    (t.seat === undefined || turnSeat(s) === t.seat)
  );
}

/** Play went past the latest point the target can name: a round is in a TURN step; with no step, the year's last step; with no round, TR3. */
function passed(s: TycoonState, t: UntilTarget): boolean {
  if (t.year === undefined) return false;
  const last = positionRank(t.year, t.step ?? (t.txRound !== undefined ? 'TURN' : 'E9'), t.txRound ?? 3);
  return positionRank(s.year, s.step, s.txRound) > last;
}

const TYCOON: SteppedGame<Kinds, TycoonState> = {
  game: 'tycoon',
  configError,
  init: (config) => init(config),
  apply: applyInPlace,
  applyPosition,
  until: {
    isAt,
    endedAt: (x) => (x.step === 'GAME_OVER' ? `year ${x.year}` : null),
    passed,
    describeTarget,
    describePosition,
    nextDefault,
  },
  checkInvariants,
  summarize: summarizeState,
};

const runner = stepScenarioRunner(TYCOON, { validateScenario, validateSuite, scenarioConfig });

/** Plays one scenario. A malformed scenario throws ScenarioError; a play error ends up in `error`. */
export const runScenario: (raw: unknown, where?: string) => Transcript = runner.runScenario;

/** A file holds one scenario, or a suite `{ game, name, scenarios: [...] }` (all validated before any is played). */
export const runScenarioFile: (raw: unknown) => Transcript | SuiteTranscript = runner.runScenarioFile;

/** One line per problem of a transcript (play error, failed checks), for people reading a terminal. */
export function failureLines(result: Transcript | SuiteTranscript): string[] {
  return stepFailureLines(result);
}
