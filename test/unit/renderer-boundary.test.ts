/**
 * Keeps the renderer's split: a game-neutral shell (App, screens, components, client, lib, strings) and one
 * folder per game (src-renderer/games/<kind>/), reached only through src-renderer/games/registry.ts; and no
 * renderer file runs the rules. It reads the import statements of every renderer source file. Games are found
 * by pattern, never by a list: the registry globs each game's light manifest (src-shared/games/<kind>/manifest.ts)
 * and UI entry (src-renderer/games/<kind>/entry.ts), and this test allows exactly those patterns.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const RENDERER = 'src-renderer';
const GAMES = `${RENDERER}/games`;
const REGISTRY = `${GAMES}/registry.ts`;

/**
 * Game modules in src-shared/games/ the renderer may import for values, not only types: light data with no
 * rules engine behind it. Everything else there (the engine, its rules, its views) is off limits except as
 * `import type`; what the board needs from the rules comes worked out in the views.
 */
const DATA_MODULES: Record<string, string> = {
  // The new-game form's option specs: plain data for the shell to draw the form (the registry reads them).
  'src-shared/games/sectors/options.ts': 'option specs for the new-game form',
  // Lot Auction's option specs and seat range for the new-game form (re-exported from its config, no engine).
  'src-shared/games/auction/options.ts': 'auction option specs and seat range for the new-game form',
  // Stock Market Tycoon's option specs, seat range and bot levels for the new-game form (no engine behind them).
  'src-shared/games/tycoon/options.ts': 'tycoon option specs, seat range and bot levels for the new-game form',
  // The 1876 stock round's option specs, seat range and bot levels for the new-game form (no engine behind them).
  'src-shared/games/sr1876/options.ts': 'stock round option specs, seat range and bot levels for the new-game form',
  // Lesson presets ("fits in N minutes"): arithmetic over window seconds and option ranges, no engine behind them.
  'src-shared/games/sectors/lesson.ts': 'the lesson estimate from phase seconds',
  'src-shared/games/auction/lesson.ts': 'the lesson estimate from window seconds',
  'src-shared/games/tycoon/lesson.ts': 'the lesson estimate from the clock options',
  'src-shared/games/sr1876/lesson.ts': 'the lesson estimate from the clock options',
};

/** The light data every game gives the renderer at once, allowed by pattern: a manifest (checked light below). */
const MANIFEST = /^src-shared\/games\/[a-z][a-z0-9]*\/manifest\.ts$/;
/**
 * A game's wire shapes (valibot schemas of its inputs, events and views; src-shared/platform/schemas.ts), allowed
 * by pattern: the renderer decodes views and events with them (src-renderer/lib/view-decode.ts). Checked light
 * below: what a schemas file loads is schemas and the platform's schema helpers, never the engine.
 */
const SCHEMAS = /^src-shared\/games\/[a-z][a-z0-9]*\/(?:schemas\.ts|schemas\/[^/]+\.ts)$/;
const ENTRY = new RegExp(`^${GAMES}/[a-z][a-z0-9]*/entry\\.ts$`);
/** What a manifest may not reach through its imports: the game's engine (the module and what runs the rules). */
const ENGINE = /^src-shared\/games\/[^/]+\/(?:module|engine|flow|legal|views?|bots?)(?:\.ts$|\/)/;

type Import = { from: string; target: string; typeOnly: boolean; dynamic: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|svelte)$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file (static, re-export, side effect, dynamic), resolved from the repository root. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean) => {
    if (!spec.startsWith('.')) return;
    found.push({ from: file, target: relative(root, resolve(root, dirname(file), spec)), typeOnly, dynamic });
  };
  // `import type …` and `export type …` are erased; `import { type A }` is not (verbatimModuleSyntax keeps the import).
  for (const m of text.matchAll(/\b(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g)) add(m[3], m[2] !== undefined, false);
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1], false, true);
  return found;
}

/** The path patterns a file hands `import.meta.glob`, resolved from the repository root. */
function globsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g)].map((m) => relative(root, resolve(root, dirname(file), m[1])));
}

/** Every file `file` loads when it is evaluated (value imports, transitively; type imports are erased). */
function valueClosure(file: string, seen = new Set<string>()): Set<string> {
  for (const i of importsOf(file)) {
    if (i.typeOnly || i.dynamic || seen.has(i.target)) continue;
    seen.add(i.target);
    valueClosure(i.target, seen);
  }
  return seen;
}

const files = sourceFiles(RENDERER);
const imports = files.flatMap(importsOf);
const isShell = (file: string) => !file.startsWith(`${GAMES}/`);
const show = (i: Import) => `${i.from} → ${i.target}`;

describe('renderer boundaries', () => {
  it('reads the renderer (the scan sees the imports it is meant to judge)', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(imports.some((i) => ENTRY.test(i.from) && i.dynamic && i.target.startsWith(`${GAMES}/`))).toBe(true);
    expect(globsOf(REGISTRY).length).toBeGreaterThan(0);
    expect(imports.some((i) => i.from.startsWith(`${GAMES}/sectors/`) && i.typeOnly && i.target.startsWith('src-shared/games/sectors/'))).toBe(true);
  });

  it('keeps the shell game-neutral: it reaches games only through src-renderer/games/registry.ts', () => {
    const offenders = imports
      .filter((i) => isShell(i.from))
      .filter((i) => i.target.startsWith('src-shared/games/') || (i.target.startsWith(`${GAMES}/`) && i.target !== REGISTRY));
    expect(offenders.map(show)).toEqual([]);
  });

  it('runs no rules: game modules only as types, or the light data modules listed here', () => {
    const offenders = imports.filter((i) => i.target.startsWith('src-shared/games/') && !i.typeOnly && !(i.target in DATA_MODULES) && !MANIFEST.test(i.target) && !SCHEMAS.test(i.target));
    expect(offenders.map(show)).toEqual([]);
  });

  it('leaves the session to the host (no renderer file imports src-shared/session)', () => {
    expect(imports.filter((i) => i.target.startsWith('src-shared/session/') && !i.typeOnly).map(show)).toEqual([]);
  });

  it('finds games by pattern only: the registry globs every manifest and every UI entry, and names no game', () => {
    expect(globsOf(REGISTRY).sort()).toEqual([`${GAMES}/*/entry.ts`, 'src-shared/games/*/manifest.ts']);
    expect(imports.filter((i) => i.from === REGISTRY && !i.typeOnly && i.target.startsWith(`${GAMES}/`)).map(show)).toEqual([]);
    const globbing = files.filter((f) => f !== REGISTRY && globsOf(f).some((g) => g.includes('games/')));
    expect(globbing, 'only src-renderer/games/registry.ts finds games').toEqual([]);
  });

  it('loads a game’s UI on demand: a game’s entry imports only its light parts (form layout, strings) at once', () => {
    const entries = files.filter((f) => ENTRY.test(f));
    expect(entries.length).toBeGreaterThan(0);
    const eager = entries.flatMap(importsOf).filter((i) => !i.typeOnly && !i.dynamic && i.target.startsWith(`${GAMES}/`));
    expect(eager.filter((i) => !/\/(form|i18n|strings\.en)\.ts$/.test(i.target)).map(show)).toEqual([]);
  });

  it('keeps every manifest light: nothing it loads reaches the game’s engine (the renderer loads them all at once)', () => {
    const manifests = readdirSync(join(root, 'src-shared/games')).map((kind) => `src-shared/games/${kind}/manifest.ts`).filter((path) => MANIFEST.test(path) && existsSync(join(root, path)));
    expect(manifests.length).toBeGreaterThan(0);
    const offenders = manifests.flatMap((m) => [...valueClosure(m)].filter((target) => ENGINE.test(target)).map((target) => `${m} loads ${target}: a manifest is light data (options, bot levels, lesson), keep the engine out`));
    expect(offenders).toEqual([]);
  });

  it('keeps every game’s schemas light: they load schemas, valibot and the platform’s schema helpers, never the rules', () => {
    const schemaFiles = imports.map((i) => i.target).filter((target, k, all) => SCHEMAS.test(target) && all.indexOf(target) === k);
    const offenders = schemaFiles.flatMap((file) =>
      [...valueClosure(file)].filter((target) => !SCHEMAS.test(target) && !target.startsWith('src-shared/platform/schemas') && target !== 'src-shared/schema-issues.ts').map((target) => `${file} loads ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lists only data modules that exist', () => {
    for (const path of Object.keys(DATA_MODULES)) expect(statSync(join(root, path)).isFile(), path).toBe(true);
  });
});
