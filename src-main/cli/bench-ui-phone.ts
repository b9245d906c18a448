/**
 * `bench:ui`'s phone: a student's cheap phone — a 390×844 page with Chromium's CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`) — seated at the crowded game, taking view deltas as every browser does. What is
 * measured happens in the page itself: from the moment a `view` or `view_delta` message arrives on its WebSocket
 * (before the app reads it) to the end of the first frame painted after it (a task queued from the next animation
 * frame runs once that frame is painted). Decoding, assembling the view, Svelte's update, style, layout and paint
 * are all inside; the network and the host are not. `BENCH_UI_PROFILE=1` records a CPU profile of the small updates,
 * `BENCH_UI_TRACE=1` a Chrome trace of them (its style, layout and paint by name; open it in DevTools' Performance).
 */
import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { percentiles } from './processes.ts';

/** The throttle of a cheap phone relative to this machine (Lighthouse's mobile preset uses 4×). */
export const PHONE_CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 } as const;

/** In the page before any script: every view message's arrival → painted time, in `window.__paints` (ms). */
function recordPaints(): void {
  const w = window as unknown as { __paints: { ms: number; bytes: number; delta: boolean }[] };
  w.__paints = [];
  const Native = window.WebSocket;
  // The listener is added in the constructor, so it runs before the app's own `onmessage` on every message.
  class Timed extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string' || !event.data.startsWith('{"type":"view')) return;
        const arrived = performance.now();
        const bytes = event.data.length;
        const delta = event.data.startsWith('{"type":"view_delta"');
        requestAnimationFrame(() => {
          const after = new MessageChannel();
          after.port1.onmessage = () => w.__paints.push({ ms: performance.now() - arrived, bytes, delta });
          after.port2.postMessage(null);
        });
      });
    }
  }
  window.WebSocket = Timed as typeof WebSocket;
}

/** A phone page seated at the game (the first free seat), throttled; `paints()` reads what it measured since `reset()`. */
export async function openPhone(browser: Browser, port: number, joinCode: string) {
  const page: Page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.addInitScript(recordPaints);
  await page.goto(`http://127.0.0.1:${port}/#/join/${joinCode}`);
  await page.getByTestId('join-name-input').fill('Phone');
  await page.getByTestId('join-submit').click();
  await page.getByTestId('board-screen').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.waitForTimeout(1_000);
  type Paint = { ms: number; bytes: number; delta: boolean };
  return {
    page,
    cdp,
    reset: () => page.evaluate(() => void ((window as unknown as { __paints: unknown[] }).__paints.length = 0)),
    paints: () => page.evaluate(() => (window as unknown as { __paints: Paint[] }).__paints.slice()),
    close: async () => {
      await page.screenshot({ path: 'test-results/screenshots/bench-ui-phone.png' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.close();
    },
  };
}

type Phone = Awaited<ReturnType<typeof openPhone>>;
/** Small updates on the phone and at most this many large ones (windows ended; fewer when the game has fewer). */
export const PHONE_SMALL = 40;
export const PHONE_LARGE = 6;

const serialOf = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="phase-bar"]')?.getAttribute('data-phase-serial') ?? null);
const paintCount = (page: Page) => page.evaluate(() => (window as unknown as { __paints: unknown[] }).__paints.length);

/**
 * The phone's rounds: `small(i, serial)` sends another seat's small update and the page paints its one message;
 * `large()` ends the window and the page paints what follows (every message until the next window's board is up).
 * Returns arrival → painted for each kind, and the phone is closed.
 */
export async function phoneRounds(phone: Phone, small: (i: number, phaseSerial: number) => Promise<Record<string, unknown>>, large: () => Promise<Record<string, unknown>>, largeBudget: number) {
  const { page, cdp } = phone;
  await phone.reset();
  // BENCH_UI_PROFILE=1: CPU profiles of the phone's page over its small updates and over its large ones, to say
  // where the time goes.
  const profile = process.env.BENCH_UI_PROFILE === '1';
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // BENCH_UI_TRACE=1: a Chrome trace of the same updates (style, layout, paint and script of each, by name).
  const trace = process.env.BENCH_UI_TRACE === '1' ? page.context().browser() : null;
  if (trace) {
    await trace.startTracing(page, { path: 'test-results/bench-ui-phone.trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'] });
  }
  for (let i = 0; i < PHONE_SMALL; i++) {
    const count = await paintCount(page);
    const answer = await small(i, Number(await serialOf(page)));
    if (answer.type === 'error') throw new Error(`the small update was refused: ${JSON.stringify(answer)}`);
    await page.waitForFunction((n) => (window as unknown as { __paints: unknown[] }).__paints.length > n, count);
  }
  if (profile) {
    const { profile: data } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    writeFileSync('test-results/bench-ui-phone.cpuprofile', JSON.stringify(data));
    console.error('[bench:ui] the phone page\'s CPU profile over its small updates: test-results/bench-ui-phone.cpuprofile');
  }
  if (trace) {
    await trace.stopTracing();
    console.error('[bench:ui] the phone page\'s trace over its small updates: test-results/bench-ui-phone.trace.json');
  }
  const smallPaints = await phone.paints();
  await phone.reset();
  if (profile) {
    await cdp.send('Profiler.start');
  }
  let largeDone = 0;
  for (; largeDone < Math.min(PHONE_LARGE, largeBudget); largeDone++) {
    const before = await serialOf(page);
    if (before === null || (await page.getByTestId('end-screen').count()) > 0) break;
    const ended = await large();
    if (ended.type !== 'ack') throw new Error(`the host refused to end the phase: ${JSON.stringify(ended)}`);
    await page.waitForFunction((s) => document.querySelector('[data-testid="end-screen"]') !== null || document.querySelector('[data-testid="phase-bar"]')?.getAttribute('data-phase-serial') !== s, before);
    // The bots' answers to the new window come as messages of their own: let them arrive and be painted.
    await page.waitForTimeout(400);
  }
  const largePaints = await phone.paints();
  if (profile) {
    const { profile: data } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    writeFileSync('test-results/bench-ui-phone-large.cpuprofile', JSON.stringify(data));
    console.error('[bench:ui] the phone page\'s CPU profile over its large updates: test-results/bench-ui-phone-large.cpuprofile');
  }
  await phone.close();
  const summary = (paints: { ms: number; bytes: number; delta: boolean }[]) => ({
    messages: paints.length, deltas: paints.filter((p) => p.delta).length,
    medianBytes: [...paints.map((p) => p.bytes)].sort((a, b) => a - b)[Math.floor(paints.length / 2)] ?? 0,
    arrivalToPaintMs: percentiles(paints.map((p) => p.ms)),
  });
  return { viewport: `${PHONE.width}×${PHONE.height}`, cpuSlowdown: PHONE_CPU_SLOWDOWN, small: summary(smallPaints), large: { windowsEnded: largeDone, ...summary(largePaints), eachMs: largePaints.map((p) => Math.round(p.ms)) } };
}

export function printPhone(r: Awaited<ReturnType<typeof phoneRounds>>): void {
  const line = (p: typeof r.small) => `${p.messages} messages (${p.deltas} deltas, median ${p.medianBytes} bytes), arrival → painted: median ${p.arrivalToPaintMs.median} ms, p95 ${p.arrivalToPaintMs.p95} ms, max ${p.arrivalToPaintMs.max} ms`;
  console.log(`phone (${r.viewport}, CPU ${r.cpuSlowdown}× slower, view deltas), small updates: ${line(r.small)} (target p95 ≤ 50)`);
  console.log(`phone, large updates (${r.large.windowsEnded} windows ended): ${line(r.large)} (target p95 ≤ 50); each: ${r.large.eachMs.join(', ')} ms`);
}
