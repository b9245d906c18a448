import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import StartScreen from '../../src-renderer/screens/StartScreen.svelte';
import JoinScreen from '../../src-renderer/screens/JoinScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith, memoryStorage } from './shell-fake-client.ts';

afterEach(cleanup);

const LOBBY_VIEW = (gameId: string): HostEvent => ({
  type: 'view', gameId, view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, events: [],
  session: { state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [] },
});

const summary = (id: string, status: 'LOBBY' | 'RUNNING' | 'FINISHED', joinCode: string) => ({
  id, name: `Game ${id}`, status, createdAt: 0, joinCode, turn: status === 'RUNNING' ? 4 : null, phase: status === 'RUNNING' ? 'REVENUE_VOTE' : null,
  seats: [{ player: 'P1', name: 'Ann', kind: 'human' as const }, { player: 'P2', name: 'Bot', kind: 'bot' as const }],
});

/** A host on this machine: lists games, creates them, grants roles. */
function localHost(games: ReturnType<typeof summary>[] = []) {
  return (c: Command): HostEvent | HostEvent[] => {
    switch (c.type) {
      case 'list_games':
        return { type: 'games', games };
      case 'create_game':
        return [{ type: 'game_created', gameId: 'g1', joinCode: 'ABCDE', hostSecret: 'secret-secret' }, LOBBY_VIEW('g1')];
      case 'claim_seat':
        return { type: 'joined', gameId: c.gameId, joinCode: 'ABCDE', role: 'player', player: c.player };
      case 'facilitate':
        return { type: 'joined', gameId: 'g2', joinCode: c.code, role: 'facilitator' };
      case 'join':
        return { type: 'joined', gameId: 'g2', joinCode: c.code, role: 'player', player: c.seat ?? 'P1', token: 'token-token-1' };
      case 'spectate':
        return { type: 'joined', gameId: 'g3', joinCode: c.code, role: c.projector ? 'projector' : 'spectator' };
      default:
        return { type: 'error', reason: 'UNHANDLED', message: c.type };
    }
  };
}

describe('StartScreen', () => {
  it('shows the host version, and on the host machine the saved games with turn and phase', async () => {
    const { desk } = deskWith(localHost([summary('g2', 'RUNNING', 'QWERT'), summary('g9', 'FINISHED', 'ZXCVB')]));
    const { getByTestId, findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    expect(getByTestId('host-version').textContent).toContain('9.8.7');
    const running = await findByTestId('saved-game-g2');
    expect(running.textContent).toContain('Turn 4 · Revenue vote');
    expect(getByTestId('resume-g2').textContent).toContain('Resume');
    expect(getByTestId('resume-g9').textContent).toContain('Review');
  });

  it('says a stored game this build cannot resume cannot be opened here, and why, instead of offering to resume it', async () => {
    const message = 'This game was played under Stock Market Tycoon rules v1; this build plays v2 and cannot replay it';
    const old = { ...summary('g5', 'RUNNING', 'PLMNB'), unplayable: { reason: 'ENGINE_VERSION_MISMATCH', message } };
    const { desk } = deskWith(localHost([old, summary('g2', 'RUNNING', 'QWERT')]));
    const { getByTestId, findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    const row = await findByTestId('saved-game-g5');
    expect(row.textContent).toContain('Cannot be opened here');
    expect(row.textContent).not.toContain('Running');
    expect(getByTestId('unplayable-g5').textContent).toContain(message);
    expect((getByTestId('resume-g5') as HTMLButtonElement).disabled).toBe(true);
    expect((getByTestId('resume-g2') as HTMLButtonElement).disabled).toBe(false);
  });

  it('plays solo in one click: one human, three medium bots, no timers, started, the seat on this screen', async () => {
    const { desk, client } = deskWith(localHost());
    const { getByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await fireEvent.input(getByTestId('solo-name'), { target: { value: 'Ada' } });
    await fireEvent.click(getByTestId('quick-solo'));
    await waitFor(() => expect(client.types()).toContain('claim_seat'));
    const create = client.sent.find((c) => c.type === 'create_game') as Extract<Command, { type: 'create_game' }>;
    expect(create.start).toBe(true);
    expect(create.options).toMatchObject({ timerMode: 'TIMERLESS', maxTurns: 8 });
    expect(create.seats).toEqual([
      { name: 'Ada', kind: 'human' },
      { name: 'Bot Ada', kind: 'bot', botLevel: 'medium' },
      { name: 'Bot Bo', kind: 'bot', botLevel: 'medium' },
      { name: 'Bot Cy', kind: 'bot', botLevel: 'medium' },
    ]);
    expect(client.sent.find((c) => c.type === 'claim_seat')).toMatchObject({ gameId: 'g1', player: 'P1' });
    await waitFor(() => expect(desk.game).toMatchObject({ gameId: 'g1', facilitator: true, players: ['P1'] }));
  });

  it('deals a new game each time, unless this device keeps a solo deal (sectors.soloSeed: the same solo game twice)', async () => {
    const created = async (): Promise<Extract<Command, { type: 'create_game' }>> => {
      const { desk, client } = deskWith(localHost());
      const { getByTestId, unmount } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
      await fireEvent.click(getByTestId('quick-solo'));
      await waitFor(() => expect(client.types()).toContain('create_game'));
      unmount();
      return client.sent.find((c) => c.type === 'create_game') as Extract<Command, { type: 'create_game' }>;
    };
    expect((await created()).seed).toBeUndefined();
    window.localStorage.setItem('sectors.soloSeed', '42');
    try {
      expect((await created()).seed).toBe('42');
    } finally {
      window.localStorage.removeItem('sectors.soloSeed');
    }
  });

  it('on another device: join by code and the games this browser played, nothing the host would refuse', async () => {
    const storage = memoryStorage({
      'sectors.join.QWERT': JSON.stringify({ tokens: { P2: 'token-token-2' }, kind: 'tycoon', seenAt: 2000 }),
      'sectors.join.ZXCVB': JSON.stringify({ tokens: {}, watcher: 'spectator', seenAt: 1000 }),
      'sectors.join.EMPTY': JSON.stringify({ tokens: {} }),
      'sectors.preferences': '{}',
    });
    const { desk } = deskWith(() => ({ type: 'error', reason: 'LOCAL_ONLY', message: 'only the host machine can do this' }), storage);
    const { findByTestId, getByTestId, queryByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    const notice = await findByTestId('remote-notice');
    expect(notice.textContent).toContain('join one with the 5-letter code');
    expect(notice.querySelector('[data-testid="join-code-input"]')).not.toBeNull();
    // Nothing that only answers "Only the host machine can do this".
    await waitFor(() => expect(queryByTestId('quick-solo')).toBeNull());
    expect(queryByTestId('new-game')).toBeNull();
    expect(queryByTestId('load-file')).toBeNull();
    expect(queryByTestId('no-saved-games')).toBeNull();
    // The games this browser took part in, newest first: rejoin the seat, watch again.
    const list = getByTestId('remembered-games');
    expect([...list.querySelectorAll('li')].map((li) => li.dataset.testid)).toEqual(['remembered-QWERT', 'remembered-ZXCVB']);
    expect(getByTestId('remembered-QWERT').textContent).toContain('Stock Market Tycoon');
    expect(getByTestId('remembered-open-QWERT').textContent).toContain('Rejoin');
    expect(getByTestId('remembered-open-ZXCVB').textContent).toContain('Watch');
    await fireEvent.click(getByTestId('remembered-open-QWERT'));
    expect(window.location.hash).toBe('#/join/QWERT');
    window.history.replaceState(null, '', '/');
  });

  it('resumes a running game with what this browser remembers: secret, seat tokens, hot seats', async () => {
    const storage = memoryStorage({ 'sectors.join.QWERT': JSON.stringify({ tokens: { P1: 'token-token-1' }, secret: 'secret-secret', claimed: ['P3'] }) });
    const { desk, client } = deskWith(localHost([summary('g2', 'RUNNING', 'QWERT')]), storage);
    const { findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await fireEvent.click(await findByTestId('resume-g2'));
    await waitFor(() => expect(client.types()).toContain('claim_seat'));
    expect(client.sent.filter((c) => c.type !== 'list_games' && c.type !== 'list_profiles' && c.type !== 'list_tutorials')).toEqual([
      expect.objectContaining({ type: 'facilitate', code: 'QWERT', secret: 'secret-secret' }),
      expect.objectContaining({ type: 'join', code: 'QWERT', token: 'token-token-1' }),
      expect.objectContaining({ type: 'claim_seat', gameId: 'g2', player: 'P3' }),
    ]);
  });

  it('asks for the secret of a game this browser did not create, or offers to watch', async () => {
    const { desk, client } = deskWith(localHost([summary('g2', 'RUNNING', 'QWERT')]));
    const { findByTestId, getByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await fireEvent.click(await findByTestId('resume-g2'));
    const secret = await findByTestId('resume-secret-g2');
    expect(getByTestId('saved-game-g2').textContent).toContain('does not hold the facilitator secret');
    await fireEvent.input(secret, { target: { value: 'typed-secret' } });
    await fireEvent.submit(secret.closest('form')!);
    await waitFor(() => expect(client.sent.at(-1)).toMatchObject({ type: 'facilitate', code: 'QWERT', secret: 'typed-secret' }));
  });

  it('loads a game file and reports a file that is not JSON', async () => {
    const { desk, client } = deskWith((c) => (c.type === 'import_game' ? [{ type: 'game_created', gameId: 'g7', joinCode: 'IMPRT', hostSecret: 'secret-secret' }, LOBBY_VIEW('g7')] : localHost()(c)));
    const { getByTestId, findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    const input = getByTestId('load-file') as HTMLInputElement;
    await fireEvent.change(input, { target: { files: [new File(['not json'], 'broken.sectors.json')] } });
    expect((await findByTestId('load-file-error')).textContent).toContain('is not a game file');
    await fireEvent.change(input, { target: { files: [new File([JSON.stringify({ format: 'sectors-game', inputs: [] })], 'good.sectors.json')] } });
    await waitFor(() => expect(client.types()).toContain('import_game'));
    expect(client.sent.find((c) => c.type === 'import_game')).toMatchObject({ file: { format: 'sectors-game' } });
    await waitFor(() => expect(desk.game).toMatchObject({ gameId: 'g7', facilitator: true }));
  });

  it('continues a loaded solo game with its one human seat on this screen', async () => {
    const running: HostEvent = {
      type: 'view', gameId: 'g8', view: { phase: 'PLACE_STOCK_ORDERS', turn: 3, status: 'RUNNING' }, private: {}, events: [],
      session: {
        state: '"running"', serial: 9, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0,
        seats: [{ player: 'P1', name: 'Bot', kind: 'bot', connected: false }, { player: 'P2', name: 'Me', kind: 'human', connected: false }],
      },
    };
    const { desk, client } = deskWith((c) =>
      c.type === 'import_game' ? [{ type: 'game_created', gameId: 'g8', joinCode: 'SOLOX', hostSecret: 'secret-secret' }, running] : localHost()(c),
    );
    const { getByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await fireEvent.change(getByTestId('load-file'), { target: { files: [new File([JSON.stringify({ format: 'sectors-game' })], 'solo.sectors.json')] } });
    await waitFor(() => expect(client.sent.at(-1)).toMatchObject({ type: 'claim_seat', gameId: 'g8', player: 'P2' }));
  });

  it('settings change theme, sounds and language for this device', async () => {
    const storage = memoryStorage();
    const settings = new Settings(storage);
    const { desk } = deskWith(localHost());
    const { getByTestId } = render(StartScreen, { desk, settings });
    await fireEvent.change(getByTestId('settings-theme'), { target: { value: 'light' } });
    await fireEvent.click(getByTestId('settings-sounds'));
    expect(settings.prefs).toMatchObject({ theme: 'light', sounds: false, language: 'en' });
    expect(JSON.parse(storage.getItem('sectors.preferences')!)).toMatchObject({ theme: 'light', sounds: false });
    expect((getByTestId('settings-language') as HTMLSelectElement).options[0].textContent).toBe('English');
  });
});

describe('JoinScreen', () => {
  it('takes the remembered seat back at once', async () => {
    const storage = memoryStorage({ 'sectors.join.QWERT': JSON.stringify({ tokens: { P2: 'token-token-2' } }) });
    const { desk, client } = deskWith(localHost(), storage);
    render(JoinScreen, { desk, code: 'QWERT', mode: 'join' });
    await waitFor(() => expect(client.sent).toEqual([expect.objectContaining({ type: 'join', code: 'QWERT', token: 'token-token-2' })]));
  });

  it('shows the code and a clear error when no seat is free', async () => {
    const { desk } = deskWith(() => ({ type: 'error', reason: 'NO_FREE_SEAT', message: 'every human seat is taken' }));
    const { getByTestId, findByTestId } = render(JoinScreen, { desk, code: 'QWERT', mode: 'join' });
    expect((getByTestId('join-code-input') as HTMLInputElement).value).toBe('QWERT');
    await fireEvent.input(getByTestId('join-name-input'), { target: { value: 'Bea' } });
    await fireEvent.click(getByTestId('join-submit'));
    expect((await findByTestId('join-error')).textContent).toContain('Every player seat is taken');
  });

  it('opens the projector view straight from a projector address', async () => {
    const { desk, client } = deskWith(localHost());
    render(JoinScreen, { desk, code: 'QWERT', mode: 'project' });
    await waitFor(() => expect(client.sent).toEqual([expect.objectContaining({ type: 'spectate', code: 'QWERT', projector: true })]));
    await waitFor(() => expect(desk.game?.watcher).toBe('projector'));
  });
});
