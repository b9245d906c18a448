/**
 * The byte-for-byte comparison of the action-based golden tests (test/unit/tycoon/golden.test.ts,
 * test/unit/sr1876/golden.test.ts). Apart from golden-common.ts because it needs vitest, which
 * `npm run golden:update` does not load.
 */
import { expect } from 'vitest';

/**
 * The golden tests' check of one stored file: the replay of its actions gives the stored text byte for byte
 * (on a difference, the first differing line is shown rather than two large texts), and one action fewer
 * gives another text (so the comparison would notice a change).
 */
export function expectReplayMatches<A>(stored: string, actions: readonly A[], rebuild: (actions: readonly A[]) => string): void {
  const rebuilt = rebuild(actions);
  if (rebuilt !== stored) {
    const a = stored.split('\n');
    const b = rebuilt.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    expect({ line: line + 1, text: b[line] }, 'first line where the replay differs from the stored file').toEqual({ line: line + 1, text: a[line] });
  }
  expect(rebuilt === stored).toBe(true);
  expect(rebuild(actions.slice(0, -1))).not.toBe(stored);
}
