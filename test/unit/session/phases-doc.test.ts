import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { GAME_MODULES } from '../../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../../src-shared/games/tools.generated.ts';
import { renderModulePhasesDoc, renderPhasesDocs } from '../../../src-shared/platform/testing/phases-doc.ts';

describe('docs/PHASES.md', () => {
  it('is what the session machines define for every game (run `npm run docs:phases` after changing a phase graph)', () => {
    expect(readFileSync('docs/PHASES.md', 'utf8')).toBe(renderPhasesDocs(GAME_MODULES, (kind) => GAME_TOOLS[kind]));
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
