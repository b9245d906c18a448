/**
 * A student's personal link (/s/KEY): it takes the student's seat and hands it to the Desk, so the game's own
 * screens show and a refresh or a reconnect come back to the same seat (the token is kept per key and per join
 * code); on a new device it waits for the teacher ("Waiting for your teacher…") until approved or denied; the
 * host's refusals read in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import StudentJoinScreen from '../../src-renderer/screens/StudentJoinScreen.svelte';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { classDesks, runningView, NINE } from './class-fixtures.ts';
import { memoryStorage, settle } from './shell-fake-client.ts';

afterEach(cleanup);

const KEY = 'key0001a';
const TOKEN = 'seat-token-ana-0001';
const joined = (requestId?: string): HostEvent => ({ type: 'joined', gameId: 'g1', joinCode: 'AAAAA', role: 'player', player: 'P1', token: TOKEN, clientSeq: 0, ...(requestId ? { requestId } : {}) });
const VIEW = runningView('g1', 2, NINE + 45 * 60_000, ['P1', 'P2'], []);

/** A host that seats the student at once when the browser brings the seat's token (or knows none yet). */
function studentHost(seen: Command[] = [], firstTime = true) {
  return (c: Command): HostEvent | HostEvent[] => {
    seen.push(c);
    if (c.type === 'join_student') {
      if (c.token === TOKEN || firstTime) return [joined(), { ...VIEW, fresh: true }];
      return { type: 'join_pending', name: 'Ana', table: 'Table 1' };
    }
    if (c.type === 'join' && c.token === TOKEN) return [joined(), { ...VIEW, fresh: true }];
    return { type: 'ack' };
  };
}

describe('a student\'s personal link', () => {
  it('takes the seat and hands it to the Desk, which then shows the game', async () => {
    const { desk, classDesk, local, client } = classDesks(studentHost());
    render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
    await waitFor(() => expect(desk.game?.players).toEqual(['P1']));
    await settle();
    expect(client.sent.find((c) => c.type === 'join_student')).toMatchObject({ type: 'join_student', key: KEY });
    expect(client.sent.find((c) => c.type === 'join_student')).not.toHaveProperty('token');
    expect(desk.game).toMatchObject({ gameId: 'g1', joinCode: 'AAAAA', facilitator: false });
    expect(desk.publicView?.status).toBe('RUNNING');
    // Kept for the key (the personal link) and for the join code (the Desk's own rejoin).
    expect(classDesk.studentToken(KEY)).toBe(TOKEN);
    expect(desk.remembered('AAAAA').seats).toEqual(['P1']);
    expect(local.getItem(`sectors.student.${KEY}`)).toBe(TOKEN);
  });

  it('comes back to the same seat after a page refresh, with the token kept for the key', async () => {
    const local = memoryStorage();
    const first = classDesks(studentHost(), local);
    render(StudentJoinScreen, { desk: first.desk, classDesk: first.classDesk, studentKey: KEY });
    await waitFor(() => expect(first.desk.game?.players).toEqual(['P1']));
    cleanup();

    // The refreshed page: new stores over the same browser storage, and a host that wants the token now.
    const seen: Command[] = [];
    const again = classDesks(studentHost(seen, false), local);
    render(StudentJoinScreen, { desk: again.desk, classDesk: again.classDesk, studentKey: KEY });
    await waitFor(() => expect(again.desk.game?.players).toEqual(['P1']));
    expect(seen.find((c) => c.type === 'join_student')).toMatchObject({ key: KEY, token: TOKEN });
    expect(again.classDesk.studentPending).toBeNull();
  });

  it('rejoins the seat by its token after a dropped connection, like any joined seat', async () => {
    const seen: Command[] = [];
    const { desk, classDesk, client } = classDesks(studentHost(seen));
    render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
    await waitFor(() => expect(desk.game?.players).toEqual(['P1']));
    client.setStatus('disconnected');
    client.setStatus('connected');
    await waitFor(() => expect(seen.some((c) => c.type === 'join' && c.code === 'AAAAA' && c.token === TOKEN)).toBe(true));
    expect(desk.game?.players).toEqual(['P1']);
  });

  it('waits for the teacher on a new device, then takes the seat once approved', async () => {
    const { desk, classDesk, client } = classDesks(studentHost([], false));
    const { findByTestId, queryByTestId } = render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
    const pending = await findByTestId('student-pending');
    expect(pending.textContent).toContain('Waiting for your teacher to approve this device (Ana, Table 1)…');
    expect(desk.game).toBeNull();
    // The teacher approves: the host seats this connection.
    client.emit(joined());
    client.emit({ ...VIEW, fresh: true });
    await waitFor(() => expect(desk.game?.players).toEqual(['P1']));
    expect(classDesk.studentToken(KEY)).toBe(TOKEN);
    await waitFor(() => expect(queryByTestId('student-pending')).toBeNull());
  });

  it('says so in words when the teacher denies the device', async () => {
    const { desk, classDesk, client } = classDesks(studentHost([], false));
    const { findByTestId } = render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
    await findByTestId('student-pending');
    client.emit({ type: 'error', reason: 'DEVICE_DENIED', message: 'the teacher denied the device' });
    expect((await findByTestId('student-error')).textContent).toContain('Your teacher did not let this device take your seat.');
    expect(desk.game).toBeNull();
  });

  it('says when the teacher gave the seat to a bot, or the table is locked', async () => {
    for (const [reason, words] of [
      ['SEAT_NOT_HUMAN', 'Your teacher gave your seat to a bot for now.'],
      ['TABLE_LOCKED', 'Your table is locked'],
    ]) {
      const { desk, classDesk } = classDesks(() => ({ type: 'error', reason, message: reason.toLowerCase() }));
      const { findByTestId } = render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
      expect((await findByTestId('student-error')).textContent).toContain(words);
      cleanup();
    }
  });
});
