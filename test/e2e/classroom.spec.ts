import { expect, test, type Browser, type BrowserContext, type Download, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { watchConsole } from './helpers/desk.ts';

/**
 * Issue 13's class, clicked through as a teacher would: a 12-name roster imported from a CSV, three Tycoon tables
 * (one market year, no timers), students joining on their own links from separate browser contexts, "Pause all",
 * an absent student replaced by a bot, the tables played to the end (students who leave count as ready after the
 * grace period, bots play on), the class CSVs downloaded and checked, and the class report opened. Screenshots
 * of the dashboard, the class projector (1920×1080 and 1280×720) and the report go to test-results/screenshots/.
 */

const NAMES = ['Ana Silva', 'Ben Okafor', 'Chloé Martin', 'Dee Jones', 'Eve Park', 'Fay Wong', 'Gus Brown', 'Hana Ito', 'Ivan Petrov', 'Jo Kim', 'Kai Lee', 'Lu Chen'];
const ROSTER_CSV = `name,email\n${NAMES.map((n, i) => `"${n}",s${i}@school.test`).join('\n')}\n`;

type ClassStudent = { key: string; name: string; gameId: string; player: string; joined: boolean; connected: boolean; bot: boolean };
type WithClassDesk = Window & { sectorsClassDesk: { state: { students: ClassStudent[]; tables: { gameId: string; status: string }[] } | null } };
type WithTables = Window & { sectorsClassDesk: { info: { tables: { gameId: string; joinCode: string }[] } | null } };

async function snap(page: Page, name: string, sizes: { width: number; height: number }[]): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/class-${name}-${size.width}x${size.height}.png`, fullPage: name !== 'projector' });
  }
}

async function roster(page: Page): Promise<ClassStudent[]> {
  return page.evaluate(() => (window as unknown as WithClassDesk).sectorsClassDesk.state!.students.map((s) => ({ ...s })));
}

async function studentPage(browser: Browser, key: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${key}`);
  await expect(page.getByTestId('lobby-screen').or(page.getByTestId('board-screen'))).toBeVisible();
  return { context, page };
}

test('a teacher runs a class: roster, three tables, students on their links, pause all, a bot for an absent student, CSVs and the report', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const errors = watchConsole(page);
  await page.addInitScript(() => window.localStorage.setItem('sectors.testHooks', '1'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // Setup: the roster from a CSV file, three tables of Stock Market Tycoon, one market year without timers.
  await page.getByTestId('run-class').click();
  await expect(page.getByTestId('class-setup-screen')).toBeVisible();
  await page.getByTestId('class-setup-name').fill('Period 3');
  await page.getByTestId('roster-csv').setInputFiles({ name: 'period3.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER_CSV) });
  await expect(page.getByTestId('roster-count')).toContainText('12');
  await page.getByTestId('class-tables').fill('3');
  await page.getByTestId('class-game').selectOption('tycoon');
  await page.getByTestId('option-years').fill('1');
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('option-reviewSeconds').fill('0');
  await expect(page.getByTestId('assignment-preview')).toBeVisible();
  await page.getByTestId('create-class').click();
  await expect(page.getByTestId('class-header')).toBeVisible();
  const cards = page.locator('[data-testid^="class-table-"][data-status]');
  await expect(cards).toHaveCount(3);

  const students = await roster(page);
  expect(students.map((s) => s.name).sort()).toEqual([...NAMES].sort());
  const tables = [...new Set(students.map((s) => s.gameId))];
  expect(tables).toHaveLength(3);
  // Balanced: four students at each table.
  for (const gameId of tables) expect(students.filter((s) => s.gameId === gameId)).toHaveLength(4);

  // One student per table joins on their own link, each from their own browser context.
  const joiners = tables.map((gameId) => students.find((s) => s.gameId === gameId)!);
  const devices = [];
  for (const s of joiners) devices.push(await studentPage(browser, s.key));
  for (const s of joiners) await expect(page.getByTestId(`roster-connected-${s.name}`)).toContainText(/connected/i);

  // The class projector, in its own context.
  const code = (await page.getByTestId('class-code').textContent())!.trim();
  const projectorContext = await browser.newContext();
  const projector = await projectorContext.newPage();
  await projector.goto(`/classroom/${code}`);
  await expect(projector.getByTestId('class-leaderboard')).toBeVisible();

  await page.getByTestId('class-start-all').click();
  await expect(cards.and(page.locator('[data-status="LOBBY"]'))).toHaveCount(0);
  await page.getByTestId('class-pause-all').click();
  await expect(cards.and(page.locator('[data-paused="yes"]'))).toHaveCount(3);
  await snap(page, 'dashboard', [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]);
  await snap(projector, 'projector', [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]);
  await page.setViewportSize({ width: 1366, height: 768 });

  // A refresh of every kind of page while paused: the dashboard, the projector and a student come back as they were.
  await page.reload();
  await expect(page.getByTestId('class-header')).toBeVisible();
  await expect(cards.and(page.locator('[data-paused="yes"]'))).toHaveCount(3);
  await projector.reload();
  await expect(projector.getByTestId('class-leaderboard')).toBeVisible();
  await expect(projector.getByTestId('class-table-card')).toHaveCount(3);
  await devices[0].page.reload();
  await expect(devices[0].page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId(`roster-connected-${joiners[0].name}`)).toContainText(/connected/i);
  expect((await roster(page)).find((s) => s.key === joiners[0].key)).toMatchObject({ gameId: joiners[0].gameId, player: joiners[0].player, joined: true, connected: true });

  await page.getByTestId('class-resume-all').click();
  await expect(cards.and(page.locator('[data-paused="yes"]'))).toHaveCount(0);

  // An absent student's seat goes to a bot: the roster marks it.
  const absent = students.find((s) => !joiners.includes(s))!;
  await page.getByTestId(`roster-bot-${absent.name}`).click();
  // The dashboard asks first ("Replace … by a bot? Yes / No").
  await expect(page.getByTestId(`roster-bot-confirm-${absent.name}`)).toContainText(`Replace ${absent.name} by a bot?`);
  await page.getByTestId(`roster-bot-yes-${absent.name}`).click();
  await expect(page.getByTestId(`roster-row-${absent.name}`)).toHaveClass(/bot/);
  await expect(page.getByTestId(`roster-handback-${absent.name}`)).toBeVisible();

  // The students leave; the tables play on to the end (absent seats are ready after the grace period).
  for (const d of devices) await d.context.close();
  await expect(cards.and(page.locator('[data-status="FINISHED"]'))).toHaveCount(3, { timeout: 300_000 });

  // The CSVs: one for the class and one per table, every student in them.
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('class-export').click();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBe(4);
  const files = await Promise.all(downloads.map(async (d) => ({ name: d.suggestedFilename(), text: readFileSync((await d.path())!, 'utf8') })));
  const classFile = files.find((f) => f.name.endsWith('-class.csv'))!;
  expect(classFile).toBeDefined();
  const [header, ...rows] = classFile.text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(header.split(',').slice(0, 8)).toEqual(['class', 'table', 'game', 'student', 'seat', 'seat_kind', 'period_name', 'period']);
  for (const name of NAMES) expect(rows.some((r) => r.includes(name))).toBe(true);
  expect(rows.every((r) => r.startsWith('Period 3,'))).toBe(true);
  expect(files.filter((f) => f !== classFile)).toHaveLength(3);

  // The class report: all twelve students on the Tycoon board (ranked, or listed as not having played), one page each.
  await page.getByTestId('class-report').click();
  await expect(page.getByTestId('report-leaderboard')).toBeVisible();
  await expect(page.getByTestId('report-board')).toHaveCount(1);
  await expect(page.getByTestId('report-leaderboard-row').or(page.getByTestId('report-unranked-row'))).toHaveCount(12);
  // The absent student a bot played never made a move: not ranked.
  await expect(page.getByTestId('report-unranked-row').filter({ hasText: absent.name })).toHaveCount(1);
  await expect(page.getByTestId('report-student')).toHaveCount(12);
  await snap(page, 'report', [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screenshots/class-report-print-1366x768.png' });
  await page.emulateMedia({ media: 'screen' });

  await projectorContext.close();
  expect(errors).toEqual([]);
});

/** A roster as a teacher pastes it from a spreadsheet: a header row, a quoted "Last, First" name, a 45-character name. */
const LONG_NAME = 'Maria Fernanda de los Angeles Rodriguez Lopez';
const PASTED = [
  'Student, Email, Group',
  '"García, Lucía", lucia@school.test, 3B',
  `${LONG_NAME}, maria@school.test, 3B`,
  'Ben Okafor, ben@school.test, 3A',
  'Chloé Martin, chloe@school.test, 3A',
  'Dee Jones, dee@school.test, 3B',
  'Eve Park, eve@school.test, 3A',
].join('\n');
const SHORT_NAME = 'Maria Fernanda de los Angeles Rodr';

/** Screenshots at a laptop's and a phone's size; on the phone nothing may stick out sideways (no page-wide side scroll). */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, name, [LAPTOP]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits 390 px` }).toBeLessThanOrEqual(PHONE.width);
  await snap(page, name, [PHONE]);
  await page.setViewportSize(LAPTOP);
}
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test('a teacher pastes a roster, answers a join by name and a student\'s new device, and sees a paused table\'s time left', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.addInitScript(() => window.localStorage.setItem('sectors.testHooks', '1'));
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // The roster pasted: the header is not a student, "García, Lucía" stays whole, the long name is shortened (said so).
  await page.getByTestId('run-class').click();
  await page.getByTestId('class-setup-name').fill('Period 4');
  await page.getByTestId('roster-text').fill(PASTED);
  await expect(page.getByTestId('roster-count')).toHaveText('6 students');
  await expect(page.getByTestId('roster-header')).toContainText('Student · Email · Group');
  await expect(page.getByTestId('roster-column')).toHaveValue('c0');
  await expect(page.getByTestId('roster-shortened')).toContainText(`“${LONG_NAME}” → “${SHORT_NAME}”`);
  const expected = ['Ben Okafor', 'Chloé Martin', 'Dee Jones', 'Eve Park', 'García, Lucía', SHORT_NAME].sort();
  const previewNames = () => page.getByTestId('assignment-preview').locator('li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.student));
  expect((await previewNames()).sort()).toEqual(expected);
  await expect(page.getByTestId('create-class')).toHaveText('Create the class (2 tables, 6 students)');
  await snapBoth(page, 'setup-roster');
  await page.getByTestId('create-class').click();
  await expect(page.getByTestId('class-header')).toBeVisible();
  const students = await roster(page);
  // The class has exactly the previewed names.
  expect(students.map((s) => s.name).sort()).toEqual(expected);
  // Tables are named under the class's heading without its name.
  await expect(page.getByTestId('class-table-1').getByRole('heading')).toHaveText('Table 1');

  const ben = students.find((s) => s.name === 'Ben Okafor')!;
  const dee = students.find((s) => s.name === 'Dee Jones')!;
  const deeCode = await page.evaluate((gameId) => (window as unknown as WithTables).sectorsClassDesk.info!.tables.find((t) => t.gameId === gameId)!.joinCode, dee.gameId);

  // Ben takes his seat on his own link.
  const benOld = await studentPage(browser, ben.key);
  await expect(page.getByTestId(`roster-connected-${ben.name}`)).toContainText(/connected/i);

  // Someone types Dee's name with her table's code: that waits for the teacher, and the dashboard says how it asked.
  const strangerContext = await browser.newContext({ viewport: PHONE });
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/#/join/${deeCode}`);
  await stranger.getByTestId('join-name-input').fill('dee jones');
  await stranger.getByTestId('join-submit').click();
  await expect(stranger.getByTestId('join-pending')).toContainText('Waiting for your teacher to let you in as Dee Jones at Period 4 — Table');
  await expect(page.getByTestId('device-request-Dee Jones')).toHaveAttribute('data-via', 'name');
  await expect(page.getByTestId('device-request-Dee Jones').getByTestId('device-request-via')).toContainText('asked by name at the table’s code');
  await expect(page.getByTestId('device-request-Dee Jones').getByTestId('device-request-warn')).toBeVisible();
  await snapBoth(page, 'dashboard-request-by-name');
  await stranger.screenshot({ path: 'test-results/screenshots/class-join-by-name-waiting-390x844.png' });
  await page.getByTestId('deny-Dee Jones').click();
  await expect(stranger.getByTestId('join-error')).toHaveText(/Your teacher did not let this device take the seat\./);
  await strangerContext.close();

  // Ben moves to another device: the teacher approves it, and the old one says calmly that the seat moved.
  const benNew = await browser.newContext();
  const benNewPage = await benNew.newPage();
  await benNewPage.goto(`/s/${ben.key}`);
  await expect(benNewPage.getByTestId('student-pending')).toBeVisible();
  await expect(page.getByTestId(`device-request-${ben.name}`).getByTestId('device-request-via')).toHaveText('new device (personal link)');
  await page.getByTestId(`approve-${ben.name}`).click();
  await expect(benNewPage.getByTestId('lobby-screen')).toBeVisible();
  await expect(benOld.page.getByTestId('student-seat-lost')).toHaveAttribute('data-why', 'moved');
  await expect(benOld.page.getByTestId('student-seat-lost-text')).toHaveText('You can keep playing there; this screen no longer plays your seat.');
  await expect(benOld.page.getByTestId('lobby-screen')).toHaveCount(0);
  await snapBoth(benOld.page, 'old-device-seat-moved');
  await benOld.context.close();

  // Started and one table paused: its card keeps the time left.
  await page.getByTestId('class-start-all').click();
  const cards = page.locator('[data-testid^="class-table-"][data-status]');
  await expect(cards.and(page.locator('[data-status="RUNNING"]'))).toHaveCount(2);
  const first = page.getByTestId('class-table-1');
  await first.getByTestId('table-pause').click();
  await expect(first).toHaveAttribute('data-paused', 'yes');
  await expect(first.getByTestId('table-clock')).toHaveText(/^Paused — \d+:\d\d left$/);
  await snapBoth(page, 'dashboard-paused');

  // "Open table" shows its board here, and the board leads back to the dashboard in one click.
  await first.getByTestId('table-open').click();
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('paused-banner')).toBeVisible();
  await page.getByTestId('back-to-class').click();
  await expect(page.getByTestId('class-dashboard')).toBeVisible();
  await expect(page.getByTestId('class-table-1')).toHaveAttribute('data-paused', 'yes');
  await expect(page.getByTestId('class-table-1').getByTestId('table-clock')).toHaveText(/^Paused — \d+:\d\d left$/);

  await benNew.close();
  expect(errors).toEqual([]);
});
