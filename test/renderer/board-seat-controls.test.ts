import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import SeatControls from '../../src-renderer/components/board/SeatControls.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, windowOf } from './board-fixtures.ts';
import { deskWith, settle, loadSectorsUi } from './shell-fake-client.ts';

/**
 * The facilitator's seat controls on the board (each control sends the right `control` command, the handed-back
 * seat gets a join link that names it, the locked badge follows the host) and the paused board (banner,
 * inputs disabled, a PAUSED refusal in words).
 */

beforeAll(() => {
  // jsdom has no canvas: the charts simply do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(cleanup);

type Seat = { player: string; name: string; kind: 'human' | 'bot'; botLevel?: string | null; connected: boolean; everConnected?: boolean };

const SEATS: Seat[] = [
  { player: 'P1', name: 'Ann', kind: 'human', connected: true, everConnected: true },
  { player: 'P2', name: 'Bob', kind: 'bot', botLevel: 'hard', connected: false, everConnected: false },
  { player: 'P3', name: 'Cleo', kind: 'human', connected: false, everConnected: true },
];

function viewEvent(s: GameState, session: { paused?: boolean; locked?: boolean; seats?: Seat[] } = {}, held: string[] = []): HostEvent {
  return {
    type: 'view', gameId: 'g1', view: publicView(s), private: Object.fromEntries(held.map((p) => [p, privateView(s, p as 'P1')])), events: [],
    session: {
      kind: 'sectors', state: '"game"', serial: s.phaseSerial, deadline: null, remainingMs: session.paused ? 42_000 : null, paused: session.paused ?? false, pace: 1,
      serverNow: Date.now(), window: windowOf(s), locked: session.locked ?? false, seats: session.seats ?? SEATS,
    },
  } as unknown as HostEvent;
}

/** A facilitator's desk on a running game; `answer` decides the host's reply to each command after creation. */
async function facilitator(s: GameState, session: Parameters<typeof viewEvent>[1] = {}, answer: (c: Command) => HostEvent | HostEvent[] = () => ({ type: 'ack' })) {
  const made = deskWith((c) => {
    if (c.type === 'create_game') return [{ type: 'game_created', gameId: 'g1', joinCode: 'ABCDE', hostSecret: 'secret-123' }, viewEvent(s, session)];
    if (c.type === 'lan') return { type: 'lan_status', enabled: true, urls: ['http://192.168.1.20:4719/'] };
    return answer(c);
  });
  await made.desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
  await settle();
  return made;
}

const controls = (sent: Command[]) => sent.filter((c) => c.type === 'control');

describe('SeatControls', () => {
  it('replaces a player by a bot of the chosen level, frees, kicks and renames a seat', async () => {
    const { desk, client } = await facilitator(gameAt());
    const { getByTestId } = render(SeatControls, { desk, open: true });
    expect(getByTestId('seat-status-P1').textContent).toBe('online');
    expect(getByTestId('seat-status-P2').textContent).toBe('bot · Hard');
    expect(getByTestId('seat-status-P3').textContent).toBe('away');

    await fireEvent.change(getByTestId('seat-level-P1'), { target: { value: 'easy' } });
    await fireEvent.click(getByTestId('seat-to-bot-P1'));
    await waitFor(() => expect(getByTestId('seat-notice').textContent).toContain('Ann is now played by a bot.'));
    await fireEvent.click(getByTestId('seat-kick-P1'));
    await waitFor(() => expect(getByTestId('seat-notice').textContent).toContain('Ann was disconnected.'));
    await fireEvent.click(getByTestId('seat-free-P3'));
    await waitFor(() => expect(getByTestId('seat-notice').textContent).toContain('Cleo is free'));
    await fireEvent.click(getByTestId('seat-rename-P3'));
    await fireEvent.input(getByTestId('seat-name-input-P3'), { target: { value: '  Cleopatra ' } });
    await fireEvent.submit(getByTestId('seat-name-save-P3').closest('form')!);
    await waitFor(() => expect(getByTestId('seat-notice').textContent).toContain('Renamed to Cleopatra.'));

    expect(controls(client.sent)).toEqual([
      { type: 'control', gameId: 'g1', command: 'set_seat', player: 'P1', kind: 'bot', botLevel: 'easy' },
      { type: 'control', gameId: 'g1', command: 'kick', player: 'P1' },
      { type: 'control', gameId: 'g1', command: 'free_seat', player: 'P3' },
      { type: 'control', gameId: 'g1', command: 'rename_seat', player: 'P3', name: 'Cleopatra' },
    ]);
  });

  it('hands a bot seat back to a person and shows a join link (and QR code) that names the seat', async () => {
    const s = gameAt();
    const { desk, client } = await facilitator(s, {}, (c) =>
      c.type === 'control' && c.command === 'set_seat'
        ? [{ type: 'ack' }, viewEvent(s, { seats: SEATS.map((x) => (x.player === 'P2' ? { ...x, kind: 'human' as const, botLevel: null } : x)) })]
        : { type: 'ack' },
    );
    const { getByTestId, queryByTestId } = render(SeatControls, { desk, open: true });
    expect(queryByTestId('seat-kick-P2')).toBeNull();
    await fireEvent.click(getByTestId('seat-to-human-P2'));
    await waitFor(() => expect(getByTestId('seat-invite-url-P2').textContent).toBe('http://192.168.1.20:4719/?seat=P2#/join/ABCDE'));
    expect(getByTestId('seat-invite-qr-P2').getAttribute('data-text')).toBe('http://192.168.1.20:4719/?seat=P2#/join/ABCDE');
    expect(getByTestId('seat-status-P2').textContent).toBe('nobody has joined yet');
    expect(controls(client.sent)).toEqual([{ type: 'control', gameId: 'g1', command: 'set_seat', player: 'P2', kind: 'human' }]);
  });

  it('locks and unlocks the table; the badge follows the host view', async () => {
    const s = gameAt();
    let locked = false;
    const { desk, client } = await facilitator(s, {}, (c) => {
      if (c.type !== 'control') return { type: 'ack' };
      locked = c.command === 'lock';
      return [{ type: 'ack' }, viewEvent(s, { locked })];
    });
    const { getByTestId, queryByTestId } = render(SeatControls, { desk });
    expect(queryByTestId('table-locked-badge')).toBeNull();
    await fireEvent.click(getByTestId('table-lock-toggle'));
    await waitFor(() => expect(getByTestId('table-locked-badge').textContent).toContain('Table locked'));
    expect(getByTestId('table-lock-toggle').textContent).toContain('Unlock');
    await fireEvent.click(getByTestId('table-lock-toggle'));
    await waitFor(() => expect(queryByTestId('table-locked-badge')).toBeNull());
    expect(controls(client.sent).map((c) => c.type === 'control' && c.command)).toEqual(['lock', 'unlock']);
  });

  it('says in words why the host refused a seat change', async () => {
    const { desk } = await facilitator(gameAt(), {}, () => ({ type: 'error', reason: 'FACILITATOR_ONLY', message: 'no' }));
    const { getByTestId } = render(SeatControls, { desk, open: true });
    await fireEvent.click(getByTestId('seat-free-P3'));
    await waitFor(() => expect(getByTestId('seat-error').textContent).toContain('Cleo: Only the game’s facilitator'));
  });
});

describe('BoardScreen seats and pause', () => {
  it('shows the seat controls to the facilitator only', async () => {
    const { desk } = await facilitator(gameAt());
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
    await fireEvent.click(getByTestId('seat-controls-toggle'));
    expect(getByTestId('seat-row-P1')).toBeTruthy();

    cleanup();
    const s = gameAt();
    const player = deskWith((c) => (c.type === 'join' ? [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P1', token: 't-1' }, viewEvent(s, {}, ['P1'])] : { type: 'ack' }));
    await player.desk.join('ABCDE');
    await settle();
    const { queryByTestId } = render(BoardScreen, { desk: player.desk, settings: new Settings(null), projector: false });
    expect(queryByTestId('board-screen')).toBeTruthy();
    expect(queryByTestId('seat-controls')).toBeNull();
  });

  it('while paused: a banner over the board, the order ticket and Ready disabled, "Paused by the facilitator"', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { desk, client } = deskWith((c) => {
      if (c.type === 'join') return [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P1', token: 't-1' }, viewEvent(s, { paused: true }, ['P1'])];
      if (c.type === 'act') return { type: 'error', reason: 'PAUSED', message: 'the game is paused' };
      return { type: 'ack' };
    });
    await desk.join('ABCDE');
    await settle();
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
    expect(getByTestId('paused-banner').textContent).toContain('Paused by the facilitator');
    expect(getByTestId('order-inputs').hasAttribute('disabled')).toBe(true);
    expect(getByTestId('order-inputs').textContent).toContain('Paused by the facilitator — you can act again when the game resumes.');
    expect(getByTestId('order-submit').matches(':disabled')).toBe(true);
    expect((getByTestId('ready-button') as HTMLButtonElement).disabled).toBe(true);

    // The keyboard still reaches the host, which refuses: the refusal is shown in words, never silently.
    await fireEvent.keyDown(window, { key: 'r' });
    await waitFor(() => expect(getByTestId('phase-bar').querySelector('[role="alert"]')?.textContent).toBe('Paused by the facilitator: nothing was sent. Try again when the game resumes.'));
    expect(client.sent.filter((c) => c.type === 'act')).toHaveLength(1);
  });

  it('a player whose seat the facilitator took is told so, watches, and forgets the revoked seat token', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { desk, client, storage } = deskWith((c) =>
      c.type === 'join' ? [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P1', token: 'token-1' }, viewEvent(s, {}, ['P1'])] : { type: 'ack' },
    );
    await desk.join('ABCDE', 'Ann');
    await settle();
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P1');
    expect(desk.remembered('ABCDE').seats).toEqual(['P1']);

    client.emit({ type: 'error', reason: 'SEAT_REVOKED', message: 'the facilitator gave seat P1 to a bot' });
    client.emit(viewEvent(s, { seats: SEATS.map((x) => (x.player === 'P1' ? { ...x, kind: 'bot' as const, botLevel: 'hard', connected: false } : x)) }));
    await waitFor(() => expect(getByTestId('seat-revoked').textContent).toContain('The facilitator took your seat away from this screen.'));
    expect(getByTestId('board-screen').getAttribute('data-mode')).toBe('watch');
    expect(queryByTestId('ready-button')).toBeNull();
    expect(desk.game?.players).toEqual([]);
    expect(desk.remembered('ABCDE').seats).toEqual([]);
    expect(storage.getItem('sectors.join.ABCDE')).not.toContain('token-1');
  });

  it('a PAUSED refusal that races the view (not yet shown as paused) reads in words too', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { desk } = deskWith((c) => {
      if (c.type === 'join') return [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P1', token: 't-1' }, viewEvent(s, {}, ['P1'])];
      if (c.type === 'act') return { type: 'error', reason: 'PAUSED', message: 'the game is paused' };
      return { type: 'ack' };
    });
    await desk.join('ABCDE');
    await settle();
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
    expect(queryByTestId('paused-banner')).toBeNull();
    expect(getByTestId('order-inputs').hasAttribute('disabled')).toBe(false);
    await fireEvent.click(getByTestId('ready-button'));
    await waitFor(() => expect(getByTestId('phase-bar').textContent).toContain('Paused by the facilitator: nothing was sent.'));
  });
});
