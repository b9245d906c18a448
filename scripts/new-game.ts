/**
 * `npm run new-game -- KIND [--title "Title"]`: scaffolds a small playable game from scripts/game-template/ —
 * engine, bots, board, strings, platform-test case, a rules test and a docs page — as new files only, then
 * regenerates the Node registry (`npm run games:registry`; the generated lists are not committed) and writes the
 * game's phases page, protocol page and module goldens (new files too): `git status` shows new files only.
 * The game passes typecheck, the generic tools and the platform tests as generated; make it yours from there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { KIND_PATTERN } from '../src-shared/platform/manifest.ts';
import { REPO_ROOT, writeRegistry } from './games-registry.ts';

const TEMPLATE = join(import.meta.dirname, 'game-template');

/** Where each template folder goes, for a kind (files keep their names without `.tmpl`). */
const TARGETS = (kind: string): Record<string, string> => ({
  shared: `src-shared/games/${kind}`,
  renderer: `src-renderer/games/${kind}`,
  test: `test/unit/${kind}`,
  docs: 'docs/games',
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

/** `sr1876` → `Sr1876`: a default title until the game has its own. */
const titleOf = (kind: string): string => kind[0].toUpperCase() + kind.slice(1);

/** The template's words filled in for one game. */
function fill(text: string, kind: string, title: string): string {
  return text.replaceAll('__KINDU__', kind.toUpperCase()).replaceAll('__KIND__', kind).replaceAll('__TITLE__', title);
}

/** Writes the game's files under `root` and returns their paths; refuses a bad kind or any file that exists. */
export function scaffoldGame(root: string, kind: string, title = titleOf(kind)): string[] {
  if (!KIND_PATTERN.test(kind)) throw new Error(`"${kind}" cannot be a kind: lower-case letters and digits, starting with a letter (2 to 24 characters)`);
  if (/['`$\\]/.test(title)) throw new Error('a title may not contain quotes, backticks, $ or backslashes');
  const plan = Object.entries(TARGETS(kind)).flatMap(([from, to]) =>
    filesUnder(join(TEMPLATE, from)).map((file) => {
      const name = relative(join(TEMPLATE, from), file).replace(/\.tmpl$/, '');
      return { file, target: join(to, from === 'docs' ? `${kind}.md` : name) };
    }),
  );
  const taken = plan.filter((p) => existsSync(join(root, p.target))).map((p) => p.target);
  if (existsSync(join(root, `src-shared/games/${kind}`)) || existsSync(join(root, `src-renderer/games/${kind}`))) taken.unshift(`the game folder of "${kind}"`);
  if (taken.length > 0) throw new Error(`new-game writes only new files, and these exist: ${taken.join(', ')}`);
  for (const { file, target } of plan) {
    mkdirSync(dirname(join(root, target)), { recursive: true });
    writeFileSync(join(root, target), fill(readFileSync(file, 'utf8'), kind, title));
  }
  return plan.map((p) => p.target);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const titleAt = args.indexOf('--title');
  const title = titleAt >= 0 ? args[titleAt + 1] : undefined;
  const kind = args.filter((_, i) => titleAt < 0 || (i !== titleAt && i !== titleAt + 1))[0];
  if (!kind) {
    console.error('usage: npm run new-game -- KIND [--title "Title"]');
    process.exit(2);
  }
  try {
    const created = scaffoldGame(REPO_ROOT, kind, title);
    const regenerated = writeRegistry();
    console.log(`created ${created.length} files:\n${created.map((f) => `  ${f}`).join('\n')}`);
    console.log(`regenerated ${regenerated.join(', ')}`);
    // What the docs and golden tests expect of every game, written now (each a new file: docs/phases/KIND.md,
    // docs/PROTOCOL-KIND.md, test/fixtures/golden/module/KIND/), so the whole suite passes as generated.
    for (const [script, ...rest] of [['write-phases-doc.ts'], ['write-protocol-doc.ts'], ['golden-update.ts', '--game', kind]]) {
      const run = spawnSync(process.execPath, [join(import.meta.dirname, script), ...rest], { cwd: REPO_ROOT, stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`scripts/${script} failed (exit ${run.status}): the game's files are written; fix it and run it again`);
    }
    console.log(`next: npm run typecheck; npm run test:unit -- test/platform test/unit/${kind}; npm run sim -- --game ${kind}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
