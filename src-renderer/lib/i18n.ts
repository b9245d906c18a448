/**
 * Interface strings, ready for translation: every visible sentence goes through a namespace's `t(key, params)`.
 * The shell has one namespace (src-renderer/strings/*.en.ts, split by screen area so each area owns its file)
 * and every game has its own (src-renderer/games/<kind>/strings.en.ts, with its `t` in the game's i18n.ts).
 *
 * `t` takes only keys its namespace has, so a typo in a key is a compile error. Keys built from data the
 * host sends (reason codes, a game's option keys, phase ids) go through `lookup`, which answers null when
 * there is no wording, so the caller decides what to show instead.
 */
import { boardStrings } from '../strings/board.en.ts';
import { classShowStrings } from '../strings/class-show.en.ts';
import { classStrings } from '../strings/class.en.ts';
import { commonStrings } from '../strings/common.en.ts';
import { historyStrings } from '../strings/history.en.ts';
import { learnStrings } from '../strings/learn.en.ts';
import { startStrings } from '../strings/start.en.ts';
import { seatStrings } from '../strings/seats.en.ts';

export type Dictionary = Readonly<Record<string, string>>;
export type Params = Record<string, string | number>;

/** A namespace's dictionaries by language: English is complete, a translation may leave keys out. */
export type Languages<K extends string> = { en: Record<K, string> } & Record<string, Partial<Record<K, string>>>;

const shellEnglish = { ...commonStrings, ...startStrings, ...boardStrings, ...seatStrings, ...historyStrings, ...learnStrings, ...classShowStrings, ...classStrings };
export type ShellKey = keyof typeof shellEnglish;

const shell: Languages<ShellKey> = { en: shellEnglish };

let language = 'en';

export function setLanguage(lang: string): void {
  if (lang in shell) language = lang;
}

export function languages(): string[] {
  return Object.keys(shell);
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}

/** The text in the current language, else in English; undefined when the namespace has no such key. */
function find(dictionaries: Languages<string>, key: string): string | undefined {
  return dictionaries[language]?.[key] ?? dictionaries.en[key];
}

/** A shell string with `{name}` placeholders filled. */
export function t(key: ShellKey, params: Params = {}): string {
  return fill(find(shell, key) ?? key, params);
}

/**
 * A shell string about `count` things, `{count}` filled in: the key's `.one` form for exactly one ("1 table"),
 * when it has one, else the key's own ("3 tables", "0 tables").
 */
export function tn(key: ShellKey, count: number, params: Params = {}): string {
  const text = (count === 1 ? find(shell, `${key}.one`) : undefined) ?? find(shell, key) ?? key;
  return fill(text, { count, ...params });
}

/** A shell string whose key comes from data (a reason code, a table option): null when it has no wording. */
export function lookup(key: string, params: Params = {}): string | null {
  const text = find(shell, key);
  return text === undefined ? null : fill(text, params);
}

export type Namespace<K extends string> = {
  /** A string of this namespace, or of the shell's (a game's panels use "Close", "Paused…" too). */
  t(key: K | ShellKey, params?: Params): string;
  /** The same for keys built from data: null when neither namespace has it. */
  lookup(key: string, params?: Params): string | null;
};

/** A game's namespace: its own dictionaries first, then the shell's; an unknown key shows itself (never blank). */
export function namespace<K extends string>(dictionaries: Languages<K>): Namespace<K> {
  const own = dictionaries as unknown as Languages<string>;
  const lookupHere = (key: string, params: Params = {}): string | null => {
    const text = find(own, key) ?? find(shell, key);
    return text === undefined ? null : fill(text, params);
  };
  return {
    t: (key, params = {}) => lookupHere(key, params) ?? key,
    lookup: lookupHere,
  };
}
