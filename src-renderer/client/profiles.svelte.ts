/**
 * The host machine's local player profiles as this screen knows them: the list the host sent last (with each
 * game's progress and the new-game form's locks), and which profile is active here — "who is playing at this
 * screen", kept in the browser's storage. The active profile's locks are what the new-game form disables;
 * quick solo and taking a seat on this screen play for it. Other machines are refused the list (`available`
 * false) and never play for a profile.
 */
import type { OptionLocks } from '../../src-shared/platform/module.ts';
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import type { GameClient } from './game-client.ts';

export type ProfileInfo = HostEventOf<'profiles'>['profiles'][number];
type Outcome = { ok: true } | { ok: false; reason: string; message: string };

const ACTIVE_KEY = 'sectors.activeProfile';

export class ProfileBook {
  list: ProfileInfo[] = $state([]);
  /** Per game, what nobody may choose yet (coming soon): the form's locks without an active profile. */
  everyone: Record<string, OptionLocks[]> = $state({});
  /** null until the host answered; false when it refused (another machine: profiles are the host's). */
  available: boolean | null = $state(null);
  activeId: string | null = $state(null);

  private readonly client: GameClient;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

  constructor(client: GameClient, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
    this.client = client;
    this.storage = storage;
    try {
      this.activeId = storage?.getItem(ACTIVE_KEY) ?? null;
    } catch {
      this.activeId = null;
    }
    client.onEvent((event) => {
      if (event.type !== 'profiles') return;
      this.list = event.profiles;
      this.everyone = event.everyone ?? {};
    });
  }

  /** The active profile, once the host listed it (a profile removed elsewhere is not active any more). */
  get active(): ProfileInfo | null {
    return this.list.find((p) => p.id === this.activeId) ?? null;
  }

  /**
   * What the form disables in game `kind`: the active profile's locks; without one (a guest) only what nobody
   * may choose yet — a guest's table is not held to a profile's progress.
   */
  locksFor(kind: string): readonly OptionLocks[] {
    const active = this.active;
    return active ? (active.games[kind]?.locks ?? []) : (this.everyone[kind] ?? []);
  }

  setActive(id: string | null): void {
    this.activeId = id;
    try {
      if (id === null) this.storage?.removeItem(ACTIVE_KEY);
      else this.storage?.setItem(ACTIVE_KEY, id);
    } catch {
      /* private mode: the choice lasts as long as the page */
    }
  }

  async refresh(): Promise<Outcome> {
    return this.ask({ type: 'list_profiles' });
  }

  /** A new profile, which becomes the active one. */
  async create(name: string): Promise<Outcome> {
    const answer = await this.client.request({ type: 'create_profile', name });
    if (answer.type === 'profiles' && answer.profileId) this.setActive(answer.profileId);
    return this.outcome(answer);
  }

  async setUnlockAll(profileId: string, on: boolean): Promise<Outcome> {
    return this.ask({ type: 'set_profile_settings', profileId, unlockAllModes: on });
  }

  private async ask(command: { type: 'list_profiles' } | { type: 'set_profile_settings'; profileId: string; unlockAllModes: boolean }): Promise<Outcome> {
    return this.outcome(await this.client.request(command));
  }

  private outcome(answer: HostEvent): Outcome {
    if (answer.type === 'profiles') this.available = true;
    if (answer.type === 'error' && answer.reason === 'LOCAL_ONLY') this.available = false;
    return answer.type === 'error' ? { ok: false, reason: answer.reason, message: answer.message } : { ok: true };
  }
}
