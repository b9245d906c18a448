/**
 * `npm run bench:store -- [--game KIND] [--option K=V]… [--profile FILE]`: persistence figures of the live session, for any game.
 *  - journal appends per second (each append its own transaction, as the host does);
 *  - accepted player inputs per second through the whole path (engine + journal + snapshots + views);
 *  - time to reload a game: newest snapshot + journal after it, and the whole journal without snapshot.
 * The baseline measured in the same run is the raw journal append (one SQLite transaction each, the same
 * durability); the goal for accepted inputs is ≥ 0.4× of it. Prints a table and JSON for docs/PERFORMANCE.md.
 * The games are played through the module contract alone (`windows`, `bots.decide`, `inputs.ready`): a table of
 * 4 seats and one of the most the game takes (at most 12), each seat a "human" whose moves its weakest bot level
 * chooses (`random` where the game has it), seeded as the host seeds bots.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SimulatedClock } from 'xstate';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { botSeed } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { seatIds } from '../../src-shared/platform/testing/module-play.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { seedRng } from '../../src-shared/rng.ts';
import { bootHost } from '../app/boot.ts';
import { replayJournal } from '../host/game-file.ts';
import { GameSession } from '../host/game-session.ts';
import { openDatabase } from '../store/database.ts';
import { GameRepository } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { toolsOf } from './engine-tool-args.ts';
import { aliasFlags, optionUsage, readGameOptions, toolConfig, usableAliases } from './game-options.ts';
import { everyGame } from './game-tools.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from './tool-args.ts';

/** Where the games are cut, as a share of their length: late enough for snapshots, mid-window for journal after them. */
const CUT_AT = 0.8;

type Options = Record<string, string | number | boolean>;

function parse(module: AnyGameModule, argv: string[]): { options: Options; seats: [number, number]; profile: string | null } {
  const tools = toolsOf(module);
  const aliases = usableAliases(tools, ['option', 'help']);
  const usage = `usage: npm run bench:store -- [--game KIND] [--option K=V]... [--profile FILE]
${gameUsageLine(gameRegistry, 17)}
  --profile FILE   a CPU profile of the two act → view games (the host's whole path) to FILE (.cpuprofile)
${optionUsage(module, tools, aliases, 17)}`;
  const { values } = parseToolOptions(argv, usage, { ...aliasFlags(aliases), option: { type: 'string', multiple: true }, profile: { type: 'string' } });
  const options = readGameOptions(module, tools, aliases, values as { option?: string[] }, usage);
  const { min, max } = module.meta.players;
  const seats: [number, number] = [Math.min(max, Math.max(min, 4)), Math.max(min, Math.min(max, 12))];
  // The host makes the config from the same options; a combination it refuses is a usage error here, before any timing.
  for (const n of seats) toolConfig(module, n, options, usage, { reviewSeconds: 0 });
  return { options, seats, profile: (values as { profile?: string }).profile ?? null };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A table of people playing on, each seat sending what its bot would (decided from the state as it is, with the
 * generator the host would give a bot in that seat and window), then READY where the window waits for readiness.
 * `send` applies an input (the host's way or the bare module's); play stops at the game's end, or — once `cutAt`
 * inputs are sent — right after a seat's moves while the window still waits for that seat.
 */
function playTable(module: AnyGameModule, seed: number, seats: number, state: () => unknown, send: (input: BaseInput) => void, cutAt = Infinity): number {
  const ids = seatIds(seats);
  const level = module.bots.levels.includes('random') ? 'random' : module.bots.levels[0];
  let sent = 0;
  const current = () => (module.status(state()) === 'RUNNING' ? activeWindow(module.windows(state())) : null);
  while (module.status(state()) === 'RUNNING') {
    const w = current();
    if (!w) throw new Error('the game runs with no window open');
    const owing = w.kind === 'sequential' ? w.seats : w.seats.filter((p) => !w.ready.includes(p));
    const before = sent;
    for (const player of owing) {
      if (current()?.id !== w.id) break;
      const moves = w.kind === 'display' ? [] : module.bots.decide(state(), player, { level, rng: seedRng(botSeed(seed, w.id, ids.indexOf(player))) });
      for (const input of moves) {
        if (current()?.id !== w.id) break;
        send(input);
        sent++;
      }
      const open = current();
      const waits = open?.id === w.id && open.kind !== 'sequential' && !open.ready.includes(player);
      if (sent >= cutAt && waits) return sent;
      if (waits && (w.kind === 'simultaneous' || w.kind === 'display')) {
        send(module.inputs.ready(player));
        sent++;
      }
    }
    if (sent === before) throw new Error(`window ${w.id} (${w.phase}) waits, but no seat had anything to send`);
  }
  return sent;
}

function benchStore(module: AnyGameModule, argv: string[]): void {
  const { options, seats: [small, large], profile } = parse(module, argv);
  const dir = mkdtempSync(join(tmpdir(), `${module.meta.kind}-bench-`));
  const createOptions = { reviewSeconds: 0, ...options };
  const configFor = (n: number) => toolConfig(module, n, options, '', { reviewSeconds: 0 });

  /** The game played on the bare module first: its length (where to cut it) and a real input for the baseline's row. */
  const bare = (n: number, seed: number) => {
    const state = module.create(configFor(n), seed);
    let sample: BaseInput | null = null;
    const length = playTable(module, seed, n, () => state, (input) => {
      if (!sample && input.type !== module.inputs.ready('P1').type) sample = input;
      module.applyInPlace(state, input);
    });
    return { cutAt: Math.floor(length * CUT_AT), sample };
  };
  const smallGame = bare(small, 1);
  const largeGame = bare(large, 2);
  const payload = { type: 'INPUT', at: 0, input: smallGame.sample ?? module.inputs.ready('P1') };

  /** The baseline: raw better-sqlite3 inserts of a journal-sized row, one transaction each, same pragmas (WAL, NORMAL). */
  const benchRawInserts = (n: number): number => {
    const db = openDatabase(join(dir, 'raw'));
    db.exec(`CREATE TABLE raw (id INTEGER PRIMARY KEY, game_id TEXT, seq INTEGER, kind TEXT, seat TEXT, payload TEXT, at INTEGER)`);
    const insert = db.prepare(`INSERT INTO raw (game_id, seq, kind, seat, payload, at) VALUES (?, ?, ?, ?, ?, ?)`);
    const one = db.transaction((i: number) => insert.run('g', i, 'INPUT', 'P1', JSON.stringify(payload), i));
    const start = performance.now();
    for (let i = 0; i < n; i++) one.immediate(i);
    const seconds = (performance.now() - start) / 1000;
    db.close();
    return Math.round(n / seconds);
  };

  /** Journal appends, each its own transaction (the store's own code on top of the raw insert). */
  const benchAppends = (n: number): number => {
    const db = openDatabase(join(dir, 'appends'));
    const journal = new Journal(db);
    const start = performance.now();
    for (let i = 0; i < n; i++) journal.append({ gameId: null, kind: 'INPUT', seat: 'P1', payload, at: i });
    const seconds = (performance.now() - start) / 1000;
    db.close();
    return Math.round(n / seconds);
  };

  /**
   * Plays a game whose seats are "humans" on the host, one accepted input per move and per READY, as a real table
   * sends them; cut where the bare game said, so a reload has a snapshot plus some journal entries after it.
   *   - path 'act': every input is an `act` command on a hot-seat connection holding all seats, decoded,
   *     checked, applied, journaled, snapshotted and answered with a view — the whole path of a player's click;
   *   - path 'event': session events handed to the host directly (the figure earlier versions printed).
   */
  const playGame = (n: number, seed: number, cutAt: number, path: 'act' | 'event') => {
    const clock = new SimulatedClock();
    const booted = bootHost(join(dir, `game-${n}-${seed}-${path}`), { clock, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
    let gameId = '';
    let views = 0;
    // As the desktop's window is connected (src-main/electron/ipc-bridge.ts): views, shared by many screens, as
    // the JSON text the host makes once; answers as objects.
    const connection = booted.host.connect('ipc', (e) => {
      if (e.type === 'game_created') gameId = e.gameId;
      if (e.type === 'error') throw new Error(`refused: ${e.reason} ${e.message}`);
    }, { local: true, sendText: (text) => (views += text.startsWith('{"type":"view"') ? 1 : 0) });
    const create = { game: module.meta.kind, seats: Array.from({ length: n }, (_, i) => ({ name: `H${i}`, kind: 'human' as const })), seed, options: createOptions, start: true };
    // The event path has no screen attached, as the figure of earlier versions was measured; the act path has one
    // hot-seat screen holding every seat, so each change builds and sends the views.
    if (path === 'event') gameId = booted.host.createGame(create).gameId;
    else {
      connection.receive({ type: 'create_game', ...create });
      for (let i = 1; i <= n; i++) connection.receive({ type: 'claim_seat', gameId, player: `P${i}` });
    }
    const session = booted.host.session(gameId)!;
    const seq = new Map<string, number>();
    // Only the host's work is timed: the "humans" deciding what to send are the driver's, not the path's.
    let busy = 0;
    const accept = (input: BaseInput) => {
      const start = performance.now();
      if (path === 'event') booted.host.send(gameId, { type: 'INPUT', at: clock.now(), input });
      else {
        const { player, ...action } = input as BaseInput & { player: string };
        seq.set(player, (seq.get(player) ?? 0) + 1);
        connection.receive({ type: 'act', gameId, player, phaseSerial: session.context.timer.serial, clientSeq: seq.get(player), action });
      }
      busy += performance.now() - start;
    };
    views = 0;
    const events = playTable(module, seed, n, () => session.context.engine, accept, cutAt);
    return { booted, gameId, events, views, eventsPerSecond: Math.round(events / (busy / 1000)) };
  };

  /**
   * The rules engine alone on the very inputs a game accepted (from its journal), best of 5: what of the path's
   * cost is the game's own rules, the rest being the platform (session, journal, snapshots, views).
   */
  const engineOnly = (booted: ReturnType<typeof bootHost>, gameId: string): number => {
    const record = new GameRepository(booted.db).get(gameId)!;
    const { inputs } = replayJournal(module, record, new Journal(booted.db).read(gameId));
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const state = module.create(record.config, record.seed);
      const start = performance.now();
      for (const input of inputs) module.applyInPlace(state, input as BaseInput);
      best = Math.min(best, performance.now() - start);
    }
    return Math.round(inputs.length / (best / 1000));
  };

  const benchReload = (booted: ReturnType<typeof bootHost>, gameId: string, runs = 15) => {
    const { db } = booted;
    const record = new GameRepository(db).get(gameId)!;
    const journal = new Journal(db);
    const snapshots = new SnapshotRepository(db);
    const entries = journal.read(gameId);
    const snap = snapshots.latest(gameId)!;
    const deps = { db, journal, games: new GameRepository(db), snapshots, clock: new SimulatedClock(), bots: { decide: () => [] }, botThinkMs: 0, moduleOf: () => module };
    const withSnapshot: number[] = [];
    const fullReplay: number[] = [];
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      GameSession.restore(record, deps).stop();
      withSnapshot.push(performance.now() - t);
      t = performance.now();
      replayJournal(module, record, entries);
      fullReplay.push(performance.now() - t);
    }
    const at = module.summary(replayJournal(module, record, entries).context.engine);
    return {
      entries: entries.length, afterSnapshot: entries.length - snap.seq, at: `${at.turn === null ? '' : `turn ${at.turn} `}${at.phase ?? ''}`.trim(),
      snapshotMs: +median(withSnapshot).toFixed(2), fullReplayMs: +median(fullReplay).toFixed(1),
    };
  };

  const raw = benchRawInserts(20_000);
  const appends = benchAppends(20_000);
  const actPath = process.env.BENCH_ONLY === 'event' ? 'event' : 'act';
  const profiler = startCpuProfile(profile);
  const smallAct = playGame(small, 1, smallGame.cutAt, actPath);
  const largeAct = playGame(large, 2, largeGame.cutAt, actPath);
  profiler.stop();
  const smallEvents = playGame(small, 1, smallGame.cutAt, 'event');
  const largeEvents = playGame(large, 2, largeGame.cutAt, 'event');
  const rulesOnly = { small: engineOnly(smallEvents.booted, smallEvents.gameId), large: engineOnly(largeEvents.booted, largeEvents.gameId) };
  smallEvents.booted.close();
  largeEvents.booted.close();
  const ratio = (n: number) => +(n / raw).toFixed(2);
  const reloadSmall = benchReload(smallAct.booted, smallAct.gameId);
  const reloadLarge = benchReload(largeAct.booted, largeAct.gameId);
  smallAct.booted.close();
  largeAct.booted.close();
  rmSync(dir, { recursive: true, force: true });

  const bySeats = <T>(a: T, b: T) => ({ [`${small} seats`]: a, [`${large} seats`]: b });
  const optionText = Object.entries(options).map(([k, v]) => `${k}=${v}`).join(', ') || 'options default';
  const result = {
    game: module.meta.kind,
    options,
    rawInsertsPerSecond: raw,
    journalAppendsPerSecond: appends,
    acceptedInputsPerSecond: bySeats(smallAct.eventsPerSecond, largeAct.eventsPerSecond),
    versusRawInserts: bySeats(ratio(smallAct.eventsPerSecond), ratio(largeAct.eventsPerSecond)),
    sessionEventsPerSecond: bySeats(smallEvents.eventsPerSecond, largeEvents.eventsPerSecond),
    rulesEngineAloneInputsPerSecond: bySeats(rulesOnly.small, rulesOnly.large),
    reload: bySeats(reloadSmall, reloadLarge),
  };
  console.log(`${module.meta.title}, ${optionText}; seats played by their ${module.bots.levels.includes('random') ? 'random' : module.bots.levels[0]} bot as humans`);
  console.log(`baseline: raw better-sqlite3 inserts/s (one transaction each, WAL, synchronous=NORMAL): ${raw}`);
  console.log(`journal appends/s (one transaction each): ${appends}`);
  console.log(`accepted player inputs/s, act → view (decode, rules, journal, snapshot, views): ${small} seats ${smallAct.eventsPerSecond} (${ratio(smallAct.eventsPerSecond)}× raw inserts), ${large} seats ${largeAct.eventsPerSecond} (${ratio(largeAct.eventsPerSecond)}×)`);
  console.log(`session INPUT events/s handed to the host directly: ${small} seats ${smallEvents.eventsPerSecond}, ${large} seats ${largeEvents.eventsPerSecond}`);
  console.log(`the same accepted inputs on the rules engine alone (no session, store or views): ${small} seats ${rulesOnly.small}/s, ${large} seats ${rulesOnly.large}/s`);
  for (const [n, r] of [[small, reloadSmall], [large, reloadLarge]] as const) {
    console.log(`reload ${n}-seat game cut at ${r.at} (${r.entries} entries): snapshot + ${r.afterSnapshot} after it ${r.snapshotMs} ms; full journal replay ${r.fullReplayMs} ms`);
  }
  console.log(JSON.stringify(result));
}

await runGameCli('npm run bench:store', process.argv.slice(2), everyGame(gameRegistry, benchStore), gameRegistry);
