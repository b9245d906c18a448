/**
 * Passing the laptop must not cost an answer (issue 22): in every game, a timed secret window that several seats
 * of one hot-seat screen must answer gets the window's whole time once per such seat (an ADD_TIME the host
 * journals when the window opens); a window only one of them answers, or seats on their own devices, keep the
 * usual clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { windowDurationMs } from '../../src-shared/platform/windows.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bots, GAME_CASES } from './games.ts';

let temp = makeTempDir();
let booted: BootedHost;
afterEach(() => {
  booted?.close();
  temp.cleanup();
  temp = makeTempDir();
});

for (const game of GAME_CASES) {
  describe(`${game.kind}: hot-seat time`, () => {
    it('gives each seat of the hot-seat screen the whole clock in a secret window they all answer', () => {
      const clock = new SimulatedClock();
      clock.set(1_000_000);
      booted = bootHost(join(temp.dir, 'data'), { clock, bots, botThinkMs: 0 });
      const screen = new LocalClient(booted);
      const created = screen.request({
        type: 'create_game', game: game.kind, seed: 7, options: { ...game.options, timerMode: 'TIMED', phaseTimeMultiplier: 1 },
        seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }, { name: 'Cy', kind: 'human' }],
      }) as { gameId: string };
      for (const player of ['P1', 'P2', 'P3']) expect(screen.request({ type: 'claim_seat', gameId: created.gameId, player })).toMatchObject({ type: 'joined' });
      expect(screen.request({ type: 'start_game', gameId: created.gameId })).toMatchObject({ type: 'ack' });
      const session = booted.host.session(created.gameId)!;
      game.prepare?.(session.context.engine);
      const window = () => sessionWindow(session.module, session.context)!;
      const sealedForSeveral = () => {
        const w = window();
        return w.secret && w.kind !== 'sequential' && w.seats.filter((p) => !w.ready.includes(p)).length >= 2;
      };
      for (let k = 0; k < 2000 && !sealedForSeveral(); k++) {
        const opener = game.openSealed?.(session.context.engine);
        const answer = opener ? screen.act(created.gameId, opener.player!, { ...opener, player: undefined }) : screen.request({ type: 'control', gameId: created.gameId, command: 'end_phase' });
        if (answer.type === 'error') screen.request({ type: 'control', gameId: created.gameId, command: 'end_phase' });
      }
      expect(sealedForSeveral()).toBe(true);
      const w = window();
      const seats = w.seats.filter((p) => !w.ready.includes(p)).length;
      const timer = session.context.timer;
      expect(timer.serial).toBe(w.id);
      expect(timer.deadline! - timer.startedAt).toBe(seats * windowDurationMs(w, session.context.table)!);
      // Given once: another change in the same window adds nothing.
      screen.request({ type: 'control', gameId: created.gameId, command: 'pause' });
      screen.request({ type: 'control', gameId: created.gameId, command: 'resume' });
      expect(session.context.timer.deadline! - session.context.timer.startedAt).toBe(seats * windowDurationMs(w, session.context.table)!);
    });
  });
}

describe('players on their own devices', () => {
  it('keep the usual clock', () => {
    const clock = new SimulatedClock();
    clock.set(1_000_000);
    booted = bootHost(join(temp.dir, 'data'), { clock, bots, botThinkMs: 0 });
    const host = new LocalClient(booted);
    const created = host.request({ type: 'create_game', seed: 7, options: { maxTurns: 8, timerMode: 'TIMED' }, seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }] }) as { gameId: string; joinCode: string };
    for (const name of ['Ann', 'Ben']) new LocalClient(booted, false).request({ type: 'join', code: created.joinCode, name });
    host.request({ type: 'start_game', gameId: created.gameId });
    const session = booted.host.session(created.gameId)!;
    const w = sessionWindow(session.module, session.context)!;
    expect(w.secret).toBe(true);
    expect(session.context.timer.deadline! - session.context.timer.startedAt).toBe(windowDurationMs(w, session.context.table));
  });
});
