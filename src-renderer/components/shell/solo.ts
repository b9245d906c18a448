/**
 * "Play solo": the start screen's one-click card, also offered after a tutorial ("Play a real game"). Its words
 * (how long the solo game of a kind is, from its lesson hook's length option: "8 turns", "10 market years") and
 * the start itself: a game with the player and three bots, started at once, whose one human seat this screen
 * takes. The choices the card remembers on this device are read here too, so both places start the same game.
 */
import type { Desk, Outcome } from '../../client/desk.svelte.ts';
import type { GameEntry } from '../../games/registry.ts';
import { lookup, t } from '../../lib/i18n.ts';
import { buildCreateGame, soloPreset, type BotLevel, type OptionValues } from './new-game.ts';

/**
 * Where the card's choices are kept on this device: the name typed, the game picked, and a deal (absent: a new
 * deal every time, as players expect). The deal is set by whoever needs the same solo game twice — the keyboard
 * journeys' tests, someone writing a walkthrough — since the one-click card has no seed field (the form has).
 */
export const SOLO_KEYS = { name: 'sectors.soloName', game: 'sectors.soloGame', seed: 'sectors.soloSeed' } as const;

/** A choice kept on this device, or `fallback` (none kept, or storage closed in a private window). */
export function readSolo(key: string, fallback: string): string {
  try {
    return globalThis.localStorage?.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

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

/**
 * Creates and starts a solo game of `game` against bots of `level` (left out: the game's default), its human seat
 * named `name` and playing for this screen's active profile, and takes that seat on this screen.
 */
export async function startSolo(desk: Desk, game: GameEntry, name: string, level?: BotLevel): Promise<Outcome> {
  const preset = soloPreset(name, game, level);
  if (desk.profiles.active) preset.seats[0].profile = desk.profiles.active.id;
  const request = {
    ...buildCreateGame({ name: t('start.solo.gameName', { name, game: game.title }), seats: preset.seats, options: preset.options, seed: readSolo(SOLO_KEYS.seed, ''), game: game.kind }),
    start: true,
  };
  const created = await desk.createGame(request);
  if (!created.ok) return created;
  // The one human seat plays on this screen.
  return desk.claimSeat('P1');
}
