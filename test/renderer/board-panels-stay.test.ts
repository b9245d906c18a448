import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import { fastForward } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt } from './board-fixtures.ts';
import { ViewHost } from './board-view-host.ts';
import { loadSectorsUi } from './shell-fake-client.ts';

/**
 * A phase's panel stays the same element while its phase lasts: the views that arrive meanwhile (other seats
 * submitting, readying) update it in place, so a half-filled form keeps what the player chose and a button the
 * player is about to press is not swapped for a copy. Only a new phase instance brings a new panel.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(cleanup);

async function board(s: GameState) {
  const host = new ViewHost(s);
  const desk = new Desk(host, null);
  await desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
  await desk.claimSeat('P1');
  const screen = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
  await waitFor(() => expect(screen.getByTestId('phase-bar')).toBeTruthy());
  return { ...screen, host };
}

describe('board panels while their phase lasts', () => {
  it('the order ticket keeps its element and the choices made in it while other seats act and ready', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { getByTestId, host } = await board(s);
    const ticket = getByTestId('order-ticket');
    const side = getByTestId('order-side') as HTMLSelectElement;
    await fireEvent.change(getByTestId('order-location'), { target: { value: 'OPEN_MARKET' } });
    await fireEvent.change(side, { target: { value: 'SELL' } });

    const company = s.companies[0].id;
    expect(applyInPlace(s, { type: 'PLACE_MARKET_ORDER', player: 'P2', companyId: company, location: 'IPO', side: 'BUY', quantity: 1 }).ok).toBe(true);
    host.push();
    expect(applyInPlace(s, { type: 'READY', player: 'P2' }).ok).toBe(true);
    host.push();
    expect(applyInPlace(s, { type: 'READY', player: 'P3' }).ok).toBe(true);
    host.push();
    await waitFor(() => expect(getByTestId('ready-list').querySelector('[data-player="P3"]')!.getAttribute('data-status')).toBe('ready'));

    expect(getByTestId('order-ticket')).toBe(ticket);
    expect(getByTestId('order-side')).toBe(side);
    expect(side.value).toBe('SELL');
    expect(ticket.isConnected).toBe(true);
  });

  it('the company vote keeps its element and the ticked action while another shareholder votes; the next phase brings a new panel', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    Object.assign(s.companies[0], { status: 'ACTIVE', floatedTurn: 0, ipoShares: 4, holdings: { P1: 4, P2: 2 } });
    fastForward(s, 1, 'COMPANY_VOTE');
    const { getByTestId, queryByTestId, host } = await board(s);
    const panel = getByTestId('company-vote-panel');
    const submit = getByTestId('company-vote-submit');
    await fireEvent.click(getByTestId('company-action-RESEARCH'));

    expect(applyInPlace(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P2', actions: ['SMALL_MARKETING'] }).ok).toBe(true);
    host.push();
    expect(applyInPlace(s, { type: 'READY', player: 'P2' }).ok).toBe(true);
    host.push();
    await waitFor(() => expect(getByTestId('ready-list').querySelector('[data-player="P2"]')!.getAttribute('data-status')).toBe('ready'));

    expect(getByTestId('company-vote-panel')).toBe(panel);
    expect(getByTestId('company-vote-submit')).toBe(submit);
    expect((getByTestId('company-action-RESEARCH') as HTMLInputElement).checked).toBe(true);

    // The phase ends (everyone ready): its panel leaves with it.
    const serial = s.phaseSerial;
    for (const p of ['P1', 'P3'] as const) applyInPlace(s, { type: 'READY', player: p });
    expect(s.phaseSerial).not.toBe(serial);
    host.push();
    await waitFor(() => expect(getByTestId('phase-bar').getAttribute('data-phase-serial')).toBe(String(s.phaseSerial)));
    expect(panel.isConnected).toBe(false);
    if (s.phase === 'COMPANY_VOTE') expect(queryByTestId('company-vote-panel')).not.toBe(panel);
  });
});
