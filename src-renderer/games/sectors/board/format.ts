/** Number formatting for the board: whole dollars, signed changes, percentages. */
import { t } from '../i18n.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$1,234`, `−$20` (a true minus sign, so negative amounts read clearly). */
export function money(amount: number): string {
  const text = grouping.format(Math.abs(amount));
  return amount < 0 ? t('fmt.moneyNegative', { amount: text }) : t('fmt.money', { amount: text });
}

/** `+$20` / `−$20` / `$0`. */
export function signedMoney(amount: number): string {
  if (amount === 0) return money(0);
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

/** One decimal, no trailing `.0`: `33.3 %`, `50 %`. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return t('fmt.percent', { value: 0 });
  const value = Math.round((part * 1000) / whole) / 10;
  return t('fmt.percent', { value });
}
