/**
 * A stand-in host for the auction board's tests: it holds a real Lot Auction state (built and moved by the
 * game's own engine, never a hand-made view), sends views of it to the seats this screen claimed, and applies
 * the inputs the screen sends, as the host would (refusals come back as errors). Every view passes the protocol's
 * schema first, as in a browser. Every `act` is recorded.
 */
import { auctionModule } from '../../src-shared/games/auction/module.ts';
import type { Input } from '../../src-shared/games/auction/inputs.ts';
import type { AuctionEvent, AuctionState } from '../../src-shared/games/auction/types.ts';
import { activeWindow, windowDurationMs } from '../../src-shared/platform/windows.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { decodeEvent, type Command, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { SessionInfo } from '../../src-renderer/client/desk.svelte.ts';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { FakeClient, memoryStorage, settle } from './shell-fake-client.ts';

export const NAMES = ['Ann', 'Bob'];

/** A 2-seat game (Ann, Bob) of `rounds` rounds with 30 coins each, seed 5. */
export function auctionGame(rounds = 1): AuctionState {
  return auctionModule.create(auctionModule.config.make(2, NAMES, { rounds, startingCoins: 30 }, DEFAULT_TABLE_OPTIONS), 5);
}

/** Applies inputs with the engine (as the session would); throws on a refusal, so a fixture cannot go wrong silently. */
export function play(s: AuctionState, ...inputs: Input[]): AuctionEvent[] {
  const events: AuctionEvent[] = [];
  for (const input of inputs) {
    const outcome = auctionModule.applyInPlace(s, input);
    if (!outcome.ok) throw new Error(`${input.type} refused: ${outcome.reason} ${outcome.message}`);
    events.push(...outcome.events);
  }
  return events;
}

/** The session facts of a view message for `s`: timerless, every seat human and connected. */
export function sessionOf(s: AuctionState): SessionInfo {
  const w = activeWindow(auctionModule.windows(s));
  const table = { ...DEFAULT_TABLE_OPTIONS, timerMode: 'TIMERLESS' as const };
  return {
    kind: 'auction', state: '"game"', serial: w?.id ?? 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: Date.now(),
    window: w ? { id: w.id, phase: w.phase, kind: w.kind, seats: w.seats, ready: w.ready, secret: w.secret, durationMs: windowDurationMs(w, table) } : null,
    seats: s.players.map((p, i) => ({ player: p.id, name: NAMES[i], kind: 'human' as const, connected: true })),
  } as SessionInfo;
}

export class AuctionHost extends FakeClient {
  readonly s: AuctionState;
  /** The `act` commands the screen sent, in order. */
  readonly acts: Extract<Command, { type: 'act' }>[] = [];
  private readonly held = new Set<string>();
  /** Events not yet sent (the next view carries them, as the host's do). */
  private pending: AuctionEvent[] = [];

  constructor(s: AuctionState) {
    super();
    this.s = s;
  }

  override async request(command: Command): Promise<HostEvent> {
    this.sent.push(command);
    switch (command.type) {
      case 'create_game':
        return { type: 'game_created', gameId: 'g1', joinCode: 'ABCDE', hostSecret: 'secret-123' } as HostEvent;
      case 'claim_seat':
        this.held.add(command.player);
        queueMicrotask(() => this.push());
        return { type: 'joined', gameId: 'g1', joinCode: 'ABCDE', role: 'player', player: command.player } as HostEvent;
      case 'act': {
        this.acts.push(command);
        const active = activeWindow(auctionModule.windows(this.s));
        if (command.phaseSerial !== active?.id) return { type: 'error', reason: 'STALE_PHASE', message: 'stale', requestId: command.requestId } as HostEvent;
        const outcome = auctionModule.applyInPlace(this.s, { ...command.action, player: command.player } as Input);
        if (!outcome.ok) return { type: 'error', reason: outcome.reason, message: outcome.message } as HostEvent;
        this.pending.push(...outcome.events);
        queueMicrotask(() => this.push());
        return { type: 'ack' } as HostEvent;
      }
      default:
        return { type: 'ack' } as HostEvent;
    }
  }

  /** Sends the view of the state as it is now, with the events this screen may see since the last one. */
  push(extra: AuctionEvent[] = []): void {
    const names = Object.fromEntries(NAMES.map((n, i) => [`P${i + 1}`, n]));
    const priv = Object.fromEntries([...this.held].map((p) => [p, auctionModule.views.private(this.s, p)]));
    const events = [...this.pending, ...extra].filter((e) => !e.visibleTo || e.visibleTo.some((p) => this.held.has(p)));
    this.pending = [];
    const message = { type: 'view', gameId: 'g1', view: auctionModule.views.public(this.s, names), private: priv, session: sessionOf(this.s), events };
    // A browser's client reads the host's messages through the protocol's schemas and drops what fails them:
    // the board must never be tested on a view no real screen would accept.
    const decoded = decodeEvent(JSON.stringify(message));
    if (!decoded.ok) throw new Error(`the protocol refuses this view: ${decoded.message}`);
    this.emit(decoded.value);
  }
}

/** A Desk on an AuctionHost whose screen holds `seats` (its facilitator, hot-seat style when several). */
export async function deskAt(s: AuctionState, seats: string[] = ['P1']): Promise<{ desk: Desk; host: AuctionHost }> {
  const host = new AuctionHost(s);
  const desk = new Desk(host, memoryStorage());
  await desk.createGame({ game: 'auction', seats: NAMES.map((name) => ({ name, kind: 'human' })) });
  for (const seat of seats) await desk.claimSeat(seat);
  await settle();
  return { desk, host };
}
