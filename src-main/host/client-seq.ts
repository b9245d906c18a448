/**
 * Which `act` is a resend: deduplication by `clientSeq`, per protocol version (docs/PROTOCOL.md, "Retries
 * and clientSeq").
 *
 * - Version 2 numbers a seat's acts: the host keeps the seat's highest accepted number in the journaled
 *   session, so a resend is recognised across reconnects and restarts; anything not above it is a resend.
 * - Version 1 was first written as "increases on every act of the connection", and such a client starts again
 *   at 1 after a refresh or a Wi-Fi drop, while a client of the later version-1 text continues above
 *   `joined.clientSeq` and resends a lost act with its old number. Both say `protocol: 1`, so both must hold:
 *   a number not above this connection's highest is a resend; a number not above the seat's highest is a
 *   resend only if it repeats, in the same window, one of the seat's last accepted acts with that number
 *   (session context `recentActs`), and otherwise a move of a client numbering afresh, applied and journaled
 *   without a number so it does not disturb the seat's numbering.
 */
import type { BaseInput } from '../../src-shared/platform/module.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { SessionContext } from '../../src-shared/session/types.ts';
import type { Link } from './links.ts';

/** A resend (with the message to answer it) or a move to apply, with the number to journal (none: numbering afresh). */
export type SeqVerdict = { resend: string } | { journalSeq: number | undefined };

const key = (command: CommandOf<'act'>) => `${command.gameId} ${command.player}`;

export function judgeClientSeq(link: Link, context: SessionContext, command: CommandOf<'act'>, input: () => BaseInput | null): SeqVerdict {
  const { clientSeq, player } = command;
  const seatHighest = context.clientSeqs?.[player] ?? 0;
  const resend = (highest: number, whose: string) => ({ resend: `act ${clientSeq} of seat ${player} was already applied (highest on ${whose}: ${highest})` });
  if (link.protocol >= 2) return clientSeq <= seatHighest ? resend(seatHighest, 'this seat') : { journalSeq: clientSeq };
  const connectionHighest = link.connectionSeqs.get(key(command)) ?? 0;
  if (clientSeq <= connectionHighest) return resend(connectionHighest, 'this connection');
  if (clientSeq > seatHighest) return { journalSeq: clientSeq };
  const decoded = input();
  const json = decoded === null ? null : JSON.stringify(decoded);
  const repeated = (context.recentActs?.[player] ?? []).some((act) => act.seq === clientSeq && act.window === command.phaseSerial && act.input === json);
  return repeated ? resend(seatHighest, 'this seat') : { journalSeq: undefined };
}

/** After an accepted act: a protocol-1 connection's own numbering moves on. */
export function acceptedClientSeq(link: Link, command: CommandOf<'act'>): void {
  if (link.protocol >= 2) return;
  link.connectionSeqs.set(key(command), Math.max(link.connectionSeqs.get(key(command)) ?? 0, command.clientSeq));
}
