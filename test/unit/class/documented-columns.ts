/**
 * A CSV's column table as docs/CLASSROOM.md documents it (`| name | type | meaning |` under a `## <section>`
 * heading): the schema tests compare it with the columns the code writes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';

export function documentedColumns(sectionTitle: string): { name: string; type: string; doc: string }[] {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/CLASSROOM.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith(sectionTitle));
  expect(section, `docs/CLASSROOM.md has a "## ${sectionTitle}" section`).toBeDefined();
  const lines = section!.split('\n').filter((l) => l.startsWith('|'));
  expect(lines[0].replace(/\s/g, '')).toBe('|name|type|meaning|');
  return lines.slice(2).map((l) => {
    const [name, type, meaning] = l.slice(1, -1).split(' | ').map((c) => c.trim());
    return { name: name.replace(/`/g, ''), type, doc: meaning };
  });
}
