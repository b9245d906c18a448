import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderPhasesDoc } from '../../../src-shared/games/sectors/phases-doc.ts';

describe('docs/PHASES.md', () => {
  it('is what the session machine defines (run `npm run docs:phases` after changing the machine)', () => {
    expect(readFileSync('docs/PHASES.md', 'utf8')).toBe(renderPhasesDoc());
  });
});
