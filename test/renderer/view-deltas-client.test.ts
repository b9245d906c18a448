/**
 * The browser's client speaks view deltas: it asks for them in `hello`, hands every screen ordinary full views
 * (a delta applied to the last one), and on a gap sends `resync` and waits for the full view; the desktop window
 * (IPC) does not ask and gets full views as before.
 */
import { describe, expect, it } from 'vitest';
import { createGameClient } from '../../src-renderer/client/game-client.ts';
import type { Transport } from '../../src-renderer/client/transport.ts';
import { diffDocuments, VIEW_DELTAS, type HostEvent } from '../../src-shared/protocol/index.ts';

function fakeTransport(kind: Transport['kind']) {
  const sent: Record<string, unknown>[] = [];
  let handlers: Parameters<Transport['open']>[0] | null = null;
  const transport = {
    kind,
    open: (h: Parameters<Transport['open']>[0]) => {
      handlers = h;
      h.onOpen();
    },
    send: (message: unknown) => void sent.push(message as Record<string, unknown>),
    close: () => handlers?.onClose(),
  } as Transport;
  return { transport, sent, host: (event: Record<string, unknown>) => handlers!.onMessage(JSON.stringify(event)) };
}

const SESSION = {
  kind: 'auction', state: '{"game":"BID"}', serial: 1, windowStartedAt: 0, deadline: null, remainingMs: null, paused: false, pace: 1, timerMode: 'TIMERLESS',
  reviewSeconds: 0, window: null, serverNow: 1, locked: false, hints: 'off', seats: [],
};
const view = (seq: number, turn: number) => ({
  type: 'view', gameId: 'g1', seq, view: { phase: 'BID', turn, status: 'RUNNING' }, private: { P1: { player: 'P1', coins: turn } }, session: { ...SESSION, serverNow: seq }, events: [],
});
const deltaOf = (seq: number, a: ReturnType<typeof view>, b: ReturnType<typeof view>) => ({
  type: 'view_delta', gameId: 'g1', seq, events: [{ type: 'BID_MADE' }],
  patch: diffDocuments({ view: a.view, private: a.private, session: a.session }, { view: b.view, private: b.private, session: b.session }),
});

describe('the browser client and view deltas', () => {
  it('asks for deltas, hands on full views, and resyncs after a gap', () => {
    const { transport, sent, host } = fakeTransport('websocket');
    const client = createGameClient(transport, 'browser');
    const seen: HostEvent[] = [];
    client.onEvent((e) => void seen.push(e));
    client.start();
    expect(sent[0]).toMatchObject({ type: 'hello', features: [VIEW_DELTAS] });
    const v1 = view(1, 1);
    const v2 = view(2, 2);
    host(v1);
    host(deltaOf(2, v1, v2));
    expect(client.state.lastError).toBeNull();
    expect(seen.at(-1)).toMatchObject({ type: 'view', view: v2.view, private: v2.private, session: v2.session, events: [{ type: 'BID_MADE' }] });
    // Delta 3 is lost: 4 cannot apply, so the client asks for the full view and hands on nothing until it comes.
    host(deltaOf(4, view(3, 3), view(4, 4)));
    expect(sent.at(-1)).toEqual({ type: 'resync', gameId: 'g1' });
    expect(seen.at(-1)).toMatchObject({ view: v2.view });
    const v5 = view(5, 5);
    host(v5);
    expect(seen.at(-1)).toMatchObject({ view: v5.view, seq: 5 });
  });

  it('the desktop window (IPC) does not ask for deltas', () => {
    const { transport, sent } = fakeTransport('ipc');
    createGameClient(transport, 'desktop').start();
    expect(sent[0]).toMatchObject({ type: 'hello' });
    expect(sent[0]).not.toHaveProperty('features');
  });
});
