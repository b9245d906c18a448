/**
 * Issue 25, tutorials through host → SQLite (in-process clients on a simulated clock): every tutorial of every game
 * is started at a private table and played by a learner who first tries each wrong move the tutorial lists (each
 * refused with its explanation, nothing applied), then the solution; the table replays from its journal after a
 * restart with the learner's place kept; a profile's progress and star; what a tutorial table refuses.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_TUTORIALS } from '../../src-shared/games/tutorials.generated.ts';
import { parseTutorial, type Tutorial } from '../../src-shared/platform/tutorials/format.ts';
import { NOT_THIS_STEP, NOT_THIS_STEP_DRAFT } from '../../src-shared/platform/tutorials/judge.ts';
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { SimulatedClock } from 'xstate';
import { MAX_TIMER_MS } from '../../src-shared/session/runner.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type State = HostEventOf<'tutorial_state'>;
const tutorials: Tutorial[] = Object.values(GAME_TUTORIALS).flat().map((raw) => {
  const parsed = parseTutorial(raw);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed.tutorial;
});

function host(dir = join(temp.dir, 'data')) {
  const { booted, clock } = bootSimulated(dir);
  booted.host.start();
  return { booted, clock, learner: new LocalClient(booted) };
}

const lastState = (client: LocalClient, gameId: string): State => client.events.filter((e): e is State => e.type === 'tutorial_state' && e.gameId === gameId).at(-1)!;

function start(client: LocalClient, id: string, extra: Record<string, unknown> = {}): { gameId: string; token: string; joinCode: string } {
  const joined = client.request({ type: 'start_tutorial', tutorial: id, ...extra }) as HostEvent;
  if (joined.type !== 'joined') throw new Error(`start_tutorial ${id}: ${JSON.stringify(joined)}`);
  return { gameId: joined.gameId, token: joined.token!, joinCode: joined.joinCode };
}

/** The learner's move as the board sends it: the input without `player`. */
const action = (move: Record<string, unknown>) => {
  const { player: _player, ...rest } = move;
  return rest;
};

describe('every tutorial at a host table', () => {
  it.each(tutorials.map((t) => [t.id, t] as const))('%s: wrong moves refused with their explanations, the solution leads to the end', (_id, tutorial) => {
    const { learner } = host();
    const { gameId } = start(learner, tutorial.id);
    let state = lastState(learner, gameId);
    expect(state).toMatchObject({ stage: 'step', step: 0, steps: tutorial.steps.length, prompt: tutorial.steps[0].prompt, wrongMoves: 0, star: null });
    let wrongs = 0;
    for (const [i, step] of tutorial.steps.entries()) {
      for (const wrong of step.wrong ?? []) {
        const before = JSON.stringify(learner.lastView(gameId)?.view);
        const answer = learner.act(gameId, tutorial.seat, action(wrong.move));
        expect(answer, `step ${i}: ${JSON.stringify(wrong.move)}`).toMatchObject({ type: 'error', reason: wrong.refused ?? 'TUTORIAL_WRONG_MOVE', message: wrong.explain });
        wrongs += 1;
        state = lastState(learner, gameId);
        expect(state).toMatchObject({ stage: 'step', step: i, explanation: { text: wrong.explain }, wrongMoves: wrongs });
        // Nothing was applied: no new view went out.
        expect(JSON.stringify(learner.lastView(gameId)?.view)).toBe(before);
      }
      for (const move of step.moves) expect(learner.act(gameId, tutorial.seat, action(move)), JSON.stringify(move)).toMatchObject({ type: "ack" });
      state = lastState(learner, gameId);
      expect(state).toMatchObject({ stage: 'result', step: i, result: step.result, explanation: null, prompt: null });
      expect(learner.request({ type: 'tutorial_next', gameId })).toMatchObject({ type: 'ack' });
    }
    state = lastState(learner, gameId);
    expect(state).toMatchObject({ stage: 'done', step: tutorial.steps.length, summary: tutorial.summary, star: wrongs === 0, wrongMoves: wrongs });
    expect(learner.request({ type: 'tutorial_next', gameId })).toMatchObject({ type: 'error', reason: 'TUTORIAL_DONE' });
  });
});

describe('a tutorial table', () => {
  const influence = tutorials.find((t) => t.id === 'sectors-influence-bid')!;
  const bid = (points: number) => ({ type: 'SUBMIT_INFLUENCE_BID', points });

  it('refuses a legal move the step does not ask for, applying nothing, and a move while the result shows moves on first', () => {
    const { learner } = host();
    const { gameId } = start(learner, 'tycoon-rights-loans');
    const tutorial = tutorials.find((t) => t.id === 'tycoon-rights-loans')!;
    const before = JSON.stringify(learner.lastView(gameId)?.view);
    // Passing the turn is legal in Tycoon, but the step asks for the Loan card.
    const answer = learner.act(gameId, 'P1', { type: 'pass' });
    expect(answer).toMatchObject({ type: 'error', reason: 'TUTORIAL_NOT_THIS_STEP' });
    expect((answer as HostEventOf<'error'>).message).toBe(NOT_THIS_STEP);
    expect(JSON.stringify(learner.lastView(gameId)?.view)).toBe(before);
    expect(learner.act(gameId, 'P1', action(tutorial.steps[0].moves[0]))).toMatchObject({ type: 'ack' });
    expect(lastState(learner, gameId).stage).toBe('result');
    // Straight on to step 2's move without pressing Next: the result is left behind and the move judged.
    expect(learner.act(gameId, 'P1', action(tutorial.steps[1].moves[0]))).toMatchObject({ type: 'ack' });
    expect(lastState(learner, gameId)).toMatchObject({ stage: 'result', step: 1, wrongMoves: 1 });
  });

  it('replays from its journal after a restart, the learner back on the same step with the same board', () => {
    const dir = join(temp.dir, 'data');
    const first = host(dir);
    const { gameId, token, joinCode } = start(first.learner, 'sectors-limit-orders');
    const tutorial = tutorials.find((t) => t.id === 'sectors-limit-orders')!;
    expect(first.learner.act(gameId, 'P1', action(tutorial.steps[0].moves[0]))).toMatchObject({ type: 'ack' });
    first.learner.request({ type: 'tutorial_next', gameId });
    const view = first.learner.lastView(gameId)!;
    first.booted.host.stop();
    first.booted.db.close();
    const again = host(dir);
    const back = again.learner.request({ type: 'join', code: joinCode, token });
    expect(back).toMatchObject({ type: 'joined', gameId, player: 'P1' });
    expect(lastState(again.learner, gameId)).toMatchObject({ stage: 'step', step: 1, prompt: tutorial.steps[1].prompt });
    expect(again.learner.lastView(gameId)!.view).toEqual(view.view);
    // The seat's client sequence goes on above the one the host says it accepted (`joined.clientSeq`).
    const act = { type: 'act', gameId, player: 'P1', phaseSerial: again.learner.lastView(gameId)!.session.window!.id, clientSeq: (back as HostEventOf<'joined'>).clientSeq! + 1, action: action(tutorial.steps[1].moves[0]) };
    expect(again.learner.request(act)).toMatchObject({ type: 'ack' });
    expect(lastState(again.learner, gameId).stage).toBe('result');
  });

  it('keeps a profile\'s progress: completed, and a star only for a run without a refused move', () => {
    const { learner } = host();
    const profile = learner.request({ type: 'create_profile', name: 'Robin' }) as HostEventOf<'profiles'>;
    const profileId = profile.profileId!;
    const play = (wrongFirst: boolean) => {
      const { gameId } = start(learner, influence.id, { profileId });
      if (wrongFirst) learner.act(gameId, 'P1', bid(60));
      expect(learner.act(gameId, 'P1', bid(36))).toMatchObject({ type: 'ack' });
      learner.request({ type: 'tutorial_next', gameId });
      // The learner's seat is named for the profile.
      expect(learner.lastView(gameId)!.session.seats[0].name).toBe('Robin');
      return lastState(learner, gameId);
    };
    expect(learner.request({ type: 'list_tutorials', profileId })).toMatchObject({ type: 'tutorials', progress: {} });
    expect(play(true)).toMatchObject({ stage: 'done', star: false, next: { id: 'sectors-market-orders' } });
    expect((learner.request({ type: 'list_tutorials', profileId }) as HostEventOf<'tutorials'>).progress![influence.id]).toEqual({ completed: true, star: false, inProgress: false });
    expect(play(false)).toMatchObject({ stage: 'done', star: true });
    const listed = learner.request({ type: 'list_tutorials', game: 'sectors', profileId }) as HostEventOf<'tutorials'>;
    expect(listed.progress![influence.id]).toEqual({ completed: true, star: true, inProgress: false });
    expect(listed.tutorials.map((t) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers a form\'s check with the tutorial\'s verdict: the step\'s move is ok, a wrong one explained, nothing counted', () => {
    const { learner } = host();
    const { gameId } = start(learner, influence.id);
    const check = (points: number) => learner.request({ type: 'check', gameId, player: 'P1', action: bid(points) });
    expect(check(36)).toMatchObject({ type: 'check_result', ok: true });
    expect(check(20)).toMatchObject({ type: 'check_result', ok: false, reason: 'TUTORIAL_WRONG_MOVE', message: influence.steps[0].wrong![1].explain });
    // A wrong move the rules refuse, explained by the tutorial: its words, under the tutorial's code (a form shows a
    // rules code it knows in the game's own words instead).
    expect(check(60)).toMatchObject({ type: 'check_result', ok: false, reason: 'TUTORIAL_WRONG_MOVE', message: influence.steps[0].wrong![0].explain });
    // Refused for the reason a listed wrong move teaches: that teaching, whatever the numbers.
    expect(check(-5)).toMatchObject({ type: 'check_result', ok: false, reason: 'TUTORIAL_WRONG_MOVE', message: influence.steps[0].wrong![0].explain });
    // One the tutorial did not foresee keeps the rules' own code and message (Tycoon: 99,000 TTN costs more than
    // the $600,000 the learner has; the tutorial foresees the buy condition and whole lots only).
    const tycoon = start(learner, 'tycoon-buy-condition');
    const tooMuch = learner.request({ type: 'check', gameId: tycoon.gameId, player: 'P1', action: { type: 'buy', company: 'TTN', qty: 99000 } });
    expect(tooMuch).toMatchObject({ type: 'check_result', ok: false, reason: expect.not.stringMatching(/^TUTORIAL_/) });
    // A legal move the step does not ask for: held back with a note (forms show this code as a note, not a fault).
    expect(check(10)).toMatchObject({ type: 'check_result', ok: false, reason: 'TUTORIAL_NOT_THIS_STEP', message: NOT_THIS_STEP_DRAFT });
    expect(lastState(learner, gameId)).toMatchObject({ wrongMoves: 0, explanation: null });
  });

  it('waits for ever: no seat is readied by a grace period, and no timer is asked for more than it can wait', () => {
    const delays: number[] = [];
    // Node (and browsers) fire a timer of more than 2^31 − 1 ms at once: the host must never ask for one.
    class Recording extends SimulatedClock {
      override setTimeout(fn: (...args: unknown[]) => void, ms: number) {
        delays.push(ms);
        return super.setTimeout(fn, ms);
      }
    }
    const clock = new Recording();
    const { booted } = bootSimulated(join(temp.dir, 'data'), clock);
    booted.host.start();
    const learner = new LocalClient(booted);
    const { gameId, joinCode } = start(learner, influence.id);
    const window = learner.lastView(gameId)!.session.window;
    const watcher = new LocalClient(booted);
    watcher.request({ type: 'spectate', code: joinCode });
    learner.connection.close();
    clock.increment(40 * 24 * 3600 * 1000);
    expect(watcher.lastView(gameId)!.session.window).toEqual(window);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMER_MS);
  });

  it('resumes a profile\'s unfinished run where it was left (a new screen, "Continue"), or starts afresh with restart', () => {
    const { booted, learner } = host();
    const profileId = (learner.request({ type: 'create_profile', name: 'Robin' }) as HostEventOf<'profiles'>).profileId!;
    const tutorial = tutorials.find((t) => t.id === 'sectors-limit-orders')!;
    const first = start(learner, tutorial.id, { profileId });
    learner.act(first.gameId, 'P1', { type: 'READY' });
    expect(learner.act(first.gameId, 'P1', action(tutorial.steps[0].moves[0]))).toMatchObject({ type: 'ack' });
    expect((learner.request({ type: 'list_tutorials', profileId }) as HostEventOf<'tutorials'>).progress![tutorial.id]).toEqual({ completed: false, star: false, inProgress: true });
    const other = new LocalClient(booted);
    const again = start(other, tutorial.id, { profileId });
    expect(again.gameId).toBe(first.gameId);
    expect(lastState(other, again.gameId)).toMatchObject({ stage: 'result', step: 0, wrongMoves: 1 });
    expect(other.lastView(again.gameId)!.view).toEqual(learner.lastView(first.gameId)!.view);
    const fresh = start(other, tutorial.id, { profileId, restart: true });
    expect(fresh.gameId).not.toBe(first.gameId);
    expect(lastState(other, fresh.gameId)).toMatchObject({ stage: 'step', step: 0, wrongMoves: 0 });
    // Without a profile every start is a new table.
    expect(start(other, tutorial.id).gameId).not.toBe(fresh.gameId);
  });

  it('is private: left out of the games list, locked to its code, never exported, and only its learner moves it on', () => {
    const { booted, learner } = host();
    const { gameId, joinCode } = start(learner, influence.id);
    expect((learner.request({ type: 'list_games' }) as HostEventOf<'games'>).games).toEqual([]);
    const stranger = new LocalClient(booted, false);
    expect(stranger.request({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'TABLE_LOCKED' });
    expect(learner.request({ type: 'export_game', gameId })).toMatchObject({ type: 'error', reason: 'TUTORIAL_TABLE' });
    expect(stranger.request({ type: 'tutorial_next', gameId })).toMatchObject({ type: 'error', reason: 'NOT_A_TUTORIAL' });
    expect(learner.request({ type: 'start_tutorial', tutorial: 'no-such-tutorial' })).toMatchObject({ type: 'error', reason: 'TUTORIAL_NOT_FOUND' });
    expect(stranger.request({ type: 'start_tutorial', tutorial: influence.id, profileId: 'x' })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    // The host plays no seat by the clock: no countdown, and nothing moves while the learner thinks.
    expect(learner.lastView(gameId)!.session.deadline).toBeNull();
    // The other seats are the tutorial's: marked so, not shown as people away.
    expect(learner.lastView(gameId)!.session.seats.map((s) => s.scripted ?? false)).toEqual([false, true, true, true]);
  });
});

describe('tutorials in a class', () => {
  type ClassState = HostEventOf<'class_state'>;
  const lastClass = (c: LocalClient) => c.events.filter((e): e is ClassState => e.type === 'class_state').at(-1)!;
  const lastAssigned = (c: LocalClient) => c.events.filter((e): e is HostEventOf<'class_tutorials'> => e.type === 'class_tutorials').at(-1);

  function classroom() {
    const { booted } = host();
    const teacher = new LocalClient(booted);
    const created = teacher.request({ type: 'create_class', name: 'Period 3', students: ['Ana', 'Ben', 'Cai'], tables: [{ game: 'sectors' }] }) as HostEventOf<'class_created'>;
    const keys = Object.fromEntries(lastClass(teacher).students.map((s) => [s.name, s.key]));
    const join = (name: string) => {
      const device = new LocalClient(booted, false);
      const joined = device.request({ type: 'join_student', key: keys[name] }) as HostEventOf<'joined'>;
      return { device, classGame: joined.gameId };
    };
    return { booted, teacher, classId: created.classId, keys, join };
  }

  it('the teacher assigns, each student plays at a private table, the dashboard and the CSV follow', () => {
    const c = classroom();
    const ana = c.join('Ana');
    expect(lastAssigned(ana.device)).toBeUndefined();
    expect(ana.device.request({ type: 'start_tutorial', tutorial: 'sectors-influence-bid', classGame: ana.classGame })).toMatchObject({ type: 'error', reason: 'TUTORIAL_NOT_FOUND' });
    // Only the class's facilitator assigns, and only tutorials the host has.
    expect(ana.device.request({ type: 'assign_tutorials', classId: c.classId, tutorials: ['sectors-influence-bid'] })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    expect(c.teacher.request({ type: 'assign_tutorials', classId: c.classId, tutorials: ['nope'] })).toMatchObject({ type: 'error', reason: 'TUTORIAL_NOT_FOUND' });
    expect(c.teacher.request({ type: 'assign_tutorials', classId: c.classId, tutorials: ['sectors-influence-bid', 'tycoon-buy-condition'] })).toMatchObject({ type: 'ack' });
    expect(lastClass(c.teacher).tutorials).toMatchObject({ assigned: [{ id: 'sectors-influence-bid', game: 'sectors' }, { id: 'tycoon-buy-condition', game: 'tycoon' }], progress: [] });
    // Ana's device hears of it at once; Ben's when he takes his seat.
    expect(lastAssigned(ana.device)).toMatchObject({ classId: c.classId, classGame: ana.classGame, tutorials: [{ id: 'sectors-influence-bid', progress: null }, { id: 'tycoon-buy-condition', progress: null }] });
    const ben = c.join('Ben');
    expect(lastAssigned(ben.device)!.tutorials).toHaveLength(2);
    // Nobody starts a tutorial as a student whose seat they do not hold.
    expect(ben.device.request({ type: 'start_tutorial', tutorial: 'sectors-influence-bid', classGame: 'not-a-table' })).toMatchObject({ type: 'error', reason: 'NOT_A_STUDENT' });

    const { gameId } = start(ana.device, 'sectors-influence-bid', { classGame: ana.classGame });
    expect(lastClass(c.teacher).tutorials!.progress).toEqual([expect.objectContaining({ key: c.keys.Ana, tutorial: 'sectors-influence-bid', stage: 'step', step: 0, steps: 1, wrongMoves: 0 })]);
    expect(ana.device.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 60 })).toMatchObject({ type: 'error', reason: 'BID_OUT_OF_RANGE' });
    expect(lastClass(c.teacher).tutorials!.progress[0]).toMatchObject({ wrongMoves: 1 });
    expect(ana.device.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 36 })).toMatchObject({ type: 'ack' });
    ana.device.request({ type: 'tutorial_next', gameId });
    expect(lastClass(c.teacher).tutorials!.progress[0]).toMatchObject({ stage: 'done', step: 1, star: false, completedAt: expect.any(Number) });
    // Ben starts the Tycoon one and leaves it half-way (on its only step); his "Continue" comes back to that table.
    const bens = start(ben.device, 'tycoon-buy-condition', { classGame: ben.classGame });
    expect(start(ben.device, 'tycoon-buy-condition', { classGame: ben.classGame }).gameId).toBe(bens.gameId);

    const files = c.teacher.request({ type: 'export_class', classId: c.classId }) as HostEventOf<'class_files'>;
    const progress = files.files.find((f) => f.name === 'Period-3-tutorial-progress.csv')!;
    const [header, ...rows] = progress.csv.trim().split('\r\n');
    expect(header).toBe('class,student,tutorial,title,game,assigned,status,steps_done,steps,wrong_moves,star,started_at,completed_at');
    expect(rows.map((r) => r.split(',').slice(1, 11).join(','))).toEqual([
      'Ana,sectors-influence-bid,Influence bid and player priority,Sectors,yes,done,1,1,1,no',
      'Ana,tycoon-buy-condition,Buying and the buy condition,Stock Market Tycoon,yes,not started,0,1,0,no',
      'Ben,sectors-influence-bid,Influence bid and player priority,Sectors,yes,not started,0,1,0,no',
      'Ben,tycoon-buy-condition,Buying and the buy condition,Stock Market Tycoon,yes,in progress,0,1,0,no',
      'Cai,sectors-influence-bid,Influence bid and player priority,Sectors,yes,not started,0,1,0,no',
      'Cai,tycoon-buy-condition,Buying and the buy condition,Stock Market Tycoon,yes,not started,0,1,0,no',
    ]);
    // A student's private tables are not the class's: its tables and the games list stay as they were.
    expect(lastClass(c.teacher).tables).toHaveLength(1);
  });
});
