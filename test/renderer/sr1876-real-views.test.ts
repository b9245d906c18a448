import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import type { Sr1876PrivateView } from '../../src-shared/games/sr1876/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { LogEvent } from '../../src-renderer/client/desk.svelte.ts';
import CurtainView from '../../src-renderer/games/sr1876/CurtainView.svelte';
import Sr1876Board from '../../src-renderer/games/sr1876/Sr1876Board.svelte';
import Sr1876End from '../../src-renderer/games/sr1876/Sr1876End.svelte';
import { mergeView } from '../../src-renderer/games/sr1876/model.ts';
import { deskWith } from './shell-fake-client.ts';

/**
 * The board against whole games of the module's real views: seeded games of legal moves (picked by a fixed
 * generator, so every run is the same game) with 3 and 6 seats, the company allowed to buy from its director.
 * At each new kind of moment (phase, and in a turn whether the seat sold) the board is drawn for every seat
 * the window waits for, for a watcher and under the curtain: no panel may fail, and the seat whose move it is
 * gets its form. The end screen and the log of the whole game are drawn too.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];
/** What a seat the window waits for may be shown (the review's Continue included). */
const FORMS = ['sr-sell-form', 'sr-buys', 'sr-end-turn', 'sr-declare-send-', 'sr-offer-take', 'sr-offer-company-take', 'sr-review-continue'];

describe('the board on real views', () => {
  it.each([
    [3, 2],
    [6, 9],
  ])('draws every kind of moment of a seeded game with %i seats (seed %i)', (seats, seed) => {
    const errors = vi.spyOn(console, 'error');
    const names = Object.fromEntries(NAMES.slice(0, seats).map((n, i) => [`P${i + 1}`, n]));
    const g = M.create(M.config.make(seats, NAMES.slice(0, seats), { rounds: 2, companyMayBuyFromDirector: true }, DEFAULT_TABLE_OPTIONS), seed);
    let r = seed * 7919;
    const rand = (n: number) => {
      r = (r * 1103515245 + 12345) % 2147483648;
      return r % n;
    };
    const log: LogEvent[] = [];
    const seen = new Set<string>();
    for (let step = 0; M.status(g) === 'RUNNING'; step++) {
      expect(step).toBeLessThan(5000);
      const w = activeWindow(M.windows(g))!;
      const pub = M.views.public(g, names);
      const key = `${pub.phase}:${pub.turnState?.sold ? 'sold' : ''}:${pub.offer?.companyCandidate ? 'company' : ''}`;
      if (!seen.has(key)) {
        seen.add(key);
        const { desk } = deskWith();
        desk.log = log.slice(-60);
        for (const seat of w.seats) {
          const view = mergeView(pub, M.views.private(g, seat) as Sr1876PrivateView, seat);
          const board = render(Sr1876Board, { desk, view, seat, privateSeat: seat, shared: false, act: async () => ({ ok: true }), check: async () => ({ ok: true }), projector: false, paused: false });
          expect(board.queryAllByTestId('panel-failed'), `${key} ${seat}`).toHaveLength(0);
          if (!w.ready.includes(seat)) {
            const html = board.container.innerHTML;
            expect(FORMS.some((id) => html.includes(`data-testid="${id}`)), `${key} ${seat}`).toBe(true);
          }
          cleanup();
        }
        const watcher = render(Sr1876Board, { desk, view: mergeView(pub, null, null), seat: null, privateSeat: null, shared: false, act: null, check: null, projector: true, paused: false });
        expect(watcher.queryAllByTestId('panel-failed'), key).toHaveLength(0);
        cleanup();
        const curtain = render(CurtainView, { desk, view: mergeView(pub, null, null) });
        expect(curtain.queryAllByTestId('panel-failed'), key).toHaveLength(0);
        cleanup();
      }
      const seat = w.seats.find((s) => !w.ready.includes(s)) ?? w.seats[0];
      const legal = M.legalActions(g, seat);
      const moves = legal.filter((a) => a.type !== 'READY');
      const input = moves.length > 0 && rand(4) > 0 ? moves[rand(moves.length)] : legal.length > 0 ? legal[0] : M.inputs.timeout(w.id);
      const out = M.applyInPlace(g, input);
      if (!out.ok) throw new Error(`${JSON.stringify(input)} refused: ${out.reason}`);
      log.push(...(out.events as LogEvent[]));
    }
    expect([...seen].map((k) => k.split(':')[0])).toEqual(expect.arrayContaining(['DECLARE', 'TURN', 'OFFER', 'ROUND_END']));
    expect([...seen]).toEqual(expect.arrayContaining(['TURN:sold:', 'OFFER:sold:company']));

    const end = M.views.public(g, names);
    const { desk } = deskWith();
    const exportButton = createRawSnippet(() => ({ render: () => '<button>Save</button>' }));
    const screen = render(Sr1876End, { desk, view: end, gameName: null, exportButton, exportError: null });
    expect(screen.getByTestId('ranking').querySelectorAll('tbody tr')).toHaveLength(seats);
    cleanup();
    desk.log = log;
    const watcher = render(Sr1876Board, { desk, view: mergeView(end, null, null), seat: null, privateSeat: null, shared: false, act: null, check: null, projector: false, paused: false });
    expect(watcher.queryAllByTestId('panel-failed')).toHaveLength(0);
    expect(watcher.getByTestId('sr-log').textContent).toContain('The game is over.');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
