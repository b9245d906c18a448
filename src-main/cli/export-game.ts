/**
 * `npm run export -- GAME_ID [--out FILE] [--data DIR] [--passphrase P]`: writes the game as one portable
 * `.sectors.json` file. A finished game is written in full; a game still being played only sealed with a
 * passphrase and cut at the start of its current phase (its seed and pending submissions stay secret).
 */
import { writeFileSync } from 'node:fs';
import { exportGame, exportGameAtPhaseStart } from '../host/game-file.ts';
import { sealGameFile } from '../host/sealed-file.ts';
import { HOST_VERSION } from '../host/version.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { fail, openData, parseToolArgs } from './game-tools.ts';

const USAGE = 'usage: npm run export -- GAME_ID [--out FILE.sectors.json] [--data DIR] [--passphrase P (needed while the game runs)]';
const { values, positionals } = parseToolArgs(process.argv.slice(2), USAGE, { out: { type: 'string' }, passphrase: { type: 'string' } });
const gameId = positionals[0] ?? fail(USAGE);
const db = openData(values.data);
const record = new GameRepository(db).get(gameId) ?? fail(`no game ${gameId} in ${values.data}`, 1);
const entries = new Journal(db).read(gameId);
db.close();
const out = typeof values.out === 'string' ? values.out : `${gameId}.sectors.json`;
if (record.status === 'FINISHED') {
  const file = exportGame(record, entries, HOST_VERSION, Date.now());
  writeFileSync(out, JSON.stringify(file, null, 1));
  console.log(`wrote ${out} (${file.inputs.length} inputs, ends at turn ${file.final.turn} ${file.final.phase}, ${file.final.status})`);
} else {
  const passphrase = typeof values.passphrase === 'string' ? values.passphrase : '';
  if (passphrase.length < 8) fail('this game is still being played: it is exported only sealed; give --passphrase (8 or more characters)');
  const plain = exportGameAtPhaseStart(record, entries, HOST_VERSION, Date.now());
  writeFileSync(out, JSON.stringify(sealGameFile(plain, passphrase), null, 1));
  console.log(`wrote ${out} (sealed; resumes at turn ${plain.final.turn} ${plain.final.phase})`);
}
