/**
 * Hints for learners (issue 13): a player asks what the game's strongest bot would do now in its seat, and
 * why. The move comes from the host's BotService — worker threads in the app, so a hard bot's think time
 * never blocks other tables — and the sentence from the game's `hints.explain`. A hint is advice only: the
 * bot works on a copy of the state, nothing is applied, journaled or broadcast, and only the asking
 * connection gets the answer.
 *
 * When: the facilitator's switch (`table.hints`, `control set_hints`) is on, or the game is solo (one human
 * seat) — RULES-DECISIONS TD-09.
 */
import { botSeed, hintRequest, type BotService } from '../../src-shared/platform/bots.ts';
import type { BaseInput, SeatId } from '../../src-shared/platform/module.ts';
import { hintsAllowed } from '../../src-shared/platform/table-options.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { SessionContext } from '../../src-shared/session/types.ts';
import type { GameSession } from './game-session.ts';
import { Refusal, rid, type Link } from './links.ts';
import type { HostCore, SeatDesk } from './seats.ts';

/** What views say about hints at a table: `on` (the switch), `solo` (off, but one human seat), `off`. */
export type HintsState = 'off' | 'on' | 'solo';

export function hintsState(ctx: Pick<SessionContext, 'table' | 'seats'>): HintsState {
  if (ctx.table.hints === true) return 'on';
  return hintsAllowed(ctx.table, ctx.seats.filter((s) => s.kind === 'human').length) ? 'solo' : 'off';
}

export class HintDesk {
  private readonly host: HostCore;
  private readonly seats: SeatDesk;
  private readonly bots: BotService;
  /** Seats whose hint is being worked out: one at a time per seat, so a learner cannot queue up the pool. */
  private readonly thinking = new Set<string>();

  constructor(host: HostCore, seats: SeatDesk, bots: BotService) {
    this.host = host;
    this.seats = seats;
    this.bots = bots;
  }

  /** Checks the request at once (refusals throw) and answers `hint_result` when the bot has decided. */
  hint(link: Link, command: CommandOf<'hint'>): void {
    const { gameId, player } = command;
    const session = this.host.requireSession(gameId);
    if (!link.grants.get(gameId)?.players.has(player)) throw new Refusal('NOT_YOUR_SEAT', `this connection does not play seat ${player}`);
    this.seats.requireHumanSeat(gameId, player);
    const ctx = session.context;
    if (ctx.engine === null) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    const module = session.module;
    if (!module.hints) throw new Refusal('HINTS_UNAVAILABLE', `${module.meta.title} offers no hints`);
    if (hintsState(ctx) === 'off') throw new Refusal('HINTS_OFF', 'hints for learners are off at this table (the facilitator can switch them on)');
    const window = sessionWindow(module, ctx);
    if (!window) throw new Refusal('GAME_NOT_RUNNING', 'the game has ended');
    if (window.kind === 'display' || !window.seats.includes(player) || window.ready.includes(player)) {
      throw new Refusal('NOTHING_TO_DO', `seat ${player} has nothing to do in this window`);
    }
    const key = `${gameId}|${player}`;
    if (this.thinking.has(key)) throw new Refusal('HINT_BUSY', 'a hint for this seat is still being worked out');

    const seatIndex = ctx.seats.findIndex((s) => s.player === player);
    // A copy (the seat's knowledge only): the pool may hold the request in its queue while the game moves on,
    // an in-process bot gets the object itself, and advice must never touch the game's state.
    const request = hintRequest(module, ctx.engine, player, botSeed(ctx.seed, window.id, seatIndex));
    const level = request.level;
    this.thinking.add(key);
    let answer: BaseInput[] | Promise<BaseInput[]>;
    try {
      answer = this.bots.decide(request);
    } catch (error) {
      this.thinking.delete(key);
      throw new Refusal('HINT_FAILED', `the bot could not decide (${messageOf(error)})`);
    }
    // Refusals found after the bot answered go out as the command's `error`, like those thrown at once.
    const fail = (refusal: Refusal) => link.send({ type: 'error', reason: refusal.reason, message: refusal.message, ...rid(command) });
    // In-process bots (tools, tests) answer at once; the app's worker pool later.
    if (Array.isArray(answer)) {
      this.thinking.delete(key);
      return this.answer(link, command, window.id, level, answer, fail);
    }
    void answer.then(
      (inputs) => {
        this.thinking.delete(key);
        this.answer(link, command, window.id, level, inputs, fail);
      },
      (error: unknown) => {
        this.thinking.delete(key);
        fail(new Refusal('HINT_FAILED', `the bot could not decide (${messageOf(error)})`));
      },
    );
  }

  /** Sends the hint if it still fits: the same window open and the seat still this connection's. */
  private answer(link: Link, command: CommandOf<'hint'>, windowId: number, level: string, inputs: BaseInput[], fail: (refusal: Refusal) => void): void {
    const { gameId, player } = command;
    const session: GameSession | undefined = this.hostSession(gameId);
    if (!session || session.context.engine === null) return fail(new Refusal('GAME_NOT_RUNNING', 'the game is no longer running'));
    if (!link.grants.get(gameId)?.players.has(player)) return fail(new Refusal('NOT_YOUR_SEAT', `this connection no longer plays seat ${player}`));
    if (sessionWindow(session.module, session.context)?.id !== windowId) return fail(new Refusal('WINDOW_CLOSED', 'the window closed while the bot was thinking'));
    let why: string;
    try {
      why = session.module.hints!.explain(session.context.engine, player as SeatId, inputs);
    } catch (error) {
      return fail(new Refusal('HINT_FAILED', `the hint could not be explained (${messageOf(error)})`));
    }
    link.send({ type: 'hint_result', gameId, player, window: windowId, level, inputs, why, ...rid(command) });
  }

  private hostSession(gameId: string): GameSession | undefined {
    try {
      return this.host.requireSession(gameId);
    } catch {
      return undefined;
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
