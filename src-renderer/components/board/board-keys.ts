/**
 * The board's keyboard shortcuts: what each key does, and the list the help overlay shows. No key acts while
 * the user types in a field (Escape leaves the field) or behind the hot-seat curtain, so nothing is sent for
 * a player who has not taken the screen yet.
 */
import { t } from '../../lib/i18n.ts';

export type Shortcut = { key: string; text: string };

export function boardShortcuts(facilitator: boolean): Shortcut[] {
  return [
    { key: 'R', text: t('help.ready') },
    { key: 'O', text: t('help.ticket') },
    { key: 'A', text: t('help.action') },
    { key: 'L', text: t('help.log') },
    { key: 'C', text: t('help.companies') },
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
  ticket: () => void;
  action: () => void;
  log: () => void;
  companies: () => void;
  pause: () => void;
  addTime: () => void;
};

const LETTERS = { r: 'ready', o: 'ticket', a: 'action', l: 'log', c: 'companies' } as const;

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
  else if (key !== null && key in LETTERS) keys[LETTERS[key as keyof typeof LETTERS]]();
  else if (key === 'p') {
    if (keys.facilitator) keys.pause();
  } else if (key === 't') {
    if (keys.facilitator) keys.addTime();
  } else return;
  e.preventDefault();
}
