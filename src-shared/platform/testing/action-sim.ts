/**
 * The play loop of an action-driven player on a rules engine, below the module's platform inputs (the
 * random-legal table that plays Tycoon's and the 1876 stock round's golden games, test/helpers/golden-common.ts,
 * whose files store the engines' own actions): ask the players for the next action, apply it in place, count
 * accepted actions by type and refusals by code, check the invariants after every accepted action, and stop at
 * the end, at a safety limit, when nobody can act, or when the engine throws. The game supplies its state, its
 * players and how a problem names a position; the loop is the same so that every game reports the same things.
 * Pure: no clock, no randomness of its own.
 */
import { bump } from './sim-stats.ts';

export type ActionLoop<A extends { type: string }, E, P> = {
  isOver(): boolean;
  /** The next action, or null when nobody can act (a stuck game). */
  choose(): A | null;
  apply(action: A): { ok: true; events: E[] } | { ok: false; code: string };
  checkInvariants(): string[];
  /** A problem found after action `actionIndex` (-1: before the first), at the current position. */
  problem(actionIndex: number, id: string, message: string): P;
  /** Why a stuck game is stuck, e.g. "nobody can act at year 3 E5". */
  stuckMessage(): string;
  /** Called with the events of every accepted action (the game's own counters). */
  onAccepted(events: E[]): void;
  /** Run the invariants before play and after every accepted action. */
  checking: boolean;
  /** Keep the action list. */
  record: boolean;
  /** Safety stop: more actions than this end the game as STUCK. */
  maxActions: number;
};

export type ActionLoopResult<A, P> = {
  actionCount: number;
  actions: A[];
  actionTypes: Record<string, number>;
  refused: Record<string, number>;
  violations: P[];
  errors: P[];
  /** STUCK or ERROR when play stopped before the end; null when the game ended by its rules. */
  stopped: 'STUCK' | 'ERROR' | null;
};

export function playActionLoop<A extends { type: string }, E, P>(loop: ActionLoop<A, E, P>): ActionLoopResult<A, P> {
  const actions: A[] = [];
  const actionTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const violations: P[] = [];
  const errors: P[] = [];
  let count = 0;
  let stopped: ActionLoopResult<A, P>['stopped'] = null;
  const problem = (id: string, message: string): P => loop.problem(count - 1, id, message);

  if (loop.checking) for (const v of loop.checkInvariants()) violations.push(loop.problem(-1, 'INVARIANT', v));
  while (!loop.isOver()) {
    if (count >= loop.maxActions) {
      errors.push(problem('STUCK', `no end after ${count} actions`));
      stopped = 'STUCK';
      break;
    }
    const action = loop.choose();
    if (!action) {
      errors.push(problem('STUCK', loop.stuckMessage()));
      stopped = 'STUCK';
      break;
    }
    count += 1;
    if (loop.record) actions.push(action);
    let result;
    try {
      result = loop.apply(action);
    } catch (err) {
      errors.push(problem('THROW', `action ${JSON.stringify(action)} threw: ${(err as Error).stack ?? String(err)}`));
      stopped = 'ERROR';
      break;
    }
    if (!result.ok) {
      bump(refused, result.code);
      continue;
    }
    bump(actionTypes, action.type);
    loop.onAccepted(result.events);
    if (loop.checking) for (const v of loop.checkInvariants()) violations.push(problem('INVARIANT', v));
  }
  return { actionCount: count, actions, actionTypes, refused, violations, errors, stopped };
}
