/**
 * Settings of the table, not of any game's rules: how phases are timed, how fast the table plays, how long
 * review screens stay up and how long a lost seat is waited for. Every game module shares them, so the
 * session, the host, the start form and the facilitator's controls know them without knowing the game.
 */

export type TimerMode = 'TIMED' | 'TIMERLESS';

export type TableOptions = {
  timerMode: TimerMode;
  /** Multiplies every timed window's seconds (the facilitator's "pace"). */
  pace: number;
  /** Seconds a display (review) window stays up; 0 passes review windows over at once. */
  reviewSeconds: number;
  /** Seconds after which a disconnected seat counts as ready (or, in a sequential window, takes its default). */
  graceSeconds: number;
};

export const TIMER_MODES: readonly TimerMode[] = ['TIMED', 'TIMERLESS'];
/** Paces a table may play at (listed once: the form, the facilitator's control and validation use this). */
export const PACES: readonly number[] = [0.5, 1, 1.5, 2, 3];
export const REVIEW_SECONDS = { min: 0, max: 30 } as const;
export const GRACE_SECONDS = { min: 0, max: 600 } as const;

export const DEFAULT_TABLE_OPTIONS: TableOptions = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 };

/** Bot strengths, weakest first (listed once for every game; a module says which it plays). */
export type BotLevel = 'random' | 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];

/**
 * The keys by which create_game `options` (and game files and scenarios written before TableOptions
 * existed) carry table settings. They are platform keys: every game accepts them in `options`.
 */
export const TABLE_OPTION_KEYS = { timerMode: 'timerMode', pace: 'phaseTimeMultiplier', reviewSeconds: 'reviewSeconds' } as const;

/** Table options read from a game's options object (missing keys take their defaults); grace comes apart. */
export function tableOptionsFrom(options: Record<string, unknown> | undefined, graceSeconds?: number): TableOptions {
  const o = options ?? {};
  const d = DEFAULT_TABLE_OPTIONS;
  return {
    timerMode: (o[TABLE_OPTION_KEYS.timerMode] as TimerMode | undefined) ?? d.timerMode,
    pace: (o[TABLE_OPTION_KEYS.pace] as number | undefined) ?? d.pace,
    reviewSeconds: (o[TABLE_OPTION_KEYS.reviewSeconds] as number | undefined) ?? d.reviewSeconds,
    graceSeconds: graceSeconds ?? d.graceSeconds,
  };
}

/** Every problem with table options, as readable sentences; empty when they are valid. */
export function tableOptionProblems(t: TableOptions): string[] {
  const problems: string[] = [];
  const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (!TIMER_MODES.includes(t.timerMode)) problems.push(`timerMode must be one of ${TIMER_MODES.join(', ')}`);
  if (!PACES.includes(t.pace)) problems.push(`phaseTimeMultiplier must be one of ${PACES.join(', ')}`);
  if (!intIn(t.reviewSeconds, REVIEW_SECONDS.min, REVIEW_SECONDS.max)) problems.push(`reviewSeconds must be an integer ${REVIEW_SECONDS.min}..${REVIEW_SECONDS.max}`);
  if (!intIn(t.graceSeconds, GRACE_SECONDS.min, GRACE_SECONDS.max)) problems.push(`graceSeconds must be an integer ${GRACE_SECONDS.min}..${GRACE_SECONDS.max}`);
  return problems;
}
