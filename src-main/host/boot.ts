import type { BotPolicy, Clock } from '../../src-shared/session/runner.ts';
import { openDatabase, type Db } from '../store/database.ts';
import { GameHost } from './host.ts';
import { HOST_VERSION } from './version.ts';

import type { RateLimit } from './rate-limit.ts';
import type { LanControl } from './host.ts';

export type BootOptions = {
  clock?: Clock;
  bots?: BotPolicy;
  botThinkMs?: number;
  heartbeatMs?: number;
  rateLimit?: RateLimit;
  floodLimit?: number;
  lan?: LanControl;
};

export type BootedHost = { host: GameHost; db: Db; restored: string[]; downtimeMs: number; close(): void };

/** Opens the data directory, starts a host on it and resumes unfinished games: Electron, CLI and tests alike. */
export function bootHost(dataDir: string, options: BootOptions = {}): BootedHost {
  const db = openDatabase(dataDir);
  const host = new GameHost({ db, version: HOST_VERSION, ...options });
  const { restored, downtimeMs } = host.start();
  return {
    host,
    db,
    restored,
    downtimeMs,
    close: () => {
      host.stop();
      if (db.open) db.close();
    },
  };
}
