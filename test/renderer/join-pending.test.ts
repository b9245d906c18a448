/**
 * A join by name at a class table waits for the teacher: the host answers `join_pending` and later, with the same
 * request id, `joined` (approved) or `error` DEVICE_DENIED. The client's `request` takes `join_pending` as an
 * interim answer when asked to (the promise resolves on the final one), the Desk says who and where it waits for
 * (`joinPending`), and the join form shows it, then the seat or the refusal in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import JoinScreen from '../../src-renderer/screens/JoinScreen.svelte';
import { createGameClient } from '../../src-renderer/client/game-client.ts';
import type { Transport } from '../../src-renderer/client/transport.ts';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { reasonText } from '../../src-renderer/components/shell/errors.ts';
import { deskWith, memoryStorage, settle } from './shell-fake-client.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** A transport whose host the test plays: what the client sent, and messages "from the host". */
function fakeTransport() {
  const sent: Record<string, unknown>[] = [];
  let handlers: Parameters<Transport['open']>[0] | null = null;
  const transport: Transport = {
    kind: 'websocket',
    open: (h) => {
      handlers = h;
      h.onOpen();
    },
    send: (message) => void sent.push(message as Record<string, unknown>),
    close: () => handlers?.onClose(),
  };
  return { transport, sent, host: (event: Record<string, unknown>) => handlers!.onMessage(JSON.stringify(event)), drop: () => handlers!.onClose() };
}

const JOINED = { type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: 'P2', token: 'tok-2', clientSeq: 0 };
const PENDING = { type: 'join_pending', name: 'Ana Silva', table: 'Period 3 — Table 1' };

describe('the client\'s request with interim answers', () => {
  it('passes join_pending to `interim` and resolves with the final answer of the same request', async () => {
    const { transport, sent, host } = fakeTransport();
    const client = createGameClient(transport, 'browser');
    client.start();
    const interim: HostEvent[] = [];
    let settled: HostEvent | null = null;
    const answer = client.request({ type: 'join', code: 'ABCDE', name: 'Ana Silva' }, { interim: (e) => void interim.push(e) }).then((e) => (settled = e));
    const requestId = sent.at(-1)!.requestId as string;
    host({ ...PENDING, requestId });
    await settle();
    expect(interim).toEqual([{ ...PENDING, requestId }]);
    expect(settled).toBeNull();
    // Another request's answer does not settle it.
    host({ ...JOINED, requestId: 'q999' });
    await settle();
    expect(settled).toBeNull();
    host({ ...JOINED, requestId });
    await answer;
    expect(settled).toMatchObject({ type: 'joined', player: 'P2', requestId });
  });

  it('resolves with join_pending itself when the caller takes no interim answer (as before)', async () => {
    const { transport, sent, host } = fakeTransport();
    const client = createGameClient(transport, 'browser');
    client.start();
    const answer = client.request({ type: 'join', code: 'ABCDE', name: 'Ana Silva' });
    host({ ...PENDING, requestId: sent.at(-1)!.requestId });
    expect(await answer).toMatchObject({ type: 'join_pending' });
  });

  it('answers a waiting request DISCONNECTED when the link drops', async () => {
    const { transport, sent, host, drop } = fakeTransport();
    const client = createGameClient(transport, 'browser');
    client.start();
    const answer = client.request({ type: 'join_student', key: 'key0001a' }, { interim: () => {} });
    host({ ...PENDING, requestId: sent.at(-1)!.requestId });
    drop();
    expect(await answer).toMatchObject({ type: 'error', reason: 'DISCONNECTED' });
  });
});

describe('a join by name at a class table', () => {
  /** A class table's host: the name asks the teacher; the test answers for the teacher with `approve`/`deny`. */
  function classTable() {
    const { transport, sent, host } = fakeTransport();
    const client = createGameClient(transport, 'browser');
    const desk = new Desk(client, memoryStorage());
    client.start();
    host({ type: 'welcome', protocol: 2, hostVersion: '9.9.9', connectionId: 'c1' });
    const lastJoin = () => sent.filter((m) => m.type === 'join').at(-1)!;
    return {
      desk,
      sent,
      pend: () => host({ ...PENDING, requestId: lastJoin().requestId }),
      approve: () => host({ ...JOINED, requestId: lastJoin().requestId }),
      deny: () => host({ type: 'error', reason: 'DEVICE_DENIED', message: 'your teacher did not let this device take your seat', requestId: lastJoin().requestId }),
    };
  }

  it('waits with `joinPending` (name and table), then holds the seat once the teacher approves', async () => {
    const t = classTable();
    const outcome = t.desk.join('abcde', 'Ana Silva');
    t.pend();
    await settle();
    expect(t.desk.joinPending).toEqual({ name: 'Ana Silva', table: 'Period 3 — Table 1' });
    expect(t.desk.game).toBeNull();
    t.approve();
    expect(await outcome).toEqual({ ok: true });
    expect(t.desk.joinPending).toBeNull();
    expect(t.desk.game).toMatchObject({ gameId: 'g1', players: ['P2'] });
    expect(t.desk.remembered('ABCDE').seats).toEqual(['P2']);
  });

  it('ends with DEVICE_DENIED in words when the teacher says no', async () => {
    const t = classTable();
    const outcome = t.desk.join('ABCDE', 'Ana Silva');
    t.pend();
    await settle();
    t.deny();
    const answer = await outcome;
    expect(answer).toMatchObject({ ok: false, reason: 'DEVICE_DENIED' });
    expect(reasonText(answer as { reason: string; message: string })).toBe('Your teacher did not let this device take the seat.');
    expect(t.desk.joinPending).toBeNull();
    expect(t.desk.game).toBeNull();
  });

  it('shows the join form waiting for the teacher, then the refusal', async () => {
    const { desk, client } = deskWith((c: Command) => (c.type === 'join' ? ({ ...PENDING } as HostEvent) : ({ type: 'ack' } as HostEvent)));
    const { getByTestId, findByTestId, queryByTestId } = render(JoinScreen, { desk, code: 'ABCDE', mode: 'join' });
    await fireEvent.input(getByTestId('join-name-input'), { target: { value: 'Ana Silva' } });
    await fireEvent.click(getByTestId('join-submit'));
    const waiting = await findByTestId('join-pending');
    expect(waiting.getAttribute('role')).toBe('status');
    expect(waiting.textContent).toContain(
      'Waiting for your teacher to let you in as Ana Silva at Period 3 — Table 1. A class seat is taken with the personal link on your slip, or when your teacher approves.',
    );
    expect((getByTestId('join-submit') as HTMLButtonElement).disabled).toBe(true);
    client.emit({ type: 'error', reason: 'DEVICE_DENIED', message: 'your teacher did not let this device take your seat' });
    expect((await findByTestId('join-error')).textContent).toContain('Your teacher did not let this device take the seat.');
    await waitFor(() => expect(queryByTestId('join-pending')).toBeNull());
  });

  it('goes to the game once the teacher approves', async () => {
    const { desk, client } = deskWith((c: Command) => (c.type === 'join' ? ({ ...PENDING } as HostEvent) : ({ type: 'ack' } as HostEvent)));
    const { getByTestId, findByTestId } = render(JoinScreen, { desk, code: 'ABCDE', mode: 'join' });
    await fireEvent.input(getByTestId('join-name-input'), { target: { value: 'Ana Silva' } });
    await fireEvent.click(getByTestId('join-submit'));
    await findByTestId('join-pending');
    client.emit(JOINED as HostEvent);
    await waitFor(() => expect(desk.game?.players).toEqual(['P2']));
    expect(window.location.hash).toBe('#/join/ABCDE');
  });
});

describe('refusals of a join in words', () => {
  it('say what one seat each and too many attempts mean', () => {
    expect(reasonText({ reason: 'ALREADY_SEATED', message: '' })).toBe('This browser tab already took a seat in this game (one seat each).');
    expect(reasonText({ reason: 'TOO_MANY_ATTEMPTS', message: '' })).toContain('A seat token (this browser coming back to its seat) or the personal link on a class slip still works.');
  });
});
