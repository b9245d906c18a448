/** Number formatting for the stock round's board: whole dollars, share counts, signed changes, grid cells. */
import type { SrCell } from '../../../src-shared/games/sr1876/view-types.ts';
import { t } from './i18n.ts';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$615`, `−$20` (a true minus sign, so negative amounts read clearly). */
export function money(amount: number): string {
  const text = grouping.format(Math.abs(amount));
  return amount < 0 ? t('fmt.moneyNegative', { amount: text }) : t('fmt.money', { amount: text });
}

/** `+$20` / `−$20` / `$0`. */
export function signedMoney(amount: number): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

/** `1 share`, `3 shares`. */
export function shares(n: number): string {
  return n === 1 ? t('fmt.share') : t('fmt.shares', { n: grouping.format(n) });
}

/** A grid cell as players read it: row and column counted from 1 (the view counts from 0). */
export function cellText(cell: SrCell): string {
  return t('fmt.cell', { row: cell.r + 1, col: cell.c + 1 });
}

/**
 * Time left in words for the board as text, in steps of 10 seconds (rounded up, so it never promises more than
 * is left): "1 minute 20 seconds", "40 seconds", "under 10 seconds".
 */
export function timeWords(ms: number): string {
  const tens = Math.ceil(Math.max(0, ms) / 10_000);
  if (tens <= 1) return ms <= 0 ? t('fmt.time.none') : t('fmt.time.under10');
  const total = tens * 10;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const m = minutes === 0 ? '' : minutes === 1 ? t('fmt.time.minute') : t('fmt.time.minutes', { n: minutes });
  const s = seconds === 0 ? '' : t('fmt.time.seconds', { n: seconds });
  return [m, s].filter(Boolean).join(' ');
}
