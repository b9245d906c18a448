/**
 * Bot levels through the host (SimulatedClock, SQLite), for every game (test/platform/games.ts): a seat of each
 * level the game's bots play takes part in a whole game with the host's own bot policy, and a bot of the game's
 * default level stands in for a human seat once the facilitator switches it. The journal alone rebuilds the game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { replayJournal } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { defaultBotLevel, hintLevel } from '../../src-shared/platform/bots.ts';
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import { createFor, windowId, type Seat } from '../helpers/every-game.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { GAME_CASES } from '../platform/games.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

describe.each(GAME_CASES)('$kind bot seats in a live game', (game) => {
  const M = game.module;

  it('plays a seat of every bot level to the end, and a bot takes over a human seat on set_seat', () => {
    const clock = new SimulatedClock();
    // No `bots` option: the host's own policy, with its clock for the hard bot's budget.
    const booted = bootHost(join(temp.dir, 'data'), { clock, botThinkMs: 300, heartbeatMs: 250, botBudgetMs: 300 });
    const facilitator = new LocalClient(booted);
    // Ann and one bot of each level but random (the fuzz tests' level), the strongest ones when the table is
    // smaller, more of the strongest when it must be bigger.
    const { min, max } = M.meta.players;
    const chosen = M.bots.levels.filter((level) => level !== 'random');
    const levels = (chosen.length > 0 ? chosen : [...M.bots.levels]).slice(-(max - 1));
    while (levels.length + 1 < min) levels.push(hintLevel(M));
    const seats: Seat[] = [{ name: 'Ann', kind: 'human' }, ...levels.map((level): Seat => ({ name: `Bot ${level}`, kind: 'bot', botLevel: level }))];
    const created = facilitator.request(createFor(game, seats, { seed: 21 }, { reviewSeconds: 1 })) as { type: string; gameId: string };
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

    // Ann never shows up: play waits for her clock, and nobody plays her seat.
    const first = windowId(game, session.context);
    clock.increment(130_000);
    expect(windowId(game, session.context)).not.toBe(first);
    expect(botInputs.P1 ?? 0).toBe(0);
    // The game's default level takes over (the strongest already plays a seat of its own).
    expect(facilitator.request({ type: 'control', gameId, command: 'set_seat', player: 'P1', kind: 'bot', botLevel: defaultBotLevel(M) })).toMatchObject({ type: 'ack' });
    expect(session.context.seats[0]).toMatchObject({ kind: 'bot', botLevel: defaultBotLevel(M) });

    for (let t = 0; t < 5_000_000 && M.status(session.context.engine) !== 'ENDED'; t += 100) clock.increment(100);
    expect(M.status(session.context.engine)).toBe('ENDED');
    expect(M.outcome(session.context.engine)!.ranking).toHaveLength(seats.length);
    for (const seat of session.context.seats) expect([seat.player, botInputs[seat.player] ?? 0]).not.toEqual([seat.player, 0]);
    expect(refused).toEqual([]);
    // Bot decisions are journaled with the moves, so the journal alone rebuilds the game.
    const record = new GameRepository(booted.db).get(gameId)!;
    const journal = new Journal(booted.db).read(gameId);
    expect(journal.map((e) => e.kind)).toContain('SET_SEAT');
    expect(replayJournal(M, record, journal).context.engine).toEqual(session.context.engine);
    booted.close();
  });
});
