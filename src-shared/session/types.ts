/** The session's data: seats, the table's options, the game state of whatever module plays, and the clock. */
import type { BaseEvent, BaseInput } from '../platform/module.ts';
import type { BotLevel, TableOptions } from '../platform/table-options.ts';
import type { SeatId } from '../platform/windows.ts';

export type { BotLevel } from '../platform/table-options.ts';
export type SeatKind = 'human' | 'bot';

export type SeatInfo = {
  player: SeatId;
  name: string;
  kind: SeatKind;
  botLevel: BotLevel | null;
  /** When the seat's last connection dropped (null while connected or never connected). */
  lostAt: number | null;
};

/**
 * The active window's timer. `serial` is the window's id; `deadline` is absolute so a restored snapshot keeps it.
 * While the clock is paused (the chart's `clock.paused` state) the deadline is null and `pausedRemaining` holds
 * what is left; `paused` mirrors the clock state for views and older readers.
 */
export type PhaseTimer = {
  serial: number;
  startedAt: number;
  deadline: number | null;
  paused: boolean;
  pausedRemaining: number | null;
  /** When the pause began (grace periods are moved by the time paused). */
  pausedAt?: number | null;
};

/** A window whose clock stands still while an interrupt on top of it is open. */
export type SuspendedTimer = { id: number; remainingMs: number | null };

export type SessionOptions = {
  /** Grace period (ms) after which a disconnected seat counts as ready (§6.4 host option, default 20 s). */
  graceMs: number;
};

export type Refused = { reason: string; message: string };

export type SessionContext = {
  gameId: string;
  /** The game module's kind (the machine was built for it). */
  kind: string;
  seats: SeatInfo[];
  options: SessionOptions;
  /** Timer mode, pace and review time; `table.pace` changes with SET_PACE, `table.hints` with SET_HINTS. */
  table: TableOptions;
  /** The seed the game started with (bot generators derive from it). */
  seed: number;
  /** The game module's state (owned by the session: inputs are applied to it in place). */
  engine: unknown | null;
  timer: PhaseTimer;
  /** Parent windows whose clocks wait for an interrupt to close. */
  suspended: SuspendedTimer[];
  /** Time of the event being processed: the machine never reads a clock. */
  now: number;
  /** Phases the game entered during the current event, still to be walked by the machine. */
  trail: string[];
  /** Engine events produced by the last session event (the host broadcasts them). */
  lastEvents: BaseEvent[];
  /** Engine inputs applied by the last session event (the host journals the session event itself). */
  lastInputs: BaseInput[];
  /** Why the last INPUT was refused (null when it was applied): the host rolls its transaction back. */
  lastRefusal: Refused | null;
  /** Count of every engine input applied since the start: a cheap consistency check for replays. */
  inputCount: number;
  /**
   * Per seat, the highest `clientSeq` of an accepted `act`: deduplication that survives reconnects and host
   * restarts because it lives in the journaled, snapshotted session.
   */
  clientSeqs: Record<SeatId, number>;
  /**
   * Per seat, its last few accepted acts that carried a `clientSeq` (the window they were made in and the input
   * as JSON): a protocol-1 client that resends on a new connection is told apart from one numbering afresh.
   * Absent in snapshots written before it existed (then: none remembered).
   */
  recentActs?: Record<SeatId, RecentAct[]>;
};

export type RecentAct = { seq: number; window: number; input: string };

export type SessionInput = { gameId: string; kind: string; seats: SeatInfo[]; options?: Partial<SessionOptions> };

/** Everything the session machine accepts. `at` is the host's clock reading when the event happened. */
export type SessionEvent =
  /** `table` is absent in journals written before table options existed: it is then read from `config`. */
  /**
   * `position` (a tutorial's table): the game starts from the tutorial's position (`GameModule.tutorials.start`)
   * instead of `create(config, seed)`; `config` and `seed` are then the position's, for the record.
   */
  | { type: 'START'; at: number; config: unknown; seed: number; table?: TableOptions; position?: unknown }
  /** Starts a game already played up to some point: the engine replays `inputs` (imported game files). */
  | { type: 'LOAD'; at: number; config: unknown; seed: number; inputs: BaseInput[]; table?: TableOptions }
  /** `clientSeq`: the client's sequence number of the `act` that carried the input (deduplication per seat). */
  | { type: 'INPUT'; at: number; input: BaseInput; clientSeq?: number }
  | { type: 'BOTS_ACT'; at: number; serial: number; moves: { player: SeatId; inputs: BaseInput[] }[] }
  | { type: 'TIME_UP'; at: number; serial: number }
  | { type: 'END_PHASE_NOW'; at: number }
  | { type: 'PAUSE'; at: number }
  | { type: 'RESUME'; at: number }
  | { type: 'ADD_TIME'; at: number; ms: number }
  | { type: 'SET_PACE'; at: number; pace: number }
  /** The facilitator's "Hints for learners" switch (`table.hints`); it changes no game state. */
  | { type: 'SET_HINTS'; at: number; on: boolean }
  | { type: 'SEAT_LOST'; at: number; player: SeatId }
  | { type: 'SEAT_BACK'; at: number; player: SeatId }
  | { type: 'GRACE_EXPIRED'; at: number; player: SeatId }
  | { type: 'SET_SEAT'; at: number; player: SeatId; kind: SeatKind; botLevel: BotLevel | null; name?: string }
  | { type: 'RESTARTED'; at: number; downtimeMs: number };
