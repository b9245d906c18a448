/**
 * Issue 10 regressions through host → SQLite (in-process clients on a simulated clock), for every game
 * (test/platform/games.ts): seats given to bots and back, absent seats, unique names, pause that holds, and
 * deduplication that survives reconnects and restarts. Moves are whatever the game's rules accept at that moment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { Journal } from '../../src-main/store/journal.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import { bootEvery, createFor, humansFor, seatCount, someMove, windowId } from '../helpers/every-game.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { GAME_CASES, type GameCase } from '../platform/games.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type SeatSpec = { name: string; kind: 'human' | 'bot' };
type Joined = Extract<HostEvent, { type: 'joined' }>;

function table(game: GameCase, seats: SeatSpec[] = humansFor(game, 3), options: Record<string, unknown> = {}, start = true) {
  const { booted, clock } = bootEvery(join(temp.dir, 'data'));
  const facilitator = new LocalClient(booted);
  const created = facilitator.request(createFor(game, seats, { start, graceSeconds: 20 }, options)) as { gameId: string; joinCode: string };
  const session = () => booted.host.session(created.gameId)!.context;
  return { booted, clock, facilitator, ...created, session, window: () => windowId(game, session()), journal: () => new Journal(booted.db).read(created.gameId) };
}

describe.each(GAME_CASES)('$kind', (game) => {
  const level = game.module.bots.levels[0];

  describe('seat control', () => {
    it('a seat given to a bot is no longer the old player\'s: connection, token and acts are revoked', () => {
      const t = table(game);
      const ann = new LocalClient(t.booted, false);
      const joined = ann.request({ type: 'join', code: t.joinCode, name: 'Ann' }) as Joined;
      expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_seat', player: 'P1', kind: 'bot', botLevel: level })).toMatchObject({ type: 'ack' });
      expect(ann.events.some((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED')).toBe(true);
      expect(ann.lastView(t.gameId)!.private).toEqual({});
      expect(ann.act(t.gameId, 'P1', someMove(game, t.session(), ['P1'])?.action ?? { type: 'READY' })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
      const again = new LocalClient(t.booted, false);
      expect(again.request({ type: 'join', code: t.joinCode, token: joined.token })).toMatchObject({ type: 'error', reason: 'WRONG_TOKEN' });
      // Handed back to a person: it is a human seat again, free_seat works, and a fresh join takes it.
      expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_seat', player: 'P1', kind: 'human' })).toMatchObject({ type: 'ack' });
      expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'free_seat', player: 'P1' })).toMatchObject({ type: 'ack' });
      expect(again.request({ type: 'join', code: t.joinCode, seat: 'P1', name: 'Bea' })).toMatchObject({ type: 'joined', player: 'P1' });
      expect(t.session().seats[0]).toMatchObject({ kind: 'human', name: 'Bea', lostAt: null });
    });

    it('renames (unique), kicks, and locks the table against new players but not against rejoins', () => {
      const t = table(game);
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
      const t = table(game);
      const grabber = new LocalClient(t.booted, false);
      expect(grabber.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'joined', player: 'P1' });
      expect(grabber.request({ type: 'join', code: t.joinCode })).toMatchObject({ type: 'error', reason: 'ALREADY_SEATED' });
    });
  });

  describe('names are unique in a game', () => {
    it('suffixes duplicate names at creation and on join, also against bot names, and the game is dealt with them', () => {
      const seats: SeatSpec[] = [{ name: 'Sam', kind: 'human' }, { name: 'sam', kind: 'human' }, { name: 'Bot 1', kind: 'bot' }, { name: 'X', kind: 'human' }];
      const t = table(game, seats.slice(0, seatCount(game, 4)), {}, false);
      const names = ['Sam', 'sam (2)', 'Bot 1', 'Bot 1 (2)'].slice(0, t.session().seats.length);
      expect(t.session().seats.map((s) => s.name)).toEqual(['Sam', 'sam (2)', 'Bot 1', 'X'].slice(0, names.length));
      const last = `P${names.length}`;
      const p = new LocalClient(t.booted, false);
      p.request({ type: 'join', code: t.joinCode, seat: last, name: 'Bot 1' });
      expect(t.session().seats.at(-1)!.name).toBe(names.at(-1));
      t.facilitator.request({ type: 'start_game', gameId: t.gameId });
      expect(t.facilitator.lastView(t.gameId)!.session.seats.map((s) => s.name)).toEqual(names);
      // The game's public view names the seats as the session does.
      expect(JSON.stringify(t.facilitator.lastView(t.gameId)!.view)).toContain(JSON.stringify(names.at(-1)));
    });
  });

  describe('absent seats', () => {
    it('seats nobody ever joined are ready after the grace period, so a timerless class moves on', () => {
      const t = table(game, humansFor(game, 3), { timerMode: 'TIMERLESS' });
      const open = sessionWindow(game.module, t.session())!;
      // Ann takes a seat that does not hold the table up by itself: in a one-seat window, one it does not wait for.
      const mine = open.kind === 'simultaneous' ? 'P1' : (t.session().seats.find((s) => !open.seats.includes(s.player))?.player ?? 'P1');
      const ann = new LocalClient(t.booted, false);
      ann.request({ type: 'join', code: t.joinCode, seat: mine, name: 'Ann' });
      if (open.seats.includes(mine)) ann.act(t.gameId, mine, { type: 'READY' });
      t.clock.increment(19_000);
      expect(t.window()).toBe(open.id);
      t.clock.increment(1_000);
      expect(t.window()).not.toBe(open.id);
      expect(t.facilitator.lastView(t.gameId)!.session.seats.map((s) => s.everConnected)).toEqual(t.session().seats.map((s) => s.player === mine));
    });

    it('at the start, empty seats can be filled with bots or removed (the rest renumbered, tokens follow)', () => {
      const bots = table(game, humansFor(game, 3), {}, false);
      new LocalClient(bots.booted, false).request({ type: 'join', code: bots.joinCode, seat: 'P2' });
      bots.facilitator.request({ type: 'start_game', gameId: bots.gameId, emptySeats: 'bot', botLevel: level });
      expect(bots.session().seats.map((s) => [s.kind, s.botLevel])).toEqual(bots.session().seats.map((s) => (s.player === 'P2' ? ['human', null] : ['bot', level])));

      // Every seat but P1 taken: removing P1 leaves as many seats as the game needs at least.
      const n = seatCount(game, Math.max(3, game.module.meta.players.min + 1));
      const removed = table(game, humansFor(game, n), {}, false);
      const ben = new LocalClient(removed.booted, false);
      const joined = ben.request({ type: 'join', code: removed.joinCode, seat: 'P2', name: 'Ben' }) as Joined;
      for (let i = 3; i <= n; i++) new LocalClient(removed.booted, false).request({ type: 'join', code: removed.joinCode, seat: `P${i}`, name: `Cy ${i}` });
      removed.facilitator.request({ type: 'start_game', gameId: removed.gameId, emptySeats: 'remove' });
      expect(removed.session().seats.map((s) => [s.player, s.name])).toEqual(['Ben', ...Array.from({ length: n - 2 }, (_, i) => `Cy ${i + 3}`)].map((name, i) => [`P${i + 1}`, name]));
      expect(game.module.config.seats(removed.booted.host.record(removed.gameId)!.config)).toBe(n - 1);
      // Ben's connection and token follow him to P1.
      expect(Object.keys(ben.lastView(removed.gameId)!.private)).toEqual(['P1']);
      expect(new LocalClient(removed.booted, false).request({ type: 'join', code: removed.joinCode, token: joined.token })).toMatchObject({ type: 'joined', player: 'P1' });
    });
  });

  describe('pause holds', () => {
    it('refuses inputs and READY, and nothing advances — no timeout, grace or bot — however long it lasts', () => {
      const t = table(game, [...humansFor(game, 3).slice(0, -1), { name: 'Robo', kind: 'bot' }]);
      const ann = new LocalClient(t.booted, false);
      ann.request({ type: 'join', code: t.joinCode, name: 'Ann' });
      t.clock.increment(5_000);
      t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'pause' });
      const left = t.facilitator.lastView(t.gameId)!.session.remainingMs;
      const before = t.journal().length;
      const serial = t.window();
      expect(ann.act(t.gameId, 'P1', someMove(game, t.session(), ['P1'])?.action ?? { type: 'READY' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
      expect(ann.act(t.gameId, 'P1', { type: 'READY' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
      expect(ann.request({ type: 'check', gameId: t.gameId, player: 'P1', action: { type: 'READY' } })).toMatchObject({ type: 'check_result', ok: false, reason: 'PAUSED' });
      expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'end_phase' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
      // Everyone walks away for ten minutes: far beyond the window's timer and every grace period.
      ann.connection.close();
      t.clock.increment(600_000);
      expect(t.window()).toBe(serial);
      expect(t.journal().slice(before).map((e) => e.kind)).toEqual(['SEAT_LOST']);
      // After the resume Ann's grace period starts then; the window has the time it had left.
      t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'resume' });
      expect(t.session().seats[0].lostAt).toBe(t.clock.now());
      expect(t.facilitator.lastView(t.gameId)!.session).toMatchObject({ paused: false, remainingMs: left });
    });
  });

  describe('a pause across a host restart', () => {
    it('is still a pause after the host comes back: nothing advances until the facilitator resumes', () => {
      const dataDir = join(temp.dir, 'data');
      const clock = new SimulatedClock();
      const first = bootEvery(dataDir, clock);
      const host = new LocalClient(first.booted);
      const { gameId, joinCode } = host.request(createFor(game, humansFor(game, 2), { seed: 9 })) as { gameId: string; joinCode: string };
      new LocalClient(first.booted, false).request({ type: 'join', code: joinCode });
      clock.increment(5_000);
      host.request({ type: 'control', gameId, command: 'pause' });
      const left = host.lastView(gameId)!.session.remainingMs;
      first.booted.close();
      clock.increment(120_000);
      const second = bootEvery(dataDir, clock);
      const ctx = () => second.booted.host.session(gameId)!.context;
      const serial = windowId(game, ctx());
      clock.increment(600_000);
      expect(ctx().timer.paused).toBe(true);
      expect(windowId(game, ctx())).toBe(serial);
      expect(ctx().timer.pausedRemaining).toBe(left);
      expect(new Journal(second.booted.db).read(gameId).map((e) => e.kind)).not.toContain('TIME_UP');
      second.booted.close();
    });
  });

  describe('deduplication per seat', () => {
    it('an act resent after a reconnect or a host restart is not applied twice', () => {
      const dataDir = join(temp.dir, 'data');
      const clock = new SimulatedClock();
      const first = bootEvery(dataDir, clock);
      const host = new LocalClient(first.booted);
      const { gameId, joinCode } = host.request(createFor(game, humansFor(game, 2), { seed: 3 })) as { gameId: string; joinCode: string };
      const move = someMove(game, first.booted.host.session(gameId)!.context)!;
      const phone = new LocalClient(first.booted, false);
      const joined = phone.request({ type: 'join', code: joinCode, seat: move.player }) as Joined;
      expect(joined.clientSeq).toBe(0);
      const act = { type: 'act', gameId, player: move.player, phaseSerial: windowId(game, first.booted.host.session(gameId)!.context), clientSeq: 1, action: move.action };
      expect(phone.request(act)).toMatchObject({ type: 'ack' });
      const entries = new Journal(first.booted.db).read(gameId).length;
      phone.connection.close();
      const refreshed = new LocalClient(first.booted, false);
      expect(refreshed.request({ type: 'join', code: joinCode, token: joined.token })).toMatchObject({ type: 'joined', clientSeq: 1 });
      expect(refreshed.request(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
      first.booted.close();
      const second = bootEvery(dataDir, clock);
      const afterRestart = new LocalClient(second.booted, false);
      afterRestart.request({ type: 'join', code: joinCode, token: joined.token });
      expect(afterRestart.request(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
      const kinds = new Journal(second.booted.db).read(gameId).slice(entries).map((e) => e.kind);
      expect(kinds).not.toContain('INPUT');
      // The next number is a new act: judged by the rules, not refused as a resend.
      const next = afterRestart.request({ ...act, clientSeq: 2, phaseSerial: windowId(game, second.booted.host.session(gameId)!.context), action: { type: 'READY' } });
      expect(next).not.toMatchObject({ reason: 'DUPLICATE_REQUEST' });
      second.booted.close();
    });
  });
});
