/**
 * The Node side's list of games is generated from the game folders (scripts/games-registry.ts): this fails,
 * naming the command that fixes it, when a folder was added or removed without regenerating the list.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGames, REGISTRY_COMMAND, REGISTRY_FILE, registryText, tutorialsText, REPO_ROOT, staleFiles, TOOLS_FILE, toolsText } from '../../scripts/games-registry.ts';
import { GAME_MANIFESTS, gameRegistry } from '../../src-shared/games/registry.ts';

describe('the generated game registry', () => {
  it('is up to date with the game folders', () => {
    const stale = staleFiles();
    expect(stale, `${stale.join(', ')} out of date with the folders of src-shared/games/: run \`${REGISTRY_COMMAND}\``).toEqual([]);
  });

  it('is not committed, and every npm script that loads the games writes it first (a new game adds only new files)', () => {
    const ignored = readFileSync(join(REPO_ROOT, '.gitignore'), 'utf8').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining([REGISTRY_FILE, TOOLS_FILE]));
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['postinstall', 'typecheck', 'build', 'serve', 'test:unit', 'sim', 'tournament', 'scenario', 'bench:engine', 'replay', 'export', 'import']) {
      expect(scripts[name], name).toMatch(/^node scripts\/games-registry\.ts --quiet( &&|$)/);
    }
  });

  it('registers every folder with a manifest, the default game first', () => {
    const folders = findGames().map((g) => g.kind);
    expect([...gameRegistry.kinds()].sort()).toEqual(folders);
    expect(gameRegistry.kinds()[0]).toBe(gameRegistry.defaultKind);
    expect(GAME_MANIFESTS.map((m) => m.kind)).toEqual(gameRegistry.kinds());
  });

  it('finds games by their manifest, tools by their tools.ts, and refuses half a game', () => {
    const root = mkdtempSync(join(tmpdir(), 'games-registry-'));
    try {
      const make = (kind: string, files: string[]) => {
        mkdirSync(join(root, 'src-shared/games', kind), { recursive: true });
        for (const f of files) writeFileSync(join(root, 'src-shared/games', kind, f), '');
      };
      make('zeta', ['manifest.ts', 'module.ts', 'tools.ts']);
      make('alpha', ['manifest.ts', 'module.ts']);
      make('helpers', ['util.ts']);
      const games = findGames(root);
      expect(games).toEqual([{ kind: 'alpha', tools: false, tutorials: [] }, { kind: 'zeta', tools: true, tutorials: [] }]);
      expect(registryText(games)).toContain("import * as zetaModuleFile from './zeta/module.ts';");
      expect(toolsText(games)).toContain('  zeta: zetaTools,');
      expect(toolsText(games)).not.toContain('alpha');
      expect(staleFiles(root)).toEqual(['src-shared/games/registry.generated.ts', 'src-shared/games/tools.generated.ts', 'src-shared/games/tutorials.generated.ts']);
      // A game's tutorial files are bundled as data, in name order (docs/TUTORIALS.md).
      mkdirSync(join(root, 'src-shared/games/zeta/tutorials'));
      for (const f of ['zeta-b.json', 'zeta-a.json', 'notes.txt']) writeFileSync(join(root, 'src-shared/games/zeta/tutorials', f), '{}');
      const withTutorials = findGames(root);
      expect(withTutorials[1].tutorials).toEqual(['zeta-a.json', 'zeta-b.json']);
      expect(tutorialsText(withTutorials)).toContain("import t0 from './zeta/tutorials/zeta-a.json' with { type: 'json' };");
      expect(tutorialsText(withTutorials)).toContain('  zeta: [t0, t1],');
      expect(tutorialsText(withTutorials)).not.toContain('alpha');
      make('beta', ['manifest.ts']);
      expect(() => findGames(root)).toThrow('src-shared/games/beta has a manifest.ts but no module.ts');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
