import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';
import { buyOrPass, defaultAnswer, enabled, visible } from './helpers/tycoon.ts';

/**
 * Journey J2 (shared/journeys): a newcomer opens the app, makes a profile, chooses Stock Market Tycoon against
 * three bots with no timers and plays two market years by clicking. The obvious (blue) button in the lobby starts
 * the game with the newcomer in their seat, named after the profile. No timers means nothing moves on without
 * them: at every year-end display step (E2 cards revealed, E4 the tally, E8 settlements) the test waits 20 s
 * without touching anything and the step is still there, then presses Continue. Screenshots at 1366×768 go to
 * test-results/screenshots/j2-*.png (looked at by a person: nothing confusing, cut off or untrue).
 */

const SIZE = { width: 1366, height: 768 };
const YEAR_END_WAIT_MS = 20_000;

type Step = { id: number; phase: string; kind: string; status: string };

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/j2-${name}.png` });
}

/** The open window as the host describes it (the page's store; the test hook is on). */
async function step(page: Page): Promise<Step> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { session: { window: { id: number; phase: string; kind: string } | null } | null; publicView: { status: string } | null } }).sectorsDesk;
    const w = desk.session?.window ?? null;
    return { id: w?.id ?? -1, phase: w?.phase ?? '', kind: w?.kind ?? '', status: desk.publicView?.status ?? '' };
  });
}

/** Whether any control the loop below answers is there to press now. */
async function somethingToPress(page: Page): Promise<boolean> {
  for (const id of ['tycoon-continue', 'tycoon-pass', 'tycoon-suspend-none', 'ready-button']) if (await enabled(page.getByTestId(id))) return true;
  return false;
}

async function moment(page: Page): Promise<string> {
  const s = await step(page);
  return `${s.id}|${s.status}|${await visible(page.getByTestId('end-screen'))}`;
}

test('J2: a newcomer plays two years of Tycoon solo, and every year-end step waits for Continue', async ({ page }) => {
  test.setTimeout(720_000);
  const errors = watchConsole(page);
  // Sound only after the first gesture: the browser never warns that an AudioContext was not allowed to start.
  const audioWarnings: string[] = [];
  page.on('console', (m) => {
    if (/AudioContext/i.test(m.text())) audioWarnings.push(m.text());
  });
  await page.setViewportSize(SIZE);
  await page.addInitScript(() => window.localStorage.setItem('sectors.testHooks', '1'));
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await expect(page.getByTestId('solo-card')).toBeVisible();
  await snap(page, '01-start');

  // A profile: who is playing at this screen.
  // Profiles live on the host, which every spec shares, and names are unique (tycoon-solo.spec makes "Newcomer").
  await page.getByTestId('profile-name').fill('Nadia');
  await page.getByTestId('profile-create').click();
  await expect(page.getByTestId('profile-active')).toHaveValue(/.+/);

  // Play solo exists for every game; its card says the truth about timers.
  await page.getByTestId('solo-game').selectOption('tycoon');
  await expect(page.getByTestId('solo-body')).toContainText('Stock Market Tycoon');
  await expect(page.getByTestId('solo-body')).toContainText('every result until you press Continue');
  await expect(page.getByTestId('solo-name')).toHaveAttribute('placeholder', 'Nadia');
  await snap(page, '02-profile-and-solo-card');

  // A short game: the new-game form (two market years). The seat carries the profile's name; bots in seat order.
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-kind').selectOption('tycoon');
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Nadia');
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  for (const i of [1, 2, 3]) await expect(page.getByTestId(`seat-name-${i}`)).toHaveValue(`Bot ${i}`);
  // One human against bots: no timers, without anyone having to find the option.
  await expect(page.getByTestId('option-timerMode')).toHaveValue('TIMERLESS');
  await expect(page.getByTestId('solo-timerless-note')).toContainText('nothing moves on without you');
  await page.getByTestId('option-years').fill('2');
  await page.getByTestId('option-seed').fill('11');
  await page.getByTestId('new-game-form').scrollIntoViewIfNeeded();
  await snap(page, '03-new-game');
  await page.getByTestId('create-game').click();

  // The lobby: the blue button seats the newcomer here and starts; the bot fill is grey and secondary.
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  const startAsMe = page.getByTestId('start-as-me');
  await expect(startAsMe).toContainText('Nadia');
  await expect(startAsMe).toHaveClass(/primary/);
  await expect(page.getByTestId('start-fill-bots')).not.toHaveClass(/primary/);
  await expect(page.getByTestId('seat-P1')).toContainText('Nadia');
  for (const i of [2, 3, 4]) await expect(page.getByTestId(`seat-P${i}`)).toContainText(`Bot ${i - 1}`);
  await snap(page, '04-lobby');
  await startAsMe.click();
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-seat', 'P1');

  const seen = new Set<string>();
  const done = { buys: 0, passes: 0, continues: 0, answers: 0, waited: 0 };
  const endScreen = page.getByTestId('end-screen');
  let pressed = 0;
  while (!(await visible(endScreen))) {
    const before = await moment(page);
    const now = await step(page);
    if (now.kind === 'display' && ['E2', 'E4', 'E8'].includes(now.phase) && (await enabled(page.getByTestId('tycoon-continue')))) {
      // A year-end step: nothing moves on for 20 s without input.
      const name = (await page.getByTestId('phase-name').first().textContent())?.trim() ?? '';
      const shot = `year-end-${now.phase}`;
      if (!seen.has(shot)) {
        seen.add(shot);
        await snap(page, `05-${shot}`);
      }
      await page.waitForTimeout(YEAR_END_WAIT_MS);
      const after = await step(page);
      expect(after.id, `${now.phase} moved on by itself`).toBe(now.id);
      await expect(page.getByTestId('phase-name').first()).toHaveText(name);
      await expect(page.getByTestId('tycoon-continue')).toBeEnabled();
      done.waited += 1;
      await page.getByTestId('tycoon-continue').click();
      done.continues += 1;
    } else if (await enabled(page.getByTestId('tycoon-pass'))) {
      if (!seen.has('turn')) {
        seen.add('turn');
        await snap(page, '06-turn');
      }
      if ((await buyOrPass(page, { buy: done.buys < 3, companies: ['ATL', 'TTN', 'GLB', 'MER'], lots: '1' })) === 'buy') done.buys += 1;
      else done.passes += 1;
    } else {
      // A window the board offers (a suspension; withhold, strike, rights behind Ready): answer with the defaults.
      const answer = await defaultAnswer(page);
      if (answer && (await answer.getAttribute('data-testid')) === 'ready-button' && !seen.has(`window-${now.phase}`)) {
        seen.add(`window-${now.phase}`);
        await snap(page, `07-window-${now.phase}`);
      }
      if (answer) {
        await answer.click();
        done.answers += 1;
      }
    }
    // Wait for the game to move on — or, when nothing could be pressed yet (the board was still drawing the turn
    // on a slow machine), for something to press: waiting only for a change would wait for the newcomer's own move.
    const acted = done.buys + done.passes + done.continues + done.answers !== pressed;
    pressed = done.buys + done.passes + done.continues + done.answers;
    await expect
      .poll(async () => (await visible(endScreen)) || (await moment(page)) !== before || (!acted && (await somethingToPress(page))), { timeout: 120_000, intervals: [100, 250, 500] })
      .toBe(true);
  }
  // Game over: the focus is on the end screen's heading; the ranking names the newcomer.
  await expect(page.getByTestId('end-title')).toBeFocused();
  await expect(page.getByTestId('ranking')).toContainText('Nadia');
  await snap(page, '08-end');
  console.log(`J2: ${JSON.stringify(done)}`);
  // Two years: three year-end steps each, every one waited on.
  expect(done.waited).toBe(6);
  expect(done.buys + done.passes).toBeGreaterThan(0);
  expect(audioWarnings).toEqual([]);
  expect(errors).toEqual([]);
});
