/** Number formatting for Tycoon's board: whole dollars, share counts, signed changes. */
import { t } from './i18n.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$600,000`, `−$20` (a true minus sign, so negative amounts read clearly). */
export function money(amount: number): string {
  const text = grouping.format(Math.abs(amount));
  return amount < 0 ? t('fmt.moneyNegative', { amount: text }) : t('fmt.money', { amount: text });
}

/** `+$20` / `−$20` / `$0`. */
export function signedMoney(amount: number): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

/** `+30` / `−15` / `0`, for card deltas and price moves. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

/** `12,000 shares`. */
export function shares(n: number): string {
  return t('fmt.shares', { n: grouping.format(n) });
}

/** `1 lot`, `3 lots`. */
export function lots(n: number): string {
  return n === 1 ? t('fmt.lot') : t('fmt.lots', { n: grouping.format(n) });
}

export function count(n: number): string {
  return grouping.format(n);
}

/**
 * Time left in words for the text board, rounded up to the 10 seconds it is refreshed at: "1 minute 20 seconds",
 * "40 seconds", "10 seconds" (a screen reader says words, not "1:20").
 */
export function timeWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 10_000) * 10);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const m = minutes === 1 ? t('fmt.minute') : t('fmt.minutes', { n: minutes });
  const s = seconds === 1 ? t('fmt.second') : t('fmt.seconds', { n: seconds });
  if (minutes === 0) return s;
  return seconds === 0 ? m : `${m} ${s}`;
}
