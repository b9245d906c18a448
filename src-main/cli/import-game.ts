/**
 * `npm run import -- FILE.sectors.json [--game KIND] [--data DIR] [--passphrase P]`: adds a game file to this
 * installation (replayed, verified). Works for every registered game; a file of another kind than --game names
 * is refused with the --game to use (a sealed file shows its kind by its format, outside the seal).
 */
import { readFileSync } from 'node:fs';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { bootHost } from '../app/boot.ts';
import { kindOfFile } from '../host/game-records.ts';
import { everyGame, fail, parseToolArgs } from './game-tools.ts';
import { gameUsageLine, runGameCli } from './tool-args.ts';

const USAGE = `usage: npm run import -- FILE.sectors.json [--game KIND] [--data DIR] [--passphrase P (for a sealed file)]
${gameUsageLine(gameRegistry)}`;

function importCli(module: AnyGameModule, argv: string[]): void {
  const { values, positionals } = parseToolArgs(argv, USAGE, { passphrase: { type: 'string' } });
  const path = positionals[0] ?? fail(USAGE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    fail(`cannot read ${path}: ${(err as Error).message}`, 1);
  }
  const kind = kindOfFile(raw, gameRegistry);
  if (kind !== undefined && kind !== module.meta.kind) fail(`${path} is a ${kind} game file, not ${module.meta.kind}: run with --game ${kind}`);
  const booted = bootHost(values.data);
  try {
    const { gameId, joinCode } = booted.host.importGame(raw, typeof values.passphrase === 'string' ? values.passphrase : undefined);
    const engine = booted.host.session(gameId)!.context.engine;
    const where = engine === null ? 'in the lobby' : `turn ${module.summary(engine).turn} ${module.summary(engine).phase}, ${module.status(engine)}`;
    console.log(`imported as game ${gameId} (join code ${joinCode}): ${where}`);
  } catch (err) {
    fail(`cannot import ${path}: ${(err as Error).message}`, 1);
  } finally {
    booted.close();
  }
}

await runGameCli('npm run import', process.argv.slice(2), everyGame(gameRegistry, importCli), gameRegistry);
