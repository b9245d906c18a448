import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/svelte';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import { renderBoard } from './tycoon-fixtures.ts';

/**
 * Tycoon's prompts and windows on the board: rights offers before the turn's action, a buyback offer, premium
 * rates (P1), withhold (E1), strike (E3), suspensions (E5), a debt cover (E9) and a deferred-debt settlement;
 * what each sends, and that a seat with no say sees only who is answering.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const STRATEGIST = { mode: 'strategist' as const, features: { shorts: true, options: true, dividends: true, buybacks: true } };

describe('in a turn', () => {
  it('asks the rights offers first: exercise in lots up to the entitlement, or decline; the action form waits', async () => {
    const { getByTestId, queryByTestId, act } = renderBoard({ me: { rightsPrompts: [{ window: 3, company: 'TTN', entitlement: 4000 }, { window: 4, company: 'GLB', entitlement: 2000 }] } });
    expect(queryByTestId('tycoon-trade')).toBeNull();
    expect(getByTestId('tycoon-rights-3').textContent).toContain('TTN: up to 4,000 shares');
    expect((getByTestId('tycoon-rights-lots-3') as HTMLInputElement).value).toBe('4');
    await fireEvent.input(getByTestId('tycoon-rights-lots-3'), { target: { value: '2' } });
    await fireEvent.click(getByTestId('tycoon-rights-exercise-3'));
    await fireEvent.click(getByTestId('tycoon-rights-decline-4'));
    expect(act.mock.calls.map((c) => c[0])).toEqual([
      { type: 'exerciseRights', window: 3, qty: 2000 },
      { type: 'declineRights', window: 4 },
    ]);
  });

  it('settles a deferred debt with cash, Loan cards and sales, checked by the engine', async () => {
    const { getByTestId, act, check } = renderBoard({
      pub: { pending: { kind: 'settle', seat: 'P1', debt: 250_000 } },
      players: { P1: { cash: 50_000, holdings: { ATL: 0, TTN: 0, GLB: 0, OMG: 10_000, VTC: 0, NOV: 0 } } },
    });
    expect(getByTestId('tycoon-debt-settle').textContent).toContain('You owe $250,000');
    await fireEvent.click(getByTestId('tycoon-debt-loan-1:LOAN:1'));
    await fireEvent.input(getByTestId('tycoon-debt-sell-OMG'), { target: { value: '2' } });
    // Cash $50,000 + a Loan $100,000 + 2,000 OMG at $70: the engine's preview with its verdict.
    await waitFor(() => expect(getByTestId('tycoon-debt-raised').textContent).toBe('Raised $290,000 of $250,000'));
    await waitFor(() => expect(check).toHaveBeenLastCalledWith({ type: 'settleDebt', loans: ['1:LOAN:1'], sales: [{ company: 'OMG', qty: 2000 }] }));
    await waitFor(() => expect(getByTestId('tycoon-debt-verdict').dataset.ok).toBe('true'));
    await fireEvent.click(getByTestId('tycoon-debt-send'));
    expect(act).toHaveBeenCalledWith({ type: 'settleDebt', loans: ['1:LOAN:1'], sales: [{ company: 'OMG', qty: 2000 }] });
  });

  it('lets an eligible holder offer shares to a buyback (0 up to its holding)', async () => {
    const { getByTestId, act } = renderBoard({
      pub: { ...STRATEGIST, actor: 'P2', pending: { kind: 'buyback', chairman: 'P2', company: 'VTC', qty: 30_000, price: 78, seats: ['P1', 'P3'], answered: [] } },
      players: { P1: { holdings: { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 20_000, NOV: 0 } } },
    });
    expect(getByTestId('tycoon-buyback').textContent).toContain('Bob buys back up to 30,000 shares at $78');
    expect(getByTestId('tycoon-buyback').textContent).toContain('0 to 20,000 shares');
    await fireEvent.input(getByTestId('tycoon-buyback-lots'), { target: { value: '15' } });
    await fireEvent.click(getByTestId('tycoon-buyback-send'));
    expect(act).toHaveBeenCalledWith({ type: 'buybackOffer', qty: 15_000 });
  });

  it('shows a buyback’s progress to seats with no shares in it', () => {
    const { getByTestId, queryByTestId } = renderBoard({ pub: { ...STRATEGIST, actor: 'P2', pending: { kind: 'buyback', chairman: 'P2', company: 'VTC', qty: 30_000, price: 78, seats: ['P3'], answered: [] } } });
    expect(getByTestId('tycoon-buyback').textContent).toContain('Holders are answering Bob’s buyback of VTC');
    expect(queryByTestId('tycoon-buyback-send')).toBeNull();
  });
});

describe('the year’s windows', () => {
  it('P1: a Chairman sets each chaired company’s premium rate; an answered company shows its rate', async () => {
    const { getByTestId, queryByTestId, act } = renderBoard({
      pub: { ...STRATEGIST, phase: 'P1', actor: null, pending: { kind: 'premium', seats: ['P1'], answered: [] } },
      companies: { OMG: { chairman: 'P1' }, ATL: { chairman: 'P1' } },
      me: { sealed: { ATL: 15 } },
    });
    expect(getByTestId('tycoon-premium-ATL').textContent).toContain('ATL: set to 15 %');
    expect(queryByTestId('tycoon-premium-ATL-5')).toBeNull();
    await fireEvent.click(getByTestId('tycoon-premium-OMG-5'));
    expect(act).toHaveBeenCalledWith({ type: 'setPremium', company: 'OMG', pct: 5 });
  });

  it('E1: a Director picks one of its own price cards of the company, or nothing', async () => {
    const { getByTestId, act } = renderBoard({
      pub: { phase: 'E1', actor: null, pending: { kind: 'withhold', seats: ['P1'], answered: [] } },
      companies: { NOV: { director: 'P1' }, GLB: { director: 'P1' } },
    });
    // Only companies where the Director holds cards: GLB has none in the hand.
    const nov = getByTestId('tycoon-withhold-NOV');
    expect(nov.textContent).toContain('NOV +30');
    expect(nov.textContent).toContain('NOV −5');
    expect(() => getByTestId('tycoon-withhold-GLB')).toThrow();
    await fireEvent.click(getByTestId('tycoon-withhold-card-1:NOV:-5'));
    await fireEvent.click(getByTestId('tycoon-withhold-send-NOV'));
    expect(act).toHaveBeenCalledWith({ type: 'withhold', company: 'NOV', card: '1:NOV:-5' });
  });

  it('E1: an answered company shows the seat its own sealed choice', () => {
    const { getByTestId, queryByTestId } = renderBoard({
      pub: { phase: 'E1', actor: null, pending: { kind: 'withhold', seats: ['P1'], answered: [] } },
      companies: { NOV: { director: 'P1' }, VTC: { director: 'P1' } },
      me: { sealed: { NOV: '1:NOV:-5', VTC: null } },
    });
    expect(getByTestId('tycoon-withhold-NOV').textContent).toContain('NOV: NOV −5 (sealed until the window closes)');
    expect(getByTestId('tycoon-withhold-VTC').textContent).toContain('VTC: nothing');
    expect(queryByTestId('tycoon-withhold-send-NOV')).toBeNull();
  });

  it('E3: a Chairman strikes a counted revealed card from any hand, never a struck one; "nothing" sends null', async () => {
    const yearEnd = {
      revealed: [
        { seat: 'P1', cards: ['1:NOV:+30'] },
        { seat: 'P2', cards: ['1:NOV:-30', '1:NOV:+10', '1:ATL:-5'] },
      ],
      withheldBy: { NOV: 'P3' }, struck: [{ company: 'NOV' as const, card: '1:NOV:+10', by: 'P2' }], tally: null, suspended: [], settlements: null,
    };
    const { getByTestId, act } = renderBoard({ pub: { phase: 'E3', actor: null, yearEnd, pending: { kind: 'strike', seats: ['P1'], answered: [] } }, companies: { NOV: { chairman: 'P1' } } });
    const row = getByTestId('tycoon-strike-NOV');
    expect(row.textContent).toContain('NOV −30 (Bob)');
    expect(row.textContent).toContain('NOV +30 (Ann)');
    expect(row.textContent).not.toContain('NOV +10');
    expect(row.textContent).not.toContain('ATL');
    await fireEvent.click(getByTestId('tycoon-strike-send-NOV'));
    expect(act).toHaveBeenCalledWith({ type: 'strike', company: 'NOV', card: null });
  });

  it('E5: the holder suspends up to one company per Share Suspended card, or none', async () => {
    const { getByTestId, act } = renderBoard({
      pub: { phase: 'E5', actor: null, pending: { kind: 'suspend', seat: 'P1', queue: [] } },
      companies: { ATL: { suspended: true } },
    });
    expect(() => getByTestId('tycoon-suspend-ATL')).toThrow();
    await fireEvent.click(getByTestId('tycoon-suspend-NOV'));
    // One card: a second company cannot be picked.
    expect((getByTestId('tycoon-suspend-VTC') as HTMLInputElement).disabled).toBe(true);
    await fireEvent.click(getByTestId('tycoon-suspend-send'));
    expect(act).toHaveBeenCalledWith({ type: 'suspend', companies: ['NOV'] });
  });

  it('E5: everyone else sees who is choosing', () => {
    const { getByTestId } = renderBoard({ pub: { phase: 'E5', actor: null, pending: { kind: 'suspend', seat: 'P2', queue: [] } } });
    expect(getByTestId('tycoon-waiting').textContent).toBe('Bob is choosing companies to suspend.');
  });

  it('E9: a debtor sells shares to cover what its cash is below zero; the engine’s refusal reads as a sentence', async () => {
    const check = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: false, reason: 'COVER_INSUFFICIENT', message: '' }));
    const { getByTestId, act } = renderBoard(
      {
        pub: { ...STRATEGIST, phase: 'E9', actor: null, pending: { kind: 'cover', seats: ['P1'], answered: [] } },
        players: { P1: { cash: -250_000, holdings: { ATL: 10_000, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 2_000 } } },
      },
      { check },
    );
    expect(getByTestId('tycoon-debt-cover').textContent).toContain('You owe $250,000');
    await fireEvent.input(getByTestId('tycoon-debt-sell-ATL'), { target: { value: '8' } });
    await waitFor(() => expect(getByTestId('tycoon-debt-raised').textContent).toBe('Raised $200,000 of $250,000'));
    await waitFor(() => expect(getByTestId('tycoon-debt-verdict').dataset.reason).toBe('COVER_INSUFFICIENT'));
    expect(getByTestId('tycoon-debt-verdict').textContent).toContain('do not cover the debt');
    expect((getByTestId('tycoon-debt-send') as HTMLButtonElement).disabled).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });

  it('a seat with no say in a sealed window is told so', () => {
    const { getByTestId } = renderBoard({ pub: { phase: 'E1', actor: null, pending: { kind: 'withhold', seats: ['P2'], answered: [] } } });
    expect(getByTestId('tycoon-waiting').textContent).toBe('Nothing for you to decide in this window.');
  });
});
