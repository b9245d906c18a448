import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { tycoonModule } from '../../src-shared/games/tycoon/module.ts';
import type { Input } from '../../src-shared/games/tycoon/inputs.ts';
import type { TycoonPrivateView, TycoonPublicView } from '../../src-shared/games/tycoon/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { LogEvent } from '../../src-renderer/client/desk.svelte.ts';
import TycoonBoard from '../../src-renderer/games/tycoon/TycoonBoard.svelte';
import TycoonEnd from '../../src-renderer/games/tycoon/TycoonEnd.svelte';
import { mergeView } from '../../src-renderer/games/tycoon/model.ts';
import { deskWith } from './shell-fake-client.ts';

/**
 * The board against the views the game module really sends: a Strategist game played to its end with the
 * engine's own legal actions (picked by a seeded generator, so every run is the same game), and at each new
 * kind of window the board drawn for every seat the window waits for: no panel may fail, and the seat whose
 * move it is gets a form. The end screen and the log of the whole game are drawn too.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const NAMES = ['Ann', 'Bob', 'Cy'];
const names = Object.fromEntries(NAMES.map((n, i) => [`P${i + 1}`, n]));
/** Forms a seat may be shown when a window waits for it (the year end's display steps have Continue). */
const FORMS = ['tycoon-trade', 'tycoon-rights', 'tycoon-debt-settle', 'tycoon-buyback', 'tycoon-premium', 'tycoon-withhold', 'tycoon-strike', 'tycoon-suspend', 'tycoon-debt-cover', 'tycoon-continue'];

describe('the board on real views', () => {
  it.each([1, 3])('draws every kind of window of a seeded Strategist game (seed %i)', (seed) => {
    let r = seed * 7919;
    const rand = (n: number) => {
      r = (r * 1103515245 + 12345) % 2147483648;
      return r % n;
    };
    const g = tycoonModule.create(tycoonModule.config.make(3, NAMES, { mode: 'strategist', years: 4 }, DEFAULT_TABLE_OPTIONS), seed);
    const log: LogEvent[] = [];
    const seen = new Set<string>();
    for (let step = 0; tycoonModule.status(g) !== 'ENDED'; step++) {
      expect(step).toBeLessThan(3000);
      const w = activeWindow(tycoonModule.windows(g))!;
      const pub = tycoonModule.views.public(g, names);
      for (const seat of w.seats) {
        const priv = tycoonModule.views.private(g, seat) as TycoonPrivateView;
        const key = `${pub.phase}:${pub.pending?.kind ?? ''}${priv.rightsPrompts.length > 0 ? ':rights' : ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const { desk } = deskWith();
        desk.log = log.slice(-60);
        const view = mergeView(pub, priv, seat);
        const board = render(TycoonBoard, { desk, view, seat, privateSeat: seat, shared: false, act: async () => ({ ok: true }), check: async () => ({ ok: true }), projector: false, paused: false });
        expect(board.queryAllByTestId('panel-failed'), key).toHaveLength(0);
        if (!w.ready.includes(seat)) expect(FORMS.some((id) => board.queryByTestId(id) !== null), key).toBe(true);
        cleanup();
      }
      // The engine's own candidates: often the largest buy (so control changes hands), else any move.
      const seat = w.seats.find((s) => !w.ready.includes(s)) ?? w.seats[0];
      const legal = tycoonModule.legalActions(g, seat);
      const moves = legal.filter((a) => a.type !== 'READY' && a.type !== 'pass');
      const buys = legal.filter((a): a is Extract<Input, { type: 'buy' }> => a.type === 'buy').sort((a, b) => b.qty - a.qty);
      const input = buys.length > 0 && rand(3) === 0 ? buys[0] : moves.length > 0 && rand(4) > 0 ? moves[rand(moves.length)] : (legal.find((a) => a.type === 'pass') ?? legal[0] ?? { type: 'READY' as const, player: seat });
      const out = tycoonModule.applyInPlace(g, input);
      if (!out.ok) throw new Error(`${JSON.stringify(input)} refused: ${out.reason}`);
      log.push(...(out.events as LogEvent[]));
    }
    expect([...seen]).toEqual(expect.arrayContaining(['TURN:', 'E2:', 'E4:', 'E8:']));

    const end: TycoonPublicView = tycoonModule.views.public(g, names);
    const { desk } = deskWith();
    const exportButton = createRawSnippet(() => ({ render: () => '<button>Save</button>' }));
    const screen = render(TycoonEnd, { desk, view: { ...end, me: null }, gameName: null, exportButton, exportError: null });
    expect(screen.getByTestId('ranking').querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('tycoon-reserve')).toBeTruthy();
    cleanup();
    desk.log = log;
    const watcher = render(TycoonBoard, { desk, view: mergeView(end, null, null), seat: null, privateSeat: null, shared: false, act: null, check: null, projector: false, paused: false });
    expect(watcher.queryAllByTestId('panel-failed')).toHaveLength(0);
    expect(watcher.getByTestId('tycoon-log').textContent).toContain('The game is over.');
  });
});
