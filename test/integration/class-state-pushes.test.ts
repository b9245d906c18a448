/**
 * Issue 24: a class's dashboards get the roster after a table's change at once when the class was quiet, and a
 * burst of changes as one push at the end of the interval (DEFAULT_CLASS_STATE_MS), carrying the latest state;
 * a teacher's own command is answered at once. Through the host's default options on a simulated clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { DEFAULT_CLASS_STATE_MS } from '../../src-main/host/host.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { CoalescedPushes } from '../../src-main/host/coalesced-pushes.ts';
import { LocalClient } from '../helpers/host.ts';
import { randomBots } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type ClassState = HostEventOf<'class_state'>;
const states = (client: LocalClient): ClassState[] => client.events.filter((e): e is ClassState => e.type === 'class_state');

describe('class_state pushes are coalesced', () => {
  it('the first change of a quiet class goes out at once, a burst as one push with the last state, a teacher command at once', () => {
    const clock = new SimulatedClock();
    const booted = bootHost(join(temp.dir, 'data'), { clock, bots: randomBots, botThinkMs: 0 });
    booted.host.start();
    const teacher = new LocalClient(booted);
    const created = teacher.request({ type: 'create_class', name: 'Period 3', students: ['Ana', 'Ben'], tables: [{ game: 'sectors', options: { turns: 3 } }] }) as HostEventOf<'class_created'>;
    const ana = states(teacher).at(-1)!.students.find((s) => s.name === 'Ana')!;
    const ben = states(teacher).at(-1)!.students.find((s) => s.name === 'Ben')!;
    const anaLaptop = new LocalClient(booted, false);
    const benLaptop = new LocalClient(booted, false);
    anaLaptop.request({ type: 'join_student', key: ana.key });
    benLaptop.request({ type: 'join_student', key: ben.key });
    teacher.request({ type: 'class_control', classId: created.classId, command: 'start' });
    clock.increment(DEFAULT_CLASS_STATE_MS); // the start's own changes are pushed; the class is quiet again

    const before = states(teacher).length;
    expect(anaLaptop.act(ana.gameId, ana.player, { type: 'SUBMIT_INFLUENCE_BID', points: 3 })).toMatchObject({ type: 'ack' });
    // At once: the class was quiet.
    expect(states(teacher).length).toBe(before + 1);
    expect(states(teacher).at(-1)!.students.find((s) => s.name === 'Ana')!.lastAction).toEqual({ type: 'sealed', at: clock.now() });

    // Within the interval, further changes wait...
    clock.increment(10);
    expect(benLaptop.act(ben.gameId, ben.player, { type: 'SUBMIT_INFLUENCE_BID', points: 2 })).toMatchObject({ type: 'ack' });
    const benAt = clock.now();
    expect(anaLaptop.act(ana.gameId, ana.player, { type: 'READY' })).toMatchObject({ type: 'ack' });
    expect(states(teacher).length).toBe(before + 1);
    // ...and go out as one push at its end, with the roster as it is then.
    clock.increment(DEFAULT_CLASS_STATE_MS - 10);
    expect(states(teacher).length).toBe(before + 2);
    expect(states(teacher).at(-1)!.students.find((s) => s.name === 'Ben')!.lastAction).toEqual({ type: 'sealed', at: benAt });

    // A change right after that push waits again; a teacher's command goes out at once and covers it.
    expect(benLaptop.act(ben.gameId, ben.player, { type: 'READY' })).toMatchObject({ type: 'ack' });
    expect(states(teacher).length).toBe(before + 2);
    expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(states(teacher).length).toBe(before + 3);
    clock.increment(DEFAULT_CLASS_STATE_MS * 4);
    expect(states(teacher).length).toBe(before + 3);
    booted.close();
  });
});

describe('CoalescedPushes', () => {
  it('keeps one pending push per key, pushes every key on its own, and stop drops what is pending', () => {
    const clock = new SimulatedClock();
    const pushed: string[] = [];
    const pushes = new CoalescedPushes(clock, 100, (key) => pushed.push(`${key}@${clock.now()}`));
    pushes.soon('a');
    pushes.soon('b');
    pushes.soon('a');
    expect(pushed).toEqual(['a@0', 'b@0']);
    clock.increment(40);
    pushes.soon('a');
    pushes.soon('a');
    clock.increment(60);
    expect(pushed).toEqual(['a@0', 'b@0', 'a@100']);
    pushes.soon('b');
    pushes.soon('b');
    expect(pushed).toEqual(['a@0', 'b@0', 'a@100', 'b@100']);
    pushes.stop();
    clock.increment(1000);
    expect(pushed).toEqual(['a@0', 'b@0', 'a@100', 'b@100']);
    pushes.soon('b');
    expect(pushed).toEqual(['a@0', 'b@0', 'a@100', 'b@100', 'b@1100']);
    // 0 ms: every change at once.
    const every = new CoalescedPushes(clock, 0, (key) => pushed.push(`now ${key}`));
    every.soon('c');
    every.soon('c');
    expect(pushed.slice(-2)).toEqual(['now c', 'now c']);
  });
});
