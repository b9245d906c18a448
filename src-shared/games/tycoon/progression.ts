/**
 * Stock Market Tycoon's local profile progression (rules/tycoon.md §3.2, T-D42, T-D43): counters per mode,
 * credited once per game id, and the mode unlocks derived from them on every read (never stored, so a rule
 * change to the thresholds applies to existing profiles at once). Pure data in, data out: the host keeps it
 * in the profile's progress for the kind `tycoon` and the engine never sees any of it.
 */
import type { ProfileSettings } from '../../platform/module.ts';
import { TYCOON_COMING_SOON, TYCOON_MODES } from './options.ts';

/** `{ unlockAllModes: boolean }`, default false (§3.2): the platform's profile settings, shared by every game. */
export type { ProfileSettings } from '../../platform/module.ts';

export type TycoonMode = (typeof TYCOON_MODES)[number];
export type ModeCounters = { trader: number; investor: number; strategist: number };

export interface TycoonProgress {
  completed: ModeCounters;
  wins: ModeCounters;
  /** Makes crediting idempotent. */
  creditedGameIds: string[];
}

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = { unlockAllModes: false };

/** What unlocks a mode (Trader needs nothing): `have` of `need` of one counter. */
export const UNLOCK_RULES = {
  investor: { counter: 'completed', mode: 'trader', need: 3 },
  strategist: { counter: 'wins', mode: 'investor', need: 2 },
} as const;

const zero = (): ModeCounters => ({ trader: 0, investor: 0, strategist: 0 });

export function emptyProgress(): TycoonProgress {
  return { completed: zero(), wins: zero(), creditedGameIds: [] };
}

const isMode = (value: unknown): value is TycoonMode => (TYCOON_MODES as readonly unknown[]).includes(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

function countersFrom(raw: unknown): ModeCounters {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { trader: count(r.trader), investor: count(r.investor), strategist: count(r.strategist) };
}

/**
 * A progress record read from storage: a profile that never played Tycoon has none, and a damaged or older
 * record keeps whatever counters it has valid (nothing is thrown at a player's profile).
 */
export function progressFrom(raw: unknown): TycoonProgress {
  if (!raw || typeof raw !== 'object') return emptyProgress();
  const r = raw as Record<string, unknown>;
  const ids = Array.isArray(r.creditedGameIds) ? r.creditedGameIds.filter((id): id is string => typeof id === 'string') : [];
  return { completed: countersFrom(r.completed), wins: countersFrom(r.wins), creditedGameIds: ids };
}

export function settingsFrom(raw: unknown): ProfileSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { unlockAllModes: r.unlockAllModes === true };
}

/**
 * The progress after a game reached GameOver with the profile seated in `mode` at final `rank` (a shared first
 * place is rank 1, so it wins; an eliminated seat has a rank too and still completed the game). A game id
 * already credited, or a mode without rules, changes nothing: the same object comes back.
 */
export function creditGame(progress: TycoonProgress, gameId: string, mode: string, rank: number): TycoonProgress {
  if (!isMode(mode) || progress.creditedGameIds.includes(gameId)) return progress;
  const won = rank === 1;
  return {
    completed: { ...progress.completed, [mode]: progress.completed[mode] + 1 },
    wins: { ...progress.wins, [mode]: progress.wins[mode] + (won ? 1 : 0) },
    creditedGameIds: [...progress.creditedGameIds, gameId],
  };
}

const strategistUnlocked = (p: TycoonProgress, s: ProfileSettings) => s.unlockAllModes || p.wins.investor >= UNLOCK_RULES.strategist.need;
const investorUnlocked = (p: TycoonProgress, s: ProfileSettings) =>
  s.unlockAllModes || p.completed.trader >= UNLOCK_RULES.investor.need || strategistUnlocked(p, s);

/** The modes this profile may choose, in the rules' order (Trader always). */
export function unlockedModes(progress: TycoonProgress, settings: ProfileSettings = DEFAULT_PROFILE_SETTINGS): TycoonMode[] {
  return TYCOON_MODES.filter((mode) => mode === 'trader' || (mode === 'investor' ? investorUnlocked(progress, settings) : strategistUnlocked(progress, settings)));
}

export const MODE_TITLES: Record<TycoonMode | (typeof TYCOON_COMING_SOON)[number], string> = {
  trader: 'Trader', investor: 'Investor', strategist: 'Strategist', tycoon: 'Tycoon', mogul: 'Mogul',
};

/** One mode's lock as the app shows it: "Investor: 2 / 3 Trader games completed". */
export type ModeLock = { mode: TycoonMode; unlocked: boolean; have: number; need: number; text: string };
export type LockProgress = { modes: ModeLock[]; comingSoon: { mode: string; text: string }[] };

/** Progress next to each lock (§3.2 Display); Tycoon and Mogul are listed as coming soon, never selectable. */
export function lockProgress(progress: TycoonProgress, settings: ProfileSettings = DEFAULT_PROFILE_SETTINGS): LockProgress {
  const open = new Set(unlockedModes(progress, settings));
  const modes = TYCOON_MODES.map((mode): ModeLock => {
    if (mode === 'trader') return { mode, unlocked: true, have: 0, need: 0, text: `${MODE_TITLES.trader}: always open` };
    const rule = UNLOCK_RULES[mode];
    const have = progress[rule.counter][rule.mode];
    const what = rule.counter === 'completed' ? `${MODE_TITLES[rule.mode]} games completed` : `${MODE_TITLES[rule.mode]} wins`;
    return { mode, unlocked: open.has(mode), have, need: rule.need, text: `${MODE_TITLES[mode]}: ${have} / ${rule.need} ${what}` };
  });
  return { modes, comingSoon: TYCOON_COMING_SOON.map((mode) => ({ mode, text: `${MODE_TITLES[mode]}: coming soon` })) };
}
