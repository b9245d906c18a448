/** Markdown pieces every part of the protocol reference uses. */

/** A table cell: no line breaks, pipes escaped. */
export const cell = (s: string): string => s.replace(/\n/g, ' ').replace(/\|/g, '\\|');
export const code = (s: string): string => `\`${s}\``;
export const table = (head: string[], rows: string[][]): string =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
/** Lines joined into a page: never more than one blank line in a row, one newline at the end. */
export const page = (lines: string[]): string => `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
