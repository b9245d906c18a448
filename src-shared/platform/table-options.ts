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
  /**
   * "Hints for learners": players may ask what the strongest bot would do now (the facilitator's switch,
   * `control set_hints`). Absent means off: tables stored before the switch existed read as off. Solo games
   * (one human seat) get hints whatever this says (`hintsAllowed`).
   */
  hints?: boolean;
  /**
   * When the lesson should be over (ms since the epoch), set by the new-game form's "Fits in N minutes"
   * preset; the facilitator's board bar warns when the game runs late against it. Absent: no planned end.
   */
  plannedEndAt?: number;
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
export const TABLE_OPTION_KEYS = { timerMode: 'timerMode', pace: 'phaseTimeMultiplier', reviewSeconds: 'reviewSeconds', hints: 'hints', plannedEndAt: 'plannedEndAt' } as const;

/** Table options read from a game's options object (missing keys take their defaults); grace comes apart. */
export function tableOptionsFrom(options: Record<string, unknown> | undefined, graceSeconds?: number): TableOptions {
  const o = options ?? {};
  const d = DEFAULT_TABLE_OPTIONS;
  return {
    timerMode: (o[TABLE_OPTION_KEYS.timerMode] as TimerMode | undefined) ?? d.timerMode,
    pace: (o[TABLE_OPTION_KEYS.pace] as number | undefined) ?? d.pace,
    reviewSeconds: (o[TABLE_OPTION_KEYS.reviewSeconds] as number | undefined) ?? d.reviewSeconds,
    graceSeconds: graceSeconds ?? d.graceSeconds,
    // Only a switched-on table carries the key, so options written before hints existed read back unchanged.
    ...(o[TABLE_OPTION_KEYS.hints] === true ? { hints: true } : {}),
    // Likewise only a planned lesson carries an end; any value is kept as given so that validation names it.
    ...(o[TABLE_OPTION_KEYS.plannedEndAt] !== undefined ? { plannedEndAt: o[TABLE_OPTION_KEYS.plannedEndAt] as number } : {}),
  };
}

/**
 * Whether a seat may ask for a hint: the facilitator switched hints on, or the game is solo (exactly one
 * human seat: nobody else at the table to be unfair to). `humanSeats` counts the game's human seats.
 */
export function hintsAllowed(table: Pick<TableOptions, 'hints'>, humanSeats: number): boolean {
  return table.hints === true || humanSeats === 1;
}

/** Every problem with table options, as readable sentences; empty when they are valid. */
export function tableOptionProblems(t: TableOptions): string[] {
  const problems: string[] = [];
  const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (!TIMER_MODES.includes(t.timerMode)) problems.push(`timerMode must be one of ${TIMER_MODES.join(', ')}`);
  if (!PACES.includes(t.pace)) problems.push(`phaseTimeMultiplier must be one of ${PACES.join(', ')}`);
  if (!intIn(t.reviewSeconds, REVIEW_SECONDS.min, REVIEW_SECONDS.max)) problems.push(`reviewSeconds must be an integer ${REVIEW_SECONDS.min}..${REVIEW_SECONDS.max}`);
  if (!intIn(t.graceSeconds, GRACE_SECONDS.min, GRACE_SECONDS.max)) problems.push(`graceSeconds must be an integer ${GRACE_SECONDS.min}..${GRACE_SECONDS.max}`);
  if (t.hints !== undefined && typeof t.hints !== 'boolean') problems.push('hints must be true or false');
  if (t.plannedEndAt !== undefined && !(typeof t.plannedEndAt === 'number' && Number.isSafeInteger(t.plannedEndAt) && t.plannedEndAt > 0)) {
    problems.push('plannedEndAt must be a time in milliseconds (a positive integer)');
  }
  return problems;
}
