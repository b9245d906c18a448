/** New-game form errors name options by the form's labels, never by config keys such as "maxSubRounds" (issue 10). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import { defaultOptions, defaultSeats, formProblems, problemText, withOptionLabels, type CreateGameRequest } from '../../src-renderer/components/shell/new-game.ts';
import { configProblems, makeConfig } from '../../src-shared/games/sectors/config.ts';

afterEach(cleanup);

describe('new-game form errors use the form\'s labels', () => {
  it('a sub-round count out of range reads "Sub-rounds per stock round …", in the model and on screen', async () => {
    const [problem] = formProblems(defaultSeats(), { ...defaultOptions(), maxSubRounds: 0 }, '');
    expect(problemText(problem)).toBe('Sub-rounds per stock round must be a whole number from 1 to 5.');

    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true as const }));
    const view = render(NewGameForm, { onCreate });
    await fireEvent.input(view.getByTestId('option-maxSubRounds'), { target: { value: '9' } });
    await fireEvent.submit(view.getByTestId('new-game-form'));
    const shown = view.getByTestId('form-problems').textContent!;
    expect(shown).toContain('Sub-rounds per stock round must be a whole number from 1 to 5.');
    expect(shown).not.toContain('maxSubRounds');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('the host\'s own config messages are shown with the labels too', async () => {
    const messages = configProblems({ ...makeConfig(4), maxSubRounds: 9, reviewSeconds: -1, seats: 1 });
    const shown = messages.map(withOptionLabels);
    expect(shown).toEqual(['Players and bots must be 2..20', 'Sub-rounds per stock round must be 1..5', 'Review time (seconds) must be an integer 0..30']);

    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: false as const, reason: 'INVALID_CONFIG', message: 'maxSubRounds must be 1..5' }));
    const view = render(NewGameForm, { onCreate });
    await fireEvent.submit(view.getByTestId('new-game-form'));
    const error = (await view.findByTestId('form-error')).textContent!;
    expect(error).toContain('Sub-rounds per stock round must be 1..5');
    expect(error).not.toContain('maxSubRounds');
  });
});
