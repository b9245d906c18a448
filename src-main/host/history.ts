/**
 * The history browser's host side: a game's steps (the state at the start of each window, and the end), the
 * public view at any step, the public events of the window that ended there, and "play on from here" (a
 * what-if against bots). A step is found by replaying the game's inputs through its module alone — the game
 * file's inputs, so the history is exactly what an export would replay. Nothing a seat may keep to itself
 * reaches a step: views are public, events with `visibleTo` are dropped, and a running game's steps stop at
 * the start of its open window (its pending submissions are after the last step).
 */
import { defaultBotLevel } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from '../../src-shared/platform/module.ts';
import { activeWindow, type WindowKind } from '../../src-shared/platform/windows.ts';
import type { CommandOf, HostEventOf } from '../../src-shared/protocol/index.ts';
import type { HeavyWork, JobResult } from './heavy/jobs.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import { exportGame, finalOf, type GameFile } from './game-file.ts';
import { Refusal, rid, type Link } from './links.ts';

/** A copy of the state is kept every this many steps, so a step's view replays at most this many windows. */
const CHECKPOINT_EVERY = 16;
/** Finished games whose index stays in memory (they never change); the least recently browsed goes first. */
const CACHED_GAMES = 8;

type Step = {
  /** Inputs applied to reach this step (the file's inputs up to here). */
  cut: number;
  final: GameFile['final'];
  window: { id: number; kind: WindowKind; phase: string } | null;
  /** The public events of the window that ended at this step (none for step 0). */
  events: BaseEvent[];
};

export type HistoryIndex = {
  file: GameFile;
  steps: Step[];
  /** Step number → a state at that step (the module's own copy; never handed out). */
  checkpoints: Map<number, unknown>;
  /** Where the index was built (a running game's index is rebuilt when more inputs were journaled). */
  entries: number;
};

/** Replays a game file's inputs and records where each window began; the last step is the end or the open window. */
export function buildHistory(module: AnyGameModule, file: GameFile, entries: number): HistoryIndex {
  const engine = module.create(file.config, file.seed);
  const windowOf = () => {
    const w = activeWindow(module.windows(engine));
    return w ? { id: w.id, kind: w.kind, phase: w.phase } : null;
  };
  const steps: Step[] = [{ cut: 0, final: finalOf(module, engine), window: windowOf(), events: [] }];
  const checkpoints = new Map<number, unknown>([[0, module.copy(engine)]]);
  let pending: BaseEvent[] = [];
  for (const [index, input] of file.inputs.entries()) {
    const result = module.applyInPlace(engine, input as BaseInput);
    if (!result.ok) throw new Refusal('GAME_UNREADABLE', `input ${index} (${input.type}) of the game's journal was refused: ${result.reason}`);
    // Copied now: events may share objects with the state, which the next inputs change.
    for (const event of result.events as BaseEvent[]) if (!event.visibleTo) pending.push(JSON.parse(JSON.stringify(event)) as BaseEvent);
    const window = windowOf();
    if ((window?.id ?? -1) === (steps[steps.length - 1].window?.id ?? -1)) continue;
    steps.push({ cut: index + 1, final: finalOf(module, engine), window, events: pending });
    pending = [];
    if ((steps.length - 1) % CHECKPOINT_EVERY === 0) checkpoints.set(steps.length - 1, module.copy(engine));
  }
  return { file, steps, checkpoints, entries };
}

/** The public view at a step, detached from any state. */
export function viewAt(module: AnyGameModule, index: HistoryIndex, step: number): unknown {
  const base = step - (step % CHECKPOINT_EVERY);
  const engine = module.copy(index.checkpoints.get(base));
  for (const input of index.file.inputs.slice(index.steps[base].cut, index.steps[step].cut)) module.applyInPlace(engine, input as BaseInput);
  const names = Object.fromEntries(index.file.seats.map((s) => [s.player, s.name]));
  return JSON.parse(JSON.stringify(module.views.public(engine, names)));
}

/** A step of a game's history as the `history_step` answer carries it (`NO_SUCH_STEP` past the last one). */
export function historyStep(module: AnyGameModule, index: HistoryIndex, record: GameRecord, step: number | undefined, requestId: { requestId?: string }): HostEventOf<'history_step'> {
  const last = index.steps.length - 1;
  const at = step ?? last;
  if (at > last) throw new Refusal('NO_SUCH_STEP', `the game has ${index.steps.length} steps (0 to ${last}) so far`);
  const found = index.steps[at];
  return {
    type: 'history_step', gameId: record.id, step: at, steps: index.steps.length,
    turn: found.final.turn, phase: found.final.phase, window: found.window,
    view: viewAt(module, index, at) as HostEventOf<'history_step'>['view'],
    events: found.events as HostEventOf<'history_step'>['events'],
    final: record.status === 'FINISHED' && at === last, finished: record.status === 'FINISHED',
    ...requestId,
  };
}

/**
 * `play_from`'s game file: the finished game's inputs up to `step`, the same config, seed and table, `seat`
 * (default: the first human seat) human and every other seat a bot of the game's default level.
 */
export function whatIfFile(module: AnyGameModule, index: HistoryIndex, step: number, wanted: string | undefined, now: number): GameFile {
  const at = index.steps[step];
  if (!at || at.window === null) throw new Refusal('NO_SUCH_STEP', `pick a step from 0 to ${index.steps.length - 2} (the last one is the end of the game)`);
  const seats = index.file.seats;
  const seat = wanted ?? seats.find((s) => s.kind === 'human')?.player ?? seats[0].player;
  if (!seats.some((s) => s.player === seat)) throw new Refusal('NOT_SEATED', `the game has no seat ${seat}`);
  const level = defaultBotLevel(module);
  return {
    ...index.file, exportedAt: now, inputs: index.file.inputs.slice(0, at.cut), final: at.final,
    seats: seats.map((s) => (s.player === seat ? { ...s, kind: 'human' as const, botLevel: null } : { ...s, kind: 'bot' as const, botLevel: level })),
  };
}

/** Games' history indexes: kept for good once finished (least recently browsed dropped first); a running game's is rebuilt when its journal grew. */
export class HistoryCache {
  /** Finished games' indexes, least recently used first (Map keeps insertion order). */
  private readonly finished = new Map<string, HistoryIndex>();
  private readonly running = new Map<string, HistoryIndex>();

  indexOf(module: AnyGameModule, record: GameRecord, journal: () => StoredJournalEntry[], version: string, now: number): HistoryIndex {
    const cached = this.finished.get(record.id);
    if (cached) {
      this.finished.delete(record.id);
      this.finished.set(record.id, cached);
      return cached;
    }
    const entries = journal();
    const known = this.running.get(record.id);
    const index = known && known.entries === entries.length ? known : buildHistory(module, exportGame(module, record, entries, version, now), entries.length);
    if (record.status === 'FINISHED') {
      this.running.delete(record.id);
      this.finished.set(record.id, index);
      if (this.finished.size > CACHED_GAMES) this.finished.delete(this.finished.keys().next().value!);
    } else {
      this.running.set(record.id, index);
    }
    return index;
  }
}

/**
 * `history` and `play_from` on the host: who may ask is checked here, at once; the replay that finds the steps
 * runs as heavy work (heavy/jobs.ts), off the event loop in the app.
 */
export class HistoryDesk {
  private readonly work: HeavyWork;
  private readonly deps: HistoryDeps;

  constructor(work: HeavyWork, deps: HistoryDeps) {
    this.work = work;
    this.deps = deps;
  }

  /** `history`: finished games for anyone with a role (or the host machine); running ones for the facilitator only. */
  history(link: Link, command: CommandOf<'history'>): void {
    const record = this.deps.record(command.gameId);
    const grant = link.grants.get(record.id);
    const local = link.options.local;
    if (record.status === 'FINISHED') {
      if (!local && !grant?.facilitator && !grant?.watcher && (grant?.players.size ?? 0) === 0) {
        throw new Refusal('NO_ROLE', 'join, watch or facilitate the game to browse its history');
      }
      if (!local && !grant?.facilitator && this.deps.hidden(record.id)) {
        throw new Refusal('FACILITATOR_ONLY', 'the other tables dealt the same cards are still playing: this history opens to everyone when they have finished');
      }
    } else if (!local && !grant?.facilitator) {
      throw new Refusal('FACILITATOR_ONLY', 'only the facilitator can browse a game still being played (everyone can once it has finished)');
    }
    if (record.status === 'LOBBY') throw new Refusal('GAME_NOT_RUNNING', 'the game has not started: it has no history yet');
    this.deps.moduleFor(record);
    this.work.run({ kind: 'history', record, step: command.step, now: this.deps.now(), ...rid(command) }, (result) => this.deps.answer(link, result));
  }

  /** `play_from`: a what-if from a step of a finished game, imported as a new game that runs at once. */
  playFrom(link: Link, command: CommandOf<'play_from'>): void {
    const record = this.deps.record(command.gameId);
    if (!link.options.local && !link.grants.get(record.id)?.facilitator) throw new Refusal('FACILITATOR_ONLY', 'only the facilitator (or the host machine) can play on from a past step');
    if (record.status !== 'FINISHED') throw new Refusal('GAME_NOT_FINISHED', 'play on from a step of a finished game only');
    this.deps.moduleFor(record);
    this.work.run({ kind: 'play_from', record, step: command.step, seat: command.seat, now: this.deps.now(), ...rid(command) }, (result) => this.deps.answer(link, result));
  }
}

export type HistoryDeps = {
  record(gameId: string): GameRecord;
  /** The module that replays `record`; refused for a kind this build lacks or a game of other rules (engine-version.ts). */
  moduleFor(record: GameRecord): AnyGameModule;
  now(): number;
  /** The host's answer to a finished job: the event, a new game to adopt, or a refusal. */
  answer(link: Link, result: JobResult): void;
  /** Whether a finished game's moves must still be kept from its watchers (a same deal still being played elsewhere). */
  hidden(gameId: string): boolean;
};
