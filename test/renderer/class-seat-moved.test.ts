/**
 * A student who moved to another device: the old device (opened with the personal link /s/KEY) gets
 * `SEAT_REVOKED` and a fresh view when the teacher approves the new device. It then says, calmly and without
 * blame, that the seat moved, and the board with its "your move" and its action controls is gone. A seat given
 * to a bot says so instead; "Play on this screen instead" opens the link again (the teacher is asked).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../src-renderer/App.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { parseRoute } from '../../src-renderer/lib/route.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { classDesks } from './class-fixtures.ts';
import { loadSectorsUi, memoryStorage } from './shell-fake-client.ts';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const KEY = 'key0001a';
type Seat = { player: string; name: string; kind: 'human' | 'bot'; connected: boolean };

function view(s: GameState, held: string[], seats?: Seat[]): HostEvent {
  const session = sessionOf(s, seats ? { seats } : {});
  return { type: 'view', gameId: 'g1', view: publicView(s), private: Object.fromEntries(held.map((p) => [p, privateView(s, p as 'P1')])), events: [], session, fresh: true } as unknown as HostEvent;
}

/** The student's screen at its board: the link took seat P1. */
async function studentAtBoard(s: GameState, sent: Command[] = []) {
  const made = classDesks((c: Command): HostEvent | HostEvent[] => {
    sent.push(c);
    if (c.type === 'join_student') return [{ type: 'joined', gameId: 'g1', joinCode: 'AAAAA', role: 'player', player: 'P1', token: 'tok-1', clientSeq: 0 }, view(s, ['P1'])];
    return { type: 'ack' };
  });
  window.history.replaceState(null, '', `/s/${KEY}`);
  const screen = render(App, { desk: made.desk, classDesk: made.classDesk, settings: new Settings(memoryStorage()), route: parseRoute(`/s/${KEY}`) });
  await screen.findByTestId('board-screen');
  return { ...made, ...screen };
}

describe('a student\'s old device after the seat moved', () => {
  it('says the seat moved to another device, and shows no board, no "your move" and no action', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { client, getByTestId, queryByTestId, container, desk } = await studentAtBoard(s);
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P1');
    expect(queryByTestId('ready-button')).not.toBeNull();

    // The teacher approved the student's new device: this one loses the seat, the new one holds it (connected).
    client.emit({ type: 'error', reason: 'SEAT_REVOKED', message: 'the facilitator freed seat P1 for someone else' });
    client.emit(view(s, [], sessionOf(s).seats.map((x) => ({ ...x, connected: true }))));

    const notice = await waitFor(() => getByTestId('student-seat-lost'));
    expect(notice.dataset.why).toBe('moved');
    expect(notice.textContent).toContain('Your seat moved to another device');
    expect(getByTestId('student-seat-lost-text').textContent).toBe('You can keep playing there; this screen no longer plays your seat.');
    expect(queryByTestId('board-screen')).toBeNull();
    expect(queryByTestId('ready-button')).toBeNull();
    expect(queryByTestId('order-inputs')).toBeNull();
    expect(container.textContent).not.toMatch(/your move|facilitator took|kicked|removed you/i);
    expect(desk.game?.players).toEqual([]);
    expect(desk.remembered('AAAAA').seats).toEqual([]);
  });

  it('says a bot plays the seat for now when the teacher gave it to a bot', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { client, getByTestId } = await studentAtBoard(s);
    client.emit({ type: 'error', reason: 'SEAT_REVOKED', message: 'the facilitator gave seat P1 to a bot' });
    client.emit(view(s, [], sessionOf(s).seats.map((x) => (x.player === 'P1' ? { ...x, kind: 'bot' as const, connected: false } : x))));
    const notice = await waitFor(() => getByTestId('student-seat-lost'));
    expect(notice.dataset.why).toBe('bot');
    expect(notice.textContent).toContain('Your teacher gave your seat to a bot for now.');
  });

  it('opens the link again on "Play on this screen instead" (the host asks the teacher)', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const sent: Command[] = [];
    const { client, getByTestId, findByTestId } = await studentAtBoard(s, sent);
    client.emit({ type: 'error', reason: 'SEAT_REVOKED', message: 'the facilitator freed seat P1 for someone else' });
    client.emit(view(s, [], sessionOf(s).seats.map((x) => ({ ...x, connected: true }))));
    await waitFor(() => getByTestId('student-seat-lost'));
    await fireEvent.click(getByTestId('student-play-here'));
    await findByTestId('board-screen');
    // This screen stops watching the table, then opens the link again.
    expect(sent.map((c) => c.type).filter((t) => t === 'join_student' || t === 'leave')).toEqual(['join_student', 'leave', 'join_student']);
  });
});
