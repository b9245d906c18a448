/**
 * Every game the renderer can show, by kind, and the contract a game's UI keeps with the shell. The shell
 * (App, screens, components, client) reaches a game only through this file (a test enforces it):
 *
 * - at once, an entry's light data: title, seat range, bot levels, the new-game form's option specs (from
 *   src-shared/games/<kind>/options.ts, no engine) and layout, and the game's words (its strings namespace),
 *   which the start screen needs before any game is open;
 * - on demand, `load()`: the game's UI (board, end-screen part, help), a separate chunk with its components.
 */
import type { Component, Snippet } from 'svelte';
import type { ComparableOptions } from '../../src-shared/platform/debrief.ts';
import type { GameLesson } from '../../src-shared/platform/lesson.ts';
import type { BotLevel, OptionSpec } from '../../src-shared/platform/module.ts';
import { AUCTION_LESSON } from '../../src-shared/games/auction/lesson.ts';
import { AUCTION_BOT_LEVELS, AUCTION_DEFAULT_BOT_LEVEL, AUCTION_META, AUCTION_OPTIONS } from '../../src-shared/games/auction/options.ts';
import { SECTORS_LESSON } from '../../src-shared/games/sectors/lesson.ts';
import { SECTORS_BOT_LEVELS, SECTORS_DEFAULT_BOT_LEVEL, SECTORS_META, SECTORS_OPTIONS } from '../../src-shared/games/sectors/options.ts';
import { SR1876_LESSON } from '../../src-shared/games/sr1876/lesson.ts';
import { SR1876_BOT_LEVELS, SR1876_DEFAULT_BOT_LEVEL, SR1876_META, SR1876_OPTIONS } from '../../src-shared/games/sr1876/options.ts';
import { TYCOON_LESSON } from '../../src-shared/games/tycoon/lesson.ts';
import { TYCOON_BOT_LEVELS, TYCOON_DEFAULT_BOT_LEVEL, TYCOON_META, TYCOON_OPTIONS } from '../../src-shared/games/tycoon/options.ts';
import type { ActionBase, Desk, LogEvent, Outcome } from '../client/desk.svelte.ts';
import type { Params } from '../lib/i18n.ts';
import { AUCTION_FORM } from './auction/form.ts';
import { lookup as auctionLookup } from './auction/i18n.ts';
import { SECTORS_FORM } from './sectors/form.ts';
import { lookup as sectorsLookup } from './sectors/i18n.ts';
import { SR1876_FORM } from './sr1876/form.ts';
import { lookup as sr1876Lookup } from './sr1876/i18n.ts';
import { TYCOON_FORM } from './tycoon/form.ts';
import { lookup as tycoonLookup } from './tycoon/i18n.ts';

// ---------------------------------------------------------------- the new-game form

/**
 * A field the option specs cannot express: pick `count` of `choices`, or leave it to a draw (`random`).
 * The value sent is `random` or the list picked. Words: `option.<key>`, `option.<key>.hint`,
 * `option.<key>.<random>`, `option.<key>.CHOOSE`, `option.<key>.pick` ({count}) and `option.<key>.<choice>`.
 */
export type PickSpec = {
  key: string;
  choices: readonly string[];
  count: number;
  random: string;
  /** One choice's name in test ids (`option-<choiceName>-<choice>`). */
  choiceName: string;
  /** The game's string key for "pick exactly `count`". */
  problemKey: string;
  /** A CSS custom property per choice for its colour swatch (`<prefix><choice>`), if any. */
  swatchPrefix?: string;
};

/** How the form lays a game's options out; the table options (timer, pace, review, grace) are the shell's. */
export type FormLayout = {
  /** Groups in form order: `id` (legend `form.group.<id>` in the game's strings) and the option keys in it. */
  groups: readonly { id: string; keys: readonly string[] }[];
  /** Options whose values are amounts of money. */
  money: readonly string[];
  picks: readonly PickSpec[];
};

// ---------------------------------------------------------------- the board

/** What a game's board may do for the seat it acts for. */
export type ActFn = (action: ActionBase) => Promise<Outcome>;
export type CheckFn = (action: ActionBase) => Promise<Outcome>;

/** The phase bar's words about where the game stands (the clock, Ready and the roster are the shell's). */
export type PhaseHeading = {
  /** Breadcrumbs above the phase name; `cls` styles them (`turn` is emphasised), `title` explains one. */
  crumbs: { text: string; cls: 'turn' | 'round' | 'kind'; title?: string }[];
  title: string;
  /** What the seat (or, for watchers, everyone) does now. */
  instruction: string;
};

/** What the shell's phase bar needs from the game's view. */
export type PhaseBarGame = {
  heading(seat: string | null, projector: boolean): PhaseHeading;
  /** Seats in the roster's order, and who has sent a submission this phase. */
  order: readonly string[];
  submitted: readonly string[];
  name(id: string): string;
  /** Readiness is final in this game (it has no UNREADY): a ready seat's button offers no undo. */
  readyFinal?: boolean;
};

export type Shortcut = { key: string; text: string };

export type BoardProps = {
  desk: Desk;
  /** The game's view for `privateSeat` (public parts only when it is null). */
  view: unknown;
  /** The seat this screen acts for now (null: nobody). */
  seat: string | null;
  /** The seat whose secrets may be shown: a single-seat screen, or the hot-seat player behind the curtain. */
  privateSeat: string | null;
  /** Several seats share this screen in a window that is not secret: `seat` was picked with the seat tabs. */
  shared: boolean;
  act: ActFn | null;
  check: CheckFn | null;
  projector: boolean;
  paused: boolean;
};

export type EndProps = {
  desk: Desk;
  view: unknown;
  gameName: string | null;
  /** The shell's "save the game file" button, placed where the game shows its results, and its failure. */
  exportButton: Snippet;
  exportError: string | null;
};

export type HelpSection = { id: string; title: string; body: string; terms?: string[] };
export type GlossaryEntry = { id: string; term: string; definition: string; aliases?: string[]; see?: string[] };

/** One seat on the projector's leaderboard: its value now (net worth, score) and at the start of the game. */
export type Standing = { player: string; name: string; value: number; start: number };

/** A game's UI, loaded on demand. */
export interface GameUi {
  readonly kind: string;
  /** The view a seat sees: the public view with that seat's private part over it (`seat` null: public only). */
  view(pub: unknown, priv: unknown, seat: string | null): unknown;
  phaseBar(view: unknown): PhaseBarGame;
  /** The phase's name, for the curtain ("Secret phase: Influence bid"). */
  phaseName(view: unknown): string;
  /** The board's own keyboard shortcuts (the shell adds Ready, pause, time, help and Escape). */
  shortcuts(): Shortcut[];
  /** The one-line keyboard reminder under the board. */
  shortcutHint(): string;
  /** Why the game ended, in words (null: nothing to say). */
  endReason(view: unknown): string | null;
  /**
   * Public events in words, oldest first, for the history browser's "this step" list (`view`, the game's view
   * of that step, names the players). Optional: without it the browser lists the events' types.
   */
  logLines?(view: unknown, events: readonly LogEvent[]): string[];
  /**
   * The table's leaderboard for the projector: each seat's value now and what it started with (public figures
   * only), in any order; the shell ranks by return on the start, since tables start with different capital.
   * Optional: without it the projector shows no leaderboard.
   */
  standings?(view: unknown): Standing[];
  /**
   * The table's game options as the view shows them, for the class projector's boards: tables whose `values` are
   * equal (and whose seats are as many) are ranked together; `words` name them ("Trader, 2 years"). The same words
   * as the class report's (each game's src-shared options.ts). Optional: without it tables group by game and seats.
   */
  tableOptions?(view: unknown): ComparableOptions;
  /** `key(letter)` runs the board's shortcut on a lower-case letter; false when it has none. */
  Board: Component<BoardProps, { key?(letter: string): boolean }>;
  /**
   * The board as text, for a screen reader or the keyboard alone (like lichess's blind mode; issue 22): what the
   * seat owns (cash, holdings), the prices, the phase, time left and whose turn, in headings, lists and labelled
   * tables, and every move the seat may make from labelled controls. Shown instead of `Board` when the device's
   * "Screen-reader mode" setting is on (settings.prefs.textBoard). Optional while a game has none: `Board` is shown.
   */
  TextBoard?: Component<BoardProps, { key?(letter: string): boolean }>;
  /** What the hot-seat curtain lets everyone see: public news only. */
  CurtainView: Component<{ desk: Desk; view: unknown }>;
  End: Component<EndProps>;
  help: {
    searchPlaceholder(): string;
    search(query: string): HelpSection[];
    glossary(query: string): GlossaryEntry[];
  };
}

// ---------------------------------------------------------------- the games

export type GameEntry = {
  kind: string;
  title: string;
  players: { min: number; max: number };
  /** The bot levels the game plays (the host refuses others) and the one a new bot seat starts with. */
  botLevels: readonly BotLevel[];
  defaultBotLevel: BotLevel;
  /** The new-game form's game options (see src-shared/platform/module.ts). */
  options: readonly OptionSpec[];
  form: FormLayout;
  /** A string of the game's namespace by a key built from data (option keys, phase ids): null when unworded. */
  lookup(key: string, params?: Params): string | null;
  load(): Promise<GameUi>;
  /**
   * Lesson presets (light data, src-shared/games/<kind>/lesson.ts): the game's length option, the expected
   * minutes for options and a pace, the remaining minutes from a view, and the preset that fits a budget.
   * Optional: without it the form offers no "Fits in N minutes" and the board bar no expected end.
   */
  lesson?: GameLesson;
};

const ENTRIES: readonly GameEntry[] = [
  {
    ...SECTORS_META,
    botLevels: SECTORS_BOT_LEVELS,
    defaultBotLevel: SECTORS_DEFAULT_BOT_LEVEL,
    options: SECTORS_OPTIONS,
    form: SECTORS_FORM,
    lookup: sectorsLookup,
    lesson: SECTORS_LESSON,
    load: async () => (await import('./sectors/index.ts')).sectorsUi,
  },
  {
    ...AUCTION_META,
    botLevels: AUCTION_BOT_LEVELS,
    defaultBotLevel: AUCTION_DEFAULT_BOT_LEVEL,
    options: AUCTION_OPTIONS,
    form: AUCTION_FORM,
    lookup: auctionLookup,
    lesson: AUCTION_LESSON,
    load: async () => (await import('./auction/index.ts')).auctionUi,
  },
  {
    ...TYCOON_META,
    botLevels: TYCOON_BOT_LEVELS,
    defaultBotLevel: TYCOON_DEFAULT_BOT_LEVEL,
    options: TYCOON_OPTIONS,
    form: TYCOON_FORM,
    lookup: tycoonLookup,
    lesson: TYCOON_LESSON,
    load: async () => (await import('./tycoon/index.ts')).tycoonUi,
  },
  {
    ...SR1876_META,
    botLevels: SR1876_BOT_LEVELS,
    defaultBotLevel: SR1876_DEFAULT_BOT_LEVEL,
    options: SR1876_OPTIONS,
    form: SR1876_FORM,
    lookup: sr1876Lookup,
    lesson: SR1876_LESSON,
    load: async () => (await import('./sr1876/index.ts')).sr1876Ui,
  },
];

/** The kind a host that does not name one plays (hosts before game modules only played Sectors). */
export const DEFAULT_KIND = 'sectors';

/** Every game this build can show, the default one first (the new-game form offers them in this order). */
export function gameEntries(): readonly GameEntry[] {
  return ENTRIES;
}

export function gameEntry(kind: string | null | undefined): GameEntry | null {
  return ENTRIES.find((e) => e.kind === (kind ?? DEFAULT_KIND)) ?? null;
}
