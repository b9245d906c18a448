/**
 * One CSV field as every export writes it (RFC 4180 quoting; the game's results tables and the class debrief):
 * numbers as they are; text a spreadsheet would run as a formula (= + - @, a leading tab or carriage return)
 * defused with a leading apostrophe, since names come from people; quoted when it holds a comma, quote or line break.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
