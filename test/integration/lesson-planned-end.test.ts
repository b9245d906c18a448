/**
 * A lesson's planned end (table option `plannedEndAt`, from the new-game form's "Fits in N minutes") through
 * the real host and SQLite: checked at create_game, sent in the running game's session with the review time, and
 * still there after the host restarts. Absent, the session says nothing of it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));
const PLANNED = 1_800_000_000_000;

describe('the planned end of a lesson', () => {
  it('is stored with the game and survives a host restart', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootSimulated(dataDir, clock);
    const host = new LocalClient(first.booted);
    const created = host.request({ type: 'create_game', game: 'tycoon', seats: humans(2), seed: 3, start: true, options: { years: 2, reviewSeconds: 7, plannedEndAt: PLANNED } }) as { gameId: string; joinCode: string; hostSecret: string };
    expect(host.lastView(created.gameId)!.session).toMatchObject({ plannedEndAt: PLANNED, reviewSeconds: 7 });
    first.booted.close();

    const second = bootSimulated(dataDir, clock);
    const teacher = new LocalClient(second.booted);
    expect(teacher.request({ type: 'facilitate', code: created.joinCode, secret: created.hostSecret })).toMatchObject({ type: 'joined' });
    expect(teacher.lastView(created.gameId)!.session).toMatchObject({ plannedEndAt: PLANNED, reviewSeconds: 7 });
    second.booted.close();
  });

  it('is refused when it is not a time, and absent when not planned', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const host = new LocalClient(booted);
    const wrong = host.request({ type: 'create_game', seats: humans(2), options: { plannedEndAt: 'at the bell' } });
    expect(wrong).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect((wrong as { message: string }).message).toContain('plannedEndAt');
    const plain = host.request({ type: 'create_game', seats: humans(2), seed: 1 }) as { gameId: string };
    expect(host.lastView(plain.gameId)!.session.plannedEndAt).toBeUndefined();
    booted.close();
  });
});
