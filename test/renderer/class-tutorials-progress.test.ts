/**
 * The classroom's tutorials worked out for the screens: a student's standing in words, the catalogue grouped by
 * game in each game's order, and the dashboard's grid of the roster against the assigned tutorials with a
 * one-line summary per tutorial.
 */
import { describe, expect, it } from 'vitest';
import { groupByGame, inCatalogueOrder, progressGrid, standingOf, standingText, summaryText, wrongText } from '../../src-renderer/components/class/tutorials/tutorial-progress.ts';
import { NINE, STUDENTS } from './class-fixtures.ts';
import { BID, CATALOGUE, DIRECTORS, LIMIT, line, PROGRESS } from './class-tutorials-fixtures.ts';

describe('a student\'s standing in a tutorial', () => {
  it('reads "Not started", "Step k of n" (counting from 1, also while reading a step\'s result) and "Done" with its star', () => {
    expect(standingText(standingOf(null))).toBe('Not started');
    expect(standingText(standingOf(line('k', LIMIT, { stage: 'step', step: 0 })))).toBe('Step 1 of 3');
    expect(standingText(standingOf(line('k', LIMIT, { stage: 'result', step: 2 })))).toBe('Step 3 of 3');
    expect(standingText(standingOf(line('k', LIMIT, { stage: 'done', step: 3, star: false })))).toBe('Done');
    expect(standingText(standingOf(line('k', LIMIT, { stage: 'done', step: 3, star: true })))).toBe('Done ★');
  });

  it('counts wrong moves in words, and says nothing of none', () => {
    expect(wrongText(standingOf(line('k', LIMIT, { wrongMoves: 0 })))).toBeNull();
    expect(wrongText(standingOf(line('k', LIMIT, { wrongMoves: 1 })))).toBe('1 wrong move');
    expect(wrongText(standingOf(line('k', LIMIT, { stage: 'done', wrongMoves: 4 })))).toBe('4 wrong moves');
    expect(wrongText(standingOf(undefined))).toBeNull();
  });
});

describe('the catalogue by game', () => {
  it('keeps the host\'s order of games and sorts each game\'s tutorials by their order, under the game\'s title', () => {
    const groups = groupByGame(CATALOGUE);
    expect(groups.map((g) => [g.game, g.title, g.tutorials.map((x) => x.id)])).toEqual([
      ['sectors', 'Sectors', [BID.id, LIMIT.id]],
      ['tycoon', 'Stock Market Tycoon', [DIRECTORS.id]],
    ]);
  });

  it('names a game this build does not know by its kind', () => {
    expect(groupByGame([{ ...BID, game: 'chess' }])[0].title).toBe('chess');
  });

  it('sends the ticked tutorials in the order listed, whatever order they were ticked in', () => {
    expect(inCatalogueOrder(groupByGame(CATALOGUE), new Set([DIRECTORS.id, LIMIT.id, BID.id]))).toEqual([BID.id, LIMIT.id, DIRECTORS.id]);
    expect(inCatalogueOrder(groupByGame(CATALOGUE), new Set())).toEqual([]);
  });
});

describe('the dashboard\'s progress grid', () => {
  const state = { assigned: [BID, LIMIT], progress: PROGRESS };

  it('has a row per student of the roster and a column per assigned tutorial, in the teacher\'s order', () => {
    const grid = progressGrid(state, STUDENTS);
    expect(grid.tutorials.map((x) => x.id)).toEqual([BID.id, LIMIT.id]);
    expect(grid.rows.map((r) => r.name)).toEqual(STUDENTS.map((s) => s.name));
    const words = Object.fromEntries(grid.rows.map((r) => [r.name, r.cells.map(standingText)]));
    expect(words.Ana).toEqual(['Done ★', 'Step 2 of 3']);
    expect(words.Ben).toEqual(['Done', 'Not started']);
    expect(words.Cy).toEqual(['Not started', 'Not started']);
    expect(wrongText(grid.rows[0].cells[1])).toBe('2 wrong moves');
    expect(wrongText(grid.rows[1].cells[0])).toBe('1 wrong move');
  });

  it('sums each tutorial across the class in one line', () => {
    const [bid, limit] = progressGrid(state, STUDENTS).summaries;
    expect(bid).toMatchObject({ done: 2, stars: 1, working: 0, students: 6 });
    expect(summaryText(bid)).toBe('2 of 6 done · 1 ★');
    expect(summaryText(limit)).toBe('0 of 6 done · 1 under way');
  });

  it('counts a student\'s latest run of a tutorial, and leaves out students no longer on the roster', () => {
    const progress = [
      line('key0003c', LIMIT, { stage: 'done', step: 3, startedAt: NINE - 50_000 }),
      line('key0003c', LIMIT, { stage: 'step', step: 0, startedAt: NINE - 5_000 }),
      line('gone0009z', LIMIT, { stage: 'done', step: 3 }),
    ];
    const grid = progressGrid({ assigned: [LIMIT], progress }, STUDENTS);
    expect(standingText(grid.rows.find((r) => r.name === 'Cy')!.cells[0])).toBe('Step 1 of 3');
    expect(grid.summaries[0]).toMatchObject({ done: 0, working: 1, students: 6 });
  });

  it('is empty when the class has no tutorials (a host that sends none)', () => {
    expect(progressGrid(undefined, STUDENTS)).toMatchObject({ tutorials: [], summaries: [] });
    expect(progressGrid(undefined, STUDENTS).rows.every((r) => r.cells.length === 0)).toBe(true);
  });
});
