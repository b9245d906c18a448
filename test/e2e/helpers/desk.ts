/**
 * Browser-test helpers that drive the app's own store (`Desk`) in the page: create a game, claim hot seats,
 * join by code, watch, act. The page exposes its store only when the `sectors.testHooks` flag is set in its
 * local storage (see src-renderer/main.ts), which `openDesk` does before the app loads.
 */
import { expect, type Page } from '@playwright/test';
import type { Desk, Outcome } from '../../../src-renderer/client/desk.svelte.ts';
import type { PlayerAction } from '../../../src-shared/games/sectors/types.ts';
import type { PublicView } from '../../../src-shared/games/sectors/view.ts';

type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: 'easy' | 'medium' | 'hard' | 'random' };
/** The page's store; these tests play Sectors, so its (game-neutral) view is read as Sectors' public view. */
type WindowWithDesk = Window & { sectorsDesk: Omit<Desk, 'publicView'> & { publicView: PublicView | null } };

/** Collects console errors and page errors (a test asserts the list is empty at its end). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the app with the test hook on and waits for the connection to the host. */
export async function openDesk(page: Page, path = '/'): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('sectors.testHooks', '1'));
  await page.goto(path);
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await page.waitForFunction(() => 'sectorsDesk' in window);
}

/** Creates a game from this page (which becomes its facilitator); returns its join code. */
export async function createGame(page: Page, seats: Seat[], options: Record<string, unknown>, start = false, seed = 7): Promise<{ gameId: string; joinCode: string }> {
  return page.evaluate(
    async ({ seats, options, start, seed }) => {
      const desk = (window as unknown as WindowWithDesk).sectorsDesk;
      const outcome = await desk.createGame({ seats, options, start, seed });
      if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason} ${outcome.message}`);
      return { gameId: desk.game!.gameId, joinCode: desk.game!.joinCode };
    },
    { seats, options, start, seed },
  );
}

async function call(page: Page, method: 'claimSeat' | 'startGame' | 'join' | 'spectate', ...args: unknown[]): Promise<Outcome> {
  return page.evaluate(
    async ({ method, args }) => {
      const desk = (window as unknown as WindowWithDesk).sectorsDesk as unknown as Record<string, (...a: unknown[]) => Promise<Outcome>>;
      return desk[method](...args);
    },
    { method, args },
  );
}

async function ok(result: Promise<Outcome>, what: string): Promise<void> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`${what} refused: ${outcome.reason} ${outcome.message}`);
}

export const claimSeat = (page: Page, player: string) => ok(call(page, 'claimSeat', player), `claim_seat ${player}`);
export const startGame = (page: Page) => ok(call(page, 'startGame'), 'start_game');
export const joinByCode = (page: Page, code: string, name: string) => ok(call(page, 'join', code, name), `join ${code}`);
export const watch = (page: Page, code: string, projector: boolean) => ok(call(page, 'spectate', code, projector), `spectate ${code}`);

/** Sends an action for a seat held by this page (for moving a game along where the UI is not under test). */
export async function act(page: Page, player: string, action: PlayerAction | { type: 'READY' }): Promise<void> {
  const outcome = await page.evaluate(
    async ({ player, action }) => (window as unknown as WindowWithDesk).sectorsDesk.act(player, action as PlayerAction),
    { player, action },
  );
  if (!outcome.ok) throw new Error(`${action.type} refused: ${outcome.reason} ${outcome.message}`);
}

/** Sends any game's input (its own shape, `type` first) for `player` through the page's store; fails naming the refusal. */
export async function send(page: Page, player: string, action: Record<string, unknown>): Promise<void> {
  const outcome = await page.evaluate(
    async ({ player, action }) => (window as unknown as { sectorsDesk: { act(p: string, a: unknown): Promise<{ ok: boolean; reason?: string }> } }).sectorsDesk.act(player, action),
    { player, action },
  );
  if (!outcome.ok) throw new Error(`${player} ${String(action.type)} refused: ${outcome.reason}`);
}

/** What the page's store knows about the current view (a few public fields). */
export async function publicState(page: Page): Promise<{ phase: string; turn: number; subRound: number; companies: { id: string; status: string; ipoPrice: number }[]; players: { id: string; name: string }[] }> {
  return page.evaluate(() => {
    const v = (window as unknown as WindowWithDesk).sectorsDesk.publicView!;
    return {
      phase: v.phase, turn: v.turn, subRound: v.subRound,
      companies: v.companies.map((c) => ({ id: c.id, status: c.status, ipoPrice: c.ipoPrice })),
      players: v.players.map((p) => ({ id: p.id, name: p.name })),
    };
  });
}

/** Waits until the page's view stands at `phase` (optionally a given sub-round). */
export async function waitForPhase(page: Page, phase: string, subRound?: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ({ phase, subRound }) => {
      const v = (window as unknown as WindowWithDesk).sectorsDesk.publicView;
      return !!v && v.phase === phase && (subRound === undefined || v.subRound === subRound);
    },
    { phase, subRound },
    { timeout },
  );
}

/** Full-page screenshots in both themes (the app follows the system colour scheme by default). */
export async function snapBoth(page: Page, name: string): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({ path: `test-results/screenshots/board-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
}

type Progress = { phase: string; turn: number; serial: number; status: string; eligible: boolean; ready: boolean; notReady: string[] };

async function progress(page: Page, players: string[]): Promise<Progress> {
  return page.evaluate((players) => {
    const v = (window as unknown as WindowWithDesk).sectorsDesk.publicView!;
    return {
      phase: v.phase, turn: v.turn, serial: v.phaseSerial, status: v.status,
      eligible: v.inputs.eligible.includes(players[0]), ready: v.inputs.ready.includes(players[0]),
      notReady: players.filter((p) => !v.inputs.ready.includes(p)),
    };
  }, players);
}

/**
 * Plays on for `player` (or several seats held by this page: READY in every phase, nothing else) until `stop`
 * says so. Bots and automatic phases move by themselves; returns where the game stopped.
 */
export async function playUntil(page: Page, player: string | string[], stop: (p: Progress) => boolean, maxPhases = 400): Promise<Progress> {
  const players = Array.isArray(player) ? player : [player];
  for (let i = 0; i < maxPhases; i++) {
    const now = await progress(page, players);
    if (stop(now) || now.status !== 'RUNNING') return now;
    for (const p of now.notReady) await act(page, p, { type: 'READY' });
    await page.waitForFunction(
      (serial) => {
        const v = (window as unknown as WindowWithDesk).sectorsDesk.publicView;
        return !!v && (v.phaseSerial !== serial || v.status !== 'RUNNING');
      },
      now.serial,
      { timeout: 20_000 },
    );
  }
  throw new Error('playUntil: too many phases');
}
