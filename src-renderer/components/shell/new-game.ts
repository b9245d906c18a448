/**
 * The new-game form as data: host options of spec §5.1 with their allowed values, defaults and groups,
 * seat rows, validation, and the `create_game` command the form sends. No DOM here, so it is easy to test.
 */
import { ALLOWED, DEFAULT_CONFIG } from '../../../src-shared/games/sectors/config.ts';
import { SECTOR_IDS, type SectorId } from '../../../src-shared/games/sectors/data.ts';
import type { GameConfig } from '../../../src-shared/games/sectors/types.ts';
import { t } from '../../lib/i18n.ts';

export type BotLevel = 'easy' | 'medium' | 'hard' | 'random';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard', 'random'];

export type SeatRow = { name: string; kind: 'human' | 'bot'; botLevel: BotLevel };

/** Every host option the form edits (spec §5.1 minus seats, which are the seat rows, and seed). */
export type OptionValues = Omit<GameConfig, 'seats' | 'playerNames'>;

export type OptionGroup = 'basics' | 'market' | 'timing';

/** How an option is edited: a choice among fixed values, a whole number in a range, or on/off. */
export type OptionSpec =
  | { name: keyof OptionValues; group: OptionGroup; kind: 'choice'; values: readonly (string | number)[] }
  | { name: keyof OptionValues; group: OptionGroup; kind: 'integer'; min: number; max: number }
  | { name: keyof OptionValues; group: OptionGroup; kind: 'toggle' }
  | { name: 'sectors'; group: OptionGroup; kind: 'sectors' };

export const OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'maxTurns', group: 'basics', kind: 'choice', values: ALLOWED.maxTurns },
  { name: 'startingCash', group: 'basics', kind: 'choice', values: ALLOWED.startingCash },
  { name: 'bankSize', group: 'basics', kind: 'choice', values: ALLOWED.bankSize },
  { name: 'consumerPool', group: 'basics', kind: 'choice', values: ALLOWED.consumerPool },
  { name: 'influencePoints', group: 'basics', kind: 'integer', min: ALLOWED.influencePoints.min, max: ALLOWED.influencePoints.max },
  { name: 'priorityMode', group: 'basics', kind: 'choice', values: ALLOWED.priorityMode },
  { name: 'sectors', group: 'basics', kind: 'sectors' },
  { name: 'distributionStrategy', group: 'market', kind: 'choice', values: ALLOWED.distributionStrategy },
  { name: 'maxSubRounds', group: 'market', kind: 'integer', min: ALLOWED.maxSubRounds.min, max: ALLOWED.maxSubRounds.max },
  { name: 'ordersConcealed', group: 'market', kind: 'toggle' },
  { name: 'limitOrdersEnabled', group: 'market', kind: 'toggle' },
  { name: 'shortOrdersEnabled', group: 'market', kind: 'toggle' },
  { name: 'optionOrdersEnabled', group: 'market', kind: 'toggle' },
  { name: 'ownershipCapEnabled', group: 'market', kind: 'toggle' },
  { name: 'timerMode', group: 'timing', kind: 'choice', values: ALLOWED.timerMode },
  { name: 'phaseTimeMultiplier', group: 'timing', kind: 'choice', values: ALLOWED.phaseTimeMultiplier },
  { name: 'reviewSeconds', group: 'timing', kind: 'integer', min: ALLOWED.reviewSeconds.min, max: ALLOWED.reviewSeconds.max },
];

export const OPTION_GROUPS: readonly OptionGroup[] = ['basics', 'market', 'timing'];

export const SEATS_MIN = ALLOWED.seats.min;
export const SEATS_MAX = ALLOWED.seats.max;
export const NAME_MAX = 40;
export const SEED_MAX = 200;
export const GRACE_DEFAULT = 20;

export function defaultOptions(): OptionValues {
  const { sectors, ...rest } = DEFAULT_CONFIG;
  return { ...rest, sectors: sectors === 'RANDOM' ? 'RANDOM' : [...sectors] };
}

/** A table of friends: two people and two medium bots; edit from there. */
export function defaultSeats(): SeatRow[] {
  return [
    { name: 'Player 1', kind: 'human', botLevel: 'medium' },
    { name: 'Player 2', kind: 'human', botLevel: 'medium' },
    { name: 'Bot 1', kind: 'bot', botLevel: 'medium' },
    { name: 'Bot 2', kind: 'bot', botLevel: 'medium' },
  ];
}

/** The solo preset: you and three medium bots, no timers (solo play is timerless by default). */
export function soloPreset(name = 'You'): { seats: SeatRow[]; options: OptionValues } {
  return {
    seats: [
      { name: name.trim() || 'You', kind: 'human', botLevel: 'medium' },
      { name: 'Bot Ada', kind: 'bot', botLevel: 'medium' },
      { name: 'Bot Bo', kind: 'bot', botLevel: 'medium' },
      { name: 'Bot Cy', kind: 'bot', botLevel: 'medium' },
    ],
    options: { ...defaultOptions(), timerMode: 'TIMERLESS' },
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

/** Default names follow a kind change ("Player 3" becomes "Bot 2"); names someone typed are kept. */
export function withKind(seats: SeatRow[], index: number, kind: 'human' | 'bot'): SeatRow[] {
  const row = seats[index];
  const isDefaultName = /^(Player|Bot) \d+$/.test(row.name.trim());
  const others = seats.filter((_, i) => i !== index);
  const name = isDefaultName && row.kind !== kind ? nextSeatName(others, kind) : row.name;
  return seats.map((s, i) => (i === index ? { ...s, kind, name } : s));
}

export type Problem = { field: string; key: string; params?: Record<string, string | number> };

/** Everything wrong with the form, as i18n keys tied to a field id; empty when the game can be created. */
export function formProblems(seats: SeatRow[], options: OptionValues, seed: string): Problem[] {
  const problems: Problem[] = [];
  if (seats.length < SEATS_MIN || seats.length > SEATS_MAX) problems.push({ field: 'seats', key: 'form.error.seatCount', params: { min: SEATS_MIN, max: SEATS_MAX } });
  const seen = new Map<string, number>();
  seats.forEach((s, i) => {
    const name = s.name.trim();
    if (name.length === 0) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameEmpty', params: { n: i + 1 } });
    else if (name.length > NAME_MAX) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameLong', params: { n: i + 1, max: NAME_MAX } });
    else if (seen.has(name.toLowerCase())) problems.push({ field: `seat-name-${i}`, key: 'form.error.nameDuplicate', params: { n: i + 1, other: seen.get(name.toLowerCase())! + 1 } });
    else seen.set(name.toLowerCase(), i);
  });
  for (const spec of OPTION_SPECS) {
    const value = options[spec.name];
    if (spec.kind === 'integer' && (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max)) {
      problems.push({ field: `option-${spec.name}`, key: 'form.error.integer', params: { option: optionLabel(spec.name), min: spec.min, max: spec.max } });
    }
    if (spec.kind === 'choice' && !spec.values.includes(value as string | number)) {
      problems.push({ field: `option-${spec.name}`, key: 'form.error.choice', params: { option: optionLabel(spec.name) } });
    }
  }
  if (options.sectors !== 'RANDOM') {
    const list = options.sectors;
    if (list.length !== 3 || new Set(list).size !== 3 || !list.every((s) => (SECTOR_IDS as readonly string[]).includes(s))) {
      problems.push({ field: 'option-sectors', key: 'form.error.sectors' });
    }
  }
  if (seed.trim().length > SEED_MAX) problems.push({ field: 'option-seed', key: 'form.error.seedLong', params: { max: SEED_MAX } });
  return problems;
}

/** An option as the form labels it ("Sub-rounds per stock round"), never its config key ("maxSubRounds"). */
function optionLabel(name: string): string {
  return name === 'seats' ? t('form.seats') : t(`option.${name}`);
}

/**
 * The host checks the options again and names them by config key ("maxSubRounds must be 1..5"); the form
 * shows its own labels instead, so the message points at a field the user can see.
 */
export function withOptionLabels(message: string): string {
  const names = [...OPTION_SPECS.map((s) => s.name as string), 'seats'];
  return message.replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), (name) => optionLabel(name));
}

export type CreateGameRequest = {
  name?: string;
  options: Record<string, unknown>;
  seed?: string;
  seats: { name: string; kind: 'human' | 'bot'; botLevel?: BotLevel }[];
  graceSeconds?: number;
  start?: boolean;
};

/**
 * The `create_game` fields for the form. The seed is optional text: the host reads "42" as the number 42 and
 * any other text through its hash (spec §4, D-63); empty leaves it to the host (random, stored with the game).
 */
export function buildCreateGame(args: { name: string; seats: SeatRow[]; options: OptionValues; seed: string; graceSeconds?: number }): CreateGameRequest {
  const seedText = args.seed.trim();
  const request: CreateGameRequest = {
    options: { ...args.options, sectors: args.options.sectors === 'RANDOM' ? 'RANDOM' : [...args.options.sectors] },
    seats: args.seats.map((s) => (s.kind === 'bot' ? { name: s.name.trim(), kind: 'bot', botLevel: s.botLevel } : { name: s.name.trim(), kind: 'human' })),
  };
  if (args.name.trim()) request.name = args.name.trim();
  if (seedText) request.seed = seedText;
  if (args.graceSeconds !== undefined) request.graceSeconds = args.graceSeconds;
  return request;
}

export function sectorIds(): readonly SectorId[] {
  return SECTOR_IDS;
}
