/**
 * The board's keyboard shortcuts: what each key does, and the list the help overlay shows. The shell owns
 * Ready (R), the facilitator's pause (P) and +30 s (T), help (?) and Escape; every other letter goes to the
 * game's board, which says whether it has a use for it. No key acts while the user types in a field (Escape
 * leaves the field) or behind the hot-seat curtain, so nothing is sent for a player who has not taken the
 * screen yet.
 */
import type { Shortcut } from '../../games/registry.ts';
import { t } from '../../lib/i18n.ts';

export type { Shortcut } from '../../games/registry.ts';

/** Ready first, then the game's own keys, then the facilitator's, help and Escape. */
export function boardShortcuts(facilitator: boolean, game: readonly Shortcut[]): Shortcut[] {
  return [
    { key: 'R', text: t('help.ready') },
    ...game,
    ...(facilitator ? [{ key: 'P', text: t('help.pause') }, { key: 'T', text: t('help.addTime') }] : []),
    { key: '?', text: t('help.help') },
    { key: 'Esc', text: t('help.close') },
  ];
}

/** What the keys reach on the board; the board supplies them when a key is pressed. */
export type BoardKeys = {
  helpOpen: boolean;
  setHelp: (open: boolean) => void;
  /** The hot-seat curtain is up. */
  curtain: boolean;
  /** P and T (pause, +30 s) work for the facilitator only. */
  facilitator: boolean;
  ready: () => void;
  pause: () => void;
  addTime: () => void;
  /** A lower-case letter for the game's board: true when the game has a shortcut on it. */
  game: (letter: string) => boolean;
};

export function onBoardKey(e: KeyboardEvent, keys: BoardKeys): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const target = e.target as HTMLElement | null;
  const typing = target && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
  if (e.key === 'Escape') {
    if (keys.helpOpen) {
      keys.setHelp(false);
      e.preventDefault();
    } else if (typing) {
      target.blur();
    }
    return;
  }
  if (typing || keys.curtain) return;
  const key = e.key === '?' ? '?' : /^[a-zA-Z]$/.test(e.key) ? e.key.toLowerCase() : null;
  if (key === '?') keys.setHelp(!keys.helpOpen);
  else if (key === 'r') keys.ready();
  else if (key === 'p') {
    if (keys.facilitator) keys.pause();
  } else if (key === 't') {
    if (keys.facilitator) keys.addTime();
  } else if (key === null || !keys.game(key)) return;
  e.preventDefault();
}
