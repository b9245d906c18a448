/**
 * Seat names are unique within a game: screens key players by id, but people tell each other apart by
 * name, and two "Sam"s (or a player called "Bot 1" beside a bot) confuse a whole table.
 */

import { cleanName } from '../../src-shared/names.ts';

const normal = (name: string) => cleanName(name).toLocaleLowerCase();

/** `wanted`, or `wanted (2)`, `wanted (3)`… — the first form no name in `taken` already has (case-insensitive). */
export function uniqueName(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(normal));
  // Names reach here cleaned at the edge; a game file's names are cleaned here (src-shared/names.ts).
  const base = [...cleanName(wanted)].slice(0, 34).join('').trim() || 'Player';
  if (!used.has(normal(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!used.has(normal(candidate))) return candidate;
  }
}

/** Makes a whole list unique in order: later duplicates get suffixes. */
export function uniqueNames(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) out.push(uniqueName(name, out));
  return out;
}
