/**
 * Sectors' strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a compile error;
 * `lookup` is for keys built from codes the engine sends (phases, reasons, card names), null when unworded.
 */
import { namespace } from '../../lib/i18n.ts';
import { sectorsStrings } from './strings.en.ts';

export type SectorsKey = keyof typeof sectorsStrings;

export const { t, lookup } = namespace<SectorsKey>({ en: sectorsStrings });
