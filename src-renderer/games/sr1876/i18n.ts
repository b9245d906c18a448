/**
 * The 1876 stock round's strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a
 * compile error; `lookup` is for keys built from codes the game sends (phases, reasons, event types), null
 * when unworded.
 */
import { namespace } from '../../lib/i18n.ts';
import { sr1876Strings } from './strings.en.ts';

export type Sr1876Key = keyof typeof sr1876Strings;

export const { t, lookup } = namespace<Sr1876Key>({ en: sr1876Strings });
