/**
 * Taking a game back on this browser: the facilitator secret, the seat tokens and the hot seats it remembers
 * (Desk `remembered`). Shared by the saved-games list and the start screen's "Return to …" offer.
 */
import type { Desk, GameSummary, Outcome, RememberedGame } from '../../client/desk.svelte.ts';
import { gameEntry } from '../../games/registry.ts';
import { t } from '../../lib/i18n.ts';

/** Running or waiting games this browser created or controls (it holds their secret), newest first. */
export function ownRunningGames(desk: Desk): (GameSummary & { joinCode: string })[] {
  return desk.games
    .filter((g): g is GameSummary & { joinCode: string } => g.status !== 'FINISHED' && !!g.joinCode && desk.remembered(g.joinCode).secret !== null)
    .sort((a, b) => (a.status === b.status ? b.createdAt - a.createdAt : a.status === 'RUNNING' ? -1 : 1));
}

/** Takes back every role `memory` holds in the game with join code `code`; stops at the first refusal. */
export async function takeBack(desk: Desk, code: string, memory: RememberedGame): Promise<Outcome> {
  if (memory.secret) {
    const outcome = await desk.facilitate(code, memory.secret);
    if (!outcome.ok) return outcome;
  }
  for (const seat of memory.seats) {
    const outcome = await desk.join(code, undefined, seat);
    if (!outcome.ok) return outcome;
  }
  for (const seat of memory.claimed) {
    if (desk.game?.players.includes(seat)) continue;
    const outcome = await desk.claimSeat(seat);
    if (!outcome.ok) return outcome;
  }
  return { ok: true };
}

/** A saved game's phase in words: the game names its phases ("Place stock orders"); the shell names the lobby. */
export function savedPhaseName(game: Pick<GameSummary, 'phase' | 'game'>): string {
  if (!game.phase) return '';
  if (game.phase === 'LOBBY') return t('saved.phase.LOBBY');
  return gameEntry(game.game)?.lookup(`saved.phase.${game.phase}`) ?? game.phase;
}
