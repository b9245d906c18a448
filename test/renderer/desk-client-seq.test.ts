import { describe, expect, it } from 'vitest';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { FakeClient, memoryStorage, settle, type Handler } from './shell-fake-client.ts';

/**
 * `clientSeq` per seat: the host counts accepted acts per seat and tells a (re)joining client the highest one,
 * so the Desk continues above it per seat (also after a refresh), and an act resent after a dropped link that
 * the host had already applied (DUPLICATE_REQUEST) counts as done, with no error.
 */

const VIEW = (gameId: string): HostEvent =>
  ({
    type: 'view', gameId, view: { phase: 'PLACE_STOCK_ORDERS', turn: 1, status: 'RUNNING', phaseSerial: 4 }, private: {}, events: [],
    session: { state: '"game"', serial: 4, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [] },
  }) as unknown as HostEvent;

type Seat = { token: string; highest: number };

/** A host that remembers the highest accepted clientSeq per seat, like the real one, and hands it out on join. */
function seqHost(seats: Record<string, Seat>, applied: number[] = []): Handler {
  return (c: Command) => {
    switch (c.type) {
      case 'join': {
        const player = Object.keys(seats).find((p) => seats[p].token === c.token) ?? c.seat ?? 'P1';
        return [{ type: 'joined', gameId: 'g1', joinCode: c.code, role: 'player', player, token: seats[player].token, clientSeq: seats[player].highest }, VIEW('g1')];
      }
      case 'claim_seat':
        return [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'player', player: c.player, clientSeq: seats[c.player].highest }, VIEW('g1')];
      case 'facilitate':
        return [{ type: 'joined', gameId: 'g1', joinCode: c.code, role: 'facilitator' }, VIEW('g1')];
      case 'act': {
        const seat = seats[c.player];
        if (c.clientSeq <= seat.highest) return { type: 'error', reason: 'DUPLICATE_REQUEST', message: `command ${c.clientSeq} was already received` };
        seat.highest = c.clientSeq;
        applied.push(c.clientSeq);
        return { type: 'ack' };
      }
      default:
        return { type: 'ack' };
    }
  };
}

/**
 * Ann joins and says READY, but the link drops before the answer arrives (after the host applied the act when
 * `hostApplied`, else before it got there), then comes back: what the act finally answers, and what the host applied.
 */
async function actAcrossDrop(hostApplied: boolean) {
  const seats = { P1: { token: 'token-token-1', highest: 0 } };
  const applied: number[] = [];
  const host = seqHost(seats, applied);
  const client = new FakeClient(host);
  const desk = new Desk(client, memoryStorage());
  await desk.join('QWERT', 'Ann');
  await settle();
  let dropped = false;
  client.handler = (c) => {
    if (c.type === 'act' && !dropped) {
      dropped = true;
      if (hostApplied) host(c);
      return { type: 'error', reason: 'DISCONNECTED', message: 'the connection to the host was lost' };
    }
    return host(c);
  };
  const pending = desk.act('P1', { type: 'READY' });
  await settle();
  client.setStatus('disconnected');
  client.setStatus('connected');
  return { desk, client, applied, outcome: await pending };
}

const acts = (client: FakeClient) => client.sent.filter((c): c is Extract<Command, { type: 'act' }> => c.type === 'act');

describe('Desk clientSeq per seat', () => {
  it('continues above the seat’s highest accepted act from `joined`, with one counter per seat', async () => {
    const seats = { P1: { token: 'token-token-1', highest: 7 }, P2: { token: 'token-token-2', highest: 0 } };
    const client = new FakeClient(seqHost(seats));
    const desk = new Desk(client, memoryStorage());
    expect((await desk.join('QWERT', undefined, 'P1')).ok).toBe(true);
    await settle();
    await desk.act('P1', { type: 'READY' });
    await desk.act('P1', { type: 'UNREADY' });
    await desk.claimSeat('P2');
    await desk.act('P2', { type: 'READY' });
    expect(acts(client).map((a) => [a.player, a.clientSeq])).toEqual([['P1', 8], ['P1', 9], ['P2', 1]]);
    expect(seats.P1.highest).toBe(9);
  });

  it('after a refresh (a new Desk, the same browser storage) the seat goes on above what the host accepted', async () => {
    const seats = { P1: { token: 'token-token-1', highest: 0 } };
    const storage = memoryStorage();
    const first = new FakeClient(seqHost(seats));
    const before = new Desk(first, storage);
    await before.join('QWERT', 'Ann');
    await settle();
    await before.act('P1', { type: 'READY' });
    await before.act('P1', { type: 'UNREADY' });

    const second = new FakeClient(seqHost(seats));
    const after = new Desk(second, storage);
    await after.join('QWERT');
    expect(second.sent[0]).toMatchObject({ type: 'join', token: 'token-token-1' });
    await settle();
    const outcome = await after.act('P1', { type: 'READY' });
    expect(outcome).toEqual({ ok: true });
    expect(acts(second).map((a) => a.clientSeq)).toEqual([3]);
  });

  it('resends an act whose link dropped; DUPLICATE_REQUEST (it was applied) is a success, not an error', async () => {
    // The host applies the act, but the link drops before its answer arrives.
    const { desk, client, applied, outcome } = await actAcrossDrop(true);

    expect(outcome).toEqual({ ok: true });
    expect(desk.lastError).toBeNull();
    expect(applied).toEqual([1]);
    // The rejoin came first (the seat's token), then the same act with the same clientSeq.
    expect(client.sent.slice(-3).map((c) => [c.type, c.type === 'act' ? c.clientSeq : null])).toEqual([['act', 1], ['join', null], ['act', 1]]);
    await desk.act('P1', { type: 'UNREADY' });
    expect(acts(client).at(-1)!.clientSeq).toBe(2);
  });

  it('a resent act the host never received is applied once, with its original clientSeq', async () => {
    const { outcome, applied } = await actAcrossDrop(false);
    expect(outcome).toEqual({ ok: true });
    expect(applied).toEqual([1]);
  });

  it('a fresh act answered DUPLICATE_REQUEST is still reported (only resends count as applied)', async () => {
    const desk = new Desk(new FakeClient(seqHost({ P1: { token: 'token-token-1', highest: 0 } })), memoryStorage());
    await desk.join('QWERT', 'Ann');
    await settle();
    const client = (desk as unknown as { client: FakeClient }).client;
    client.handler = () => ({ type: 'error', reason: 'DUPLICATE_REQUEST', message: 'already received' });
    expect(await desk.act('P1', { type: 'READY' })).toMatchObject({ ok: false, reason: 'DUPLICATE_REQUEST' });
  });
});
