import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import type { Input } from '../../src-shared/games/sr1876/inputs.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import type { Sr1876PrivateView } from '../../src-shared/games/sr1876/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import CurtainView from '../../src-renderer/games/sr1876/CurtainView.svelte';
import Sr1876Board from '../../src-renderer/games/sr1876/Sr1876Board.svelte';
import Sr1876End from '../../src-renderer/games/sr1876/Sr1876End.svelte';
import { mergeView, type View } from '../../src-renderer/games/sr1876/model.ts';
import { deskWith } from './shell-fake-client.ts';

/**
 * The stock round's board on the views the game module really sends (a game built with the module's own
 * create and applyInPlace through legal inputs): tokens on the right cells and moving when a share is absorbed,
 * the turn's sell-then-buy order and what it sends, the offer prompt for a candidate and for the company's
 * director, no other seat's sealed answer on any screen, the curtain without private data, the round-end review
 * and the end screen.
 */

beforeAll(() => {
  // jsdom has no canvas: the charts simply do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Cy'];
const names = { P1: 'Ana', P2: 'Ben', P3: 'Cy' };
const SEATS = ['P1', 'P2', 'P3'];

function create(options: Record<string, unknown> = {}, seed = 5): Sr1876Game {
  return M.create(M.config.make(3, NAMES, { rounds: 2, ...options }, DEFAULT_TABLE_OPTIONS), seed);
}
const apply = (g: Sr1876Game, input: object) => {
  const out = M.applyInPlace(g, input as Input);
  if (!out.ok) throw new Error(`${JSON.stringify(input)} refused: ${out.reason}`);
  return out;
};
const timeOut = (g: Sr1876Game) => apply(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));
/** Times every declaration out: the priority holder's first turn is open. */
function toTurns(g: Sr1876Game): string {
  while (g.core.step === 'DECLARE') timeOut(g);
  return M.views.public(g, names).actor!;
}
function viewOf(g: Sr1876Game, seat: string | null): View {
  return mergeView(M.views.public(g, names), seat ? (M.views.private(g, seat) as Sr1876PrivateView) : null, seat);
}
const code = (g: Sr1876Game, seat: string) => g.core.companyOrder[Number(seat.slice(1)) - 1];

function board(view: View, seat: string | null, privateSeat: string | null = seat, act = vi.fn(async (): Promise<Outcome> => ({ ok: true }))) {
  const { desk } = deskWith();
  const check = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
  const screen = render(Sr1876Board, { desk, view, seat, privateSeat, shared: false, act, check, projector: false, paused: false });
  return { ...screen, act, check, desk };
}

/** The token's position in the grid's layer, as percentages of its width and height. */
function position(el: HTMLElement): { left: number; top: number } {
  return { left: parseFloat(el.style.left), top: parseFloat(el.style.top) };
}

describe('the market grid', () => {
  it('draws every price and puts each token on its company’s cell, side by side when they share one', () => {
    const g = create();
    const view = viewOf(g, null);
    const { getByTestId } = board(view, null);
    const rows = view.grid.length;
    const cols = view.grid[0].length;
    expect(getByTestId(`sr-cell-${rows - 1}-0`).classList.contains('bottom')).toBe(true);
    expect(getByTestId('sr-cell-0-0').classList.contains('bottom')).toBe(false);
    for (const c of view.companies) {
      expect(getByTestId(`sr-cell-${c.token.r}-${c.token.c}`).textContent).toContain(String(c.price));
      const token = getByTestId(`sr-token-${c.code}`);
      expect(token.textContent).toBe(c.code);
      expect(token.dataset.cell).toBe(`${c.token.r}:${c.token.c}`);
      const { left, top } = position(token);
      // Inside its cell's box in the layer over the grid.
      expect(left).toBeGreaterThan((c.token.c / cols) * 100);
      expect(left).toBeLessThan(((c.token.c + 1) / cols) * 100);
      expect(top).toBeGreaterThan((c.token.r / rows) * 100);
      expect(top).toBeLessThan(((c.token.r + 1) / rows) * 100);
    }
    cleanup();

    // Two companies on one cell: two shares of PSR nobody takes walk its token down onto SFR's cell (2, 10).
    const crowded = create();
    expect(toTurns(crowded)).toBe('P1');
    apply(crowded, { type: 'sell', player: 'P1', company: 'PSR', count: 2 });
    while (crowded.core.step === 'OFFER') timeOut(crowded);
    const after = viewOf(crowded, null);
    expect(after.companies.filter((c) => c.token.r === 2 && c.token.c === 10).map((c) => c.code)).toEqual(['PSR', 'SFR']);
    const screen = board(after, null);
    const [psr, sfr] = ['PSR', 'SFR'].map((c) => screen.getByTestId(`sr-token-${c}`));
    expect([psr.dataset.cell, sfr.dataset.cell]).toEqual(['2:10', '2:10']);
    expect(psr.classList.contains('two')).toBe(true);
    // Side by side in the cell: PSR (first in table order) on the left, both inside the cell's box.
    expect(position(psr).left).toBeLessThan(position(sfr).left);
    expect(position(psr).top).toBe(position(sfr).top);
    for (const el of [psr, sfr]) {
      expect(position(el).left).toBeGreaterThan((10 / cols) * 100);
      expect(position(el).left).toBeLessThan((11 / cols) * 100);
    }
  });

  it('moves a token when the pool absorbs a share nobody took, and marks it as moved', async () => {
    const g = create();
    const seller = toTurns(g);
    const sold = code(g, seller);
    const before = viewOf(g, null);
    const from = before.companies.find((c) => c.code === sold)!.token;
    const screen = board(before, null);
    expect(screen.getByTestId(`sr-token-${sold}`).classList.contains('moved')).toBe(false);
    apply(g, { type: 'sell', player: seller, company: sold, count: 1 });
    for (const s of M.views.public(g, names).offer!.waiting) apply(g, { type: 'offerResponse', player: s, take: false });
    const after = viewOf(g, null);
    const to = after.companies.find((c) => c.code === sold)!.token;
    // Absorption (§7): one row down, off the bottom row.
    expect(to).toEqual({ r: from.r + 1, c: from.c });
    await screen.rerender({ view: after });
    const token = screen.getByTestId(`sr-token-${sold}`);
    expect(token.dataset.cell).toBe(`${to.r}:${to.c}`);
    expect(token.classList.contains('moved')).toBe(true);
    expect(token.classList.contains('pulse-a')).toBe(true);
    for (const c of after.companies.filter((x) => x.code !== sold)) expect(screen.getByTestId(`sr-token-${c.code}`).classList.contains('moved')).toBe(false);
    // The pass result names the absorption; the log has the sentence.
    expect(screen.getByTestId('sr-pass-result').textContent).toContain('Nobody took a share');
  });
});

describe('the turn panel', () => {
  it('offers the sale first, with the range a sale may reach, then the purchases with the engine’s verdicts', async () => {
    const g = create();
    const seat = toTurns(g);
    const own = code(g, seat);
    const view = viewOf(g, seat);
    const { getByTestId, queryByTestId, act } = board(view, seat);
    expect(getByTestId('sr-sell-form')).toBeTruthy();
    expect((getByTestId('sr-sell-company') as HTMLSelectElement).value).toBe(own);
    // Selling 3 at the market price, or all absorbed: the private view's range for 3.
    await fireEvent.change(getByTestId('sr-sell-count'), { target: { value: '3' } });
    const range = view.me!.sales.find((s) => s.company === own)!.ranges[2];
    expect(getByTestId('sr-sell-range').textContent).toContain(`$${range.best}`);
    expect(getByTestId('sr-sell-range').textContent).toContain(`$${range.worst}`);
    // Every purchase with a share on sale, each with the engine's verdict.
    for (const b of view.me!.buys.filter((x) => x.available > 0)) {
      const verdict = getByTestId(`sr-buy-verdict-${b.company}-${b.source}`);
      expect(verdict.dataset.ok).toBe(String(b.refusal === null));
      expect((getByTestId(`sr-buy-${b.company}-${b.source}`) as HTMLButtonElement).disabled).toBe(b.refusal !== null);
    }
    expect(queryByTestId('sr-buy-row-PSR-pool')).toBeNull();
    expect(getByTestId('sr-end-turn').textContent).toBe('Pass');
    await waitFor(() => expect((getByTestId('sr-sell') as HTMLButtonElement).disabled).toBe(false));
    await fireEvent.click(getByTestId('sr-sell'));
    expect(act).toHaveBeenCalledWith({ type: 'sell', company: own, count: 3 });
  });

  it('after the sale’s offers offers only the purchase and End turn', async () => {
    const g = create();
    const seat = toTurns(g);
    const own = code(g, seat);
    apply(g, { type: 'sell', player: seat, company: own, count: 1 });
    for (const s of M.views.public(g, names).offer!.waiting) apply(g, { type: 'offerResponse', player: s, take: false });
    const view = viewOf(g, seat);
    expect(view.phase).toBe('TURN');
    const { getByTestId, queryByTestId, act } = board(view, seat);
    expect(queryByTestId('sr-sell-form')).toBeNull();
    expect(getByTestId('sr-sell-done').textContent).toBe(`You sold 1 share of ${own} this turn.`);
    // No rebuy (S-D14): the company just sold is refused, in words.
    const rebuy = getByTestId(`sr-buy-verdict-${own}-company`);
    expect(rebuy.dataset.reason).toBe('SR_BUY_SOLD_THIS_ROUND');
    expect(rebuy.textContent).toContain('You sold this company this round');
    const allowed = view.me!.buys.find((b) => b.available > 0 && b.refusal === null)!;
    await fireEvent.click(getByTestId(`sr-buy-${allowed.company}-${allowed.source}`));
    expect(act).toHaveBeenLastCalledWith({ type: 'buy', company: allowed.company, source: allowed.source });
    expect(getByTestId('sr-end-turn').textContent).toBe('End turn');
    await fireEvent.click(getByTestId('sr-end-turn'));
    expect(act).toHaveBeenLastCalledWith({ type: 'endTurn' });
  });

  it('on a shared hot-seat screen (no private view) asks the engine about each purchase before it may be sent', async () => {
    const g = create();
    const seat = toTurns(g);
    const own = code(g, seat);
    const { desk } = deskWith();
    const act = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
    // The engine's answer: the seat's own company is refused here, the rest allowed.
    const check = vi.fn(async (a: { type: string; company?: string }): Promise<Outcome> => (a.company === own ? { ok: false, reason: 'SR_BUY_HOLD_LIMIT', message: '' } : { ok: true }));
    const screen = render(Sr1876Board, { desk, view: viewOf(g, null), seat, privateSeat: null, shared: true, act, check, projector: false, paused: false });
    await waitFor(() => expect(screen.getByTestId(`sr-buy-verdict-${own}-company`).dataset.ok).toBe('false'));
    expect(check).toHaveBeenCalledWith({ type: 'buy', company: own, source: 'company' });
    expect((screen.getByTestId(`sr-buy-${own}-company`) as HTMLButtonElement).disabled).toBe(true);
    const other = g.core.companyOrder.find((c) => c !== own)!;
    await waitFor(() => expect((screen.getByTestId(`sr-buy-${other}-company`) as HTMLButtonElement).disabled).toBe(false));
    // The sale is offered from the public holdings, without the private ranges.
    expect(screen.getByTestId('sr-sell-form')).toBeTruthy();
    expect(screen.queryByTestId('sr-sell-range')).toBeNull();
    await fireEvent.click(screen.getByTestId(`sr-buy-${other}-company`));
    expect(act).toHaveBeenCalledWith({ type: 'buy', company: other, source: 'company' });
  });

  it('shows everyone else whose turn it is, and a director its declarations', async () => {
    const g = create();
    const director = M.views.public(g, names).actor!;
    const other = SEATS.find((s) => s !== director)!;
    const own = code(g, director);
    const mine = board(viewOf(g, director), director);
    await fireEvent.input(mine.getByTestId(`sr-declare-count-${own}`), { target: { value: '2' } });
    await fireEvent.click(mine.getByTestId(`sr-declare-send-${own}`));
    expect(mine.act).toHaveBeenCalledWith({ type: 'declareReissue', company: own, count: 2 });
    cleanup();
    expect(board(viewOf(g, other), other).getByTestId('sr-declare-waiting').textContent).toContain(`${names[director as keyof typeof names]} is declaring re-issues for ${own}`);
    cleanup();
    const seat = toTurns(g);
    const watcher = SEATS.find((s) => s !== seat)!;
    const screen = board(viewOf(g, watcher), watcher);
    expect(screen.queryByTestId('sr-turn')).toBeNull();
    expect(screen.getByTestId('sr-waiting').textContent).toBe(`It is ${names[seat as keyof typeof names]}’s turn.`);
  });
});

describe('the offer prompt', () => {
  /** A sale of one share by the first turn's seat: the offer pass is open for the other two. */
  function offerOpen(options: Record<string, unknown> = {}) {
    const g = create(options);
    const seller = toTurns(g);
    const sold = code(g, seller);
    apply(g, { type: 'sell', player: seller, company: sold, count: 1 });
    const [first, second] = M.views.public(g, names).offer!.candidates;
    return { g, seller, sold, first, second };
  }

  it('asks a candidate “anyone wants a share?” and sends the answer; the seller only watches', async () => {
    const { g, seller, sold, first } = offerOpen();
    const price = M.views.public(g, names).offer!.price;
    const screen = board(viewOf(g, first), first);
    expect(screen.getByTestId('sr-offer-ask').textContent).toBe(`Anyone wants a share of ${sold} at $${price}?`);
    await fireEvent.click(screen.getByTestId('sr-offer-take'));
    expect(screen.act).toHaveBeenCalledWith({ type: 'offerResponse', take: true });
    cleanup();
    const own = board(viewOf(g, seller), seller);
    expect(own.queryByTestId('sr-offer-take')).toBeNull();
    expect(own.getByTestId('sr-offer').textContent).toContain(`You sell ${sold}`);
  });

  it('asks the company’s director for the company when the company may take a share', async () => {
    const { g, sold, seller } = offerOpen({ companyMayBuyFromDirector: true });
    const o = M.views.public(g, names).offer!;
    expect(o.companyCandidate).toBe(true);
    expect(o.director).toBe(seller);
    const screen = board(viewOf(g, seller), seller);
    expect(screen.getByTestId('sr-offer-company').textContent).toContain(`For ${sold} (you are its director)`);
    await fireEvent.click(screen.getByTestId('sr-offer-company-decline'));
    expect(screen.act).toHaveBeenCalledWith({ type: 'companyOfferResponse', company: sold, take: false });
  });

  it('never shows another seat’s answer before the pass closes, then shows every answer with the allocation', () => {
    const { g, first, second } = offerOpen();
    apply(g, { type: 'offerResponse', player: first, take: true });
    // The same pass with the first candidate's answer the other way round.
    const flipped = M.copy(g) as Sr1876Game;
    const key = Object.keys(flipped.core.offer!.answers)[0];
    flipped.core.offer!.answers[key] = !flipped.core.offer!.answers[key];
    const strip = (html: string) => html.replace(/ id="[^"]*"| aria-labelledby="[^"]*"/g, '');
    for (const seat of [second, null]) {
      const a = strip(board(viewOf(g, seat), seat).container.innerHTML);
      cleanup();
      const b = strip(board(viewOf(flipped, seat), seat).container.innerHTML);
      cleanup();
      expect(a).toBe(b);
    }
    const own = board(viewOf(g, first), first);
    expect(own.getByTestId('sr-offer-answered').textContent).toBe('Your answer: take (sealed until the pass closes).');
    expect(own.getByTestId('sr-offer-waiting').textContent).toContain(`Waiting for: ${names[second as keyof typeof names]}`);
    cleanup();
    const waiting = board(viewOf(g, second), second);
    expect(waiting.getByTestId('sr-offer-take')).toBeTruthy();
    expect(waiting.container.textContent).not.toContain('Your answer');
    cleanup();
    apply(g, { type: 'offerResponse', player: second, take: false });
    const closed = board(viewOf(g, second), second);
    const answers = closed.getByTestId('sr-pass-answers').textContent!;
    expect(answers).toContain(`${names[first as keyof typeof names]}: take`);
    expect(answers).toContain(`${names[second as keyof typeof names]}: decline`);
    expect(closed.getByTestId('sr-pass-allocation').textContent).toContain(`${names[first as keyof typeof names]} bought a share`);
  });
});

describe('the curtain, the review and the end', () => {
  it('shows only public news under the curtain, whatever private part the view carries', () => {
    const g = create();
    const seller = toTurns(g);
    const sold = code(g, seller);
    apply(g, { type: 'sell', player: seller, company: sold, count: 1 });
    const candidate = M.views.public(g, names).offer!.candidates[0];
    apply(g, { type: 'offerResponse', player: candidate, take: true });
    const { desk } = deskWith();
    const withPrivate = render(CurtainView, { desk, view: viewOf(g, candidate) });
    const html = withPrivate.container.innerHTML;
    expect(withPrivate.getByTestId('sr-curtain-grid')).toBeTruthy();
    expect(withPrivate.container.textContent).not.toContain('Your answer');
    expect(withPrivate.queryByTestId('sr-offer-take')).toBeNull();
    expect(withPrivate.queryByTestId('sr-sell-range')).toBeNull();
    cleanup();
    expect(render(CurtainView, { desk, view: viewOf(g, null) }).container.innerHTML).toBe(html);
  });

  it('reviews the round’s payout and the next bonus, and Continue says READY', async () => {
    const g = create();
    toTurns(g);
    while (!g.review) timeOut(g);
    const view = viewOf(g, 'P1');
    expect(view.phase).toBe('ROUND_END');
    const screen = board(view, 'P1');
    for (const c of view.payout!.companies) expect(screen.getByTestId(`sr-payout-${c.company}`).textContent).toContain(`$${c.perShare}`);
    expect(screen.getByTestId('sr-review-bonus').textContent).toContain('Round 2 starts');
    await fireEvent.click(screen.getByTestId('sr-review-continue'));
    expect(screen.act).toHaveBeenCalledWith({ type: 'READY' });
    cleanup();
    apply(g, { type: 'READY', player: 'P1' });
    expect(board(viewOf(g, 'P1'), 'P1').getByTestId('sr-review-continued')).toBeTruthy();
  });

  it('ranks the players at the end with their cash and shares, beside the file buttons', () => {
    const g = create({ rounds: 1 });
    toTurns(g);
    while (M.status(g) === 'RUNNING') {
      const w = activeWindow(M.windows(g))!;
      if (w.kind === 'display') for (const s of w.seats) apply(g, { type: 'READY', player: s });
      else timeOut(g);
    }
    const view = viewOf(g, null);
    const { desk } = deskWith();
    const exportButton = createRawSnippet(() => ({ render: () => '<button data-testid="export-game">Save</button>' }));
    const screen = render(Sr1876End, { desk, view, gameName: null, exportButton, exportError: null });
    const rows = screen.getByTestId('ranking').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    for (const r of view.result!.ranking) expect(screen.getByTestId(`net-worth-${r.player}`).textContent).toBe(`$${r.netWorth}`);
    expect(screen.getByTestId('export-game')).toBeTruthy();
    expect(screen.getByTestId('export-csv')).toBeTruthy();
  });
});
