/**
 * Every game's protocol page (scripts/protocol-doc/game-pages.ts, `npm run docs:protocol`) is what the module and
 * its schemas give: Tycoon's and the stock round's hand-written pages carry generated option and input tables (their
 * prose kept), and a game without a page — Lot Auction — gets one written whole, with no code of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_MODULES } from '../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import { renderGamePages } from '../../scripts/protocol-doc/game-pages.ts';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const pages = renderGamePages(GAME_MODULES, (kind) => GAME_TOOLS[kind], read);

describe('the games\' protocol pages', () => {
  for (const page of pages) {
    it(`${page.file} is what npm run docs:protocol writes`, () => {
      expect(read(page.file), `run npm run docs:protocol`).toBe(page.text);
    });
  }

  it('fills Tycoon\'s and the stock round\'s generated tables from their option specs and input schemas, prose kept', () => {
    const tycoon = pages.find((p) => p.kind === 'tycoon')!;
    expect(tycoon.whole).toBe(false);
    expect(tycoon.text).toContain('| `years` | 1…10 (10) | market years (TY-02) |');
    expect(tycoon.text).toMatch(/\| `buybackOffer` \| `qty` number[^|]*\| `qty` \(0 allowed\) \| `BUYBACK`, eligible holders \| sealed \|/);
    expect(tycoon.text).not.toContain('| `TIMEOUT` |');
    const sr1876 = pages.find((p) => p.kind === 'sr1876')!;
    expect(sr1876.text).toContain('| `noRebuyAfterSale` | boolean (true) | S-D14: no buying back a company sold this round |');
    expect(sr1876.text).toContain('## Views');
  });

  it('writes Lot Auction\'s page whole: options, windows, inputs and events from its module', () => {
    const auction = pages.find((p) => p.kind === 'auction')!;
    expect(auction).toMatchObject({ file: 'docs/PROTOCOL-AUCTION.md', whole: true });
    expect(auction.text).toContain('| `rounds` | 1…5 (3) |');
    expect(auction.text).toContain('| `BID` | simultaneous, secret, 30 s | `REVEAL` |');
    expect(auction.text).toContain('| `SUBMIT_BID` | `amount` number |');
    expect(auction.text).toMatch(/\| `BID_SUBMITTED` \| its seats \(`visibleTo`\) \|/);
  });
});
