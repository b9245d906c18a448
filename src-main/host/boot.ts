import { openDatabase, type Db } from '../store/database.ts';
import { Journal } from '../store/journal.ts';
import { GameHost } from './host.ts';
import { HOST_VERSION } from './version.ts';

export type BootedHost = { host: GameHost; db: Db; close(): void };

/** Opens the data directory and starts a host on it: the same code in Electron, the CLI and tests. */
export function bootHost(dataDir: string, now?: () => number): BootedHost {
  const db = openDatabase(dataDir);
  const host = new GameHost({ journal: new Journal(db), version: HOST_VERSION, now });
  return {
    host,
    db,
    close: () => {
      if (db.open) db.close();
    },
  };
}
