/**
 * A class of three Sectors tables for the classroom's screen tests: two running (one late against its planned
 * end, with an idle, a ready and an absent student; one on time with a bot in a student's seat), one still in
 * its lobby; and a fake host that answers the class commands with them. The clock is 09:00 (fake Date).
 */
import type { Command, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { ClassDesk } from '../../src-renderer/client/class-desk.svelte.ts';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { FakeClient, memoryStorage, type Handler } from './shell-fake-client.ts';

export const NINE = new Date(2026, 0, 5, 9, 0, 0).getTime();
export const MIN = 60_000;

export const TABLES: HostEventOf<'class_joined'>['tables'] = [
  { gameId: 'g1', name: 'Table 1', game: 'sectors', joinCode: 'AAAAA', status: 'RUNNING' },
  { gameId: 'g2', name: 'Table 2', game: 'sectors', joinCode: 'BBBBB', status: 'RUNNING' },
  { gameId: 'g3', name: 'Table 3', game: 'sectors', joinCode: 'CCCCC', status: 'LOBBY' },
];

type Line = HostEventOf<'class_state'>['students'][number];
const line = (key: string, name: string, gameId: string, player: string, patch: Partial<Line> = {}): Line => ({
  key, name, gameId, player, bot: false, joined: true, connected: true, lastAction: null, ...patch,
});

export const STUDENTS: Line[] = [
  // Should act, connected, quiet for five minutes: idle.
  line('key0001a', 'Ana', 'g1', 'P1', { lastAction: { type: 'PLACE_ORDER', at: NINE - 5 * MIN } }),
  line('key0002b', 'Ben', 'g1', 'P2', { lastAction: { type: 'READY', at: NINE - 20_000 } }),
  line('key0003c', 'Cy', 'g1', 'P3', { connected: false }),
  line('key0004d', 'Dee', 'g2', 'P1', { lastAction: { type: 'PLACE_ORDER', at: NINE - 10_000 } }),
  line('key0005e', 'Eve', 'g2', 'P2', { bot: true, connected: false }),
  line('key0006f', 'Fay', 'g3', 'P1', { joined: false, connected: false }),
];

export function classState(patch: Partial<HostEventOf<'class_state'>> = {}): HostEventOf<'class_state'> {
  return { type: 'class_state', classId: 'c1', code: 'CLS123', name: '10B Economics', createdAt: NINE - 30 * MIN, locked: false, tables: TABLES, students: STUDENTS, requests: [], serverNow: NINE, ...patch };
}

const seats = (players: string[]) => players.map((player) => ({ player, name: player, kind: 'human' as const, connected: true }));

/**
 * A running Sectors table in turn `turn` of 8, its window open for `players` with `ready` done; 42 s are left of
 * the window's `durationMs` (five minutes: it opened 4:18 ago).
 */
export function runningView(gameId: string, turn: number, plannedEndAt: number, players: string[], ready: string[], durationMs = 5 * MIN): HostEventOf<'view'> {
  return {
    type: 'view', gameId, private: {}, events: [],
    view: { phase: 'PLACE_STOCK_ORDERS', status: 'RUNNING', turn, config: { maxTurns: 8, maxSubRounds: 3 } },
    session: {
      kind: 'sectors', state: '"game"', serial: 7, deadline: NINE + 42_000, remainingMs: null, paused: false, pace: 1, timerMode: 'TIMED', reviewSeconds: 5, plannedEndAt,
      window: { id: 7, phase: 'PLACE_STOCK_ORDERS', kind: 'simultaneous', seats: players, ready, secret: true, durationMs },
      serverNow: NINE, hints: 'off', seats: seats(['P1', 'P2', 'P3', 'P4']),
    },
  };
}

export function lobbyView(gameId: string): HostEventOf<'view'> {
  return {
    type: 'view', gameId, private: {}, events: [], view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' },
    session: { kind: 'sectors', state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: NINE, seats: seats(['P1', 'P2']) },
  };
}

export const JOINED: HostEventOf<'class_joined'> = { type: 'class_joined', classId: 'c1', code: 'CLS123', name: '10B Economics', role: 'facilitator', tables: TABLES };

/** Table 1 runs late (turn 2 of 8, planned to end in 45 min); table 2 is on time. */
export const VIEWS = [runningView('g1', 2, NINE + 45 * MIN, ['P1', 'P2', 'P3'], ['P2']), runningView('g2', 5, NINE + 60 * MIN, ['P1', 'P2'], []), lobbyView('g3')];

/** A fake host answering the class commands (the rest with `ack`); `state` is read at each answer. */
export function classHost(state: () => HostEventOf<'class_state'> = () => classState()): Handler {
  return (c: Command): HostEvent | HostEvent[] => {
    switch (c.type) {
      case 'facilitate_class':
        return [{ ...JOINED, role: 'facilitator' }, state(), ...VIEWS];
      case 'watch_class':
        return [{ ...JOINED, role: 'projector' }, ...VIEWS];
      case 'export_class':
        return { type: 'class_files', classId: 'c1', files: [{ name: c.table ? `${c.table}.csv` : 'class.csv', csv: 'a,b\n1,2\n' }] };
      case 'list_classes':
        return { type: 'classes', classes: [] };
      case 'lan':
        return { type: 'lan_status', enabled: true, urls: ['http://192.168.1.20:4719/'] };
      default:
        return { type: 'ack' };
    }
  };
}

export function classDesks(handler: Handler = classHost(), local: Storage = memoryStorage(), session: Storage = memoryStorage()) {
  const client = new FakeClient(handler);
  const desk = new Desk(client, local);
  const classDesk = new ClassDesk(client, session, local);
  return { client, desk, classDesk, local, session };
}
