/**
 * The composition root shared by Electron, `npm run serve`, the CLIs and the tests: it opens the data
 * directory, gives a host the games of this build (src-shared/games/registry.ts) and a bot service, and
 * resumes unfinished games. The host itself never names a game.
 */
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import type { GameRegistry } from '../../src-shared/platform/module.ts';
import { GAME_TUTORIALS, gameRegistry } from '../../src-shared/games/registry.ts';
import { WorkerPoolBots } from '../bots/worker-pool.ts';
import { WorkerHeavyWork } from './worker-work.ts';
import { GameHost, realClock, type HostOptions } from '../host/host.ts';
import { HOST_VERSION } from '../host/version.ts';
import { openDatabase, type Db } from '../store/database.ts';

/** Default time a hard bot may think per decision (ms); `botBudgetMs` overrides it. */
export const DEFAULT_BOT_BUDGET_MS = 300;

/** Everything a host can be given, except what boot provides itself; registry and bots have defaults here. */
export type BootOptions = Omit<HostOptions, 'db' | 'version' | 'registry' | 'bots'> & {
  registry?: GameRegistry;
  bots?: HostOptions['bots'];
  /** Time a hard bot may think per decision (ms, default 300): on the host clock in process, on the worker's clock in workers. */
  botBudgetMs?: number;
  /**
   * Bots decide on worker threads (the app and `npm run serve`), so a hard bot's think time never stalls the
   * host's event loop. Off by default: tests and tools want decisions at once, on a simulated clock.
   */
  workerBots?: boolean;
  /**
   * Replays of whole games (imports, exports, history, class debriefs) run on a worker thread reading the
   * database itself (the app and `npm run serve`), so no such command stalls the other tables. Off by default:
   * tests and tools want the answer at once.
   */
  workerHeavy?: boolean;
};

/** `refused`: unfinished games left as they are, with why (another engine version of their rules, a kind this build lacks). */
export type BootedHost = { host: GameHost; db: Db; restored: string[]; refused: { gameId: string; reason: string; message: string }[]; downtimeMs: number; close(): void };

/** Options for a GameHost on `db`: this build's games and, unless given, bots deciding on the host's thread. */
export function hostOptions(db: Db, options: BootOptions = {}): HostOptions {
  const { registry = gameRegistry, bots, botBudgetMs, workerBots: _workerBots, workerHeavy: _workerHeavy, ...rest } = options;
  const clock = rest.clock ?? realClock;
  return { db, version: HOST_VERSION, registry, tutorials: GAME_TUTORIALS, bots: bots ?? inProcessBots(registry, () => clock.now(), botBudgetMs ?? DEFAULT_BOT_BUDGET_MS), ...rest };
}

/** Opens the data directory, starts a host on it and resumes unfinished games: Electron, CLI and tests alike. */
export function bootHost(dataDir: string, options: BootOptions = {}): BootedHost {
  const db = openDatabase(dataDir);
  const pool = options.workerBots && !options.bots ? new WorkerPoolBots({ budgetMs: options.botBudgetMs ?? DEFAULT_BOT_BUDGET_MS }) : null;
  const heavyWork = options.workerHeavy && !options.heavyWork ? new WorkerHeavyWork({ dbFile: db.name, version: HOST_VERSION }) : undefined;
  const host = new GameHost(hostOptions(db, { ...options, ...(pool ? { bots: pool } : {}), ...(heavyWork ? { heavyWork } : {}) }));
  const { restored, refused, downtimeMs } = host.start();
  return {
    host,
    db,
    restored,
    refused,
    downtimeMs,
    close: () => {
      host.stop();
      // Workers are unref'd: the process may exit before they are gone.
      void pool?.close();
      if (db.open) db.close();
    },
  };
}
