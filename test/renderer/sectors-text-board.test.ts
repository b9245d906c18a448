/**
 * Sectors' board as text (Screen-reader mode): what it states — the phase, time left (refreshed at most every
 * 10 s), whose turn, the seat's cash and holdings, every company's price and tier, the players — and that its
 * moves are the labelled native controls of the visual board, with Ready in a place that keeps the focus.
 * Also the Sectors words it relies on: proper singular and plural.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import TextBoard from '../../src-renderer/games/sectors/TextBoard.svelte';
import { sectorsUi } from '../../src-renderer/games/sectors/index.ts';
import { t } from '../../src-renderer/games/sectors/i18n.ts';
import { sectorsStrings } from '../../src-renderer/games/sectors/strings.en.ts';
import type { Desk, Outcome } from '../../src-renderer/client/desk.svelte.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, sessionOf, viewOf, windowOf } from './board-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The little of the shell's store the text board reads: the open window, the clock, the log. */
function fakeDesk(s: GameState, remaining: { ms: number | null }, paused = false): Desk {
  return {
    window: windowOf(s),
    session: sessionOf(s, { paused }),
    log: [],
    remainingMs: () => remaining.ms,
  } as unknown as Desk;
}

function props(s: GameState, desk: Desk, act = vi.fn(async (): Promise<Outcome> => ({ ok: true }))) {
  return {
    desk,
    view: viewOf(s, 'P1'),
    seat: 'P1',
    privateSeat: 'P1',
    shared: false,
    act,
    check: vi.fn(async (): Promise<Outcome> => ({ ok: true })),
    projector: false,
    paused: false,
  };
}

describe('Sectors board as text', () => {
  it('is the registered TextBoard', () => {
    expect(sectorsUi.TextBoard).toBe(TextBoard);
  });

  it('states the phase, time left, whose turn, own cash and holdings, and every company’s price and tier', () => {
    const s = gameAt('PLACE_STOCK_ORDERS', { timerMode: 'TIMED' });
    const c = s.companies[0];
    Object.assign(c, { status: 'ACTIVE', floatedTurn: 0, ipoShares: 6, holdings: { P1: 4 } });
    const { getByTestId, getByRole } = render(TextBoard, props(s, fakeDesk(s, { ms: 42_000 })));

    expect(getByTestId('text-phase').textContent).toContain('Phase: Place stock orders.');
    expect(getByTestId('text-time').textContent).toBe('Time left: 0:42.');
    expect(getByTestId('text-whose').textContent).toMatch(/^Your move: decide, then press Ready\. Still deciding: (Ann|Bob|Cleo), (Ann|Bob|Cleo), (Ann|Bob|Cleo)\.$/);

    const me = getByRole('region', { name: 'You: Ann' });
    expect(me.textContent).toContain(`Cash: $${s.players[0].cash}`);
    const holdings = within(me).getByRole('table', { name: 'Your shares' });
    expect(within(holdings).getByRole('rowheader', { name: c.id })).toBeTruthy();
    expect(holdings.textContent).toContain(`$${4 * c.ipoPrice}`);

    const companies = getByRole('table', { name: 'Every company’s price and stock tier' });
    for (const x of s.companies) {
      const row = getByTestId(`text-company-${x.id}`);
      expect(row.textContent).toContain(`$${x.ipoPrice}`);
      expect(row.textContent).toMatch(/Tier \d/);
    }
    expect(within(companies).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Stock tier');

    // The move: the order ticket's labelled controls, and Ready.
    const move = getByRole('region', { name: 'Your move' });
    expect(within(move).getByRole('combobox', { name: 'Order type' })).toBeTruthy();
    expect(within(move).getByRole('combobox', { name: 'Company' })).toBeTruthy();
    expect(within(move).getByRole('spinbutton', { name: 'Shares' })).toBeTruthy();
    expect(within(move).getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(within(move).getByRole('button', { name: 'Ready: I am done with this phase' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says the time left at most every 10 seconds, and “Paused” while paused', async () => {
    vi.useFakeTimers();
    const s = gameAt('PLACE_STOCK_ORDERS', { timerMode: 'TIMED' });
    const remaining = { ms: 42_000 as number | null };
    const { getByTestId } = render(TextBoard, props(s, fakeDesk(s, remaining)));
    expect(getByTestId('text-time').textContent).toBe('Time left: 0:42.');
    remaining.ms = 37_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(getByTestId('text-time').textContent).toBe('Time left: 0:42.');
    remaining.ms = 32_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(getByTestId('text-time').textContent).toBe('Time left: 0:32.');
    cleanup();

    const paused = render(TextBoard, props(s, fakeDesk(s, { ms: 20_000 }, true)));
    expect(paused.getByTestId('text-time').textContent).toBe('Paused by the facilitator; 0:20 left when the game resumes.');
  });

  it('Ready sends READY and stays in place; in a result it is Continue; with nothing to do it says so', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const act = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
    const { getByTestId, unmount } = render(TextBoard, props(s, fakeDesk(s, { ms: null }), act));
    expect(getByTestId('text-time').textContent).toBe('Time left: no time limit; the phase waits until everyone is ready.');
    await fireEvent.click(getByTestId('text-ready'));
    expect(act).toHaveBeenCalledWith({ type: 'READY' });
    unmount();

    const review = gameAt('STOCK_ROUND_RESULTS');
    const shown = render(TextBoard, props(review, fakeDesk(review, { ms: null })));
    await waitFor(() => expect(shown.getByTestId('text-ready').textContent?.trim()).toBe('Continue: I have read the results'));
    shown.unmount();

    const vote = gameAt('PLACE_STOCK_ORDERS');
    vote.inputs.eligible = ['P2'];
    const idle = render(TextBoard, props(vote, fakeDesk(vote, { ms: null })));
    expect(idle.getByTestId('text-ready').getAttribute('aria-disabled')).toBe('true');
    expect(idle.getByTestId('text-whose').textContent).toContain('Nothing for you to do in this phase.');
  });
});

describe('Sectors words', () => {
  it('say one and many properly, and money with its unit', () => {
    expect(t('track.fillSize', { size: 1 })).toBe('1 buy per step');
    expect(t('track.fillSize', { size: 4 })).toBe('4 buys per step');
    expect(t('ev.PRICE_UP', { company: 'X', from: '$20', to: '$23', steps: 1, cause: 'dividends paid' })).toBe('X rises $20 → $23 (1 step): dividends paid.');
    expect(t('ev.PRICE_DOWN', { company: 'X', from: '$23', to: '$17', steps: 2, cause: 'revenue retained' })).toBe('X falls $23 → $17 (2 steps): revenue retained.');
    expect(t('preview.warn.ipoShares', { available: 1 })).toMatch(/^Only 1 share is left in the IPO/);
    expect(t('preview.warn.ipoShares', { available: 3 })).toMatch(/^Only 3 shares are left in the IPO/);
    expect(t('companyVote.intro', { n: 1, treasury: '$550', prestige: 0 })).toMatch(/^Choose up to 1 action\./);
    expect(t('verdict.ok')).toBe('The game would accept this now.');
    expect(t('ticket.accepted')).toBe('The game would accept this order now.');
    for (const [key, text] of Object.entries(sectorsStrings)) {
      expect(text, key).not.toMatch(/\(s\)/);
    }
  });
});
