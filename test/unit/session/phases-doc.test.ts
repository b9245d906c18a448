import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { GAME_MODULES } from '../../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../../src-shared/games/tools.generated.ts';
import { PHASES_INDEX, renderGamePhasesDoc, renderModulePhasesDoc } from '../../../src-shared/platform/testing/phases-doc.ts';

describe('docs/PHASES.md and docs/phases/<kind>.md', () => {
  it('each game\'s file is what its session machine defines (run `npm run docs:phases` after changing a phase graph)', () => {
    for (const module of GAME_MODULES) {
      const file = `docs/phases/${module.meta.kind}.md`;
      expect(existsSync(file), `${file} is missing: run npm run docs:phases`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file}: run npm run docs:phases`).toBe(renderGamePhasesDoc(module, GAME_TOOLS[module.meta.kind]));
    }
  });

  it('has a file for registered games only, and an index that names no game (a new game edits no existing file)', () => {
    const kinds = GAME_MODULES.map((m) => m.meta.kind).sort();
    expect(readdirSync('docs/phases').map((f) => f.replace(/\.md$/, '')).sort()).toEqual(kinds);
    expect(readFileSync('docs/PHASES.md', 'utf8')).toBe(PHASES_INDEX);
  });

  it('documents a game without words of its own from its module: every phase, its windows and successors', () => {
    const auction = GAME_MODULES.find((m) => m.meta.kind === 'auction')!;
    const text = renderModulePhasesDoc(auction);
    expect(text).toMatch(/^# Phases of a Lot Auction session\n/);
    for (const phase of auction.phaseGraph.phases) expect(text).toContain(`| \`${phase}\` |`);
    expect(text).toContain('| `BID` | simultaneous, secret');
    expect(text).not.toContain('not reached');
  });
});
