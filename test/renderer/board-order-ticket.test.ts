import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import OrderTicket from '../../src-renderer/games/sectors/board/OrderTicket.svelte';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import type { SeatAction } from '../../src-renderer/games/sectors/board/model.ts';
import { gameAt, previewingCheck, viewOf } from './board-fixtures.ts';

afterEach(cleanup);

const accept = () => vi.fn(async (_action: SeatAction): Promise<Outcome> => ({ ok: true }));

function setup(config: Parameters<typeof gameAt>[1] = {}, check = accept(), overrides?: Parameters<typeof gameAt>[2]) {
  const s = gameAt('PLACE_STOCK_ORDERS', config, overrides);
  const act = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));
  const view = viewOf(s, 'P1');
  // The preview comes with the engine's answer to check, as the host sends it (check_result.preview).
  const utils = render(OrderTicket, { view, seat: 'P1', act, check: previewingCheck(s, 'P1', check) });
  return { s, view, act, check, ...utils };
}

async function choose(el: HTMLElement, value: string): Promise<void> {
  await fireEvent.change(el, { target: { value } });
}

describe('OrderTicket', () => {
  it('previews a market buy: cost, cash after and ownership after, from the engine\'s preview', async () => {
    const { s, getByTestId } = setup();
    const c = s.companies[1];
    const cash = s.players[0].cash;
    await choose(getByTestId('order-company'), c.id);
    await choose(getByTestId('order-location'), 'IPO');
    await fireEvent.input(getByTestId('order-quantity'), { target: { value: '3' } });
    const preview = getByTestId('order-preview');
    await waitFor(() => expect(getByTestId('preview-cost').textContent).toBe(`$${3 * c.ipoPrice}`));
    expect(getByTestId('preview-cash-after').textContent).toContain(`$${cash - 3 * c.ipoPrice}`);
    expect(getByTestId('preview-ownership').textContent).toBe('3 of 10 (30 %)');
    expect(preview.textContent).toContain('IPO purchases do not move the price');
    expect(preview.querySelectorAll('[data-testid="preview-warning"]')).toHaveLength(0);
  });

  it('warns about what only resolution checks: cash and the ownership cap', async () => {
    const { s, getByTestId, getAllByTestId } = setup({}, accept(), { players: { P1: { cash: 50 } } });
    const c = s.companies[0];
    await choose(getByTestId('order-company'), c.id);
    await fireEvent.input(getByTestId('order-quantity'), { target: { value: '7' } });
    await waitFor(() => expect(getByTestId('preview-cost').textContent).toBe(`$${7 * c.ipoPrice}`));
    const warnings = getAllByTestId('preview-warning').map((w) => w.textContent);
    expect(warnings.some((w) => w!.includes(`You have $50 but this costs $${7 * c.ipoPrice}`))).toBe(true);
    expect(warnings.some((w) => w!.includes('over the ownership cap of 6'))).toBe(true);
    expect(getByTestId('preview-cash-after').textContent).toContain(`−$${7 * c.ipoPrice - 50}`);
  });

  it('shows the engine’s verdict from check, with its reason in words, and blocks the submit', async () => {
    const check = vi.fn(async (_action: SeatAction): Promise<Outcome> => ({ ok: false, reason: 'NO_LIMIT_ACTIONS', message: 'no limit actions left' }));
    const { getByTestId } = setup({}, check);
    await choose(getByTestId('order-type'), 'LIMIT');
    await waitFor(() => expect(getByTestId('order-verdict').getAttribute('data-reason')).toBe('NO_LIMIT_ACTIONS'));
    expect(getByTestId('order-verdict').textContent).toContain('you have no limit actions left');
    expect((getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(true);
    const asked = check.mock.calls.at(-1)![0];
    expect(asked).toMatchObject({ type: 'PLACE_LIMIT_ORDER', side: 'BUY', quantity: 1 });
  });

  it('shows the fields each order type needs', async () => {
    const { getByTestId, queryByTestId } = setup();
    // Market under PRIORITY: location and side, no price.
    expect(queryByTestId('order-location')).not.toBeNull();
    expect(queryByTestId('order-side')).not.toBeNull();
    expect(queryByTestId('order-price')).toBeNull();
    await choose(getByTestId('order-type'), 'LIMIT');
    expect(queryByTestId('order-location')).toBeNull();
    expect(queryByTestId('order-side')).not.toBeNull();
    expect(queryByTestId('order-price')).not.toBeNull();
    await choose(getByTestId('order-type'), 'SHORT');
    expect(queryByTestId('order-side')).toBeNull();
    expect(queryByTestId('order-price')).toBeNull();
    expect(queryByTestId('order-quantity')).not.toBeNull();
    await choose(getByTestId('order-type'), 'OPTION');
    expect(queryByTestId('order-contract')).not.toBeNull();
    expect(queryByTestId('order-quantity')).toBeNull();
  });

  it('asks for a bid on buys under bid priority, and sends it', async () => {
    const { s, getByTestId, act } = setup({ distributionStrategy: 'BID_PRIORITY' });
    const c = s.companies[0];
    await choose(getByTestId('order-company'), c.id);
    const price = getByTestId('order-price') as HTMLInputElement;
    expect(price.value).toBe(String(c.ipoPrice));
    await fireEvent.input(price, { target: { value: String(c.ipoPrice + 5) } });
    await waitFor(() => expect(getByTestId('preview-cost').textContent).toBe(`$${c.ipoPrice + 5}`));
    await choose(getByTestId('order-side'), 'SELL');
    // A sale goes to the open market and carries no bid.
    expect((getByTestId('order-location') as HTMLSelectElement).value).toBe('OPEN_MARKET');
    expect(document.querySelector('[data-testid="order-price"]')).toBeNull();
    await choose(getByTestId('order-side'), 'BUY');
    await choose(getByTestId('order-location'), 'IPO');
    await fireEvent.input(getByTestId('order-price'), { target: { value: String(c.ipoPrice + 5) } });
    await waitFor(() => expect(getByTestId('order-verdict').getAttribute('data-ok')).toBe('true'));
    await fireEvent.submit(getByTestId('order-submit').closest('form')!);
    expect(act).toHaveBeenCalledWith({ type: 'PLACE_MARKET_ORDER', companyId: c.id, location: 'IPO', side: 'BUY', quantity: 1, bid: c.ipoPrice + 5 });
  });

  it('previews a short: value received, margin locked and interest', async () => {
    const { s, getByTestId } = setup();
    const c = s.companies[0];
    await choose(getByTestId('order-type'), 'SHORT');
    await choose(getByTestId('order-company'), c.id);
    await fireEvent.input(getByTestId('order-quantity'), { target: { value: '2' } });
    const value = 2 * c.ipoPrice; // an unfloated company sits at its IPO price
    const margin = Math.ceil(value / 2);
    await waitFor(() => expect(getByTestId('preview-cash-after').textContent).toContain(`$${s.players[0].cash - margin + value}`));
    expect(getByTestId('order-preview').textContent).toContain(`${'$'}${margin}`);
    expect(getByTestId('preview-cash-after').textContent).toContain(`$${s.players[0].cash - margin + value}`);
    expect(getByTestId('order-preview').textContent).toContain(`about $${value} paid to you`);
  });
});
