/** `npm run serve -- --demo-bots 4 --pace 0.5`: a 4-bot game runs from start to end with real timers. */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startNode } from '../../src-main/cli/processes.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const temp = makeTempDir('sectors-demo-');
afterAll(() => temp.cleanup());

describe('serve with a demo bot game', () => {
  it('plays a 4-bot game to the end under real timers and prints its progress', { timeout: 120_000 }, async () => {
    const { child, match, lines } = await startNode(
      ['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', join(temp.dir, 'data'), '--demo-bots', '4', '--pace', '0.5', '--bot-think', '30'],
      /^demo game over/,
    );
    const over = match.input;
    child.kill('SIGTERM');
    expect(over).toMatch(/^demo game over \(MAX_TURNS\): 1\. P\d \$\d+/);
    expect(lines.some((l) => /^demo game [0-9a-f-]{36}: 4 bots, pace 0.5; watch with code [A-Z2-9]{5}/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('demo turn 8 '))).not.toEqual([]);
  });
});
