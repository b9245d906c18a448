/** `npm run serve -- --demo-bots 4 --pace 0.5`: a 4-bot game runs from start to end with real timers. */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.ts';

const temp = makeTempDir('sectors-demo-');
afterAll(() => temp.cleanup());

describe('serve with a demo bot game', () => {
  it('plays a 4-bot game to the end under real timers and prints its progress', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', join(temp.dir, 'data'), '--demo-bots', '4', '--pace', '0.5', '--bot-think', '30'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const over = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        for (const line of parts) {
          lines.push(line);
          if (line.startsWith('demo game over')) resolve(line);
        }
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${lines.join('\n')}`)));
    });
    child.kill('SIGTERM');
    expect(over).toMatch(/^demo game over \(MAX_TURNS\): 1\. P\d \$\d+/);
    expect(lines.some((l) => /^demo game [0-9a-f-]{36}: 4 bots, pace 0.5; watch with code [A-Z2-9]{5}/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('demo turn 8 '))).not.toEqual([]);
  });
});
