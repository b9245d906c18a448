/**
 * The new-game form as data: the game's options (drawn from its registry entry: option specs and layout) and
 * the table options every game shares (timer mode, pace, review time; grace is a field of its own), seat
 * rows, validation, and the `create_game` command the form sends. No DOM here, so it is easy to test.
 */
import { BOT_LEVELS as PLATFORM_BOT_LEVELS, DEFAULT_TABLE_OPTIONS, PACES, REVIEW_SECONDS, TABLE_OPTION_KEYS, TIMER_MODES, type BotLevel } from '../../../src-shared/platform/table-options.ts';
import type { LessonTable } from '../../../src-shared/platform/lesson.ts';
import { DEFAULT_KIND, gameEntries, gameEntry, type GameEntry } from '../../games/registry.ts';
import { lookup, t, type Params } from '../../lib/i18n.ts';

export type { BotLevel } from '../../../src-shared/platform/table-options.ts';
/** Bot levels in the order the form offers them (the random level last). */
export const BOT_LEVELS: readonly BotLevel[] = [...PLATFORM_BOT_LEVELS.filter((l) => l !== 'random'), 'random'];

/** `profile`: the local profile a human seat plays for (its progress is credited when the game ends). */
export type SeatRow = { name: string; kind: 'human' | 'bot'; botLevel: BotLevel; profile?: string };

/** The bot levels a game plays, in the order the pickers offer them, and the one a new bot starts with. */
export type BotChoices = { levels: readonly BotLevel[]; default: BotLevel };

/** Bot levels for a game by kind (null: the default game): only those it plays, since the host refuses others. */
export function botChoices(kind?: string | null): BotChoices {
  const game = gameEntry(kind) ?? formGame();
  return { levels: BOT_LEVELS.filter((l) => game.botLevels.includes(l)), default: game.defaultBotLevel };
}

/** Every option the form edits, by key (seats are the seat rows; the seed is a field of its own). */
export type OptionValues = Record<string, unknown>;

/** The shell's own group (the table options); a game's groups come from its layout. */
export const TABLE_GROUP = 'timing';

/** How an option is edited: a choice among fixed values, a whole number in a range, on/off, or a pick of some of a list. */
export type OptionSpec = (
  | { kind: 'choice'; values: readonly (string | number)[] }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'toggle' }
  | { kind: 'pick'; choices: readonly string[]; count: number; random: string; choiceName: string; problemKey: string; swatchPrefix?: string }
) & { name: string; group: string; default: unknown };

/** The games the form offers (kind and title), the default game first. */
export function gameChoices(): { kind: string; title: string }[] {
  return gameEntries().map((e) => ({ kind: e.kind, title: e.title }));
}

/**
 * Options for another game: its defaults, keeping the table options (timer mode, pace, review time) the user
 * already set, since they mean the same for every game.
 */
export function optionsForGame(game: GameEntry, current: OptionValues): OptionValues {
  const table = new Set<string>(Object.values(TABLE_OPTION_KEYS));
  const kept = Object.fromEntries(Object.entries(current).filter(([key]) => table.has(key)));
  return { ...defaultOptions(game), ...kept };
}

/** The form's game: the registry's entry for a kind (the default kind when none is given). */
export function formGame(kind?: string): GameEntry {
  const entry = gameEntry(kind);
  if (!entry) throw new Error(`no game of kind "${kind}"`);
  return entry;
}

const TABLE_SPECS: readonly OptionSpec[] = [
  { name: TABLE_OPTION_KEYS.timerMode, group: TABLE_GROUP, kind: 'choice', values: TIMER_MODES, default: DEFAULT_TABLE_OPTIONS.timerMode },
  { name: TABLE_OPTION_KEYS.pace, group: TABLE_GROUP, kind: 'choice', values: PACES, default: DEFAULT_TABLE_OPTIONS.pace },
  { name: TABLE_OPTION_KEYS.reviewSeconds, group: TABLE_GROUP, kind: 'integer', min: REVIEW_SECONDS.min, max: REVIEW_SECONDS.max, default: DEFAULT_TABLE_OPTIONS.reviewSeconds },
];

/** Every option of the form for a game: its options in its layout's groups, then the table options. */
export function optionSpecs(game: GameEntry = formGame()): OptionSpec[] {
  const specs: OptionSpec[] = [];
  const placed = new Set<string>();
  const groups = game.form.groups.length > 0 ? game.form.groups : [{ id: 'game', keys: [] }];
  const specOf = (key: string, group: string): OptionSpec | null => {
    const pick = game.form.picks.find((p) => p.key === key);
    if (pick) return { name: key, group, kind: 'pick', choices: pick.choices, count: pick.count, random: pick.random, choiceName: pick.choiceName, problemKey: pick.problemKey, swatchPrefix: pick.swatchPrefix, default: pick.random };
    const o = game.options.find((x) => x.key === key);
    if (!o) return null;
    if (o.kind === 'choice') return { name: key, group, kind: 'choice', values: o.choices, default: o.default };
    if (o.kind === 'integer') return { name: key, group, kind: 'integer', min: o.min, max: o.max, default: o.default };
    return { name: key, group, kind: 'toggle', default: o.default };
  };
  const place = (key: string, group: string) => {
    const spec = placed.has(key) ? null : specOf(key, group);
    if (!spec) return;
    specs.push(spec);
    placed.add(key);
  };
  for (const g of groups) for (const key of g.keys) place(key, g.id);
  // Options the layout does not place go to its first group, in the order the game lists them.
  for (const o of game.options) place(o.key, groups[0].id);
  return [...specs, ...TABLE_SPECS];
}

/** The form's options for the default game (the only one the form offers while the registry holds one kind). */
export const OPTION_SPECS: readonly OptionSpec[] = optionSpecs();

/** The groups of the form, in order: the game's, then the table's. */
export function optionGroups(game: GameEntry = formGame()): string[] {
  return [...new Set(optionSpecs(game).map((s) => s.group))];
}

export const NAME_MAX = 40;
export const SEED_MAX = 200;
export const GRACE_DEFAULT = DEFAULT_TABLE_OPTIONS.graceSeconds;

export function seatRange(game: GameEntry = formGame()): { min: number; max: number } {
  return game.players;
}

export function defaultOptions(game: GameEntry = formGame()): OptionValues {
  return Object.fromEntries(optionSpecs(game).map((s) => [s.name, s.default]));
}

/** A table of friends: two people and two bots of the game's default level; edit from there. */
export function defaultSeats(game: GameEntry = formGame()): SeatRow[] {
  const botLevel = game.defaultBotLevel;
  return [
    { name: 'Player 1', kind: 'human', botLevel },
    { name: 'Player 2', kind: 'human', botLevel },
    { name: 'Bot 1', kind: 'bot', botLevel },
    { name: 'Bot 2', kind: 'bot', botLevel },
  ];
}

/** Seats kept for another game: a bot level it does not play becomes its default level. */
export function seatsForGame(seats: SeatRow[], game: GameEntry): SeatRow[] {
  return seats.map((s) => (game.botLevels.includes(s.botLevel) ? s : { ...s, botLevel: game.defaultBotLevel }));
}

/** The solo preset: you and three bots of the game's default level, no timers (solo play is timerless by default). */
export function soloPreset(name = 'You', game: GameEntry = formGame(), level: BotLevel = game.defaultBotLevel): { seats: SeatRow[]; options: OptionValues } {
  const botLevel = game.botLevels.includes(level) ? level : game.defaultBotLevel;
  return {
    seats: [
      { name: name.trim() || 'You', kind: 'human', botLevel },
      { name: 'Bot Ada', kind: 'bot', botLevel },
      { name: 'Bot Bo', kind: 'bot', botLevel },
      { name: 'Bot Cy', kind: 'bot', botLevel },
    ],
    options: { ...defaultOptions(game), [TABLE_OPTION_KEYS.timerMode]: 'TIMERLESS' },
  };
}

/** A name for a new row that no other row uses. */
export function nextSeatName(seats: SeatRow[], kind: 'human' | 'bot'): string {
  const base = kind === 'human' ? 'Player' : 'Bot';
  const used = new Set(seats.map((s) => s.name.trim().toLowerCase()));
  for (let n = 1; ; n++) {
    const name = `${base} ${n}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}

const DEFAULT_NAME = /^(Player|Bot) \d+$/;

/**
 * Default names ("Player 2", "Bot 1") numbered in seat order per kind, so the seats read Bot 1, Bot 2, Bot 3 from
 * top to bottom whatever was changed; names someone typed are kept (and never taken by a default name).
 */
export function renumberDefaults(seats: SeatRow[]): SeatRow[] {
  const typed = new Set(seats.filter((s) => !DEFAULT_NAME.test(s.name.trim())).map((s) => s.name.trim().toLowerCase()));
  const next = { human: 0, bot: 0 };
  return seats.map((s) => {
    if (!DEFAULT_NAME.test(s.name.trim())) return s;
    const base = s.kind === 'human' ? 'Player' : 'Bot';
    let name: string;
    do name = `${base} ${++next[s.kind]}`;
    while (typed.has(name.toLowerCase()));
    return name === s.name ? s : { ...s, name };
  });
}

/** Default names follow a kind change ("Player 3" becomes a bot's default name, in seat order); typed names are kept. */
export function withKind(seats: SeatRow[], index: number, kind: 'human' | 'bot'): SeatRow[] {
  return renumberDefaults(seats.map((s, i) => (i === index ? { ...s, kind } : s)));
}

/** A problem with the form: a string key (the shell's, or the game's for its own fields) tied to a field id. */
export type Problem = { field: string; key: string; params?: Params };

/** Everything wrong with the form, as string keys tied to a field id; empty when the game can be created. */
export function formProblems(seats: SeatRow[], options: OptionValues, seed: string, game: GameEntry = formGame()): Problem[] {
  const problems: Problem[] = [];
  const range = seatRange(game);
  if (seats.length < range.min || seats.length > range.max) problems.push({ field: 'seats', key: 'form.error.seatCount', params: { min: range.min, max: range.max } });
  const seen = new Map<string, number>();
  seats.forEach((s, i) => {
    const name = s.name.trim();
    if (name.length === 0) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameEmpty', params: { n: i + 1 } });
    else if (name.length > NAME_MAX) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameLong', params: { n: i + 1, max: NAME_MAX } });
    else if (seen.has(name.toLowerCase())) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameDuplicate', params: { n: i + 1, other: seen.get(name.toLowerCase())! + 1 } });
    else seen.set(name.toLowerCase(), i);
  });
  for (const spec of optionSpecs(game)) {
    const value = options[spec.name];
    if (spec.kind === 'integer' && (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max)) {
      problems.push({ field: `option-${spec.name}`, key: 'form.error.integer', params: { option: optionLabel(spec.name, game), min: spec.min, max: spec.max } });
    }
    if (spec.kind === 'choice' && !spec.values.includes(value as string | number)) {
      problems.push({ field: `option-${spec.name}`, key: 'form.error.choice', params: { option: optionLabel(spec.name, game) } });
    }
    if (spec.kind === 'pick' && value !== spec.random) {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      if (list.length !== spec.count || new Set(list).size !== spec.count || !list.every((c) => spec.choices.includes(c as string))) {
        problems.push({ field: `option-${spec.name}`, key: spec.problemKey });
      }
    }
  }
  if (seed.trim().length > SEED_MAX) problems.push({ field: 'option-seed', key: 'form.error.seedLong', params: { max: SEED_MAX } });
  return problems;
}

/** A problem in words: the shell's string, or the game's for the game's own fields. */
export function problemText(problem: Problem, game: GameEntry = formGame()): string {
  const params = problem.params ?? {};
  return lookup(problem.key, params) ?? game.lookup(problem.key, params) ?? problem.key;
}

/** A form string of an option (`option.<key>`, `….hint`, `….<value>`): the game's words for its options, the shell's for the table's. */
export function optionText(key: string, game: GameEntry = formGame(), params: Params = {}): string | null {
  return lookup(key, params) ?? game.lookup(key, params);
}

/** An option as the form labels it ("Sub-rounds per stock round"), never its config key ("maxSubRounds"). */
function optionLabel(name: string, game: GameEntry): string {
  return name === 'seats' ? t('form.seats') : (optionText(`option.${name}`, game) ?? name);
}

/**
 * The host checks the options again and names them by config key ("maxSubRounds must be 1..5"); the form
 * shows its own labels instead, so the message points at a field the user can see.
 */
export function withOptionLabels(message: string): string {
  return withLabelsOf(formGame(), message);
}

/** `withOptionLabels` for the options of a given game. */
export function withLabelsOf(game: GameEntry, message: string): string {
  const names = [...optionSpecs(game).map((s) => s.name), 'seats'];
  return message.replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), (name) => optionLabel(name, game));
}

export type CreateGameRequest = {
  /** The game's kind; left out for the default game (Sectors), as hosts before game modules expect. */
  game?: string;
  name?: string;
  options: Record<string, unknown>;
  seed?: string;
  seats: { name: string; kind: 'human' | 'bot'; botLevel?: BotLevel; profile?: string }[];
  graceSeconds?: number;
  start?: boolean;
};

/**
 * The `create_game` fields for the form. The seed is optional text: the host reads "42" as the number 42 and
 * any other text through its hash (spec §4, D-63); empty leaves it to the host (random, stored with the game).
 * Options go as one object, the game's and the table's together, as the protocol has always carried them.
 */
export function buildCreateGame(args: { name: string; seats: SeatRow[]; options: OptionValues; seed: string; graceSeconds?: number; game?: string }): CreateGameRequest {
  const seedText = args.seed.trim();
  const request: CreateGameRequest = {
    ...(args.game !== undefined && args.game !== DEFAULT_KIND ? { game: args.game } : {}),
    options: Object.fromEntries(Object.entries(args.options).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])),
    seats: args.seats.map((s) => (s.kind === 'bot' ? { name: s.name.trim(), kind: 'bot', botLevel: s.botLevel } : { name: s.name.trim(), kind: 'human', ...(s.profile ? { profile: s.profile } : {}) })),
  };
  if (args.name.trim()) request.name = args.name.trim();
  if (seedText) request.seed = seedText;
  if (args.graceSeconds !== undefined) request.graceSeconds = args.graceSeconds;
  return request;
}

// ---------------------------------------------------------------- lesson presets ("fits in N minutes")

/** The table options as the form holds them, for a lesson estimate. */
function formTable(options: OptionValues): LessonTable {
  const d = DEFAULT_TABLE_OPTIONS;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    timerMode: options[TABLE_OPTION_KEYS.timerMode] === 'TIMERLESS' ? 'TIMERLESS' : 'TIMED',
    pace: num(options[TABLE_OPTION_KEYS.pace], d.pace),
    reviewSeconds: num(options[TABLE_OPTION_KEYS.reviewSeconds], d.reviewSeconds),
  };
}

/**
 * The form's options with a lesson preset applied: the game's length option and the pace that fit `minutes`
 * for these seats and review time, with timed phases (an estimate needs clocks). Null: the game has no
 * lesson hook, or even its shortest game at the fastest pace is longer.
 */
export function withLessonPreset(game: GameEntry, options: OptionValues, minutes: number, seats: number): OptionValues | null {
  if (!game.lesson || !(minutes > 0)) return null;
  const fit = game.lesson.fit(minutes, seats, { reviewSeconds: formTable(options).reviewSeconds }, options);
  if (!fit) return null;
  return { ...options, ...fit.options, [TABLE_OPTION_KEYS.pace]: fit.pace, [TABLE_OPTION_KEYS.timerMode]: 'TIMED' };
}

/** Minutes the game as set up in the form is expected to take (null: no lesson hook, or timerless). */
export function expectedMinutes(game: GameEntry, options: OptionValues, seats: number): number | null {
  return game.lesson?.expectedMinutes(options, formTable(options), seats) ?? null;
}

/** A time of day as "HH:MM" (the machine's local time: the lesson happens here). */
export function clockTime(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
