/**
 * A finished game takes no more events: presence changes and controls after the end are neither journaled
 * nor applied, and journals written before that rule (with such entries) still make game files that import.
 * And a table whose bots never answer still keeps its clock: the window times out as if they had passed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { exportGame, readGameFile } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { auctionModule } from '../../src-shared/games/auction/module.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { SessionRunner } from '../../src-shared/session/runner.ts';
import { bootTest } from '../platform/games.ts';
import { advanceBy, engineOf, seats } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const bots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));

describe('after the end', () => {
  it('journals and applies nothing more, and old journals with such entries still export and import', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const { gameId } = booted.host.createGame({ game: 'auction', seats: bots(2), seed: 4, options: { rounds: 1, reviewSeconds: 0 }, start: true });
    for (let t = 0; t < 600_000 && booted.host.record(gameId)!.status !== 'FINISHED'; t += 500) clock.increment(500);
    expect(booted.host.record(gameId)!.status).toBe('FINISHED');
    const journal = new Journal(booted.db);
    const entries = journal.read(gameId).length;
    const session = booted.host.session(gameId)!;
    const inputCount = session.context.inputCount;
    // What a screen and the facilitator may still do once the game is over.
    booted.host.send(gameId, { type: 'SEAT_BACK', at: clock.now(), player: 'P1' });
    booted.host.send(gameId, { type: 'PAUSE', at: clock.now() });
    expect(journal.read(gameId)).toHaveLength(entries);
    expect(session.context.inputCount).toBe(inputCount);

    // A journal from before this rule: an entry after the end, while the last step's inputs are still in context.
    journal.append({ gameId, kind: 'SEAT_BACK', seat: 'P1', payload: { type: 'SEAT_BACK', at: clock.now(), player: 'P1' }, at: clock.now() });
    const record = new GameRepository(booted.db).get(gameId)!;
    const file = JSON.parse(JSON.stringify(exportGame(auctionModule, record, journal.read(gameId), 'test', 0)));
    expect(file.inputs).toHaveLength(inputCount);
    const parsed = readGameFile(auctionModule, file);
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    booted.close();
  });
});

describe('bots on another thread', () => {
  it('that never answer do not stop the clock: the window times out and the next one opens', () => {
    const clock = new SimulatedClock();
    const silent = { decide: () => new Promise<never>(() => {}) };
    const runner = new SessionRunner(sectorsModule, { gameId: 'g', kind: 'sectors', seats: seats(['bot', 'bot']) }, { clock, bots: silent });
    runner.send({ type: 'START', at: 0, config: makeConfig(2, {}), seed: 3 });
    const first = engineOf(runner.context).phaseSerial;
    expect(runner.context.timer.deadline).toBe(55_000);
    advanceBy(clock, 54_000);
    expect(engineOf(runner.context).phaseSerial).toBe(first);
    advanceBy(clock, 1_000);
    expect(engineOf(runner.context).phaseSerial).toBeGreaterThan(first);
    runner.stop();
  });

  it('that fail leave the seats to the window\'s clock, without asking again', async () => {
    const clock = new SimulatedClock();
    let asked = 0;
    const failing = { decide: () => (asked++, Promise.reject(new Error('worker died'))) };
    const errors: unknown[] = [];
    const runner = new SessionRunner(sectorsModule, { gameId: 'g', kind: 'sectors', seats: seats(['bot', 'bot']) }, { clock, bots: failing, onBotError: (e) => errors.push(e) });
    runner.send({ type: 'START', at: 0, config: makeConfig(2, {}), seed: 3 });
    clock.increment(0);
    await Promise.resolve();
    await Promise.resolve();
    // Both seats were asked once; the window's failure is reported once.
    expect(asked).toBe(2);
    expect(errors).toHaveLength(1);
    advanceBy(clock, 10_000);
    expect(asked).toBe(2);
    advanceBy(clock, 45_000);
    expect(engineOf(runner.context).phase).not.toBe('INFLUENCE_BID');
    runner.stop();
  });
});
