/**
 * The order ticket says what the engine will do (issue 10): no "accepted" beside a warning that the order
 * would fail, limit texts that follow the engine's trigger rule (D-08), a short previewed with the engine's
 * numbers, an unsent order reported when its phase ends, and a market order that can be changed (PD-18).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import OrderTicket from '../../src-renderer/games/sectors/board/OrderTicket.svelte';
import OrdersList from '../../src-renderer/games/sectors/board/OrdersList.svelte';
import UnsentOrderNotice from '../../src-renderer/games/sectors/board/UnsentOrderNotice.svelte';
import { UnsentOrders } from '../../src-renderer/games/sectors/board/unsent-order.svelte.ts';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import { fastForward } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState, Input } from '../../src-shared/games/sectors/types.ts';
import type { SeatAction } from '../../src-renderer/games/sectors/board/model.ts';
import { gameAt, previewingCheck, viewOf } from './board-fixtures.ts';

afterEach(cleanup);

const accept = () => vi.fn(async (_action: SeatAction): Promise<Outcome> => ({ ok: true }));

/** A game at PLACE_STOCK_ORDERS with the first company floated at $51 (the example) and `om` shares on the open market. */
function at51(om = 4): { s: GameState; id: string } {
  const id = gameAt('PLACE_STOCK_ORDERS').companies[0].id;
  const s = gameAt('PLACE_STOCK_ORDERS', {}, { companies: { [id]: { status: 'ACTIVE', floatedTurn: 0, price: 51, ipoShares: 10 - om, omShares: om } } });
  return { s, id };
}

function ticket(s: GameState, check = accept(), store = new UnsentOrders()) {
  const act = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));
  // The preview comes with the engine's answer to check, as the host sends it (check_result.preview).
  const utils = render(OrderTicket, { view: viewOf(s, 'P1'), seat: 'P1', act, check: previewingCheck(s, 'P1', check), unsent: store });
  return { act, check, store, ...utils };
}

const choose = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

function engine(s: GameState, input: Input): void {
  const r = applyInPlace(s, input);
  if (!r.ok) throw new Error(`${input.type}: ${r.reason}`);
}

describe('the order ticket agrees with the engine', () => {
  it('never shows "accepts" beside a warning: a short with no lendable shares is accepted now but flagged as doomed', async () => {
    const { s, id } = at51(0);
    const { getByTestId, getAllByTestId } = ticket(s);
    await choose(getByTestId('order-type'), 'SHORT');
    await choose(getByTestId('order-company'), id);
    await waitFor(() => expect(getAllByTestId('preview-warning').map((w) => w.textContent!.trim())).toContain(
      `No ${id} shares on the open market can be lent now: as things stand this short would be rejected when it opens.`,
    ));
    const verdict = getByTestId('order-verdict');
    await waitFor(() => expect(verdict.getAttribute('data-ok')).toBe('true'));
    expect(verdict.getAttribute('data-caution')).toBe('true');
    expect(verdict.textContent).not.toContain('accept this order');
    expect(verdict.textContent).not.toContain('✓');
    expect(verdict.textContent).toContain('would be rejected later');
  });

  it('without a warning the verdict is the plain "accepts"', async () => {
    const { s, id } = at51(4);
    const { getByTestId, queryAllByTestId } = ticket(s);
    await choose(getByTestId('order-type'), 'SHORT');
    await choose(getByTestId('order-company'), id);
    expect(queryAllByTestId('preview-warning')).toHaveLength(0);
    await waitFor(() => expect(getByTestId('order-verdict').textContent).toContain('✓ The game would accept this order now.'));
    expect(getByTestId('order-verdict').getAttribute('data-caution')).toBeNull();
  });

  it('a limit buy at $47 with the price at $51 says the engine\'s rule: only a rise through $47 triggers it, after a fall below', async () => {
    const { s, id } = at51();
    const { getByTestId } = ticket(s);
    await choose(getByTestId('order-type'), 'LIMIT');
    await choose(getByTestId('order-company'), id);
    await type(getByTestId('order-price'), '47');
    await waitFor(() => expect(getByTestId('order-preview').textContent).toContain('A limit buy triggers only'));
    const text = getByTestId('order-preview').textContent!;
    expect(text).not.toContain('Triggers when the price rises through $47 (now $51)');
    expect(text).toContain('A limit buy triggers only when the price rises through $47. The price ($51) is above it now, so it must first fall below $47 and then climb back to it; the fall alone does not trigger it.');
    // At or above the price, the next rise reaches it.
    await type(getByTestId('order-price'), '55');
    await waitFor(() => expect(getByTestId('order-preview').textContent).toContain('Triggers when the price moves up to or through $55 (now $51)'));
  });

  it('a limit sell mirrors it: above the price it needs a rise first, at or below it the next fall', async () => {
    const { s, id } = at51();
    const { getByTestId } = ticket(s);
    await choose(getByTestId('order-type'), 'LIMIT');
    await choose(getByTestId('order-company'), id);
    await choose(getByTestId('order-side'), 'SELL');
    await type(getByTestId('order-price'), '55');
    await waitFor(() => expect(getByTestId('order-preview').textContent).toContain('A limit sell triggers only when the price falls through $55. The price ($51) is below it now'));
    await type(getByTestId('order-price'), '47');
    await waitFor(() => expect(getByTestId('order-preview').textContent).toContain('Triggers when the price moves down to or through $47 (now $51)'));
  });

  it('a 2-share short at $51: $102 paid to you, $51 margin, cash after up $51 — the rows and the note agree', async () => {
    const { s, id } = at51();
    const cash = s.players[0].cash;
    const { getByTestId } = ticket(s);
    await choose(getByTestId('order-type'), 'SHORT');
    await choose(getByTestId('order-company'), id);
    await type(getByTestId('order-quantity'), '2');
    const preview = getByTestId('order-preview');
    await waitFor(() => expect(getByTestId('preview-cost').textContent).toBe('$102'));
    expect(getByTestId('preview-cost').previousElementSibling!.textContent).toBe('Paid to you when it opens');
    expect(preview.textContent).not.toContain('You receive$51');
    expect(preview.textContent).toContain('Margin locked$51');
    expect(getByTestId('preview-cash-after').textContent).toBe(`$${cash + 51} (+$51)`);
    expect(preview.textContent).toContain('about $102 paid to you, $51 locked as margin, $5 interest per turn');
  });
});

describe('unsent and changed orders', () => {
  it('an order typed but not sent when the phase ends is reported after the phase changes', async () => {
    const { s, id } = at51();
    const store = new UnsentOrders();
    const { getByTestId, unmount } = ticket(s, accept(), store);
    const serial = s.phaseSerial;
    await choose(getByTestId('order-company'), id);
    await type(getByTestId('order-quantity'), '2');
    const notice = render(UnsentOrderNotice, { seat: 'P1', serial, store });
    expect(notice.queryByTestId('unsent-order')).toBeNull(); // still the same phase: nothing lost yet
    // The phase ends (time ran out): the ticket goes, the board shows the next phase.
    unmount();
    await notice.rerender({ seat: 'P1', serial: serial + 1, store });
    expect(notice.getByTestId('unsent-order').textContent).toContain(`Your unsent order (buy 2 ${id} at the IPO) was not placed: the phase ended before you sent it.`);
    await fireEvent.click(notice.getByTestId('unsent-order-dismiss'));
    expect(notice.queryByTestId('unsent-order')).toBeNull();
  });

  it('a sent order, or a form nobody touched, leaves no notice', async () => {
    const { s } = at51();
    const store = new UnsentOrders();
    const first = ticket(s, accept(), store);
    await type(first.getByTestId('order-quantity'), '2');
    await waitFor(() => expect(first.getByTestId('order-verdict').getAttribute('data-ok')).toBe('true'));
    await fireEvent.submit(first.getByTestId('order-submit').closest('form')!);
    expect(first.act).toHaveBeenCalledTimes(1);
    first.unmount();
    const untouched = ticket(s, accept(), store);
    untouched.unmount();
    const notice = render(UnsentOrderNotice, { seat: 'P1', serial: s.phaseSerial + 1, store });
    expect(notice.queryByTestId('unsent-order')).toBeNull();
  });

  it('a market order placed in this phase can be cancelled from the ticket and comes back into the form to be changed', async () => {
    const { s, id } = at51();
    engine(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: id, location: 'OPEN_MARKET', side: 'BUY', quantity: 2 });
    const orderId = s.orders.at(-1)!.id;
    const { getByTestId, act, rerender } = ticket(s);
    expect(getByTestId('order-verdict').textContent).toContain(`You placed: buy 2 ${id} at the open market. Until this phase ends you can cancel it and place another.`);
    expect((getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(getByTestId('order-change'));
    expect(act).toHaveBeenCalledWith({ type: 'CANCEL_MARKET_ORDER', orderId });
    engine(s, { type: 'CANCEL_MARKET_ORDER', player: 'P1', orderId });
    await rerender({ view: viewOf(s, 'P1') });
    expect((getByTestId('order-quantity') as HTMLInputElement).value).toBe('2');
    expect((getByTestId('order-location') as HTMLSelectElement).value).toBe('OPEN_MARKET');
    expect(getByTestId('order-ticket').textContent).toContain('Order cancelled: you can place another one in this sub-round.');
    await waitFor(() => expect(getByTestId('order-verdict').getAttribute('data-ok')).toBe('true'));
    expect((getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the orders list offers Cancel for this phase\'s market order and sends CANCEL_MARKET_ORDER; not once the phase is over', async () => {
    const { s, id } = at51();
    engine(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: id, location: 'IPO', side: 'BUY', quantity: 1 });
    const orderId = s.orders.at(-1)!.id;
    const act = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));
    const list = render(OrdersList, { view: viewOf(s, 'P1'), seat: 'P1', act });
    await fireEvent.click(list.getByTestId(`cancel-${orderId}`));
    expect(act).toHaveBeenCalledWith({ type: 'CANCEL_MARKET_ORDER', orderId });
    fastForward(s, 1, 'REVIEW_CONCEALED_ORDERS');
    await list.rerender({ view: viewOf(s, 'P1'), seat: 'P1', act: null });
    expect(list.queryByTestId(`cancel-${orderId}`)).toBeNull();
  });
});

describe('the order ticket and a pause', () => {
  it('asks again when the game is paused, so the verdict never says "accepts" while the host refuses everything', async () => {
    const { s, id } = at51();
    let paused = false;
    const check = vi.fn(async (_action: SeatAction): Promise<Outcome> => (paused ? { ok: false, reason: 'PAUSED', message: 'the game is paused' } : { ok: true }));
    const act = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));
    const utils = render(OrderTicket, { view: viewOf(s, 'P1'), seat: 'P1', act, check, unsent: new UnsentOrders(), paused: false });
    await choose(utils.getByTestId('order-company'), id);
    const verdict = utils.getByTestId('order-verdict');
    await waitFor(() => expect(verdict.getAttribute('data-ok')).toBe('true'));
    paused = true;
    await utils.rerender({ view: viewOf(s, 'P1'), seat: 'P1', act, check, unsent: new UnsentOrders(), paused: true });
    await waitFor(() => expect(verdict.getAttribute('data-ok')).toBe('false'));
    expect(verdict.textContent).not.toContain('accept this order');
  });
});
