import { expect, test, type Page } from '@playwright/test';
import { claimSeat, openDesk, send, startGame, watchConsole } from './helpers/desk.ts';
import { collectScreenProblems } from './helpers/fit.ts';
import { DESK, PHONE } from './helpers/layout.ts';

/**
 * Every player-facing screen of Lot Auction fits a phone (390×844) and a desk (1366×768), light and dark: no
 * sideways page scroll, no text cut off or spilling out of its box, controls at least 24×24 px, every box that
 * scrolls on its own a focusable labelled region, no serious or critical axe finding (WCAG 2.2 AA), and on the
 * phone the seat's own move above the fold. The phone plays seat P1 (joined by code); a second page holds P2
 * and moves it through the store. The states: the sealed bid, the bids revealed, the phone's turn, an offer
 * made to the phone, and the end screen. Screenshots: test-results/screenshots/auction-layout-<state>-<size>-<theme>.png.
 */

type AuctionState = { status: string; phase: string; actor: string | null; offer: { to: string } | null };

async function auctionState(page: Page): Promise<AuctionState> {
  return page.evaluate(() => {
    const v = (window as unknown as { sectorsDesk: { publicView: AuctionState } }).sectorsDesk.publicView;
    return { status: v.status, phase: v.phase, actor: v.actor, offer: v.offer ? { to: v.offer.to } : null };
  });
}

/** One screen at both sizes and in both themes, with its screenshots; problems are collected, not thrown. */
async function check(page: Page, state: string, problems: string[], move: string | null): Promise<void> {
  await collectScreenProblems(page, { shot: `auction-layout-${state}`, state, move, problems });
}

test('every screen of Lot Auction fits a phone and a desk, light and dark', async ({ browser }) => {
  test.setTimeout(300_000);
  const table = await (await browser.newContext({ viewport: DESK })).newPage();
  const tableErrors = watchConsole(table);
  await openDesk(table);
  const joinCode = await table.evaluate(async () => {
    const desk = (window as unknown as { sectorsDesk: { createGame(c: unknown): Promise<{ ok: boolean; reason?: string }>; game: { joinCode: string } } }).sectorsDesk;
    const outcome = await desk.createGame({
      game: 'auction',
      seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bartholomew Fitzgerald-Jones', kind: 'human' }],
      options: { rounds: 1, timerMode: 'TIMERLESS', reviewSeconds: 30 },
      seed: 7,
    });
    if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason}`);
    return desk.game.joinCode;
  });
  await claimSeat(table, 'P2');
  const phone = await (await browser.newContext({ viewport: PHONE, hasTouch: true })).newPage();
  const errors = watchConsole(phone);
  await openDesk(phone, `/#/join/${joinCode}`);
  await phone.getByTestId('join-name-input').fill('Ann');
  await phone.getByTestId('join-submit').click();
  await expect(phone.getByTestId('lobby-screen')).toBeVisible();
  await startGame(table);

  const problems: string[] = [];
  // BID: the phone's sealed bid, before and after it is placed.
  await expect(phone.getByTestId('auction-bid-input')).toBeVisible();
  await check(phone, 'bid', problems, 'auction-bid-panel');
  await phone.getByTestId('auction-bid-input').fill('12');
  await phone.getByTestId('auction-bid-ready').click();
  await expect(phone.getByTestId('auction-bid-done')).toBeVisible();
  await send(table, 'P2', { type: 'SUBMIT_BID', amount: 3 });
  await send(table, 'P2', { type: 'READY' });
  // REVEAL: every bid and the lot's value.
  await expect(phone.getByTestId('auction-reveal-ready')).toBeVisible();
  await check(phone, 'reveal', problems, 'auction-reveal-panel');
  await phone.getByTestId('auction-reveal-ready').click();
  await send(table, 'P2', { type: 'READY' });
  // TURNS: the phone's turn (work, or an offer for the other seat's lot: it has none yet).
  await expect.poll(async () => (await auctionState(table)).phase).toBe('TURNS');
  if ((await auctionState(table)).actor === 'P1') {
    await expect(phone.getByTestId('auction-work')).toBeVisible();
    await check(phone, 'turn', problems, 'auction-turn-panel');
    await phone.getByTestId('auction-work').click();
  }
  // The other seat offers for the phone's lot: the phone answers.
  await expect.poll(async () => (await auctionState(table)).actor).toBe('P2');
  await send(table, 'P2', { type: 'OFFER', to: 'P1', price: 1 });
  await expect(phone.getByTestId('auction-offer-accept')).toBeVisible();
  await check(phone, 'offer', problems, 'auction-offer-panel');
  await phone.getByTestId('auction-offer-decline').click();
  await expect(phone.getByTestId('end-screen')).toBeVisible();
  await check(phone, 'end', problems, null);

  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  expect(tableErrors).toEqual([]);
});
