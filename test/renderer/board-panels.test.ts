import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import ActionPanel from '../../src-renderer/games/sectors/board/ActionPanel.svelte';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import { fastForward } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { SeatAction } from '../../src-renderer/games/sectors/board/model.ts';
import { gameAt, viewOf } from './board-fixtures.ts';

afterEach(cleanup);

function mocks(verdict: Outcome = { ok: true }) {
  return {
    act: vi.fn(async (_a: unknown): Promise<Outcome> => ({ ok: true })),
    check: vi.fn(async (_a: SeatAction): Promise<Outcome> => verdict),
  };
}

describe('phase input panels', () => {
  it('insolvency round: cash and share contributions with the engine’s verdict', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const c = s.companies[0];
    Object.assign(c, { status: 'INSOLVENT', floatedTurn: 0, treasury: 0, ipoShares: 7, holdings: { P1: 3 } });
    fastForward(s, 1, 'COMPANY_VOTE');
    expect(s.companyRound!.mode).toBe('INSOLVENCY');
    const { act, check } = mocks({ ok: false, reason: 'INSUFFICIENT_CASH', message: 'amount > cash' });
    const { getByTestId } = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    expect(getByTestId('insolvency-panel').textContent).toContain(`${c.id} is insolvent`);
    expect(getByTestId('insolvency-panel').textContent).toContain('$200'); // a STARTUP's shortfall
    await fireEvent.input(getByTestId('contribute-cash-input'), { target: { value: '9999' } });
    await waitFor(() => expect(getByTestId('contribute-cash-verdict').getAttribute('data-reason')).toBe('INSUFFICIENT_CASH'));
    expect(getByTestId('contribute-cash-verdict').textContent).toContain('not enough cash');
    expect((getByTestId('contribute-cash-submit') as HTMLButtonElement).disabled).toBe(true);

    check.mockImplementation(async () => ({ ok: true }));
    await fireEvent.input(getByTestId('contribute-shares-input'), { target: { value: '2' } });
    await waitFor(() => expect(getByTestId('contribute-shares-verdict').getAttribute('data-ok')).toBe('true'));
    expect(getByTestId('contribute-shares-submit').textContent).toContain(`$${2 * c.ipoPrice}`);
    await fireEvent.click(getByTestId('contribute-shares-submit'));
    expect(act).toHaveBeenCalledWith({ type: 'CONTRIBUTE_SHARES', quantity: 2 });
  });

  it('company vote: offered actions with prices, at most N picked, submitted as a vote', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const c = s.companies[0];
    Object.assign(c, { status: 'ACTIVE', floatedTurn: 0, ipoShares: 6, holdings: { P1: 4 } });
    fastForward(s, 1, 'COMPANY_VOTE');
    const { act, check } = mocks();
    const { getByTestId } = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    const panel = getByTestId('company-vote-panel');
    expect(panel.textContent).toContain(`What should ${c.id} do?`);
    expect(panel.textContent).toContain('$300'); // large marketing, first come
    expect(panel.textContent).toContain('first come $300 / $450 / $600');
    await fireEvent.click(getByTestId('company-action-SMALL_MARKETING'));
    await fireEvent.click(getByTestId('company-action-RESEARCH')); // N = 1: the new pick replaces the old one
    expect((getByTestId('company-action-SMALL_MARKETING') as HTMLInputElement).checked).toBe(false);
    expect((getByTestId('company-action-RESEARCH') as HTMLInputElement).checked).toBe(true);
    expect(panel.textContent).toContain('Your choice costs $200');
    await waitFor(() => expect(getByTestId('company-vote-verdict').getAttribute('data-ok')).toBe('true'));
    await fireEvent.submit(getByTestId('company-vote-submit').closest('form')!);
    expect(act).toHaveBeenCalledWith({ type: 'VOTE_COMPANY_ACTIONS', actions: ['RESEARCH'] });
  });

  it('cover shorts and exercise options: one button per open short / in-the-money contract', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const c = s.companies[0];
    Object.assign(c, { status: 'ACTIVE', floatedTurn: 0 });
    s.orders.push({ id: 50, type: 'SHORT', player: 'P1', turn: 0, subRound: 1, status: 'OPEN', company: c.id, quantity: 2, value: 2 * c.ipoPrice, margin: c.ipoPrice });
    s.players[0].margin = c.ipoPrice;
    s.phase = 'COVER_SHORTS';
    s.inputs.eligible = ['P1'];
    const { act, check } = mocks();
    const cover = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    expect(cover.getByTestId('cover-panel').textContent).toContain(`2 ${c.id}`);
    await fireEvent.click(cover.getByTestId('cover-50'));
    expect(act).toHaveBeenLastCalledWith({ type: 'COVER_SHORT', shortId: 50 });
    cover.unmount();

    s.contracts.push({ id: 4, company: c.id, term: 2, shares: 5, stepBonus: 1, strike: c.ipoPrice - 5, premium: 30, state: 'PURCHASED', owner: 'P1', elapsed: 0, orderId: null });
    s.phase = 'EXERCISE_OPTIONS';
    const exercise = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    expect(exercise.getByTestId('exercise-panel').textContent).toContain('$25'); // (price − strike) × 5
    await fireEvent.click(exercise.getByTestId('exercise-4'));
    expect(act).toHaveBeenLastCalledWith({ type: 'EXERCISE_OPTION', contractId: 4 });
  });

  it('revenue vote: one button per choice with what the holder would get', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const c = s.companies[0];
    s.phase = 'REVENUE_VOTE';
    Object.assign(c, { status: 'ACTIVE', floatedTurn: 0, ipoShares: 5, holdings: { P1: 5 } });
    s.turnState.revenue[c.id] = { revenue: 171, outcome: null, distributed: 0 };
    s.inputs.eligible = ['P1'];
    s.inputs.revenueEligible = { [c.id]: ['P1'] };
    const { act, check } = mocks();
    const { getByTestId } = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    expect(getByTestId(`revenue-vote-${c.id}-FULL`).textContent).toContain('you get $85'); // floor(171 × 5 / 10)
    expect(getByTestId(`revenue-vote-${c.id}-HALF`).textContent).toContain('you get $43'); // floor(86 × 5 / 10)
    expect(getByTestId(`revenue-vote-${c.id}-RETAIN`).textContent).toContain('price down 1 step');
    await fireEvent.click(getByTestId(`revenue-vote-${c.id}-HALF`));
    expect(act).toHaveBeenCalledWith({ type: 'VOTE_REVENUE', companyId: c.id, choice: 'HALF' });
  });

  it('tranche vote and distribution', async () => {
    const s = gameAt('TRANCHE_VOTE', {}, undefined, 3);
    const { act, check } = mocks();
    const vote = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    await fireEvent.click(vote.getByTestId('tranche-vote-2'));
    expect(act).toHaveBeenLastCalledWith({ type: 'VOTE_TRANCHE', packageId: 2 });
    vote.unmount();

    applyInPlace(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    fastForward(s, 3, 'TRANCHE_DISTRIBUTE');
    const pkg = s.tranches.find((t) => t.id === 1)!;
    expect(pkg.winner).toBe('P1');
    const allocate = render(ActionPanel, { view: viewOf(s, 'P1'), seat: 'P1', act, check });
    expect(allocate.getByTestId('tranche-allocate-panel').textContent).toContain(`$${pkg.cash}`);
    await fireEvent.input(allocate.getByTestId('tranche-cash-P2'), { target: { value: '10' } });
    await fireEvent.input(allocate.getByTestId('tranche-cash-P1'), { target: { value: String(pkg.cash - 10) } });
    await waitFor(() => expect(allocate.getByTestId('tranche-allocate-verdict').getAttribute('data-ok')).toBe('true'));
    await fireEvent.submit(allocate.getByTestId('tranche-allocate-submit').closest('form')!);
    expect(act).toHaveBeenLastCalledWith(expect.objectContaining({
      type: 'ALLOCATE_TRANCHE', packageId: 1, cash: [{ player: 'P1', amount: pkg.cash - 10 }, { player: 'P2', amount: 10 }],
    }));
  });
});
