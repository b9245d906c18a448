import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../src-renderer/App.svelte';
import StartScreen from '../../src-renderer/screens/StartScreen.svelte';
import FacilitateScreen from '../../src-renderer/screens/FacilitateScreen.svelte';
import JoinByCode from '../../src-renderer/components/shell/JoinByCode.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { parseRoute } from '../../src-renderer/lib/route.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith, memoryStorage, type Handler, loadSectorsUi } from './shell-fake-client.ts';

/**
 * Finding the way back: the start screen offers to return to a running game this browser controls (after a
 * reload or "Back to start"), a teacher takes control from any device on /facilitate/CODE, and a sealed
 * game file opens only with its passphrase (a wrong one loses nothing).
 */

beforeEach(() => window.history.replaceState(null, '', '/'));
beforeAll(loadSectorsUi);
afterEach(cleanup);

const LOBBY_VIEW = (gameId: string): HostEvent => ({
  type: 'view', gameId, view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, events: [],
  session: { state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [] },
});

const summary = (id: string, status: 'LOBBY' | 'RUNNING' | 'FINISHED', joinCode: string, createdAt = 0) => ({
  id, name: `Game ${id}`, status, createdAt, joinCode, turn: status === 'RUNNING' ? 4 : null, phase: status === 'RUNNING' ? 'REVENUE_VOTE' : null,
  seats: [{ player: 'P1', name: 'Ann', kind: 'human' as const }, { player: 'P2', name: 'Bot', kind: 'bot' as const }],
});

function localHost(games: ReturnType<typeof summary>[], extra: Handler = () => ({ type: 'error', reason: 'UNHANDLED', message: 'extra' })): Handler {
  return (c: Command) => {
    switch (c.type) {
      case 'list_games':
        return { type: 'games', games };
      case 'facilitate':
        return [{ type: 'joined', gameId: games.find((g) => g.joinCode === c.code)?.id ?? 'g1', joinCode: c.code, role: 'facilitator' }, LOBBY_VIEW('g1')];
      case 'claim_seat':
        return { type: 'joined', gameId: c.gameId, joinCode: 'QWERT', role: 'player', player: c.player, clientSeq: 0 };
      default:
        return extra(c);
    }
  };
}

const remembers = (code: string, memory: object) => ({ [`sectors.join.${code}`]: JSON.stringify({ tokens: {}, ...memory }) });

describe('returning to a running game', () => {
  it('offers “Return to <name>” for the newest running game this browser controls, and takes everything back', async () => {
    const storage = memoryStorage({ ...remembers('QWERT', { secret: 'secret-secret', claimed: ['P1'] }), ...remembers('OLDER', { secret: 'secret-older' }) });
    const games = [summary('g2', 'RUNNING', 'QWERT', 20), summary('g3', 'RUNNING', 'OLDER', 10), summary('g4', 'RUNNING', 'OTHER', 30), summary('g5', 'FINISHED', 'DONEX', 40)];
    const { desk, client } = deskWith(localHost(games), storage);
    const { findByTestId, getByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    const offer = await findByTestId('return-offer');
    expect(offer.textContent).toContain('“Game g2” (code QWERT): Turn 4 · Revenue vote');
    expect(offer.textContent).toContain('More of your games are running');
    expect(getByTestId('return-to-game').textContent).toContain('Return to Game g2');

    await fireEvent.click(getByTestId('return-to-game'));
    await waitFor(() => expect(desk.game?.players).toEqual(['P1']));
    expect(client.sent.filter((c) => c.type !== 'list_games' && c.type !== 'list_profiles' && c.type !== 'list_tutorials')).toEqual([
      expect.objectContaining({ type: 'facilitate', code: 'QWERT', secret: 'secret-secret' }),
      expect.objectContaining({ type: 'claim_seat', gameId: 'g2', player: 'P1' }),
    ]);
    expect(desk.game).toMatchObject({ gameId: 'g2', facilitator: true });
  });

  it('offers nothing for games whose secret this browser does not hold, or that are finished', async () => {
    const storage = memoryStorage({ ...remembers('DONEX', { secret: 'secret-done' }), ...remembers('SEATX', { tokens: { P1: 'token-token-1' } }) });
    const { desk } = deskWith(localHost([summary('g4', 'RUNNING', 'OTHER'), summary('g5', 'FINISHED', 'DONEX'), summary('g6', 'RUNNING', 'SEATX')]), storage);
    const { findByTestId, queryByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await findByTestId('saved-game-g4');
    expect(queryByTestId('return-offer')).toBeNull();
  });

  it('says plainly when the secret no longer works', async () => {
    const storage = memoryStorage(remembers('QWERT', { secret: 'secret-secret' }));
    const { desk } = deskWith((c) => (c.type === 'facilitate' ? { type: 'error', reason: 'TOO_MANY_ATTEMPTS', message: 'wait' } : localHost([summary('g2', 'LOBBY', 'QWERT')])(c)), storage);
    const { findByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    expect((await findByTestId('return-offer')).textContent).toContain('waiting to start');
    await fireEvent.click(await findByTestId('return-to-game'));
    expect((await findByTestId('return-error')).textContent).toContain('wait a minute');
  });
});

describe('/facilitate/CODE: taking control from another device', () => {
  it('parses the facilitator route in both address forms', () => {
    expect(parseRoute('/facilitate/qwert')).toEqual({ screen: 'facilitate', code: 'QWERT' });
    expect(parseRoute('/', '#/facilitate/QWERT')).toEqual({ screen: 'facilitate', code: 'QWERT' });
    expect(parseRoute('/facilitate/')).toEqual({ screen: 'start' });
  });

  it('the app opens the form on that route and sends `facilitate` with the typed secret', async () => {
    // Another device: the host refuses local-only commands, but `facilitate` works from anywhere.
    const { desk, client } = deskWith((c) =>
      c.type === 'facilitate' && c.secret === 'right-secret'
        ? [{ type: 'joined', gameId: 'g1', joinCode: c.code, role: 'facilitator' }, LOBBY_VIEW('g1')]
        : c.type === 'facilitate'
          ? { type: 'error', reason: 'WRONG_SECRET', message: 'that is not the host secret of this game' }
          : { type: 'error', reason: 'LOCAL_ONLY', message: 'only the host machine can do this' },
    );
    const { getByTestId, findByTestId } = render(App, { desk, settings: new Settings(memoryStorage()), route: parseRoute('/facilitate/QWERT') });
    expect(getByTestId('facilitate-screen').textContent).toContain('Take control of game QWERT');

    await fireEvent.input(getByTestId('facilitate-secret'), { target: { value: 'wrong-secret' } });
    await fireEvent.click(getByTestId('facilitate-submit'));
    expect((await findByTestId('facilitate-error')).textContent).toContain('That is not the facilitator secret of this game');
    expect(desk.game).toBeNull();

    await fireEvent.input(getByTestId('facilitate-secret'), { target: { value: ' right-secret ' } });
    await fireEvent.click(getByTestId('facilitate-submit'));
    await findByTestId('lobby-screen');
    expect(client.sent.filter((c) => c.type === 'facilitate').map((c) => (c as Extract<Command, { type: 'facilitate' }>).secret)).toEqual(['wrong-secret', 'right-secret']);
    expect(desk.game).toMatchObject({ gameId: 'g1', facilitator: true });
    expect(desk.remembered('QWERT').secret).toBe('right-secret');
  });

  it('after repeated failures says to wait a minute', async () => {
    const { desk } = deskWith(() => ({ type: 'error', reason: 'TOO_MANY_ATTEMPTS', message: 'too many attempts' }));
    const { getByTestId, findByTestId } = render(FacilitateScreen, { desk, code: 'QWERT' });
    await fireEvent.input(getByTestId('facilitate-secret'), { target: { value: 'guess-guess' } });
    await fireEvent.click(getByTestId('facilitate-submit'));
    expect((await findByTestId('facilitate-error')).textContent).toMatch(/Too many attempts.*wait a minute/);
  });

  it('a browser that took control before (then reloaded) takes it again at once', async () => {
    const { desk, client } = deskWith(localHost([]), memoryStorage(remembers('QWERT', { secret: 'secret-secret' })));
    render(FacilitateScreen, { desk, code: 'QWERT' });
    await waitFor(() => expect(client.sent).toEqual([expect.objectContaining({ type: 'facilitate', code: 'QWERT', secret: 'secret-secret' })]));
    await waitFor(() => expect(desk.game?.facilitator).toBe(true));
  });

  it('“I’m the facilitator” on the join form goes to the facilitator route for the typed code', async () => {
    const { desk } = deskWith();
    const { getByTestId } = render(JoinByCode, { desk });
    await fireEvent.click(getByTestId('facilitator-link'));
    expect(getByTestId('join-error').textContent).toContain('Type the join code first');
    await fireEvent.input(getByTestId('join-code-input'), { target: { value: 'qw-ert' } });
    await fireEvent.click(getByTestId('facilitator-link'));
    expect(window.location.hash).toBe('#/facilitate/QWERT');
  });
});

describe('loading a sealed game file', () => {
  it('asks for the passphrase; a wrong one says so and keeps the file; the right one imports it', async () => {
    const imports: Extract<Command, { type: 'import_game' }>[] = [];
    const { desk } = deskWith(
      localHost([], (c) => {
        if (c.type !== 'import_game') return { type: 'error', reason: 'UNHANDLED', message: c.type };
        imports.push(c);
        return c.passphrase === 'correct horse'
          ? [{ type: 'game_created', gameId: 'g7', joinCode: 'MOVED', hostSecret: 'secret-moved' }, LOBBY_VIEW('g7')]
          : { type: 'error', reason: 'WRONG_PASSPHRASE', message: 'the passphrase does not open this file' };
      }),
    );
    const { getByTestId, findByTestId, queryByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    const sealedFile = { format: 'sectors-game', sealed: { iv: 'aaaa', data: 'bbbb' } };
    const input = getByTestId('load-file') as HTMLInputElement;
    await fireEvent.change(input, { target: { files: [new File([JSON.stringify(sealedFile)], 'moved.sectors.json')] } });

    const dialog = await findByTestId('passphrase-dialog');
    expect(dialog.textContent).toContain('“moved.sectors.json” is sealed');
    expect(queryByTestId('passphrase-repeat')).toBeNull();
    expect(imports).toEqual([]);

    await fireEvent.input(getByTestId('passphrase-input'), { target: { value: 'wrong horse' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    expect((await findByTestId('passphrase-error')).textContent).toContain('does not open this file');
    expect(getByTestId('passphrase-dialog')).toBeTruthy();
    expect(desk.game).toBeNull();

    // Cancelling keeps the file: it can be opened again without choosing it anew.
    await fireEvent.click(getByTestId('passphrase-cancel'));
    expect(getByTestId('sealed-file').textContent).toContain('moved.sectors.json');
    await fireEvent.click(getByTestId('sealed-passphrase'));
    await fireEvent.input(getByTestId('passphrase-input'), { target: { value: 'correct horse' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    await waitFor(() => expect(desk.game).toMatchObject({ gameId: 'g7', facilitator: true }));
    expect(imports.map((c) => [c.passphrase, c.file])).toEqual([['wrong horse', sealedFile], ['correct horse', sealedFile]]);
  });

  it('an ordinary game file is imported without asking', async () => {
    const { desk, client } = deskWith(localHost([], (c) => (c.type === 'import_game' ? [{ type: 'game_created', gameId: 'g8', joinCode: 'PLAIN', hostSecret: 'secret-plain' }, LOBBY_VIEW('g8')] : { type: 'ack' })));
    const { getByTestId, queryByTestId } = render(StartScreen, { desk, settings: new Settings(memoryStorage()) });
    await fireEvent.change(getByTestId('load-file'), { target: { files: [new File([JSON.stringify({ format: 'sectors-game', inputs: [] })], 'plain.sectors.json')] } });
    await waitFor(() => expect(desk.game?.gameId).toBe('g8'));
    expect(queryByTestId('passphrase-dialog')).toBeNull();
    expect(client.sent.find((c) => c.type === 'import_game')).not.toHaveProperty('passphrase');
  });
});
