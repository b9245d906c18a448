import type { GameConfig, GameEvent, GameState, Input, PlayerId } from '../games/sectors/types.ts';
import type { PhaseNode } from './phase-graph.ts';

export type SeatKind = 'human' | 'bot';
export type BotLevel = 'easy' | 'medium' | 'hard' | 'random';

export type SeatInfo = {
  player: PlayerId;
  name: string;
  kind: SeatKind;
  botLevel: BotLevel | null;
  /** When the seat's last connection dropped (null while connected or never connected). */
  lostAt: number | null;
};

/** The phase timer. `deadline` is absolute so a restored snapshot keeps it; paused phases keep their remaining time. */
export type PhaseTimer = {
  serial: number;
  startedAt: number;
  deadline: number | null;
  paused: boolean;
  pausedRemaining: number | null;
  /** When the pause began (grace periods are moved by the time paused); absent in snapshots from before v2. */
  pausedAt?: number | null;
};

export type SessionOptions = {
  /** Grace period (ms) after which a disconnected seat counts as ready (§6.4 host option, default 20 s). */
  graceMs: number;
};

export type SessionContext = {
  gameId: string;
  seats: SeatInfo[];
  options: SessionOptions;
  engine: GameState | null;
  pace: number;
  timer: PhaseTimer;
  /** Time of the event being processed: the machine never reads a clock. */
  now: number;
  /** Phases the engine entered during the current event, still to be walked by the machine. */
  trail: PhaseNode[];
  /** Engine events produced by the last session event (the host broadcasts them). */
  lastEvents: GameEvent[];
  /** Engine inputs applied by the last session event (the host journals the session event itself). */
  lastInputs: Input[];
  /** Count of every engine input applied since the start: a cheap consistency check for replays. */
  inputCount: number;
  /**
   * Per seat, the highest `clientSeq` of an accepted `act`: deduplication that survives reconnects and host
   * restarts because it lives in the journaled, snapshotted session (absent in snapshots from before v2).
   */
  clientSeqs?: Record<PlayerId, number>;
};

export type SessionInput = { gameId: string; seats: SeatInfo[]; options?: Partial<SessionOptions> };

/** Everything the session machine accepts. `at` is the host's clock reading when the event happened. */
export type SessionEvent =
  | { type: 'START'; at: number; config: GameConfig; seed: number }
  /** Starts a game already played up to some point: the engine replays `inputs` (imported game files). */
  | { type: 'LOAD'; at: number; config: GameConfig; seed: number; inputs: Input[] }
  /** `clientSeq`: the client's sequence number of the `act` that carried the input (deduplication per seat). */
  | { type: 'INPUT'; at: number; input: Input; clientSeq?: number }
  | { type: 'BOTS_ACT'; at: number; serial: number; moves: { player: PlayerId; inputs: Input[] }[] }
  | { type: 'TIME_UP'; at: number; serial: number }
  | { type: 'END_PHASE_NOW'; at: number }
  | { type: 'PAUSE'; at: number }
  | { type: 'RESUME'; at: number }
  | { type: 'ADD_TIME'; at: number; ms: number }
  | { type: 'SET_PACE'; at: number; pace: number }
  | { type: 'SEAT_LOST'; at: number; player: PlayerId }
  | { type: 'SEAT_BACK'; at: number; player: PlayerId }
  | { type: 'GRACE_EXPIRED'; at: number; player: PlayerId }
  | { type: 'SET_SEAT'; at: number; player: PlayerId; kind: SeatKind; botLevel: BotLevel | null; name?: string }
  | { type: 'RESTARTED'; at: number; downtimeMs: number };

