/**
 * `npm run export -- GAME_ID [--game KIND] [--out FILE] [--data DIR] [--passphrase P]`: writes the game as one
 * portable file (`GAME_ID.<kind>.json` unless --out says otherwise). A finished game is written in full; a game
 * still being played only sealed with a passphrase and cut at the start of its current phase (its seed and
 * pending submissions stay secret). Works for every registered game (the host's export is generic).
 */
import { writeFileSync } from 'node:fs';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { fileForExport } from '../host/game-records.ts';
import { Refusal } from '../host/links.ts';
import { PASSPHRASE_MIN } from '../../src-shared/protocol/commands.ts';
import { HOST_VERSION } from '../host/version.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { everyGame, fail, openData, parseToolArgs, requireKind } from './game-tools.ts';
import { gameUsageLine, runGameCli } from './tool-args.ts';

const USAGE = `usage: npm run export -- GAME_ID [--game KIND] [--out FILE.sectors.json] [--data DIR] [--passphrase P (needed while the game runs)]
${gameUsageLine(gameRegistry)}`;

function exportCli(module: AnyGameModule, argv: string[]): void {
  const { values, positionals } = parseToolArgs(argv, USAGE, { out: { type: 'string' }, passphrase: { type: 'string' } });
  const gameId = positionals[0] ?? fail(USAGE);
  const db = openData(values.data);
  const record = new GameRepository(db).get(gameId) ?? fail(`no game ${gameId} in ${values.data}`, 1);
  requireKind(module, gameId, record.kind);
  const entries = new Journal(db).read(gameId);
  db.close();
  const out = typeof values.out === 'string' ? values.out : `${gameId}.${module.meta.kind}.json`;
  const passphrase = typeof values.passphrase === 'string' ? values.passphrase : undefined;
  if (passphrase !== undefined && passphrase.length < PASSPHRASE_MIN) fail(`--passphrase needs ${PASSPHRASE_MIN} or more characters`);
  let file: ReturnType<typeof fileForExport>;
  try {
    // The host's rule: a finished game in full, a running one only sealed and cut at its window's start.
    file = fileForExport(module, record, entries, HOST_VERSION, Date.now(), passphrase);
  } catch (err) {
    fail(err instanceof Refusal ? `this game is still being played: ${err.message} (--passphrase)` : String(err));
  }
  writeFileSync(out, JSON.stringify(file, null, 1));
  if ('sealed' in file) console.log(`wrote ${out} (sealed; it resumes where its current window began)`);
  else console.log(`wrote ${out} (${file.inputs.length} inputs, ends at turn ${file.final.turn} ${file.final.phase}, ${file.final.status})`);
}

await runGameCli('npm run export', process.argv.slice(2), everyGame(gameRegistry, exportCli), gameRegistry);
