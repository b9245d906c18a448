/**
 * Hints for learners through the host (src-main/host/hints.ts): refused while the switch is off at a table of
 * several people, allowed in solo games and once the facilitator switches them on; only the seat's own
 * connection may ask, only while it has something to do; the answer is the strongest bot's move with one
 * sentence, and neither the game state nor the journal changes. With bots that answer later (the app's worker
 * pool), the hint arrives later too, and not at all once its window has closed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { inProcessBots, type BotService } from '../../src-shared/platform/bots.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: 'easy' };
const HUMANS: Seat[] = [{ name: 'Ann', kind: 'human' }, { name: 'Bea', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }];
const SOLO: Seat[] = [{ name: 'Ann', kind: 'human' }, { name: 'Bot 1', kind: 'bot', botLevel: 'easy' }, { name: 'Bot 2', kind: 'bot', botLevel: 'easy' }];
type HintResult = Extract<HostEvent, { type: 'hint_result' }>;

function table(seats: Seat[], game = 'sectors', bots?: BotService) {
  const clock = new SimulatedClock();
  const booted = bootHost(join(temp.dir, 'data'), { clock, bots, botThinkMs: 1000, heartbeatMs: 250, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  const facilitator = new LocalClient(booted);
  const created = facilitator.request({ type: 'create_game', game, seats, seed: 5, start: true, options: { timerMode: 'TIMERLESS' } }) as { gameId: string; joinCode: string };
  const ann = new LocalClient(booted, false);
  ann.request({ type: 'join', code: created.joinCode, seat: 'P1' });
  const session = () => booted.host.session(created.gameId)!;
  const journal = () => new Journal(booted.db).read(created.gameId).length;
  return { booted, clock, facilitator, ann, ...created, session, journal };
}

describe('hints through the host', () => {
  it('off at a table of several people; the facilitator switches them on; a hint changes neither the game nor the journal', () => {
    const t = table(HUMANS);
    expect(t.ann.lastView(t.gameId)!.session.hints).toBe('off');
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' })).toMatchObject({ type: 'error', reason: 'HINTS_OFF' });

    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_hints' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_hints', on: true })).toMatchObject({ type: 'ack' });
    expect(t.ann.lastView(t.gameId)!.session.hints).toBe('on');
    expect(t.session().context.table.hints).toBe(true);

    const state = JSON.stringify(t.session().context.engine);
    const entries = t.journal();
    const viewsBefore = t.ann.events.filter((e) => e.type === 'view').length;
    const answer = t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' }) as HintResult;
    expect(answer).toMatchObject({ type: 'hint_result', gameId: t.gameId, player: 'P1', window: t.ann.lastView(t.gameId)!.session.window!.id, level: 'hard' });
    expect(answer.why).toMatch(/^Bid \d+ of your \d+ influence points: /);
    expect(JSON.stringify(t.session().context.engine)).toBe(state);
    expect(t.journal()).toBe(entries);
    expect(t.ann.events.filter((e) => e.type === 'view').length).toBe(viewsBefore);
    // The hint is a move the rules accept now.
    const { player: _p, ...action } = answer.inputs[0] as { player: string; type: string };
    expect(t.ann.request({ type: 'check', gameId: t.gameId, player: 'P1', action })).toMatchObject({ type: 'check_result', ok: true });

    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_hints', on: false })).toMatchObject({ type: 'ack' });
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' })).toMatchObject({ type: 'error', reason: 'HINTS_OFF' });
    t.booted.close();
  });

  it('the switch is journaled like the pace: it survives a host restart; `hints: true` at creation starts it on', () => {
    const t = table(HUMANS);
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_hints', on: true });
    t.booted.close();
    const again = bootHost(join(temp.dir, 'data'), { clock: t.clock, botThinkMs: 1000, heartbeatMs: 250 });
    expect(again.host.session(t.gameId)!.context.table.hints).toBe(true);
    const host = new LocalClient(again);
    const created = host.request({ type: 'create_game', seats: HUMANS, seed: 1, start: true, options: { hints: true } }) as { gameId: string };
    expect(host.lastView(created.gameId)!.session.hints).toBe('on');
    expect(again.host.record(created.gameId)!.table.hints).toBe(true);
    again.close();
  });

  it('only the seat\'s own connection may ask, and only while the seat has something to do', () => {
    const t = table(HUMANS);
    t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'set_hints', on: true });
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P2' })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P3' })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
    expect(t.ann.act(t.gameId, 'P1', { type: 'READY' })).toMatchObject({ type: 'ack' });
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' })).toMatchObject({ type: 'error', reason: 'NOTHING_TO_DO' });
    t.booted.close();
  });

  it('a solo game has hints with the switch off, in every game that gives hints (GameModule.hints is optional)', () => {
    const withHints = gameRegistry.kinds().filter((kind) => gameRegistry.get(kind)!.hints);
    expect(withHints.length).toBeGreaterThan(0);
    for (const game of withHints) {
      temp.cleanup();
      temp = makeTempDir();
      const t = table(SOLO, game);
      expect(t.ann.lastView(t.gameId)!.session.hints).toBe('solo');
      // The bots play until it is the learner's move (Tycoon's first turn may be a bot's).
      for (let i = 0; i < 20 && !t.ann.lastView(t.gameId)!.session.window!.seats.includes('P1'); i++) t.clock.increment(1000);
      const window = t.ann.lastView(t.gameId)!.session.window!;
      expect(window.seats).toContain('P1');
      const answer = t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' }) as HintResult;
      expect(answer).toMatchObject({ type: 'hint_result', window: window.id });
      expect(answer.why).toMatch(/^[A-Z].*\.$/);
      t.booted.close();
    }
  });

  it('bots that answer later: the hint comes when they do, and not at all once its window has closed', async () => {
    const now = inProcessBots(gameRegistry);
    const waiting: (() => void)[] = [];
    const later: BotService = { decide: (request) => new Promise((resolve) => waiting.push(() => resolve(now.decide(request) as never))) };
    const t = table(SOLO, 'sectors', later);
    const requestId = 'hint-1';
    t.ann.connection.receive({ type: 'hint', gameId: t.gameId, player: 'P1', requestId });
    expect(t.ann.events.some((e) => 'requestId' in e && e.requestId === requestId)).toBe(false);
    expect(t.ann.request({ type: 'hint', gameId: t.gameId, player: 'P1' })).toMatchObject({ type: 'error', reason: 'HINT_BUSY' });
    waiting.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(t.ann.events.find((e) => 'requestId' in e && e.requestId === requestId)).toMatchObject({ type: 'hint_result', player: 'P1', level: 'hard' });

    t.ann.connection.receive({ type: 'hint', gameId: t.gameId, player: 'P1', requestId: 'hint-2' });
    expect(t.facilitator.request({ type: 'control', gameId: t.gameId, command: 'end_phase' })).toMatchObject({ type: 'ack' });
    waiting.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(t.ann.events.find((e) => 'requestId' in e && e.requestId === 'hint-2')).toMatchObject({ type: 'error', reason: 'WINDOW_CLOSED' });
    t.booted.close();
  });
});
