/**
 * Tutorials for the classroom's tests: three of two games, as the host lists them, and the class's progress
 * lines (`class_state.tutorials`) over the roster of class-fixtures.ts (Ana, Ben, Cy at table 1 …).
 */
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { NINE } from './class-fixtures.ts';

type Info = HostEventOf<'tutorials'>['tutorials'][number];
type Line = NonNullable<HostEventOf<'class_state'>['tutorials']>['progress'][number];

const info = (id: string, game: string, order: number, title: string, steps: number): Info => ({ id, game, order, title, goal: `Learn ${title.toLowerCase()}.`, steps, help: 'rules' });

/** Listed by the host games first, each game's tutorials out of order (the screens sort them). */
export const CATALOGUE: Info[] = [
  info('sectors-limit-orders', 'sectors', 2, 'Limit orders', 3),
  info('sectors-influence-bid', 'sectors', 1, 'Influence bid', 1),
  info('tycoon-directors', 'tycoon', 1, 'Directors', 2),
];
export const [LIMIT, BID, DIRECTORS] = CATALOGUE;

export const line = (key: string, tutorial: Info, patch: Partial<Line> = {}): Line => ({
  key, tutorial: tutorial.id, gameId: `tut-${key}-${tutorial.id}`, stage: 'step', step: 0, steps: tutorial.steps, wrongMoves: 0, star: false, startedAt: NINE - 60_000, completedAt: null, ...patch,
});

/** Ana finished the bid with a star and is on step 2 of 3 of limit orders (two wrong moves); Ben finished the bid after one wrong move. */
export const PROGRESS: Line[] = [
  line('key0001a', BID, { stage: 'done', step: 1, star: true, completedAt: NINE - 30_000 }),
  line('key0001a', LIMIT, { stage: 'result', step: 1, wrongMoves: 2 }),
  line('key0002b', BID, { stage: 'done', step: 1, wrongMoves: 1, completedAt: NINE - 10_000 }),
];
