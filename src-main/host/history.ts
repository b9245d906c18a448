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

export type HistoryDeps = {
  record(gameId: string): GameRecord;
  moduleOf(kind: string): AnyGameModule;
  journal(gameId: string): StoredJournalEntry[];
  version: string;
  now(): number;
  /** Imports a (what-if) game file as a new game, named `name`; the host's own import path. */
  importFile(file: GameFile, name: string): { gameId: string; joinCode: string; hostSecret: string };
  /** The host's answer to a new game: the facilitator grant and the first view. */
  created(link: Link, created: { gameId: string; joinCode: string; hostSecret: string }, requestId: { requestId?: string }): void;
};

export class HistoryDesk {
  private readonly deps: HistoryDeps;
  /** Finished games' indexes, least recently used first (Map keeps insertion order). */
  private readonly finished = new Map<string, HistoryIndex>();
  private readonly running = new Map<string, HistoryIndex>();

  constructor(deps: HistoryDeps) {
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
    } else if (!local && !grant?.facilitator) {
      throw new Refusal('FACILITATOR_ONLY', 'only the facilitator can browse a game still being played (everyone can once it has finished)');
    }
    if (record.status === 'LOBBY') throw new Refusal('GAME_NOT_RUNNING', 'the game has not started: it has no history yet');
    const module = this.deps.moduleOf(record.kind);
    const index = this.indexOf(module, record);
    const last = index.steps.length - 1;
    const step = command.step ?? last;
    if (step > last) throw new Refusal('NO_SUCH_STEP', `the game has ${index.steps.length} steps (0 to ${last}) so far`);
    const at = index.steps[step];
    const event: HostEventOf<'history_step'> = {
      type: 'history_step', gameId: record.id, step, steps: index.steps.length,
      turn: at.final.turn, phase: at.final.phase, window: at.window,
      view: viewAt(module, index, step) as HostEventOf<'history_step'>['view'],
      events: at.events as HostEventOf<'history_step'>['events'],
      final: record.status === 'FINISHED' && step === last, finished: record.status === 'FINISHED',
      ...rid(command),
    };
    link.send(event);
  }

  /**
   * `play_from`: a new game from a step of a finished one — its inputs up to that step, the same config, seed
   * and table — in which `seat` (default: the first human seat) is human and every other seat a bot of the
   * game's default level. It is imported like a game file cut at that step, so it runs at once.
   */
  playFrom(link: Link, command: CommandOf<'play_from'>): void {
    const record = this.deps.record(command.gameId);
    if (!link.options.local && !link.grants.get(record.id)?.facilitator) throw new Refusal('FACILITATOR_ONLY', 'only the facilitator (or the host machine) can play on from a past step');
    if (record.status !== 'FINISHED') throw new Refusal('GAME_NOT_FINISHED', 'play on from a step of a finished game only');
    const module = this.deps.moduleOf(record.kind);
    const index = this.indexOf(module, record);
    const at = index.steps[command.step];
    if (!at || at.window === null) throw new Refusal('NO_SUCH_STEP', `pick a step from 0 to ${index.steps.length - 2} (the last one is the end of the game)`);
    const seats = index.file.seats;
    const seat = command.seat ?? seats.find((s) => s.kind === 'human')?.player ?? seats[0].player;
    if (!seats.some((s) => s.player === seat)) throw new Refusal('NOT_SEATED', `the game has no seat ${seat}`);
    const level = defaultBotLevel(module);
    const file: GameFile = {
      ...index.file, exportedAt: this.deps.now(), inputs: index.file.inputs.slice(0, at.cut), final: at.final,
      seats: seats.map((s) => (s.player === seat ? { ...s, kind: 'human' as const, botLevel: null } : { ...s, kind: 'bot' as const, botLevel: level })),
    };
    const created = this.deps.importFile(file, `${record.name} · what-if from step ${command.step}`);
    this.deps.created(link, created, rid(command));
  }

  /** The index of a game: cached for good once finished; a running game's is rebuilt when its journal grew. */
  private indexOf(module: AnyGameModule, record: GameRecord): HistoryIndex {
    const cached = this.finished.get(record.id);
    if (cached) {
      this.finished.delete(record.id);
      this.finished.set(record.id, cached);
      return cached;
    }
    const entries = this.deps.journal(record.id);
    const known = this.running.get(record.id);
    const index = known && known.entries === entries.length ? known : buildHistory(module, exportGame(module, record, entries, this.deps.version, this.deps.now()), entries.length);
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
