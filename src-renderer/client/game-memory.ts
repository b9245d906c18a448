/**
 * What this browser remembers of the games it took part in, by join code, in its local storage: seat tokens, the
 * facilitator secret, hot seats claimed and whether it watched. A refreshed or reconnected screen takes its roles
 * back from here; the start screen offers to resume from here.
 */
type PlayerId = string;

/** The stored record of one game. */
export type Remembered = {
  tokens: Record<PlayerId, string>;
  secret?: string;
  watcher?: 'spectator' | 'projector';
  claimed?: PlayerId[];
  /** The game's kind and when this browser last had a view of it (for the list of games to go back to). */
  kind?: string;
  seenAt?: number;
};

/** What this browser remembers of a game, so a screen can offer to resume it (after a refresh or a host restart). */
export type RememberedGame = { secret: string | null; seats: PlayerId[]; claimed: PlayerId[]; watcher: 'spectator' | 'projector' | null };

/** A game this browser took part in, by join code: what it can take back there, its kind and when it was last seen. */
export type RememberedEntry = RememberedGame & { code: string; kind: string | null; seenAt: number | null };

const STORAGE_PREFIX = 'sectors.join.';

type MemoryStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

export class GameMemory {
  private readonly storage: MemoryStorage | null;

  constructor(storage: MemoryStorage | null) {
    this.storage = storage;
  }

  /**
   * Every game this browser holds something in (a seat, the facilitator secret, a watcher's place), newest seen
   * first. Another device on the LAN cannot list the host's games; this is what it can go back to.
   */
  entries(): RememberedEntry[] {
    const storage = this.storage;
    if (!storage || typeof storage.key !== 'function' || typeof storage.length !== 'number') return [];
    const codes: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) codes.push(key.slice(STORAGE_PREFIX.length));
    }
    return codes
      .map((code) => {
        const r = this.read(code);
        return { code, ...this.remembered(code), kind: r.kind ?? null, seenAt: r.seenAt ?? null };
      })
      .filter((e) => e.secret !== null || e.seats.length > 0 || e.watcher !== null)
      .sort((a, b) => (b.seenAt ?? 0) - (a.seenAt ?? 0));
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
