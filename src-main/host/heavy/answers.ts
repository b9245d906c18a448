/**
 * What the host does with a finished heavy job (jobs.ts): a refusal becomes an `error`, an event's JSON text is
 * sent as it is (parsed only for connections that take objects), and a prepared game — an import or a what-if —
 * is adopted as a new game the asking connection facilitates. A connection that went away meanwhile gets nothing,
 * and nothing is created for it (its file is still with its owner).
 */
import type { HostEvent } from '../../../src-shared/protocol/index.ts';
import { grantOf, rid, type Link } from '../links.ts';
import type { JobResult } from './jobs.ts';
import type { PreparedImport } from './prepare-import.ts';

export type Created = { gameId: string; joinCode: string; hostSecret: string };

export type AnswerDeps = {
  isOpen(link: Link): boolean;
  /** Writes a prepared game and resumes it (Tables.adopt, its access, its absent seats). */
  adopt(prepared: PreparedImport): Created;
  sendView(link: Link, gameId: string): void;
};

export function answerJob(deps: AnswerDeps, link: Link, result: JobResult): void {
  if (!deps.isOpen(link)) return;
  if (result.kind === 'refused') {
    link.send({ type: 'error', reason: result.reason, message: result.message, ...rid(result) });
  } else if (result.kind === 'event') {
    if (link.options.sendText) link.options.sendText(result.text);
    else link.send(JSON.parse(result.text) as HostEvent);
  } else {
    const created = deps.adopt(result.prepared);
    grantOf(link, created.gameId).facilitator = true;
    link.send({ type: 'game_created', ...created, ...rid(result) });
    deps.sendView(link, created.gameId);
  }
}
