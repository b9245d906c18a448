/** Host refusals in player words: a reason code becomes a sentence (the host's message fills in details). */
import { t } from '../../lib/i18n.ts';

export function reasonText(failure: { reason: string; message: string }): string {
  const key = `refusal.${failure.reason}`;
  const text = t(key, { message: failure.message, reason: failure.reason });
  return text === key ? t('refusal.unknown', { message: failure.message, reason: failure.reason }) : text;
}
