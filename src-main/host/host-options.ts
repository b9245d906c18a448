/**
 * What a host is given (HostOptions) and its defaults: the store, this build's games and tutorials, the clock,
 * the bots, limits, the LAN switch and where heavy work runs. host.ts re-exports them.
 */
import type { BotService } from '../../src-shared/platform/bots.ts';
import type { GameRegistry } from '../../src-shared/platform/module.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { Db } from '../store/database.ts';
import type { AttemptLimit } from './attempts.ts';
import type { HeavyWork } from './heavy/jobs.ts';
import type { RateLimit } from './rate-limit.ts';

/** Opening the desktop app's games to the network; `npm run serve` reports how it was started. */
export interface LanControl {
  status(): { enabled: boolean; urls: string[] };
  setEnabled(enabled: boolean): Promise<{ enabled: boolean; urls: string[] }>;
}

export type HostOptions = {
  db: Db;
  version: string;
  /** The games this host plays (the composition root passes src-shared/games/registry.ts). */
  registry: GameRegistry;
  /** Every game's tutorial files as data, by kind (the boot gives this build's; none: no tutorials offered). */
  tutorials?: Readonly<Record<string, readonly unknown[]>>;
  /** Injected so tests control time; the host is the only place that reads a clock. */
  clock?: Clock;
  /**
   * Who decides bot moves: the host's worker pool (src-main/bots) in the app, in-process bots in tests and
   * tools (their hard bot measures its budget on `clock`).
   */
  bots: BotService;
  /** Delay before bots act in a window (ms). */
  botThinkMs?: number;
  /** How often the host records that it is alive, so a restart knows how long it was down (ms). */
  heartbeatMs?: number;
  /**
   * A class's dashboards get its roster at once after a quiet interval of this many ms, else once at its end
   * (coalesced-pushes.ts); 0: after every change of a table. Default DEFAULT_CLASS_STATE_MS.
   */
  classStateMs?: number;
  rateLimit?: RateLimit;
  /** Refused messages after which a flooding connection is cut off. */
  floodLimit?: number;
  /** Failed joins (wrong code, token or secret) allowed per address and window. */
  attemptLimit?: Partial<AttemptLimit>;
  lan?: LanControl;
  /**
   * Where replays of whole games run — imports, exports, history, what-ifs, class debriefs (heavy/jobs.ts): the
   * app passes a worker thread; left out, they run at once on the host's thread (tests and tools).
   */
  heavyWork?: HeavyWork;
};

/** A dashboard shows its class at most 4 times a second from its tables' changes (a teacher's own command: at once). */
export const DEFAULT_CLASS_STATE_MS = 250;

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

