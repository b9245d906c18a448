import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { applyInPlace, privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameState, Input } from '../../src-shared/games/sectors/types.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { FakeClient, loadSectorsUi } from './shell-fake-client.ts';

/**
 * The board on a hot-seat screen, against a tiny in-memory host that runs the real rules engine: the curtain
 * goes up between Ann and Bob, and no secret of the other seat is ever in the DOM.
 */

beforeAll(() => {
  // jsdom has no canvas: the charts simply do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(cleanup);

class MiniHost extends FakeClient {
  held = new Set<string>();
  private readonly s: GameState;
  constructor(s: GameState) {
    super();
    this.s = s;
  }
  push(events: unknown[] = []): void {
    const event = {
      type: 'view', gameId: 'g1', view: publicView(this.s), private: Object.fromEntries([...this.held].map((p) => [p, privateView(this.s, p)])),
      session: sessionOf(this.s),
      events,
    } as unknown as HostEvent;
    this.emit(event);
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
        const result = applyInPlace(this.s, { ...command.action, player: command.player } as Input);
        if (!result.ok) return { type: 'error', reason: result.reason, message: result.message };
        queueMicrotask(() => this.push(result.events.filter((e) => !e.visibleTo || e.visibleTo.some((p) => this.held.has(p)))));
        return { type: 'ack' };
      }
      case 'check': {
        const copy = structuredClone(this.s);
        const result = applyInPlace(copy, { ...command.action, player: command.player } as Input);
        return result.ok ? { type: 'check_result', ok: true } : { type: 'check_result', ok: false, reason: result.reason, message: result.message };
      }
      default:
        return { type: 'ack' };
    }
  }
}

function bodyShows(n: number): boolean {
  const word = new RegExp(`(^|[^\\d$])${n}([^\\d]|$)`);
  const values = [...document.querySelectorAll('input')].map((i) => i.value);
  return word.test(document.body.textContent ?? '') || values.includes(String(n));
}

describe('BoardScreen on a hot-seat screen', () => {
  it('puts the curtain between Ann and Bob in the influence bid and never shows the other bid', async () => {
    const s = gameAt('INFLUENCE_BID');
    // Cleo is not at this screen: she is ready already, so the phase waits for Ann and Bob only.
    applyInPlace(s, { type: 'READY', player: 'P3' });
    const host = new MiniHost(s);
    const desk = new Desk(host, null);
    await desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
    await desk.claimSeat('P1');
    await desk.claimSeat('P2');
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });

    await waitFor(() => expect(getByTestId('curtain').textContent).toContain('Pass to Ann'));
    expect(queryByTestId('influence-bid-input')).toBeNull();
    expect(queryByTestId('portfolio')).toBeNull();

    await fireEvent.click(getByTestId('curtain-continue'));
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P1');
    await fireEvent.input(getByTestId('influence-bid-input'), { target: { value: '37' } });
    await fireEvent.submit(getByTestId('influence-bid-submit').closest('form')!);
    await waitFor(() => expect(getByTestId('influence-bid-current').textContent).toContain('37 points'));
    expect(bodyShows(37)).toBe(true);

    await fireEvent.click(getByTestId('ready-button'));
    await waitFor(() => expect(getByTestId('curtain').textContent).toContain('Pass to Bob'));
    expect(bodyShows(37)).toBe(false);
    // Ann's private events (her secret bid) are held by this screen, but not shown to anybody.
    expect(desk.log.some((e) => e.type === 'INFLUENCE_BID_SUBMITTED' && e.points === 37)).toBe(true);

    await fireEvent.click(getByTestId('curtain-continue'));
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P2');
    expect((getByTestId('influence-bid-input') as HTMLInputElement).value).toBe('0');
    expect(queryByTestId('influence-bid-current')).toBeNull();
    expect(bodyShows(37)).toBe(false);
    await fireEvent.click(getByTestId('hotseat-pass'));
    expect(getByTestId('curtain').textContent).toContain('Pass to Bob');
  });

  it('shows the shared board in a public phase and lets the table pick who acts (headline backing)', async () => {
    const s = gameAt('START_TURN', {}, undefined, 2);
    applyInPlace(s, { type: 'READY', player: 'P3' });
    const host = new MiniHost(s);
    const desk = new Desk(host, null);
    await desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
    await desk.claimSeat('P1');
    await desk.claimSeat('P2');
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });

    await waitFor(() => expect(getByTestId('board-screen').getAttribute('data-mode')).toBe('shared'));
    expect(queryByTestId('curtain')).toBeNull();
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P1');
    await fireEvent.click(getByTestId('hotseat-seat-P2'));
    expect(getByTestId('board-screen').getAttribute('data-seat')).toBe('P2');
    expect(getByTestId('hotseat-seat-P2').getAttribute('aria-checked')).toBe('true');
    const headline = s.headlines.find((h) => h)!;
    await fireEvent.click(getByTestId(`headline-${headline.id}`));
    await waitFor(() => expect(getByTestId('headlines-panel').textContent).toContain('backed by Bob'));
    expect(s.headlines.find((h) => h?.id === headline.id)!.backers).toEqual(['P2']);
  });

  it('keeps a player\'s unsent draft order off the shared board once the stock orders phase ends', async () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    applyInPlace(s, { type: 'READY', player: 'P3' });
    const host = new MiniHost(s);
    const desk = new Desk(host, null);
    await desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
    await desk.claimSeat('P1');
    await desk.claimSeat('P2');
    const { getByTestId, queryByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });

    await waitFor(() => expect(getByTestId('curtain').textContent).toContain('Pass to Ann'));
    await fireEvent.click(getByTestId('curtain-continue'));
    // Ann types an order in the ticket and never sends it.
    const id = s.companies[0].id;
    await fireEvent.change(getByTestId('order-company'), { target: { value: id } });
    await fireEvent.input(getByTestId('order-quantity'), { target: { value: '7' } });
    await fireEvent.click(getByTestId('ready-button'));
    await waitFor(() => expect(getByTestId('curtain').textContent).toContain('Pass to Bob'));
    await fireEvent.click(getByTestId('curtain-continue'));
    await fireEvent.click(getByTestId('ready-button'));

    // The window moved on to a phase the whole table sees: nothing of Ann's draft is on the shared board.
    await waitFor(() => expect(getByTestId('board-screen').getAttribute('data-mode')).toBe('shared'));
    expect(s.phase).not.toBe('PLACE_STOCK_ORDERS');
    expect(queryByTestId('unsent-order')).toBeNull();
    expect(document.body.textContent).not.toContain(`buy 7 ${id}`);
  });
});
