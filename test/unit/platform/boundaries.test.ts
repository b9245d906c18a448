/**
 * A game is a folder behind one contract: the platform layers never import a game's folder. They get
 * their games from the registry, which only composition roots (the app's boot, the CLIs, Electron main,
 * the bot worker) import. This test reads the import statements of every platform file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  const abs = join(root, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return filesUnder(relative(root, path));
    return /\.(ts|svelte)$/.test(name) ? [relative(root, path)] : [];
  });
}

/** Every module a file imports (static imports, re-exports and dynamic imports), resolved against the repository. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2] ?? m[3]);
  return specs.filter((s) => s.startsWith('.')).map((s) => relative(root, resolve(root, file, '..', s)));
}

const PLATFORM = ['src-main/host', 'src-main/store', 'src-main/net', 'src-shared/session', 'src-shared/protocol', 'src-shared/platform'];
/** The lists of games `npm run games:registry` writes from the game folders (scripts/games-registry.ts). */
const GENERATED = ['src-shared/games/registry.generated.ts', 'src-shared/games/tools.generated.ts', 'src-shared/games/tutorials.generated.ts'];
const COMPOSITION_ROOTS = ['src-main/app/', 'src-main/cli/', 'src-main/electron/', 'src-main/bots/', 'scripts/', 'test/'];

describe('the platform imports no game', () => {
  it('finds the platform files it checks', () => {
    for (const dir of PLATFORM) expect(filesUnder(dir).length, dir).toBeGreaterThan(0);
  });

  it('no file of the session, host, store, network, protocol or contract imports src-shared/games/', () => {
    const offenders = PLATFORM.flatMap(filesUnder).flatMap((file) => importsOf(file).filter((target) => target.startsWith('src-shared/games/')).map((target) => `${file} → ${target}`));
    expect(offenders).toEqual([]);
  });

  it('no game imports another game\'s folder (shared helpers live outside src-shared/games/)', () => {
    const gameOf = (path: string) => /^src-(?:shared|renderer)\/games\/([^/]+)\//.exec(path)?.[1] ?? null;
    const offenders = ['src-shared/games', 'src-renderer/games'].flatMap(filesUnder).flatMap((file) => {
      const own = gameOf(file);
      return own === null ? [] : importsOf(file).filter((target) => gameOf(target) !== null && gameOf(target) !== own).map((target) => `${file} → ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('no app code (src-main, src-shared, src-renderer) imports test code', () => {
    const offenders = ['src-main', 'src-shared', 'src-renderer'].flatMap(filesUnder).flatMap((file) => importsOf(file).filter((target) => target.startsWith('test/')).map((target) => `${file} → ${target}`));
    expect(offenders).toEqual([]);
  });

  it('only composition roots import the game registry (registry.ts, over the generated lists)', () => {
    const all = ['src-main', 'src-shared', 'scripts'].flatMap(filesUnder);
    const importers = all.filter((file) => importsOf(file).includes('src-shared/games/registry.ts'));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !COMPOSITION_ROOTS.some((rootDir) => file.startsWith(rootDir)))).toEqual([]);
    const generated = all.filter((file) => importsOf(file).some((target) => GENERATED.includes(target)));
    expect(generated.filter((file) => file !== 'src-shared/games/registry.ts' && !COMPOSITION_ROOTS.some((rootDir) => file.startsWith(rootDir)))).toEqual([]);
  });

  it('names no game outside the game folders\' own files and the generated lists (games are found by their manifest.ts)', () => {
    const gameFolder = /^src-shared\/games\/[^/]+\//;
    const offenders = ['src-main', 'src-shared', 'scripts'].flatMap(filesUnder)
      .filter((file) => !gameFolder.test(file) && !GENERATED.includes(file))
      .flatMap((file) => importsOf(file).filter((target) => gameFolder.test(target) && !/\/(manifest|tools|testing\/platform-case)\.ts$/.test(target)).map((target) => `${file} → ${target}`));
    // Tools written per game before the generic ones (23B) may still import their game; nothing else may.
    expect(offenders.filter((o) => !o.startsWith('src-main/cli/') && !o.startsWith('scripts/'))).toEqual([]);
  });

  it('the import reader sees the imports a boundary breach would use', () => {
    // Guards the guard: the reader must catch the forms used in this code base (registry.generated.ts imports
    // each module file as a namespace).
    const sample = importsOf('src-shared/games/registry.generated.ts');
    expect(sample).toContain('src-shared/games/sectors/module.ts');
    expect(sample).toContain('src-shared/games/sectors/manifest.ts');
    expect(importsOf('src-shared/games/registry.ts')).toContain('src-shared/platform/module.ts');
  });
});
