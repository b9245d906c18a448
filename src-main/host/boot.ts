import { openDatabase, type Db } from '../store/database.ts';
import { GameHost, type HostOptions } from './host.ts';
import { HOST_VERSION } from './version.ts';

/** Everything a host can be given, except what boot provides itself (the database and the app version). */
export type BootOptions = Omit<HostOptions, 'db' | 'version'>;

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
