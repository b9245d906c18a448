/**
 * The sealed answers of a stock round offer pass, through everything a class table offers (issue 14 review):
 * the same class is played twice with the same seed and moves, except that the first candidate takes the share
 * in one run and declines it in the other. While the pass is open, everything anyone else can get is the same
 * in both runs: every message to the other students, the spectator and the teacher's dashboard (views, events,
 * class state), the running game's history, its sealed export opened with the passphrase, the class CSVs and
 * report, another candidate's hint and `check`. Once the pass closes, both answers show together.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openGameFile } from '../../src-main/host/sealed-file.ts';
import { Peer } from '../helpers/class-peer.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootTest } from '../platform/games.ts';

let temp = makeTempDir('sr1876-secrecy-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('sr1876-secrecy-');
});

type Msg = Record<string, any>;
const STUDENTS = ['Ana', 'Ben', 'Cy'];
const PASSPHRASE = 'correct horse battery';

/** A class with one stock round table, every student on a machine of their own, a spectator and hints on. */
function classTable(dir: string) {
  const { booted, clock } = bootTest(join(dir, 'data'));
  clock.set(1_767_000_000_000);
  const teacher = new Peer(booted, '127.0.0.1', true);
  const created = teacher.ask({
    type: 'create_class', name: 'Period 3', students: STUDENTS,
    tables: [{ game: 'sr1876', options: { rounds: 2, timerMode: 'TIMED', turnSeconds: 60, offerSeconds: 20 }, seed: 7, seats: 3, name: 'Table 1' }],
  });
  expect(created.type).toBe('class_created');
  const state = teacher.events.filter((e) => e.type === 'class_state').at(-1)!;
  const gameId: string = state.tables[0].gameId;
  const students = STUDENTS.map((name, i) => {
    const peer = new Peer(booted, `10.0.0.${i + 2}`);
    const key = state.students.find((s: Msg) => s.name === name)!.key;
    expect(peer.ask({ type: 'join_student', key })).toMatchObject({ type: 'joined', player: `P${i + 1}` });
    return peer;
  });
  const spectator = new Peer(booted, '10.0.0.9');
  expect(spectator.ask({ type: 'spectate', code: state.tables[0].joinCode })).toMatchObject({ type: 'joined', role: 'spectator' });
  expect(teacher.ask({ type: 'class_control', classId: created.classId, command: 'start' })).toMatchObject({ type: 'ack' });
  expect(teacher.ask({ type: 'class_control', classId: created.classId, command: 'set_hints', on: true })).toMatchObject({ type: 'ack' });
  const peerOf = (p: string) => students[Number(p.slice(1)) - 1];
  const view = () => teacher.lastView(gameId)!;
  const act = (p: string, action: Msg) => {
    const answer = peerOf(p).act(gameId, p, action);
    expect(answer, `${p} ${JSON.stringify(action)}`).toMatchObject({ type: 'ack' });
  };
  /** Message texts with this run's random names (ids, codes) replaced, so two runs compare. */
  const randoms = [gameId, created.classId, created.code, state.tables[0].joinCode, ...state.students.map((s: Msg) => s.key)];
  const plain = (value: unknown) => randoms.reduce((text, r) => text.replaceAll(r, '<id>'), JSON.stringify(value));
  return { booted, clock, teacher, classId: created.classId as string, gameId, students, spectator, peerOf, view, act, plain };
}

/**
 * The first seat to move buys a share of a company another seat directs, the others pass, and it sells the
 * share: the pass asks the other two seats, one of them also for the company. Returns the pass's seats.
 */
function toOpenPass(t: ReturnType<typeof classTable>) {
  for (let k = 0; k < 12 && t.view().view.phase === 'DECLARE'; k++) {
    const director = t.view().session.window.seats[0];
    for (const open of t.peerOf(director).lastView(t.gameId)!.private[director].declare) t.act(director, { type: 'declareReissue', company: open.company, count: 0 });
  }
  const seller: string = t.view().view.actor;
  const own = t.peerOf(seller).lastView(t.gameId)!.private[seller];
  const directorOf = (code: string) => t.view().view.companies.find((c: Msg) => c.code === code).director;
  const buy = own.buys.find((b: Msg) => b.source === 'company' && b.refusal === null && directorOf(b.company) !== seller);
  t.act(seller, { type: 'buy', company: buy.company, source: 'company' });
  for (let k = 0; k < 4 && t.view().view.actor !== seller; k++) t.act(t.view().view.actor, { type: 'endTurn' });
  t.clock.increment(5000);
  t.act(seller, { type: 'sell', company: buy.company, count: 1 });
  const offer = t.view().view.offer;
  expect(offer).toMatchObject({ seller, company: buy.company, companyCandidate: true, candidates: expect.any(Array) });
  expect(offer.waiting).toHaveLength(2);
  // The first to answer is a candidate who does not also answer for the company.
  const [first, second] = offer.waiting[0] === offer.director ? [offer.waiting[1], offer.waiting[0]] : [offer.waiting[0], offer.waiting[1]];
  expect(second).toBe(offer.director);
  return { seller, company: buy.company as string, first: first as string, second: second as string };
}

/** Everything the class lets anyone but `first` learn while the pass is open, as comparable text. */
function observe(t: ReturnType<typeof classTable>, marks: Map<Peer, number>, first: string, second: string) {
  const seen: Record<string, string> = {};
  const others = [...t.students.filter((_, i) => `P${i + 1}` !== first), t.spectator, t.teacher];
  others.forEach((peer, i) => (seen[`messages ${i}`] = t.plain(peer.events.slice(marks.get(peer)))));
  seen.history = t.plain(t.teacher.ask({ type: 'history', gameId: t.gameId }));
  const sealed = t.teacher.ask({ type: 'export_game', gameId: t.gameId, passphrase: PASSPHRASE });
  expect(sealed.type).toBe('game_file');
  const opened = openGameFile(sealed.file, PASSPHRASE);
  expect(opened.ok).toBe(true);
  seen.export = t.plain((opened as { file: unknown }).file);
  seen.csv = t.plain(t.teacher.ask({ type: 'export_class', classId: t.classId }).files);
  seen.report = t.plain(t.teacher.ask({ type: 'class_report', classId: t.classId }).report);
  const hint = t.peerOf(second).ask({ type: 'hint', gameId: t.gameId, player: second });
  expect(hint, JSON.stringify(hint)).toMatchObject({ type: "hint_result" });
  seen.hint = t.plain(hint);
  seen.check = t.plain(['offerResponse', 'companyOfferResponse'].map((type) => t.peerOf(second).ask({ type: 'check', gameId: t.gameId, player: second, action: { type, take: true, ...(type === 'companyOfferResponse' ? { company: t.view().view.offer.company } : {}) } })));
  // The answering seat's own screen does differ between the runs (its private view holds its answer).
  const own = t.plain(t.peerOf(first).events.slice(marks.get(t.peerOf(first))));
  return { seen, own };
}

function play(dir: string, take: boolean) {
  const t = classTable(dir);
  const { first, second } = toOpenPass(t);
  const marks = new Map([...t.students, t.spectator, t.teacher].map((p) => [p, p.events.length]));
  t.clock.increment(3000);
  t.act(first, { type: 'offerResponse', take });
  // A second answer is refused (and noted for the class debrief, with its fields): it must not show either.
  expect(t.peerOf(first).act(t.gameId, first, { type: 'offerResponse', take })).toMatchObject({ type: 'error', reason: 'ALREADY_SUBMITTED' });
  expect(t.view().view.offer.answered).toEqual([first]);
  const open = observe(t, marks, first, second);
  // The pass closes with the second seat's answers: both are shown together.
  t.act(second, { type: 'offerResponse', take: false });
  t.act(second, { type: 'companyOfferResponse', company: t.view().view.offer.company, take: false });
  const closed = t.view().events.find((e: Msg) => e.type === 'OFFER_PASS_CLOSED');
  const lastPass = t.view().view.lastPass;
  t.booted.close();
  return { open, closed, lastPass, first, second };
}

describe('sr1876: a sealed offer answer through a class table', () => {
  it('shows nobody else anything of an answer until the pass closes, then shows every answer together', { timeout: 60_000 }, () => {
    const took = play(join(temp.dir, 'take'), true);
    const declined = play(join(temp.dir, 'decline'), false);
    expect(took.first).toBe(declined.first);
    expect(Object.keys(took.open.seen)).toHaveLength(10);
    for (const key of Object.keys(took.open.seen)) expect(declined.open.seen[key], key).toBe(took.open.seen[key]);
    expect(declined.open.own).not.toBe(took.open.own);
    // The comparison saw the answer arrive (that it came is public) and the debrief had the game in it.
    expect(took.open.seen['messages 0']).toContain('OFFER_ANSWERED');
    expect(took.open.seen.report).toContain('Ana');
    expect(took.open.seen.hint).toContain('"why"');

    expect(took.closed).toMatchObject({ answers: { [took.first]: true, [took.second]: false }, companyAnswer: false, allocation: [{ buyer: took.first }] });
    expect(declined.closed).toMatchObject({ answers: { [took.first]: false, [took.second]: false }, companyAnswer: false, allocation: [] });
    expect(took.lastPass).toMatchObject({ answers: took.closed.answers, allocation: took.closed.allocation });
  });
});
