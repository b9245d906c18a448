import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import Papa from 'papaparse';
import { WebSocket } from 'ws';
import { tycoonModule } from '../../src-shared/games/tycoon/module.ts';
import { watchConsole } from './helpers/desk.ts';

/**
 * Journey J1, "A class a teacher can trust", in one walk. On the host machine's page the teacher opens "Run a
 * class", pastes the roster from a spreadsheet (a header row, a quoted "García, Lucía", a 45-character name),
 * makes four tables of three — Sectors, Stock Market Tycoon, the 1876 stock round and a second Tycoon table (the
 * same deal) — and "Fits in 45 minutes": the lesson plan shows every table ending within the lesson. The class is
 * created; the slips are printed; the class projector opens in a second page. The students join on their own
 * connections with the keys on their slips (each move is what the game's strongest bot would do, asked as a
 * hint); from the dashboard the teacher turns hints on, starts all tables, replaces the student who never came by
 * a bot, pauses all, gives +30 s, resumes, approves a student who switched phones, and gives another student's
 * seat to a bot for a while and hands it back. At the bell: the CSV says who played each period, the report's and
 * the projector's leaderboards rank like with like (the never-played student unranked), the two Tycoon tables had
 * the same seed and the same first deal, and the report is printed to PDF (A4 and Letter) and rendered to PNG.
 * Screenshots (setup, slips, projector during play, paused and at the end at 1920×1080 and 1280×720, light and
 * dark, and the report) go to test-results/screenshots/j1-*.
 */

type Msg = Record<string, any>;
const SHOTS = 'test-results/screenshots';
const PORT = Number(process.env.E2E_PORT ?? 47190);

const LONG_NAME = 'Maria Fernanda de los Angeles Rodriguez Lopez';
const SHORT_NAME = 'Maria Fernanda de los Angeles Rodr';
/** The class list as copied from a spreadsheet. Dealt round the four tables in this order. */
const ROSTER = [
  'Student, Email, Group',
  'Ana Silva, ana@school.test, 10A',
  'Ben Okafor, ben@school.test, 10A',
  'Chloé Martin, chloe@school.test, 10B',
  'Dee Jones, dee@school.test, 10B',
  'Eve Park, eve@school.test, 10A',
  'Fay Wong, fay@school.test, 10B',
  'Gus Brown, gus@school.test, 10A',
  'Hana Ito, hana@school.test, 10B',
  'Ivan Petrov, ivan@school.test, 10A',
  `${LONG_NAME}, maria@school.test, 10B`,
  'Kai Lee, kai@school.test, 10A',
  '"García, Lucía", lucia@school.test, 10B',
].join('\n');
const NAMES = ['Ana Silva', 'Ben Okafor', 'Chloé Martin', 'Dee Jones', 'Eve Park', 'Fay Wong', 'Gus Brown', 'Hana Ito', 'Ivan Petrov', SHORT_NAME, 'Kai Lee', 'García, Lucía'];
/** Table n's game (Sectors is the class game; the others are chosen in their column's header). */
const GAMES = ['sectors', 'tycoon', 'sr1876', 'tycoon'];
const LESSON_MINUTES = 45;
/** Never comes: a bot takes the seat right after the start. */
const ABSENT = 'Dee Jones';
/** A bot plays her seat for a while in the middle of the game, then she gets it back. */
const REPLACED = 'Eve Park';
/** Continues on another phone: the teacher approves the new device. */
const SWITCHER = 'Ben Okafor';

/** One connection to the host, as a browser's: every event it received; answers by requestId. */
class Conn {
  readonly events: Msg[] = [];
  private n = 0;
  seq = 0;
  private readonly socket: WebSocket;
  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => this.events.push(JSON.parse(data.toString()) as Msg));
  }

  static async open(name: string): Promise<Conn> {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const conn = new Conn(socket);
    expect((await conn.ask({ type: 'hello', protocol: 2, protocols: [1, 2], client: { kind: 'browser', name } })).type).toBe('welcome');
    return conn;
  }

  send(command: Msg): string {
    const requestId = `q${++this.n}`;
    this.socket.send(JSON.stringify({ ...command, requestId }));
    return requestId;
  }

  /** The first event matching `match`, waiting for it. */
  async waitFor(match: (e: Msg) => boolean, what: string, timeoutMs = 20_000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async ask(command: Msg, timeoutMs = 20_000): Promise<Msg> {
    const requestId = this.send(command);
    return this.waitFor((e) => e.requestId === requestId, `answer to ${String(command.type)}`, timeoutMs);
  }

  view(gameId: string): Msg | undefined {
    return this.events.filter((e) => e.type === 'view' && e.gameId === gameId).at(-1);
  }

  latest(type: string): Msg | undefined {
    return this.events.filter((e) => e.type === type).at(-1);
  }

  close(): void {
    this.socket.close();
  }
}

type Student = { name: string; key: string; gameId: string; player: string; conn: Conn | null; devices: Conn[] };

async function join(student: Student): Promise<void> {
  const conn = await Conn.open(student.name);
  const joined = await conn.ask({ type: 'join_student', key: student.key });
  expect(joined, `${student.name} takes the seat with the slip's key`).toMatchObject({ type: 'joined', gameId: student.gameId, player: student.player });
  conn.seq = (joined.clientSeq as number | undefined) ?? 0;
  student.conn = conn;
  student.devices.push(conn);
}

/** The student's move in the open window: what the strongest bot would do (a hint), then Ready where readiness applies. */
async function play(student: Student, window: Msg): Promise<void> {
  const conn = student.conn!;
  const act = (action: Msg) => conn.ask({ type: 'act', gameId: student.gameId, player: student.player, phaseSerial: window.id, clientSeq: ++conn.seq, action });
  const hint = await conn.ask({ type: 'hint', gameId: student.gameId, player: student.player }, 60_000);
  if (hint.type === 'hint_result' && hint.window === window.id) {
    for (const input of hint.inputs as Msg[]) {
      const { player: _, ...action } = input;
      const answer = await act(action);
      if (answer.type !== 'ack') break;
    }
  }
  if (window.kind !== 'sequential') await act({ type: 'READY' });
}

const SIZES = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }];

/** The projector at the room's screen sizes, light and dark. */
async function shoot(page: Page, name: string, sizes = SIZES, schemes: ('light' | 'dark')[] = ['light', 'dark']): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // Layout settles on the next frames after a resize (the leaderboard shares out its lines by height).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: `${SHOTS}/j1-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** `page` printed to PDF on `format` paper, and each page as a PNG (pdftoppm, 80 dpi); the number of pages. */
async function printPdf(page: Page, name: string, format: 'A4' | 'Letter'): Promise<number> {
  const base = `j1-${name}-${format}`;
  const pdf = `${SHOTS}/${base}.pdf`;
  await page.pdf({ path: pdf, format, printBackground: true });
  for (const f of readdirSync(SHOTS)) if (f.startsWith(`${base}-`) && f.endsWith('.png')) rmSync(`${SHOTS}/${f}`);
  execFileSync('pdftoppm', ['-png', '-r', '80', pdf, `${SHOTS}/${base}`]);
  return readdirSync(SHOTS).filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png')).length;
}

/** "HH:MM" as minutes of the day. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

test('J1: a teacher sets up a mixed class from a pasted roster, runs it to the bell and gets fair, honest exports', async ({ page, context }) => {
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // 1. The roster pasted from a spreadsheet: the header is skipped, "García, Lucía" stays whole, the long name is
  // shortened with a note, and the preview is exactly the twelve students the host will show.
  await page.getByTestId('run-class').click();
  await expect(page.getByTestId('class-setup-screen')).toBeVisible();
  await page.getByTestId('class-setup-name').fill('Period 3');
  await page.getByTestId('roster-text').fill(ROSTER);
  await expect(page.getByTestId('roster-count')).toHaveText('12 students');
  await expect(page.getByTestId('roster-header')).toContainText('Student · Email · Group');
  await expect(page.getByTestId('roster-shortened')).toContainText(`“${LONG_NAME}” → “${SHORT_NAME}”`);

  // 2. Four tables of three: Sectors (the class game), Tycoon, the 1876 stock round and Tycoon again; 45 minutes.
  await page.getByTestId('class-game').selectOption('sectors');
  await page.getByTestId('class-tables').fill('4');
  for (const [i, game] of GAMES.entries()) if (i > 0) await page.getByTestId(`table-game-${i + 1}`).selectOption(game);
  const previewNames = () => page.getByTestId('assignment-preview').locator('li[data-student]').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.student));
  expect((await previewNames()).sort()).toEqual([...NAMES].sort());
  await expect(page.getByTestId('assignment-preview').locator(`li[data-student="${SHORT_NAME}"]`).getByTestId('assign-shortened')).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(page.getByTestId(`assign-table-${n}`).locator('li[data-student]')).toHaveCount(3);
  await page.getByTestId('lesson-minutes').fill(String(LESSON_MINUTES));
  await page.getByTestId('lesson-minutes').press('Tab');
  const plan = page.getByTestId('lesson-plan');
  await expect(plan).toBeVisible();
  const plannedEnd = /planned end (\d{2}:\d{2})/.exec((await plan.locator('p.muted').first().textContent()) ?? '')?.[1];
  expect(plannedEnd, 'the plan says when the lesson ends').toBeDefined();
  const planned: string[] = [];
  for (const n of [1, 2, 3, 4]) {
    const row = page.getByTestId(`lesson-plan-table-${n}`);
    await expect(row).toHaveAttribute('data-fits', 'yes');
    const end = (await page.getByTestId(`lesson-plan-end-${n}`).textContent())!.trim();
    const [, at, minutes] = /^Ends ≈ (\d{2}:\d{2}) \(about (\d+) min\)$/.exec(end) ?? [];
    expect(at, `table ${n} shows its expected end: "${end}"`).toBeDefined();
    expect(Number(minutes), `table ${n} ends within the lesson`).toBeLessThanOrEqual(LESSON_MINUTES);
    // At or before the planned end (the clock may pass midnight in between).
    expect((minutesOf(plannedEnd!) - minutesOf(at) + 1440) % 1440, `table ${n} ends at ${at}, by ${plannedEnd}`).toBeLessThan(LESSON_MINUTES + 1);
    planned.push((await row.locator('.what').textContent())!.trim());
  }
  expect(planned[0]).toMatch(/^Turns \d+ · pace × [\d.]+$/);
  expect(planned[1]).toMatch(/^Market years \d+ · pace × [\d.]+$/);
  expect(planned[2]).toMatch(/^Rounds \d+ · pace × [\d.]+$/);
  // The two Tycoon tables are planned alike: the same game and options (so the same deal).
  expect(planned[3]).toBe(planned[1]);
  await expect(page.getByTestId('lesson-plan-warning')).toHaveCount(0);
  await plan.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/j1-setup-plan-1366x768.png` });
  await page.getByTestId('roster-text').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/j1-setup-roster-1366x768.png` });
  await expect(page.getByTestId('create-class')).toHaveText('Create the class (4 tables, 12 students)');
  await page.getByTestId('create-class').click();
  await expect(page.getByTestId('class-header')).toBeVisible();
  const code = (await page.getByTestId('class-code').textContent())!.trim();

  // The test's window on the host: the host machine's dashboard connection (no secret needed from this machine).
  const teacher = await Conn.open('teacher');
  expect(await teacher.ask({ type: 'facilitate_class', code })).toMatchObject({ type: 'class_joined', role: 'facilitator' });
  const state = await teacher.waitFor((e) => e.type === 'class_state', 'class_state');
  const classId = state.classId as string;
  const tables = (state.tables as Msg[]).map((x) => x.gameId as string);
  expect((state.tables as Msg[]).map((x) => x.game)).toEqual(GAMES);
  // The two Tycoon tables are one deal; the others are alone in their game.
  expect((state.tables as Msg[]).map((x) => x.sameDeal ?? false)).toEqual([false, true, false, true]);
  expect((state.students as Msg[]).map((s) => s.name)).toEqual(NAMES);
  // The dashboard says so on those two tables' cards.
  for (const n of [1, 2, 3, 4]) await expect(page.getByTestId(`class-table-${n}`).getByTestId('table-same-deal')).toHaveCount(n === 2 || n === 4 ? 1 : 0);

  // The slips: one per student, with the personal link (its key) and the table's code; printed.
  await page.getByTestId('class-slips').click();
  await expect(page.getByTestId('class-slips-screen')).toBeVisible();
  await expect(page.getByTestId('slip')).toHaveCount(12);
  const slips = await page.getByTestId('slip').evaluateAll((items) =>
    items.map((el) => ({ name: (el as HTMLElement).dataset.student!, url: el.querySelector('[data-testid="slip-url"]')?.textContent?.trim() ?? '' })),
  );
  const students: Student[] = slips.map(({ name, url }) => {
    const key = /\/s\/([A-Za-z0-9]+)$/.exec(url)?.[1];
    expect(key, `${name}'s slip carries a personal link: ${url}`).toBeDefined();
    const line = (state.students as Msg[]).find((s) => s.key === key)!;
    expect(line.name).toBe(name);
    return { name, key: key!, gameId: line.gameId, player: line.player, conn: null, devices: [] };
  });
  expect(students.map((s) => s.name).sort()).toEqual([...NAMES].sort());
  for (const [i, name] of NAMES.entries()) expect(students.find((s) => s.name === name)!.gameId, `${name} sits at table ${(i % 4) + 1}`).toBe(tables[i % 4]);
  await page.screenshot({ path: `${SHOTS}/j1-slips-1366x768.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  expect(await printPdf(page, 'slips', 'A4')).toBe(2);
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();
  await expect(page.getByTestId('class-dashboard')).toBeVisible();

  // The class projector, in a second page (a new tab from the dashboard).
  const opened = context.waitForEvent('page');
  await page.getByTestId('class-projector').click();
  const projector = await opened;
  const projectorErrors = watchConsole(projector);
  await projector.setViewportSize(SIZES[0]);
  await expect(projector.getByTestId('class-leaderboard')).toBeVisible();
  await expect(projector.getByTestId('class-code')).toHaveText(code);
  await expect(projector.getByTestId('class-address')).toContainText(`http://127.0.0.1:${PORT}`);
  await expect(projector.getByTestId('class-table-card')).toHaveCount(4);

  // 3. Everyone but the absent student joins on their own link. Hints are switched on playing tables only: the
  // switch waits for the start.
  await expect(page.getByTestId('class-hints-all')).toBeDisabled();
  for (const s of students.filter((x) => x.name !== ABSENT)) await join(s);
  await expect(page.getByTestId(`roster-connected-${SHORT_NAME}`)).toContainText(/connected/i);
  await expect(page.getByTestId(`roster-connected-García, Lucía`)).toContainText(/connected/i);

  const cards = page.locator('[data-testid^="class-table-"][data-status]');
  await page.getByTestId('class-start-all').click();
  await expect(cards.and(page.locator('[data-status="RUNNING"]'))).toHaveCount(4);
  await expect.poll(() => tables.map((g) => teacher.view(g)?.session.timerMode), { message: 'the lesson plan times every table' }).toEqual(['TIMED', 'TIMED', 'TIMED', 'TIMED']);
  // Hints for learners on (the students' moves here are the hints).
  await page.getByTestId('class-hints-all').check();
  await expect.poll(() => tables.map((g) => teacher.view(g)?.session.hints)).toEqual(['on', 'on', 'on', 'on']);
  await expect(page.getByTestId('class-hints-all')).toBeChecked();

  // The student who never came: a bot takes the seat at once (the dashboard asks first).
  await page.getByTestId(`roster-bot-${ABSENT}`).click();
  await expect(page.getByTestId(`roster-bot-confirm-${ABSENT}`)).toContainText(`Replace ${ABSENT} by a bot?`);
  await page.getByTestId(`roster-bot-yes-${ABSENT}`).click();
  await expect(page.getByTestId(`roster-row-${ABSENT}`)).toHaveClass(/bot/);

  // Pause all once, +30 s for all while paused, resume.
  await page.getByTestId('class-pause-all').click();
  await expect(cards.and(page.locator('[data-paused="yes"]'))).toHaveCount(4);
  await expect.poll(() => tables.every((g) => teacher.view(g)?.session.paused === true && typeof teacher.view(g)?.session.remainingMs === 'number')).toBe(true);
  for (const n of [1, 2, 3, 4]) await expect(page.getByTestId(`class-table-${n}`).getByTestId('table-clock')).toHaveText(/^Paused — \d+:\d\d left$/);
  const left = tables.map((g) => teacher.view(g)!.session.remainingMs as number);
  await page.getByTestId('class-add-time-all').click();
  await expect.poll(() => tables.map((g, i) => (teacher.view(g)!.session.remainingMs as number) - left[i])).toEqual([30_000, 30_000, 30_000, 30_000]);
  await expect(projector.getByTestId('class-table-countdown').first()).toBeVisible();
  await shoot(projector, 'projector-paused', [SIZES[0]], ['light']);
  await page.getByTestId('class-resume-all').click();
  await expect(cards.and(page.locator('[data-paused="yes"]'))).toHaveCount(0);

  // Play to the end. Each student answers every window they act in (in parallel across students); the teacher's
  // dashboard handles the phone switch and the replaced student on the way.
  const byName = (name: string) => students.find((s) => s.name === name)!;
  const replaced = byName(REPLACED);
  const switcher = byName(SWITCHER);
  const busy = new Map<string, Promise<void>>();
  const failures: unknown[] = [];
  const handled = new Set<string>();
  const since = new Map<string, { id: number; at: number }>();
  let replacedAt: number | null = null;
  let handedBack = false;
  let switched = false;
  let midShots = false;
  let forced = 0;
  const idle = async (s: Student) => {
    await busy.get(s.key);
  };
  const finished = () => tables.every((g) => teacher.view(g)?.view.status === 'ENDED');
  const started = Date.now();
  while (!finished()) {
    expect(Date.now() - started, 'the class plays to the end').toBeLessThan(420_000);
    expect(failures).toEqual([]);
    for (const gameId of tables) {
      const view = teacher.view(gameId);
      const window = view?.session.window as Msg | null | undefined;
      if (!view || view.view.status === 'ENDED' || !window) continue;
      for (const player of (window.seats as string[]).filter((p) => !(window.ready as string[]).includes(p))) {
        const student = students.find((s) => s.gameId === gameId && s.player === player && s.conn !== null);
        const key = `${gameId} ${window.id} ${player}`;
        if (!student || handled.has(key) || busy.has(student.key) || (student === replaced && replacedAt !== null && !handedBack)) continue;
        handled.add(key);
        const move = play(student, window)
          .catch((e: unknown) => void failures.push(e))
          .finally(() => busy.delete(student.key));
        busy.set(student.key, move);
      }
      const seen = since.get(gameId);
      const inPlay = students.some((s) => s.gameId === gameId && busy.has(s.key));
      if (!seen || seen.id !== window.id || inPlay) since.set(gameId, { id: window.id, at: Date.now() });
      else if (Date.now() - seen.at > 8000) {
        // Nobody left to answer and the window still open (a bot still thinking): the teacher ends the window.
        forced++;
        await teacher.ask({ type: 'class_control', classId, command: 'end_phase', tables: [gameId] });
        since.delete(gameId);
      }
    }

    // The student who switches phones: her link on a second device waits for the teacher, who approves it.
    const switcherView = teacher.view(switcher.gameId)?.view;
    if (!switched && switcherView?.status === 'RUNNING' && (switcherView.turn ?? 0) >= 2) {
      switched = true;
      await idle(switcher);
      const phone = await Conn.open(`${SWITCHER} (phone)`);
      const requestId = phone.send({ type: 'join_student', key: switcher.key });
      expect(await phone.waitFor((e) => e.requestId === requestId, 'join_pending')).toMatchObject({ type: 'join_pending', name: SWITCHER });
      const request = page.getByTestId(`device-request-${SWITCHER}`);
      await expect(request.getByTestId('device-request-via')).toHaveText('new device (personal link)');
      await page.getByTestId(`approve-${SWITCHER}`).click();
      const joined = await phone.waitFor((e) => e.requestId === requestId && e.type !== 'join_pending', 'joined after approval');
      expect(joined).toMatchObject({ type: 'joined', gameId: switcher.gameId, player: switcher.player });
      await switcher.conn!.waitFor((e) => JSON.stringify(e).includes('SEAT_REVOKED'), 'SEAT_REVOKED on the old phone');
      await expect(request).toHaveCount(0);
      phone.seq = (joined.clientSeq as number | undefined) ?? 0;
      switcher.conn = phone;
      switcher.devices.push(phone);
    }

    // The replaced student: a bot for a while in the middle of her game, then back on her own link.
    const turn = teacher.view(replaced.gameId)?.view.turn as number | undefined;
    if (replacedAt === null && (turn ?? 0) >= 2) {
      await idle(replaced);
      await page.getByTestId(`roster-bot-${REPLACED}`).click();
      await page.getByTestId(`roster-bot-yes-${REPLACED}`).click();
      await expect(page.getByTestId(`roster-row-${REPLACED}`)).toHaveClass(/bot/);
      replaced.conn = null;
      replacedAt = teacher.view(replaced.gameId)?.view.turn as number;
    } else if (replacedAt !== null && !handedBack && (turn ?? 0) >= replacedAt + 2) {
      await page.getByTestId(`roster-handback-${REPLACED}`).click();
      await expect(page.getByTestId(`roster-row-${REPLACED}`)).not.toHaveClass(/bot/);
      await join(replaced);
      handedBack = true;
    }

    if (!midShots && tables.every((g) => (teacher.view(g)?.view.turn ?? 0) >= 2 || teacher.view(g)?.view.status === 'ENDED')) {
      midShots = true;
      await expect(projector.getByTestId('class-board')).toHaveCount(3);
      await shoot(projector, 'projector-playing');
      await page.screenshot({ path: `${SHOTS}/j1-dashboard-playing-1366x768.png`, fullPage: true });
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(busy.values());
  expect(failures).toEqual([]);
  expect(switched && handedBack).toBe(true);
  const playMs = Date.now() - started;
  test.info().annotations.push({ type: 'play', description: `${Math.round(playMs / 1000)} s of play; ${forced} windows ended by the teacher` });
  await expect(cards.and(page.locator('[data-status="FINISHED"]'))).toHaveCount(4);

  // 4a. The CSV, exported from the dashboard: who played each seat in each period.
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('class-export').click();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBe(5);
  const files = await Promise.all(downloads.map(async (d) => ({ name: d.suggestedFilename(), text: readFileSync((await d.path())!, 'utf8') })));
  const classCsv = files.find((f) => f.name.endsWith('-class.csv'))!;
  const parsed = Papa.parse<Record<string, string>>(classCsv.text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const rows = parsed.data;
  const kindsOf = (name: string) => rows.filter((r) => r.student === name).sort((a, b) => Number(a.period) - Number(b.period)).map((r) => r.seat_kind);
  expect(new Set(rows.map((r) => r.student))).toEqual(new Set(NAMES));
  // The absent student's seat was a bot's from the start on: `both` at most for the first period (it changed hands in it).
  const absentKinds = kindsOf(ABSENT);
  expect(absentKinds.length).toBeGreaterThan(0);
  expect(['bot', 'both']).toContain(absentKinds[0]);
  expect(absentKinds.slice(1).every((k) => k === 'bot'), `${ABSENT}: ${absentKinds.join(' ')}`).toBe(true);
  // The replaced student: hers, then the bot's (`both` in the periods the seat changed hands), then hers again.
  const replacedKinds = kindsOf(REPLACED);
  expect(replacedKinds[0]).toBe('student');
  expect(replacedKinds, `${REPLACED}: ${replacedKinds.join(' ')}`).toContain('bot');
  expect(replacedKinds).toContain('both');
  expect(replacedKinds.at(-1)).toBe('student');
  // Everyone else, the student who switched phones too, played every period of their own seat.
  for (const name of NAMES.filter((n) => n !== ABSENT && n !== REPLACED)) expect(kindsOf(name).every((k) => k === 'student'), `${name}: ${kindsOf(name).join(' ')}`).toBe(true);
  expect(new Set(rows.map((r) => r.seat_kind))).toEqual(new Set(['student', 'bot', 'both']));

  // 4b. The projector at the end: one board per game (the two Tycoon tables together), never across games.
  await expect(projector.getByTestId('class-table-top')).toHaveCount(4);
  const boards = projector.getByTestId('class-board');
  await expect(boards).toHaveCount(3);
  expect(await boards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.game))).toEqual(['sectors', 'tycoon', 'sr1876']);
  const tableNames = (state.tables as Msg[]).map((x) => String(x.name).replace(/^.* — /, ''));
  const tablesOf = (game: string) => tableNames.filter((_, i) => GAMES[i] === game);
  for (const [i, game] of ['sectors', 'tycoon', 'sr1876'].entries()) {
    const board = boards.nth(i);
    const lines = await board.getByTestId('class-standing-row').evaluateAll((trs) => trs.map((tr) => ({ rank: tr.querySelector('.rank')!.textContent!.trim(), table: tr.querySelector('.table')!.textContent!.trim() })));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0].rank, `${game}'s board ranks from 1`).toBe('1');
    for (const line of lines) expect(tablesOf(game).some((name) => line.table.endsWith(name)), `${line.table} on the ${game} board`).toBe(true);
  }
  await expect(boards.nth(1).getByTestId('class-board-method')).toContainText('Same cards and draws at every table.');
  // The projector has no journal: it says what it sees — a bot plays the absent student's seat, so she is not ranked.
  await expect(boards.nth(1).getByTestId('class-board-bot-now')).toContainText(`Not ranked while a bot plays their seat: ${ABSENT}.`);
  await expect(projector.getByTestId('class-standing-row').filter({ hasText: ABSENT })).toHaveCount(0);
  // Each table's best places: a seat a bot plays says so (the absent student's result is the bot's), and the student
  // a bot replaced for a while carries the board's mark.
  const topOf = (name: string) => projector.locator(`[data-testid="class-table-card"][data-game-id="${byName(name).gameId}"]`).getByTestId('class-table-top').locator('li').filter({ hasText: name });
  await expect(topOf(ABSENT)).toContainText(`${ABSENT} (bot)`);
  await expect(topOf(REPLACED)).toContainText(`${REPLACED}†`);
  for (const name of NAMES.filter((n) => n !== ABSENT && n !== REPLACED)) {
    const line = topOf(name);
    if ((await line.count()) > 0) await expect(line).not.toContainText(/\(bot\)|†/);
  }
  await shoot(projector, 'projector-end');

  // 4c. The report: the same boards, the never-played student listed unranked, the replaced one marked.
  await page.getByTestId('class-report').click();
  await expect(page.getByTestId('report-leaderboard')).toBeVisible();
  const reportBoards = page.getByTestId('report-board');
  await expect(reportBoards).toHaveCount(3);
  expect(await reportBoards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.game))).toEqual(['sectors', 'tycoon', 'sr1876']);
  const seatsOf = (game: string) => students.filter((s) => tables.indexOf(s.gameId) >= 0 && GAMES[tables.indexOf(s.gameId)] === game).map((s) => s.name);
  for (const [i, game] of ['sectors', 'tycoon', 'sr1876'].entries()) {
    const board = reportBoards.nth(i);
    const ranked = await board.getByTestId('report-leaderboard-row').evaluateAll((trs) => trs.map((tr) => ({ name: (tr as HTMLElement).dataset.student!, rank: tr.querySelector('.rank')!.textContent!.trim() })));
    const unranked = await board.getByTestId('report-unranked-row').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.student!));
    // Every student of this game's tables, and only them, is on its board.
    expect([...ranked.map((l) => l.name), ...unranked].sort()).toEqual(seatsOf(game).sort());
    expect(ranked[0].rank).toBe('1');
    expect(unranked).toEqual(game === 'tycoon' ? [ABSENT] : []);
    const method = board.getByTestId('report-board-method');
    await expect(method).toContainText('Ranked by return on starting capital among the');
    await expect(method).toContainText('Other games are ranked separately.');
    if (game === 'tycoon') await expect(method).toContainText('Same cards and draws at every table.');
    else await expect(method).not.toContainText('Same cards');
  }
  await expect(page.getByTestId('report-unranked-row').filter({ hasText: ABSENT })).toContainText('did not play');
  await expect(page.getByTestId('report-leaderboard-row').filter({ hasText: REPLACED })).toHaveAttribute('data-partly', 'yes');
  await expect(page.getByTestId('report-student')).toHaveCount(12);

  // 4d. The same deal: both Tycoon tables' files have one seed, and the engine deals every seat the same first hand
  // there — the hand each student at those tables was shown.
  const tycoonTables = tables.filter((_, i) => GAMES[i] === 'tycoon');
  const gameFiles = await Promise.all(tycoonTables.map(async (gameId) => {
    const answer = await teacher.ask({ type: 'export_game', gameId });
    expect(answer.type).toBe('game_file');
    return answer.file as Msg;
  }));
  expect(gameFiles[0].seed).toBe(gameFiles[1].seed);
  const firstHands = gameFiles.map((file) => {
    const game = tycoonModule.create(file.config, file.seed);
    return Object.keys(game.core.players).sort().map((seat) => [...game.core.players[Number(seat)].hand]);
  });
  expect(firstHands[0].length).toBe(3);
  expect(firstHands[0].every((hand) => hand.length > 0)).toBe(true);
  expect(firstHands[1]).toEqual(firstHands[0]);
  for (const s of students.filter((x) => tycoonTables.includes(x.gameId) && x.name !== ABSENT)) {
    const first = s.devices[0].events.find((e) => e.type === 'view' && e.gameId === s.gameId && e.view.status === 'RUNNING' && e.private?.[s.player]?.hand);
    expect(first?.private[s.player].hand, `${s.name}'s first hand`).toEqual(firstHands[0][Number(s.player.slice(1)) - 1]);
  }

  // 5. The report printed on A4 and Letter, every page rendered to PNG.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/j1-report-screen-1366x900.png` });
  await page.emulateMedia({ media: 'print' });
  expect(await printPdf(page, 'report', 'A4')).toBeGreaterThan(12);
  expect(await printPdf(page, 'report', 'Letter')).toBeGreaterThan(12);
  await page.emulateMedia({ media: 'screen' });

  for (const s of students) for (const d of s.devices) d.close();
  teacher.close();
  expect(errors).toEqual([]);
  expect(projectorErrors).toEqual([]);
});
