import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { watchConsole } from './helpers/desk.ts';
import { expectVisibleFocus, retype, tabTo } from './helpers/keyboard.ts';
import { expectLayoutFits, viewportSettled } from './helpers/layout.ts';

/**
 * Issue 25, "Learn by playing", as a newcomer and a teacher would meet it. A newcomer opens Learn on the start
 * screen and plays the first tutorial of each game by clicking — the game's own board with the tutorial's panel:
 * the step's prompt, one wrong move and its explanation in teaching words (the exact words of the tutorial file),
 * the right move, the result, Next, and the end (summary, star, the rule's help). A teacher assigns a tutorial to
 * a class of three; the students work on their own phones (390 px) and the dashboard shows each one's progress.
 * Screenshots of a step, a wrong-move explanation and a finished tutorial, per game, at 1366×768 and 390×844, go to
 * test-results/screenshots/tutorial-*.png.
 */

const SHOTS = 'test-results/screenshots';
/** The start of the explanation src-shared/games/sr1876/tutorials/sr1876-declarations.json gives for declaring 4. */
const SR1876_TOO_MANY = JSON.parse(readFileSync('src-shared/games/sr1876/tutorials/sr1876-declarations.json', 'utf8')).steps[0].wrong[0].explain.slice(0, 60);
const PORT = Number(process.env.E2E_PORT ?? 47190);
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

type Msg = Record<string, any>;

/** The whole page (a phone's board runs below the fold; parts left to `content-visibility` drawn too). */
async function fullPageShot(page: Page, path: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await viewportSettled(page);
  await page.screenshot({ path, fullPage: true, style: '* { content-visibility: visible !important; }' });
}

/** WCAG 2.2 AA by axe, in both themes: the rules each violation breaks, with where. */
async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    found.push(...result.violations.map((v) => `${colorScheme}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  return found;
}

/** Both sizes of the page as it is now, each checked for text cut off, a page scrolling sideways and axe. */
async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await fullPageShot(page, `${SHOTS}/tutorial-${name}-${size.width}x${size.height}.png`);
    // What the learner sees first: the top of the page, the tutorial's panel and the move it asks for.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/tutorial-${name}-${size.width}x${size.height}-top.png` });
    await expectLayoutFits(page, `${name} at ${size.width}×${size.height}`);
    expect(await axeViolations(page), `${name} at ${size.width}×${size.height}`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]);
}

/** Opens Learn from the start screen and starts a tutorial by its title's Start button. */
async function startFromLearn(page: Page, game: string, tutorial: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId(`learn-${game}`).click();
  await expect(page.getByTestId('learn-screen')).toBeVisible();
  if (game === 'sectors') await snap(page, 'learn');
  await page.getByTestId(`start-tutorial-${tutorial}`).click();
  await expect(page.getByTestId('tutorial-panel')).toBeVisible();
  await expect(page.getByTestId('tutorial-prompt')).toBeVisible();
}

/** Reads the result, presses Next, and waits for the next step's prompt or the end. */
async function next(page: Page): Promise<void> {
  await expect(page.getByTestId('tutorial-result')).toBeVisible();
  await page.getByTestId('tutorial-next').click();
}

async function finished(page: Page, game: string, summaryStart: string): Promise<void> {
  await expect(page.getByTestId('tutorial-summary')).toContainText(summaryStart);
  await expect(page.getByTestId('tutorial-star')).toBeVisible();
  await expect(page.getByTestId('tutorial-read-rule')).toBeVisible();
  await expect(page.getByTestId('tutorial-play-real')).toBeVisible();
  await snap(page, `${game}-done`);
}

test.describe('a newcomer learns each game by playing its first tutorial', () => {
  test('Sectors: the influence bid — a tie that loses, explained, then priority 1', async ({ page }) => {
    const errors = watchConsole(page);
    await startFromLearn(page, 'sectors', 'sectors-influence-bid');
    await expect(page.getByTestId('tutorial-prompt')).toContainText('Bid 36 points to take priority 1');
    await snap(page, 'sectors-step');
    // The wrong move the tutorial foresees: a bid of 20. The form hears the tutorial's verdict and explains it.
    await page.getByTestId('influence-bid-input').fill('20');
    await expect(page.getByText('A bid of 20 ties with P3 and loses to P2\'s 35.', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('influence-bid-submit')).toBeDisabled();
    // Ready without a bid is not what the step asks: refused, explained in the tutorial's panel, nothing applied.
    await page.getByTestId('ready-button').first().click();
    await expect(page.getByTestId('tutorial-explanation')).toContainText('it is not what this step asks for');
    await snap(page, 'sectors-wrong');
    await page.getByTestId('influence-bid-input').fill('36');
    await page.getByTestId('influence-bid-submit').click();
    await expect(page.getByTestId('tutorial-result')).toContainText('Your 36 beat P2\'s 35, so you have priority 1');
    await next(page);
    await finished(page, 'sectors', 'The opening influence bid orders the players once');
    // A refused move was sent on the way: no star this time, and the panel says how to earn it.
    await expect(page.getByTestId('tutorial-star')).not.toContainText('★ ');
    expect(errors).toEqual([]);
  });

  test('Stock Market Tycoon: the buy condition refuses NOV, then 5,000 TTN', async ({ page }) => {
    const errors = watchConsole(page);
    await startFromLearn(page, 'tycoon', 'tycoon-buy-condition');
    await snap(page, 'tycoon-step');
    await page.getByTestId('tycoon-trade-kind').selectOption('buy');
    await page.getByTestId('tycoon-trade-company').selectOption('NOV');
    await page.getByTestId('tycoon-trade-lots').fill('5');
    await expect(page.getByText('you may buy it only if your cards of that company add up to 0 or more', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('tycoon-send')).toBeDisabled();
    await snap(page, 'tycoon-wrong');
    await page.getByTestId('tycoon-trade-company').selectOption('TTN');
    await page.getByTestId('tycoon-trade-lots').fill('5');
    await expect(page.getByTestId('tycoon-send')).toBeEnabled();
    await page.getByTestId('tycoon-send').click();
    await expect(page.getByTestId('tutorial-result')).toContainText('5,000 × $60 = $300,000');
    await next(page);
    await finished(page, 'tycoon', 'On your turn you may buy any company');
    // "Play a real game": a solo game of the same game against bots, with no tutorial on it.
    await page.getByTestId('tutorial-play-real').click();
    await expect(page.getByTestId('tutorial-panel')).toHaveCount(0);
    await expect(page.getByTestId('ready-list')).toContainText('bot');
    await expect(page.getByTestId('tycoon-trade').or(page.getByTestId('phase-bar')).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('The 1876 stock round: a declaration too large, explained, then the re-issue and the company\'s share', async ({ page }) => {
    const errors = watchConsole(page);
    await startFromLearn(page, 'sr1876', 'sr1876-declarations');
    await snap(page, 'sr1876-step');
    // Four is more than PSR's treasury holds: sent, refused by the rules, explained in the tutorial's words.
    await page.getByTestId('sr-declare-count-PSR').fill('4');
    await page.getByTestId('sr-declare-send-PSR').click();
    await expect(page.getByTestId('tutorial-explanation')).toContainText(SR1876_TOO_MANY);
    await expect(page.getByTestId('sr-error')).toBeVisible();
    await snap(page, 'sr1876-wrong');
    await page.getByTestId('sr-declare-count-PSR').fill('2');
    await page.getByTestId('sr-declare-send-PSR').click();
    await next(page);
    // Step 2: buy one of the re-issued shares from the company.
    await expect(page.getByTestId('tutorial-prompt')).toBeVisible();
    await page.locator('button[data-testid^="sr-buy-PSR"]:enabled').first().click();
    await next(page);
    await finished(page, 'sr1876', '');
    expect(errors).toEqual([]);
  });
});

/** One connection to the host, as a browser's, for what a test sets up without clicking (the class's roster). */
async function ask(command: Msg): Promise<{ answer: Msg; events: Msg[]; close: () => void }> {
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const events: Msg[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as Msg));
  const request = (c: Msg) => {
    socket.send(JSON.stringify(c));
    return expect.poll(() => events.find((e) => e.requestId === c.requestId), { timeout: 10_000 }).toBeTruthy();
  };
  await request({ type: 'hello', protocol: 2, protocols: [1, 2], client: { kind: 'test' }, requestId: 'h' });
  await request({ ...command, requestId: 'c' });
  return { answer: events.find((e) => e.requestId === 'c')!, events, close: () => socket.close() };
}

async function studentPhone(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[1] });
  const page = await context.newPage();
  await page.goto(`/s/${key}`);
  await expect(page.getByTestId('student-tutorials')).toBeVisible();
  return page;
}

test('a teacher assigns a tutorial to a class of three and sees each student\'s progress', async ({ page, browser }) => {
  const { answer, events, close } = await ask({ type: 'create_class', name: 'Tutorial period', students: ['Ana Silva', 'Ben Okafor', 'Chloé Martin'], tables: [{ game: 'sectors' }] });
  expect(answer.type).toBe('class_created');
  await expect.poll(() => events.some((e) => e.type === 'class_state')).toBe(true);
  const keys = Object.fromEntries((events.filter((e) => e.type === 'class_state').at(-1)!.students as Msg[]).map((s) => [s.name, s.key]));
  close();

  // The teacher's dashboard (the host machine): Assign tutorials, tick the influence bid, Assign.
  await page.goto(`/class/${answer.code}`);
  await page.getByTestId('class-tutorials-assign').click();
  await expect(page.getByTestId('tutorial-assign-dialog')).toBeVisible();
  await page.getByTestId('tutorial-box-sectors-influence-bid').check();
  await page.getByTestId('tutorial-assign-submit').click();
  await expect(page.getByTestId('class-tutorials-grid')).toBeVisible();
  await expect(page.getByTestId('tutorial-cell-Ana Silva-sectors-influence-bid')).toContainText('Not started');

  // Ana does it (one wrong move on the way); Ben opens it and stops; Chloé has not started.
  const ana = await studentPhone(browser, keys['Ana Silva']);
  await ana.getByTestId('student-tutorial-start-sectors-influence-bid').click();
  await expect(ana.getByTestId('tutorial-panel')).toBeVisible();
  await ana.getByTestId('ready-button').first().click();
  await expect(ana.getByTestId('tutorial-explanation')).toBeVisible();
  await expect(page.getByTestId('tutorial-cell-Ana Silva-sectors-influence-bid')).toContainText('1 wrong move');
  await ana.getByTestId('influence-bid-input').fill('36');
  await ana.getByTestId('influence-bid-submit').click();
  await ana.getByTestId('tutorial-next').click();
  await expect(ana.getByTestId('tutorial-summary')).toBeVisible();
  await fullPageShot(ana, `${SHOTS}/tutorial-class-student-done-390x844.png`);

  const ben = await studentPhone(browser, keys['Ben Okafor']);
  await ben.getByTestId('student-tutorial-start-sectors-influence-bid').click();
  await expect(ben.getByTestId('tutorial-prompt')).toBeVisible();

  await expect(page.getByTestId('tutorial-cell-Ana Silva-sectors-influence-bid')).toContainText('Done');
  await expect(page.getByTestId('tutorial-cell-Ben Okafor-sectors-influence-bid')).toContainText('Step 1 of 1');
  await expect(page.getByTestId('tutorial-cell-Chloé Martin-sectors-influence-bid')).toContainText('Not started');
  await expect(page.getByTestId('tutorial-summary-sectors-influence-bid')).toContainText('1 of 3 done');
  await page.getByTestId('class-tutorials').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/tutorial-class-dashboard-1366x768.png` });
});

test('keyboard alone, in the screen-reader mode: a tutorial found, played and finished, each step announced', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  // Settings → Screen-reader mode, then Learn for Sectors, then its first tutorial: Tab and Space/Enter only.
  await tabTo(page, page.getByTestId('settings-textboard'), { max: 250 });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('settings-textboard')).toBeChecked();
  await tabTo(page, page.getByTestId('learn-sectors'), { max: 250 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('start-tutorial-sectors-influence-bid'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-board')).toBeVisible();
  await expect(page.getByTestId('tutorial-panel')).toBeVisible();
  // The step is announced with its prompt.
  await expect(page.getByTestId('announcer')).toContainText('Bid 36 points to take priority 1');

  // A wrong bid typed into the text board's form is explained before it can be sent.
  await tabTo(page, page.getByRole('spinbutton', { name: 'Points to bid' }));
  await retype(page, '20');
  await expect(page.getByTestId('text-board')).toContainText('A bid of 20 ties with P3');
  // The right one, sent with Enter: the result is announced and the focus waits on Next.
  await retype(page, '36');
  await expect(page.getByRole('button', { name: 'Submit bid' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('announcer')).toContainText('Your 36 beat P2\'s 35');
  await expect(page.getByTestId('tutorial-next')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tutorial-summary')).toBeVisible();
  // Done at the first try: the star, said in words.
  await expect(page.getByTestId('announcer')).toContainText('star');
  await expect(page.getByTestId('tutorial-star')).toContainText('star');
  await expectVisibleFocus(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

/** A tutorial file's data (the words the screen must show are the file's own). */
const tutorialFile = (game: string, id: string) => JSON.parse(readFileSync(`src-shared/games/${game}/tutorials/${id}.json`, 'utf8')) as {
  steps: { prompt: string; result: string; wrong?: { explain: string }[] }[];
  summary: string;
};

/** The words of an explanation as a phrase to find on the page (the start of it, quotes and all). */
const phrase = (text: string) => text.slice(0, 50);

test.describe('J6: a learner who wants to understand a rule', () => {
  test('Sectors limit orders: a limit far above the price explained, then an order triggered by the rise', async ({ page }) => {
    const errors = watchConsole(page);
    const file = tutorialFile('sectors', 'sectors-limit-orders');
    await startFromLearn(page, 'sectors', 'sectors-limit-orders');
    await page.getByTestId('order-type').selectOption('LIMIT');
    await page.getByTestId('order-company').selectOption('FUN');
    await page.getByTestId('order-side').selectOption('BUY');
    await page.getByTestId('order-quantity').fill('1');
    await page.getByTestId('order-price').fill('700');
    await expect(page.getByText(phrase(file.steps[0].wrong![0].explain)).first()).toBeVisible();
    await page.getByTestId('order-price').fill('65');
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('tutorial-result')).toContainText(phrase(file.steps[0].result));
    await next(page);
    await expect(page.getByTestId('tutorial-prompt')).toContainText(phrase(file.steps[1].prompt));
    await page.getByTestId('ready-button').first().click();
    await expect(page.getByTestId('tutorial-result')).toContainText(phrase(file.steps[1].result));
    await next(page);
    await expect(page.getByTestId('tutorial-summary')).toContainText(phrase(file.summary));
    expect(errors).toEqual([]);
  });

  test('Tycoon year-end tally: Pass refused and explained, then the buy and the tally that moves the price', async ({ page }) => {
    const errors = watchConsole(page);
    const file = tutorialFile('tycoon', 'tycoon-year-end-tally');
    await startFromLearn(page, 'tycoon', 'tycoon-year-end-tally');
    // One click sends Pass at once: refused, nothing applied, the tutorial's words in its panel.
    await page.getByTestId('tycoon-pass').click();
    await expect(page.getByTestId('tutorial-explanation')).toBeVisible();
    await page.getByTestId('tycoon-trade-kind').selectOption('buy');
    await page.getByTestId('tycoon-trade-company').selectOption('NOV');
    await page.getByTestId('tycoon-trade-lots').fill('5');
    await page.getByTestId('tycoon-send').click();
    await expect(page.getByTestId('tutorial-result')).toContainText(phrase(file.steps[0].result));
    await next(page);
    await expect(page.getByTestId('tutorial-summary')).toContainText(phrase(file.summary));
    expect(errors).toEqual([]);
  });

  test('1876 selling: a sale of three explained, then two shares sold and the price pushed down', async ({ page }) => {
    const errors = watchConsole(page);
    const file = tutorialFile('sr1876', 'sr1876-selling');
    await startFromLearn(page, 'sr1876', 'sr1876-selling');
    await page.getByTestId('sr-sell-company').selectOption('PSR');
    await page.getByTestId('sr-sell-count').selectOption('3');
    await expect(page.getByText(phrase(file.steps[0].wrong![1].explain)).first()).toBeVisible();
    await page.getByTestId('sr-sell-count').selectOption('2');
    await page.getByTestId('sr-sell').click();
    await expect(page.getByTestId('tutorial-result')).toContainText(phrase(file.steps[0].result));
    await next(page);
    await page.getByTestId('sr-end-turn').click();
    await expect(page.getByTestId('tutorial-result')).toContainText(phrase(file.steps[1].result));
    await next(page);
    await expect(page.getByTestId('tutorial-summary')).toContainText(phrase(file.summary));
    expect(errors).toEqual([]);
  });
});
