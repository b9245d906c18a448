import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/svelte';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import { mergeView } from '../../src-renderer/games/tycoon/model.ts';
import { ANN_HAND, renderBoard, tycoonView } from './tycoon-fixtures.ts';

/**
 * Tycoon's board with hand-written views: the seat's own hand grouped by company with the view's sums and
 * buy-condition marks, other seats' hand sizes only, the turn's action form per mode with the engine's live
 * verdict, and what it sends.
 */

beforeAll(() => {
  // jsdom has no canvas: the charts simply do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const STRATEGIST = { mode: 'strategist' as const, features: { shorts: true, options: true, dividends: true, buybacks: true } };
const INVESTOR = { mode: 'investor' as const, features: { shorts: true, options: false, dividends: false, buybacks: false } };

const options = (el: HTMLElement) => [...el.querySelectorAll('option')].map((o) => o.value);

describe('the hand', () => {
  it('groups price cards by company with the view’s sum and buy-condition mark, and lists special cards with what they do', () => {
    const { getByTestId, queryByTestId } = renderBoard();
    const nov = getByTestId('tycoon-hand-NOV');
    expect(nov.textContent).toContain('−5');
    expect(nov.textContent).toContain('+30');
    expect(getByTestId('tycoon-hand-sum-NOV').textContent).toBe('Sum +25');
    expect(getByTestId('tycoon-hand-cond-NOV').dataset.ok).toBe('true');
    expect(getByTestId('tycoon-hand-sum-VTC').textContent).toBe('Sum −30');
    expect(getByTestId('tycoon-hand-cond-VTC').dataset.ok).toBe('false');
    expect(getByTestId('tycoon-hand-cond-VTC').textContent).toContain('Buy condition fails');
    // A company with no cards of the hand sums to 0 and passes.
    expect(getByTestId('tycoon-hand-GLB').textContent).toContain('No price cards');
    expect(getByTestId('tycoon-hand-sum-GLB').textContent).toBe('Sum 0');
    expect(getByTestId('tycoon-special-LOAN').textContent).toContain('Loan Stocks Matured');
    expect(getByTestId('tycoon-special-LOAN').textContent).toContain('+$100,000');
    expect(getByTestId('tycoon-special-SUSP').textContent).toContain('Share Suspended');
    expect(queryByTestId('tycoon-special-price')).toBeNull();
  });

  it('shows other seats’ hand sizes only, and no hand at all on a screen that may not show this seat’s secrets', () => {
    const { getByTestId, queryByTestId, container } = renderBoard({ players: { P2: { handSize: 9 } } }, { seat: 'P1', privateSeat: null });
    expect(getByTestId('tycoon-hand-size-P2').textContent).toBe('9 cards');
    expect(queryByTestId('tycoon-hand')).toBeNull();
    // None of the seat's cards is anywhere on the shared screen.
    for (const card of ANN_HAND) expect(container.innerHTML).not.toContain(card);
    expect(container.textContent).not.toContain('Sum +25');
  });

  it('never takes a private part for another seat than the one asked for', () => {
    const { pub, priv } = tycoonView();
    expect(mergeView(pub, priv, 'P2').me).toBeNull();
    expect(mergeView(pub, priv, null).me).toBeNull();
    expect(mergeView(pub, priv, 'P1').me?.hand).toEqual(ANN_HAND);
  });
});

describe('the turn', () => {
  it('offers a Trader buy, sell and the card plays of the hand; nothing of other modes', () => {
    const { getByTestId } = renderBoard();
    expect(options(getByTestId('tycoon-trade-kind'))).toEqual(['buy', 'sell', 'loan', 'rights']);
  });

  it('adds short for an Investor, and options, dividends and buybacks for a Strategist in the companies it controls', async () => {
    const investor = renderBoard({ pub: INVESTOR });
    expect(options(investor.getByTestId('tycoon-trade-kind'))).toEqual(['buy', 'sell', 'short', 'loan', 'rights']);
    cleanup();
    // Without a role in any company: no dividend, no buyback.
    const plain = renderBoard({ pub: STRATEGIST });
    expect(options(plain.getByTestId('tycoon-trade-kind'))).toEqual(['buy', 'sell', 'short', 'call', 'put', 'loan', 'rights']);
    cleanup();
    const chair = renderBoard({ pub: STRATEGIST, companies: { OMG: { chairman: 'P1' }, GLB: { director: 'P1' } } });
    expect(options(chair.getByTestId('tycoon-trade-kind'))).toEqual(['buy', 'sell', 'short', 'call', 'put', 'dividend', 'buyback', 'loan', 'rights']);
    // A dividend names the companies the seat controls; a buyback only those it chairs.
    await fireEvent.change(chair.getByTestId('tycoon-trade-kind'), { target: { value: 'dividend' } });
    expect(options(chair.getByTestId('tycoon-trade-company'))).toEqual(['GLB', 'OMG']);
    await fireEvent.change(chair.getByTestId('tycoon-trade-kind'), { target: { value: 'buyback' } });
    expect(options(chair.getByTestId('tycoon-trade-company'))).toEqual(['OMG']);
  });

  it('follows what the engine says the seat may send now (`can`)', () => {
    const { getByTestId } = renderBoard({ pub: INVESTOR, me: { can: ['buy', 'pass'] } });
    expect(options(getByTestId('tycoon-trade-kind'))).toEqual(['buy']);
  });

  it('asks the engine before sending: a refusal reads as a sentence and blocks Send', async () => {
    const check = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: false, reason: 'BUY_CONDITION_FAILED', message: 'hand sum below 0' }));
    const { getByTestId, act } = renderBoard({}, { check });
    await fireEvent.change(getByTestId('tycoon-trade-company'), { target: { value: 'VTC' } });
    await fireEvent.input(getByTestId('tycoon-trade-lots'), { target: { value: '2' } });
    await waitFor(() => expect(getByTestId('tycoon-verdict').dataset.reason).toBe('BUY_CONDITION_FAILED'));
    expect(getByTestId('tycoon-verdict').textContent).toContain('your cards of this company add up to less than 0');
    expect(check.mock.calls.at(-1)![0]).toEqual({ type: 'buy', company: 'VTC', qty: 2000 });
    expect((getByTestId('tycoon-send') as HTMLButtonElement).disabled).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });

  it('sends an accepted buy in lots of 1,000 shares, with its cost from the engine\'s preview', async () => {
    const { getByTestId, act } = renderBoard();
    await fireEvent.change(getByTestId('tycoon-trade-company'), { target: { value: 'NOV' } });
    await fireEvent.input(getByTestId('tycoon-trade-lots'), { target: { value: '3' } });
    await waitFor(() => expect(getByTestId('tycoon-trade-cost').textContent).toBe('Cost $225,000'));
    await waitFor(() => expect(getByTestId('tycoon-verdict').dataset.ok).toBe('true'));
    expect(getByTestId('tycoon-verdict').textContent).toContain('This move would be accepted now.');
    await fireEvent.click(getByTestId('tycoon-send'));
    expect(act).toHaveBeenCalledWith({ type: 'buy', company: 'NOV', qty: 3000 });
  });

  it('builds each action’s input: options, dividends, buybacks and card plays', async () => {
    const { getByTestId, act } = renderBoard({ pub: STRATEGIST, companies: { OMG: { chairman: 'P1' } } });
    const kind = getByTestId('tycoon-trade-kind');
    const send = async () => {
      await waitFor(() => expect(getByTestId('tycoon-verdict').dataset.ok).toBe('true'));
      await fireEvent.click(getByTestId('tycoon-send'));
    };
    await fireEvent.change(kind, { target: { value: 'put' } });
    await fireEvent.change(getByTestId('tycoon-trade-company'), { target: { value: 'OMG' } });
    await fireEvent.input(getByTestId('tycoon-trade-lots'), { target: { value: '5' } });
    await waitFor(() => expect(getByTestId('tycoon-trade-cost').textContent).toBe('Premium $35,000 (10 %)'));
    await send();
    await fireEvent.change(kind, { target: { value: 'dividend' } });
    await fireEvent.input(getByTestId('tycoon-trade-amount'), { target: { value: '15' } });
    await send();
    await fireEvent.change(kind, { target: { value: 'buyback' } });
    await fireEvent.input(getByTestId('tycoon-trade-lots'), { target: { value: '2' } });
    await fireEvent.input(getByTestId('tycoon-trade-amount'), { target: { value: '78' } });
    await send();
    await fireEvent.change(kind, { target: { value: 'loan' } });
    await send();
    await fireEvent.change(kind, { target: { value: 'rights' } });
    await fireEvent.change(getByTestId('tycoon-trade-company'), { target: { value: 'ATL' } });
    await fireEvent.input(getByTestId('tycoon-trade-lots'), { target: { value: '1' } });
    await send();
    expect(act.mock.calls.map((c) => c[0])).toEqual([
      { type: 'buyOption', company: 'OMG', kind: 'put', qty: 5000 },
      { type: 'declareDividend', company: 'OMG', perShare: 15 },
      { type: 'announceBuyback', company: 'OMG', qty: 2000, price: 78 },
      { type: 'playLoan', card: '1:LOAN:1' },
      { type: 'playRights', card: '1:RIGHTS:2', company: 'ATL', qty: 1000 },
    ]);
  });

  it('offers only Pass when the engine allows nothing else', () => {
    const { queryByTestId, getByTestId } = renderBoard({ me: { can: ['pass'] } });
    expect(queryByTestId('tycoon-trade-kind')).toBeNull();
    expect(queryByTestId('tycoon-send')).toBeNull();
    expect(getByTestId('tycoon-pass')).toBeTruthy();
  });

  it('passes', async () => {
    const { getByTestId, act } = renderBoard();
    await fireEvent.click(getByTestId('tycoon-pass'));
    expect(act).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('shows only whose turn it is to everyone else', () => {
    const { getByTestId, queryByTestId } = renderBoard({ pub: { actor: 'P2' } });
    expect(getByTestId('tycoon-waiting').textContent).toBe('It is Bob’s turn.');
    expect(queryByTestId('tycoon-trade')).toBeNull();
  });

  it('marks the dealer and the acting seat in the turn order', () => {
    const { getByTestId } = renderBoard({ pub: { actor: 'P2' } });
    expect(within(getByTestId('tycoon-order-P3')).getByTestId('tycoon-dealer')).toBeTruthy();
    expect(getByTestId('tycoon-order-P2').getAttribute('aria-current')).toBe('step');
    expect(getByTestId('tycoon-turn-order').textContent).toContain('Year 2 of 10 · Round 1 of 3');
  });
});

describe('the companies', () => {
  it('show the price, roles, suspension and only the figures of the mode’s features', () => {
    const trader = renderBoard({ companies: { NOV: { chairman: 'P2', director: 'P1', suspended: true } } });
    const nov = trader.getByTestId('tycoon-company-NOV');
    expect(trader.getByTestId('tycoon-price-NOV').textContent).toBe('$75');
    expect(trader.getByTestId('tycoon-chairman-NOV').textContent).toBe('Chairman: Bob');
    expect(trader.getByTestId('tycoon-director-NOV').textContent).toBe('Director: Ann');
    expect(trader.getByTestId('tycoon-suspended-NOV')).toBeTruthy();
    expect(nov.textContent).not.toContain('Premium rate');
    expect(nov.textContent).not.toContain('Shorted');
    cleanup();
    const strategist = renderBoard({ pub: STRATEGIST, companies: { NOV: { premiumPct: 15, optionsWritten: 5000 } } });
    const card = strategist.getByTestId('tycoon-company-NOV');
    expect(card.textContent).toContain('Premium rate15 %');
    expect(card.textContent).toContain('5,000 of 40,000');
  });
});
