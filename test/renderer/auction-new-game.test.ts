import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import { buildCreateGame, defaultSeats, formGame, gameChoices, optionsForGame, type CreateGameRequest } from '../../src-renderer/components/shell/new-game.ts';
import { gameEntries, gameEntry } from '../../src-renderer/games/registry.ts';
import { auctionModule } from '../../src-shared/games/auction/module.ts';

/**
 * The new-game form offers every registered game (Sectors first and by default); the options it shows and
 * sends are the chosen game's, from its option specs, and `create_game` names the game unless it is Sectors.
 */

afterEach(cleanup);

function renderForm() {
  const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true }) as const);
  const view = render(NewGameForm, { onCreate });
  const byId = (id: string) => view.getByTestId(id) as HTMLInputElement & HTMLSelectElement;
  return { ...view, onCreate, byId };
}

describe('the game choice', () => {
  it('the registry lists Lot Auction with the module’s own seat range and option specs', () => {
    // Every game the registry finds, the default first (no list of games here: a new game folder joins in).
    expect(gameChoices()).toEqual(gameEntries().map((e) => ({ kind: e.kind, title: e.title })));
    expect(gameChoices()[0]).toEqual({ kind: 'sectors', title: 'Sectors' });
    expect(gameChoices()).toContainEqual({ kind: 'auction', title: 'Lot Auction' });
    const entry = gameEntry('auction')!;
    expect(entry.players).toEqual(auctionModule.meta.players);
    expect(entry.options).toEqual(auctionModule.config.options);
    expect(entry.title).toBe(auctionModule.meta.title);
  });

  it('names the game in create_game only when it is not the default one', () => {
    const base = { name: '', seats: defaultSeats(), seed: '' };
    expect(buildCreateGame({ ...base, options: {}, game: 'sectors' })).not.toHaveProperty('game');
    expect(buildCreateGame({ ...base, options: {}, game: 'auction' }).game).toBe('auction');
  });

  it('keeps the table options when the game changes, and takes the new game’s defaults for the rest', () => {
    const sectors = { ...optionsForGame(formGame('sectors'), {}), timerMode: 'TIMERLESS', reviewSeconds: 30, maxTurns: 15 };
    expect(optionsForGame(formGame('auction'), sectors)).toEqual({ rounds: 3, startingCoins: 30, timerMode: 'TIMERLESS', phaseTimeMultiplier: 1, reviewSeconds: 30 });
  });

  it('starts on Sectors and shows the auction’s options once it is chosen', async () => {
    const { byId, queryByTestId, getByTestId } = renderForm();
    expect(byId('game-kind').value).toBe('sectors');
    expect(queryByTestId('option-maxTurns')).not.toBeNull();
    expect(queryByTestId('option-rounds')).toBeNull();

    await fireEvent.change(byId('game-kind'), { target: { value: 'auction' } });
    expect(queryByTestId('option-maxTurns')).toBeNull();
    expect(byId('option-rounds').value).toBe('3');
    expect(byId('option-startingCoins').value).toBe('30');
    expect(getByTestId('option-group-game').querySelector('legend')!.textContent).toBe('Lot Auction');
    expect(getByTestId('option-rounds').closest('.field')!.textContent).toContain('One lot is auctioned per round');
    // The table's seat range follows the game (2–6 here).
    expect(getByTestId('seat-row-0').closest('fieldset')!.textContent).toContain('4 seats (2–6)');
  });

  it('sends the auction with its options, the table options and the seats', async () => {
    const { byId, onCreate, getByTestId } = renderForm();
    await fireEvent.change(byId('game-kind'), { target: { value: 'auction' } });
    await fireEvent.input(byId('option-rounds'), { target: { value: '1' } });
    await fireEvent.change(byId('option-startingCoins'), { target: { value: '50' } });
    await fireEvent.change(byId('option-timerMode'), { target: { value: 'TIMERLESS' } });
    for (const i of [3, 2]) await fireEvent.click(byId(`remove-seat-${i}`));
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate).toHaveBeenCalledTimes(1);
    const request = onCreate.mock.calls[0][0];
    expect(request.game).toBe('auction');
    expect(request.options).toEqual({ rounds: 1, startingCoins: 50, timerMode: 'TIMERLESS', phaseTimeMultiplier: 1, reviewSeconds: 5 });
    expect(request.seats).toEqual([{ name: 'Player 1', kind: 'human' }, { name: 'Player 2', kind: 'human' }]);
  });

  it('checks the auction’s own limits before sending, in the form’s words', async () => {
    const { byId, onCreate, getByTestId } = renderForm();
    await fireEvent.change(byId('game-kind'), { target: { value: 'auction' } });
    await fireEvent.input(byId('option-rounds'), { target: { value: '9' } });
    for (let i = 4; i < 7; i++) await fireEvent.click(byId('add-seat'));
    expect(byId('add-seat').disabled).toBe(true);
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate).not.toHaveBeenCalled();
    expect(getByTestId('form-problems').textContent).toContain('Rounds must be a whole number from 1 to 5');
  });

  it('offers only the bot levels the chosen game plays, starting at its default', async () => {
    expect(gameEntry('auction')!.botLevels).toEqual(auctionModule.bots.levels);
    const { byId, onCreate, getByTestId } = renderForm();
    const levels = () => [...byId('seat-level-2').options].map((o) => o.value);
    expect(levels()).toEqual(['easy', 'medium', 'hard', 'random']);
    expect(byId('seat-level-2').value).toBe('medium');

    await fireEvent.change(byId('game-kind'), { target: { value: 'auction' } });
    expect(levels()).toEqual(['easy', 'random']);
    // The seats' medium bots become the auction's default: the host would refuse a level it has no bot for.
    expect(byId('seat-level-2').value).toBe('easy');
    await fireEvent.change(byId('seat-level-3'), { target: { value: 'random' } });
    await fireEvent.click(byId('add-seat'));
    await fireEvent.change(byId('seat-kind-4'), { target: { value: 'bot' } });
    expect(byId('seat-level-4').value).toBe('easy');
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate.mock.calls[0][0].seats.filter((s) => s.kind === 'bot').map((s) => s.botLevel)).toEqual(['easy', 'random', 'easy']);
  });
});
