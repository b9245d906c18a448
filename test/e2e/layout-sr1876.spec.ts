import { expect, test, type Page } from '@playwright/test';
import { claimSeat, openDesk, send, startGame, watchConsole } from './helpers/desk.ts';
import { collectScreenProblems, overlaps } from './helpers/fit.ts';
import { DESK, PHONE, type Size } from './helpers/layout.ts';

/**
 * Every player-facing screen of the 1876 stock round fits a phone (390×844) and a desk (1366×768), light and
 * dark: no sideways page scroll, no text cut off or spilling out of its box, no token over another token or over
 * a cell's price, controls at least 24×24 px, every box that scrolls on its own a focusable labelled region, and
 * no serious or critical axe finding (WCAG 2.2 AA) on the board. On the phone the seat's own move is above the
 * fold. The phone plays seat P1 (joined by code); a second page holds P2 and P3 at one screen (hot-seat, so
 * its privacy curtain is checked too) and moves them through the store. The states: the declarations, a turn
 * (sell form and buy rows), an offer prompt to a candidate, the company's director answering for it, the turn
 * after the sale with the last pass's result, the hot-seat curtain, the round-end review and the end screen.
 * Screenshots: test-results/screenshots/sr1876-layout-<state>-<size>-<theme>.png.
 */

type SrState = {
  status: string; phase: string; actor: string | null;
  declare: { seat: string; open: string[] } | null;
  offer: { seller: string; company: string; waiting: string[]; director: string | null; companyCandidate: boolean } | null;
  owes: Record<string, { offer: boolean; company: boolean }>;
  can: Record<string, string[]>;
};

async function srState(page: Page): Promise<SrState> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { publicView: Record<string, unknown> | null; privateViews: Record<string, { owes: { offer: boolean; company: boolean }; can: string[] }> } }).sectorsDesk;
    const v = desk.publicView as unknown as SrState & { declare: SrState['declare'] };
    return {
      status: v.status, phase: v.phase, actor: v.actor, declare: v.declare ?? null,
      offer: v.offer ? { seller: v.offer.seller, company: v.offer.company, waiting: [...v.offer.waiting], director: v.offer.director, companyCandidate: v.offer.companyCandidate } : null,
      owes: Object.fromEntries(Object.entries(desk.privateViews).map(([k, p]) => [k, p.owes])),
      can: Object.fromEntries(Object.entries(desk.privateViews).map(([k, p]) => [k, p.can])),
    };
  });
}

/** The fit of one screen at both sizes and in both themes, with its screenshots; problems are collected, not thrown. */
async function check(page: Page, state: string, problems: string[], move: string | null): Promise<void> {
  await collectScreenProblems(page, { shot: `sr1876-layout-${state}`, state, move, problems, more: (where, size) => gridProblems(page, where, size) });
}

/** The market grid's tokens over one another or over a price, and on a desk a table or the grid that has to scroll. */
async function gridProblems(page: Page, where: string, size: Size): Promise<string[]> {
  const problems: string[] = [];
  for (const p of await overlaps(page, '[data-testid^="sr-token-"]')) problems.push(`${where}: ${p}`);
  for (const p of await tokensOverPrices(page)) problems.push(`${where}: ${p}`);
  // On a desk the tables and the grid show every column without scrolling (the Companies' Next column too).
  if (size.width === DESK.width) {
    for (const p of await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="sr-companies"] .scroll, [data-testid="sr-players"] .scroll, .market .scroller')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.closest('[data-testid]')?.getAttribute('data-testid')} needs ${el.scrollWidth} px in ${el.clientWidth} px`),
    ))
      problems.push(`${where}: a desk has to scroll ${p}`);
  }
  return problems;
}

/** A token covering the price printed in any cell (prices must stay legible). */
async function tokensOverPrices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const grid of document.querySelectorAll('.market')) {
      const prices = [...grid.querySelectorAll('.cell .price')].map((p) => p.getBoundingClientRect());
      for (const token of grid.querySelectorAll('.token')) {
        const t = token.getBoundingClientRect();
        if (t.width === 0) continue;
        for (const p of prices) {
          const x = Math.min(t.right, p.right) - Math.max(t.left, p.left);
          const y = Math.min(t.bottom, p.bottom) - Math.max(t.top, p.top);
          if (x > 1 && y > 1) out.push(`${token.getAttribute('data-testid') ?? 'a token'} covers a price`);
        }
        // The price in each cell fits the cell.
      }
      for (const price of grid.querySelectorAll('.cell .price')) {
        const p = price.getBoundingClientRect();
        const c = price.parentElement!.getBoundingClientRect();
        if (p.right > c.right + 0.5 || p.left < c.left - 0.5) out.push(`price ${price.textContent} does not fit its cell (${Math.round(p.width)} px in ${Math.round(c.width)} px)`);
      }
    }
    return out;
  });
}

/** A timerless two-round table (round 1's Companies table has its Next column) for Ann (the phone), a long name and Cleo; companies may buy from their director. */
async function createSr(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const desk = (window as unknown as { sectorsDesk: { createGame(c: unknown): Promise<{ ok: boolean; reason?: string }>; game: { joinCode: string } } }).sectorsDesk;
    const outcome = await desk.createGame({
      game: 'sr1876',
      seats: [{ name: 'Ann', kind: 'human' }, { name: 'Alexandra Montgomery-Smythe', kind: 'human' }, { name: 'Cleo', kind: 'human' }],
      options: { rounds: 2, timerMode: 'TIMERLESS', reviewSeconds: 30, companyMayBuyFromDirector: true },
      seed: 11,
    });
    if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason}`);
    return desk.game.joinCode;
  });
}

test('every screen of the 1876 stock round fits a phone and a desk, light and dark', async ({ browser }) => {
  test.setTimeout(420_000);
  const tableContext = await browser.newContext({ viewport: DESK });
  const table = await tableContext.newPage();
  const tableErrors = watchConsole(table);
  await openDesk(table);
  const joinCode = await createSr(table);
  await claimSeat(table, 'P2');
  await claimSeat(table, 'P3');

  const phoneContext = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const phone = await phoneContext.newPage();
  const errors = watchConsole(phone);
  await openDesk(phone, `/#/join/${joinCode}`);
  await phone.getByTestId('join-name-input').fill('Ann');
  await phone.getByTestId('join-submit').click();
  await expect(phone.getByTestId('lobby-screen')).toBeVisible();
  await startGame(table);
  await expect(phone.getByTestId('sr-grid')).toBeVisible();

  const problems: string[] = [];
  const seen = new Set<string>();
  const once = async (page: Page, state: string, move: string | null) => {
    if (seen.has(state)) return;
    seen.add(state);
    await check(page, state, problems, move);
  };
  const p1 = { sold: false, bought: false };
  let p2Sold = false;

  for (let step = 0; step < 200; step++) {
    const s = await srState(table);
    if (s.status === 'ENDED') break;
    const before = JSON.stringify(s);
    if (s.phase === 'DECLARE' && s.declare) {
      if (s.declare.seat === 'P1') {
        await expect(phone.getByTestId('sr-declare-count-PSR')).toBeVisible();
        await once(phone, 'declare', 'sr-step-panel');
        await phone.getByTestId('sr-declare-count-PSR').fill('1');
        await phone.getByTestId('sr-declare-send-PSR').click();
      } else {
        for (const company of s.declare.open) await send(table, s.declare.seat, { type: 'declareReissue', company, count: 0 });
      }
    } else if (s.phase === 'TURN') {
      if (s.actor === 'P1') {
        if (!p1.sold) {
          await expect(phone.getByTestId('sr-sell-range')).toBeVisible();
          await expect(phone.locator('[data-testid^="sr-buy-verdict-"][data-ok=""]')).toHaveCount(0);
          await once(phone, 'turn', 'sr-step-panel');
          await phone.getByTestId('sr-sell-company').selectOption('PSR');
          await phone.getByTestId('sr-sell-count').selectOption('1');
          await phone.getByTestId('sr-sell').click();
          // The sale opens the offers: the focus goes on to the offer's panel, never to the page's body.
          await expect(phone.getByTestId('sr-sell-form')).toHaveCount(0);
          await expect.poll(() => phone.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
          p1.sold = true;
        } else if (!p1.bought) {
          await expect(phone.getByTestId('sr-pass-result')).toBeVisible();
          await expect(phone.getByTestId('sr-sell-done')).toBeVisible();
          await once(phone, 'after-sale', 'sr-step-panel');
          await phone.locator('button[data-testid^="sr-buy-"]:enabled').first().click();
          await expect(phone.getByTestId('sr-turn')).toHaveCount(0);
          await expect.poll(() => phone.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
          p1.bought = true;
        } else {
          await phone.getByTestId('sr-end-turn').click();
        }
      } else if (s.actor === 'P2' && !p2Sold) {
        await send(table, 'P2', { type: 'sell', company: 'SFR', count: 1 });
        p2Sold = true;
      } else if (s.actor) {
        await send(table, s.actor, { type: 'endTurn' });
      }
    } else if (s.phase === 'OFFER' && s.offer) {
      const o = s.offer;
      if (o.waiting.includes('P1')) {
        const asCompany = o.companyCandidate && o.director === 'P1' && o.seller === 'P1';
        if (asCompany) {
          await expect(phone.getByTestId('sr-offer-company')).toBeVisible();
          await once(phone, 'offer-company', 'sr-step-panel');
          // The table's screen holds P2 and P3, both asked: its privacy curtain is up.
          if (o.waiting.includes('P2') && o.waiting.includes('P3')) {
            await expect(table.getByTestId('curtain')).toBeVisible();
            await once(table, 'curtain', 'curtain');
          }
          await phone.getByTestId('sr-offer-company-decline').click();
        } else {
          await expect(phone.getByTestId('sr-offer-mine')).toBeVisible();
          await once(phone, 'offer', 'sr-step-panel');
          await phone.getByTestId('sr-offer-decline').click();
        }
        await expect(phone.getByTestId('sr-offer-take')).toHaveCount(0);
      } else {
        for (const seat of o.waiting) {
          const owes = s.owes[seat];
          if (owes?.offer) await send(table, seat, { type: 'offerResponse', take: seat === 'P2' && o.seller === 'P1' });
          if (owes?.company) await send(table, seat, { type: 'companyOfferResponse', company: o.company, take: false });
        }
      }
    } else if (s.phase === 'ROUND_END') {
      await expect(phone.getByTestId('sr-review-continue')).toBeVisible();
      await once(phone, 'review', 'sr-review');
      await phone.getByTestId('sr-review-continue').click();
      await expect(phone.getByTestId('sr-review-continued')).toBeVisible();
      for (const seat of ['P2', 'P3']) await send(table, seat, { type: 'READY' });
    }
    await expect.poll(async () => JSON.stringify(await srState(table)), { timeout: 30_000 }).not.toBe(before);
  }
  await expect(phone.getByTestId('end-screen')).toBeVisible();
  await once(phone, 'end', null);

  expect([...seen].sort()).toEqual(['after-sale', 'curtain', 'declare', 'end', 'offer', 'offer-company', 'review', 'turn']);
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  expect(tableErrors).toEqual([]);
});
