/**
 * A tutorial's checks (format.ts `TutorialExpectation`) read against the game's summary, as the scenario format's
 * expectations are (the same paths and patterns: platform/testing/match.ts). Each failure is one sentence.
 */
import { deepEqual, getPath, matches } from '../testing/match.ts';
import type { TutorialExpectation } from './format.ts';

/** The summary with the events of the span the check looks at. */
export type Checked = Record<string, unknown> & { events: unknown[] };

const shown = (x: unknown) => JSON.stringify(x) ?? 'undefined';

/** The sentence saying why `e` fails at `now` (`before` for a delta), or null when it holds. */
export function failure(e: TutorialExpectation, now: Checked, before: Checked): string | null {
  const at = getPath(now, e.path);
  const label = `${e.path}${e.note ? ` (${e.note})` : ''}`;
  if (!at.found) return `${label}: nothing there`;
  if ('equals' in e) return deepEqual(at.value, e.equals) ? null : `${label}: expected ${shown(e.equals)}, got ${shown(at.value)}`;
  if ('delta' in e) {
    const from = getPath(before, e.path);
    if (typeof at.value !== 'number' || typeof from.value !== 'number') return `${label}: not a number before and after (a delta needs both)`;
    const delta = at.value - from.value;
    return delta === e.delta ? null : `${label}: expected a change of ${e.delta}, got ${delta} (${from.value} → ${at.value})`;
  }
  if (!Array.isArray(at.value)) return `${label}: not a list`;
  const list = at.value as unknown[];
  if ('includes' in e) {
    const n = list.filter((x) => matches(x, e.includes)).length;
    if (e.times === undefined ? n > 0 : n === e.times) return null;
    return `${label}: expected ${e.times === undefined ? 'an element' : `${e.times} element(s)`} matching ${shown(e.includes)}, found ${n}`;
  }
  const n = list.filter((x) => matches(x, e.excludes)).length;
  return n === 0 ? null : `${label}: expected no element matching ${shown(e.excludes)}, found ${n}`;
}

export function failures(list: readonly TutorialExpectation[], now: Checked, before: Checked): string[] {
  return list.map((e) => failure(e, now, before)).filter((x): x is string => x !== null);
}
