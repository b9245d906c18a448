import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import LobbyScreen from '../../src-renderer/screens/LobbyScreen.svelte';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith, settle } from './shell-fake-client.ts';

afterEach(cleanup);

const SEATS = [
  { player: 'P1', name: 'Ann', kind: 'human' as const, connected: true },
  { player: 'P2', name: 'Ben', kind: 'human' as const, connected: false },
  { player: 'P3', name: 'Bot 1', kind: 'bot' as const, connected: false },
];

function view(seats = SEATS, kind?: string): HostEvent {
  return {
    type: 'view', gameId: 'g1', view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, events: [],
    session: { ...(kind ? { kind } : {}), state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats },
  };
}

/** A fake host whose lobby is of game `kind` (left out: the host names none, as before game modules). */
const hostOf = (kind?: string) => (c: Command): HostEvent | HostEvent[] => {
  switch (c.type) {
    case 'create_game':
      return [{ type: 'game_created', gameId: 'g1', joinCode: 'ABCDE', hostSecret: 'the-host-secret' }, view(SEATS, kind)];
    case 'claim_seat':
      return [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: c.player }, view(SEATS, kind)];
    case 'lan':
      return { type: 'lan_status', enabled: c.enable === true, urls: c.enable ? ['http://192.168.1.20:4719/'] : [] };
    case 'list_games':
      return { type: 'games', games: [] };
    default:
      return { type: 'ack' };
  }
};

async function facilitatorDesk(transport: 'websocket' | 'ipc' = 'websocket', kind?: string) {
  const made = deskWith(hostOf(kind));
  made.client.state = { ...made.client.state, transport };
  made.desk.connection = made.client.state;
  await made.desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }, { name: 'Bot 1', kind: 'bot' }] });
  await settle();
  return made;
}

describe('LobbyScreen', () => {
  it('shows the join code, a QR code of the join address and who has joined, in words', async () => {
    const { desk } = await facilitatorDesk();
    const { getByTestId } = render(LobbyScreen, { desk });
    expect(getByTestId('join-code').textContent).toBe('ABCDE');
    expect(getByTestId('qr-code').getAttribute('data-text')).toBe(`${location.origin}/#/join/ABCDE`);
    expect(getByTestId('qr-code').querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(getByTestId('lan-urls').textContent).toContain(location.origin);
    expect(getByTestId('seat-P1').textContent).toContain('joined');
    expect(getByTestId('seat-P2').textContent).toContain('waiting for a player');
    expect(getByTestId('seat-P3').textContent).toContain('bot, ready');
  });

  it('keeps the facilitator secret hidden until asked', async () => {
    const { desk } = await facilitatorDesk();
    const { getByTestId } = render(LobbyScreen, { desk });
    expect(getByTestId('host-secret').textContent).not.toContain('the-host-secret');
    await fireEvent.click(getByTestId('host-secret-toggle'));
    expect(getByTestId('host-secret').textContent).toBe('the-host-secret');
    expect(getByTestId('host-secret-toggle').getAttribute('aria-pressed')).toBe('true');
  });

  it('sends hot-seat claims, bot/human swaps, frees and the start', async () => {
    const { desk, client } = await facilitatorDesk();
    const { getByTestId } = render(LobbyScreen, { desk });
    await fireEvent.click(getByTestId('claim-seat-P2'));
    await waitFor(() => expect(getByTestId('seat-P2').textContent).toContain('plays on this screen'));
    await fireEvent.change(getByTestId('seat-bot-level-P1'), { target: { value: 'hard' } });
    await fireEvent.click(getByTestId('seat-bot-P1'));
    await fireEvent.click(getByTestId('seat-human-P3'));
    await fireEvent.click(getByTestId('free-seat-P1'));
    await fireEvent.click(getByTestId('start-game'));
    await waitFor(() => expect(client.types()).toContain('start_game'));
    const sent = client.sent.filter((c) => ['claim_seat', 'control', 'start_game'].includes(c.type));
    expect(sent).toEqual([
      expect.objectContaining({ type: 'claim_seat', gameId: 'g1', player: 'P2' }),
      expect.objectContaining({ type: 'control', gameId: 'g1', command: 'set_seat', player: 'P1', kind: 'bot', botLevel: 'hard' }),
      expect.objectContaining({ type: 'control', gameId: 'g1', command: 'set_seat', player: 'P3', kind: 'human' }),
      expect.objectContaining({ type: 'control', gameId: 'g1', command: 'free_seat', player: 'P1' }),
      expect.objectContaining({ type: 'start_game', gameId: 'g1' }),
    ]);
  });

  it('on the desktop app opens the game to the network and shows the addresses to join', async () => {
    const { desk, client } = await facilitatorDesk('ipc');
    const { getByTestId, queryByTestId } = render(LobbyScreen, { desk });
    expect(queryByTestId('qr-code')).toBeNull();
    expect(getByTestId('lan-urls').textContent).toContain('Only this computer can connect');
    await fireEvent.click(getByTestId('lan-toggle'));
    await waitFor(() => expect(getByTestId('lan-urls').textContent).toContain('http://192.168.1.20:4719/'));
    // The first `lan` only asks for the status (the lobby does on opening); the switch sends `enable`.
    expect(client.sent.filter((c) => c.type === 'lan')).toEqual([{ type: 'lan' }, { type: 'lan', enable: true }]);
    expect(getByTestId('qr-code').getAttribute('data-text')).toBe('http://192.168.1.20:4719/#/join/ABCDE');
  });

  it('a player who joined by code waits for the host and sees no facilitator controls', async () => {
    const { desk } = deskWith((c) => (c.type === 'join' ? [{ type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P2', token: 'token-token-2' }, view()] : { type: 'ack' }));
    await desk.join('abcde', 'Ben');
    await settle();
    const { getByTestId, queryByTestId, container } = render(LobbyScreen, { desk });
    expect(container.textContent).toContain('Waiting for the host to start the game.');
    for (const id of ['start-game', 'host-secret', 'claim-seat-P2', 'free-seat-P1', 'lan-toggle']) expect(queryByTestId(id)).toBeNull();
    expect(getByTestId('seat-P2').textContent).toContain('plays on this screen');
  });

  it('offers only the bot levels the game plays, starting at its default (Lot Auction: random and easy)', async () => {
    const { desk, client } = await facilitatorDesk('websocket', 'auction');
    const { getByTestId } = render(LobbyScreen, { desk });
    const levels = (id: string) => [...(getByTestId(id) as HTMLSelectElement).options].map((o) => o.value);
    expect(levels('seat-bot-level-P2')).toEqual(['easy', 'random']);
    expect((getByTestId('seat-bot-level-P2') as HTMLSelectElement).value).toBe('easy');
    expect(levels('start-bot-level')).toEqual(['easy', 'random']);
    await fireEvent.click(getByTestId('seat-bot-P2'));
    await fireEvent.click(getByTestId('start-fill-bots'));
    await waitFor(() => expect(client.types()).toContain('start_game'));
    expect(client.sent.filter((c) => c.type === 'control' || c.type === 'start_game')).toEqual([
      expect.objectContaining({ type: 'control', command: 'set_seat', player: 'P2', kind: 'bot', botLevel: 'easy' }),
      expect.objectContaining({ type: 'start_game', emptySeats: 'bot', botLevel: 'easy' }),
    ]);
  });
});
