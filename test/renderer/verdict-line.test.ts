import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import VerdictLine from '../../src-renderer/components/board/VerdictLine.svelte';

/** The one-line verdict every game's forms show under a drafted move. */

afterEach(() => cleanup());

const texts = { testid: 'v', checkingText: 'Checking…', idleText: 'Fill it in.', okText: 'Allowed now.', reasonText: (reason: string) => `Game words for ${reason}.` };

describe('the verdict line', () => {
  it('says a refusal in the game\'s words, marked ✗ and as bad', () => {
    const { getByTestId } = render(VerdictLine, { ...texts, verdict: { ok: false, reason: 'BID_OUT_OF_RANGE', message: 'engine words' } });
    const line = getByTestId('v');
    expect(line.textContent).toContain('✗');
    expect(line.textContent).toContain('Game words for BID_OUT_OF_RANGE.');
    expect(line.classList.contains('bad')).toBe(true);
  });

  it('says a tutorial\'s "not this step" as the host wrote it, a note without ✗ or the refusal\'s colour', () => {
    const { getByTestId } = render(VerdictLine, { ...texts, verdict: { ok: false, reason: 'TUTORIAL_NOT_THIS_STEP', message: 'Not the move this step asks for: see “Your move”.' } });
    const line = getByTestId('v');
    expect(line.textContent).not.toContain('✗');
    expect(line.textContent).toContain('Not the move this step asks for');
    expect(line.classList.contains('bad')).toBe(false);
    expect(line.classList.contains('aside')).toBe(true);
    expect(line.dataset.ok).toBe('false');
  });
});
