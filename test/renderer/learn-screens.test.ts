/**
 * The tutorials in the app: the Learn route (#/learn, #/learn/GAME), the start screen's way there, the Learn
 * screen's list (order, goal, steps, the active profile's marks, Start), and the tutorial panel on the real Sectors
 * board through a whole run — the prompt, a refused move's "Not quite" (announced), the result with Next taking the
 * focus, the end with its star, "Read the rule" opening the help at the rule's section, the board kept when the
 * game underneath ends, and "Back to Learn".
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import App from '../../src-renderer/App.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { parseRoute } from '../../src-renderer/lib/route.ts';
import { announcer } from '../../src-renderer/lib/announce.svelte.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { deskWith, loadSectorsUi, memoryStorage, settle, type Handler } from './shell-fake-client.ts';

beforeAll(loadSectorsUi);
beforeEach(() => window.history.replaceState(null, '', '/#/learn/sectors'));
afterEach(cleanup);

const BID = { id: 'sectors-influence-bid', game: 'sectors', order: 1, title: 'Influence bid and player priority', goal: 'Win player priority 1 in the opening influence bid.', steps: 1, help: 'influence' };
const ORDERS = { id: 'sectors-market-orders', game: 'sectors', order: 2, title: 'Market orders', goal: 'Buy shares at the market.', steps: 2, help: 'market-orders' };
const TALLY = { id: 'tycoon-year-end-tally', game: 'tycoon', order: 2, title: 'The year-end tally', goal: 'See the tally move a price.', steps: 1, help: 'tally' };

const PROFILES: HostEvent = {
  type: 'profiles',
  profiles: [{ id: 'p-ada', name: 'Ada', createdAt: 0, settings: { unlockAllModes: false }, games: {} }],
};

/**
 * The tutorial table's view: Sectors at the influence bid, P1 held here. Hints say `solo` (a single human seat
 * would have them), so their absence on the board is the tutorial's doing.
 */
function view(status = 'RUNNING', gameId = 't1'): HostEvent {
  const s = gameAt('INFLUENCE_BID');
  return {
    type: 'view', gameId, view: { ...publicView(s), status }, private: { P1: privateView(s, 'P1') }, events: [], fresh: true,
    session: sessionOf(s, { hints: 'solo' }),
  } as unknown as HostEvent;
}

function state(patch: Partial<HostEventOf<'tutorial_state'>> = {}): HostEventOf<'tutorial_state'> {
  return {
    type: 'tutorial_state', gameId: 't1', tutorial: BID, seat: 'P1', stage: 'step', step: 0, steps: 1,
    prompt: 'Bid 36 points to take priority 1.', result: null, explanation: null, wrongMoves: 0, star: null, summary: null, next: null,
    ...patch,
  };
}

/** The host machine with profile Ada (completed the bid with a star) and three tutorials of two games. */
const host: Handler = (c: Command) => {
  switch (c.type) {
    case 'list_profiles':
      return PROFILES;
    case 'list_games':
      return { type: 'games', games: [] };
    case 'list_tutorials':
      return {
        type: 'tutorials',
        tutorials: [ORDERS, TALLY, BID].filter((x) => !c.game || x.game === c.game),
        ...(c.profileId === 'p-ada' ? { progress: { [BID.id]: { completed: true, star: true }, [ORDERS.id]: { completed: true, star: false } } } : {}),
      };
    case 'start_tutorial': {
      // Each tutorial at a table of its own: t1 for the bid, t2 for the next one.
      const [gameId, tutorial] = c.tutorial === BID.id ? ['t1', BID] : ['t2', ORDERS];
      return [{ type: 'joined', gameId, joinCode: gameId.toUpperCase() + 'XX', role: 'player', player: 'P1', token: `tok-${gameId}`, clientSeq: 0 }, view('RUNNING', gameId), state({ gameId, tutorial, steps: tutorial.steps })];
    }
    default:
      return { type: 'ack' };
  }
};

function app(route: string, active: string | null = 'p-ada') {
  const made = deskWith(host, memoryStorage(active ? { 'sectors.activeProfile': active } : {}));
  const [path, hash] = route.split('#');
  const screen = render(App, { desk: made.desk, settings: new Settings(memoryStorage()), route: parseRoute(path, hash ? `#${hash}` : '') });
  return { ...made, ...screen };
}

describe('the Learn route', () => {
  it('parses #/learn and #/learn/GAME (and the path forms), and nothing else', () => {
    expect(parseRoute('/', '#/learn')).toEqual({ screen: 'learn', game: null });
    expect(parseRoute('/', '#/learn/')).toEqual({ screen: 'learn', game: null });
    expect(parseRoute('/', '#/learn/sectors')).toEqual({ screen: 'learn', game: 'sectors' });
    expect(parseRoute('/learn/tycoon/')).toEqual({ screen: 'learn', game: 'tycoon' });
    expect(parseRoute('/learn/sr1876')).toEqual({ screen: 'learn', game: 'sr1876' });
    expect(parseRoute('/', '#/learn/Sectors')).toEqual({ screen: 'start' });
    expect(parseRoute('/', '#/learn/sectors/extra')).toEqual({ screen: 'start' });
    expect(parseRoute('/', '#/learning')).toEqual({ screen: 'start' });
  });
});

describe('the start screen', () => {
  it('offers a Learn link per game that has tutorials, leading to that game’s Learn screen', async () => {
    const { findByTestId } = app('/');
    const card = await findByTestId('learn-card');
    const links = within(card).getAllByRole('link');
    // The registry's order; Lot Auction has no tutorials on this host.
    expect(links.map((a) => a.textContent?.trim())).toEqual(['Learn Sectors', 'Learn Stock Market Tycoon', 'All tutorials']);
    expect(within(card).getByRole('link', { name: 'Learn Sectors' }).getAttribute('href')).toBe('#/learn/sectors');
    expect(within(card).getByRole('link', { name: 'All tutorials' }).getAttribute('href')).toBe('#/learn');
  });

  it('shows no Learn card when the host has no tutorials to list (an older host refuses the command)', async () => {
    const made = deskWith((c) => (c.type === 'list_tutorials' ? { type: 'error', reason: 'UNKNOWN_COMMAND', message: 'list_tutorials' } : host(c)));
    const { findByTestId, queryByTestId } = render(App, { desk: made.desk, settings: new Settings(memoryStorage()), route: parseRoute('/') });
    await findByTestId('solo-card');
    await settle();
    expect(made.client.types()).toContain('list_tutorials');
    expect(queryByTestId('learn-card')).toBeNull();
  });
});

describe('the Learn screen', () => {
  it('lists every game’s tutorials in order, with the active profile’s marks and a Start per tutorial', async () => {
    const { findByTestId, getByTestId, client, getByRole } = app('/#/learn');
    await findByTestId('tutorial-sectors-influence-bid');
    expect(client.sent).toContainEqual({ type: 'list_tutorials', profileId: 'p-ada' });
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Learn the rules');
    // Games in the registry's order, each game's tutorials by their order.
    const sectors = getByTestId('learn-game-sectors');
    expect(within(sectors).getByRole('heading', { level: 2 }).textContent).toBe('Sectors');
    expect(within(sectors).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([BID.title, ORDERS.title]);
    expect(getByTestId('learn-game-tycoon')).toBeTruthy();
    expect(getByTestId('learn-profile').textContent).toBe('Progress of Ada.');

    const bid = getByTestId('tutorial-sectors-influence-bid');
    expect(bid.textContent).toContain(BID.goal);
    expect(bid.textContent).toContain('1 step');
    expect(within(bid).getByTestId('tutorial-mark-sectors-influence-bid').textContent).toContain('Completed with a star — best solution');
    expect(bid.querySelector('[aria-hidden="true"] .star')?.textContent).toBe('★');
    const orders = getByTestId('tutorial-sectors-market-orders');
    expect(orders.textContent).toContain('2 steps');
    expect(within(orders).getByTestId('tutorial-mark-sectors-market-orders').textContent?.trim()).toBe('Completed');
    expect(getByTestId('tutorial-tycoon-year-end-tally').querySelector('[data-testid^="tutorial-mark"]')).toBeNull();
    // Each button says which tutorial it starts, its visible word first (the name contains what is seen).
    expect(getByRole('button', { name: `Start: “${TALLY.title}”` })).toBe(getByTestId('start-tutorial-tycoon-year-end-tally'));
    expect(getByRole('button', { name: `Start again: “${BID.title}”` })).toBe(getByTestId('start-tutorial-sectors-influence-bid'));
  });

  it('lists one game’s tutorials under its name, and says whose progress is not kept without a profile', async () => {
    const { findByTestId, getByRole, queryByTestId, client, getByTestId } = app('/#/learn/sectors', null);
    await findByTestId('tutorial-sectors-market-orders');
    // Every game's list (the links name only games with tutorials); the page shows one game's.
    expect(client.sent).toContainEqual({ type: 'list_tutorials' });
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Learn Sectors');
    expect(getByRole('heading', { level: 2, name: BID.title })).toBeTruthy();
    expect(queryByTestId('learn-game-tycoon')).toBeNull();
    expect(getByTestId('learn-profile').textContent).toContain('your progress is not kept');
    expect(getByRole('link', { name: 'Sectors' }).getAttribute('aria-current')).toBe('page');
    expect(queryByTestId('learn-nav-auction')).toBeNull();
    expect(getByTestId('learn-nav-tycoon').getAttribute('href')).toBe('#/learn/tycoon');
  });

  it('says so for a game that does not exist', async () => {
    const { findByRole, client } = app('/#/learn/chess');
    expect((await findByRole('alert')).textContent).toContain('There is no game called “chess” here.');
    expect(client.types()).not.toContain('list_tutorials');
  });
});

describe('a tutorial on the board', () => {
  it('runs from Start to the end: prompt, Not quite, result and Next, the star, the rule, Back to Learn', async () => {
    const { findByTestId, getByTestId, queryByTestId, client, desk, findByRole } = app('/#/learn/sectors');
    await fireEvent.click(await findByTestId('start-tutorial-sectors-influence-bid'));
    expect(client.sent).toContainEqual({ type: 'start_tutorial', tutorial: BID.id, profileId: 'p-ada' });

    const panel = await findByTestId('tutorial-panel');
    expect(getByTestId('board-screen')).toBeTruthy();
    expect(panel.getAttribute('aria-labelledby')).toBe('tutorial-panel-title');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toContain(BID.title);
    expect(panel.textContent).toContain(BID.goal);
    expect(getByTestId('tutorial-progress').textContent).toBe('Step 1 of 1');
    expect(getByTestId('tutorial-prompt').textContent).toBe('Bid 36 points to take priority 1.');
    // No hints at a tutorial's table.
    expect(queryByTestId('hint')).toBeNull();

    // A refused move: marked "Not quite" and said.
    client.emit(state({ explanation: { reason: 'BID_OUT_OF_RANGE', text: 'You only have 50 influence points.' }, wrongMoves: 1 }));
    const explanation = await findByTestId('tutorial-explanation');
    expect(explanation.textContent).toContain('Not quite');
    expect(explanation.textContent).toContain('You only have 50 influence points.');
    await waitFor(() => expect(announcer.text).toBe('Not quite. You only have 50 influence points.'));

    // The right move: the result, with Next taking the focus (described by the result).
    client.emit(state({ stage: 'result', prompt: null, result: 'Your 36 beat P2’s 35.', wrongMoves: 1 }));
    const next = await findByTestId('tutorial-next');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(document.getElementById(next.getAttribute('aria-describedby')!)?.textContent).toBe('Your 36 beat P2’s 35.');
    expect(queryByTestId('tutorial-explanation')).toBeNull();
    await fireEvent.click(next);
    expect(client.sent.at(-1)).toEqual({ type: 'tutorial_next', gameId: 't1' });

    // The end: no star this time, the next tutorial, the rule's section of the help.
    client.emit(state({ stage: 'done', step: 1, prompt: null, result: 'Your 36 beat P2’s 35.', wrongMoves: 1, star: false, summary: 'The opening bid orders the players once.', next: ORDERS }));
    const star = await findByTestId('tutorial-star');
    expect(star.textContent?.trim()).toBe('Done — try again without a wrong move for a star');
    expect(getByTestId('tutorial-progress').textContent).toBe('Finished');
    expect(getByTestId('tutorial-summary').textContent).toBe('The opening bid orders the players once.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Tutorial complete'));
    expect(getByTestId('tutorial-next-tutorial').textContent).toContain(ORDERS.title);
    expect(getByTestId('tutorial-play-real')).toBeTruthy();

    const readRule = getByTestId('tutorial-read-rule');
    await fireEvent.click(readRule);
    const section = await findByTestId('help-section-influence');
    await waitFor(() => expect(document.activeElement).toBe(section));
    await fireEvent.click(getByTestId('help-close'));
    await waitFor(() => expect(document.activeElement).toBe(readRule));

    // The game underneath ends: the board and the panel stay (never the end screen while the tutorial is held).
    client.emit(view('ENDED'));
    await settle();
    expect(getByTestId('tutorial-panel')).toBeTruthy();
    expect(queryByTestId('end-screen')).toBeNull();

    await fireEvent.click(getByTestId('tutorial-back-to-learn'));
    expect(await findByRole('heading', { level: 1, name: 'Learn Sectors' })).toBeTruthy();
    expect(client.sent).toContainEqual({ type: 'leave', gameId: 't1' });
    expect(desk.game).toBeNull();
    expect(location.hash).toBe('#/learn/sectors');
  });

  it('earns a star in one go, and starts the next tutorial as this one was started', async () => {
    const { findByTestId, client, desk } = app('/#/learn/sectors');
    await fireEvent.click(await findByTestId('start-tutorial-sectors-influence-bid'));
    await findByTestId('tutorial-panel');
    client.emit(state({ stage: 'done', step: 1, prompt: null, star: true, summary: 'The rule.', next: ORDERS }));
    expect((await findByTestId('tutorial-star')).textContent).toContain('Done in one go — you earn a star');
    await fireEvent.click(await findByTestId('tutorial-next-tutorial'));
    await settle();
    expect(client.sent.filter((c) => c.type === 'start_tutorial').at(-1)).toEqual({ type: 'start_tutorial', tutorial: ORDERS.id, profileId: 'p-ada' });
    // The old table is left once the new one is held.
    expect(client.sent).toContainEqual({ type: 'leave', gameId: 't1' });
    expect(desk.game?.gameId).toBe('t2');
    expect((await findByTestId('tutorial-panel')).textContent).toContain(ORDERS.title);
    expect((await findByTestId('tutorial-progress')).textContent).toBe('Step 1 of 2');
  });

  it('keeps a class student’s tutorial in the class: on only to an assigned tutorial, no Learn screen, no real game', async () => {
    const { findByTestId, queryByTestId, client, desk } = app('/#/learn/sectors');
    await findByTestId('start-tutorial-sectors-influence-bid');
    client.emit({ type: 'class_tutorials', classId: 'c1', classGame: 'class-1', tutorials: [{ ...BID, progress: null }] });
    expect((await desk.tutorials.start(BID.id, { classGame: 'class-1' })).ok).toBe(true);
    await findByTestId('tutorial-panel');
    client.emit(state({ stage: 'done', step: 1, prompt: null, star: true, summary: 'The rule.', next: ORDERS }));
    await findByTestId('tutorial-star');
    expect(queryByTestId('tutorial-next-tutorial')).toBeNull();
    expect(queryByTestId('tutorial-back-to-learn')).toBeNull();
    expect(queryByTestId('tutorial-play-real')).toBeNull();
    expect(queryByTestId('tutorial-read-rule')).not.toBeNull();

    // Once the teacher assigns the next one too, it is offered, started for the same class seat.
    client.emit({ type: 'class_tutorials', classId: 'c1', classGame: 'class-1', tutorials: [{ ...BID, progress: null }, { ...ORDERS, progress: null }] });
    await fireEvent.click(await findByTestId('tutorial-next-tutorial'));
    expect(client.sent.filter((c) => c.type === 'start_tutorial').at(-1)).toEqual({ type: 'start_tutorial', tutorial: ORDERS.id, classGame: 'class-1' });
  });

  it('shows hints on the same board when no tutorial is held there (the check above is the tutorial’s doing)', async () => {
    const { findByTestId, desk, client, queryByTestId } = app('/#/learn/sectors');
    await fireEvent.click(await findByTestId('start-tutorial-sectors-influence-bid'));
    await findByTestId('tutorial-panel');
    desk.tutorials.states = {};
    client.emit(view());
    expect(await findByTestId('hint')).toBeTruthy();
    expect(queryByTestId('tutorial-panel')).toBeNull();
  });
});
