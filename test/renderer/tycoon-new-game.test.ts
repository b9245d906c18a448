import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import type { CreateGameRequest } from '../../src-renderer/components/shell/new-game.ts';

/** The new-game form draws Tycoon's options in its groups (game, clock, table rules) with Tycoon's words. */

afterEach(cleanup);

describe('the new-game form for Tycoon', () => {
  it('shows its option groups and worded choices', async () => {
    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true }) as const);
    const { getByTestId } = render(NewGameForm, { onCreate });
    await fireEvent.change(getByTestId('game-kind'), { target: { value: 'tycoon' } });
    expect(getByTestId('option-group-game').querySelector('legend')!.textContent).toBe('Stock Market Tycoon');
    expect(getByTestId('option-group-clock').querySelector('legend')!.textContent).toBe('Clock');
    expect(getByTestId('option-group-rules').querySelector('legend')!.textContent).toBe('Table rules');
    const mode = getByTestId('option-mode') as HTMLSelectElement;
    expect([...mode.options].map((o) => o.textContent)).toEqual(['Trader (default)', 'Investor', 'Strategist']);
    const turn = getByTestId('option-turnSeconds') as HTMLSelectElement;
    expect([...turn.options].map((o) => o.textContent)).toContain('1 minute (default)');
    expect(getByTestId('option-variant').closest('.field')!.textContent).toContain('Extended: up to 12 players');
  });
});
