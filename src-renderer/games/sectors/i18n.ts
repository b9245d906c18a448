/**
 * Sectors' strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a compile error;
 * `lookup` is for keys built from codes the engine sends (phases, reasons, card names), null when unworded.
 *
 * Plurals: a string names the count and both forms, `{n:share|shares}`, and shows the number itself with `{n}`:
 * "{n} {n:share|shares}" reads "1 share", "2 shares", "0 shares". The count must be a number parameter (a string
 * parameter, e.g. money already written out, is never counted).
 */
import { namespace, type Params } from '../../lib/i18n.ts';
import { sectorsStrings } from './strings.en.ts';

export type SectorsKey = keyof typeof sectorsStrings;

const words = namespace<SectorsKey>({ en: sectorsStrings });

const PLURAL = /\{(\w+):([^|{}]*)\|([^{}]*)\}/g;

/** Chooses the singular or plural form of every `{name:one|other}` of a filled-in text. */
export function plurals(text: string, params: Params): string {
  return text.replace(PLURAL, (whole, name: string, one: string, other: string) => {
    const value = params[name];
    return typeof value === 'number' ? (value === 1 ? one : other) : whole;
  });
}

export function t(key: SectorsKey | Parameters<typeof words.t>[0], params: Params = {}): string {
  return plurals(words.t(key, params), params);
}

export function lookup(key: string, params: Params = {}): string | null {
  const text = words.lookup(key, params);
  return text === null ? null : plurals(text, params);
}
