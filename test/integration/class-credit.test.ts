/**
 * Who played what, from a real table's journal (issue "A class a teacher can trust"): a student plays turns 1 and
 * 2, the teacher gives her seat to a bot in turn 2 and hands it back in turn 4; the other students never join, so
 * the class start gives their seats to bots. The CSV says per period who played (`seat_kind` student / both / bot,
 * `student_moves`), and the report ranks only the student who played, marked as partly replaced, the others listed
 * as not having played.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { creditedReplay } from '../../src-main/host/class-debrief.ts';
import { exportGame } from '../../src-main/host/game-file.ts';
import { JournalReader } from '../../src-main/store/journal.ts';
import { classroom, Peer, playTo } from '../helpers/class-peer.ts';
import { advanceBy } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Msg = Record<string, any>;

function parseCsv(text: string): string[][] {
  return text.trim().split('\r\n').map((line) => line.split(','));
}

describe('who played each seat, read from the journal', () => {
  it('credits each period to the student, a bot or both, and ranks only students who played', () => {
    const c = classroom(temp.dir, ['Ana', 'Ben', 'Cai', 'Dee']);
    const [t1, t2] = c.tables;
    const ana = new Peer(c.booted, '10.0.0.10');
    expect(ana.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined', gameId: t1, player: 'P1' });
    // Ben, Cai and Dee never come: "start" gives their seats to bots before the game begins.
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', emptySeats: 'bot', botLevel: 'random' })).toMatchObject({ type: 'ack' });
    const company = () => (c.teacher.lastView(t1)!.view.companies as Msg[])[0].id as string;
    const buy = (who: Peer) => expect(who.act(t1, 'P1', { type: 'PLACE_MARKET_ORDER', companyId: company(), location: 'IPO', side: 'BUY', quantity: 1 })).toMatchObject({ type: 'ack' });
    const control = (command: string) => expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command, student: c.key('Ana') })).toMatchObject({ type: 'ack' });

    playTo(c, t1, 'PLACE_STOCK_ORDERS', 1);
    buy(ana);
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 2);
    buy(ana);
    // Mid-turn 2 the teacher gives Ana's seat to a bot, which plays it through turn 3.
    control('replace_by_bot');
    advanceBy(c.clock, 2000);
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 3);
    advanceBy(c.clock, 2000);
    // In turn 4 she gets it back and plays again, on her own link.
    playTo(c, t1, 'PLACE_STOCK_ORDERS', 4);
    control('hand_back');
    const back = new Peer(c.booted, '10.0.0.11');
    expect(back.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined', gameId: t1, player: 'P1' });
    // A new device numbers its acts on from the seat's last (the `joined` answer's clientSeq).
    const answer = back.ask({ type: 'act', gameId: t1, player: 'P1', phaseSerial: back.lastView(t1)!.session.window.id, clientSeq: 3, action: { type: 'PLACE_MARKET_ORDER', companyId: company(), location: 'IPO', side: 'BUY', quantity: 1 } });
    expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'ack' });
    for (const gameId of [t1, t2]) {
      for (let i = 0; i < 3000 && c.booted.host.record(gameId)!.status !== 'FINISHED'; i++) {
        c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'end_phase', tables: [gameId] });
        if (i % 10 === 0) advanceBy(c.clock, 1000);
      }
      expect(c.booted.host.record(gameId)!.status).toBe('FINISHED');
    }

    // The replay that credits the inputs gives the game file's inputs, exactly.
    const record = c.booted.host.record(t1)!;
    const entries = new JournalReader(c.booted.db).read(t1);
    const credited = creditedReplay(sectorsModule, record, entries);
    expect(credited.inputs).toEqual(exportGame(sectorsModule, record, entries, 'test', 0).inputs);
    expect(credited.credit.origins).toHaveLength(credited.inputs.length);
    expect(credited.credit.start).toEqual({ P1: 'human', P2: 'bot', P3: 'bot' });
    expect(credited.credit.changes.map((x) => [x.player, x.kind])).toEqual([['P1', 'bot'], ['P1', 'human']]);
    expect(credited.credit.origins.filter((o) => o === 'student').length).toBe(3);

    // The CSV: per period, who played Ana's seat and how many moves were hers.
    const files = c.teacher.ask({ type: 'export_class', classId: c.classId }).files as Msg[];
    const [header, ...rows] = parseCsv(files[1].csv as string);
    const col = (name: string) => header.indexOf(name);
    const of = (name: string) => rows.filter((r) => r[col('student')] === name);
    expect(of('Ana').map((r) => r[col('seat_kind')])).toEqual(['student', 'both', 'bot', 'both', 'student', 'student', 'student', 'student']);
    expect(of('Ana').map((r) => Number(r[col('student_moves')]))).toEqual([1, 1, 0, 1, 0, 0, 0, 0]);
    // Cai's seat was a bot's from the start: every period is the bot's, none of its moves his.
    expect(of('Cai').every((r) => r[col('seat_kind')] === 'bot' && r[col('student_moves')] === '0')).toBe(true);

    // The report: one board for the two Sectors tables (same options, three seats each); Ana ranked with her mark.
    const report = c.teacher.ask({ type: 'class_report', classId: c.classId }).report as Msg;
    expect(report.boards).toHaveLength(1);
    const [board] = report.boards as Msg[];
    expect(board).toMatchObject({ game: 'sectors', seats: 3, tables: ['Period 3 — Table 1', 'Period 3 — Table 2'], sameDeal: false, money: { prefix: '$', suffix: '' } });
    expect((board.lines as Msg[]).map((l) => [l.name, l.rank, l.partly, l.credit])).toEqual([['Ana', 1, true, 'both']]);
    expect((board.unranked as Msg[]).map((l) => [l.name, l.played, l.credit])).toEqual([['Ben', false, 'bot'], ['Cai', false, 'bot'], ['Dee', false, 'bot']]);
    const seat = (report.tables as Msg[])[0].seats.find((s: Msg) => s.name === 'Ana');
    expect(seat).toMatchObject({ kind: 'human', credit: 'both', studentMoves: 3 });
    expect(seat.place).toBeGreaterThanOrEqual(1);
  });
});
