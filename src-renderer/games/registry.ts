/**
 * Every game the renderer can show, by kind, and the contract a game's UI keeps with the shell. The shell
 * (App, screens, components, client) reaches a game only through this file (a test enforces it). No game is
 * named here: a game is found by its files (Vite's import.meta.glob, at build time and in vitest alike):
 *
 * - at once, its light data: src-shared/games/<kind>/manifest.ts (title, seat range, bot levels, the new-game
 *   form's option specs, lesson estimate; no engine) and src-renderer/games/<kind>/entry.ts (the form's layout
 *   and the game's words, its strings namespace), which the start screen needs before any game is open;
 * - on demand, the entry's `load()`: the game's UI (board, end-screen part, help), a separate chunk.
 */
/// <reference types="vite/client" />
import type { Component, Snippet } from 'svelte';
import type { ComparableOptions } from '../../src-shared/platform/debrief.ts';
import type { GameLesson } from '../../src-shared/platform/lesson.ts';
import { inOfferOrder, type GameManifest } from '../../src-shared/platform/manifest.ts';
import type { BotLevel, MoneyUnit, OptionSpec } from '../../src-shared/platform/module.ts';
import type { ActionBase, Desk, LogEvent, Outcome } from '../client/desk.svelte.ts';
import type { Params } from '../lib/i18n.ts';

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

/**
 * What a game's board may do for the seat it acts for: send one of the game's inputs (typed by the game's input
 * schemas; the host fills `player` in from the seat, so a board sends inputs without it).
 */
export type ActFn<Input extends ActionBase = ActionBase> = (action: Input) => Promise<Outcome>;
export type CheckFn<Input extends ActionBase = ActionBase> = (action: Input) => Promise<Outcome>;
/** An input of a game as a board sends it: `player` is the host's to fill in. */
export type BoardInput<Input extends ActionBase> = Input extends unknown ? Omit<Input, 'player'> : never;

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

export type BoardProps<View = unknown, Input extends ActionBase = ActionBase> = {
  desk: Desk;
  /** The game's view for `privateSeat` (public parts only when it is null), as the game's `view` made it. */
  view: View;
  /** The seat this screen acts for now (null: nobody). */
  seat: string | null;
  /** The seat whose secrets may be shown: a single-seat screen, or the hot-seat player behind the curtain. */
  privateSeat: string | null;
  /** Several seats share this screen in a window that is not secret: `seat` was picked with the seat tabs. */
  shared: boolean;
  act: ActFn<Input> | null;
  check: CheckFn<Input> | null;
  projector: boolean;
  paused: boolean;
};

export type EndProps<View = unknown> = {
  desk: Desk;
  view: View;
  gameName: string | null;
  /** The shell's "save the game file" button, placed where the game shows its results, and its failure. */
  exportButton: Snippet;
  exportError: string | null;
};

export type HelpSection = { id: string; title: string; body: string; terms?: string[] };
export type GlossaryEntry = { id: string; term: string; definition: string; aliases?: string[]; see?: string[] };

/** One seat on the projector's leaderboard: its value now (net worth, score) and at the start of the game. */
export type Standing = { player: string; name: string; value: number; start: number };

/**
 * A game's UI, loaded on demand, typed by its view (what `view` makes of the public and private parts, decoded
 * with the game's schemas: src-renderer/lib/view-decode.ts) and its inputs (inferred from its input schemas).
 */
export interface GameUi<View = unknown, Input extends ActionBase = ActionBase> {
  readonly kind: string;
  /** The view a seat sees: the public view with that seat's private part over it (`seat` null: public only). */
  view(pub: unknown, priv: unknown, seat: string | null): View;
  phaseBar(view: View): PhaseBarGame;
  /** The phase's name, for the curtain ("Secret phase: Influence bid"). */
  phaseName(view: View): string;
  /** The board's own keyboard shortcuts (the shell adds Ready, pause, time, help and Escape). */
  shortcuts(): Shortcut[];
  /** The one-line keyboard reminder under the board. */
  shortcutHint(): string;
  /** Why the game ended, in words (null: nothing to say). */
  endReason(view: View): string | null;
  /**
   * Public events in words, oldest first, for the history browser's "this step" list (`view`, the game's view
   * of that step, names the players). Optional: without it the browser lists the events' types.
   */
  logLines?(view: View, events: readonly LogEvent[]): string[];
  /**
   * The table's leaderboard for the projector: each seat's value now and what it started with (public figures
   * only), in any order; the shell ranks by return on the start, since tables start with different capital.
   * Optional: without it the projector shows no leaderboard.
   */
  standings?(view: View): Standing[];
  /**
   * The table's game options as the view shows them, for the class projector's boards: tables whose `values` are
   * equal (and whose seats are as many) are ranked together; `words` name them ("Trader, 2 years"). The same words
   * as the class report's (each game's src-shared options.ts). Optional: without it tables group by game and seats.
   */
  tableOptions?(view: View): ComparableOptions;
  /** `key(letter)` runs the board's shortcut on a lower-case letter; false when it has none. */
  Board: Component<BoardProps<View, BoardInput<Input>>, { key?(letter: string): boolean }>;
  /**
   * The board as text, for a screen reader or the keyboard alone (like lichess's blind mode; issue 22): what the
   * seat owns (cash, holdings), the prices, the phase, time left and whose turn, in headings, lists and labelled
   * tables, and every move the seat may make from labelled controls. Shown instead of `Board` when the device's
   * "Screen-reader mode" setting is on (settings.prefs.textBoard). Optional while a game has none: `Board` is shown.
   */
  TextBoard?: Component<BoardProps<View, BoardInput<Input>>, { key?(letter: string): boolean }>;
  /** What the hot-seat curtain lets everyone see: public news only. */
  CurtainView: Component<{ desk: Desk; view: View }>;
  End: Component<EndProps<View>>;
  help: {
    searchPlaceholder(): string;
    search(query: string): HelpSection[];
    glossary(query: string): GlossaryEntry[];
  };
}

/** A loaded UI of any game, as the shell holds it (the shell reads no game's view). */
export type AnyGameUi = GameUi<any, ActionBase>; // eslint-disable-line @typescript-eslint/no-explicit-any

// ---------------------------------------------------------------- the games

export type GameEntry = {
  kind: string;
  title: string;
  players: { min: number; max: number };
  /** How the game writes an amount of its money ("$" before the number); absent: the game has no money. */
  money?: MoneyUnit;
  /** The bot levels the game plays (the host refuses others) and the one a new bot seat starts with. */
  botLevels: readonly BotLevel[];
  defaultBotLevel: BotLevel;
  /** The new-game form's game options (see src-shared/platform/module.ts). */
  options: readonly OptionSpec[];
  form: FormLayout;
  /** A string of the game's namespace by a key built from data (option keys, phase ids): null when unworded. */
  lookup(key: string, params?: Params): string | null;
  load(): Promise<AnyGameUi>;
  /**
   * Lesson presets (light data, src-shared/games/<kind>/lesson.ts): the game's length option, the expected
   * minutes for options and a pace, the remaining minutes from a view, and the preset that fits a budget.
   * Optional: without it the form offers no "Fits in N minutes" and the board bar no expected end.
   */
  lesson?: GameLesson;
};

/** What a game's src-renderer/games/<kind>/entry.ts exports as `entry`: its UI's part of its GameEntry. */
export type GameUiEntry = Pick<GameEntry, 'form' | 'lookup' | 'load'>;

/** The kind a folder's path names (`…/games/<kind>/manifest.ts`, `./<kind>/entry.ts`). */
const kindOf = (path: string): string => /([^/]+)\/(?:manifest|entry)\.ts$/.exec(path)![1];
const byKind = <T>(files: Record<string, T>): Map<string, T> => new Map(Object.entries(files).map(([path, value]) => [kindOf(path), value]));

/** Every game's manifest and UI entry, found by path; a game needs both (test/renderer/game-contract.test.ts says which lacks what). */
export const MANIFESTS_FOUND = byKind(import.meta.glob<GameManifest>('../../src-shared/games/*/manifest.ts', { eager: true, import: 'manifest' }));
export const UI_ENTRIES_FOUND = byKind(import.meta.glob<GameUiEntry>('./*/entry.ts', { eager: true, import: 'entry' }));

/** The kind a host that does not name one plays (hosts before game modules only played Sectors). */
export const DEFAULT_KIND = 'sectors';

const ENTRIES: readonly GameEntry[] = inOfferOrder(
  [...MANIFESTS_FOUND].flatMap(([kind, manifest]) => {
    const ui = UI_ENTRIES_FOUND.get(kind);
    if (!ui) return [];
    const { title, players, options, botLevels, defaultBotLevel, lesson, money } = manifest;
    return [{ kind, title, players, options, botLevels, defaultBotLevel, ...(lesson ? { lesson } : {}), ...(money ? { money } : {}), ...ui }];
  }),
  DEFAULT_KIND,
);

/** Every game this build can show, the default one first, then by title (the new-game form offers them in this order). */
export function gameEntries(): readonly GameEntry[] {
  return ENTRIES;
}

export function gameEntry(kind: string | null | undefined): GameEntry | null {
  return ENTRIES.find((e) => e.kind === (kind ?? DEFAULT_KIND)) ?? null;
}
