import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import CurtainView from '../../src-renderer/games/tycoon/CurtainView.svelte';
import TycoonEnd from '../../src-renderer/games/tycoon/TycoonEnd.svelte';
import type { YearEndView } from '../../src-shared/games/tycoon/view-types.ts';
import { ANN_HAND, renderBoard, tycoonView, viewFor } from './tycoon-fixtures.ts';
import { deskWith } from './shell-fake-client.ts';

/**
 * Tycoon's year end step by step (reveal, withholds never naming the card, strikes, the tally, suspensions,
 * settlements, Continue in display steps), the hot-seat curtain (public news only) and the end screen.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const YEAR_END: YearEndView = {
  revealed: [
    { seat: 'P1', cards: ['1:NOV:+30', '1:NOV:-25'] },
    { seat: 'P2', cards: ['1:NOV:-30', '1:NOV:+10'] },
    { seat: 'P3', cards: [] },
  ],
  withheldBy: { NOV: 'P3' },
  struck: [{ company: 'NOV', card: '1:NOV:-30', by: 'P1' }],
  tally: [
    { company: 'NOV', before: 80, delta: 15, after: 95 },
    { company: 'ATL', before: 10, delta: -15, after: 0 },
  ],
  suspended: [{ company: 'NOV', by: 'P2', price: 80 }],
  settlements: [
    { seat: 'P1', currency: 60_000, shorts: 0, options: 0 },
    { seat: 'P2', currency: -40_000, shorts: 20_000, options: 0 },
  ],
};

describe('the year end', () => {
  it('shows revealed cards by seat in turn order, who withheld (never which card), strikes, the tally and suspensions', () => {
    const { getByTestId } = renderBoard({ pub: { phase: 'E5', actor: null, yearEnd: YEAR_END, pending: { kind: 'suspend', seat: 'P2', queue: [] } }, companies: { NOV: { price: 80 } } });
    const seats = [...getByTestId('tycoon-revealed').querySelectorAll('li')].map((li) => li.dataset.testid);
    expect(seats).toEqual(['tycoon-revealed-P1', 'tycoon-revealed-P2', 'tycoon-revealed-P3']);
    expect(getByTestId('tycoon-revealed-P2').textContent).toContain('−30');
    expect(getByTestId('tycoon-revealed-P3').textContent).toContain('no price cards');
    expect(getByTestId('tycoon-withheld-NOV').textContent).toBe('The Director of NOV (Cy) withheld a card.');
    const powers = getByTestId('tycoon-powers').textContent!;
    expect(powers).toContain('Ann struck the card NOV −30.');
    expect(powers).toContain('Bob suspended NOV: back to $80.');
    expect(getByTestId('tycoon-tally-NOV').textContent).toContain('$80+$15$95 → $80');
    expect(getByTestId('tycoon-tally-ATL').textContent).toContain('$10−$15$0');
  });

  it('settlements per seat show the columns of the mode; a display step has Continue (READY)', async () => {
    const { getByTestId, act, queryByTestId } = renderBoard({ pub: { phase: 'E8', actor: null, yearEnd: YEAR_END, mode: 'investor', features: { shorts: true, options: false, dividends: false, buybacks: false } } });
    const table = getByTestId('tycoon-settlements');
    expect(table.textContent).toContain('Shorts');
    expect(table.textContent).not.toContain('Options');
    expect(table.textContent).toContain('−$40,000');
    expect(queryByTestId('tycoon-step-panel')).toBeNull();
    await fireEvent.click(getByTestId('tycoon-continue'));
    expect(act).toHaveBeenCalledWith({ type: 'READY' });
  });

  it('a seat that is done watching waits for the others', () => {
    const { getByTestId, queryByTestId } = renderBoard({ pub: { phase: 'E4', actor: null, yearEnd: YEAR_END }, players: { P1: { ready: true } } });
    expect(getByTestId('tycoon-continued')).toBeTruthy();
    expect(queryByTestId('tycoon-continue')).toBeNull();
  });

  it('shows only its own withheld card to the Director who withheld it', () => {
    const mine = renderBoard({ pub: { phase: 'E2', actor: null, yearEnd: YEAR_END }, me: { withheld: ['1:NOV:-5'] } });
    expect(mine.getByTestId('tycoon-hand').textContent).toContain('Withheld (only you know): NOV −5');
    cleanup();
    const other = renderBoard({ pub: { phase: 'E2', actor: null, yearEnd: YEAR_END }, me: { withheld: ['1:NOV:-5'] } }, { seat: 'P2', privateSeat: 'P2' });
    expect(other.container.textContent).not.toContain('Withheld (only you know)');
  });
});

describe('the hot-seat curtain', () => {
  it('shows public news only: no hand, no sealed answer, no private log line', () => {
    const { desk } = deskWith();
    desk.log = [
      { type: 'HAND_DEALT', seq: 1, seat: 'P1', cards: ANN_HAND, visibleTo: ['P1'] },
      { type: 'BOUGHT', seq: 2, seat: 'P2', company: 'NOV', qty: 2000, price: 75, cost: 150_000 },
    ];
    // Even handed a view with a private part, the curtain draws none of it.
    const view = viewFor({ pub: { yearEnd: YEAR_END }, me: { withheld: ['1:NOV:-5'], sealed: { NOV: '1:NOV:-5' } } }, 'P1');
    expect(view.me).not.toBeNull();
    const { getByTestId, queryByTestId, container } = render(CurtainView, { desk, view });
    expect(getByTestId('tycoon-curtain-view')).toBeTruthy();
    expect(queryByTestId('tycoon-hand')).toBeNull();
    expect(getByTestId('tycoon-log').textContent).toContain('Bob buys 2,000 shares of NOV at $75.');
    expect(getByTestId('tycoon-log').textContent).not.toContain('You are dealt');
    expect(container.textContent).not.toContain('Withheld (only you know)');
    for (const card of ANN_HAND.filter((c) => !YEAR_END.revealed.some((r) => r.cards.includes(c)))) expect(container.innerHTML).not.toContain(card);
  });
});

describe('the end screen', () => {
  const exportButton = createRawSnippet(() => ({ render: () => '<button data-testid="export-game">Save</button>' }));

  it('ranks by the result (shared places, bankrupt seats last), with key moments and the reserve', () => {
    const { pub } = tycoonView({
      pub: {
        status: 'ENDED', phase: 'GAME_OVER', year: 10, actor: null,
        result: {
          ranks: { P1: 2, P2: 1, P3: 3 },
          netWorth: { P1: 1_250_000, P2: 1_250_000, P3: 0 },
          cash: { P1: 200_000, P2: 300_000, P3: 0 },
          holdingsValue: { P1: 1_050_000, P2: 950_000, P3: 0 },
          debt: { P1: 0, P2: 0, P3: 0 },
        },
        reserve: ['1:NOV:-5', '1:NOV:+10', '1:OMG:-20', '1:SUSP:2'],
      },
      players: { P3: { active: false } },
      companies: { VTC: { history: [75, 140, 70] }, ATL: { history: [20, 25, 30] } },
    });
    const { desk } = deskWith();
    const { getByTestId } = render(TycoonEnd, { desk, view: { ...pub, me: null }, gameName: null, exportButton, exportError: null });
    const rows = [...getByTestId('ranking').querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-testid'));
    expect(rows).toEqual(['ranking-row-P2', 'ranking-row-P1', 'ranking-row-P3']);
    expect(getByTestId('net-worth-P1').textContent).toBe('$1,250,000');
    expect(getByTestId('ranking-row-P3').textContent).toContain('bankrupt');
    expect(getByTestId('export-game')).toBeTruthy();
    const moments = getByTestId('key-moments').textContent!;
    expect(moments).toContain('VTC rose from $75 to $140 in year 1.');
    expect(moments).toContain('VTC fell from $140 to $70 in year 2.');
    expect(moments).toContain('Cy went bankrupt.');
    const reserve = getByTestId('tycoon-reserve').textContent!;
    expect(reserve).toContain('NOV −5, +10');
    expect(reserve).toContain('Σ +5');
    expect(reserve).toContain('Share Suspended');
  });
});
