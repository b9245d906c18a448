/**
 * `npm run tutorials -- --check` in the test suite: every game's tutorials are played through their rules by the
 * same checker (src-shared/platform/tutorials/check.ts), and a broken tutorial is reported in a line that names
 * the file and the field (docs/TUTORIALS.md).
 */
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { checkTutorials, type GameTutorials } from '../../src-shared/platform/tutorials/check.ts';
import { everyGamesTutorials } from '../../src-main/cli/tutorial-files.ts';

const games = await everyGamesTutorials(gameRegistry);
const sectors = games.find((g) => g.module.meta.kind === 'sectors')!;
const PATH = 'src-shared/games/sectors/tutorials/sectors-market-orders.json';
const original = sectors.files.find((f) => f.path === PATH)!.raw as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The checker's lines for the market-orders tutorial after `edit` changes a copy of it. */
function linesAfter(edit: (t: Record<string, any>) => void, helpIds = sectors.helpIds): string[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const copy = structuredClone(original);
  edit(copy);
  const game: GameTutorials = { ...sectors, files: [{ path: PATH, raw: copy }], helpIds };
  return checkTutorials([game]).lines;
}

describe('every tutorial of every game passes the check', () => {
  it('plays each solution to its goal, and each wrong move to its refusal or where it leads', () => {
    const result = checkTutorials(games);
    expect(result.lines).toEqual([]);
    expect(result.tutorials.filter((t) => t.kind === 'sectors').length).toBeGreaterThanOrEqual(6);
  });

  it('gives the same result twice (positions start deterministically)', () => {
    expect(checkTutorials(games)).toEqual(checkTutorials(games));
  });
});

describe('a broken tutorial is reported with its file and field', () => {
  it('the unedited tutorial passes (the edits below are what breaks it)', () => {
    expect(linesAfter(() => {})).toEqual([]);
  });

  it('a wrong move refused with another reason than the tutorial states', () => {
    const lines = linesAfter((t) => { t.steps[0].wrong[0].refused = 'INSUFFICIENT_CASH'; });
    expect(lines).toEqual([`${PATH}: steps.0.wrong.0: refused with INVALID_LOCATION (shares cannot be sold to the IPO), but the tutorial says INSUFFICIENT_CASH`]);
  });

  it('a wrong move that is accepted where the tutorial says it is refused', () => {
    const lines = linesAfter((t) => { t.steps[0].wrong[0].move.location = 'OPEN_MARKET'; });
    expect(lines).toEqual([`${PATH}: steps.0.wrong.0: the move was accepted, but the tutorial says it is refused with INVALID_LOCATION`]);
  });

  it('a wrong move that leads elsewhere than stated', () => {
    const lines = linesAfter((t) => { t.steps[0].wrong[1].leadsTo[0].equals = 'FILLED'; });
    expect(lines).toEqual([`${PATH}: steps.0.wrong.1.leadsTo: orders.1.status: expected "FILLED", got "REJECTED"`]);
  });

  it('a "wrong" move that is as right as the solution', () => {
    const lines = linesAfter((t) => { t.steps[0].wrong[1].move.quantity = 3; t.steps[0].wrong[1].leadsTo = [{ path: 'players.P1.holdings.FUN', equals: 3 }]; });
    expect(lines).toEqual([`${PATH}: steps.0.wrong.1: the move passes every check of the step's "expect": it is not wrong (list it in "alternatives", or check what makes it wrong)`]);
  });

  it('a goal the solution does not reach, and a result check that fails', () => {
    const lines = linesAfter((t) => {
      t.reached[1].delta = 10;
      t.steps[0].expect[4].equals = 70;
    });
    expect(lines).toEqual([
      `${PATH}: steps.0.expect: companies.FUN.price: expected 70, got 65`,
      `${PATH}: reached: the goal is not reached: companies.FUN.price: expected a change of 10, got 5 (60 → 65)`,
    ]);
  });

  it('a solution refused by the engine stops the tutorial with its reason', () => {
    const lines = linesAfter((t) => { t.steps[0].moves[0].location = 'MOON'; });
    expect(lines).toEqual([`${PATH}: play: steps.0.moves: the solution's first move was refused: INVALID_LOCATION (location must be IPO or OPEN_MARKET); the tutorial stops there`]);
  });

  it('a help section that does not exist, or no help at all', () => {
    expect(linesAfter((t) => { t.help = 'market-order'; })).toEqual([expect.stringMatching(new RegExp(`^${PATH}: help: "market-order" is not a help section of sectors \\(overview, .*market-orders`))]);
    expect(linesAfter(() => {}, null)).toEqual([`${PATH}: help: no help sections were found for sectors`]);
  });

  it('a bad shape: an empty text, a missing field, an id that is not kebab-case or does not name the file', () => {
    expect(linesAfter((t) => { t.steps[0].result = '  '; })).toEqual([`${PATH}: steps.0.result: must be a non-empty text`]);
    expect(linesAfter((t) => { delete t.summary; })).toEqual([`${PATH}: summary: Invalid key: Expected "summary" but received undefined`]);
    expect(linesAfter((t) => { t.id = 'Market_Orders'; })).toEqual([`${PATH}: id: must be kebab-case (lower-case words joined by "-")`]);
    expect(linesAfter((t) => { t.id = 'sectors-market'; })).toEqual([`${PATH}: id: "sectors-market" must name the file: sectors-market.json`]);
    expect(linesAfter((t) => { t.steps[0].wrong[0].leadsTo = [{ path: 'bank', delta: 0 }]; })).toEqual([expect.stringContaining(`${PATH}: steps.0.wrong.0: a wrong move is either "refused"`)]);
    expect(linesAfter((t) => { for (const s of t.steps) delete s.wrong; })).toEqual([`${PATH}: steps: a tutorial teaches at least one wrong move ("wrong" on some step)`]);
  });

  it('a position the game cannot start, and ids used twice across files', () => {
    expect(linesAfter((t) => { t.position.overrides.companies.FUN.price = 61; })).toEqual([`${PATH}: position: override: 61 is not a grid price`]);
    const twice = checkTutorials([{ ...sectors, files: [{ path: PATH, raw: original }, { path: PATH, raw: original }] }]).lines;
    expect(twice).toEqual([
      `${PATH}: id: "sectors-market-orders" is already the id of ${PATH}; ids are unique across games`,
      `${PATH}: order: 2 is already the order of ${PATH}`,
    ]);
  });
});
