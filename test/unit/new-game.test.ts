/**
 * `npm run new-game` scaffolds a game that keeps the module contract as generated. It writes into a temporary
 * copy of the tree (the real src-shared and src-renderer linked in, never changed), loads the new game's
 * module from there and runs the platform's contract checks on it; typecheck and the platform tests over a
 * scaffolded game are run by hand (docs/GAME-MODULES.md), as they need the game inside the tree.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findGames, registryText, REPO_ROOT } from '../../scripts/games-registry.ts';
import { scaffoldGame } from '../../scripts/new-game.ts';
import { moduleOf, type GameManifest } from '../../src-shared/platform/manifest.ts';
import type { PlatformCase } from '../../src-shared/platform/platform-case.ts';
import { contractProblems } from '../platform/contract.ts';

/** A tree whose src-shared and src-renderer entries are links to the real ones, with empty game folders. */
function tempTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-game-'));
  for (const top of ['src-shared', 'src-renderer']) {
    mkdirSync(join(root, top, 'games'), { recursive: true });
    for (const name of readdirSync(join(REPO_ROOT, top)).filter((n) => n !== 'games')) symlinkSync(join(REPO_ROOT, top, name), join(root, top, name));
  }
  return root;
}

const root = tempTree();
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-game', () => {
  const created = scaffoldGame(root, 'pebble');

  it('writes the game, its board, strings, platform case, rules test and docs page as new files', () => {
    for (const path of ['src-shared/games/pebble/manifest.ts', 'src-shared/games/pebble/module.ts', 'src-shared/games/pebble/testing/platform-case.ts', 'src-renderer/games/pebble/entry.ts', 'src-renderer/games/pebble/Board.svelte', 'src-renderer/games/pebble/strings.en.ts', 'test/unit/pebble/rules.test.ts', 'docs/games/pebble.md']) {
      expect(created).toContain(path);
    }
    for (const path of created) expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/__[A-Z]+__/);
    expect(() => scaffoldGame(root, 'pebble')).toThrow(/writes only new files, and these exist: the game folder of "pebble"/);
    expect(() => scaffoldGame(root, 'Bad-Kind')).toThrow('cannot be a kind');
  });

  it('is found by the registry generator', () => {
    expect(findGames(root)).toEqual([{ kind: 'pebble', tools: true, tutorials: [] }]);
    expect(registryText(findGames(root))).toContain("import { manifest as pebbleManifest } from './pebble/manifest.ts';");
  });

  it('keeps the module contract: manifest, seats, phase graph, a short game to its end, sealed and display windows', async () => {
    const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(root, path)).href)) as T;
    const { manifest } = await load<{ manifest: GameManifest }>('src-shared/games/pebble/manifest.ts');
    const moduleFile = await load<Record<string, unknown>>('src-shared/games/pebble/module.ts');
    const { platformCase } = await load<{ platformCase: PlatformCase }>('src-shared/games/pebble/testing/platform-case.ts');
    const module = moduleOf({ manifest, moduleFile });
    expect(module.meta).toMatchObject({ kind: 'pebble', title: 'Pebble' });
    expect(contractProblems({ ...platformCase, kind: 'pebble', module }, manifest)).toEqual([]);
    expect(existsSync(join(REPO_ROOT, 'src-shared/games/pebble'))).toBe(false);
  });
});
