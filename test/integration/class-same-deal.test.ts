/**
 * Same deal at every table (issue 21): a class's tables of one game with the same options share a seed — the
 * same cards and draws — unless the class says otherwise; and a table further on than the slowest of its deal
 * shows its watchers (spectators, projectors, the class projector) only what every table of the deal has passed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { classroom, Peer, playTo, TIMERLESS, type Classroom } from '../helpers/class-peer.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const sectors = { game: 'sectors', options: TIMERLESS, seats: 3 };
const tycoon = { game: 'tycoon', options: { years: 2, timerMode: 'TIMERLESS', reviewSeconds: 0 }, seats: 3 };
const seedOf = (c: Classroom, gameId: string) => c.booted.host.record(gameId)!.seed;
const engineOf = (c: Classroom, gameId: string) => c.booted.host.session(gameId)!.context.engine as Record<string, unknown>;

describe('same deal', () => {
  it('gives the tables of one game with the same options one seed, marks them, and leaves the others alone', () => {
    const c = classroom(temp.dir, ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'], { tables: [sectors, tycoon, sectors, tycoon, { ...tycoon, options: { ...tycoon.options, years: 3 } }] });
    const [s1, t1, s2, t2, t3] = c.tables;
    expect(seedOf(c, s1)).toBe(seedOf(c, s2));
    expect(seedOf(c, t1)).toBe(seedOf(c, t2));
    expect(seedOf(c, t3)).not.toBe(seedOf(c, t1));
    const marked = c.teacher.lastState().tables.map((t) => t.sameDeal ?? false);
    expect(marked).toEqual([true, true, true, true, false]);
    // Same first deal: the two Tycoon tables start from the same cards once started.
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', emptySeats: 'bot' })).toMatchObject({ type: 'ack' });
    const hands = (id: string) => JSON.stringify(Object.values((engineOf(c, id).core as { players: Record<string, { hand: string[] }> }).players).map((p) => p.hand));
    expect(hands(t1)).toBe(hands(t2));
    expect(hands(t3)).not.toBe(hands(t1));
  });

  it('is off with sameDeal: false, and a table given its own seed keeps it', () => {
    const off = classroom(temp.dir, ['Ana', 'Ben'], { tables: [sectors, sectors], sameDeal: false });
    expect(seedOf(off, off.tables[0])).not.toBe(seedOf(off, off.tables[1]));
    expect(off.teacher.lastState().tables.every((t) => t.sameDeal === undefined)).toBe(true);
    const own = classroom(makeTempDir().dir, ['Ana', 'Ben', 'Cai'], { tables: [{ ...sectors, seed: 11 }, sectors, { ...sectors, seed: 12 }] });
    expect([seedOf(own, own.tables[0]), seedOf(own, own.tables[1]), seedOf(own, own.tables[2])]).toEqual([11, 11, 12]);
  });

  it('shows the watchers of a table ahead of its deal only what every table has passed; players and the teacher see it live', () => {
    const c = classroom(temp.dir, ['Ana', 'Ben'], { tables: [sectors, sectors] });
    const [ahead, behind] = c.tables;
    const ana = new Peer(c.booted, '10.0.0.10');
    expect(ana.ask({ type: 'join_student', key: c.key('Ana') })).toMatchObject({ type: 'joined' });
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', emptySeats: 'bot' })).toMatchObject({ type: 'ack' });
    const projector = new Peer(c.booted, '10.0.0.9');
    projector.ask({ type: 'watch_class', code: c.created.code });
    const seenBy = (peer: Peer, id: string) => peer.lastView(id)!;
    const startOfTurn1 = JSON.stringify(seenBy(projector, ahead).view);

    playTo(c, ahead, 'START_TURN', 2);
    playTo(c, ahead, 'PLACE_STOCK_ORDERS', 2);
    // The projector sees the ahead table as it entered turn 1 (the turn the other table is in), with no events.
    expect(seenBy(projector, ahead).view.turn).toBe(1);
    expect(JSON.stringify(seenBy(projector, ahead).view)).toBe(startOfTurn1);
    expect(projector.events.filter((e) => e.type === 'view' && e.gameId === ahead).at(-1)!.events).toEqual([]);
    // Its session is live (the room sees which window runs and who is deciding), and says the board is held.
    expect(seenBy(projector, ahead).session.window.phase).toBe('PLACE_STOCK_ORDERS');
    expect(seenBy(projector, ahead).session.heldAt).toBe(1);
    expect(seenBy(ana, ahead).session.heldAt).toBeUndefined();
    // A player at the table and the teacher see it live; a newcomer watching with the code is held too.
    expect(seenBy(ana, ahead).view.turn).toBe(2);
    expect(seenBy(c.teacher, ahead).view.turn).toBe(2);
    const spectator = new Peer(c.booted, '10.0.0.11');
    spectator.ask({ type: 'spectate', code: c.teacher.lastState().tables[0].joinCode });
    expect(seenBy(spectator, ahead).view.turn).toBe(1);
    expect(seenBy(spectator, ahead).events).toEqual([]);

    // The slowest table too is shown as it entered its turn, though it is further on within it.
    expect(seenBy(projector, behind).view.phase).toBe(seenBy(c.teacher, behind).view.phase === 'START_TURN' ? 'START_TURN' : seenBy(projector, behind).view.phase);
    // The other table reaches turn 2: both are shown as they entered turn 2, the ahead one no further.
    playTo(c, behind, 'START_TURN', 2);
    expect(seenBy(projector, ahead).view.turn).toBe(2);
    expect(seenBy(projector, ahead).view.phase).not.toBe('PLACE_STOCK_ORDERS');
    expect(seenBy(projector, behind).view.turn).toBe(2);
    playTo(c, behind, 'PLACE_STOCK_ORDERS', 2);
    expect(seenBy(projector, behind).view.phase).not.toBe('PLACE_STOCK_ORDERS');
    expect(seenBy(c.teacher, behind).view.phase).toBe('PLACE_STOCK_ORDERS');
  });

  it('keeps a finished table\'s history from its watchers while the other tables of the deal play on', () => {
    const c = classroom(temp.dir, ['Ana', 'Ben'], { tables: [sectors, sectors] });
    const [done, playing] = c.tables;
    expect(c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'start', emptySeats: 'bot' })).toMatchObject({ type: 'ack' });
    const watcher = new Peer(c.booted, '10.0.0.12');
    watcher.ask({ type: 'spectate', code: c.teacher.lastState().tables[0].joinCode });
    for (let i = 0; i < 2000 && c.booted.host.record(done)!.status !== 'FINISHED'; i++) {
      c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'end_phase', tables: [done] });
    }
    expect(c.booted.host.record(done)!.status).toBe('FINISHED');
    expect(watcher.lastView(done)!.view.status).not.toBe('ENDED');
    expect(watcher.ask({ type: 'history', gameId: done, step: 1 })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    expect(c.teacher.ask({ type: 'history', gameId: done, step: 1 })).toMatchObject({ type: 'history_step' });
    for (let i = 0; i < 2000 && c.booted.host.record(playing)!.status !== 'FINISHED'; i++) {
      c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'end_phase', tables: [playing] });
    }
    expect(watcher.lastView(done)!.view.status).toBe('ENDED');
    expect(watcher.ask({ type: 'history', gameId: done, step: 1 })).toMatchObject({ type: 'history_step' });
  });
});
