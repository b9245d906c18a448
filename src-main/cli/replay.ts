/**
 * `npm run replay -- GAME_ID [--game KIND] [--to TURN/PHASE] [--full] [--data DIR]`: rebuilds a game's state
 * from its journal alone and prints it as JSON. With --to, stops at the first moment the game stands in that
 * phase of that turn (phases passed through instantly show the first state after them, and the output says so).
 * Works for every registered game: the journal gives the engine inputs, which the game's module replays.
 */
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { replayJournal } from '../host/game-file.ts';
import { Refusal } from '../host/links.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { everyGame, fail, openData, parseToolArgs, requireKind, stateSummary } from './game-tools.ts';
import { gameUsageLine, runGameCli } from './tool-args.ts';

const USAGE = `usage: npm run replay -- GAME_ID [--game KIND] [--to TURN/PHASE] [--full] [--data DIR]   e.g. --to 3/PLACE_STOCK_ORDERS
${gameUsageLine(gameRegistry)}`;

type Target = { turn: number; phase: string };

function replay(module: AnyGameModule, argv: string[]): void {
  const { values, positionals } = parseToolArgs(argv, USAGE, { to: { type: 'string' }, full: { type: 'boolean' } });
  const gameId = positionals[0] ?? fail(USAGE);
  const phases = module.phaseGraph.phases;
  let target: Target | null = null;
  if (typeof values.to === 'string') {
    const [turnText, phase] = values.to.split('/');
    const turn = Number(turnText);
    if (!Number.isInteger(turn) || turn < 1 || !phases.includes(phase)) fail(`--to must be TURN/PHASE with a phase ID of ${module.meta.title}, got "${values.to}"\n${USAGE}`);
    target = { turn, phase };
  }

  const db = openData(values.data);
  const record = new GameRepository(db).get(gameId) ?? fail(`no game ${gameId} in ${values.data}`, 1);
  requireKind(module, gameId, record.kind);
  const entries = new Journal(db).read(gameId);
  db.close();
  // A game of other rules (ENGINE_VERSION_MISMATCH) is refused in words, not with a stack trace.
  let replayed: ReturnType<typeof replayJournal>;
  try {
    replayed = replayJournal(module, record, entries);
  } catch (e) {
    if (e instanceof Refusal) fail(`game ${gameId}: ${e.message}`, 1);
    throw e;
  }
  const { context, inputs } = replayed;
  if (context.engine === null) fail(`game ${gameId} has not started`, 1);

  // The journal's engine inputs, replayed from the start, pass through every state the game stood in.
  const position = (state: unknown) => {
    const { turn, phase } = module.summary(state);
    return { turn: turn ?? 0, phase: phase ?? '' };
  };
  const order = (p: Target) => p.turn * 1000 + phases.indexOf(p.phase);
  let state: unknown = context.engine;
  let passedThrough = false;
  if (target) {
    const t = target;
    state = module.create(record.config, record.seed);
    const stop = () => {
      const at = position(state);
      if (at.turn === t.turn && at.phase === t.phase) return true;
      passedThrough = order(at) > order(t) || module.status(state) === 'ENDED';
      return passedThrough;
    };
    for (const input of inputs) {
      if (stop()) break;
      module.applyInPlace(state, input as BaseInput);
    }
    stop();
  }
  const at = position(state);
  const reached = !target || (at.turn === target.turn && at.phase === target.phase);
  const names = Object.fromEntries(context.seats.map((s) => [s.player, s.name]));
  console.log(
    JSON.stringify(
      {
        game: gameId,
        kind: record.kind,
        journalEntries: entries.length,
        target: values.to ?? null,
        reached,
        note: passedThrough && !reached ? 'the game passed through that phase without stopping (or never entered it); this is the first state after it' : undefined,
        state: values.full ? state : stateSummary(module, state, names),
      },
      null,
      2,
    ),
  );
}

await runGameCli('npm run replay', process.argv.slice(2), everyGame(gameRegistry, replay), gameRegistry);
