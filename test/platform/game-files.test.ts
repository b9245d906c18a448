/**
 * Game files round trip for every game, through the protocol: a finished game exports in full and imports to
 * the identical state; a running game exports only sealed, cut at the start of its active window (nothing a
 * seat submitted in it is in the file), and imports with its passphrase to the state that window opened with.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readGameFile } from '../../src-main/host/game-file.ts';
import { openGameFile } from '../../src-main/host/sealed-file.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { pick, seedRng } from '../../src-shared/rng.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { actionOf, advance, bootTest, Client, GAME_CASES } from './games.ts';

let temp = makeTempDir('platform-files-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('platform-files-');
});

const PASSPHRASE = 'correct horse battery';

describe.each(GAME_CASES)('$kind game files', (game) => {
  const M = game.module;

  it('exports a finished game in full and imports it to the identical state', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const client = new Client(booted);
    const seats = Array.from({ length: 3 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot', botLevel: 'random' }));
    const { gameId } = client.request({ type: 'create_game', game: game.kind, seats, seed: 31, options: { ...game.options, reviewSeconds: 1 }, start: true }) as { gameId: string };
    for (let waited = 0; booted.host.record(gameId)!.status !== 'FINISHED'; waited += 1000) {
      expect(waited).toBeLessThan(3_600_000);
      advance(clock, 1000);
    }
    const exported = client.request({ type: 'export_game', gameId }) as { type: string; file: Record<string, unknown> };
    expect(exported.type).toBe('game_file');
    const file = JSON.parse(JSON.stringify(exported.file)) as Record<string, unknown>;
    expect(file).toMatchObject({ format: M.meta.fileFormat, game: game.kind, engineVersion: M.meta.engineVersion, seed: 31 });
    expect(readGameFile(M, file).ok).toBe(true);
    const imported = client.request({ type: 'import_game', file }) as { type: string; gameId: string };
    expect(imported.type, JSON.stringify(imported)).toBe('game_created');
    expect(booted.host.record(imported.gameId)).toMatchObject({ kind: game.kind, status: 'FINISHED' });
    // Equal as data (a config that went through a file may list its keys in another order).
    expect(booted.host.session(imported.gameId)!.context.engine).toEqual(booted.host.session(gameId)!.context.engine);
    booted.close();
  });

  it('exports a running game only sealed, cut at its window\'s start, and imports it with the passphrase', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const client = new Client(booted);
    // Only people, all on this screen: every event applies one input, so a window's opening state is well defined.
    const seats = Array.from({ length: 3 }, (_, i) => ({ name: `P ${i + 1}`, kind: 'human' }));
    const { gameId } = client.request({ type: 'create_game', game: game.kind, seats, seed: game.sealedFileSeed ?? 32, options: { ...game.options, reviewSeconds: 1 }, start: true }) as { gameId: string };
    for (const player of ['P1', 'P2', 'P3']) client.request({ type: 'claim_seat', gameId, player });
    const session = booted.host.session(gameId)!;
    /** Per window: the state it opened with and how many inputs had been applied by then. */
    const openedWith = new Map<number, { state: string; inputs: number }>();
    const note = () => {
      const w = activeWindow(M.windows(session.context.engine));
      if (w && !openedWith.has(w.id)) openedWith.set(w.id, { state: JSON.stringify(session.context.engine), inputs: session.context.inputCount });
    };
    note();
    session.onChange(note);

    // Play until a sealed window opens after a few others, then one seat submits in it.
    const rng = seedRng(4);
    let sealed: BaseInput | null = null;
    for (let step = 0; step < 500 && !sealed; step++) {
      const engine = session.context.engine;
      const window = activeWindow(M.windows(engine))!;
      const options = window.seats.flatMap((p) => M.legalActions(engine, p) as BaseInput[]);
      const submissions = options.filter((i) => i.type !== 'READY' && i.type !== 'UNREADY' && !game.publicAct(engine, i));
      if (window.secret && openedWith.size >= 4 && submissions.length > 0) sealed = pick(rng, submissions);
      const input = sealed ?? (options.length > 0 ? pick(rng, options) : null);
      if (input) expect(client.act(gameId, input.player!, actionOf(input), window.id)).toMatchObject({ type: 'ack' });
      else advance(clock, 1000);
      // A submission that closed its window (Tycoon closes on the last answer) is public now: look for another.
      if (sealed && activeWindow(M.windows(session.context.engine))?.id !== window.id) sealed = null;
    }
    expect(sealed).not.toBeNull();
    const windowId = activeWindow(M.windows(session.context.engine))!.id;

    expect(client.request({ type: 'export_game', gameId })).toMatchObject({ type: 'error', reason: 'PASSPHRASE_REQUIRED' });
    const exported = client.request({ type: 'export_game', gameId, passphrase: PASSPHRASE }) as { type: string; file: Record<string, unknown> };
    expect(exported.type).toBe('game_file');
    const file = JSON.parse(JSON.stringify(exported.file)) as Record<string, unknown>;
    // Only a readable header is left outside the sealed part (no seed, no inputs).
    expect(Object.keys(file).sort()).toEqual(['app', 'exportedAt', 'format', 'name', 'sealed', 'version']);
    const opened = openGameFile(file, PASSPHRASE);
    expect(opened.ok).toBe(true);
    // The file ends where the window opened: the sealed submission (and anything later) is not in it.
    const inputs = (opened as { file: { inputs: unknown[] } }).file.inputs;
    expect(inputs).toHaveLength(openedWith.get(windowId)!.inputs);
    expect(session.context.inputCount).toBeGreaterThan(inputs.length);

    const wrong = client.request({ type: 'import_game', file, passphrase: 'not the passphrase' });
    expect(wrong, JSON.stringify(wrong)).toMatchObject({ type: 'error', reason: 'WRONG_PASSPHRASE' });
    const imported = client.request({ type: 'import_game', file, passphrase: PASSPHRASE }) as { type: string; gameId: string };
    expect(imported.type, JSON.stringify(imported)).toBe('game_created');
    const copy = booted.host.session(imported.gameId)!.context.engine;
    expect(copy).toEqual(JSON.parse(openedWith.get(windowId)!.state));
    expect(M.status(copy)).toBe('RUNNING');
    booted.close();
  });
});
