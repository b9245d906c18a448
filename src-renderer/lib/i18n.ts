/**
 * Interface strings, ready for translation: every visible sentence goes through `t(key, params)`.
 * Dictionaries are split by screen area (src-renderer/strings/*.en.ts) so each area owns its file.
 */
import { boardStrings } from '../strings/board.en.ts';
import { commonStrings } from '../strings/common.en.ts';
import { startStrings } from '../strings/start.en.ts';
import { seatStrings } from '../strings/seats.en.ts';

export type Dictionary = Record<string, string>;

const dictionaries: Record<string, Dictionary> = {
  en: { ...commonStrings, ...startStrings, ...boardStrings, ...seatStrings },
};

let language = 'en';

export function setLanguage(lang: string): void {
  if (lang in dictionaries) language = lang;
}

export function languages(): string[] {
  return Object.keys(dictionaries);
}

/** The string for `key` with `{name}` placeholders filled; an unknown key shows itself (easy to spot, never blank). */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const text = dictionaries[language][key] ?? dictionaries.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}
