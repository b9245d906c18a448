import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import type { Input } from '../../src-shared/games/sr1876/inputs.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import type { Sr1876PrivateView } from '../../src-shared/games/sr1876/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import TextBoard from '../../src-renderer/games/sr1876/TextBoard.svelte';
import { sr1876Ui } from '../../src-renderer/games/sr1876/index.ts';
import { timeWords } from '../../src-renderer/games/sr1876/format.ts';
import { mergeView, type View } from '../../src-renderer/games/sr1876/model.ts';
import { deskWith } from './shell-fake-client.ts';

/**
 * The stock round as text (Screen-reader mode): where the game stands in words, the seat's cash, shares and
 * directorships in a list, the market as a table (price and cell, the bottom row said), the players, and the
 * move from native labelled controls — all from the views the module really sends.
 */

afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Cy'];
const names = { P1: 'Ana', P2: 'Ben', P3: 'Cy' };

function create(): Sr1876Game {
  return M.create(M.config.make(3, NAMES, { rounds: 2 }, DEFAULT_TABLE_OPTIONS), 5);
}
const apply = (g: Sr1876Game, input: object) => {
  const out = M.applyInPlace(g, input as Input);
  if (!out.ok) throw new Error(`${JSON.stringify(input)} refused: ${out.reason}`);
};
function toTurns(g: Sr1876Game): string {
  while (g.core.step === 'DECLARE') apply(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));
  return M.views.public(g, names).actor!;
}
function viewOf(g: Sr1876Game, seat: string | null): View {
  return mergeView(M.views.public(g, names), seat ? (M.views.private(g, seat) as Sr1876PrivateView) : null, seat);
}

function textBoard(view: View, seat: string | null) {
  const { desk } = deskWith();
  const act = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
  const check = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
  const screen = render(TextBoard, { desk, view, seat, privateSeat: seat, shared: false, act, check, projector: false, paused: false });
  return { ...screen, act, check };
}

describe('the stock round as text', () => {
  it('is the game’s TextBoard', () => {
    expect(sr1876Ui.TextBoard).toBe(TextBoard);
  });

  it('says the seat’s cash, shares and directorships, the market as a table and the players', () => {
    const g = create();
    const seat = toTurns(g);
    const view = viewOf(g, seat);
    const me = view.players.find((p) => p.id === seat)!;
    const own = view.companies.find((c) => c.director === seat)!;
    const { getByTestId, getByRole } = textBoard(view, seat);
    expect(getByRole('heading', { level: 2, name: `You (${me.name})` })).toBeTruthy();
    expect(getByTestId('sr-text-cash').textContent).toBe(`Cash: $${me.cash}`);
    expect(getByTestId(`sr-text-holding-${own.code}`).textContent).toBe(`${own.code}: 3 shares, worth $${3 * own.price}; you are its director`);
    // The market: one row per company, with its price and the token's cell counted from 1.
    const market = getByRole('table', { name: /price and the cell of its token/ });
    for (const c of view.companies) {
      const row = getByTestId(`sr-text-company-${c.code}`);
      expect(within(row).getByRole('rowheader').textContent).toBe(`${c.code}, ${c.name}`);
      expect(row.textContent).toContain(`$${c.price}`);
      expect(row.textContent).toContain(`row ${c.token.r + 1}, column ${c.token.c + 1}`);
    }
    expect(market.querySelectorAll('tbody tr')).toHaveLength(view.companies.length);
    expect(getByTestId(`sr-text-player-${seat}`).textContent).toContain('you, acting now');
    expect(getByTestId('sr-text-whose').textContent).toBe('It is your turn.');
    expect(getByTestId('sr-text-time').textContent).toBe('No time limit.');
  });

  it('notes a token on the bottom row', () => {
    const g = create();
    toTurns(g);
    const view = viewOf(g, null);
    const moved: View = { ...view, companies: view.companies.map((c, i) => (i === 0 ? { ...c, token: { r: view.grid.length - 1, c: 4 } } : c)) };
    const { getByTestId } = textBoard(moved, null);
    expect(getByTestId(`sr-text-company-${moved.companies[0].code}`).textContent).toContain(`row ${view.grid.length}, column 5 (bottom row)`);
  });

  it('offers every move of the turn from labelled native controls and sends what the seat chose', async () => {
    const g = create();
    const seat = toTurns(g);
    const view = viewOf(g, seat);
    const { getByRole, getByLabelText, act, component } = textBoard(view, seat);
    // A: the move's next control, the sale's company.
    expect((component as unknown as { key(letter: string): boolean }).key('a')).toBe(true);
    expect(document.activeElement).toBe(getByLabelText('Company'));
    expect(getByLabelText('Shares')).toBeTruthy();
    const allowed = view.me!.buys.find((b) => b.available > 0 && b.refusal === null)!;
    const buy = getByRole('button', { name: new RegExp(`^Buy one ${allowed.company} share .* for \\$${allowed.price}$`) });
    await fireEvent.click(buy);
    expect(act).toHaveBeenCalledWith({ type: 'buy', company: allowed.company, source: allowed.source });
    await fireEvent.click(getByRole('button', { name: 'Pass' }));
    expect(act).toHaveBeenLastCalledWith({ type: 'endTurn' });
    await waitFor(() => expect(getByRole('button', { name: 'Sell' })).toBeTruthy());
  });

  it('asks the offer’s question of a candidate, as text and as buttons', async () => {
    const g = create();
    const seat = toTurns(g);
    const own = g.core.companyOrder[Number(seat.slice(1)) - 1];
    apply(g, { type: 'sell', player: seat, company: own, count: 1 });
    const candidate = M.views.public(g, names).offer!.waiting.find((s) => s !== seat)!;
    const view = viewOf(g, candidate);
    const { getByTestId, getByRole, act } = textBoard(view, candidate);
    expect(getByTestId('sr-text-owed').textContent).toContain(`Do you take one share of ${own} for $`);
    await fireEvent.click(getByRole('button', { name: 'Decline' }));
    expect(act).toHaveBeenCalledWith({ type: 'offerResponse', take: false });
  });

  it('says the time left in words, in steps of 10 seconds', () => {
    expect(timeWords(95_000)).toBe('1 minute 40 seconds');
    expect(timeWords(60_000)).toBe('1 minute');
    expect(timeWords(41_000)).toBe('50 seconds');
    expect(timeWords(9_000)).toBe('under 10 seconds');
    expect(timeWords(0)).toBe('no time');
  });
});
