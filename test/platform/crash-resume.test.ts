/**
 * Crash-resume for every game, in process: a host on a temp dir plays part of a game (people acting, a bot,
 * the clock), is abandoned without `stop` (nothing flushed, no goodbye), and a second host booted on the same
 * data resumes the game in the same state and window with the time it had left, then plays it to the end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { replayJournal } from '../../src-main/host/game-file.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { seedRng, randInt } from '../../src-shared/rng.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { actionOf, advance, bootTest, Client, GAME_CASES, randomLegal } from './games.ts';

let temp = makeTempDir('platform-crash-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('platform-crash-');
});

describe.each(GAME_CASES)('$kind crash-resume', (game) => {
  it('resumes an abandoned host\'s game in the same state and window, with the time it had left', () => {
    const dataDir = join(temp.dir, 'data');
    const first = bootTest(dataDir);
    const client = new Client(first.booted);
    const seats = [{ name: 'Ann', kind: 'human' }, { name: 'Bo', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'random' }];
    const created = client.request({ type: 'create_game', game: game.kind, seats, seed: 11, options: { ...game.options, reviewSeconds: 2 }, start: true }) as { gameId: string };
    const id = created.gameId;
    for (const player of ['P1', 'P2']) expect(client.request({ type: 'claim_seat', gameId: id, player })).toMatchObject({ type: 'joined' });
    const session = () => first.booted.host.session(id)!;
    const rng = seedRng(3);
    let acted = 0;
    for (let step = 0; step < 40 && acted < 8; step++) {
      const engine = session().context.engine;
      const input: BaseInput | null = randomLegal(game.module, engine, rng);
      if (input && input.player !== 'P3' && randInt(rng, 0, 3) > 0) {
        const answer = client.act(id, input.player!, actionOf(input));
        if (answer.type === 'ack') acted += 1;
      } else {
        advance(first.clock, 1000);
      }
    }
    expect(acted).toBe(8);
    const ctx = session().context;
    expect(game.module.status(ctx.engine)).toBe('RUNNING');
    const before = { engine: JSON.stringify(ctx.engine), window: activeWindow(game.module.windows(ctx.engine))!.id, timer: ctx.timer, now: first.clock.now() };

    // The first host is abandoned as it stands: no stop, its clock never moves again.
    const clock = new SimulatedClock();
    clock.set(before.now);
    const second = bootTest(dataDir, clock);
    expect(second.booted.restored).toEqual([id]);
    const resumed = second.booted.host.session(id)!.context;
    expect(JSON.stringify(resumed.engine)).toBe(before.engine);
    expect(activeWindow(game.module.windows(resumed.engine))!.id).toBe(before.window);
    expect(resumed.timer.serial).toBe(before.window);
    // Downtime (since the last heartbeat, at most one beat) is given back, never taken.
    expect(before.timer.deadline).not.toBeNull();
    const gained = resumed.timer.deadline! - before.timer.deadline!;
    expect(gained).toBeGreaterThanOrEqual(0);
    expect(gained).toBeLessThanOrEqual(250);

    // Nobody holds the human seats after the restart: grace periods and clocks finish the game.
    for (let waited = 0; game.module.status(second.booted.host.session(id)!.context.engine) === 'RUNNING'; waited += 5000) {
      expect(waited).toBeLessThan(3_600_000 * 4);
      advance(clock, 5000);
    }
    const final = second.booted.host.session(id)!.context;
    expect(game.module.invariants(final.engine)).toEqual([]);
    expect(second.booted.host.record(id)!.status).toBe('FINISHED');
    // The journal alone rebuilds the finished game.
    const replayed = replayJournal(game.module, second.booted.host.record(id)!, new Journal(second.booted.db).read(id));
    expect(JSON.stringify(replayed.context.engine)).toBe(JSON.stringify(final.engine));
    second.booted.close();
    first.booted.db.close();
  });
});
