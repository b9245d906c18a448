import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import type { Outcome } from '../../src-renderer/client/desk.svelte.ts';
import { gameEntry } from '../../src-renderer/games/registry.ts';
import TextBoard from '../../src-renderer/games/tycoon/TextBoard.svelte';
import { timeWords } from '../../src-renderer/games/tycoon/format.ts';
import { mergeView } from '../../src-renderer/games/tycoon/model.ts';
import { deskWith } from './shell-fake-client.ts';
import { tycoonView, type Overrides } from './tycoon-fixtures.ts';

/**
 * Tycoon's board as text (Screen-reader mode): where the game stands in words (year, round, step, whose turn, time
 * left), the seat's cash, shares, roles and hand (cards by company with each sum and the buy condition), every
 * company's current price in a labelled table, the players, and the move from labelled native controls whose
 * verdict is the engine's (`check`) and whose inputs go through `act`.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const STRATEGIST = { mode: 'strategist' as const, features: { shorts: true, options: true, dividends: true, buybacks: true } };

function renderText(o: Overrides = {}, opts: { seat?: string | null; privateSeat?: string | null; check?: (a: unknown) => Promise<Outcome>; remainingMs?: number | null } = {}) {
  const seat = opts.seat === undefined ? 'P1' : opts.seat;
  const privateSeat = opts.privateSeat === undefined ? seat : opts.privateSeat;
  const { desk } = deskWith();
  desk.log = [];
  if (opts.remainingMs !== undefined) desk.remainingMs = () => opts.remainingMs ?? null;
  const act = vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));
  const check = vi.fn(opts.check ?? (async (): Promise<Outcome> => ({ ok: true })));
  const { pub, priv } = tycoonView(o);
  const view = mergeView(pub, priv, privateSeat);
  const screen = render(TextBoard, { desk, view, seat, privateSeat, shared: false, act, check, projector: false, paused: false });
  return { ...screen, act, check, desk };
}

describe('the board as text', () => {
  it('is Tycoon’s TextBoard in the registry', async () => {
    const ui = await gameEntry('tycoon')!.load();
    expect(ui.TextBoard).toBe(TextBoard);
  });

  it('says where the game stands: year, round and step, whose turn, time left in words, the seat and its roles', () => {
    const { getByTestId, getByRole } = renderText({ companies: { NOV: { chairman: 'P1' }, ATL: { director: 'P1' } } }, { remainingMs: 75_000 });
    expect(getByRole('heading', { level: 2, name: /Year 2 of 10, Round 1 of 3 · Trading/ })).toBeTruthy();
    expect(getByTestId('tycoon-text-instruction').textContent).toBe('Your turn: one action, or pass.');
    expect(getByTestId('tycoon-text-time').textContent).toBe('Time left: about 1 minute 20 seconds.');
    expect(getByTestId('tycoon-text-seat').textContent).toBe('You play Ann. Your roles: Chairman of NOV, Director of ATL.');
  });

  it('says whose turn it is when it is another seat’s, and that there is no clock in a timerless game', () => {
    const { getByTestId, queryByTestId } = renderText({ pub: { actor: 'P2' } }, { remainingMs: null });
    expect(getByTestId('tycoon-text-instruction').textContent).toBe('Bob is taking a turn.');
    expect(getByTestId('tycoon-text-time').textContent).toBe('No time limit.');
    expect(queryByTestId('tycoon-trade')).toBeNull();
    expect(getByTestId('tycoon-waiting').textContent).toBe('It is Bob’s turn.');
  });

  it('states the seat’s cash, net worth and shares, and its hand by company with each card sum and the buy condition', () => {
    const { getByTestId, getByRole } = renderText({ players: { P1: { cash: 1_450_500, netWorth: 1_600_500, holdings: { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 2_000 } } } });
    expect(getByTestId('tycoon-text-cash').textContent).toBe('Cash: $1,450,500');
    expect(getByTestId('tycoon-text-net-worth').textContent).toBe('Net worth: $1,600,500');
    const holdings = getByRole('table', { name: 'Your shares at current prices' });
    expect(within(holdings).getByRole('row', { name: /NOV/ }).textContent).toContain('2,000$75$150,000');
    const hand = getByRole('table', { name: /Your price cards by company/ });
    expect(within(hand).getByRole('columnheader', { name: 'Card sum' })).toBeTruthy();
    expect(getByTestId('tycoon-text-hand-NOV').textContent).toBe('NOV−5, +30+25met: you may buy it');
    expect(getByTestId('tycoon-text-hand-VTC').textContent).toBe('VTC−20, −10−30not met: a Buy is refused');
    expect(getByTestId('tycoon-text-hand-GLB').textContent).toContain('No price cards');
    expect(getByTestId('tycoon-text-specials').textContent).toContain('Loan Stocks Matured: On your turn: +$100,000 cash.');
  });

  it('lists every company’s current price in a labelled table, with roles and this year’s figures', () => {
    const { getByRole, getByTestId } = renderText({ pub: STRATEGIST, companies: { VTC: { chairman: 'P2', director: 'P1', suspended: true } } });
    const table = getByRole('table', { name: /Every company’s current price/ });
    expect(within(table).getByRole('columnheader', { name: 'Current price' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(getByTestId('tycoon-text-price-VTC').textContent).toBe('$140');
    const vtc = getByTestId('tycoon-text-company-VTC').textContent ?? '';
    expect(vtc).toContain('VTC VitalCare Pharma');
    expect(vtc).toContain('Bob');
    expect(vtc).toContain('you');
    expect(vtc).toContain('Suspended');
    expect(getByRole('table', { name: /price at the start and at the close of each year/ }).textContent).toContain('$20$25');
  });

  it('lists the players in turn order with cash, cards and net worth; whose turn and the dealer in words', () => {
    const { getByTestId } = renderText({ players: { P2: { handSize: 9, debt: 55_000 } } });
    expect(getByTestId('tycoon-text-player-P1').textContent).toContain('you; acting');
    expect(getByTestId('tycoon-text-player-P2').textContent).toContain('$600,0009$600,000owes $55,000');
    expect(getByTestId('tycoon-text-player-P3').textContent).toContain('dealer, acts last');
  });

  it('offers the turn’s move from labelled native controls, with the engine’s verdict, and sends it', async () => {
    const check = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
    const { getByLabelText, getByRole, getByTestId, act } = renderText({ pub: STRATEGIST }, { check });
    const kind = getByLabelText('Action') as HTMLSelectElement;
    expect([...kind.options].map((o) => o.text)).toEqual(expect.arrayContaining(['Buy', 'Sell', 'Short', 'Buy a call', 'Buy a put', 'Play Loan Stocks Matured (+$100,000)']));
    await fireEvent.change(getByLabelText('Company'), { target: { value: 'NOV' } });
    await fireEvent.input(getByLabelText(/Lots/), { target: { value: '2' } });
    await waitFor(() => expect(check).toHaveBeenCalledWith({ type: 'buy', company: 'NOV', qty: 2000 }));
    await waitFor(() => expect(getByTestId('tycoon-verdict').textContent).toContain('This move would be accepted now.'));
    await fireEvent.click(getByRole('button', { name: 'Send' }));
    expect(act).toHaveBeenCalledWith({ type: 'buy', company: 'NOV', qty: 2000 });
    await fireEvent.click(getByRole('button', { name: 'Pass' }));
    expect(act).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('answers rights offers with buttons named by company', async () => {
    const { getByRole, act } = renderText({ me: { rightsPrompts: [{ window: 3, company: 'TTN', entitlement: 4000 }], can: ['exerciseRights', 'declineRights'] } });
    expect(getByRole('group', { name: 'TTN: up to 4,000 shares' })).toBeTruthy();
    await fireEvent.click(getByRole('button', { name: 'Exercise rights in TTN' }));
    expect(act).toHaveBeenCalledWith({ type: 'exerciseRights', window: 3, qty: 4000 });
  });

  it('shows the year end and Continue as the move at a display step', async () => {
    const yearEnd = { revealed: [{ seat: 'P1', cards: ['1:NOV:+30'] }], withheldBy: {}, struck: [], tally: [{ company: 'NOV' as const, before: 75, delta: 30, after: 105 }], suspended: [], settlements: null };
    const { getByTestId, getByRole, act } = renderText({ pub: { phase: 'E4', actor: null, yearEnd } });
    const move = getByTestId('tycoon-text-move');
    expect(within(move).getByRole('table').textContent).toContain('$75+$30$105');
    expect(getByTestId('tycoon-text-whose').textContent).toBe('Still reading: you, Bob, Cy.');
    await fireEvent.click(getByRole('button', { name: 'Continue' }));
    expect(act).toHaveBeenCalledWith({ type: 'READY' });
  });

  it('keeps the hand private on a screen that may not show this seat’s secrets', () => {
    const { queryByTestId, container } = renderText({}, { privateSeat: null });
    expect(queryByTestId('tycoon-text-hand')).toBeNull();
    expect(container.textContent).not.toContain('Card sum');
  });

  it('says time in words, rounded up to the 10 seconds it is refreshed at', () => {
    expect(timeWords(80_000)).toBe('1 minute 20 seconds');
    expect(timeWords(35_000)).toBe('40 seconds');
    expect(timeWords(120_000)).toBe('2 minutes');
    expect(timeWords(60_000)).toBe('1 minute');
    expect(timeWords(1)).toBe('10 seconds');
  });
});
