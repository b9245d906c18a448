/**
 * docs/PROTOCOL-SR1876.md is a contract for client writers: it must name every input type the schemas accept,
 * every reason code of the engine, every event type the engine and the live layer emit, every option of the
 * new-game form and every field of the public and private views.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CODES, CONFIG_CODES, SPEC_CODES } from '../../../src-shared/games/sr1876/errors.ts';
import { INPUT_SCHEMAS } from '../../../src-shared/games/sr1876/inputs.ts';
import { privateView } from '../../../src-shared/games/sr1876/live/views.ts';
import { SR1876_OPTIONS } from '../../../src-shared/games/sr1876/options.ts';
import { M } from './live-helpers.ts';

const doc = readFileSync('docs/PROTOCOL-SR1876.md', 'utf8');
const root = 'src-shared/games/sr1876';
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('docs/PROTOCOL-SR1876.md', () => {
  it('lists every input type and every option', () => {
    for (const type of Object.keys(INPUT_SCHEMAS).filter((t) => t !== 'TIMEOUT')) expect(doc, type).toContain(`\`${type}\``);
    for (const option of SR1876_OPTIONS) expect(doc, option.key).toContain(`\`${option.key}\``);
  });

  it('lists every reason code the engine can give', () => {
    for (const code of [...SPEC_CODES, ...APP_CODES, ...CONFIG_CODES]) expect(doc, code).toContain(code);
  });

  it('lists every event type emitted', () => {
    const types = new Set<string>();
    for (const file of sources(root)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:emit\(ctx, |events\.push\(\{ type: )'([A-Z_]{4,})'/g)) types.add(m[1]);
    }
    expect(types.size).toBeGreaterThan(20);
    for (const type of types) expect(doc, type).toContain(type);
  });

  it('names every field of the public and private views', () => {
    const config = M.config.make(4, ['A', 'B', 'C', 'D'], {}, { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 });
    const g = M.create(config, 1);
    while (g.core.step === 'DECLARE') M.applyInPlace(g, M.inputs.timeout(M.windows(g).at(-1)!.id));
    const seat = g.core.turn!.seat;
    M.applyInPlace(g, { type: 'sell', player: `P${seat + 1}`, company: g.core.companyOrder[seat], count: 1 });
    const pub = M.views.public(g, {});
    const own = privateView(g, 'P1');
    const keys = [...Object.keys(pub), ...Object.keys(pub.players[0]), ...Object.keys(pub.companies[0]), ...Object.keys(pub.offer!), ...Object.keys(own)];
    // Fields are written as paths (`players[].id`, `offer.price`); a list is written `name[]`.
    const named = (key: string) => new RegExp(`\`(?:[\\w*]+(?:\\[\\])?\\.)*${key}(?:\\[\\])?\``).test(doc);
    for (const key of keys) expect(named(key), key).toBe(true);
  });
});
