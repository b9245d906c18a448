import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { WebSocket } from 'ws';
import { watchConsole } from './helpers/desk.ts';

/**
 * J1's mixed class, for the numbers a teacher shows and prints ("A class a teacher can trust"): four tables —
 * Sectors, two Stock Market Tycoon tables (the same deal) and the 1876 stock round — of three students and a bot
 * each. The students play on their own connections (each move is what the game's strongest bot would do, asked as
 * a hint), one student never comes, one is replaced by a bot mid-game and handed back. Then the class projector at
 * 1920×1080 and 1280×720, light and dark, with one leaderboard per game; and the class report printed to PDF on A4
 * and Letter, each page rendered to PNG (pdftoppm) under test-results/screenshots/.
 */

type Msg = Record<string, any>;
const SHOTS = 'test-results/screenshots';
const PORT = Number(process.env.E2E_PORT ?? 47190);

const NAMES = [
  'Ana Silva', 'Ben Okafor', 'Chloé Martin', 'Dee Jones', 'Eve Park', 'Fay Wong',
  'Gus Brown', 'Hana Ito', 'Ivan Petrov', 'Maria Fernanda de los Angeles Rodr', 'Kai Lee', 'García, Lucía',
];
const TIMERLESS = { timerMode: 'TIMERLESS', reviewSeconds: 0, hints: true };
const TABLES = [
  { name: 'Table 1', game: 'sectors', options: { ...TIMERLESS, maxTurns: 8 }, seats: 4, botLevel: 'easy', graceSeconds: 1 },
  { name: 'Table 2', game: 'tycoon', options: { ...TIMERLESS, years: 2 }, seats: 4, botLevel: 'easy', graceSeconds: 1 },
  { name: 'Table 3 by the windows, with a name much too long for a projector', game: 'tycoon', options: { ...TIMERLESS, years: 2 }, seats: 4, botLevel: 'easy', graceSeconds: 1 },
  { name: 'Table 4', game: 'sr1876', options: { ...TIMERLESS, rounds: 2 }, seats: 4, botLevel: 'easy', graceSeconds: 1 },
];
const ABSENT = 'Dee Jones';
const REPLACED = 'Eve Park';

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

  async ask(command: Msg, timeoutMs = 20_000): Promise<Msg> {
    const requestId = `q${++this.n}`;
    this.socket.send(JSON.stringify({ ...command, requestId }));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = this.events.find((e) => e.requestId === requestId);
      if (answer) return answer;
      if (Date.now() > deadline) throw new Error(`no answer to ${String(command.type)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  view(gameId: string): Msg | undefined {
    return this.events.filter((e) => e.type === 'view' && e.gameId === gameId).at(-1);
  }

  close(): void {
    this.socket.close();
  }
}

type Student = { name: string; key: string; gameId: string; player: string; conn: Conn | null };

async function join(student: Student): Promise<void> {
  const conn = await Conn.open(student.name);
  const joined = await conn.ask({ type: 'join_student', key: student.key });
  expect(joined).toMatchObject({ type: 'joined', gameId: student.gameId, player: student.player });
  conn.seq = (joined.clientSeq as number | undefined) ?? 0;
  student.conn = conn;
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

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/class-fair-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The report printed to PDF on `format` paper, and each page as a PNG (pdftoppm, 80 dpi). */
async function printReport(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = `${SHOTS}/class-fair-report-${format}.pdf`;
  await page.pdf({ path: pdf, format, printBackground: true });
  const prefix = `${SHOTS}/class-fair-report-${format}`;
  for (const f of readdirSync(SHOTS)) if (f.startsWith(`class-fair-report-${format}-`) && f.endsWith('.png')) rmSync(`${SHOTS}/${f}`);
  execFileSync('pdftoppm', ['-png', '-r', '80', pdf, prefix]);
  return readdirSync(SHOTS).filter((f) => f.startsWith(`class-fair-report-${format}-`) && f.endsWith('.png')).length;
}

test('a mixed class ranks like with like, credits bots honestly, projects its address and prints a readable report', async ({ page, browser }) => {
  test.setTimeout(900_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchConsole(page);
  const teacher = await Conn.open('teacher');
  const created = await teacher.ask({ type: 'create_class', name: 'Period 3', students: NAMES, tables: TABLES });
  expect(created.type).toBe('class_created');
  const state = teacher.events.filter((e) => e.type === 'class_state').at(-1)!;
  const tables = (state.tables as Msg[]).map((t) => t.gameId as string);
  // The two Tycoon tables have the same options and seats: the same deal.
  expect((state.tables as Msg[]).map((t) => t.sameDeal ?? false)).toEqual([false, true, true, false]);
  const students: Student[] = (state.students as Msg[]).map((s) => ({ name: s.name, key: s.key, gameId: s.gameId, player: s.player, conn: null }));
  for (const s of students.filter((x) => x.name !== ABSENT)) await join(s);

  const control = (command: string, extra: Msg = {}) => teacher.ask({ type: 'class_control', classId: created.classId, command, ...extra });
  expect(await control('start')).toMatchObject({ type: 'ack' });

  const projector = await browser.newPage();
  const projectorErrors = watchConsole(projector);
  await projector.goto(`/classroom/${state.code}`);
  await expect(projector.getByTestId('class-leaderboard')).toBeVisible();

  const replaced = students.find((s) => s.name === REPLACED)!;
  let replacedAt: number | null = null;
  let handedBack = false;
  let midShots = false;
  const handled = new Set<string>();
  const since = new Map<string, { id: number; at: number }>();
  const finished = () => tables.every((g) => teacher.view(g)?.view.status === 'ENDED');
  const started = Date.now();
  while (!finished()) {
    expect(Date.now() - started, 'the class plays to the end').toBeLessThan(780_000);
    for (const gameId of tables) {
      const view = teacher.view(gameId);
      const window = view?.session.window as Msg | null | undefined;
      if (!view || view.view.status === 'ENDED' || !window) continue;
      for (const player of (window.seats as string[]).filter((p) => !(window.ready as string[]).includes(p))) {
        const student = students.find((s) => s.gameId === gameId && s.player === player && s.conn !== null);
        const key = `${gameId} ${window.id} ${player}`;
        if (!student || handled.has(key) || (student === replaced && replacedAt !== null && !handedBack)) continue;
        handled.add(key);
        await play(student, window);
      }
      const seen = since.get(gameId);
      if (!seen || seen.id !== window.id) since.set(gameId, { id: window.id, at: Date.now() });
      else if (Date.now() - seen.at > 4000) {
        // Nobody left to answer (the absent student's grace, a bot still thinking): the teacher ends the window.
        await control('end_phase', { tables: [gameId] });
        since.delete(gameId);
      }
    }
    // The replaced student: a bot for a while in the middle of her game, then back on her own link.
    const turn = teacher.view(replaced.gameId)?.view.turn as number | undefined;
    if (replacedAt === null && (turn ?? 0) >= 2) {
      expect(await control('replace_by_bot', { student: replaced.key })).toMatchObject({ type: 'ack' });
      replaced.conn!.close();
      replaced.conn = null;
      replacedAt = turn!;
    } else if (replacedAt !== null && !handedBack && (turn ?? 0) >= replacedAt + 2) {
      expect(await control('hand_back', { student: replaced.key })).toMatchObject({ type: 'ack' });
      await join(replaced);
      handedBack = true;
    }
    if (!midShots && tables.every((g) => (teacher.view(g)?.view.turn ?? 0) >= 2 || teacher.view(g)?.view.status === 'ENDED')) {
      midShots = true;
      await expect(projector.getByTestId('class-board')).toHaveCount(3);
      await shoot(projector, 'projector-playing');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(handedBack).toBe(true);

  // The projector at the end: each game on its own board, each table's places.
  await expect(projector.getByTestId('class-table-top')).toHaveCount(4);
  const boards = projector.getByTestId('class-board');
  await expect(boards).toHaveCount(3);
  await expect(boards.nth(1).getByTestId('class-board-method')).toContainText('Same cards and draws at every table.');
  await expect(projector.getByTestId('class-address')).toContainText(`http://127.0.0.1:${PORT}`);
  // The absent student is not ranked on the projector either (it never saw her connected).
  await expect(boards.nth(2).getByTestId('class-board-away')).toContainText(ABSENT);
  await expect(projector.getByTestId('class-standing-row').filter({ hasText: ABSENT })).toHaveCount(0);
  await shoot(projector, 'projector-end');
  // No table name wraps: every table cell is one line.
  for (const cell of await projector.getByTestId('class-standing-table').all()) {
    const box = await cell.boundingBox();
    expect(box!.height).toBeLessThan(60);
  }

  // The report: one board per game, the absent student unranked, the replaced one marked.
  await page.goto(`/class/${state.code}/report`);
  await expect(page.getByTestId('report-leaderboard')).toBeVisible();
  await expect(page.getByTestId('report-board')).toHaveCount(3);
  await expect(page.getByTestId('report-unranked-row').filter({ hasText: ABSENT })).toHaveCount(1);
  await expect(page.getByTestId('report-leaderboard-row').filter({ hasText: REPLACED })).toHaveAttribute('data-partly', 'yes');
  await expect(page.getByTestId('report-student')).toHaveCount(12);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/class-fair-report-screen-1366.png` });
  await page.emulateMedia({ media: 'print' });
  expect(await printReport(page, 'A4')).toBeGreaterThan(16);
  expect(await printReport(page, 'Letter')).toBeGreaterThan(16);
  await page.emulateMedia({ media: 'screen' });

  // The CSV says who played per period.
  const files = await teacher.ask({ type: 'export_class', classId: created.classId });
  const [header, ...rows] = (files.files[0].csv as string).trim().split('\r\n');
  // Rows without a quoted field split on commas (a name such as "García, Lucía" is quoted).
  const kinds = new Set(rows.filter((r) => !r.includes('"')).map((r) => r.split(',')[header.split(',').indexOf('seat_kind')]));
  expect([...kinds].sort()).toEqual(['bot', 'both', 'student']);

  for (const s of students) s.conn?.close();
  teacher.close();
  expect(errors).toEqual([]);
  expect(projectorErrors).toEqual([]);
});
