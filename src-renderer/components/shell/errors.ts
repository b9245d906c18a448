/** Host refusals in player words: a reason code becomes a sentence (the host's message fills in details). */
import { lookup, t } from '../../lib/i18n.ts';

export function reasonText(failure: { reason: string; message: string }): string {
  const params = { message: failure.message, reason: failure.reason };
  return lookup(`refusal.${failure.reason}`, params) ?? t('refusal.unknown', params);
}
