/**
 * What `npm run tutorials` and the test suite read from disk for the pure checker
 * (src-shared/platform/tutorials/check.ts): every game's tutorial files (`src-shared/games/<kind>/tutorials/*.json`,
 * in name order) and the ids of its in-app help sections. Help is the renderer's (each game's `searchHelp('')`
 * lists every section), found by the two paths games keep it at; it is plain data with words, no components.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameRegistry } from '../../src-shared/platform/module.ts';
import type { GameTutorials, TutorialFile } from '../../src-shared/platform/tutorials/check.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where a game's tutorials live, relative to the repository. */
export const tutorialsDir = (kind: string): string => `src-shared/games/${kind}/tutorials`;

/** Where games keep their help sections (a module exporting `searchHelp(query)`). */
const HELP_PATHS = (kind: string) => [`src-renderer/games/${kind}/help.ts`, `src-renderer/games/${kind}/help/help-content.ts`];

type HelpModule = { searchHelp(query: string): { id: string }[] };

/** The ids of a game's help sections, or null when the game has none where games keep them. */
export async function helpIds(kind: string): Promise<string[] | null> {
  const path = HELP_PATHS(kind).find((p) => existsSync(join(ROOT, p)));
  if (!path) return null;
  const help = (await import(pathToFileURL(join(ROOT, path)).href)) as HelpModule;
  return help.searchHelp('').map((s) => s.id);
}

/** A game's tutorial files, parsed as JSON; a file that is not JSON is given as its error (the checker says so). */
export function tutorialFiles(kind: string): TutorialFile[] {
  const dir = join(ROOT, tutorialsDir(kind));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = relative(ROOT, join(dir, name));
      try {
        return { path, raw: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown };
      } catch (err) {
        return { path, raw: { invalidJson: (err as Error).message } };
      }
    });
}

/** Every game of the registry with its tutorials and help ids. */
export async function everyGamesTutorials(registry: GameRegistry): Promise<GameTutorials[]> {
  return Promise.all(registry.kinds().map(async (kind) => ({ module: registry.get(kind)!, files: tutorialFiles(kind), helpIds: await helpIds(kind) })));
}
