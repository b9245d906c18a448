/** `npm run import -- FILE.sectors.json [--data DIR] [--passphrase P]`: adds a game file to this installation (replayed, verified). */
import { readFileSync } from 'node:fs';
import { bootHost } from '../host/boot.ts';
import { fail, parseToolArgs } from './game-tools.ts';

const USAGE = 'usage: npm run import -- FILE.sectors.json [--data DIR] [--passphrase P (for a sealed file)]';
const { values, positionals } = parseToolArgs(process.argv.slice(2), USAGE, { passphrase: { type: 'string' } });
const path = positionals[0] ?? fail(USAGE);
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(path, 'utf8'));
} catch (err) {
  fail(`cannot read ${path}: ${(err as Error).message}`, 1);
}
const booted = bootHost(values.data);
try {
  const { gameId, joinCode } = booted.host.importGame(raw, typeof values.passphrase === 'string' ? values.passphrase : undefined);
  const engine = booted.host.session(gameId)!.context.engine!;
  console.log(`imported as game ${gameId} (join code ${joinCode}): turn ${engine.turn} ${engine.phase}, ${engine.status}`);
} catch (err) {
  fail(`cannot import ${path}: ${(err as Error).message}`, 1);
} finally {
  booted.close();
}
