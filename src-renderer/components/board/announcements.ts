/**
 * The sentence the shell's announcer says when a window opens on a board (pure, so it is testable): your turn
 * or move, whose turn it is, a result to read and Continue, or just the phase's name.
 */
import type { WindowInfo } from '../../client/desk.svelte.ts';
import { t } from '../../lib/i18n.ts';

export type WindowNews = {
  window: Pick<WindowInfo, 'kind' | 'seats' | 'ready'>;
  /** The window's heading as the phase bar shows it. */
  title: string;
  /** Seats held on this screen that the window waits for. */
  mine: readonly string[];
  hotSeat: boolean;
  name: (seat: string) => string;
};

export function windowNews({ window: w, title, mine, hotSeat, name }: WindowNews): string {
  if (w.kind === 'display') return mine.length > 0 ? t('announce.result', { title }) : t('announce.resultWatch', { title });
  if (mine.length > 0) {
    if (hotSeat) return t('announce.hotSeatTurn', { names: mine.map(name).join(', '), title });
    return w.kind === 'sequential' ? t('announce.yourTurn', { title }) : t('announce.yourMove', { title });
  }
  if (w.kind === 'sequential' && w.seats.length === 1) return t('announce.theirTurn', { name: name(w.seats[0]), title });
  return t('announce.window', { title });
}
