/**
 * docs/PROTOCOL-TYCOON.md is a contract for client writers: it must name every input type the schemas accept,
 * every reason code of the engine and every event type the engine and the live layer emit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CODES, SPEC_CODES } from '../../../src-shared/games/tycoon/errors.ts';
import { INPUT_SCHEMAS } from '../../../src-shared/games/tycoon/inputs.ts';

const doc = readFileSync('docs/PROTOCOL-TYCOON.md', 'utf8');
const root = 'src-shared/games/tycoon';
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('docs/PROTOCOL-TYCOON.md', () => {
  it('lists every input type', () => {
    for (const type of Object.keys(INPUT_SCHEMAS).filter((t) => t !== 'TIMEOUT')) expect(doc, type).toContain(`\`${type}\``);
  });

  it('lists every reason code the engine can give', () => {
    for (const code of [...SPEC_CODES, ...APP_CODES]) expect(doc, code).toContain(code);
  });

  it('lists every event type emitted', () => {
    const types = new Set<string>();
    for (const file of sources(root)) for (const m of readFileSync(file, 'utf8').matchAll(/(?:emit\(ctx, |events\.push\(\{ type: )'([A-Z_]{4,})'/g)) types.add(m[1]);
    expect(types.size).toBeGreaterThan(30);
    for (const type of types) expect(doc, type).toContain(type);
  });
});
