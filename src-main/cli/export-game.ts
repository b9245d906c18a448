/** `npm run export -- GAME_ID [--out FILE] [--data DIR]`: writes the game as one portable `.sectors.json` file. */
import { writeFileSync } from 'node:fs';
import { exportGame } from '../host/game-file.ts';
import { HOST_VERSION } from '../host/version.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { fail, openData, parseToolArgs } from './game-tools.ts';

const USAGE = 'usage: npm run export -- GAME_ID [--out FILE.sectors.json] [--data DIR]';
const { values, positionals } = parseToolArgs(process.argv.slice(2), USAGE, { out: { type: 'string' } });
const gameId = positionals[0] ?? fail(USAGE);
const db = openData(values.data);
const record = new GameRepository(db).get(gameId) ?? fail(`no game ${gameId} in ${values.data}`, 1);
const file = exportGame(record, new Journal(db).read(gameId), HOST_VERSION, Date.now());
db.close();
const out = typeof values.out === 'string' ? values.out : `${gameId}.sectors.json`;
writeFileSync(out, JSON.stringify(file, null, 1));
console.log(`wrote ${out} (${file.inputs.length} inputs, ends at turn ${file.final.turn} ${file.final.phase}, ${file.final.status})`);
