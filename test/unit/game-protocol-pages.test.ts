/**
 * Every game's protocol page (scripts/protocol-doc/game-pages.ts, `npm run docs:protocol`) is what the module and
 * its schemas give: Tycoon's and the stock round's hand-written pages carry generated option, input, view, event
 * and reason-code tables (their prose kept), and a game without a page — Lot Auction — gets one written whole,
 * with no code of its own. The default game's reference is PROTOCOL-REFERENCE.md (protocol-doc.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KIND, GAME_MODULES } from '../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import { renderGamePages } from '../../scripts/protocol-doc/game-pages.ts';
import { blockStart, fillBlocks } from '../../scripts/protocol-doc/game-reference.ts';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const pages = renderGamePages(GAME_MODULES, DEFAULT_KIND, (kind) => GAME_TOOLS[kind], read);
const pageOf = (kind: string) => pages.find((p) => p.kind === kind)!;

describe('the games\' protocol pages', () => {
  it('gives every game but the default one a page', () => {
    expect(pages.map((p) => p.kind).sort()).toEqual(GAME_MODULES.map((m) => m.meta.kind).filter((k) => k !== DEFAULT_KIND).sort());
  });

  for (const page of pages) {
    it(`${page.file} is what npm run docs:protocol writes`, () => {
      expect(read(page.file), 'run npm run docs:protocol').toBe(page.text);
    });
  }

  it('fills Tycoon\'s and the stock round\'s generated tables from their specs and schemas, prose kept', () => {
    const tycoon = pageOf('tycoon');
    expect(tycoon.whole).toBe(false);
    expect(tycoon.text).toContain('| `years` | 1…10 (10) | market years (TY-02) |');
    expect(tycoon.text).toMatch(/\| `buybackOffer` \| `qty` number[^|]*— 0 allowed \| `BUYBACK`, eligible holders \| sealed \|/);
    expect(tycoon.text).not.toContain('| `TIMEOUT` |');
    expect(tycoon.text).toContain('## Chairman and Director (§10)');
    const sr1876 = pageOf('sr1876');
    expect(sr1876.text).toContain('| `noRebuyAfterSale` | boolean (true) | S-D14: no buying back a company sold this round |');
    expect(sr1876.text).toContain('## Views');
    for (const page of [tycoon, sr1876]) {
      for (const block of ['options', 'inputs', 'public view', 'private view', 'events', 'refusal codes']) expect(page.text, `${page.file}: ${block}`).toContain(blockStart(block));
    }
  });

  it('writes Lot Auction\'s page whole: options, windows, inputs, views, events and reason codes from its module', () => {
    const auction = pageOf('auction');
    expect(auction).toMatchObject({ file: 'docs/PROTOCOL-AUCTION.md', whole: true });
    expect(auction.text).toContain('| `rounds` | 1…5 (3) |');
    expect(auction.text).toContain('| `BID` | simultaneous, secret, 30 s | `REVEAL` |');
    expect(auction.text).toMatch(/\| `SUBMIT_BID` \| `amount` number/);
    expect(auction.text).toMatch(/\| `players\[\]\.coins` \| `number` \|/);
    expect(auction.text).toMatch(/\| `BID_SUBMITTED` \|/);
    expect(auction.text).toMatch(/\| `INSUFFICIENT_CASH` \|/);
  });

  it('replaces only what is between a block\'s markers, and refuses a page with no block', () => {
    const page = `prose before\n${blockStart('inputs')}\nold table\n<!-- end of generated block -->\nprose after\n`;
    expect(fillBlocks(page, { inputs: 'new table', events: 'not on this page' }, 'X.md')).toBe(`prose before\n${blockStart('inputs')}\nnew table\n<!-- end of generated block -->\nprose after\n`);
    expect(() => fillBlocks('just prose\n', { inputs: 'table' }, 'X.md')).toThrow('X.md has no generated block');
  });
});
