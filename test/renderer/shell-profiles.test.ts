/**
 * Local profiles in the shell: the locks model (any game's option), the start screen's profiles panel (create,
 * the active profile, a game's progress with its locks and coming-soon values, the unlock-all switch), the
 * new-game form under the active profile's Tycoon locks with a profile per human seat, and the lobby's badge
 * for a seat whose profile lacks the game's mode.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import ProfilesPanel from '../../src-renderer/components/shell/ProfilesPanel.svelte';
import LobbySeats from '../../src-renderer/components/shell/LobbySeats.svelte';
import StartScreen from '../../src-renderer/screens/StartScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import type { CreateGameRequest } from '../../src-renderer/components/shell/new-game.ts';
import { choiceItems, openValue, unlockedValues, withActiveProfile } from '../../src-renderer/components/shell/profile-locks.ts';
import type { ProfileInfo } from '../../src-renderer/client/profiles.svelte.ts';
import type { OptionLocks } from '../../src-shared/platform/module.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith, memoryStorage, settle } from './shell-fake-client.ts';

afterEach(cleanup);

/** Tycoon's locks for a profile with 2 Trader games completed (what the host's tycoonProgressHook describes). */
const TYCOON_LOCKS: OptionLocks[] = [{
  option: 'mode',
  locked: [{ value: 'investor', text: 'Investor: 2 / 3 Trader games completed' }, { value: 'strategist', text: 'Strategist: 1 / 2 Investor wins' }],
  comingSoon: [{ value: 'tycoon', text: 'Tycoon: coming soon' }, { value: 'mogul', text: 'Mogul: coming soon' }],
}];
const OPEN_LOCKS: OptionLocks[] = [{ option: 'mode', locked: [], comingSoon: TYCOON_LOCKS[0].comingSoon }];

function profile(id: string, name: string, unlockAllModes = false): ProfileInfo {
  return {
    id, name, createdAt: 0, settings: { unlockAllModes },
    games: { tycoon: { title: 'Stock Market Tycoon', summary: '2 games completed, 0 won', locks: unlockAllModes ? OPEN_LOCKS : TYCOON_LOCKS } },
  };
}

/** A host machine with profiles Ada and Ben: answers the profile commands like the real host. */
function profileHost(list: ProfileInfo[] = [profile('p-ada', 'Ada'), profile('p-ben', 'Ben')]) {
  let profiles = list;
  return (c: Command): HostEvent => {
    switch (c.type) {
      case 'list_profiles':
        return { type: 'profiles', profiles, everyone: { tycoon: [{ ...OPEN_LOCKS[0] }] } };
      case 'create_profile':
        if (profiles.some((p) => p.name.toLowerCase() === c.name.toLowerCase())) return { type: 'error', reason: 'PROFILE_NAME_TAKEN', message: 'taken' };
        profiles = [...profiles, profile(`p-${c.name.toLowerCase()}`, c.name)];
        return { type: 'profiles', profiles, profileId: `p-${c.name.toLowerCase()}` };
      case 'set_profile_settings':
        profiles = profiles.map((p) => (p.id === c.profileId ? profile(p.id, p.name, c.unlockAllModes === true) : p));
        return { type: 'profiles', profiles, profileId: c.profileId };
      default:
        return { type: 'ack' };
    }
  };
}

async function deskWithProfiles(active: string | null = 'p-ada', list?: ProfileInfo[]) {
  const storage = memoryStorage(active ? { 'sectors.activeProfile': active } : {});
  const made = deskWith(profileHost(list), storage);
  await made.desk.profiles.refresh();
  return made;
}

describe('locks model', () => {
  it('disables locked values with their progress, lists coming-soon values, and keeps only an open value chosen', () => {
    const items = choiceItems('mode', ['trader', 'investor', 'strategist'], TYCOON_LOCKS);
    expect(items.map((i) => [i.value, i.disabled, i.comingSoon, i.note])).toEqual([
      ['trader', false, false, null],
      ['investor', true, false, 'Investor: 2 / 3 Trader games completed'],
      ['strategist', true, false, 'Strategist: 1 / 2 Investor wins'],
      ['tycoon', true, true, 'Tycoon: coming soon'],
      ['mogul', true, true, 'Mogul: coming soon'],
    ]);
    expect(openValue('investor', items)).toBe('trader');
    expect(openValue('trader', items)).toBe('trader');
    // Locks of another option, or no profile: every value stays open.
    expect(choiceItems('variant', ['standard', 'extended'], TYCOON_LOCKS).every((i) => !i.disabled)).toBe(true);
    expect(unlockedValues(['trader', 'investor', 'strategist'], TYCOON_LOCKS[0])).toEqual(['trader']);
  });

  it('seats the active profile on the first human seat unless a seat plays for it already', () => {
    type Row = { kind: 'human' | 'bot'; profile?: string };
    const seats: Row[] = [{ kind: 'bot' }, { kind: 'human' }, { kind: 'human' }];
    expect(withActiveProfile(seats, 'p1').map((s) => s.profile)).toEqual([undefined, 'p1', undefined]);
    expect(withActiveProfile(seats, null)).toBe(seats);
    const chosen: Row[] = [{ kind: 'human' }, { kind: 'human', profile: 'p1' }];
    expect(withActiveProfile(chosen, 'p1')).toBe(chosen);
  });
});

describe('ProfilesPanel', () => {
  it('shows the active profile\'s Tycoon progress: unlocked modes, each lock with its progress text, and coming soon', async () => {
    const { desk } = await deskWithProfiles();
    const { getByTestId } = render(ProfilesPanel, { profiles: desk.profiles });
    expect((getByTestId('profile-active') as HTMLSelectElement).value).toBe('p-ada');
    expect(getByTestId('profile-summary-tycoon').textContent).toBe('2 games completed, 0 won');
    expect(getByTestId('profile-unlocked-tycoon').textContent).toContain('Trader');
    expect(getByTestId('profile-unlocked-tycoon').textContent).not.toContain('Investor');
    expect(getByTestId('profile-lock-tycoon-investor').textContent).toContain('Investor: 2 / 3 Trader games completed');
    expect(getByTestId('profile-lock-tycoon-strategist').textContent).toContain('Strategist: 1 / 2 Investor wins');
    expect(getByTestId('profile-soon-tycoon-tycoon').textContent).toContain('Tycoon: coming soon');
    expect(getByTestId('profile-soon-tycoon-mogul').textContent).toContain('Mogul: coming soon');
  });

  it('the unlock-all switch asks the host, and the locks go (coming soon stays)', async () => {
    const { desk, client } = await deskWithProfiles();
    const { getByTestId, queryByTestId } = render(ProfilesPanel, { profiles: desk.profiles });
    await fireEvent.click(getByTestId('profile-unlock-all'));
    expect(client.sent.at(-1)).toMatchObject({ type: 'set_profile_settings', profileId: 'p-ada', unlockAllModes: true });
    await waitFor(() => expect(queryByTestId('profile-lock-tycoon-investor')).toBeNull());
    expect((getByTestId('profile-unlock-all') as HTMLInputElement).checked).toBe(true);
    expect(getByTestId('profile-unlocked-tycoon').textContent).toContain('Strategist');
    expect(queryByTestId('profile-soon-tycoon-tycoon')).not.toBeNull();
  });

  it('creates a profile that becomes the active one, and says so when the name is taken', async () => {
    const { desk, client, storage } = await deskWithProfiles(null);
    const { getByTestId, findByTestId } = render(ProfilesPanel, { profiles: desk.profiles });
    await fireEvent.input(getByTestId('profile-name'), { target: { value: 'Cy' } });
    await fireEvent.click(getByTestId('profile-create'));
    await waitFor(() => expect(desk.profiles.activeId).toBe('p-cy'));
    expect(client.sent.at(-1)).toMatchObject({ type: 'create_profile', name: 'Cy' });
    expect(storage.getItem('sectors.activeProfile')).toBe('p-cy');
    await fireEvent.input(getByTestId('profile-name'), { target: { value: 'ada' } });
    await fireEvent.click(getByTestId('profile-create'));
    expect((await findByTestId('profile-error')).textContent).toContain('A profile with this name exists already');
  });
});

describe('the new-game form under the active profile', () => {
  function renderForm(desk: Awaited<ReturnType<typeof deskWithProfiles>>['desk']) {
    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true as const }));
    const view = render(NewGameForm, { onCreate, kind: 'tycoon', profiles: desk.profiles });
    return { ...view, onCreate };
  }
  const modeOptions = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => [o.value, o.disabled, o.textContent]);

  it('disables the modes the profile has not unlocked, with the progress beside them, and lists Tycoon and Mogul as coming soon', async () => {
    const { desk } = await deskWithProfiles();
    const { getByTestId } = renderForm(desk);
    const mode = getByTestId('option-mode') as HTMLSelectElement;
    expect(mode.value).toBe('trader');
    expect(modeOptions(mode)).toEqual([
      ['trader', false, 'Trader (default)'],
      ['investor', true, 'Investor — locked'],
      ['strategist', true, 'Strategist — locked'],
      ['tycoon', true, 'Tycoon (coming soon)'],
      ['mogul', true, 'Mogul (coming soon)'],
    ]);
    expect(getByTestId('option-lock-mode-investor').textContent).toContain('Investor: 2 / 3 Trader games completed');
    expect(getByTestId('option-lock-mode-strategist').textContent).toContain('Strategist: 1 / 2 Investor wins');
    expect(getByTestId('option-locks-mode').id).toBe(mode.getAttribute('aria-describedby')!.split(' ')[1]);
  });

  it('with unlockAllModes every mode is selectable; Tycoon and Mogul are still coming soon', async () => {
    const { desk } = await deskWithProfiles('p-ada', [profile('p-ada', 'Ada', true)]);
    const { getByTestId } = renderForm(desk);
    expect(modeOptions(getByTestId('option-mode')).map(([value, disabled]) => [value, disabled])).toEqual([
      ['trader', false], ['investor', false], ['strategist', false], ['tycoon', true], ['mogul', true],
    ]);
  });

  it('without an active profile nothing is locked but what is coming soon', async () => {
    const { desk } = await deskWithProfiles(null);
    const { getByTestId } = renderForm(desk);
    expect(modeOptions(getByTestId('option-mode')).filter(([, disabled]) => disabled).map(([value]) => value)).toEqual(['tycoon', 'mogul']);
  });

  it('lets each human seat play for a profile (the first one for the active profile), and sends it with the seats', async () => {
    const { desk } = await deskWithProfiles();
    const { getByTestId, onCreate } = renderForm(desk);
    const first = getByTestId('seat-profile-0') as HTMLSelectElement;
    const second = getByTestId('seat-profile-1') as HTMLSelectElement;
    expect(first.value).toBe('p-ada');
    // A profile plays one seat per game: Ada is not offered to the second seat.
    expect([...second.querySelectorAll('option')].map((o) => [o.value, o.disabled])).toEqual([['', false], ['p-ada', true], ['p-ben', false]]);
    await fireEvent.change(second, { target: { value: 'p-ben' } });
    await fireEvent.click(getByTestId('create-game'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    const request = onCreate.mock.calls[0][0];
    expect(request.game).toBe('tycoon');
    expect(request.options.mode).toBe('trader');
    expect(request.seats.map((s) => s.profile)).toEqual(['p-ada', 'p-ben', undefined, undefined]);
  });
});

describe('playing for the active profile on this screen', () => {
  it('a new seat taken here plays for the active profile; a token rejoin keeps the seat\'s own', async () => {
    const { desk, client, storage } = await deskWithProfiles();
    await desk.join('abcde', 'Ada');
    expect(client.sent.at(-1)).toMatchObject({ type: 'join', code: 'ABCDE', profile: 'p-ada', name: 'Ada' });
    storage.setItem('sectors.join.ABCDE', JSON.stringify({ tokens: { P1: 'token-token-1' } }));
    await desk.join('ABCDE');
    expect(client.sent.at(-1)).toEqual(expect.objectContaining({ type: 'join', token: 'token-token-1' }));
    expect(client.sent.at(-1)).not.toHaveProperty('profile');
  });

  it('quick solo seats the active profile; the start screen lists the profiles', async () => {
    const { desk, client } = await deskWithProfiles();
    const { getByTestId, findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    expect((await findByTestId('profiles-card')).textContent).toContain('Ada');
    await fireEvent.click(getByTestId('quick-solo'));
    await waitFor(() => expect(client.types()).toContain('create_game'));
    const create = client.sent.find((c) => c.type === 'create_game') as Extract<Command, { type: 'create_game' }>;
    expect(create.seats.map((seat) => seat.profile)).toEqual(['p-ada', undefined, undefined, undefined]);
  });
});

describe('the lobby', () => {
  it('names a seat\'s profile and badges one lacking the game\'s mode with its progress', async () => {
    const { desk } = deskWith();
    const seats = [
      { player: 'P1', name: 'Ada', kind: 'human' as const, connected: true, profile: { name: 'Ada', lacks: ['Investor: 2 / 3 Trader games completed'] } },
      { player: 'P2', name: 'Ben', kind: 'human' as const, connected: true, profile: { name: 'Ben', lacks: [] } },
      { player: 'P3', name: 'Cy', kind: 'human' as const, connected: false },
    ];
    const { getByTestId, queryByTestId } = render(LobbySeats, { desk, seats, held: new Set<string>(), facilitator: false, busy: null, run: async () => {} });
    await settle();
    expect(getByTestId('seat-profile-P1').textContent).toContain('plays for profile Ada');
    expect(getByTestId('seat-lacks-P1').textContent).toContain('Investor: 2 / 3 Trader games completed');
    expect(getByTestId('seat-profile-P2').textContent).toContain('Ben');
    expect(queryByTestId('seat-lacks-P2')).toBeNull();
    expect(queryByTestId('seat-profile-P3')).toBeNull();
  });
});
