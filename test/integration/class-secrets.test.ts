/**
 * The classroom's secrets and its robustness (issue 13 review): no student key, class secret or seat token in
 * anything a projector, a spectator or a student receives; nothing of a table's open window in the debrief; the
 * class secret stored hashed. A host restart between a device's request and the teacher's answer; replacing a
 * student by a bot before the start; removing a student's seat; exporting a class whose tables wait in their lobbies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { bootSimulated } from '../helpers/host.ts';
import { Peer, classroom, playTo, type Classroom } from '../helpers/class-peer.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootEvery, seatCount } from '../helpers/every-game.ts';
import { GAME_CASES } from '../platform/games.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

/** Every string inside a value (keys included: a secret must not hide as a map key either). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)]);
  return [];
}

const leaks = (events: unknown[], secrets: string[]) => {
  const seen = strings(events);
  return secrets.filter((secret) => seen.some((s) => s.includes(secret)));
};

/** Rows of every table of the database, as text. */
function databaseText(c: Classroom): string {
  const tables = c.booted.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
  return tables.map((t) => JSON.stringify(c.booted.db.prepare(`SELECT * FROM "${t.name}"`).all())).join('\n');
}

describe('secrets', () => {
  it('no key, class secret or seat token reaches a projector, a spectator or another student; the secret is stored hashed', () => {
    const c = classroom(temp.dir);
    const [t1] = c.tables;
    const ana = new Peer(c.booted, '10.0.0.2');
    const ben = new Peer(c.booted, '10.0.0.3');
    const anaJoined = ana.ask({ type: 'join_student', key: c.key('Ana') });
    const benJoined = ben.ask({ type: 'join_student', key: c.key('Ben') });
    const projector = new Peer(c.booted, '10.0.0.4');
    projector.ask({ type: 'watch_class', code: c.created.code });
    const joinCode = c.roster().tables[0].joinCode;
    const spectator = new Peer(c.booted, '10.0.0.5');
    spectator.ask({ type: 'spectate', code: joinCode });
    const tableProjector = new Peer(c.booted, '10.0.0.6');
    tableProjector.ask({ type: 'spectate', code: joinCode, projector: true });
    // Ana's phone waits, the teacher approves it; roster changes reach the projectors.
    const phone = new Peer(c.booted, '10.0.0.7');
    phone.ask({ type: 'join_student', key: c.key('Ana') });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'approve', request: c.teacher.lastState().requests[0].id });
    const phoneJoined = phone.events.find((e) => e.type === 'joined')!;
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'rename', student: c.key('Cai'), name: 'Kai' });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start' });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'replace_by_bot', student: c.key('Dee') });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'hand_back', student: c.key('Dee') });
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 1);
    phone.act(t1, 'P1', { type: 'PLACE_MARKET_ORDER', companyId: c.teacher.lastView(t1)!.view.companies[0].id, location: 'IPO', side: 'BUY', quantity: 1 });
    const fresh = c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'new_secret' });

    const keys = ['Ana', 'Ben', 'Kai', 'Dee'].map((n) => c.roster().students.find((s) => s.name === n)!.key);
    const tokens = [anaJoined.token, benJoined.token, phoneJoined.token] as string[];
    const classSecrets = [c.created.secret, fresh.secret];
    expect(tokens.every((t) => typeof t === 'string' && t.length >= 8)).toBe(true);
    for (const watcher of [projector, spectator, tableProjector]) {
      expect(leaks(watcher.events, [...keys, ...tokens, ...classSecrets])).toEqual([]);
      expect(watcher.events.filter((e) => e.type === 'view').every((e) => Object.keys(e.private).length === 0)).toBe(true);
      expect(watcher.events.some((e) => e.type === 'class_state')).toBe(false);
    }
    // The projector did hear of the rename (names only).
    expect(projector.events.filter((e) => e.type === 'class_joined').at(-1)!.students.map((s: { name: string }) => s.name)).toContain('Kai');
    // A student learns their own token, nobody else's, and no key or class secret (not even their own key).
    expect(leaks(ben.events, [...keys, anaJoined.token, phoneJoined.token, ...classSecrets])).toEqual([]);
    expect(leaks(phone.events, [...keys, anaJoined.token, benJoined.token, ...classSecrets])).toEqual([]);
    expect(leaks(ana.events, [...keys, benJoined.token, phoneJoined.token, ...classSecrets])).toEqual([]);
    // The database keeps the class secret and seat tokens as hashes only (student keys are in clear: CL-02).
    const text = databaseText(c);
    expect(leaks([text], [...tokens, ...classSecrets])).toEqual([]);
    const row = c.booted.db.prepare('SELECT secret_hash FROM classes WHERE id = ?').get(c.classId) as { secret_hash: string };
    expect(row.secret_hash).toBe(createHash('sha256').update(fresh.secret).digest('hex'));
  });

  it('the debrief of a running table holds nothing of its open window, and the turn once it is complete', () => {
    const c = classroom(temp.dir);
    const [t1] = c.tables;
    const ana = new Peer(c.booted, '10.0.0.2');
    ana.ask({ type: 'join_student', key: c.key('Ana') });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start' });
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 1);
    const companies = (c.teacher.lastView(t1)!.view.companies as { id: string }[]).map((x) => x.id);
    // Turn 1: a made-up order (its type a formula) and one refused by the rules. Turn 2: a sealed order placed and
    // one refused, the window still open.
    expect(ana.act(t1, 'P1', { type: '=1+1', note: 'a "quote"' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(ana.act(t1, 'P1', { type: 'PLACE_LIMIT_ORDER', companyId: companies[0], side: 'BUY', quantity: 1, value: 999 })).toMatchObject({ type: 'error' });
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 2);
    expect(ana.act(t1, 'P1', { type: 'PLACE_MARKET_ORDER', companyId: companies[1], location: 'IPO', side: 'BUY', quantity: 2 })).toMatchObject({ type: 'ack' });
    expect(ana.act(t1, 'P1', { type: 'PLACE_LIMIT_ORDER', companyId: companies[2], side: 'SELL', quantity: 3, value: 999 })).toMatchObject({ type: 'error' });

    const exported = () => {
      const files = c.teacher.ask({ type: 'export_class', classId: c.classId, table: t1 });
      expect(files.files).toHaveLength(1);
      return { csv: files.files[0].csv as string, report: c.teacher.ask({ type: 'class_report', classId: c.classId }).report };
    };
    const open = exported();
    const anaSeat = (report: any) => report.tables.find((t: any) => t.gameId === t1).seats.find((s: any) => s.name === 'Ana');
    expect(anaSeat(open.report).rows.map((r: any) => r.period)).toEqual([1]);
    // Refused orders read as words: the type, then the fields; the reason in the game's words.
    expect(anaSeat(open.report).rows[0].rejected.map((r: any) => r.action)).toEqual(['=1+1 (note a "quote")', `PLACE_LIMIT_ORDER (companyId ${companies[0]}, side BUY, quantity 1, value 999)`]);
    expect(anaSeat(open.report).rows[0].rejected[1].message.length).toBeGreaterThan(0);
    // In the CSV the cell starting with a formula is defused.
    expect(open.csv).toContain(`"'=1+1 (note a ""quote""): `);
    const word = (id: string) => new RegExp(`\\b${id}\\b`);
    for (const text of [open.csv, JSON.stringify(open.report)]) {
      expect(text).toMatch(word(companies[0]));
      expect(text).not.toMatch(word(companies[1]));
      expect(text).not.toMatch(word(companies[2]));
    }

    // Once turn 2 is over its refusal and its fill are part of the debrief.
    playTo(c, t1, 'START_TURN', 3);
    const done = exported();
    const rows = anaSeat(done.report).rows;
    expect(rows.map((r: any) => r.period)).toEqual([1, 2]);
    expect(rows[1].rejected.map((r: any) => r.action).join(' ')).toContain(companies[2]);
    expect(rows[1].trades.map((t: any) => t.company)).toContain(companies[1]);
  });
});

/**
 * Every game with a class debrief: a running table's CSV and report rows hold completed periods only, so a seat's
 * move in the open period — sealed or not — leaves them exactly as they were.
 */
describe.each(GAME_CASES.filter((g) => g.module.debrief))('$kind class debrief', (game) => {
  const M = game.module;

  it('of a running table holds nothing of a seat\'s move in the open period', () => {
    const seats = seatCount(game, 3);
    const students = ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'].slice(0, seats);
    const c = classroom(temp.dir, students, { tables: [{ game: game.kind, options: { ...game.options, timerMode: 'TIMERLESS', reviewSeconds: 0 }, seed: 5, seats }] }, bootEvery(join(temp.dir, 'data')).booted);
    const [t1] = c.tables;
    const ana = new Peer(c.booted, '10.0.0.2');
    const anaSeat = (ana.ask({ type: 'join_student', key: c.key('Ana') }) as { player: string }).player;
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start' });
    const ctx = () => c.booted.host.session(t1)!.context;
    // A move of Ana's that keeps the game in its period, found by trying each on a copy; after a completed period.
    const pending = (): BaseInput | null => {
      const window = sessionWindow(M, ctx());
      if (!window?.seats.includes(anaSeat) || M.debrief!.period(ctx().engine) < 2) return null;
      const ready = M.inputs.ready(anaSeat).type;
      return (M.legalActions(ctx().engine, anaSeat) as BaseInput[]).find((input) => {
        if (input.type === ready) return false;
        const copy = M.copy(ctx().engine);
        return M.applyInPlace(copy, input).ok && M.debrief!.period(copy) === M.debrief!.period(ctx().engine) && M.status(copy) === 'RUNNING';
      }) ?? null;
    };
    for (let i = 0; i < 2000 && !pending(); i++) {
      c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'end_phase', tables: [t1] });
      if (i % 10 === 9) c.clock.increment(1000);
    }
    const move = pending()!;
    expect(move, 'a move of Ana\'s within a period after the first').not.toBeNull();
    const exported = () => {
      const report = c.teacher.ask({ type: 'class_report', classId: c.classId }).report as { tables: { seats: { rows: unknown[] }[] }[] };
      const csv = (c.teacher.ask({ type: 'export_class', classId: c.classId, table: t1 }).files as { csv: string }[])[0].csv;
      return { csv, rows: report.tables.map((t) => t.seats.map((seat) => seat.rows)) };
    };
    const before = exported();
    expect(before.rows.flat(2).length).toBeGreaterThan(0);
    const { player: _seat, ...action } = move as BaseInput & Record<string, unknown>;
    expect(ana.act(t1, anaSeat, action)).toMatchObject({ type: 'ack' });
    expect(exported()).toEqual(before);
  });
});

describe('robustness', () => {
  it('a host restart between a device request and the answer: the old request is gone, the device asks again', () => {
    const dir = join(temp.dir, 'data');
    const c = classroom(temp.dir);
    new Peer(c.booted, '10.0.0.2').ask({ type: 'join_student', key: c.key('Ana') });
    const phone = new Peer(c.booted, '10.0.0.3');
    expect(phone.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'join_pending' });
    const oldRequest = c.teacher.lastState().requests[0].id;
    c.booted.host.stop();
    c.booted.db.close();

    const { booted } = bootSimulated(dir);
    booted.host.start();
    const teacher = new Peer(booted, '127.0.0.1', true);
    teacher.ask({ type: 'facilitate_class', code: c.created.code });
    expect(teacher.lastState().requests).toEqual([]);
    const classId = c.classId;
    expect(teacher.ask({ type: 'class_control', classId, command: 'approve', request: oldRequest })).toMatchObject({ type: 'error', reason: 'REQUEST_NOT_FOUND' });
    // The phone's page reconnects and sends the link again (StudentJoinScreen does it by itself); a new request.
    const phoneAgain = new Peer(booted, '10.0.0.3');
    expect(phoneAgain.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'join_pending', name: 'Ana' });
    const request = teacher.lastState().requests[0];
    expect(request.id).not.toBe(oldRequest);
    expect(teacher.ask({ type: 'class_control', classId, command: 'approve', request: request.id })).toMatchObject({ type: 'ack' });
    expect(phoneAgain.events.find((e) => e.type === 'joined')).toMatchObject({ player: 'P1', token: expect.any(String) });
  });

  it('approving a device whose seat a bot took meanwhile is refused, and the request stays to be denied', () => {
    const c = classroom(temp.dir);
    new Peer(c.booted, '10.0.0.2').ask({ type: 'join_student', key: c.key('Ana') });
    const phone = new Peer(c.booted, '10.0.0.3');
    phone.ask({ type: 'join_student', key: c.key('Ana') });
    const request = c.teacher.lastState().requests[0].id;
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'replace_by_bot', student: c.key('Ana') });
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'approve', request })).toMatchObject({ type: 'error', reason: 'SEAT_NOT_HUMAN' });
    expect(c.roster().requests.map((r) => r.id)).toEqual([request]);
    expect(phone.events.some((e) => e.type === 'joined')).toBe(false);
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'deny', request })).toMatchObject({ type: 'ack' });
    expect(phone.events.at(-1)).toMatchObject({ type: 'error', reason: 'DEVICE_DENIED' });
  });

  it('replace_by_bot before the start: the bot starts in the seat, the link says so, hand_back gives it back (CL-10)', () => {
    const c = classroom(temp.dir);
    const [t1] = c.tables;
    const laptop = new Peer(c.booted, '10.0.0.2');
    laptop.ask({ type: 'join_student', key: c.key('Ana') });
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'replace_by_bot', student: c.key('Ana'), botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    expect(laptop.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
    expect(c.roster().students.find((s) => s.name === 'Ana')).toMatchObject({ bot: true, connected: false, player: 'P1', gameId: t1 });
    expect(new Peer(c.booted, '10.0.0.3').ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'error', reason: 'SEAT_NOT_HUMAN' });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', tables: [t1] });
    expect(c.booted.host.session(t1)!.context.seats[0]).toMatchObject({ name: 'Ana', kind: 'bot', botLevel: 'easy' });
    c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'hand_back', student: c.key('Ana') });
    expect(new Peer(c.booted, '10.0.0.4').ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined', player: 'P1' });
  });

  it('a student\'s seat is never removed from a class table: start with emptySeats "remove" and remove_seat refuse it', () => {
    const c = classroom(temp.dir);
    const [t1] = c.tables;
    // Cai (P2) came, Ana (P1) did not; P3 is a bot.
    new Peer(c.booted, '10.0.0.2').ask({ type: 'join_student', key: c.key('Cai') });
    const before = c.roster();
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', tables: [t1], emptySeats: 'remove' })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    // "Start all" with it is refused too, and starts no table at all (not the tables without an absentee).
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', emptySeats: 'remove' })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect(c.teacher.ask({ type: 'control', gameId: t1, command: 'remove_seat', player: 'P1' })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect(c.roster()).toEqual(before);
    expect(c.tables.map((g) => c.booted.host.record(g)!.status)).toEqual(['LOBBY', 'LOBBY']);
    // A bot's seat may go; Ana's link still finds her seat.
    expect(c.teacher.ask({ type: 'control', gameId: t1, command: 'remove_seat', player: 'P3' })).toMatchObject({ type: 'ack' });
    expect(new Peer(c.booted, '10.0.0.3').ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined', gameId: t1, player: 'P1' });
  });

  it('exports a class whose tables wait in their lobbies: headers only, the report lists the students without rows', () => {
    const c = classroom(temp.dir);
    const files = c.teacher.ask({ type: 'export_class', classId: c.classId });
    expect(files.files).toHaveLength(3);
    for (const f of files.files) expect((f.csv as string).split('\r\n').filter(Boolean)).toHaveLength(1);
    const report = c.teacher.ask({ type: 'class_report', classId: c.classId }).report;
    expect(report.tables.map((t: any) => [t.status, t.completedPeriods])).toEqual([['LOBBY', 0], ['LOBBY', 0]]);
    expect(report.tables[0].seats.filter((s: any) => s.kind === 'human').map((s: any) => [s.name, s.rows.length, s.returnPct])).toEqual([['Ana', 0, 0], ['Cai', 0, 0]]);
    expect(report.leaderboard.map((l: any) => l.name).sort()).toEqual(['Ana', 'Ben', 'Cai', 'Dee']);
    expect(report.leaderboard.every((l: any) => l.returnPct === 0)).toBe(true);
  });
});
