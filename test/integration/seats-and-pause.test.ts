import { engineOf } from '../helpers/session.ts';
/**
 * Issue 10 regressions through host → SQLite (in-process clients on a simulated clock): seats given to
 * bots and back, absent seats, unique names, pause that holds, and deduplication that survives reconnects
 * and restarts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { Journal } from '../../src-main/store/journal.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type SeatSpec = { name: string; kind: 'human' | 'bot' };
const humans = (n: number): SeatSpec[] => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));
type Joined = Extract<HostEvent, { type: 'joined' }>;

function table(seats: SeatSpec[] = humans(3), options: Record<string, unknown> = {}, start = true) {
  const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
  const facilitator = new LocalClient(booted);
  const created = facilitator.request({ type: 'create_game', seats, seed: 5, start, options, graceSeconds: 20 }) as { gameId: string; joinCode: string };
  const session = () => booted.host.session(created.gameId)!.context;
  return { booted, clock, facilitator, ...created, session, journal: () => new Journal(booted.db).read(created.gameId) };
}

describe('seat control', () => {
  it('a seat given to a bot is no longer the old player\'s: connection, token and acts are revoked', () => {
    const t = table();
    const ann = new LocalClient(t.booted, false);
    const joined = ann.request({ type: 'join', code: t.joinCode, name: 'Ann' }) as Joined;
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_seat', player: 'P1', kind: 'bot', botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    expect(ann.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
    expect(ann.lastView(t.gameId)!.private).toEqual({});
    expect(ann.act(t.gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 3 })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
    const again = new LocalClient(t.booted, false);
    expect(again.request({ type: 'join', code: t.joinCode, token: joined.token })).toMatchObject({ type: 'error', reason: 'WRONG_TOKEN' });
    // Handed back to a person: it is a human seat again, free_seat works, and a fresh join takes it.
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_seat', player: 'P1', kind: 'human' })).toMatchObject({ type: 'ack' });
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'free_seat', player: 'P1' })).toMatchObject({ type: 'ack' });
    expect(again.request({ type: 'join', code: t.joinCode, seat: 'P1', name: 'Bea' })).toMatchObject({ type: 'joined', player: 'P1' });
    expect(t.session().seats[0]).toMatchObject({ kind: 'human', name: 'Bea', lostAt: null });
  });

  it('renames (unique), kicks, and locks the table against new players but not against rejoins', () => {
    const t = table();
    const ann = new LocalClient(t.booted, false);
    const joined = ann.request({ type: 'join', code: t.joinCode, name: 'Ann' }) as Joined;
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'rename_seat', player: 'P2', name: 'ann' });
    expect(t.session().seats[1].name).toBe('ann (2)');
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'lock' })).toMatchObject({ type: 'ack' });
    expect(t.facilitator.lastView(t.gameId)!.session.locked).toBe(true);
    const late = new LocalClient(t.booted, false);
    expect(late.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'error', reason: 'TABLE_LOCKED' });
    const annAgain = new LocalClient(t.booted, false);
    expect(annAgain.request({ type: 'join', code: t.joinCode, token: joined.token })).toMatchObject({ type: 'joined', player: 'P1' });
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'kick', player: 'P1' });
    expect(annAgain.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
    expect(new LocalClient(t.booted, false).request({ type: 'join', code: t.joinCode, token: joined.token })).toMatchObject({ type: 'error', reason: 'WRONG_TOKEN' });
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'unlock' });
    expect(late.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'joined' });
  });

  it('one connection takes one seat with the code', () => {
    const t = table();
    const grabber = new LocalClient(t.booted, false);
    expect(grabber.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'joined', player: 'P1' });
    expect(grabber.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'error', reason: 'ALREADY_SEATED' });
  });
});

describe('names are unique in a game', () => {
  it('suffixes duplicate names at creation and on join, also against bot names', () => {
    const t = table([{ name: 'Sam', kind: 'human' }, { name: 'sam', kind: 'human' }, { name: 'Bot 1', kind: 'bot' }, { name: 'X', kind: 'human' }], {}, false);
    expect(t.session().seats.map((s) => s.name)).toEqual(['Sam', 'sam (2)', 'Bot 1', 'X']);
    const p = new LocalClient(t.booted, false);
    p.request({ type: 'join', code: t.joinCode, seat: 'P4', name: 'Bot 1' });
    expect(t.session().seats[3].name).toBe('Bot 1 (2)');
    t.facilitator.request({ type: 'start_game', gameId: t.gameId });
    expect((t.facilitator.lastView(t.gameId)!.view as unknown as { players: { name: string }[] }).players.map((x) => x.name)).toEqual(['Sam', 'sam (2)', 'Bot 1', 'Bot 1 (2)']);
  });
});

describe('absent seats', () => {
  it('seats nobody ever joined are ready after the grace period, so a timerless class moves on', () => {
    const t = table(humans(3), { timerMode: 'TIMERLESS' });
    const ann = new LocalClient(t.booted, false);
    ann.request({ type: 'join', code: t.joinCode, name: 'Ann' });
    ann.act(t.gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 2 });
    ann.act(t.gameId, 'P1', { type: 'READY' });
    expect(engineOf(t.session()).phase).toBe('INFLUENCE_BID');
    t.clock.increment(20_000);
    expect(engineOf(t.session()).phase).not.toBe('INFLUENCE_BID');
    expect(t.facilitator.lastView(t.gameId)!.session.seats.map((s) => s.everConnected)).toEqual([true, false, false]);
  });

  it('at the start, empty seats can be filled with bots or removed (the rest renumbered, tokens follow)', () => {
    const bots = table(humans(3), {}, false);
    new LocalClient(bots.booted, false).request({ type: 'join', code: bots.joinCode, seat: 'P2' });
    bots.facilitator.request({ type: 'start_game', gameId: bots.gameId, emptySeats: 'bot', botLevel: 'easy' });
    expect(bots.session().seats.map((s) => [s.kind, s.botLevel])).toEqual([['bot', 'easy'], ['human', null], ['bot', 'easy']]);

    const removed = table(humans(3), {}, false);
    const ben = new LocalClient(removed.booted, false);
    const joined = ben.request({ type: 'join', code: removed.joinCode, seat: 'P2', name: 'Ben' }) as Joined;
    new LocalClient(removed.booted, false).request({ type: 'join', code: removed.joinCode, seat: 'P3', name: 'Cy' });
    removed.facilitator.request({ type: 'start_game', gameId: removed.gameId, emptySeats: 'remove' });
    expect(removed.session().seats.map((s) => [s.player, s.name])).toEqual([['P1', 'Ben'], ['P2', 'Cy']]);
    expect(engineOf(removed.session()).players.length).toBe(2);
    expect(ben.act(removed.gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 1 })).toMatchObject({ type: 'ack' });
    expect(new LocalClient(removed.booted, false).request({ type: 'join', code: removed.joinCode, token: joined.token })).toMatchObject({ type: 'joined', player: 'P1' });
  });
});

describe('pause holds', () => {
  it('refuses inputs and READY, and nothing advances — no timeout, grace or bot — however long it lasts', () => {
    const t = table([...humans(2), { name: 'Robo', kind: 'bot' }]);
    const ann = new LocalClient(t.booted, false);
    ann.request({ type: 'join', code: t.joinCode, name: 'Ann' });
    t.clock.increment(5_000);
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'pause' });
    const before = t.journal().length;
    const serial = engineOf(t.session()).phaseSerial;
    expect(ann.act(t.gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 2 })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    expect(ann.act(t.gameId, 'P1', { type: 'READY' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    expect(ann.request({ type: 'check', gameId: t.gameId, player: 'P1', action: { type: 'READY' } })).toMatchObject({ type: 'check_result', ok: false, reason: 'PAUSED' });
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'end_phase' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    // Everyone walks away for ten minutes: far beyond the phase timer and every grace period.
    ann.connection.close();
    t.clock.increment(600_000);
    expect(engineOf(t.session()).phaseSerial).toBe(serial);
    expect(t.journal().slice(before).map((e) => e.kind)).toEqual(['SEAT_LOST']);
    // After the resume Ann's grace period starts then; the phase has the 50 s it had left.
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'resume' });
    expect(t.session().seats[0].lostAt).toBe(t.clock.now());
    expect(t.facilitator.lastView(t.gameId)!.session).toMatchObject({ paused: false, remainingMs: 50_000 });
  });
});

describe('a pause across a host restart', () => {
  it('is still a pause after the host comes back: nothing advances until the facilitator resumes', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootSimulated(dataDir, clock);
    const host = new LocalClient(first.booted);
    const { gameId, joinCode } = host.request({ type: 'create_game', seats: humans(2), seed: 9, start: true }) as { gameId: string; joinCode: string };
    new LocalClient(first.booted, false).request({ type: 'join', code: joinCode });
    clock.increment(5_000);
    host.request({ type: 'control', gameId, command: 'pause' });
    first.booted.close();
    clock.increment(120_000);
    const second = bootSimulated(dataDir, clock);
    const ctx = () => second.booted.host.session(gameId)!.context;
    const serial = engineOf(ctx()).phaseSerial;
    clock.increment(600_000);
    expect(ctx().timer.paused).toBe(true);
    expect(engineOf(ctx()).phaseSerial).toBe(serial);
    expect(ctx().timer.pausedRemaining).toBe(50_000);
    expect(new Journal(second.booted.db).read(gameId).map((e) => e.kind)).not.toContain('TIME_UP');
    second.booted.close();
  });
});

describe('deduplication per seat', () => {
  it('an act resent after a reconnect or a host restart is not applied twice', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootSimulated(dataDir, clock);
    const host = new LocalClient(first.booted);
    const { gameId, joinCode } = host.request({ type: 'create_game', seats: humans(2), seed: 3, start: true }) as { gameId: string; joinCode: string };
    const phone = new LocalClient(first.booted, false);
    const joined = phone.request({ type: 'join', code: joinCode }) as Joined;
    expect(joined.clientSeq).toBe(0);
    const act = { type: 'act', gameId, player: 'P1', phaseSerial: 1, clientSeq: 1, action: { type: 'SUBMIT_INFLUENCE_BID', points: 4 } };
    expect(phone.request(act)).toMatchObject({ type: 'ack' });
    const entries = new Journal(first.booted.db).read(gameId).length;
    phone.connection.close();
    const refreshed = new LocalClient(first.booted, false);
    expect(refreshed.request({ type: 'join', code: joinCode, token: joined.token })).toMatchObject({ type: 'joined', clientSeq: 1 });
    expect(refreshed.request(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    first.booted.close();
    const second = bootSimulated(dataDir, clock);
    const afterRestart = new LocalClient(second.booted, false);
    afterRestart.request({ type: 'join', code: joinCode, token: joined.token });
    expect(afterRestart.request(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    const kinds = new Journal(second.booted.db).read(gameId).slice(entries).map((e) => e.kind);
    expect(kinds).not.toContain('INPUT');
    expect(afterRestart.request({ ...act, clientSeq: 2, action: { type: 'READY' } })).toMatchObject({ type: 'ack' });
    second.booted.close();
  });
});
