/**
 * The history browser's state: which game this screen is browsing (null: the browser is closed), the step the
 * host sent last, and "play on from here". Steps come from the host (`history` → `history_step`), which decides
 * what may be shown: public views and public events only, and for a running game nothing past the start of the
 * open window. A step asked for while another is on its way wins: an older answer is dropped.
 */
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import type { GameClient } from './game-client.ts';

export type HistoryStep = HostEventOf<'history_step'>;
type Outcome = { ok: true } | { ok: false; reason: string; message: string };

/** What the browser needs from the screen's store to take over a what-if it started. */
export interface HistoryHost {
  adoptCreated(answer: HostEventOf<'game_created'>): void;
  claimSeat(player: string): Promise<Outcome>;
  join(code: string, name?: string, seat?: string): Promise<Outcome>;
}

const outcome = (event: HostEvent): Outcome => (event.type === 'error' ? { ok: false, reason: event.reason, message: event.message } : { ok: true });

export class HistoryBrowser {
  gameId: string | null = $state(null);
  current: HistoryStep | null = $state(null);
  loading = $state(false);
  error: { reason: string; message: string } | null = $state(null);

  private readonly client: GameClient;
  private readonly host: HistoryHost;
  /** Counts requests, so only the answer to the latest one is shown. */
  private ticket = 0;

  constructor(client: GameClient, host: HistoryHost) {
    this.client = client;
    this.host = host;
  }

  /** Opens the browser on `gameId` at `step` (left out: the latest step the host may show). */
  async open(gameId: string, step?: number): Promise<Outcome> {
    this.gameId = gameId;
    this.current = null;
    this.error = null;
    return this.go(step);
  }

  close(): void {
    this.ticket++;
    this.gameId = null;
    this.current = null;
    this.error = null;
    this.loading = false;
  }

  async go(step?: number): Promise<Outcome> {
    const gameId = this.gameId;
    if (gameId === null) return { ok: false, reason: 'NO_GAME', message: 'no game is being browsed' };
    const ticket = ++this.ticket;
    this.loading = true;
    const answer = await this.client.request({ type: 'history', gameId, ...(step === undefined ? {} : { step }) });
    if (ticket !== this.ticket) return outcome(answer);
    this.loading = false;
    if (answer.type === 'history_step') {
      this.current = answer;
      this.error = null;
    } else if (answer.type === 'error') {
      this.error = { reason: answer.reason, message: answer.message };
    }
    return outcome(answer);
  }

  /** One step back or forward (nothing past either end). */
  step(delta: -1 | 1): Promise<Outcome> | null {
    const at = this.current;
    if (!at) return null;
    const next = at.step + delta;
    return next < 0 || next >= at.steps ? null : this.go(next);
  }

  /**
   * A what-if from the step shown: the host starts a new game with `seat` human and bots elsewhere; this screen
   * facilitates it and takes the seat (on the host machine as a hot seat, elsewhere with the join code).
   */
  async playFrom(seat: string): Promise<Outcome> {
    const at = this.current;
    if (!at || this.gameId === null) return { ok: false, reason: 'NO_GAME', message: 'no step is shown' };
    const answer = await this.client.request({ type: 'play_from', gameId: this.gameId, step: at.step, seat });
    if (answer.type !== 'game_created') {
      if (answer.type === 'error') this.error = { reason: answer.reason, message: answer.message };
      return outcome(answer);
    }
    this.close();
    this.host.adoptCreated(answer);
    const claimed = await this.host.claimSeat(seat);
    if (!claimed.ok && claimed.reason === 'LOCAL_ONLY') return this.host.join(answer.joinCode, undefined, seat);
    return claimed;
  }
}
