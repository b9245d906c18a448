import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderPhasesDoc } from '../../../src-shared/games/sectors/phases-doc.ts';
import { renderSr1876PhasesDoc } from '../../../src-shared/games/sr1876/live/phases-doc.ts';
import { renderTycoonPhasesDoc } from '../../../src-shared/games/tycoon/live/phases-doc.ts';

describe('docs/PHASES.md', () => {
  it('is what the session machines define (run `npm run docs:phases` after changing a phase graph)', () => {
    expect(readFileSync('docs/PHASES.md', 'utf8')).toBe(`${renderPhasesDoc()}\n${renderTycoonPhasesDoc()}\n${renderSr1876PhasesDoc()}`);
  });
});
