/**
 * The tutorials' store (client/tutorials.svelte.ts) through a real Desk on a fake host: the catalogue with a
 * profile's progress, starting a tutorial (answered like `join`: the Desk holds the seat and remembers its token,
 * so a reconnect rejoins it and a refresh offers it back), the latest state per table and `current` for the game
 * on screen, Next, and a class student's assigned tutorials.
 */
import { describe, expect, it } from 'vitest';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import type { Command, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { FakeClient, deskWith, memoryStorage, settle, type Handler } from './shell-fake-client.ts';

const BID = { id: 'sectors-influence-bid', game: 'sectors', order: 1, title: 'Influence bid and player priority', goal: 'Win player priority 1 in the opening influence bid.', steps: 1, help: 'influence' };
const ORDERS = { id: 'sectors-market-orders', game: 'sectors', order: 2, title: 'Market orders', goal: 'Buy shares at the market.', steps: 2, help: 'market-orders' };

const VIEW = (gameId: string): HostEvent =>
  ({
    type: 'view', gameId, view: { phase: 'INFLUENCE_BID', turn: 1, status: 'RUNNING' }, private: {}, events: [], fresh: true,
    session: { state: '"game"', serial: 1, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [], kind: 'sectors' },
  }) as unknown as HostEvent;

function state(gameId: string, patch: Partial<HostEventOf<'tutorial_state'>> = {}): HostEventOf<'tutorial_state'> {
  return {
    type: 'tutorial_state', gameId, tutorial: BID, seat: 'P1', stage: 'step', step: 0, steps: 1,
    prompt: 'Bid 36 points to take priority 1.', result: null, explanation: null, wrongMoves: 0, star: null, summary: null, next: null,
    ...patch,
  };
}

/** A host with two tutorials: each `start_tutorial` opens table tN (join code TUTN) with seat P1 and token tok-N. */
function tutorialHost(log: { tables: number } = { tables: 0 }): Handler {
  return (c: Command) => {
    switch (c.type) {
      case 'list_tutorials':
        return {
          type: 'tutorials',
          tutorials: [BID, ORDERS].filter((x) => !c.game || x.game === c.game),
          ...(c.profileId === 'p-ada' ? { progress: { [BID.id]: { completed: true, star: true } } } : {}),
        };
      case 'start_tutorial': {
        if (c.tutorial === 'no-such-tutorial') return { type: 'error', reason: 'TUTORIAL_NOT_FOUND', message: 'no tutorial no-such-tutorial' };
        const n = ++log.tables;
        return [{ type: 'joined', gameId: `t${n}`, joinCode: `TUT${n}`, role: 'player', player: 'P1', token: `tok-${n}`, clientSeq: 0 }, VIEW(`t${n}`), state(`t${n}`)];
      }
      case 'join':
        return [{ type: 'joined', gameId: 't1', joinCode: c.code, role: 'player', player: 'P1', token: c.token, clientSeq: 3 }, VIEW('t1'), state('t1')];
      default:
        return { type: 'ack' };
    }
  };
}

describe('the tutorials store', () => {
  it('lists the catalogue, with the progress of the profile asked about', async () => {
    const { desk, client } = deskWith(tutorialHost());
    expect((await desk.tutorials.list('sectors', 'p-ada')).ok).toBe(true);
    expect(client.sent.at(-1)).toMatchObject({ type: 'list_tutorials', game: 'sectors', profileId: 'p-ada' });
    expect(desk.tutorials.catalogue.map((x) => x.id)).toEqual([BID.id, ORDERS.id]);
    expect(desk.tutorials.listedGame).toBe('sectors');
    expect(desk.tutorials.progress).toEqual({ [BID.id]: { completed: true, star: true } });

    // Without a profile: every game's tutorials, and no progress (the last profile's is not kept).
    await desk.tutorials.list();
    expect(client.sent.at(-1)).toEqual({ type: 'list_tutorials' });
    expect(desk.tutorials.listedGame).toBeNull();
    expect(desk.tutorials.progress).toEqual({});
  });

  it('starts a tutorial like a join: the seat is held, its token remembered, and `current` is the table’s state', async () => {
    const { desk, client } = deskWith(tutorialHost());
    await desk.tutorials.list();
    const started = await desk.tutorials.start(BID.id, { profileId: 'p-ada' });
    expect(started).toEqual({ ok: true });
    expect(client.sent.at(-1)).toEqual({ type: 'start_tutorial', tutorial: BID.id, profileId: 'p-ada' });
    expect(desk.game).toMatchObject({ gameId: 't1', joinCode: 'TUT1', players: ['P1'], facilitator: false });
    expect(desk.remembered('TUT1').seats).toEqual(['P1']);
    await settle();
    expect(desk.publicView?.phase).toBe('INFLUENCE_BID');
    expect(desk.tutorials.current).toMatchObject({ gameId: 't1', stage: 'step', prompt: 'Bid 36 points to take priority 1.' });
    expect(desk.tutorials.current).not.toHaveProperty('type');
    expect(desk.tutorials.currentOptions).toEqual({ profileId: 'p-ada' });
    expect(desk.tutorials.run).toMatchObject({ gameId: 't1', joinCode: 'TUT1', seat: 'P1', tutorial: BID.id, title: BID.title, game: 'sectors' });
  });

  it('keeps the latest state per table; `current` follows the game on screen only', async () => {
    const { desk, client } = deskWith(tutorialHost());
    await desk.tutorials.start(BID.id);
    await settle();
    client.emit(state('t1', { explanation: { reason: 'BID_OUT_OF_RANGE', text: 'You only have 50 influence points.' }, wrongMoves: 1 }));
    expect(desk.tutorials.current?.explanation?.text).toBe('You only have 50 influence points.');
    client.emit(state('t1', { stage: 'result', result: 'Your 36 beat P2’s 35.', prompt: null, wrongMoves: 1 }));
    expect(desk.tutorials.current).toMatchObject({ stage: 'result', explanation: null, result: 'Your 36 beat P2’s 35.' });
    // Another table's state is kept, but is not the one on screen.
    client.emit(state('elsewhere', { step: 0 }));
    expect(desk.tutorials.states.elsewhere).toBeDefined();
    expect(desk.tutorials.current?.gameId).toBe('t1');
    await desk.leave();
    expect(desk.tutorials.current).toBeNull();
  });

  it('sends Next for the game on screen, and refuses without a game', async () => {
    const { desk, client } = deskWith(tutorialHost());
    expect(await desk.tutorials.next()).toMatchObject({ ok: false, reason: 'NO_GAME' });
    await desk.tutorials.start(BID.id);
    expect(await desk.tutorials.next()).toEqual({ ok: true });
    expect(client.sent.at(-1)).toEqual({ type: 'tutorial_next', gameId: 't1' });
  });

  it('asks for a new run with `restart`, which is not carried on to the next tutorial', async () => {
    const { desk, client } = deskWith(tutorialHost());
    await desk.tutorials.start(BID.id, { profileId: 'p-ada', restart: true });
    expect(client.sent.at(-1)).toEqual({ type: 'start_tutorial', tutorial: BID.id, profileId: 'p-ada', restart: true });
    expect(desk.tutorials.currentOptions).toEqual({ profileId: 'p-ada' });
    expect(desk.tutorials.run?.options).toEqual({ profileId: 'p-ada' });
  });

  it('answers a refusal as it came, and holds no seat', async () => {
    const { desk } = deskWith(tutorialHost());
    expect(await desk.tutorials.start('no-such-tutorial')).toEqual({ ok: false, reason: 'TUTORIAL_NOT_FOUND', message: 'no tutorial no-such-tutorial' });
    expect(desk.game).toBeNull();
    expect(desk.tutorials.run).toBeNull();
  });

  it('rejoins the tutorial seat with its token after a reconnect', async () => {
    const { desk, client } = deskWith(tutorialHost());
    await desk.tutorials.start(BID.id);
    await settle();
    client.setStatus('disconnected');
    client.setStatus('connected');
    await settle();
    expect(client.sent.at(-1)).toEqual({ type: 'join', code: 'TUT1', token: 'tok-1' });
    expect(desk.game?.players).toEqual(['P1']);
    expect(desk.tutorials.current?.gameId).toBe('t1');
  });

  it('offers the unfinished run back after a refresh, and forgets it once it is done', async () => {
    const storage = memoryStorage();
    const first = deskWith(tutorialHost(), storage);
    await first.desk.tutorials.start(BID.id, { classGame: 'class-table-1' });
    await settle();

    // A refresh: a new page, the same browser storage. The run is offered, and taken back with its token.
    const client = new FakeClient(tutorialHost());
    const desk = new Desk(client, storage);
    expect(desk.game).toBeNull();
    expect(desk.tutorials.run).toMatchObject({ gameId: 't1', joinCode: 'TUT1', seat: 'P1', options: { classGame: 'class-table-1' } });
    expect((await desk.tutorials.resume()).ok).toBe(true);
    expect(client.sent.at(-1)).toEqual({ type: 'join', code: 'TUT1', token: 'tok-1' });
    await settle();
    expect(desk.tutorials.current?.gameId).toBe('t1');
    // It was started for a class seat: "Next tutorial" starts the next one the same way.
    expect(desk.tutorials.currentOptions).toEqual({ classGame: 'class-table-1' });

    client.emit(state('t1', { stage: 'done', step: 1, prompt: null, star: true, summary: 'The bid orders the players once.', next: ORDERS }));
    expect(desk.tutorials.run).toBeNull();
    expect(storage.getItem('sectors.tutorialRun')).toBeNull();
    expect(desk.tutorials.currentOptions).toEqual({ classGame: 'class-table-1' });
  });

  it('forgets a remembered run the host no longer has', async () => {
    const storage = memoryStorage({ 'sectors.tutorialRun': JSON.stringify({ gameId: 'gone', joinCode: 'GONE1', seat: 'P1', tutorial: BID.id, title: BID.title, game: 'sectors', options: {} }) });
    const client = new FakeClient((c) => (c.type === 'join' ? { type: 'error', reason: 'GAME_NOT_FOUND', message: 'no game GONE1' } : { type: 'ack' }));
    const desk = new Desk(client, storage);
    expect(desk.tutorials.run?.joinCode).toBe('GONE1');
    expect(await desk.tutorials.resume()).toMatchObject({ ok: false, reason: 'GAME_NOT_FOUND' });
    expect(desk.tutorials.run).toBeNull();
    expect(storage.getItem('sectors.tutorialRun')).toBeNull();
  });

  it('ignores a remembered run it cannot read', () => {
    const desk = new Desk(new FakeClient(), memoryStorage({ 'sectors.tutorialRun': '{"gameId":' }));
    expect(desk.tutorials.run).toBeNull();
    const partial = new Desk(new FakeClient(), memoryStorage({ 'sectors.tutorialRun': JSON.stringify({ gameId: 't1' }) }));
    expect(partial.tutorials.run).toBeNull();
  });

  it('leaves a table it moved away from, and forgets it as the run to continue', async () => {
    const { desk, client } = deskWith(tutorialHost());
    await desk.tutorials.start(BID.id);
    await desk.tutorials.start(ORDERS.id);
    expect(desk.game?.gameId).toBe('t2');
    expect(desk.tutorials.run?.gameId).toBe('t2');
    expect(await desk.tutorials.abandon('t1')).toEqual({ ok: true });
    expect(client.sent.at(-1)).toEqual({ type: 'leave', gameId: 't1' });
    expect(desk.tutorials.run?.gameId).toBe('t2');
    await desk.tutorials.abandon('t2');
    expect(desk.tutorials.run).toBeNull();
  });

  it('keeps a class student’s latest assigned tutorials', () => {
    const { desk, client } = deskWith();
    expect(desk.tutorials.classAssigned).toBeNull();
    client.emit({ type: 'class_tutorials', classId: 'c1', classGame: 'g7', tutorials: [{ ...BID, progress: null }] });
    client.emit({ type: 'class_tutorials', classId: 'c1', classGame: 'g7', tutorials: [{ ...BID, progress: null }, { ...ORDERS, progress: null }] });
    expect(desk.tutorials.classAssigned).toEqual({ classId: 'c1', classGame: 'g7', tutorials: [{ ...BID, progress: null }, { ...ORDERS, progress: null }] });
  });
});
