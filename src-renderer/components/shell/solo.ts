/**
 * Words for the start screen's "Play solo" card: how long the solo game of a kind is, from its lesson hook's
 * length option ("8 turns", "10 market years"). No DOM here.
 */
import type { GameEntry } from '../../games/registry.ts';
import { lookup } from '../../lib/i18n.ts';
import type { OptionValues } from './new-game.ts';

/** The solo game's length in words (empty when the game names none). */
export function soloLength(game: GameEntry, options: OptionValues): string {
  const key = game.lesson?.lengthKey;
  const n = key ? options[key] : undefined;
  if (!key || typeof n !== 'number') return '';
  return (
    lookup(`start.solo.length.${game.kind}`, { n }) ??
    `${game.lookup(`option.${key}`) ?? key}: ${n}`
  );
}
