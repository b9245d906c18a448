import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import LobbyScreen from '../../src-renderer/screens/LobbyScreen.svelte';
import JoinScreen from '../../src-renderer/screens/JoinScreen.svelte';
import EndScreen from '../../src-renderer/screens/EndScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { joinAddresses } from '../../src-renderer/components/shell/join-address.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import { create, makeConfig } from '../../src-shared/games/sectors/index.ts';
import { fastForward } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith, settle, loadSectorsUi } from './shell-fake-client.ts';

/**
 * Seats around the start and the end: the lobby's three ways to start with empty seats, the host's LAN
 * addresses for the join link and QR code, a seat link on the join screen, a locked table, and the "never
 * played" tag in the results.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

type Seat = { player: string; name: string; kind: 'human' | 'bot'; connected: boolean; everConnected?: boolean };

const SEATS: Seat[] = [
  { player: 'P1', name: 'Ann', kind: 'human', connected: true },
  { player: 'P2', name: 'Ben', kind: 'human', connected: false },
  { player: 'P3', name: 'Cleo', kind: 'human', connected: false },
  { player: 'P4', name: 'Bot 1', kind: 'bot', connected: false },
];

function lobbyView(seats: Seat[] = SEATS, locked = false): HostEvent {
  return {
    type: 'view', gameId: 'g1', view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, events: [],
    session: { state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, locked, seats },
  };
}

/** The host's answer to `lan` (no `enable`): what `serve --lan` / plain `serve` say. */
type Lan = { enabled: boolean; urls: string[] } | 'refused';

async function lobby(seats: Seat[] = SEATS, lan: Lan = { enabled: false, urls: [] }) {
  const made = deskWith((c: Command) => {
    switch (c.type) {
      case 'create_game':
        return [{ type: 'game_created', gameId: 'g1', joinCode: 'ABCDE', hostSecret: 'the-host-secret' }, lobbyView(seats)];
      case 'lan':
        return lan === 'refused' ? { type: 'error', reason: 'LAN_UNAVAILABLE', message: 'no' } : { type: 'lan_status', ...lan };
      case 'list_games':
        return { type: 'games', games: [] };
      default:
        return { type: 'ack' };
    }
  });
  await made.desk.createGame({ seats: seats.map((s) => ({ name: s.name, kind: s.kind })) });
  await settle();
  return made;
}

const starts = (sent: Command[]) => sent.filter((c) => c.type === 'start_game');

describe('Lobby start with empty seats', () => {
  it('offers to fill the empty seats with bots of a chosen level', async () => {
    const { desk, client } = await lobby();
    const { getByTestId, queryByTestId } = render(LobbyScreen, { desk });
    expect(queryByTestId('start-game')).toBeNull();
    expect(getByTestId('start-choices').textContent).toContain('2 human seats are still empty. How should the game start?');
    expect(getByTestId('start-fill-bots').textContent).toContain('Start: fill 2 empty seats with bots');
    await fireEvent.change(getByTestId('start-bot-level'), { target: { value: 'hard' } });
    await fireEvent.click(getByTestId('start-fill-bots'));
    await waitFor(() => expect(starts(client.sent)).toHaveLength(1));
    expect(starts(client.sent)[0]).toEqual({ type: 'start_game', gameId: 'g1', emptySeats: 'bot', botLevel: 'hard' });
  });

  it('offers to start without the empty seats (removed) or to wait for them', async () => {
    const { desk, client } = await lobby();
    const { getByTestId } = render(LobbyScreen, { desk });
    await fireEvent.click(getByTestId('start-remove'));
    await waitFor(() => expect(starts(client.sent)).toHaveLength(1));
    await fireEvent.click(getByTestId('start-wait'));
    await waitFor(() => expect(starts(client.sent)).toHaveLength(2));
    expect(starts(client.sent)).toEqual([
      { type: 'start_game', gameId: 'g1', emptySeats: 'remove' },
      { type: 'start_game', gameId: 'g1' },
    ]);
  });

  it('counts one empty seat in the singular, and a seat played on this screen as taken', async () => {
    const { desk } = await lobby(SEATS.slice(0, 3));
    // Ben plays on the host screen (a hot seat): only Cleo's seat is empty.
    desk.game = { ...desk.game!, players: ['P2'] };
    const { getByTestId } = render(LobbyScreen, { desk });
    expect(getByTestId('start-fill-bots').textContent).toContain('Start: fill the empty seat with a bot');
  });

  it('a solo lobby: the blue button seats this screen\'s player and starts; filling the seat with a bot is grey', async () => {
    const solo: Seat[] = [
      { player: 'P1', name: 'Newcomer', kind: 'human', connected: false },
      { player: 'P2', name: 'Bot 1', kind: 'bot', connected: false },
      { player: 'P3', name: 'Bot 2', kind: 'bot', connected: false },
    ];
    const { desk, client } = await lobby(solo);
    client.handler = (c: Command) =>
      c.type === 'claim_seat' ? { type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: c.player } : { type: 'ack' };
    const { getByTestId } = render(LobbyScreen, { desk });
    const mine = getByTestId('start-as-me');
    expect(mine.textContent).toContain('Start: play as Newcomer on this screen');
    expect(mine.classList.contains('primary')).toBe(true);
    expect(getByTestId('start-fill-bots').classList.contains('primary')).toBe(false);
    await fireEvent.click(mine);
    await waitFor(() => expect(starts(client.sent)).toEqual([{ type: 'start_game', gameId: 'g1' }]));
    const order = client.sent.filter((c) => c.type === 'claim_seat' || c.type === 'start_game').map((c) => c.type);
    expect(order).toEqual(['claim_seat', 'start_game']);
    expect(desk.game?.players).toEqual(['P1']);
  });

  it('with every human seat taken, shows one start button', async () => {
    const { desk, client } = await lobby(SEATS.map((s) => ({ ...s, connected: s.kind === 'human' })));
    const { getByTestId, queryByTestId } = render(LobbyScreen, { desk });
    expect(queryByTestId('start-choices')).toBeNull();
    await fireEvent.click(getByTestId('start-game'));
    await waitFor(() => expect(starts(client.sent)).toEqual([{ type: 'start_game', gameId: 'g1' }]));
  });

  it('shows a locked table and unlocks it', async () => {
    const { desk, client } = await lobby();
    desk.session = { ...desk.session!, locked: true };
    const { getByTestId } = render(LobbyScreen, { desk });
    expect(getByTestId('table-locked-badge').textContent).toContain('Table locked');
    await fireEvent.click(getByTestId('table-lock-toggle'));
    await waitFor(() => expect(client.sent.filter((c) => c.type === 'control')).toEqual([{ type: 'control', gameId: 'g1', command: 'unlock' }]));
  });
});

describe('Lobby network addresses', () => {
  it('under serve --lan: the join link and QR code use the host’s LAN address, with no "restart" advice', async () => {
    const { desk, client } = await lobby(SEATS, { enabled: true, urls: ['http://192.168.1.20:4719/', 'http://10.0.0.5:4719/'] });
    const { getByTestId, queryByTestId, getAllByTestId } = render(LobbyScreen, { desk });
    await waitFor(() => expect(getByTestId('join-url').textContent).toBe('http://192.168.1.20:4719/#/join/ABCDE'));
    expect(client.sent.filter((c) => c.type === 'lan')).toEqual([{ type: 'lan' }]);
    expect(getByTestId('qr-code').getAttribute('data-text')).toBe('http://192.168.1.20:4719/#/join/ABCDE');
    expect(getByTestId('lan-urls').textContent).toContain('http://10.0.0.5:4719/');
    expect(getByTestId('lan-urls').textContent).not.toContain(location.origin);
    expect(queryByTestId('lan-restart-hint')).toBeNull();
    // Another network: the QR code can show the second address.
    await fireEvent.click(getAllByTestId('lan-pick')[0]);
    expect(getByTestId('qr-code').getAttribute('data-text')).toBe('http://10.0.0.5:4719/#/join/ABCDE');
  });

  it('without --lan, opened on this machine: this address, and the advice to restart with --lan', async () => {
    const { desk } = await lobby(SEATS, { enabled: false, urls: [] });
    const { getByTestId } = render(LobbyScreen, { desk });
    await waitFor(() => expect(getByTestId('lan-restart-hint').textContent).toContain('npm run serve -- --lan'));
    expect(getByTestId('join-url').textContent).toBe(`${location.origin}/#/join/ABCDE`);
  });

  it('keeps this page’s own address first when it is one of the LAN addresses', () => {
    const page = { origin: 'http://10.0.0.5:4719', hostname: '10.0.0.5' };
    expect(joinAddresses({ enabled: true, urls: ['http://192.168.1.20:4719/', 'http://10.0.0.5:4719/'] }, false, page)).toEqual(['http://10.0.0.5:4719/', 'http://192.168.1.20:4719/']);
    expect(joinAddresses({ enabled: false, urls: [] }, false, page)).toEqual(['http://10.0.0.5:4719/']);
    expect(joinAddresses(null, true, page)).toEqual([]);
  });
});

describe('JoinScreen', () => {
  it('a seat link (?seat=P2) asks the host for that seat at once', async () => {
    window.history.replaceState(null, '', '/?seat=P2#/join/ABCDE');
    const { desk, client } = deskWith((c) => (c.type === 'join' ? { type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P2', token: 'token-2' } : { type: 'ack' }));
    render(JoinScreen, { desk, code: 'ABCDE', mode: 'join' });
    await waitFor(() => expect(client.sent.filter((c) => c.type === 'join')).toEqual([{ type: 'join', code: 'ABCDE', seat: 'P2' }]));
    await waitFor(() => expect(desk.game?.players).toEqual(['P2']));
    // Taken: the address keeps its route but no longer asks for the seat.
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/join/ABCDE');
  });

  it('says plainly that a locked table takes no new players', async () => {
    window.history.replaceState(null, '', '/?seat=P3#/join/ABCDE');
    const { desk } = deskWith(() => ({ type: 'error', reason: 'TABLE_LOCKED', message: 'the table is locked' }));
    const { getAllByTestId } = render(JoinScreen, { desk, code: 'ABCDE', mode: 'join' });
    await waitFor(() => expect(getAllByTestId('join-error')[0].textContent).toContain('The facilitator has locked this table: no new players can join now.'));
  });
});

describe('EndScreen', () => {
  it('tags a human seat nobody ever played as "never played"', async () => {
    const s = create(makeConfig(3, { sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'], playerNames: ['Ann', 'Bob', 'Cleo'] }), 1);
    fastForward(s, 1, 'PLACE_STOCK_ORDERS');
    const view = { ...publicView(s), status: 'ENDED' };
    const { desk } = deskWith((c) =>
      c.type === 'facilitate'
        ? [
            { type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'facilitator' },
            {
              type: 'view', gameId: 'g1', view, private: {}, events: [],
              session: {
                state: '"over"', serial: 1, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0,
                seats: [
                  { player: 'P1', name: 'Ann', kind: 'human', connected: true, everConnected: true },
                  { player: 'P2', name: 'Bob', kind: 'human', connected: false, everConnected: false },
                  { player: 'P3', name: 'Cleo', kind: 'bot', connected: false, everConnected: false },
                ],
              },
            } as unknown as HostEvent,
          ]
        : { type: 'games', games: [] },
    );
    await desk.facilitate('ABCDE', 'secret');
    await settle();
    const { getByTestId, queryByTestId } = render(EndScreen, { desk, settings: new Settings(null) });
    expect(getByTestId('never-played-P2').textContent).toBe('never played');
    expect(getByTestId('ranking-row-P2').textContent).toContain('never played');
    expect(queryByTestId('never-played-P1')).toBeNull();
    expect(queryByTestId('never-played-P3')).toBeNull();
  });
});
