import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { engineOf } from '../helpers/session.ts';
/**
 * Bot levels through the host (SimulatedClock, SQLite): easy, medium and hard seats play a whole game with
 * the host's own bot policy, and a hard bot stands in for a human seat once the facilitator switches it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { replayJournal } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

describe('bot seats in a live game', () => {
  it('plays easy, medium and hard seats to the end, and a hard bot takes over a human seat on set_seat', () => {
    const clock = new SimulatedClock();
    // No `bots` option: the host's own policy, with its clock for the hard bot's budget.
    const booted = bootHost(join(temp.dir, 'data'), { clock, botThinkMs: 300, heartbeatMs: 250, botBudgetMs: 300 });
    const facilitator = new LocalClient(booted);
    const created = facilitator.request({
      type: 'create_game', seed: 21, options: { reviewSeconds: 1 }, start: true,
      seats: [
        { name: 'Ann', kind: 'human' },
        { name: 'Easy', kind: 'bot', botLevel: 'easy' },
        { name: 'Medium', kind: 'bot', botLevel: 'medium' },
        { name: 'Hard', kind: 'bot', botLevel: 'hard' },
      ],
    }) as { type: string; gameId: string };
    expect(created.type).toBe('game_created');
    const gameId = created.gameId;
    const session = booted.host.session(gameId)!;
    const refused: BaseEvent[] = [];
    const botInputs: Record<string, number> = {};
    session.onChange((s, event) => {
      if (event.type !== 'BOTS_ACT') return;
      for (const m of event.moves) botInputs[m.player] = (botInputs[m.player] ?? 0) + m.inputs.length;
      refused.push(...s.context.lastEvents.filter((e) => e.type === 'INPUT_REFUSED'));
    });

    // Ann never shows up: the influence bid waits for her until its timer runs out.
    clock.increment(56_000);
    expect(engineOf(session.context).phase).not.toBe('INFLUENCE_BID');
    expect(botInputs.P1 ?? 0).toBe(0);
    expect(facilitator.request({ type: 'control', gameId, command: 'set_seat', player: 'P1', kind: 'bot', botLevel: 'hard' })).toMatchObject({ type: 'ack' });
    expect(session.context.seats[0]).toMatchObject({ kind: 'bot', botLevel: 'hard' });

    for (let t = 0; t < 5_000_000 && engineOf(session.context).status !== 'ENDED'; t += 100) clock.increment(100);
    const engine = engineOf(session.context);
    expect(engine.status).toBe('ENDED');
    expect(engine.ranking).toHaveLength(4);
    for (const p of ['P1', 'P2', 'P3', 'P4']) expect(botInputs[p]).toBeGreaterThan(10);
    expect(refused).toEqual([]);
    // Bot decisions are journaled with the moves, so the journal alone rebuilds the game.
    const record = new GameRepository(booted.db).get(gameId)!;
    const journal = new Journal(booted.db).read(gameId);
    expect(journal.map((e) => e.kind)).toContain('SET_SEAT');
    expect(replayJournal(sectorsModule, record, journal).context.engine).toEqual(engine);
    booted.close();
  });
});
