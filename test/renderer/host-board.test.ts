import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { deskWith, memoryStorage, settle, type Handler, loadSectorsUi } from './shell-fake-client.ts';

/**
 * The running board for the host: the join code and address for latecomers (facilitator and projector), a
 * way back to the start screen that leaves the game running, and "Save game file" with a passphrase (a
 * running game only exports sealed).
 */

beforeAll(() => {
  // jsdom has no canvas (the charts do not draw) and no blob URLs (the download is a stub).
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  URL.createObjectURL = vi.fn(() => 'blob:game-file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
/** File names the board handed to the browser to save. */
const downloads: string[] = [];
beforeEach(() => window.history.replaceState(null, '', '/#/facilitate/QWERT'));
beforeAll(loadSectorsUi);
afterEach(cleanup);

const running = (): HostEvent => {
  const s = gameAt('PLACE_STOCK_ORDERS');
  return {
    type: 'view', gameId: 'g1', view: publicView(s), private: {}, events: [],
    session: sessionOf(s),
  } as unknown as HostEvent;
};

/** A host with one running game (code QWERT): grants roles, answers `export_game` through `onExport`. */
function host(onExport: (c: Extract<Command, { type: 'export_game' }>) => HostEvent = () => ({ type: 'error', reason: 'UNHANDLED', message: 'export' })): Handler {
  return (c) => {
    switch (c.type) {
      case 'facilitate':
        return [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'facilitator' }, running()];
      case 'join':
        return [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'player', player: 'P2', token: 'token-token-2', clientSeq: 0 }, running()];
      case 'spectate':
        return [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: c.projector ? 'projector' : 'spectator' }, running()];
      case 'export_game':
        return onExport(c);
      default:
        return { type: 'ack' };
    }
  };
}

describe('the board for the host', () => {
  it('shows the facilitator the join code and join address for latecomers', async () => {
    const { desk } = deskWith(host());
    await desk.facilitate('QWERT', 'secret-secret');
    await settle();
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await waitFor(() => expect(getByTestId('board-join-code').textContent).toBe('QWERT'));
    expect(getByTestId('board-join-url').textContent).toBe(`${window.location.origin}/#/join/QWERT`);
    expect(getByTestId('board-join-code').getAttribute('aria-label')).toBe('Join code: Q W E R T');
  });

  it('shows the code, the address and a QR code on the projector, with no way off the board there', async () => {
    const { desk } = deskWith(host());
    await desk.spectate('QWERT', true);
    await settle();
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: true });
    await waitFor(() => expect(getByTestId('projector-invite').textContent).toContain('QWERT'));
    expect(getByTestId('board-join-url').textContent).toBe(`${window.location.origin}/#/join/QWERT`);
    expect(getByTestId('board-qr').getAttribute('data-text')).toBe(`${window.location.origin}/#/join/QWERT`);
    expect(queryByTestId('back-to-start')).toBeNull();
    expect(queryByTestId('board-save-game')).toBeNull();
  });

  it('a player sees no join code and no save, but can go back to the start screen', async () => {
    const { desk } = deskWith(host());
    await desk.join('QWERT', 'Bob');
    await settle();
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await waitFor(() => expect(getByTestId('back-to-start')).toBeTruthy());
    expect(queryByTestId('board-join-code')).toBeNull();
    expect(queryByTestId('board-save-game')).toBeNull();
  });

  it('"Back to start" leaves the board only: `leave` is sent (never a control), the route goes back to start', async () => {
    const { desk, client } = deskWith(host());
    await desk.facilitate('QWERT', 'secret-secret');
    await settle();
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    await fireEvent.click(await waitFor(() => getByTestId('back-to-start')));
    await waitFor(() => expect(desk.game).toBeNull());
    window.removeEventListener('popstate', popstate);
    expect(client.sent.at(-1)).toMatchObject({ type: 'leave', gameId: 'g1' });
    expect(client.types()).not.toContain('control');
    expect(window.location.hash).toBe('');
    expect(popstate).toHaveBeenCalled();
    // The secret stays remembered, so the start screen can offer to return.
    expect(desk.remembered('QWERT').secret).toBe('secret-secret');
  });

  it('"Save game file" asks for a passphrase twice (8+ characters) and exports the sealed file with it', async () => {
    const exports: Extract<Command, { type: 'export_game' }>[] = [];
    const { desk } = deskWith(host((c) => {
      exports.push(c);
      return { type: 'game_file', gameId: 'g1', file: { format: 'sectors-game', sealed: { cipher: 'x' } } };
    }));
    await desk.facilitate('QWERT', 'secret-secret');
    await settle();
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await fireEvent.click(await waitFor(() => getByTestId('board-save-game')));
    const dialog = getByTestId('passphrase-dialog');
    expect(dialog.textContent).toContain('This file can only be opened with the passphrase; it holds the game up to the last completed phase');

    await fireEvent.input(getByTestId('passphrase-input'), { target: { value: 'short' } });
    await fireEvent.input(getByTestId('passphrase-repeat'), { target: { value: 'short' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    expect(getByTestId('passphrase-error').textContent).toContain('at least 8 characters');

    await fireEvent.input(getByTestId('passphrase-input'), { target: { value: 'correct horse' } });
    await fireEvent.input(getByTestId('passphrase-repeat'), { target: { value: 'correct hose' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    expect(getByTestId('passphrase-error').textContent).toContain('not the same');
    expect(exports).toEqual([]);

    await fireEvent.input(getByTestId('passphrase-repeat'), { target: { value: 'correct horse' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    await waitFor(() => expect(queryByTestId('passphrase-dialog')).toBeNull());
    expect(exports).toEqual([expect.objectContaining({ type: 'export_game', gameId: 'g1', passphrase: 'correct horse' })]);
    expect(downloads.at(-1)).toMatch(/-sealed\.sectors\.json$/);
    expect(getByTestId('board-saved').textContent).toContain(downloads.at(-1));
  });

  it('keeps the dialog open with the host’s reason when the export is refused', async () => {
    const { desk } = deskWith(host(() => ({ type: 'error', reason: 'PASSPHRASE_REQUIRED', message: 'a running game exports only sealed' })));
    await desk.facilitate('QWERT', 'secret-secret');
    await settle();
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await fireEvent.click(await waitFor(() => getByTestId('board-save-game')));
    await fireEvent.input(getByTestId('passphrase-input'), { target: { value: 'correct horse' } });
    await fireEvent.input(getByTestId('passphrase-repeat'), { target: { value: 'correct horse' } });
    await fireEvent.click(getByTestId('passphrase-submit'));
    await waitFor(() => expect(getByTestId('passphrase-error').textContent).toContain('needs a passphrase'));
    expect(getByTestId('passphrase-dialog')).toBeTruthy();
    await fireEvent.click(getByTestId('passphrase-cancel'));
    expect(document.querySelector('[data-testid="passphrase-dialog"]')).toBeNull();
  });
});
