/**
 * Issue 13, classes through host → SQLite (in-process clients on a simulated clock): a roster spread over
 * tables, personal student links, device approval, late-joining lock, moves before the start, class-wide
 * controls, bots standing in for students, second-device and projector roles, and a restart keeping it all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type ClassState = HostEventOf<'class_state'>;
const NAMES = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay'];

function lastState(client: LocalClient): ClassState {
  const states = client.events.filter((e): e is ClassState => e.type === 'class_state');
  return states.at(-1)!;
}
const student = (state: ClassState, name: string) => state.students.find((s) => s.name === name)!;

function classroom(dir = join(temp.dir, 'data'), students = NAMES, extra: Record<string, unknown> = {}) {
  const { booted, clock } = bootSimulated(dir);
  booted.host.start();
  const teacher = new LocalClient(booted);
  const created = teacher.request({ type: 'create_class', name: 'Period 3', students, tables: [{ game: 'sectors', options: { turns: 3 } }, { game: 'sectors', options: { turns: 3 } }], ...extra }) as HostEventOf<'class_created'>;
  return { booted, clock, teacher, created, state: () => lastState(teacher) };
}

describe('creating a class', () => {
  it('deals the roster round the tables, opens every table in its lobby and gives the creator the dashboard', () => {
    const c = classroom();
    expect(c.created).toMatchObject({ type: 'class_created', code: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    const joined = c.teacher.events.find((e) => e.type === 'class_joined') as HostEventOf<'class_joined'>;
    expect(joined.role).toBe('facilitator');
    expect(joined.tables).toHaveLength(2);
    expect(joined.tables.every((t) => t.status === 'LOBBY' && t.game === 'sectors')).toBe(true);
    const state = c.state();
    expect(state.students.map((s) => [s.name, joined.tables.findIndex((t) => t.gameId === s.gameId)])).toEqual([['Ana', 0], ['Ben', 1], ['Cai', 0], ['Dee', 1], ['Eli', 0], ['Fay', 1]]);
    expect(state.students.every((s) => !s.joined && !s.connected && !s.bot && s.lastAction === null && /^[A-Z2-9]{8}$/.test(s.key))).toBe(true);
    // Each table's view came too (the dashboard facilitates every table).
    for (const t of joined.tables) expect(c.teacher.lastView(t.gameId)).toBeDefined();
  });

  it('refuses a bad class whole (nothing created) and only on the host machine', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const teacher = new LocalClient(booted);
    const bad = teacher.request({ type: 'create_class', name: 'X', students: ['A', 'B'], tables: [{}, { game: 'nope' }] });
    expect(bad).toMatchObject({ type: 'error', reason: 'GAME_KIND_UNKNOWN' });
    expect(teacher.request({ type: 'create_class', name: 'X', students: ['A', 'B'], tables: [{}], assign: [0, 3] })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect(teacher.request({ type: 'list_classes' })).toMatchObject({ type: 'classes', classes: [] });
    expect(teacher.request({ type: 'list_games' })).toMatchObject({ type: 'games', games: [] });
    const remote = new LocalClient(booted, false);
    expect(remote.request({ type: 'create_class', name: 'X', students: ['A', 'B'], tables: [{}] })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
  });

  it('places students by hand with assign, and tops tables up with bots', () => {
    const c = classroom(join(temp.dir, 'data'), ['A', 'B', 'C'], { assign: [1, 1, 1] });
    const tables = (c.teacher.events.find((e) => e.type === 'class_joined') as HostEventOf<'class_joined'>).tables;
    const first = c.booted.host.session(tables[0].gameId)!.context.seats;
    expect(first.every((s) => s.kind === 'bot')).toBe(true);
    expect(c.booted.host.session(tables[1].gameId)!.context.seats.map((s) => s.name)).toEqual(['A', 'B', 'C']);
  });
});

describe('students', () => {
  it('take their own seat with their link; a new device waits for the teacher, who approves or denies it', () => {
    const c = classroom();
    const ana = student(c.state(), 'Ana');
    const laptop = new LocalClient(c.booted, false);
    const first = laptop.request({ type: 'join_student', key: ana.key }) as HostEventOf<'joined'>;
    expect(first).toMatchObject({ type: 'joined', gameId: ana.gameId, player: ana.player, token: expect.any(String) });
    expect(student(c.state(), 'Ana')).toMatchObject({ joined: true, connected: true });
    // The same browser again (refresh): its token is a plain rejoin.
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: ana.key, token: first.token })).toMatchObject({ type: 'joined', player: ana.player });

    const phone = new LocalClient(c.booted, false);
    expect(phone.request({ type: 'join_student', key: ana.key })).toMatchObject({ type: 'join_pending', name: 'Ana' });
    const request = c.state().requests[0];
    expect(request).toMatchObject({ name: 'Ana', key: ana.key });
    expect(c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'approve', request: request.id })).toMatchObject({ type: 'ack' });
    expect(phone.events.some((e) => e.type === 'joined' && e.player === ana.player)).toBe(true);
    expect(laptop.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
    expect(c.state().requests).toEqual([]);

    const tablet = new LocalClient(c.booted, false);
    tablet.request({ type: 'join_student', key: ana.key });
    const second = c.state().requests[0];
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'deny', request: second.id });
    expect(tablet.events.some((e) => e.type === 'error' && e.reason === 'DEVICE_DENIED')).toBe(true);
    expect(c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'approve', request: second.id })).toMatchObject({ type: 'error', reason: 'REQUEST_NOT_FOUND' });
  });

  it('an unknown key is refused (and counted as a failed attempt); a device request goes when its connection closes', () => {
    const c = classroom();
    const stranger = new LocalClient(c.booted, false);
    expect(stranger.request({ type: 'join_student', key: 'ZZZZZZZZ' })).toMatchObject({ type: 'error', reason: 'WRONG_KEY' });
    const ben = student(c.state(), 'Ben');
    new LocalClient(c.booted, false).request({ type: 'join_student', key: ben.key });
    const other = new LocalClient(c.booted, false);
    other.request({ type: 'join_student', key: ben.key });
    expect(c.state().requests).toHaveLength(1);
    other.connection.close();
    expect(c.state().requests).toHaveLength(0);
  });

  it('late joining locked: a student who never joined is kept out, one who did gets back in after a hand-back', () => {
    const c = classroom();
    const cai = student(c.state(), 'Cai');
    new LocalClient(c.booted, false).request({ type: 'join_student', key: cai.key });
    expect(c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'lock' });
    expect(c.state().locked).toBe(true);
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: student(c.state(), 'Eli').key })).toMatchObject({ type: 'error', reason: 'TABLE_LOCKED' });
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'replace_by_bot', student: cai.key, botLevel: 'easy' });
    expect(student(c.state(), 'Cai').bot).toBe(true);
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: cai.key })).toMatchObject({ type: 'error', reason: 'SEAT_NOT_HUMAN' });
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'hand_back', student: cai.key });
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: cai.key })).toMatchObject({ type: 'joined', player: cai.player });
    expect(student(c.state(), 'Cai')).toMatchObject({ bot: false, connected: true });
  });

  it('moves a student to another table before the start; the slip follows the student, the old table renumbers', () => {
    const c = classroom();
    const before = c.state();
    const [t1, t2] = before.tables;
    const ana = student(before, 'Ana');
    expect(c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'move', student: ana.key, table: t2.gameId })).toMatchObject({ type: 'ack' });
    const after = c.state();
    expect(student(after, 'Ana')).toMatchObject({ gameId: t2.gameId, player: 'P4' });
    // Cai and Eli were P2 and P3 at table 1; now P1 and P2.
    expect([student(after, 'Cai').player, student(after, 'Eli').player]).toEqual(['P1', 'P2']);
    expect(c.booted.host.session(t1.gameId)!.context.seats.map((s) => s.name)).toEqual(['Cai', 'Eli']);
    expect(c.booted.host.session(t2.gameId)!.context.seats.map((s) => s.name)).toEqual(['Ben', 'Dee', 'Fay', 'Ana']);
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: ana.key })).toMatchObject({ type: 'joined', gameId: t2.gameId, player: 'P4' });
    expect(new LocalClient(c.booted, false).request({ type: 'join_student', key: student(after, 'Eli').key })).toMatchObject({ type: 'joined', gameId: t1.gameId, player: 'P2' });
  });

  it('a name join with the table\'s code takes a student\'s seat only when the teacher approves it (strangers cannot take an absent student\'s seat)', () => {
    const c = classroom();
    const ana = student(c.state(), 'Ana');
    const table = c.state().tables.find((t) => t.gameId === ana.gameId)!;
    const stranger = new LocalClient(c.booted, false);
    expect(stranger.request({ type: 'join', code: table.joinCode })).toMatchObject({ type: 'error', reason: 'NOT_ON_ROSTER' });
    expect(stranger.request({ type: 'join', code: table.joinCode, name: 'Mallory' })).toMatchObject({ type: 'error', reason: 'NOT_ON_ROSTER' });
    // A student of another table is not on this table's roster either.
    expect(stranger.request({ type: 'join', code: table.joinCode, name: 'Ben' })).toMatchObject({ type: 'error', reason: 'NOT_ON_ROSTER' });
    // Ana's name (any case, spaces trimmed) asks the teacher; the seat stays free meanwhile.
    expect(stranger.request({ type: 'join', code: table.joinCode, name: ' ana ' })).toMatchObject({ type: 'join_pending', name: 'Ana' });
    expect(student(c.state(), 'Ana')).toMatchObject({ joined: false, connected: false });
    const request = c.state().requests.find((r) => r.key === ana.key)!;
    expect(request).toMatchObject({ via: 'name', name: 'Ana' });
    // Denied: the stranger's join is answered DEVICE_DENIED, and Ana's own link takes her seat at once.
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'deny', request: request.id });
    expect(stranger.events.at(-1)).toMatchObject({ type: 'error', reason: 'DEVICE_DENIED' });
    const laptop = new LocalClient(c.booted, false);
    expect(laptop.request({ type: 'join_student', key: ana.key })).toMatchObject({ type: 'joined', player: ana.player });
    // Approved (Ana at another device, typing her name): that device gets the seat, the laptop loses it.
    const tablet = new LocalClient(c.booted, false);
    expect(tablet.request({ type: 'join', code: table.joinCode, name: 'Ana' })).toMatchObject({ type: 'join_pending' });
    const second = c.state().requests.find((r) => r.key === ana.key)!;
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'approve', request: second.id });
    expect(tablet.events.find((e) => e.type === 'joined')).toMatchObject({ player: ana.player });
    expect(laptop.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
    expect(c.booted.host.session(ana.gameId)!.context.seats.find((s) => s.player === ana.player)!.name).toBe('Ana');
  });

  it('renames a student on the roster and at the table', () => {
    const c = classroom();
    const ana = student(c.state(), 'Ana');
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'rename', student: ana.key, name: 'Anna' });
    expect(student(c.state(), 'Anna').key).toBe(ana.key);
    expect(c.booted.host.session(ana.gameId)!.context.seats.find((s) => s.player === ana.player)!.name).toBe('Anna');
  });
});

describe('class controls', () => {
  it('start, pause, extra time and resume for every table at once; the roster shows last actions and refused orders are kept', () => {
    const c = classroom();
    const id = c.created.classId;
    const ana = student(c.state(), 'Ana');
    const laptop = new LocalClient(c.booted, false);
    laptop.request({ type: 'join_student', key: ana.key });
    c.teacher.request({ type: 'class_control', classId: id, command: 'start' });
    const games = c.state().tables.map((t) => t.gameId);
    expect(games.map((g) => c.booted.host.record(g)!.status)).toEqual(['RUNNING', 'RUNNING']);
    expect(c.teacher.request({ type: 'class_control', classId: id, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(games.every((g) => c.booted.host.session(g)!.context.timer.paused)).toBe(true);
    // Pausing twice is harmless.
    expect(c.teacher.request({ type: 'class_control', classId: id, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(c.teacher.request({ type: 'class_control', classId: id, command: 'resume' })).toMatchObject({ type: 'ack' });
    const deadlines = games.map((g) => c.booted.host.session(g)!.context.timer.deadline!);
    c.teacher.request({ type: 'class_control', classId: id, command: 'add_time', ms: 30_000 });
    expect(games.map((g) => c.booted.host.session(g)!.context.timer.deadline!)).toEqual(deadlines.map((d) => d + 30_000));
    // One named table only.
    c.teacher.request({ type: 'class_control', classId: id, command: 'pause', tables: [games[1]] });
    expect(games.map((g) => c.booted.host.session(g)!.context.timer.paused)).toEqual([false, true]);
    expect(c.teacher.request({ type: 'class_control', classId: id, command: 'pause', tables: ['elsewhere'] })).toMatchObject({ type: 'error', reason: 'NOT_IN_CLASS' });

    // A refused order is kept for the debrief; an accepted action shows on the roster.
    expect(laptop.act(ana.gameId, ana.player, { type: 'NO_SUCH_ORDER' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(c.booted.db.prepare('SELECT player, reason FROM rejected_orders').all()).toEqual([{ player: ana.player, reason: 'MALFORMED_INPUT' }]);
    // The influence bid is sealed: the dashboard learns that Ana acted, not what she did.
    expect(laptop.act(ana.gameId, ana.player, { type: 'SUBMIT_INFLUENCE_BID', points: 3 })).toMatchObject({ type: 'ack' });
    expect(student(c.state(), 'Ana').lastAction).toEqual({ type: 'sealed', at: c.clock.now() });
    expect(laptop.act(ana.gameId, ana.player, { type: 'READY' })).toMatchObject({ type: 'ack' });
    expect(student(c.state(), 'Ana').lastAction).toEqual({ type: 'sealed', at: c.clock.now() });
  });

  it('a second device facilitates with the secret; a projector watches every table and controls nothing', () => {
    const c = classroom();
    const remote = new LocalClient(c.booted, false);
    expect(remote.request({ type: 'facilitate_class', code: c.created.code })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
    expect(remote.request({ type: 'facilitate_class', code: c.created.code, secret: 'not-the-secret' })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
    expect(remote.request({ type: 'facilitate_class', code: c.created.code, secret: c.created.secret })).toMatchObject({ type: 'class_joined', role: 'facilitator' });
    expect(remote.request({ type: 'class_control', classId: c.created.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    expect(remote.request({ type: 'class_control', classId: c.created.classId, command: 'new_secret' })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    const fresh = c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'new_secret' }) as HostEventOf<'class_created'>;
    expect(new LocalClient(c.booted, false).request({ type: 'facilitate_class', code: c.created.code, secret: c.created.secret })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
    expect(new LocalClient(c.booted, false).request({ type: 'facilitate_class', code: c.created.code, secret: fresh.secret })).toMatchObject({ type: 'class_joined' });

    // The class secret also opens each table's facilitator role (the dashboard's "Open table" after a refresh).
    const table = c.state().tables[0];
    expect(new LocalClient(c.booted, false).request({ type: 'facilitate', code: table.joinCode, secret: fresh.secret })).toMatchObject({ type: 'joined', role: 'facilitator' });
    expect(new LocalClient(c.booted, false).request({ type: 'facilitate', code: table.joinCode, secret: c.created.secret })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });

    const projector = new LocalClient(c.booted, false);
    const joined = projector.request({ type: 'watch_class', code: c.created.code.toLowerCase() }) as HostEventOf<'class_joined'>;
    expect(joined).toMatchObject({ type: 'class_joined', role: 'projector' });
    for (const t of joined.tables) expect(projector.lastView(t.gameId)!.private).toEqual({});
    expect(projector.events.some((e) => e.type === 'class_state')).toBe(false);
    expect(projector.request({ type: 'class_control', classId: c.created.classId, command: 'pause' })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    // The projector knows the students' seats (no keys), and hears again when a bot takes one.
    expect(joined.students).toHaveLength(6);
    expect(JSON.stringify(joined)).not.toContain(student(c.state(), 'Ana').key);
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'replace_by_bot', student: student(c.state(), 'Ana').key });
    const again = projector.events.filter((e) => e.type === 'class_joined').at(-1) as HostEventOf<'class_joined'>;
    expect(again).not.toBe(joined);
    expect(again.students!.find((s) => s.name === 'Ana')).toMatchObject({ gameId: student(c.state(), 'Ana').gameId, player: student(c.state(), 'Ana').player });
    expect(projector.request({ type: 'export_class', classId: c.created.classId })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
  });

  it('a restarted host keeps the class: roster, seats, keys and who joined', () => {
    const dir = join(temp.dir, 'data');
    const c = classroom(dir);
    const ana = student(c.state(), 'Ana');
    new LocalClient(c.booted, false).request({ type: 'join_student', key: ana.key });
    c.teacher.request({ type: 'class_control', classId: c.created.classId, command: 'start' });
    const before = c.state();
    c.booted.host.stop();
    c.booted.db.close();
    const { booted } = bootSimulated(dir);
    booted.host.start();
    const teacher = new LocalClient(booted);
    expect(teacher.request({ type: 'list_classes' })).toMatchObject({ classes: [{ id: c.created.classId, name: 'Period 3', tables: 2, students: 6 }] });
    teacher.request({ type: 'facilitate_class', code: c.created.code });
    const after = lastState(teacher);
    expect(after.students.map((s) => [s.key, s.gameId, s.player, s.joined])).toEqual(before.students.map((s) => [s.key, s.gameId, s.player, s.joined]));
    expect(student(after, 'Ana').connected).toBe(false);
  });
});

export type { HostEvent };
