/**
 * "Idle" on the class dashboard counts from when the window opened (the host's `windowStartedAt`), also at a
 * table without timers: a student who has not acted in a window opened seconds ago is not idle yet.
 */
import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_MS, tableStatus, windowOpenFor } from '../../src-renderer/components/class/dashboard/table-status.ts';
import { NINE, STUDENTS, TABLES } from './class-fixtures.ts';

type Live = NonNullable<Parameters<typeof tableStatus>[1]>;

function timerless(startedAt: number | undefined): Live {
  const session = {
    kind: 'sectors', state: '{"game":"INFLUENCE_BID"}', serial: 4, deadline: null, remainingMs: null, paused: false, pace: 1, timerMode: 'TIMERLESS' as const,
    window: { id: 4, phase: 'INFLUENCE_BID', kind: 'simultaneous' as const, seats: ['P1', 'P2', 'P3'], ready: [], secret: true, durationMs: null },
    serverNow: NINE, seats: [], ...(startedAt === undefined ? {} : { windowStartedAt: startedAt }),
  };
  return { view: { phase: 'INFLUENCE_BID', turn: 1, status: 'RUNNING' }, session } as Live;
}

describe('idle students', () => {
  it('nobody is idle in a timerless window opened seconds ago, whatever they did before', () => {
    const status = tableStatus(TABLES[0], timerless(NINE - 5_000), STUDENTS, NINE);
    expect(windowOpenFor(timerless(NINE - 5_000).session, NINE)).toBe(5_000);
    expect(status.idle).toEqual([]);
  });

  it('a connected student who owes an action is idle once the window has been open a minute without one', () => {
    const status = tableStatus(TABLES[0], timerless(NINE - IDLE_AFTER_MS - 1), STUDENTS, NINE);
    // Ana last acted five minutes ago; Ben 20 s ago (not idle); Cy is absent, not idle.
    expect(status.idle.map((s) => s.name)).toEqual(['Ana']);
    expect(status.absent.map((s) => s.name)).toEqual(['Cy']);
  });
});
