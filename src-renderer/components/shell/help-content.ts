/**
 * The tiny markup of help texts (a game's rules and glossary), rendered without HTML: blank line = new
 * paragraph, "- " = bullet, "| a | b |" rows = table (first row is the header), **bold**. The texts themselves
 * are each game's (src-renderer/games/<kind>/help/).
 */

/** Blocks of a section body for rendering: paragraphs, bullet lists and tables. */
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'table'; head: string[]; rows: string[][] };

export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  for (const line of body.split('\n')) {
    const last = blocks[blocks.length - 1];
    if (line.trim() === '') {
      blocks.push({ kind: 'p', text: '' });
    } else if (line.trim().startsWith('|')) {
      if (last?.kind === 'table') last.rows.push(cells(line));
      else blocks.push({ kind: 'table', head: cells(line), rows: [] });
    } else if (line.startsWith('- ')) {
      if (last?.kind === 'ul') last.items.push(line.slice(2));
      else blocks.push({ kind: 'ul', items: [line.slice(2)] });
    } else if (last?.kind === 'p' && last.text !== '') {
      last.text += ` ${line.trim()}`;
    } else if (last?.kind === 'ul' && line.startsWith('  ')) {
      last.items[last.items.length - 1] += ` ${line.trim()}`;
    } else {
      blocks.push({ kind: 'p', text: line.trim() });
    }
  }
  return blocks.filter((b) => b.kind !== 'p' || b.text !== '');
}

/** Splits text on **bold** markers: odd indexes are bold. */
export function inlineParts(text: string): { text: string; bold: boolean }[] {
  return text.split('**').map((part, i) => ({ text: part, bold: i % 2 === 1 })).filter((p) => p.text !== '');
}
