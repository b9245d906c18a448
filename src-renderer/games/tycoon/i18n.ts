/**
 * Stock Market Tycoon's strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a
 * compile error; `lookup` is for keys built from codes the game sends (phases, reasons, event types), null
 * when unworded; `tn` words a count ("1 card", "3 cards") from a key and its `.one` form.
 */
import { namespace, type Params } from '../../lib/i18n.ts';
import { tycoonStrings } from './strings.en.ts';

export type TycoonKey = keyof typeof tycoonStrings;

export const { t, lookup } = namespace<TycoonKey>({ en: tycoonStrings });

/** A string about `count` things, `{count}` filled in: the key's `.one` form for exactly one, else the key's own. */
export function tn(key: TycoonKey, count: number, params: Params = {}): string {
  const all = { count, ...params };
  return (count === 1 ? lookup(`${key}.one`, all) : null) ?? t(key, all);
}
