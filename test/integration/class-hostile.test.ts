/**
 * The classroom against hostile input (issue 13 review): malformed class commands and controls are refused with a
 * reason code and change nothing (the database, each table's seats and clock, and the dashboard's roster are
 * compared before and after); roster names that look like formulas, markup, emoji, right-to-left text or
 * repeats stay plain text; student keys cannot be guessed; one class's keys and requests do nothing in another;
 * a projector cannot facilitate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Peer, classroom, playTo, snapshot, type Classroom } from '../helpers/class-peer.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

/** Sends `command` as the teacher: it must be refused with `reason` (and a message) and change nothing. */
function refusedUnchanged(c: Classroom, command: Record<string, unknown>, reason: string, by: Peer = c.teacher): void {
  const before = snapshot(c);
  const answer = by.ask(command);
  expect(answer, JSON.stringify(command)).toMatchObject({ type: 'error', reason });
  expect(typeof answer.message).toBe('string');
  expect(answer.message.length).toBeGreaterThan(0);
  expect(snapshot(c), JSON.stringify(command)).toEqual(before);
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `Student ${i + 1}`);

describe('malformed create_class', () => {
  it('is refused with a reason, and no class or game is created', () => {
    const c = classroom(temp.dir);
    const table = { game: 'sectors', options: { maxTurns: 8 } };
    const cases: [Record<string, unknown>, string][] = [
      [{ students: 'Ana', tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: [], tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: [''], tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: [42], tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: ['x'.repeat(41)], tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: names(201), tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: Array.from({ length: 41 }, () => table) }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [{ ...table, seats: 0 }] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [{ ...table, seats: 2.5 }] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [{ ...table, admin: true }] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [{ ...table, game: '../etc' }] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana'], tables: [{ ...table, botLevel: 'godlike' }] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [-1, 0] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [0.5, 0] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: ['0', 0] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [0, 0], extra: 1 }, 'MALFORMED_INPUT'],
      [{ name: 'x'.repeat(81), students: ['Ana'], tables: [table] }, 'MALFORMED_INPUT'],
      [{ name: '', students: ['Ana'], tables: [table] }, 'MALFORMED_INPUT'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [0, 1e9] }, 'INVALID_CONFIG'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [0, Number.MAX_SAFE_INTEGER] }, 'INVALID_CONFIG'],
      [{ students: ['Ana', 'Ben'], tables: [table], assign: [0] }, 'INVALID_CONFIG'],
      [{ students: ['Ana', 'Ben', 'Cai'], tables: [{ ...table, seats: 2 }] }, 'INVALID_CONFIG'],
      [{ students: names(40), tables: [table] }, 'INVALID_CONFIG'],
      [{ students: ['Ana'], tables: [{ game: 'sectors', options: { maxTurns: 3 } }] }, 'INVALID_CONFIG'],
      [{ students: ['Ana'], tables: [table, { game: 'chess' }] }, 'GAME_KIND_UNKNOWN'],
    ];
    for (const [command, reason] of cases) refusedUnchanged(c, { type: 'create_class', name: 'Evil', ...command }, reason);
    // Only the host machine creates classes, and a refused class leaves no game behind.
    refusedUnchanged(c, { type: 'create_class', name: 'Evil', students: ['Ana'], tables: [table] }, 'LOCAL_ONLY', new Peer(c.booted, '10.0.0.9'));
    expect(c.booted.db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 2 });
  });

  it('takes 200 students at the limit', () => {
    const c = classroom(temp.dir);
    const big = c.teacher.ask({ type: 'create_class', name: 'Year 9', students: names(200), tables: Array.from({ length: 40 }, () => ({ game: 'sectors', options: { maxTurns: 8 } })) });
    expect(big).toMatchObject({ type: 'class_created' });
    expect(c.teacher.lastState().students).toHaveLength(200);
  });
});

describe('malformed class_control', () => {
  it('is refused with a reason and changes nothing, in the lobby and while playing', () => {
    const c = classroom(temp.dir);
    const [t1, t2] = c.tables;
    const base = { type: 'class_control', classId: c.classId };
    const always: [Record<string, unknown>, string][] = [
      [{ command: 'explode' }, 'MALFORMED_INPUT'],
      [{ command: 'pause', classId: 'no-such-class' }, 'CLASS_NOT_FOUND'],
      [{ command: 'add_time', ms: 5 }, 'MALFORMED_INPUT'],
      [{ command: 'add_time', ms: 10_000_000 }, 'MALFORMED_INPUT'],
      [{ command: 'set_pace', pace: 7 }, 'MALFORMED_INPUT'],
      [{ command: 'start', emptySeats: 'explode' }, 'MALFORMED_INPUT'],
      [{ command: 'pause', tables: [t1, 'elsewhere'] }, 'NOT_IN_CLASS'],
      [{ command: 'pause', tables: 'all' }, 'MALFORMED_INPUT'],
      [{ command: 'rename', name: 'Zed' }, 'MALFORMED_INPUT'],
      [{ command: 'rename', student: c.key('Ana') }, 'MALFORMED_INPUT'],
      [{ command: 'rename', student: c.key('Ana'), name: 'x'.repeat(41) }, 'MALFORMED_INPUT'],
      [{ command: 'rename', student: 'ZZZZZZZZ', name: 'Zed' }, 'STUDENT_NOT_FOUND'],
      [{ command: 'move', student: c.key('Ana') }, 'MALFORMED_INPUT'],
      [{ command: 'move', table: t2 }, 'MALFORMED_INPUT'],
      [{ command: 'move', student: c.key('Ana'), table: 'elsewhere' }, 'NOT_IN_CLASS'],
      [{ command: 'replace_by_bot' }, 'MALFORMED_INPUT'],
      [{ command: 'replace_by_bot', student: c.key('Ana'), botLevel: 'godlike' }, 'MALFORMED_INPUT'],
      [{ command: 'hand_back' }, 'MALFORMED_INPUT'],
      [{ command: 'approve' }, 'MALFORMED_INPUT'],
      [{ command: 'deny' }, 'MALFORMED_INPUT'],
      [{ command: 'approve', request: 'R999' }, 'REQUEST_NOT_FOUND'],
    ];
    // Table controls that need a field say so even when "all tables" would otherwise skip the ones not playing.
    const needField: [Record<string, unknown>, string][] = [
      [{ command: 'add_time' }, 'MALFORMED_INPUT'],
      [{ command: 'set_pace' }, 'MALFORMED_INPUT'],
      [{ command: 'set_hints' }, 'MALFORMED_INPUT'],
      [{ command: 'add_time', tables: [t1] }, 'MALFORMED_INPUT'],
    ];
    for (const [command, reason] of [...always, ...needField]) refusedUnchanged(c, { ...base, ...command }, reason);

    // Table 1 plays, table 2 waits in its lobby.
    expect(c.teacher.ask({ ...base, command: 'start', tables: [t1] })).toMatchObject({ type: 'ack' });
    for (const [command, reason] of [...always, ...needField]) refusedUnchanged(c, { ...base, ...command }, reason);
    // Named tables must all take a control: none does when one cannot (nothing half done).
    refusedUnchanged(c, { ...base, command: 'pause', tables: [t1, t2] }, 'GAME_NOT_RUNNING');
    refusedUnchanged(c, { ...base, command: 'add_time', ms: 30_000, tables: [t1, t2] }, 'GAME_NOT_RUNNING');
    refusedUnchanged(c, { ...base, command: 'start', tables: [t2, t1] }, 'GAME_ALREADY_STARTED');
    // Moving a student once a table started is refused; so is a move into a started table.
    refusedUnchanged(c, { ...base, command: 'move', student: c.key('Ana'), table: t2 }, 'GAME_ALREADY_STARTED');
    refusedUnchanged(c, { ...base, command: 'move', student: c.key('Ben'), table: t1 }, 'GAME_ALREADY_STARTED');
  });

  it('does nothing in one class with another class\'s student keys, tables or device requests', () => {
    const a = classroom(temp.dir);
    const b = classroom(temp.dir, ['Xia', 'Yan'], {}, a.booted);
    const phone = new Peer(a.booted, '10.0.0.5');
    new Peer(a.booted, '10.0.0.4').ask({ type: 'join_student', key: a.key('Ana') });
    expect(phone.ask({ type: 'join_student', key: a.key('Ana') })).toMatchObject({ type: 'join_pending' });
    const request = a.teacher.lastState().requests[0].id;
    const inB = { type: 'class_control', classId: b.classId };
    refusedUnchanged(a, { ...inB, command: 'rename', student: a.key('Ana'), name: 'Mallory' }, 'STUDENT_NOT_FOUND', b.teacher);
    refusedUnchanged(a, { ...inB, command: 'replace_by_bot', student: a.key('Ana') }, 'STUDENT_NOT_FOUND', b.teacher);
    refusedUnchanged(a, { ...inB, command: 'move', student: b.key('Xia'), table: a.tables[0] }, 'NOT_IN_CLASS', b.teacher);
    refusedUnchanged(a, { ...inB, command: 'pause', tables: [a.tables[0]] }, 'NOT_IN_CLASS', b.teacher);
    refusedUnchanged(a, { type: 'export_class', classId: b.classId, table: a.tables[0] }, 'NOT_IN_CLASS', b.teacher);
    refusedUnchanged(a, { ...inB, command: 'approve', request }, 'REQUEST_NOT_FOUND', b.teacher);
    // B's dashboard is no facilitator of A; a key works only through its own link.
    const remoteB = new Peer(a.booted, '10.0.0.7');
    remoteB.ask({ type: 'facilitate_class', code: b.created.code, secret: b.created.secret });
    refusedUnchanged(a, { type: 'class_control', classId: a.classId, command: 'pause' }, 'FACILITATOR_ONLY', remoteB);
    refusedUnchanged(a, { type: 'export_class', classId: a.classId }, 'FACILITATOR_ONLY', remoteB);
    expect(a.roster().requests.map((r) => r.id)).toEqual([request]);
    expect(remoteB.ask({ type: 'facilitate_class', code: a.created.code, secret: b.created.secret })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
  });

  it('a projector may not facilitate anything', () => {
    const c = classroom(temp.dir);
    const projector = new Peer(c.booted, '10.0.0.8');
    expect(projector.ask({ type: 'watch_class', code: c.created.code })).toMatchObject({ type: 'class_joined', role: 'projector' });
    const [t1] = c.tables;
    for (const [command, reason] of [
      [{ type: 'class_control', classId: c.classId, command: 'start' }, 'FACILITATOR_ONLY'],
      [{ type: 'class_control', classId: c.classId, command: 'new_secret' }, 'FACILITATOR_ONLY'],
      [{ type: 'class_control', classId: c.classId, command: 'replace_by_bot', student: c.key('Ana') }, 'FACILITATOR_ONLY'],
      [{ type: 'export_class', classId: c.classId }, 'FACILITATOR_ONLY'],
      [{ type: 'class_report', classId: c.classId }, 'FACILITATOR_ONLY'],
      [{ type: 'start_game', gameId: t1 }, 'FACILITATOR_ONLY'],
      [{ type: 'control', gameId: t1, command: 'lock' }, 'FACILITATOR_ONLY'],
      [{ type: 'control', gameId: t1, command: 'kick', player: 'P1' }, 'FACILITATOR_ONLY'],
      [{ type: 'facilitate_class', code: c.created.code }, 'WRONG_SECRET'],
      [{ type: 'list_classes' }, 'LOCAL_ONLY'],
    ] as const) {
      refusedUnchanged(c, command, reason, projector);
    }
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    refusedUnchanged(c, { type: 'class_control', classId: c.classId, command: 'pause' }, 'FACILITATOR_ONLY', projector);
    refusedUnchanged(c, { type: 'history', gameId: t1 }, 'FACILITATOR_ONLY', projector);
    refusedUnchanged(c, { type: 'act', gameId: t1, player: 'P1', phaseSerial: 1, clientSeq: 1, action: { type: 'READY' } }, 'NOT_YOUR_SEAT', projector);
  });
});

describe('student keys', () => {
  it('cannot be guessed, and a right key is never refused: after ten wrong keys a connection\'s guesses and codes are refused unchecked', () => {
    const c = classroom(temp.dir);
    const guesser = new Peer(c.booted, '10.0.0.66');
    for (let i = 0; i < 10; i++) expect(guesser.ask({ type: 'join_student', key: `GUESS${String(i).padStart(3, '0')}` })).toMatchObject({ type: 'error', reason: 'WRONG_KEY' });
    const before = snapshot(c);
    expect(guesser.ask({ type: 'join_student', key: 'GUESS999' })).toMatchObject({ type: 'error', reason: 'TOO_MANY_ATTEMPTS' });
    // Class codes are guessable: refused unchecked now (the projector's and the dashboard's door).
    expect(guesser.ask({ type: 'watch_class', code: c.created.code })).toMatchObject({ type: 'error', reason: 'TOO_MANY_ATTEMPTS' });
    expect(snapshot(c)).toEqual(before);
    // A right key is a right key, on that connection too, and from another device behind the same address.
    expect(guesser.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined' });
    const sameRouter = new Peer(c.booted, '10.0.0.66');
    expect(sameRouter.ask({ type: 'watch_class', code: c.created.code })).toMatchObject({ type: 'class_joined' });
    expect(sameRouter.ask({ type: 'join_student', key: c.key('Ben') })).toMatchObject({ type: 'joined' });
    c.clock.increment(61_000);
    expect(guesser.ask({ type: 'watch_class', code: c.created.code })).toMatchObject({ type: 'class_joined' });
  });
});

describe('hostile roster names', () => {
  const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '<script>alert(1)</script>', '😀 Zoë', 'مريم', 'Sam', 'Sam', '+SUM(1)', '@cmd', '-2', '\tTab'];

  it('stay plain text at the tables, on the roster and in the CSV; repeats are told apart', () => {
    const c = classroom(temp.dir, HOSTILE, { tables: [{ game: 'sectors', options: { maxTurns: 8, timerMode: 'TIMERLESS', reviewSeconds: 0 }, seed: 5 }, { game: 'sectors', options: { maxTurns: 8, timerMode: 'TIMERLESS', reviewSeconds: 0 }, seed: 6 }] });
    const roster = c.roster().students.map((s) => s.name);
    // The roster's names are the tables' names: the repeated Sam is "Sam (2)" in both, names are trimmed and cut
    // to 34 characters as at any table.
    const expected = ['=HYPERLINK("http://evil.example","', '<script>alert(1)</script>', '😀 Zoë', 'مريم', 'Sam', 'Sam (2)', '+SUM(1)', '@cmd', '-2', 'Tab'];
    expect(roster).toEqual(expected);
    const seated = c.tables.flatMap((g) => c.booted.host.session(g)!.context.seats.filter((s) => s.kind === 'human').map((s) => s.name));
    expect([...seated].sort()).toEqual([...expected].sort());

    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    for (const g of c.tables) playTo(c, g, 'START_TURN', 2);
    const files = c.teacher.ask({ type: 'export_class', classId: c.classId });
    const csv = files.files[0].csv as string;
    // Formula starts are defused with an apostrophe; markup, emoji and RTL text are kept as they are.
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""",`);
    expect(csv).toContain(',<script>alert(1)</script>,');
    expect(csv).toContain(',😀 Zoë,');
    expect(csv).toContain(',مريم,');
    expect(csv).toContain(",'+SUM(1),");
    expect(csv).toContain(",'@cmd,");
    expect(csv).toContain(",'-2,");
    expect(csv).toContain(',Sam,');
    expect(csv).toContain(',Sam (2),');
    // A rename to a name already on the roster is told apart the same way.
    const renamed = c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'rename', student: c.key('😀 Zoë'), name: 'Sam' });
    expect(renamed).toMatchObject({ type: 'ack' });
    expect(c.roster().students.map((s) => s.name).filter((n) => n.startsWith('Sam')).sort()).toEqual(['Sam', 'Sam (2)', 'Sam (3)']);
  });
});
