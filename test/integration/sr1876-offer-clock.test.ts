/**
 * The clocks of a stock round sale through the real host (issue 14 review), on a simulated clock: the turn's
 * clock stands still through every offer pass of its sale (a pass that times out opens the next with a fresh
 * clock) and runs on with what it had left; a pause during a pass holds the pass and the turn and refuses
 * answers; a pass that times out declines only for the seats that had not answered; and a host abandoned in
 * the middle of a pass comes back with the answers given, the pass's time left and the turn's suspended time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import type { BootedHost } from '../../src-main/app/boot.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { advance, bootTest, Client } from '../platform/games.ts';

let temp = makeTempDir('sr1876-offer-clock-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('sr1876-offer-clock-');
});

type Msg = Record<string, any>;
const SEATS = ['P1', 'P2', 'P3'];

/** A 3-seat game, every seat on its own connection; the first turn is open (nobody declares). */
function table(dataDir: string) {
  const { booted, clock } = bootTest(dataDir);
  const host = new Client(booted);
  const created = host.request({
    type: 'create_game', game: 'sr1876', seed: 7, seats: SEATS.map((p) => ({ name: p, kind: 'human' })),
    options: { rounds: 2, timerMode: 'TIMED', turnSeconds: 60, offerSeconds: 20 },
  }) as Msg;
  const gameId: string = created.gameId;
  const tokens: Record<string, string> = {};
  const people = SEATS.map((seat) => {
    const c = new Client(booted);
    const joined = c.request({ type: 'join', code: created.joinCode, seat }) as Msg;
    tokens[seat] = joined.token;
    return c;
  });
  expect(host.request({ type: 'start_game', gameId })).toMatchObject({ type: 'ack' });
  const t = game(booted, clock, host, people, gameId);
  for (let k = 0; k < 12 && t.view().view.phase === 'DECLARE'; k++) {
    const director = t.session().window.seats[0];
    for (const open of t.mine(director).declare) t.act(director, { type: 'declareReissue', company: open.company, count: 0 });
  }
  expect(t.view().view.phase).toBe('TURN');
  return { ...t, tokens, joinCode: created.joinCode as string };
}

/** `seqs`: each seat's highest accepted clientSeq (`joined.clientSeq`); `act` numbers its actions above it. */
function game(booted: BootedHost, clock: SimulatedClock, host: Client, people: Client[], gameId: string, seqs: Record<string, number> = { P1: 0, P2: 0, P3: 0 }) {
  const seatOf = (p: string) => people[SEATS.indexOf(p)];
  const view = () => host.lastView(gameId) as unknown as Msg;
  const session = () => view().session;
  const mine = (p: string) => (seatOf(p).lastView(gameId) as unknown as Msg).private[p];
  /** Sends an `act` on the active window with the seat's next clientSeq (used up only when accepted). */
  const send = (p: string, action: Msg): Msg => {
    const answer = seatOf(p).request({ type: 'act', gameId, player: p, phaseSerial: session().window.id, clientSeq: seqs[p] + 1, action }) as Msg;
    if (answer.type === 'ack') seqs[p] += 1;
    return answer;
  };
  const act = (p: string, action: Msg) => expect(send(p, action), `${p} ${JSON.stringify(action)}`).toMatchObject({ type: 'ack' });
  /** The turn's held time while a pass is open (the session's suspended clock). */
  const suspended = () => booted.host.session(gameId)!.context.suspended;
  /** The time the active window has left, as a client reads it from `session`. */
  const left = () => (session().paused ? session().remainingMs : session().deadline - session().serverNow);
  return { booted, clock, host, people, gameId, seatOf, view, session, mine, send, act, suspended, left };
}

/** The first turn's seat sells `count` shares of its own company 10 s into its turn: the first pass is open. */
function sellOwn(t: ReturnType<typeof table>, count: number) {
  const seller: string = t.view().view.actor;
  const turn = t.session().window.id;
  expect(t.left()).toBe(60_000);
  t.clock.increment(10_000);
  const company: string = t.view().view.players.find((p: Msg) => p.id === seller).directs[0];
  t.act(seller, { type: 'sell', company, count });
  expect(t.session().window).toMatchObject({ phase: 'OFFER', kind: 'interrupt' });
  expect(t.suspended()).toEqual([{ id: turn, remainingMs: 50_000 }]);
  return { seller, turn, company, candidates: t.view().view.offer.candidates as string[] };
}

describe('sr1876 offer pass clocks through the host', () => {
  it('holds the turn through every pass of its sale, times out only the missing answers, and resumes the turn with its time', () => {
    const t = table(join(temp.dir, 'data'));
    const { seller, turn, company, candidates } = sellOwn(t, 2);
    const [taker, silent] = candidates;
    const first = t.session().window.id;
    expect(t.left()).toBe(20_000);
    t.clock.increment(4000);
    t.act(taker, { type: 'offerResponse', take: true });
    expect(t.left()).toBe(16_000);
    // Nothing happens a second before the pass's deadline, however long the turn had.
    advance(t.clock, 15_000);
    expect(t.session().window.id).toBe(first);
    advance(t.clock, 1000);
    const closed = t.view().events.find((e: Msg) => e.type === 'OFFER_PASS_CLOSED');
    expect(closed).toMatchObject({ seller, company, pass: 1, answers: { [taker]: true, [silent]: false }, allocation: [{ buyer: taker }] });
    expect(t.view().events).toContainEqual(expect.objectContaining({ type: 'TIMED_OUT', window: first }));
    // Every later pass (one share left) is a new window with a fresh clock; the turn still holds its 50 s.
    let passes = 1;
    while (t.session().window.phase === 'OFFER') {
      expect(t.session().window.id).toBeGreaterThan(first);
      expect(t.left()).toBe(20_000);
      expect(t.suspended()).toEqual([{ id: turn, remainingMs: 50_000 }]);
      advance(t.clock, 20_000);
      passes += 1;
      expect(passes).toBeLessThan(12);
    }
    expect(passes).toBeGreaterThan(1);
    expect(t.session().window).toMatchObject({ id: turn, phase: 'TURN', seats: [seller] });
    expect(t.suspended()).toEqual([]);
    expect(t.left()).toBe(50_000);
    advance(t.clock, 49_000);
    expect(t.session().window.id).toBe(turn);
    advance(t.clock, 1000);
    expect(t.session().window.id).not.toBe(turn);
    expect(t.view().events).toContainEqual(expect.objectContaining({ type: 'TURN_ENDED', seat: seller, auto: true }));
    t.booted.close();
  });

  it('a pace change during a pass rescales the held turn too, so the turn comes back at the new pace', () => {
    const t = table(join(temp.dir, 'data'));
    const { turn } = sellOwn(t, 1);
    expect(t.suspended()).toEqual([{ id: turn, remainingMs: 50_000 }]);
    expect(t.host.request({ type: 'control', gameId: t.gameId, command: 'set_pace', pace: 2 })).toMatchObject({ type: 'ack' });
    expect(t.suspended()).toEqual([{ id: turn, remainingMs: 100_000 }]);
    expect(t.left()).toBe(40_000);
    while (t.session().window.phase === 'OFFER') advance(t.clock, 1000);
    expect(t.session().window.id).toBe(turn);
    expect(t.left()).toBe(100_000);
    t.booted.close();
  });

  it('holds a pass and its turn while paused: answers are refused, the time left is kept', () => {
    const t = table(join(temp.dir, 'data'));
    const { turn, candidates } = sellOwn(t, 1);
    const pass = t.session().window.id;
    advance(t.clock, 5000);
    t.act(candidates[0], { type: 'offerResponse', take: false });
    expect(t.host.request({ type: 'control', gameId: t.gameId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(t.session()).toMatchObject({ paused: true, deadline: null, remainingMs: 15_000 });
    const frozen = JSON.stringify(t.booted.host.session(t.gameId)!.context.engine);
    expect(t.send(candidates[1], { type: 'offerResponse', take: true })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    expect(t.send(candidates[1], { type: 'READY' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    advance(t.clock, 120_000);
    expect(JSON.stringify(t.booted.host.session(t.gameId)!.context.engine)).toBe(frozen);
    expect(t.session().window.id).toBe(pass);
    expect(t.suspended()).toEqual([{ id: turn, remainingMs: 50_000 }]);
    expect(t.host.request({ type: 'control', gameId: t.gameId, command: 'resume' })).toMatchObject({ type: 'ack' });
    expect(t.left()).toBe(15_000);
    // The second answer closes the pass; the turn comes back with the 50 s it had before the sale.
    t.act(candidates[1], { type: 'offerResponse', take: true });
    expect(t.session().window).toMatchObject({ id: turn, phase: 'TURN' });
    expect(t.left()).toBe(50_000);
    t.booted.close();
  });

  it('resumes an abandoned host mid-pass with the answers given, the pass\'s time left and the turn\'s held time', () => {
    const dataDir = join(temp.dir, 'data');
    const t = table(dataDir);
    const { seller, turn, candidates } = sellOwn(t, 1);
    const pass = t.session().window.id;
    advance(t.clock, 7000);
    t.act(candidates[0], { type: 'offerResponse', take: true });
    const before = t.booted.host.session(t.gameId)!.context;
    const engine = JSON.stringify(before.engine);
    const deadline = before.timer.deadline!;
    expect(deadline - t.clock.now()).toBe(13_000);

    // The first host is abandoned as it stands (no stop); a second one boots on its data at the same time.
    const clock = new SimulatedClock();
    clock.set(t.clock.now());
    const second = bootTest(dataDir, clock);
    expect(second.booted.restored).toEqual([t.gameId]);
    const ctx = second.booted.host.session(t.gameId)!.context;
    expect(JSON.stringify(ctx.engine)).toBe(engine);
    expect(ctx.timer.serial).toBe(pass);
    // Downtime since the last heartbeat is given back, never taken (at most one beat).
    expect(ctx.timer.deadline! - deadline).toBeGreaterThanOrEqual(0);
    expect(ctx.timer.deadline! - deadline).toBeLessThanOrEqual(250);
    expect(ctx.suspended).toEqual([{ id: turn, remainingMs: 50_000 }]);

    // The players come back with their tokens; the other candidate answers and the first answer counts.
    const seqs: Record<string, number> = {};
    const people = SEATS.map((seat) => {
      const c = new Client(second.booted);
      const joined = c.request({ type: 'join', code: t.joinCode, token: t.tokens[seat] }) as Msg;
      expect(joined).toMatchObject({ type: 'joined', player: seat });
      seqs[seat] = joined.clientSeq;
      return c;
    });
    expect(seqs[candidates[0]]).toBeGreaterThan(0);
    const u = game(second.booted, clock, people[0], people, t.gameId, seqs);
    expect(u.mine(candidates[0]).answer).toEqual({ take: true, companyTake: null });
    expect(u.view().view.offer.answered).toEqual([candidates[0]]);
    u.act(candidates[1], { type: 'offerResponse', take: false });
    expect(u.view().events.find((e: Msg) => e.type === 'OFFER_PASS_CLOSED')).toMatchObject({ answers: { [candidates[0]]: true, [candidates[1]]: false }, allocation: [{ buyer: candidates[0] }] });
    expect(u.session().window).toMatchObject({ id: turn, phase: 'TURN', seats: [seller] });
    expect(second.booted.host.session(t.gameId)!.context.timer.deadline! - clock.now()).toBe(50_000);
    second.booted.close();
    t.booted.db.close();
  });
});
