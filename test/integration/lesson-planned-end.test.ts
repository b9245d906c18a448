/**
 * A lesson's planned end (table option `plannedEndAt`, from the new-game form's "Fits in N minutes") through
 * the real host and SQLite: checked at create_game, sent in the running game's session with the review time, and
 * still there after the host restarts. Absent, the session says nothing of it. A class set up for a lesson
 * (RULES-DECISIONS CL-16): every table carries its own game's length and pace with the one planned end, and the
 * dashboard's estimate at the start agrees with the setup's — on time where the setup said it fits, late (and
 * by as much) where the setup warned.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { balancedAssignment } from '../../src-renderer/components/class/setup/roster.ts';
import { buildCreateClass, classGameSeats, lessonPlan, lessonWarnings, overrunKey, withLessonPlan, type ClassSetup } from '../../src-renderer/components/class/setup/setup.ts';
import { tableStatus } from '../../src-renderer/components/class/dashboard/table-status.ts';
import { defaultOptions, formGame } from '../../src-renderer/components/shell/new-game.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));
const PLANNED = 1_800_000_000_000;

describe('the planned end of a lesson', () => {
  it('is stored with the game and survives a host restart', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootSimulated(dataDir, clock);
    const host = new LocalClient(first.booted);
    const created = host.request({ type: 'create_game', game: 'tycoon', seats: humans(2), seed: 3, start: true, options: { years: 2, reviewSeconds: 7, plannedEndAt: PLANNED } }) as { gameId: string; joinCode: string; hostSecret: string };
    expect(host.lastView(created.gameId)!.session).toMatchObject({ plannedEndAt: PLANNED, reviewSeconds: 7 });
    first.booted.close();

    const second = bootSimulated(dataDir, clock);
    const teacher = new LocalClient(second.booted);
    expect(teacher.request({ type: 'facilitate', code: created.joinCode, secret: created.hostSecret })).toMatchObject({ type: 'joined' });
    expect(teacher.lastView(created.gameId)!.session).toMatchObject({ plannedEndAt: PLANNED, reviewSeconds: 7 });
    second.booted.close();
  });

  it('is refused when it is not a time, and absent when not planned', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const host = new LocalClient(booted);
    const wrong = host.request({ type: 'create_game', seats: humans(2), options: { plannedEndAt: 'at the bell' } });
    expect(wrong).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect((wrong as { message: string }).message).toContain('plannedEndAt');
    const plain = host.request({ type: 'create_game', seats: humans(2), seed: 1 }) as { gameId: string };
    expect(host.lastView(plain.gameId)!.session.plannedEndAt).toBeUndefined();
    booted.close();
  });
});

const MIN = 60_000;
const STUDENTS = Array.from({ length: 12 }, (_, i) => `Student ${i + 1}`);

/** J1's class as the setup screen builds it: Sectors (the class game, fitted by the form), Tycoon, the 1876 stock round. */
function j1Setup(minutes: number, now: number): ClassSetup {
  const sectors = formGame('sectors');
  const base: ClassSetup = {
    name: 'J1', students: STUDENTS, tables: 3, game: sectors, options: defaultOptions(sectors), tableGames: [null, 'tycoon', 'sr1876'],
    botLevel: 'medium', seatsPerTable: null, assign: balancedAssignment(STUDENTS.length, 3), manual: false,
    plannedEndAt: now + minutes * MIN, lessonMinutes: minutes,
  };
  return { ...base, options: withLessonPlan(sectors, base.options, minutes, classGameSeats(base)) };
}

/** Creates the class on a fresh host, starts every table (bots in the students' seats) and reads each table as the dashboard does. */
function runClass(setup: ClassSetup, dir: string, clock: SimulatedClock) {
  const { booted } = bootSimulated(dir, clock);
  booted.host.start();
  const teacher = new LocalClient(booted);
  const created = teacher.request({ type: 'create_class', ...buildCreateClass(setup) }) as HostEventOf<'class_created'>;
  expect(created).toMatchObject({ type: 'class_created' });
  const tables = (teacher.events.find((e) => e.type === 'class_joined') as HostEventOf<'class_joined'>).tables;
  expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'start', emptySeats: 'bot' })).toMatchObject({ type: 'ack' });
  const now = booted.host.clock.now();
  const statuses = tables.map((table) => {
    const last = teacher.lastView(table.gameId)!;
    return { view: last.view as Record<string, unknown>, session: last.session, status: tableStatus({ ...table, status: 'RUNNING' }, { view: last.view, session: last.session }, [], now) };
  });
  return { booted, statuses, now };
}

describe('a class planned for a lesson', () => {
  it('gives each table its own length and pace with the one planned end; at the start the dashboard says each is on time, as the setup did', () => {
    const clock = new SimulatedClock();
    clock.set(1_800_000_000_000);
    const setup = j1Setup(45, clock.now());
    expect(lessonWarnings(setup)).toEqual([]);
    const plans = lessonPlan(setup);
    const { booted, statuses, now } = runClass(setup, join(temp.dir, 'data'), clock);
    const planned = setup.plannedEndAt!;

    // Each table's own length (turns / years / rounds) and pace, timed, and the lesson's planned end.
    const [sectors, tycoon, sr1876] = statuses;
    expect(sectors.view.config).toMatchObject({ maxTurns: 8 });
    expect(tycoon.view).toMatchObject({ years: 3 });
    expect(sr1876.view).toMatchObject({ rounds: 1 });
    expect(statuses.map((s) => [s.session.pace, s.session.timerMode, s.session.plannedEndAt])).toEqual([[0.5, 'TIMED', planned], [1, 'TIMED', planned], [1, 'TIMED', planned]]);
    expect(statuses.map((s) => s.session.seats.length)).toEqual(plans.map((p) => p.seats));

    statuses.forEach((s, i) => {
      const schedule = s.status.schedule!;
      expect(schedule).toMatchObject({ plannedEndAt: planned, lateMinutes: null, suggestedPace: null });
      // The same estimate as the setup's: at the start what is left is the whole game the setup planned.
      expect(schedule.expectedEndAt!).toBeLessThanOrEqual(planned);
      expect(schedule.expectedEndAt! - now).toBeCloseTo(plans[i].minutes! * MIN, 6);
    });
    booted.close();
  });

  it('created anyway with a table that cannot fit, the dashboard says that table runs late by what the setup warned, with no faster pace left', () => {
    const clock = new SimulatedClock();
    clock.set(1_800_000_000_000);
    const setup = j1Setup(30, clock.now());
    expect(lessonWarnings(setup)).toEqual(['Table 1 (Sectors) needs at least 45 minutes even at the fastest pace: choose a longer lesson, or another game for that table.']);
    const plans = lessonPlan(setup);
    const { booted, statuses } = runClass({ ...setup, overrunAccepted: overrunKey(setup) }, join(temp.dir, 'data'), clock);
    const [sectors, ...others] = statuses;
    expect(sectors.session.pace).toBe(0.5);
    expect(sectors.status.schedule!.lateMinutes).toBeGreaterThanOrEqual(Math.floor(plans[0].minutes! - 30) - 1);
    expect(sectors.status.schedule!.lateMinutes).toBeLessThanOrEqual(Math.ceil(plans[0].minutes! - 30));
    expect(sectors.status.schedule!.suggestedPace).toBeNull();
    for (const other of others) expect(other.status.schedule).toMatchObject({ lateMinutes: null });
    booted.close();
  });
});
