/**
 * `npm run tutorials [-- --check]` (docs/TUTORIALS.md): lists every game's guided tutorials, or with `--check`
 * plays each through its game's rules (src-shared/platform/tutorials/check.ts) and prints one line per problem.
 * Exit code 0 when every tutorial passes, 1 when one fails, 2 on bad arguments.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { checkTutorials } from '../../src-shared/platform/tutorials/check.ts';
import { everyGamesTutorials } from './tutorial-files.ts';

const USAGE = 'usage: npm run tutorials [-- --check]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((a) => a !== '--check')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const result = checkTutorials(await everyGamesTutorials(gameRegistry));
  if (!args.includes('--check')) {
    for (const kind of gameRegistry.kinds()) {
      const mine = result.tutorials.filter((t) => t.kind === kind).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      console.log(`${kind}: ${mine.length} tutorial(s)`);
      for (const t of mine) console.log(`  ${t.order ?? '?'}. ${t.id ?? t.path}: ${t.title ?? '(invalid file)'}`);
    }
    return;
  }
  for (const line of result.lines) console.error(line);
  const failed = result.tutorials.filter((t) => !t.ok).length;
  const games = new Set(result.tutorials.map((t) => t.kind)).size;
  console.log(`${result.tutorials.length - failed} of ${result.tutorials.length} tutorials of ${games} game(s) pass`);
  if (!result.ok) process.exitCode = 1;
}

await main();
