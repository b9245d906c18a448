import { engineOf, randomMove } from '../helpers/session.ts';
/**
 * Secrets stay secret: 50 seeded games with every seat on its own connection (the WebSocket path, where
 * the host sends pre-serialised text), every other one speaking view deltas (checked patch by patch and on the
 * view each patch makes). Every message each seat receives is checked: it may carry only that
 * seat's private part, the public part carries nobody's bids, votes, allocations or concealed orders, events
 * meant for others are absent, and other players' limit/short counters do not move while orders are secret.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { hello, VIEW_DELTAS, ViewAssembler } from '../../src-shared/protocol/index.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const temp = makeTempDir('sectors-secrets-');
afterAll(() => temp.cleanup());

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function checkMessage(me: string, text: string, counters: Map<string, { serial: number; limit: number; short: number }>, problems: string[]): void {
  const m = JSON.parse(text) as Msg;
  if (m.type === 'joined' && m.player && m.player !== me) problems.push(`${me} got a joined event for ${m.player}`);
  if (m.type !== 'view') return;
  const where = `${me} turn ${m.view.turn} ${m.view.phase}`;
  const privateKeys = Object.keys(m.private);
  if (privateKeys.some((k) => k !== me)) problems.push(`${where}: private parts of ${privateKeys.join(',')}`);
  if (m.private[me] && m.private[me].player !== me) problems.push(`${where}: private part labelled ${m.private[me].player}`);
  for (const o of m.private[me]?.orders ?? []) if (o.player !== me) problems.push(`${where}: someone else's order in the private part`);
  const v = m.view;
  if (!v.inputs) return; // lobby
  for (const key of ['influenceBids', 'trancheVotes', 'trancheAllocations'] as const) {
    if (Object.keys(v.inputs[key]).length > 0) problems.push(`${where}: public ${key} ${JSON.stringify(v.inputs[key])}`);
  }
  for (const [company, votes] of Object.entries(v.inputs.revenueVotes as Record<string, object>)) {
    if (Object.keys(votes).length > 0) problems.push(`${where}: public revenue votes on ${company}`);
  }
  if (v.phase === 'COMPANY_VOTE' && v.companyRound && Object.keys(v.companyRound.votes).length > 0) problems.push(`${where}: public company votes`);
  if (v.config.ordersConcealed) {
    for (const o of v.orders) {
      if (o.turn !== v.turn || o.subRound !== v.subRound) continue;
      if (v.phase === 'PLACE_STOCK_ORDERS') problems.push(`${where}: concealed order ${o.id} of ${o.player} is public`);
      if (v.phase === 'REVIEW_CONCEALED_ORDERS' && (!o.concealed || 'quantity' in o || 'side' in o || 'bid' in o || 'value' in o)) {
        problems.push(`${where}: order ${o.id} shows more than company and market during review`);
      }
    }
    if (v.phase === 'PLACE_STOCK_ORDERS') {
      // A public cancellation (of an order revealed in an earlier sub-round) legitimately gives an action back.
      const publiclyCancelled = new Set((m.events as Msg[]).filter((e) => e.type === 'ORDER_CANCELLED' && !e.visibleTo).map((e) => e.player));
      for (const p of v.players) {
        if (p.id === me) continue;
        const key = `${me}/${p.id}`;
        const seen = counters.get(key);
        if (seen && seen.serial === v.phaseSerial && !publiclyCancelled.has(p.id) && (seen.limit !== p.limitActions || seen.short !== p.shortActions)) {
          problems.push(`${where}: ${p.id}'s order counters moved while orders are concealed`);
        }
        counters.set(key, { serial: v.phaseSerial, limit: p.limitActions, short: p.shortActions });
      }
    }
  }
  for (const e of m.events as Msg[]) {
    if (e.visibleTo && !e.visibleTo.includes(me)) problems.push(`${where}: event ${e.type} meant for ${e.visibleTo.join(',')}`);
  }
}

describe('secrets stay secret', () => {
  it('50 seeded games: no seat ever receives another seat\'s concealed orders, bids, votes or allocations', { timeout: 300_000 }, () => {
    const clock = new SimulatedClock();
    // Time barely moves on the simulated clock, so the per-connection rate limit is lifted for this test.
    const booted = bootHost(join(temp.dir, 'data'), { clock, botThinkMs: 0, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
    const problems: string[] = [];
    let messages = 0;
    let views = 0;
    let deltaCount = 0;
    for (let g = 0; g < 50; g++) {
      const seats = 3 + (g % 3);
      const kinds = Array.from({ length: seats }, (_, i) => ({ name: `S${i + 1}`, kind: (i === seats - 1 && g % 2 === 0 ? 'bot' : 'human') as 'human' | 'bot' }));
      const { gameId, joinCode } = booted.host.createGame({
        seats: kinds, seed: 5000 + g, start: true,
        options: { timerMode: 'TIMERLESS', reviewSeconds: 0, distributionStrategy: g % 4 === 1 ? 'BID_PRIORITY' : 'PRIORITY', maxTurns: 8 },
      });
      const counters = new Map<string, { serial: number; limit: number; short: number }>();
      const conns = new Map<string, { receive(raw: unknown): void }>();
      const seqs = new Map<string, number>();
      kinds.forEach((k, i) => {
        if (k.kind !== 'human') return;
        const me = `P${i + 1}`;
        // Exactly what the WebSocket server does: objects are stringified, views arrive as pre-built text. Every
        // other seat asks for view deltas: each patch may touch only its own private part, and the view it makes
        // is checked like a full one.
        const deltas = i % 2 === 1 ? new ViewAssembler() : null;
        const deliver = (text: string) => {
          messages++;
          if (text.startsWith('{"type":"view')) views++;
          if (!deltas) return checkMessage(me, text, counters, problems);
          const m = JSON.parse(text) as Msg;
          if (m.type === 'view_delta') {
            deltaCount++;
            for (const op of m.patch as Msg[]) {
              const seat = op.path.split('/')[2];
              const foreign = op.path === '/private' ? Object.keys(op.value ?? {}).some((k) => k !== me) : op.path.startsWith('/private/') && seat !== me;
              if (foreign) problems.push(`${me}: a delta touches ${op.path}`);
            }
          }
          const result = deltas.accept(m as { type: string } & Msg);
          if (result && 'resync' in result) problems.push(`${me}: lost its place in the deltas`);
          else if (result) checkMessage(me, JSON.stringify(result.view), counters, problems);
          else checkMessage(me, text, counters, problems);
        };
        const connection = booted.host.connect('ws', (event) => deliver(JSON.stringify(event)), { local: false, sendText: deliver });
        connection.receive(JSON.stringify(hello('test', undefined, deltas ? [VIEW_DELTAS] : undefined)));
        connection.receive(JSON.stringify({ type: 'join', code: joinCode, seat: me }));
        conns.set(me, connection);
        seqs.set(me, 0);
      });
      const session = booted.host.session(gameId)!;
      for (let guard = 0; guard < 5000 && engineOf(session.context).status === 'RUNNING'; guard++) {
        const engine = engineOf(session.context);
        const serial = engine.phaseSerial;
        for (const [me, connection] of conns) {
          if (engineOf(session.context).phaseSerial !== serial) break;
          const act = (action: object) => {
            seqs.set(me, seqs.get(me)! + 1);
            connection.receive(JSON.stringify({ type: 'act', gameId, player: me, phaseSerial: engineOf(session.context).phaseSerial, clientSeq: seqs.get(me), action }));
          };
          const current = engineOf(session.context);
          for (const input of randomMove(current, me)) {
            const { player: _player, ...action } = input as { player: string };
            act(action);
          }
          act({ type: 'READY' });
        }
        if (engineOf(session.context).phaseSerial === serial && engineOf(session.context).status === 'RUNNING') clock.increment(10); // bots think
      }
      expect(engineOf(session.context).status, `game ${g} did not end: stuck in turn ${engineOf(session.context).turn} ${engineOf(session.context).phase}, ready ${engineOf(session.context).inputs.ready} of ${engineOf(session.context).inputs.eligible}`).toBe('ENDED');
      if (problems.length > 0) break;
    }
    booted.close();
    expect(problems.slice(0, 10)).toEqual([]);
    expect(views).toBeGreaterThan(10_000);
    expect(deltaCount).toBeGreaterThan(3_000);
    expect(messages).toBeGreaterThan(views);
  });
});
