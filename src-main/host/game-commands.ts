/**
 * Commands on a running game: a player's `act` and `check`, and the facilitator's `control`. Each is checked
 * in order — seat, kind of seat, game running, duplicate, pause, window, shape, rules — and a refused one
 * changes nothing and is never journaled. The rules check happens once: the input is applied inside the
 * session's transaction, and a refusal rolls it back (game-session.ts).
 */
import type { BaseInput, SeatId } from '../../src-shared/platform/module.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { GameSession } from './game-session.ts';
import { acceptedClientSeq, judgeClientSeq } from './client-seq.ts';
import { Refusal, rid, type Link } from './links.ts';
import type { HostCore, SeatDesk } from './seats.ts';

export class GameCommands {
  private readonly host: HostCore;
  private readonly seats: SeatDesk;

  constructor(host: HostCore, seats: SeatDesk) {
    this.host = host;
    this.seats = seats;
  }

  private requirePlayer(link: Link, gameId: string, player: SeatId): GameSession {
    const session = this.host.requireSession(gameId);
    if (!link.grants.get(gameId)?.players.has(player)) throw new Refusal('NOT_YOUR_SEAT', `this connection does not play seat ${player}`);
    this.seats.requireHumanSeat(gameId, player);
    if (!session.context.engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    return session;
  }

  act(link: Link, command: CommandOf<'act'>): void {
    const session = this.requirePlayer(link, command.gameId, command.player);
    const ctx = session.context;
    // A resend after a lost answer, a reconnect or a restart is never applied twice (client-seq.ts).
    const verdict = judgeClientSeq(link, ctx, command, () => {
      const decoded = this.decode(session, command);
      return decoded.ok ? decoded.input : null;
    });
    if ('resend' in verdict) throw new Refusal('DUPLICATE_REQUEST', verdict.resend);
    if (ctx.timer.paused) throw new Refusal('PAUSED', 'the game is paused; nothing is accepted until the facilitator resumes it');
    const window = sessionWindow(session.module, ctx);
    if (!window) throw new Refusal('GAME_NOT_RUNNING', 'the game has ended');
    if (command.phaseSerial !== window.id) {
      throw new Refusal('STALE_INPUT', `that action was made in an earlier phase (${command.phaseSerial}, now ${window.id})`);
    }
    const decoded = this.decode(session, command);
    if (!decoded.ok) throw new Refusal('MALFORMED_INPUT', decoded.message);
    this.host.send(command.gameId, { type: 'INPUT', at: this.host.clock.now(), input: decoded.input, ...(verdict.journalSeq === undefined ? {} : { clientSeq: verdict.journalSeq }) });
    acceptedClientSeq(link, command);
  }

  check(link: Link, command: CommandOf<'check'>): void {
    const session = this.requirePlayer(link, command.gameId, command.player);
    const decoded = this.decode(session, command);
    // The game's preview of the input (what it would cost, warnings) goes with every verdict on a well-formed
    // input, refusals and a pause included: the form shows it while the player is still drafting.
    const preview = decoded.ok ? session.module.preview?.(session.context.engine, decoded.input) : undefined;
    const withPreview = preview === undefined || preview === null ? {} : { preview };
    if (session.context.timer.paused) {
      link.send({ type: 'check_result', ok: false, reason: 'PAUSED', message: 'the game is paused', ...withPreview, ...rid(command) });
      return;
    }
    // A dry run on a scratch copy: nothing is applied or journaled.
    const result = decoded.ok
      ? session.module.applyInPlace(session.module.copy(session.context.engine), decoded.input)
      : { ok: false as const, reason: 'MALFORMED_INPUT', message: decoded.message };
    link.send(
      result.ok
        ? { type: 'check_result', ok: true, ...withPreview, ...rid(command) }
        : { type: 'check_result', ok: false, reason: result.reason, message: result.message, ...withPreview, ...rid(command) },
    );
  }

  /** The action's shape, checked by the game's input schema, as the input of the seat that acts. */
  private decode(session: GameSession, command: CommandOf<'act'> | CommandOf<'check'>): { ok: true; input: BaseInput } | { ok: false; message: string } {
    return session.module.inputs.decode({ ...command.action, player: command.player });
  }

  /** The facilitator's controls; the caller has checked the role. */
  control(command: CommandOf<'control'>): void {
    const session = this.host.requireSession(command.gameId);
    const at = this.host.clock.now();
    const { gameId, player } = command;
    const send = (event: Parameters<HostCore['send']>[1]) => this.host.send(gameId, event);
    const needsGame = ['pause', 'resume', 'end_phase', 'add_time', 'set_pace', 'set_hints'].includes(command.command);
    if (needsGame && !session.context.engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    switch (command.command) {
      case 'pause':
        return send({ type: 'PAUSE', at });
      case 'resume':
        return send({ type: 'RESUME', at });
      case 'end_phase':
        if (session.context.timer.paused) throw new Refusal('PAUSED', 'resume the game before ending the phase');
        return send({ type: 'END_PHASE_NOW', at });
      case 'add_time':
        if (!command.ms) throw new Refusal('MALFORMED_INPUT', 'add_time needs ms');
        return send({ type: 'ADD_TIME', at, ms: command.ms });
      case 'set_pace':
        if (!command.pace) throw new Refusal('MALFORMED_INPUT', 'set_pace needs pace');
        return send({ type: 'SET_PACE', at, pace: command.pace });
      case 'set_hints':
        if (command.on === undefined) throw new Refusal('MALFORMED_INPUT', 'set_hints needs on');
        return send({ type: 'SET_HINTS', at, on: command.on });
      case 'set_seat':
        return this.seats.setSeat(gameId, player, command.kind, command.botLevel);
      case 'free_seat':
        return this.seats.freeSeat(gameId, player, false);
      case 'kick':
        return this.seats.freeSeat(gameId, player, true);
      case 'rename_seat':
        return this.seats.rename(gameId, player, command.name);
      case 'remove_seat':
        if (!player) throw new Refusal('MALFORMED_INPUT', 'remove_seat needs player');
        return this.seats.removeSeats(gameId, [player]);
      case 'lock':
      case 'unlock':
        return this.seats.setLocked(gameId, command.command === 'lock');
    }
  }
}
