/**
 * `npm run replay -- GAME_ID [--to TURN/PHASE] [--full] [--data DIR]`: rebuilds a game's state from its
 * journal alone and prints it as JSON. With --to, stops at the first moment the game stands in that phase
 * of that turn (phases passed through instantly show the first state after them, and the output says so).
 */
import { PHASE_IDS, type PhaseId } from '../../src-shared/games/sectors/data.ts';
import { replayJournal } from '../host/game-file.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { fail, openData, parseToolArgs, summarize } from './game-tools.ts';

const USAGE = 'usage: npm run replay -- GAME_ID [--to TURN/PHASE] [--full] [--data DIR]   e.g. --to 3/PLACE_STOCK_ORDERS';

const { values, positionals } = parseToolArgs(process.argv.slice(2), USAGE, { to: { type: 'string' }, full: { type: 'boolean' } });
const gameId = positionals[0] ?? fail(USAGE);
let target: { turn: number; phase: PhaseId } | null = null;
if (typeof values.to === 'string') {
  const [turnText, phase] = values.to.split('/');
  const turn = Number(turnText);
  if (!Number.isInteger(turn) || turn < 1 || !(PHASE_IDS as readonly string[]).includes(phase)) fail(`--to must be TURN/PHASE with a phase ID, got "${values.to}"\n${USAGE}`);
  target = { turn, phase: phase as PhaseId };
}

const db = openData(values.data);
const record = new GameRepository(db).get(gameId) ?? fail(`no game ${gameId} in ${values.data}`, 1);
const entries = new Journal(db).read(gameId);
const order = (turn: number, phase: PhaseId) => turn * 100 + PHASE_IDS.indexOf(phase);
let passedThrough = false;
const { context } = replayJournal(record, entries, (engine) => {
  if (!target) return false;
  if (engine.turn === target.turn && engine.phase === target.phase) return true;
  if (order(engine.turn, engine.phase) > order(target.turn, target.phase) || engine.status === 'ENDED') {
    passedThrough = true;
    return true;
  }
  return false;
});
db.close();
const engine = context.engine ?? fail(`game ${gameId} has not started`, 1);
const reached = !target || (engine.turn === target.turn && engine.phase === target.phase);
console.log(
  JSON.stringify(
    {
      game: gameId,
      journalEntries: entries.length,
      target: values.to ?? null,
      reached,
      note: passedThrough && !reached ? 'the game passed through that phase without stopping (or never entered it); this is the first state after it' : undefined,
      state: values.full ? engine : summarize(engine),
    },
    null,
    2,
  ),
);
