/**
 * What this browser remembers of the games it took part in, by join code, in its local storage: seat tokens, the
 * facilitator secret, hot seats claimed and whether it watched. A refreshed or reconnected screen takes its roles
 * back from here; the start screen offers to resume from here.
 */
type PlayerId = string;

/** The stored record of one game. */
export type Remembered = { tokens: Record<PlayerId, string>; secret?: string; watcher?: 'spectator' | 'projector'; claimed?: PlayerId[] };

/** What this browser remembers of a game, so a screen can offer to resume it (after a refresh or a host restart). */
export type RememberedGame = { secret: string | null; seats: PlayerId[]; claimed: PlayerId[]; watcher: 'spectator' | 'projector' | null };

const STORAGE_PREFIX = 'sectors.join.';

export class GameMemory {
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.storage = storage;
  }

  /** The record for a join code as stored (empty when unknown or unreadable). */
  read(code: string): Remembered {
    const raw = this.storage?.getItem(STORAGE_PREFIX + code);
    try {
      return raw ? (JSON.parse(raw) as Remembered) : { tokens: {} };
    } catch {
      return { tokens: {} };
    }
  }

  /** The host secret, seat tokens (by seat) and hot-seat claims kept for a join code as typed by a person. */
  remembered(code: string): RememberedGame {
    const r = this.read(code.toUpperCase().replace(/[\s-]/g, ''));
    return { secret: r.secret ?? null, seats: Object.keys(r.tokens), claimed: r.claimed ?? [], watcher: r.watcher ?? null };
  }

  write(code: string, patch: Partial<Remembered>): void {
    this.storage?.setItem(STORAGE_PREFIX + code, JSON.stringify({ ...this.read(code), ...patch }));
  }
}
