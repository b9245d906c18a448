/**
 * Every refusal docs/PROTOCOL-SR1876.md says a stock round `act` can get — the rules' codes, the live layer's
 * and the envelope's codes an `act` meets (docs/PROTOCOL.md) — is shown in words on the board: the game's own
 * sentence or the shell's, never the bare code, never only the host's terse message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reasonText } from '../../src-renderer/games/sr1876/reasons.ts';

const doc = readFileSync('docs/PROTOCOL-SR1876.md', 'utf8');
/**
 * The codes of the page's "Reason codes" part (up to the example), in backticks: a table row's code cell (its
 * meaning may name inputs, `READY`), and every code the prose around the table names.
 */
const documented = (doc.split('Reason codes:')[1] ?? '')
  .split('Example:')[0]
  .split('\n')
  .flatMap((line) => [...(line.startsWith('|') ? (line.split('|')[1] ?? '') : line).matchAll(/`([A-Z][A-Z_]{3,})`/g)].map((m) => m[1]));
/** The envelope's codes an `act` can be refused with (docs/PROTOCOL.md: act, retries, pause, seats). */
const ENVELOPE_ACT = ['MALFORMED_INPUT', 'NOT_YOUR_SEAT', 'STALE_INPUT', 'PAUSED', 'GAME_NOT_RUNNING', 'GAME_NOT_FOUND', 'RATE_LIMITED', 'SEAT_NOT_HUMAN', 'INTERNAL_ERROR'];

describe('sr1876 refusals in words', () => {
  it('words every code the protocol page names, and every envelope code of an act', () => {
    expect(documented.length).toBeGreaterThan(20);
    const message = 'terse host words';
    // DUPLICATE_REQUEST is the desk's: its numbering never repeats, and after a reconnect it takes the answer to a
    // resend as the success it is (desk.svelte.ts `act`).
    for (const code of new Set([...documented, ...ENVELOPE_ACT].filter((c) => c !== 'DUPLICATE_REQUEST'))) {
      const text = reasonText(code, message);
      expect(text, code).not.toBe(message);
      expect(text, code).not.toContain(code);
      expect(text, code).not.toBe(code.replace(/_/g, ' ').toLowerCase());
      expect(text.length, code).toBeGreaterThan(15);
    }
  });
});
