/**
 * Numbers in the debrief: the games' trade lines say amounts the way a person reads them ("5,000"), the CSV
 * writes plain decimals a spreadsheet parses ("5000", "12.5"). One place for both, so every game's lines and
 * every export round the same way (money and percentages to 2 decimals at most).
 */

/** `n` rounded to 2 decimals, never -0 (a spreadsheet would show "-0"). */
export function round2(n: number): number {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r;
}

/** A plain decimal: no thousands separators, no exponent, 2 decimals at most ("-12.5", "5000"). */
export function plainNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const r = round2(n);
  // Beyond 1e21 String() switches to exponent notation; no game's money comes near it, but the CSV promises decimals.
  return Math.abs(r) < 1e21 ? String(r) : r.toFixed(0);
}

/** An amount for a sentence: thousands grouped with commas, 2 decimals at most ("5,000", "-1,250.5"). */
export function groupedNumber(n: number): string {
  const [whole, fraction] = plainNumber(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${round2(n) < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount of a game's money for a sentence, with its unit: "$5,000", "-$1,250.5", "40 coins" (a debrief line
 * writes prices and amounts as the game does; the CSV's number cells stay plain numbers).
 */
export function moneyWords(n: number, unit: { prefix: string; suffix: string } | undefined): string {
  const abs = groupedNumber(Math.abs(n));
  return `${round2(n) < 0 ? '-' : ''}${unit?.prefix ?? ''}${abs}${unit?.suffix ?? ''}`;
}
