import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import type { Input } from '../../src-shared/games/sr1876/inputs.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { FakeClient } from './shell-fake-client.ts';

/**
 * A stock round offer pass on a hot-seat screen (issue 14 review), against a tiny in-memory host that runs the
 * real module: the curtain goes up before each candidate, a candidate sees only its own answer, the next one
 * sees nothing of it (neither on the board nor under the curtain), an answer cannot be "undone" from the phase
 * bar, and once the pass closes the shared board shows every answer together.
 */

beforeAll(() => {
  // jsdom has no canvas: the charts simply do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(() => loadGameUi('sr1876').then(() => undefined));
afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Cy'];
const names = { P1: 'Ana', P2: 'Ben', P3: 'Cy' };

class MiniHost extends FakeClient {
  held = new Set<string>();
  private readonly g: Sr1876Game;
  constructor(g: Sr1876Game) {
    super();
    this.g = g;
  }
  push(events: unknown[] = []): void {
    const w = activeWindow(M.windows(this.g));
    this.emit({
      type: 'view', gameId: 'g1', view: M.views.public(this.g, names), private: Object.fromEntries([...this.held].map((p) => [p, M.views.private(this.g, p)])),
      session: {
        kind: 'sr1876', state: '"game"', serial: w?.id ?? 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: Date.now(),
        window: w ? { id: w.id, phase: w.phase, kind: w.kind, seats: w.seats, ready: w.ready, secret: w.secret, durationMs: null } : null,
        seats: NAMES.map((name, i) => ({ player: `P${i + 1}`, name, kind: 'human' as const, connected: true })),
      },
      events,
    } as unknown as HostEvent);
  }
  override async request(command: Command): Promise<HostEvent> {
    switch (command.type) {
      case 'create_game':
        queueMicrotask(() => this.push());
        return { type: 'game_created', gameId: 'g1', joinCode: 'ABCD', hostSecret: 'secret-123' };
      case 'claim_seat':
        this.held.add(command.player);
        queueMicrotask(() => this.push());
        return { type: 'joined', gameId: 'g1', joinCode: 'ABCD', role: 'player', player: command.player };
      case 'act': {
        const result = M.applyInPlace(this.g, { ...command.action, player: command.player } as Input);
        if (!result.ok) return { type: 'error', reason: result.reason, message: result.message };
        queueMicrotask(() => this.push(result.events));
        return { type: 'ack' };
      }
      default:
        return { type: 'ack' };
    }
  }
}

describe('an sr1876 offer pass on a hot-seat screen', () => {
  it('curtains each candidate, shows only its own answer, and every answer once the pass closes', async () => {
    const g = M.create(M.config.make(3, NAMES, { rounds: 2 }, DEFAULT_TABLE_OPTIONS), 5);
    while (g.core.step === 'DECLARE') M.applyInPlace(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));
    const seller = M.views.public(g, names).actor!;
    expect(M.applyInPlace(g, { type: 'sell', player: seller, company: g.core.companyOrder[Number(seller.slice(1)) - 1], count: 1 } as Input).ok).toBe(true);
    const [first, second] = M.views.public(g, names).offer!.candidates;
    const name = (p: string) => names[p as keyof typeof names];
    const host = new MiniHost(g);
    const desk = new Desk(host, null);
    await desk.createGame({ game: 'sr1876', seats: NAMES.map((n) => ({ name: n, kind: 'human' })) });
    for (const p of ['P1', 'P2', 'P3']) await desk.claimSeat(p);
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });
    const text = () => document.body.textContent ?? '';

    // The curtain first: nothing of anyone's prompt until the candidate says it is at the screen.
    await waitFor(() => expect(getByTestId('curtain').textContent).toContain(`Pass to ${name(first)}`));
    expect(queryByTestId('sr-offer-take')).toBeNull();
    expect(getByTestId('sr-curtain-view')).toBeTruthy();
    await fireEvent.click(getByTestId('curtain-continue'));
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe(first);
    await fireEvent.click(getByTestId('sr-offer-take'));
    // Its own answer, on its own screen.
    await waitFor(() => expect(getByTestId('sr-offer-answered').textContent).toContain('take'));
    // An answer is final: the phase bar says ready and offers no undo (the game has no UNREADY to send).
    const ready = getByTestId('ready-button') as HTMLButtonElement;
    expect(ready.textContent).toContain('Ready');
    expect(ready.textContent).not.toContain('undo');
    expect(ready.disabled).toBe(true);

    await fireEvent.click(getByTestId('hotseat-pass'));
    await waitFor(() => expect(getByTestId('curtain').textContent).toContain(`Pass to ${name(second)}`));
    expect(queryByTestId('sr-offer-answered')).toBeNull();
    expect(text()).not.toContain('Your answer');
    await fireEvent.click(getByTestId('curtain-continue'));
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe(second);
    // That the first candidate answered is public; what it answered is not.
    expect(getByTestId('sr-offer-waiting').textContent).toContain(name(first));
    expect(queryByTestId('sr-offer-answered')).toBeNull();
    expect(text()).not.toContain('Your answer');
    expect(queryByTestId('sr-pass-answers')).toBeNull();

    // The last answer closes the pass: the turn is back on the shared board with both answers shown.
    await fireEvent.click(getByTestId('sr-offer-decline'));
    await waitFor(() => expect(getByTestId('board-screen').getAttribute('data-mode')).toBe('shared'));
    const answers = getByTestId('sr-pass-answers').textContent!;
    expect(answers).toContain(`${name(first)}: take`);
    expect(answers).toContain(`${name(second)}: decline`);
  });
});
