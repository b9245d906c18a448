/**
 * `npm run bench:store`: persistence figures of the live session.
 *  - journal appends per second (each append its own transaction, as the host does);
 *  - accepted player inputs per second through the whole path (engine + journal + snapshots);
 *  - time to reload a game: newest snapshot + journal after it, and the whole journal without snapshot.
 * Prints a table and JSON; numbers go to docs/PERFORMANCE.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../host/boot.ts';
import { replayJournal } from '../host/game-file.ts';
import { GameSession } from '../host/game-session.ts';
import { openDatabase } from '../store/database.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { botPolicy } from '../host/bots.ts';
import { botRng } from '../../src-shared/session/runner.ts';

const dir = mkdtempSync(join(tmpdir(), 'sectors-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function benchAppends(n: number): number {
  const db = openDatabase(join(dir, 'appends'));
  const journal = new Journal(db);
  const payload = { type: 'INPUT', at: 0, input: { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: 'CYCO', location: 'IPO', side: 'BUY', quantity: 2 } };
  const start = performance.now();
  for (let i = 0; i < n; i++) journal.append({ gameId: null, kind: 'INPUT', seat: 'P1', payload, at: i });
  const seconds = (performance.now() - start) / 1000;
  db.close();
  return Math.round(n / seconds);
}

/**
 * Plays a game whose seats are "humans" driven by the random bot, one INPUT event per action and per READY,
 * as a real table would send them; stops in the middle of a phase of turn `stopTurn`, so a reload has a
 * snapshot plus some journal entries after it to replay.
 */
function playGame(seats: number, seed: number, stopTurn: number) {
  const clock = new SimulatedClock();
  const booted = bootHost(join(dir, `game-${seats}-${seed}`), { clock });
  const { gameId } = booted.host.createGame({ seats: Array.from({ length: seats }, (_, i) => ({ name: `H${i}`, kind: 'human' as const })), seed, options: { reviewSeconds: 0 }, start: true });
  const session = booted.host.session(gameId)!;
  let events = 0;
  const start = performance.now();
  outer: while (session.context.engine!.status === 'RUNNING') {
    const engine = session.context.engine!;
    for (const player of engine.priority) {
      const moves = botPolicy(session.context.engine!, player, 'random', botRng(session.context.engine!, player));
      for (const input of moves) {
        booted.host.send(gameId, { type: 'INPUT', at: clock.now(), input });
        events++;
      }
      if (session.context.engine!.turn >= stopTurn && session.context.engine!.phase === 'PLACE_STOCK_ORDERS' && player === engine.priority.at(-1)) break outer;
      booted.host.send(gameId, { type: 'INPUT', at: clock.now(), input: { type: 'READY', player } });
      events++;
      if (session.context.engine!.phaseSerial !== engine.phaseSerial) break;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { booted, gameId, events, eventsPerSecond: Math.round(events / seconds) };
}

function benchReload(booted: ReturnType<typeof bootHost>, gameId: string, runs = 15) {
  const { db } = booted;
  const record = new GameRepository(db).get(gameId)!;
  const journal = new Journal(db);
  const snapshots = new SnapshotRepository(db);
  const entries = journal.read(gameId);
  const snap = snapshots.latest(gameId)!;
  const deps = { db, journal, games: new GameRepository(db), snapshots, clock: new SimulatedClock(), bots: () => [], botThinkMs: 0 };
  const withSnapshot: number[] = [];
  const fullReplay: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    GameSession.restore(record, deps).stop();
    withSnapshot.push(performance.now() - t);
    t = performance.now();
    replayJournal(record, entries);
    fullReplay.push(performance.now() - t);
  }
  return { entries: entries.length, afterSnapshot: entries.length - snap.seq, snapshotMs: +median(withSnapshot).toFixed(2), fullReplayMs: +median(fullReplay).toFixed(1) };
}

const appends = benchAppends(20_000);
const four = playGame(4, 1, 7);
const twelve = playGame(12, 2, 7);
const reload4 = benchReload(four.booted, four.gameId);
const reload12 = benchReload(twelve.booted, twelve.gameId);
four.booted.close();
twelve.booted.close();
rmSync(dir, { recursive: true, force: true });

const result = {
  journalAppendsPerSecond: appends,
  acceptedInputsPerSecond: { fourSeats: four.eventsPerSecond, twelveSeats: twelve.eventsPerSecond },
  reload: { fourSeats: reload4, twelveSeats: reload12 },
};
console.log(`journal appends/s (one transaction each): ${appends}`);
console.log(`accepted player inputs/s through engine+journal+snapshot: 4 seats ${four.eventsPerSecond}, 12 seats ${twelve.eventsPerSecond}`);
console.log(`reload 4-seat game at turn 7 (${reload4.entries} entries): snapshot + ${reload4.afterSnapshot} after it ${reload4.snapshotMs} ms; full journal replay ${reload4.fullReplayMs} ms`);
console.log(`reload 12-seat game at turn 7 (${reload12.entries} entries): snapshot + ${reload12.afterSnapshot} after it ${reload12.snapshotMs} ms; full journal replay ${reload12.fullReplayMs} ms`);
console.log(JSON.stringify(result));
