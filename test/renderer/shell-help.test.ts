import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import HelpScreen from '../../src-renderer/screens/HelpScreen.svelte';
import { inlineParts, parseBody } from '../../src-renderer/components/shell/help-content.ts';
import { helpSections, searchHelp } from '../../src-renderer/games/sectors/help/help-content.ts';
import { keyMoments } from '../../src-renderer/games/sectors/end/moments.ts';
import type { GameEvent } from '../../src-shared/games/sectors/types.ts';
import { sectorsStrings } from '../../src-renderer/games/sectors/strings.en.ts';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { boardStrings } from '../../src-renderer/strings/board.en.ts';
import { commonStrings } from '../../src-renderer/strings/common.en.ts';
import { seatStrings } from '../../src-renderer/strings/seats.en.ts';
import { startStrings } from '../../src-renderer/strings/start.en.ts';
import type { PublicView } from '../../src-shared/games/sectors/view.ts';

// The help's texts are the game's: its UI is loaded first, as the app does when the help opens.
beforeAll(async () => {
  await loadGameUi('sectors');
});
afterEach(cleanup);

describe('help content', () => {
  it('covers the whole game, from the influence bid to the end of the game', () => {
    const ids = helpSections().map((s) => s.id);
    for (const id of ['overview', 'winning', 'turn', 'influence', 'headlines', 'tranches', 'stock-round', 'market-orders', 'limit-orders', 'shorts', 'options', 'prices', 'companies', 'production', 'revenue', 'company-actions', 'insolvency', 'end-of-turn', 'table-options']) {
      expect(ids).toContain(id);
    }
  });

  it('finds sections by every word of the query, ignoring case and bold markers', () => {
    expect(searchHelp('').length).toBe(helpSections().length);
    expect(searchHelp('MARGIN interest').map((s) => s.id)).toEqual(['shorts']);
    expect(searchHelp('net worth').map((s) => s.id)).toContain('winning');
    expect(searchHelp('nothing like this')).toEqual([]);
  });

  it('parses paragraphs, bullets, tables and bold', () => {
    const blocks = parseBody('First line\ncontinued.\n\n- one\n- two\n\n| a | b |\n| 1 | 2 |\nAfter **bold** text');
    expect(blocks).toEqual([
      { kind: 'p', text: 'First line continued.' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'table', head: ['a', 'b'], rows: [['1', '2']] },
      { kind: 'p', text: 'After **bold** text' },
    ]);
    expect(inlineParts('After **bold** text')).toEqual([{ text: 'After ', bold: false }, { text: 'bold', bold: true }, { text: ' text', bold: false }]);
  });
});

describe('HelpScreen', () => {
  it('filters sections and the glossary as you type, marks the words, and closes on Escape', async () => {
    const onClose = vi.fn();
    const { getByTestId, queryByTestId, container } = render(HelpScreen, { onClose });
    const search = getByTestId('help-search') as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    expect(getByTestId('help-screen').getAttribute('role')).toBe('dialog');
    await fireEvent.input(search, { target: { value: 'throughput' } });
    expect(queryByTestId('help-section-production')).not.toBeNull();
    expect(queryByTestId('help-section-market-orders')).toBeNull();
    expect(queryByTestId('glossary-throughput')).not.toBeNull();
    expect(container.querySelector('mark')?.textContent?.toLowerCase()).toBe('throughput');
    await fireEvent.input(search, { target: { value: 'qqqq' } });
    expect(getByTestId('help-screen').textContent).toContain('Nothing matches “qqqq”');
    await fireEvent.keyDown(getByTestId('help-screen'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('shell strings', () => {
  it('do not collide with a game’s keys (a game’s namespace is searched first and would win)', () => {
    const shellKeys = [...Object.keys(commonStrings), ...Object.keys(startStrings), ...Object.keys(boardStrings), ...Object.keys(seatStrings)];
    expect(shellKeys.filter((k) => k in sectorsStrings)).toEqual([]);
  });
});

describe('key moments', () => {
  const view = {
    turn: 8,
    bankBroken: false,
    companies: [{ id: 'AAA', status: 'ACTIVE' }, { id: 'BBB', status: 'BANKRUPT' }],
    history: [
      { turn: 1, prices: { AAA: 20, BBB: 30 }, netWorth: {}, consumers: {}, pool: 0, economyScore: 10 },
      { turn: 2, prices: { AAA: 40, BBB: 29 }, netWorth: {}, consumers: {}, pool: 0, economyScore: 10 },
    ],
  } as unknown as Pick<PublicView, 'history' | 'companies' | 'bankBroken' | 'turn'>;

  it('takes the biggest moves and dividends from the log, and bankruptcies and the bank', () => {
    const moved = (turn: number, from: number, to: number): GameEvent => ({
      type: 'PRICE_MOVED', turn, phase: 'RESOLVE_MARKET_ORDERS', company: 'AAA', cause: 'NET_MARKET_BUYS', fromIndex: 0, toIndex: 1, from, to, triggerSeq: turn,
    });
    const paid = (turn: number, distributed: number): GameEvent => ({
      type: 'DIVIDEND_PAID', turn, phase: 'REVENUE_DISTRIBUTION', company: 'AAA', outcome: 'FULL', revenue: distributed, kept: 0, distributed, perShareBase: 0,
      dividends: [], shortPayments: [],
    });
    const log: GameEvent[] = [
      moved(3, 20, 23),
      moved(5, 60, 35),
      paid(4, 120),
      paid(6, 0),
      { type: 'COMPANY_BANKRUPT', turn: 7, phase: 'COMPANY_VOTE_RESULT', company: 'BBB', price: 5, shortfall: 100, payouts: [], treasuryReturned: 0 },
      { type: 'BANK_BROKEN', turn: 8, phase: 'REVENUE_DISTRIBUTION', bank: -20 },
    ];
    expect(keyMoments(view, log)).toEqual([
      { kind: 'rise', turn: 3, company: 'AAA', from: 20, to: 23 },
      { kind: 'dividend', turn: 4, company: 'AAA', amount: 120 },
      { kind: 'fall', turn: 5, company: 'AAA', from: 60, to: 35 },
      { kind: 'bankrupt', turn: 7, company: 'BBB' },
      { kind: 'bank', turn: 8 },
    ]);
  });

  it('falls back to the per-turn history when the game is reviewed without a log', () => {
    expect(keyMoments(view, [])).toEqual([
      { kind: 'rise', turn: 2, company: 'AAA', from: 20, to: 40 },
      { kind: 'fall', turn: 2, company: 'BBB', from: 30, to: 29 },
      { kind: 'bankrupt', turn: null, company: 'BBB' },
    ]);
  });
});
