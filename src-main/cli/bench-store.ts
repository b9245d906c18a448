/**
 * `npm run bench:store`: persistence figures of the live session.
 *  - journal appends per second (each append its own transaction, as the host does);
 *  - accepted player inputs per second through the whole path (engine + journal + snapshots);
 *  - time to reload a game: newest snapshot + journal after it, and the whole journal without snapshot.
 * The baseline measured in the same run is the raw journal append (one SQLite transaction each, the same
 * durability); the goal for accepted inputs is ≥ 0.4× of it. Prints a table and JSON for docs/PERFORMANCE.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../app/boot.ts';
import { replayJournal } from '../host/game-file.ts';
import { GameSession } from '../host/game-session.ts';
import { openDatabase } from '../store/database.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { randomMove } from '../../src-shared/games/sectors/testing/tournament.ts';
import type { GameConfig, GameState, Input } from '../../src-shared/games/sectors/types.ts';

const engineOf = (ctx: { engine: unknown }) => ctx.engine as GameState;


const dir = mkdtempSync(join(tmpdir(), 'sectors-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const payload = { type: 'INPUT', at: 0, input: { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: 'CYCO', location: 'IPO', side: 'BUY', quantity: 2 } };

/** The baseline: raw better-sqlite3 inserts of a journal-sized row, one transaction each, same pragmas (WAL, NORMAL). */
function benchRawInserts(n: number): number {
  const db = openDatabase(join(dir, 'raw'));
  db.exec(`CREATE TABLE raw (id INTEGER PRIMARY KEY, game_id TEXT, seq INTEGER, kind TEXT, seat TEXT, payload TEXT, at INTEGER)`);
  const insert = db.prepare(`INSERT INTO raw (game_id, seq, kind, seat, payload, at) VALUES (?, ?, ?, ?, ?, ?)`);
  const one = db.transaction((i: number) => insert.run('g', i, 'INPUT', 'P1', JSON.stringify(payload), i));
  const start = performance.now();
  for (let i = 0; i < n; i++) one.immediate(i);
  const seconds = (performance.now() - start) / 1000;
  db.close();
  return Math.round(n / seconds);
}

/** Journal appends, each its own transaction (the store's own code on top of the raw insert). */
function benchAppends(n: number): number {
  const db = openDatabase(join(dir, 'appends'));
  const journal = new Journal(db);
  const start = performance.now();
  for (let i = 0; i < n; i++) journal.append({ gameId: null, kind: 'INPUT', seat: 'P1', payload, at: i });
  const seconds = (performance.now() - start) / 1000;
  db.close();
  return Math.round(n / seconds);
}

/**
 * Plays a game whose seats are "humans" driven by the random bot, one accepted input per action and per READY,
 * as a real table sends them; stops in the middle of a phase of turn `stopTurn`, so a reload has a snapshot
 * plus some journal entries after it to replay.
 *   - path 'act': every input is an `act` command on a hot-seat connection holding all seats, decoded,
 *     checked, applied, journaled, snapshotted and answered with a view — the whole path of a player's click;
 *   - path 'event': session events handed to the host directly (the figure earlier versions printed).
 */
function playGame(seats: number, seed: number, stopTurn: number, path: 'act' | 'event') {
  const clock = new SimulatedClock();
  const booted = bootHost(join(dir, `game-${seats}-${seed}-${path}`), { clock, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  let gameId = '';
  let views = 0;
  const connection = booted.host.connect('local', (e) => {
    if (e.type === 'game_created') gameId = e.gameId;
    if (e.type === 'view') views++;
    if (e.type === 'error') throw new Error(`refused: ${e.reason} ${e.message}`);
  }, { local: true });
  const create = { seats: Array.from({ length: seats }, (_, i) => ({ name: `H${i}`, kind: 'human' as const })), seed, options: { reviewSeconds: 0 }, start: true };
  // The event path has no screen attached, as the figure of earlier versions was measured; the act path has one
  // hot-seat screen holding every seat, so each change builds and sends the views.
  if (path === 'event') gameId = booted.host.createGame(create).gameId;
  else {
    connection.receive({ type: 'create_game', ...create });
    for (let i = 1; i <= seats; i++) connection.receive({ type: 'claim_seat', gameId, player: `P${i}` });
  }
  const session = booted.host.session(gameId)!;
  const seq = new Map<string, number>();
  // Only the host's work is timed: the random "humans" deciding what to send is the driver's, not the path's.
  let busy = 0;
  const accept = (input: Input) => {
    const start = performance.now();
    if (path === 'event') booted.host.send(gameId, { type: 'INPUT', at: clock.now(), input });
    else {
      const { player, ...action } = input as Input & { player: string };
      seq.set(player, (seq.get(player) ?? 0) + 1);
      connection.receive({ type: 'act', gameId, player, phaseSerial: session.context.timer.serial, clientSeq: seq.get(player), action });
    }
    busy += performance.now() - start;
  };
  let events = 0;
  views = 0;
  outer: while (engineOf(session.context).status === 'RUNNING') {
    const engine = engineOf(session.context);
    for (const player of engine.priority) {
      for (const input of randomMove(engine, player)) {
        accept(input);
        events++;
      }
      if (engineOf(session.context).turn >= stopTurn && engineOf(session.context).phase === 'PLACE_STOCK_ORDERS' && player === engine.priority.at(-1)) break outer;
      accept({ type: 'READY', player });
      events++;
      if (engineOf(session.context).phaseSerial !== engine.phaseSerial) break;
    }
  }
  return { booted, gameId, events, views, eventsPerSecond: Math.round(events / (busy / 1000)) };
}

/**
 * The rules engine alone on the very inputs a game accepted (from its journal), best of 5: what of the path's
 * cost is the game's own rules, the rest being the platform (session, journal, snapshots, views).
 */
function engineOnly(booted: ReturnType<typeof bootHost>, gameId: string): number {
  const record = new GameRepository(booted.db).get(gameId)!;
  const { inputs } = replayJournal(sectorsModule, record, new Journal(booted.db).read(gameId));
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const state = sectorsModule.create(record.config as GameConfig, record.seed);
    const start = performance.now();
    for (const input of inputs) sectorsModule.applyInPlace(state, input as Input);
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(inputs.length / (best / 1000));
}

function benchReload(booted: ReturnType<typeof bootHost>, gameId: string, runs = 15) {
  const { db } = booted;
  const record = new GameRepository(db).get(gameId)!;
  const journal = new Journal(db);
  const snapshots = new SnapshotRepository(db);
  const entries = journal.read(gameId);
  const snap = snapshots.latest(gameId)!;
  const deps = { db, journal, games: new GameRepository(db), snapshots, clock: new SimulatedClock(), bots: { decide: () => [] }, botThinkMs: 0, moduleOf: () => sectorsModule };
  const withSnapshot: number[] = [];
  const fullReplay: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    GameSession.restore(record, deps).stop();
    withSnapshot.push(performance.now() - t);
    t = performance.now();
    replayJournal(sectorsModule, record, entries);
    fullReplay.push(performance.now() - t);
  }
  return { entries: entries.length, afterSnapshot: entries.length - snap.seq, snapshotMs: +median(withSnapshot).toFixed(2), fullReplayMs: +median(fullReplay).toFixed(1) };
}

const raw = benchRawInserts(20_000);
const appends = benchAppends(20_000);
const four = playGame(4, 1, 7, process.env.BENCH_ONLY === 'event' ? 'event' : 'act');
const twelve = playGame(12, 2, 7, process.env.BENCH_ONLY === 'event' ? 'event' : 'act');
const fourEvents = playGame(4, 1, 7, 'event');
const twelveEvents = playGame(12, 2, 7, 'event');
const rulesOnly = { fourSeats: engineOnly(fourEvents.booted, fourEvents.gameId), twelveSeats: engineOnly(twelveEvents.booted, twelveEvents.gameId) };
fourEvents.booted.close();
twelveEvents.booted.close();
const ratio = (n: number) => +(n / raw).toFixed(2);
const reload4 = benchReload(four.booted, four.gameId);
const reload12 = benchReload(twelve.booted, twelve.gameId);
four.booted.close();
twelve.booted.close();
rmSync(dir, { recursive: true, force: true });

const result = {
  rawInsertsPerSecond: raw,
  journalAppendsPerSecond: appends,
  acceptedInputsPerSecond: { fourSeats: four.eventsPerSecond, twelveSeats: twelve.eventsPerSecond },
  versusRawInserts: { fourSeats: ratio(four.eventsPerSecond), twelveSeats: ratio(twelve.eventsPerSecond) },
  sessionEventsPerSecond: { fourSeats: fourEvents.eventsPerSecond, twelveSeats: twelveEvents.eventsPerSecond },
  rulesEngineAloneInputsPerSecond: rulesOnly,
  reload: { fourSeats: reload4, twelveSeats: reload12 },
};
console.log(`baseline: raw better-sqlite3 inserts/s (one transaction each, WAL, synchronous=NORMAL): ${raw}`);
console.log(`journal appends/s (one transaction each): ${appends}`);
console.log(`accepted player inputs/s, act → view (decode, rules, journal, snapshot, views): 4 seats ${four.eventsPerSecond} (${ratio(four.eventsPerSecond)}× raw inserts), 12 seats ${twelve.eventsPerSecond} (${ratio(twelve.eventsPerSecond)}×)`);
console.log(`session INPUT events/s handed to the host directly: 4 seats ${fourEvents.eventsPerSecond}, 12 seats ${twelveEvents.eventsPerSecond}`);
console.log(`the same accepted inputs on the rules engine alone (no session, store or views): 4 seats ${rulesOnly.fourSeats}/s, 12 seats ${rulesOnly.twelveSeats}/s`);
console.log(`reload 4-seat game at turn 7 (${reload4.entries} entries): snapshot + ${reload4.afterSnapshot} after it ${reload4.snapshotMs} ms; full journal replay ${reload4.fullReplayMs} ms`);
console.log(`reload 12-seat game at turn 7 (${reload12.entries} entries): snapshot + ${reload12.afterSnapshot} after it ${reload12.snapshotMs} ms; full journal replay ${reload12.fullReplayMs} ms`);
console.log(JSON.stringify(result));
