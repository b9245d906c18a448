/**
 * Issue 23: the renderer computes no rules. Every value the board shows that the rules decide (costs, caps,
 * previews, splits, kinds of action, bonus leaders) comes from the host, in the game's views or in
 * `check_result.preview`; so no renderer file may import a game's rules or data module at runtime. This test
 * reads every import of every file under src-renderer/ (.ts and .svelte, static, `export … from` and dynamic
 * `import()`) and fails when one reaches into src-shared/games/ for anything but the files listed in ALLOWED.
 *
 * Type-only imports (`import type { … }`, or `import { type A, type B }` with every name a type) are fine:
 * they vanish from the bundle and only say what shape a view or an input has.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * What a renderer file may import at runtime from a game's folder (src-shared/games/<kind>/<file>), and why.
 * Everything here is light data or plain I/O plumbing; none of it works out a rule for the board.
 */
const ALLOWED: Record<string, string> = {
  'options.ts': 'the new-game form: option specs, meta (title, seats), bot levels, table options to compare — light data, no engine',
  'lesson.ts': 'lesson presets ("fits in N minutes") the start screen offers — light data, no engine',
  'manifest.ts': 'the game\'s manifest (kind, title, light data the registry lists) — no engine',
  'schemas.ts': 'the game\'s wire shapes (inputs, events, views; src-shared/platform/schemas.ts): the board decodes what the host sends with them — the I/O contract, no rule (test/unit/renderer-boundary.test.ts keeps them light)',
};

type Import = { file: string; spec: string; typeOnly: boolean; line: number };

/** Every import of a source text: `import … from`, `export … from`, side-effect `import '…'` and `import('…')`. */
function importsOf(text: string, file = 'source.ts'): Import[] {
  const out: Import[] = [];
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  // `import X, { a, type B } from '…'`, `import type { … } from '…'`, `export { … } from '…'`, `export * from '…'`.
  const statement = /\b(import|export)\s+(type\s+)?([\w*\s{},$]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    const [, , typeKeyword, clause, spec] = m;
    out.push({ file, spec, typeOnly: Boolean(typeKeyword) || namesOnlyTypes(clause), line: lineOf(m.index ?? 0) });
  }
  for (const m of text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) out.push({ file, spec: m[1], typeOnly: false, line: lineOf(m.index ?? 0) });
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ file, spec: m[1], typeOnly: false, line: lineOf(m.index ?? 0) });
  return out;
}

/** `{ type A, type B }`: every named import is a type (a default or namespace import never is). */
function namesOnlyTypes(clause: string): boolean {
  const braces = clause.match(/^\s*\{([\s\S]*)\}\s*$/);
  if (!braces) return false;
  const names = braces[1].split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|svelte)$/.test(name) ? [path] : [];
  });
}

/** Where an import lands, as `<kind>/<file>` inside src-shared/games/, or `registry.ts` / null outside it. */
function gameTarget(i: Import): string | null {
  if (!i.spec.startsWith('.')) return null;
  const target = relative(ROOT, resolve(dirname(i.file), i.spec)).split('\\').join('/');
  const m = target.match(/^src-shared\/games\/(.+)$/);
  return m ? m[1] : null;
}

/** Why an import is not allowed, or null when it is. */
function refusal(i: Import): string | null {
  const target = gameTarget(i);
  if (target === null || i.typeOnly) return null;
  const parts = target.split('/');
  if (parts.length === 2 && parts[1] in ALLOWED) return null;
  return `${relative(ROOT, i.file)}:${i.line} imports src-shared/games/${target} at runtime (rules and data come in the view or check_result.preview; types may be imported with \`import type\`)`;
}

describe('the renderer imports no game rules (issue 23)', () => {
  const imports = sourceFiles(join(ROOT, 'src-renderer')).flatMap((file) => importsOf(readFileSync(file, 'utf8'), file));

  it('finds the renderer\'s imports of the games (the scan sees them at all)', () => {
    const games = imports.filter((i) => gameTarget(i) !== null);
    expect(games.length).toBeGreaterThan(20);
    expect(games.some((i) => i.typeOnly)).toBe(true);
    expect(games.some((i) => !i.typeOnly)).toBe(true);
  });

  it('imports from src-shared/games/ only the allowed light files at runtime; everything else only as types', () => {
    expect(imports.map(refusal).filter((r): r is string => r !== null)).toEqual([]);
  });

  it('tells a type-only import from a runtime one, in every form the sources use', () => {
    const file = join(ROOT, 'src-renderer/games/sectors/board/X.svelte');
    const verdicts = (text: string) => importsOf(text, file).map((i) => refusal(i) === null);
    expect(verdicts("import type { View } from '../../../../src-shared/games/sectors/view.ts';")).toEqual([true]);
    expect(verdicts("import { type CompanyActionId, type PhaseId } from '../../../../src-shared/games/sectors/data.ts';")).toEqual([true]);
    expect(verdicts("import { certificateLimit } from '../../../../src-shared/games/sectors/data.ts';")).toEqual([false]);
    expect(verdicts("import {\n  TIERED_ACTION_PRICES,\n  type CompanyActionId,\n} from '../../../../src-shared/games/sectors/data.ts';")).toEqual([false]);
    expect(verdicts("export { priceAt } from '../../../../src-shared/games/sectors/data.ts';")).toEqual([false]);
    expect(verdicts("const m = await import('../../../../src-shared/games/sectors/engine.ts');")).toEqual([false]);
    expect(verdicts("import * as data from '../../../../src-shared/games/sectors/data.ts';")).toEqual([false]);
    expect(verdicts("import { SECTORS_OPTIONS } from '../../../../src-shared/games/sectors/options.ts';")).toEqual([true]);
    expect(verdicts("import { readEvent } from '../../../../src-shared/games/sectors/schemas.ts';")).toEqual([true]);
    // A subfolder's file is never light data, whatever its name.
    expect(verdicts("import { x } from '../../../../src-shared/games/sectors/bots/options.ts';")).toEqual([false]);
    // The games' registry is for composition roots only.
    expect(verdicts("import { GAMES } from '../../../../src-shared/games/registry.ts';")).toEqual([false]);
  });
});
