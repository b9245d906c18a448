/**
 * Stock Market Tycoon's strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a
 * compile error; `lookup` is for keys built from codes the game sends (phases, reasons, event types), null
 * when unworded.
 */
import { namespace } from '../../lib/i18n.ts';
import { tycoonStrings } from './strings.en.ts';

export type TycoonKey = keyof typeof tycoonStrings;

export const { t, lookup } = namespace<TycoonKey>({ en: tycoonStrings });
