/**
 * A class student's tutorials: the ones the teacher assigned show at the class table (a section in the lobby, a
 * closed disclosure on the board) with the student's progress and Start / Continue / Play again; a tutorial opened
 * there offers "Back to my class table", which takes the class seat again the way the screen took it (the personal
 * link's page, or the join code's token) and keeps an unfinished tutorial's seat so that Continue takes it back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import LobbyScreen from '../../src-renderer/screens/LobbyScreen.svelte';
import StudentJoinScreen from '../../src-renderer/screens/StudentJoinScreen.svelte';
import StudentTutorials from '../../src-renderer/components/class/tutorials/StudentTutorials.svelte';
import BoardHostBar from '../../src-renderer/components/shell/BoardHostBar.svelte';
import type { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { classTutorialTrip } from '../../src-renderer/client/class-tutorial-trip.svelte.ts';
import type { Command, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { classDesks, lobbyView, NINE, runningView } from './class-fixtures.ts';
import { BID, DIRECTORS, LIMIT, line } from './class-tutorials-fixtures.ts';
import { settle } from './shell-fake-client.ts';

const KEY = 'key0001a';
const TOKEN = 'seat-token-ana-0001';
const TUT_TOKEN = 'seat-token-tutorial-1';

beforeEach(() => window.history.replaceState(null, '', `/s/${KEY}`));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const classJoined = (): HostEvent => ({ type: 'joined', gameId: 'g1', joinCode: 'AAAAA', role: 'player', player: 'P1', token: TOKEN, clientSeq: 0 });
const tutorialJoined = (): HostEvent => ({ type: 'joined', gameId: 'tut1', joinCode: 'TTTTT', role: 'player', player: 'P1', token: TUT_TOKEN, clientSeq: 0 });

function tutorialState(stage: 'step' | 'done', patch: Partial<HostEventOf<'tutorial_state'>> = {}): HostEventOf<'tutorial_state'> {
  return {
    type: 'tutorial_state', gameId: 'tut1', tutorial: DIRECTORS, seat: 'P1', stage, step: stage === 'done' ? 2 : 0, steps: 2,
    prompt: stage === 'step' ? 'Elect yourself director.' : null, result: null, explanation: null, wrongMoves: 0,
    star: stage === 'done' ? true : null, summary: stage === 'done' ? 'Directors decide.' : null, next: null, ...patch,
  };
}

/** The student's assigned tutorials: the bid done with a star, limit orders under way, directors not started. */
function assigned(directors: HostEventOf<'class_tutorials'>['tutorials'][number]['progress'] = null): HostEventOf<'class_tutorials'> {
  return {
    type: 'class_tutorials', classId: 'c1', classGame: 'g1',
    tutorials: [
      { ...BID, progress: line(KEY, BID, { stage: 'done', step: 1, star: true }) },
      { ...LIMIT, progress: line(KEY, LIMIT, { stage: 'result', step: 1, wrongMoves: 2 }) },
      { ...DIRECTORS, progress: directors },
    ],
  };
}

/** A host that seats the student (link or code), starts the tutorial at table tut1 and takes its seat back by token. */
function host(classView: () => HostEvent = () => ({ ...runningView('g1', 2, NINE + 45 * 60_000, ['P1', 'P2'], []), fresh: true })) {
  return (c: Command): HostEvent | HostEvent[] => {
    if (c.type === 'join_student' || (c.type === 'join' && c.code === 'AAAAA')) return [classJoined(), classView(), assigned()];
    if (c.type === 'start_tutorial') return [tutorialJoined(), { ...runningView('tut1', 1, NINE + 45 * 60_000, ['P1'], []), fresh: true }, tutorialState('step')];
    if (c.type === 'join' && c.code === 'TTTTT' && c.token === TUT_TOKEN) return [tutorialJoined(), { ...runningView('tut1', 1, NINE + 45 * 60_000, ['P1'], []), fresh: true }, tutorialState('step', { step: 1 })];
    return { type: 'ack' };
  };
}

/** A student seated by the personal link, as StudentJoinScreen leaves them. */
async function seatedStudent(handler = host()) {
  const made = classDesks(handler);
  const outcome = await made.classDesk.joinStudent(KEY);
  if (!outcome.ok) throw new Error(outcome.message);
  made.desk.adoptJoined(outcome.joined);
  await settle();
  return made;
}

/** The board's strips a class student sees: the host bar (the way back) and the assigned tutorials (closed). */
function boardStrips(desk: Desk) {
  const bar = render(BoardHostBar, { desk });
  const list = render(StudentTutorials, { desk, collapsible: true });
  return {
    getByTestId: (id: string) => list.queryByTestId(id) ?? bar.getByTestId(id),
    findByTestId: (id: string) => waitFor(() => list.queryByTestId(id) ?? bar.getByTestId(id)),
    queryByTestId: (id: string) => list.queryByTestId(id) ?? bar.queryByTestId(id),
    unmount: () => {
      bar.unmount();
      list.unmount();
    },
  };
}

const sent = (commands: Command[], type: string) => commands.filter((c) => c.type === type).map(({ requestId: _, ...c }) => c);

describe('the assigned tutorials at the class table', () => {
  it('show in the lobby with the student\'s progress in words and the right button for each', async () => {
    const { desk } = await seatedStudent(host(() => ({ ...lobbyView('g1'), fresh: true })));
    const { getByTestId } = render(LobbyScreen, { desk });
    const section = getByTestId('student-tutorials');
    expect(within(section).getByRole('heading').textContent).toContain('Tutorials from your teacher (1 of 3 done)');
    const item = (id: string) => within(section).getByTestId(`student-tutorial-${id}`);
    expect(within(item(BID.id)).getByTestId('student-tutorial-standing').textContent!.trim()).toBe('Done ★');
    expect(within(item(LIMIT.id)).getByTestId('student-tutorial-standing').textContent!.replace(/\s+/g, ' ').trim()).toBe('Step 2 of 3 · 2 wrong moves');
    expect(within(item(DIRECTORS.id)).getByTestId('student-tutorial-standing').textContent!.trim()).toBe('Not started');
    expect(within(section).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Play again: Influence bid', 'Continue: Limit orders', 'Start: Directors']);
    // Two games' tutorials: each names its game.
    expect(item(DIRECTORS.id).textContent).toContain('Stock Market Tycoon');
  });

  it('show nothing to a player of an ordinary table', async () => {
    const { desk, client } = classDesks(() => [classJoined(), { ...lobbyView('g1'), fresh: true }]);
    await desk.join('AAAAA');
    await settle();
    const { queryByTestId } = render(LobbyScreen, { desk });
    expect(queryByTestId('student-tutorials')).toBeNull();
    // Tutorials of another class table (the student moved since) do not show here either.
    client.emit({ ...assigned(), classGame: 'g2' });
    await settle();
    expect(queryByTestId('student-tutorials')).toBeNull();
  });

  it('start a tutorial for the class table, on the board from a closed disclosure', async () => {
    const { desk, client } = await seatedStudent();
    const { getByTestId, findByTestId, queryByTestId } = boardStrips(desk);
    const strip = getByTestId('student-tutorials') as HTMLDetailsElement;
    expect(strip.tagName).toBe('DETAILS');
    expect(strip.open).toBe(false);
    expect(strip.querySelector('summary')!.textContent).toContain('Tutorials from your teacher (1 of 3 done)');
    expect(strip.textContent).toContain('Your table keeps playing while you are in a tutorial.');
    expect(queryByTestId('back-to-start')).not.toBeNull();
    await fireEvent.click(getByTestId(`student-tutorial-start-${DIRECTORS.id}`));
    await waitFor(() => expect(desk.game?.gameId).toBe('tut1'));
    expect(sent(client.sent, 'start_tutorial')).toEqual([{ type: 'start_tutorial', tutorial: DIRECTORS.id, classGame: 'g1' }]);
    // At the tutorial's table: the way back in place of "Back to start", and no list of the class's tutorials.
    expect(await findByTestId('back-to-class-table')).toBeTruthy();
    expect(queryByTestId('back-to-start')).toBeNull();
    expect(queryByTestId('student-tutorials')).toBeNull();
  });
});

describe('back to the class table', () => {
  it('keeps an unfinished tutorial\'s seat and opens the personal link\'s page, which takes the class seat again', async () => {
    const { desk, classDesk, client } = await seatedStudent();
    const strips = boardStrips(desk);
    await fireEvent.click(strips.getByTestId(`student-tutorial-start-${DIRECTORS.id}`));
    await fireEvent.click(await strips.findByTestId('back-to-class-table'));
    await waitFor(() => expect(desk.game).toBeNull());
    // Put down, not left: Continue takes the same table back.
    expect(sent(client.sent, 'leave')).toEqual([]);
    expect(window.location.pathname).toBe(`/s/${KEY}`);
    strips.unmount();

    // The app shows the personal link's page again: the class seat with the token kept for the key (no teacher asked).
    render(StudentJoinScreen, { desk, classDesk, studentKey: KEY });
    await waitFor(() => expect(desk.game?.gameId).toBe('g1'));
    expect(sent(client.sent, 'join_student').at(-1)).toEqual({ type: 'join_student', key: KEY, token: TOKEN });
    expect(desk.studentLink).toBe(true);

    // Continue: start_tutorial from the class table again, which the host answers with the unfinished run's table
    // (test/integration/tutorials-host.test.ts: "resumes"), on this device or any other.
    client.emit(assigned(line(KEY, DIRECTORS, { stage: 'step', step: 1 })));
    const again = boardStrips(desk);
    const button = await again.findByTestId(`student-tutorial-start-${DIRECTORS.id}`);
    expect(button.getAttribute('aria-label')).toBe('Continue: Directors');
    await fireEvent.click(button);
    await waitFor(() => expect(desk.game?.gameId).toBe('tut1'));
    expect(sent(client.sent, 'start_tutorial')).toHaveLength(2);
    expect(sent(client.sent, 'start_tutorial').at(-1)).toMatchObject({ tutorial: DIRECTORS.id, classGame: 'g1' });
    expect(await again.findByTestId('back-to-class-table')).toBeTruthy();
  });

  it('leaves a finished tutorial\'s table, and puts the personal link back in the address bar', async () => {
    const { desk, client } = await seatedStudent();
    const trip = classTutorialTrip(desk);
    expect((await trip.start(DIRECTORS.id)).ok).toBe(true);
    await settle();
    client.emit(tutorialState('done'));
    // Something moved the address meanwhile (a hash route): the way back is the personal link all the same.
    window.history.replaceState(null, '', `/s/${KEY}#/join/TTTTT`);
    expect(trip.away).toBe(true);
    expect((await trip.back()).ok).toBe(true);
    expect(sent(client.sent, 'leave')).toEqual([{ type: 'leave', gameId: 'tut1' }]);
    expect(desk.game).toBeNull();
    expect(`${window.location.pathname}${window.location.hash}`).toBe(`/s/${KEY}`);
    expect(trip.away).toBe(false);
  });

  it('takes a seat joined by the table\'s code back by its remembered token', async () => {
    window.history.replaceState(null, '', '/#/join/AAAAA');
    const { desk, client } = classDesks(host());
    await desk.join('AAAAA');
    await settle();
    const trip = classTutorialTrip(desk);
    expect(trip.atClassTable).toBe(true);
    await trip.start(DIRECTORS.id);
    await settle();
    expect(trip.away).toBe(true);
    expect((await trip.back()).ok).toBe(true);
    expect(desk.game?.gameId).toBe('g1');
    expect(sent(client.sent, 'join').at(-1)).toEqual({ type: 'join', code: 'AAAAA', token: TOKEN });
  });

  it('is not offered at a tutorial this screen did not start from a class table', async () => {
    const { desk, client } = classDesks(host());
    await desk.tutorials.start(DIRECTORS.id);
    await settle();
    client.emit(tutorialState('step'));
    const { queryByTestId } = boardStrips(desk);
    expect(desk.tutorials.current).not.toBeNull();
    expect(queryByTestId('back-to-class-table')).toBeNull();
    expect(queryByTestId('back-to-start')).not.toBeNull();
  });
});
