import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import {
  OPTION_SPECS, buildCreateGame, defaultOptions, defaultSeats, formProblems, soloPreset, withKind,
  type CreateGameRequest,
} from '../../src-renderer/components/shell/new-game.ts';
import { ALLOWED, DEFAULT_CONFIG } from '../../src-shared/games/sectors/config.ts';

afterEach(cleanup);

/** Every host option of rules spec §5.1 except seats (the seat rows) and seed (a separate field). */
const SPEC_OPTIONS = [
  'bankSize', 'startingCash', 'consumerPool', 'maxTurns', 'influencePoints', 'distributionStrategy', 'maxSubRounds', 'ordersConcealed',
  'limitOrdersEnabled', 'shortOrdersEnabled', 'optionOrdersEnabled', 'ownershipCapEnabled', 'priorityMode', 'timerMode', 'phaseTimeMultiplier',
  'reviewSeconds', 'sectors',
];

function renderForm(answer: { ok: true } | { ok: false; reason: string; message: string } = { ok: true }) {
  const onCreate = vi.fn(async (_request: CreateGameRequest) => answer);
  const view = render(NewGameForm, { onCreate });
  const byId = (id: string) => view.getByTestId(id) as HTMLInputElement & HTMLSelectElement;
  return { ...view, onCreate, byId };
}

describe('new-game model', () => {
  it('covers every host option of spec §5.1 with the engine defaults', () => {
    expect(OPTION_SPECS.map((s) => s.name).sort()).toEqual([...SPEC_OPTIONS].sort());
    expect(defaultOptions()).toEqual(DEFAULT_CONFIG);
    for (const spec of OPTION_SPECS) {
      if (spec.kind === 'choice') expect(spec.values).toEqual(ALLOWED[spec.name as keyof typeof ALLOWED]);
    }
  });

  it('solo preset: one human and three medium bots, timerless', () => {
    const { seats, options } = soloPreset('Ada');
    expect(seats.map((s) => [s.kind, s.kind === 'bot' ? s.botLevel : null])).toEqual([['human', null], ['bot', 'medium'], ['bot', 'medium'], ['bot', 'medium']]);
    expect(seats[0].name).toBe('Ada');
    expect(options.timerMode).toBe('TIMERLESS');
    expect(options.maxTurns).toBe(8);
    expect(soloPreset('  ').seats[0].name).toBe('You');
  });

  it('renames default names when a seat changes kind, keeps typed names', () => {
    const seats = defaultSeats();
    expect(withKind(seats, 0, 'bot')[0].name).toBe('Bot 1');
    // Bots are numbered in seat order, whichever seat changed.
    expect(withKind(seats, 1, 'bot').map((s) => s.name)).toEqual(['Player 1', 'Bot 1', 'Bot 2', 'Bot 3']);
    const typed = seats.map((s, i) => (i === 1 ? { ...s, name: 'Chris' } : s));
    expect(withKind(typed, 1, 'bot')[1].name).toBe('Chris');
  });

  it('finds seat count, name, option and sector problems', () => {
    const options = defaultOptions();
    expect(formProblems(defaultSeats(), options, '')).toEqual([]);
    expect(formProblems(defaultSeats().slice(0, 1), options, '').map((p) => p.key)).toContain('form.error.seatCount');
    const named = defaultSeats().map((s, i) => ({ ...s, name: ['', 'x'.repeat(41), 'Same', 'same'][i] }));
    expect(formProblems(named, options, '').map((p) => [p.field, p.key])).toEqual([
      ['seat-name-0', 'form.error.nameEmpty'],
      ['seat-name-1', 'form.error.nameLong'],
      ['seat-name-3', 'form.error.nameDuplicate'],
    ]);
    expect(formProblems(defaultSeats(), { ...options, influencePoints: 101, maxSubRounds: 0, reviewSeconds: 2.5 }, '').map((p) => p.field)).toEqual([
      'option-influencePoints', 'option-maxSubRounds', 'option-reviewSeconds',
    ]);
    expect(formProblems(defaultSeats(), { ...options, sectors: ['ENERGY', 'ENERGY', 'MATERIALS'] }, '').map((p) => p.key)).toEqual(['form.error.sectors']);
    expect(formProblems(defaultSeats(), options, 'x'.repeat(201)).map((p) => p.key)).toEqual(['form.error.seedLong']);
  });

  it('builds create_game with trimmed names, bot levels only for bots, and the seed as text', () => {
    const request = buildCreateGame({ name: ' Friday ', seats: defaultSeats(), options: defaultOptions(), seed: ' 42 ', graceSeconds: 30 });
    expect(request).toEqual({
      name: 'Friday',
      options: { ...DEFAULT_CONFIG },
      seed: '42',
      graceSeconds: 30,
      seats: [
        { name: 'Player 1', kind: 'human' },
        { name: 'Player 2', kind: 'human' },
        { name: 'Bot 1', kind: 'bot', botLevel: 'medium' },
        { name: 'Bot 2', kind: 'bot', botLevel: 'medium' },
      ],
    });
    expect(buildCreateGame({ name: '', seats: defaultSeats(), options: defaultOptions(), seed: '' })).not.toHaveProperty('seed');
  });
});

describe('NewGameForm', () => {
  it('shows every option with its default and a one-line explanation', () => {
    const { byId, container } = renderForm();
    const expected: Record<string, string> = {
      maxTurns: '8', startingCash: '300', bankSize: '7500', consumerPool: '75', influencePoints: '50', priorityMode: 'CATCH_UP', sectors: 'RANDOM',
      distributionStrategy: 'PRIORITY', maxSubRounds: '3', timerMode: 'TIMED', phaseTimeMultiplier: '1', reviewSeconds: '5',
    };
    for (const [name, value] of Object.entries(expected)) expect(byId(`option-${name}`).value, name).toBe(value);
    for (const name of ['ordersConcealed', 'limitOrdersEnabled', 'shortOrdersEnabled', 'optionOrdersEnabled', 'ownershipCapEnabled']) {
      expect(byId(`option-${name}`).checked, name).toBe(true);
    }
    for (const name of SPEC_OPTIONS) {
      const hintId = byId(`option-${name}`).getAttribute('aria-describedby')!;
      expect(container.querySelector(`[id="${hintId}"]`)?.textContent?.length, name).toBeGreaterThan(10);
    }
    expect(container.querySelectorAll('fieldset.group legend')).toHaveLength(3);
    expect(byId('option-seed').value).toBe('');
  });

  it('adds, changes and removes seat rows within 2..20', async () => {
    const { byId, queryByTestId } = renderForm();
    expect(queryByTestId('seat-row-3')).not.toBeNull();
    expect(queryByTestId('seat-level-0')).toBeNull();
    await fireEvent.click(byId('add-seat'));
    expect(byId('seat-name-4').value).toBe('Player 3');
    await fireEvent.change(byId('seat-kind-4'), { target: { value: 'bot' } });
    expect(byId('seat-level-4').value).toBe('medium');
    expect(byId('seat-name-4').value).toBe('Bot 3');
    for (const i of [4, 3, 2]) await fireEvent.click(byId(`remove-seat-${i}`));
    expect(queryByTestId('seat-row-2')).toBeNull();
    expect(byId('remove-seat-0').disabled).toBe(true);
    for (let i = 2; i < 20; i++) await fireEvent.click(byId('add-seat'));
    expect(queryByTestId('seat-row-19')).not.toBeNull();
    expect(byId('add-seat').disabled).toBe(true);
  });

  it('refuses to send an invalid form and says why', async () => {
    const { byId, onCreate, getByTestId } = renderForm();
    await fireEvent.input(byId('seat-name-1'), { target: { value: '' } });
    await fireEvent.input(byId('option-influencePoints'), { target: { value: '150' } });
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate).not.toHaveBeenCalled();
    const problems = getByTestId('form-problems').textContent!;
    expect(problems).toContain('Seat 2 needs a name');
    expect(problems).toContain('Influence points must be a whole number from 0 to 100');
    expect(problems).not.toContain('influencePoints');
    expect(byId('seat-name-1').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the chosen options, seats and seed, and shows a refusal from the host', async () => {
    const { byId, onCreate, getByTestId, findByTestId } = renderForm({ ok: false, reason: 'INVALID_CONFIG', message: 'maxTurns must be one of 8, 11' });
    await fireEvent.change(byId('option-maxTurns'), { target: { value: '15' } });
    await fireEvent.change(byId('option-timerMode'), { target: { value: 'TIMERLESS' } });
    await fireEvent.change(byId('option-phaseTimeMultiplier'), { target: { value: '1.5' } });
    await fireEvent.click(byId('option-shortOrdersEnabled'));
    await fireEvent.input(byId('option-reviewSeconds'), { target: { value: '0' } });
    await fireEvent.change(byId('option-sectors'), { target: { value: 'CHOOSE' } });
    for (const sector of ['ENERGY', 'TECHNOLOGY', 'HEALTHCARE']) await fireEvent.click(byId(`option-sector-${sector}`));
    expect(byId('option-sector-MATERIALS').disabled).toBe(true);
    await fireEvent.change(byId('seat-level-3'), { target: { value: 'hard' } });
    await fireEvent.input(byId('option-seed'), { target: { value: 'classroom 1' } });
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate).toHaveBeenCalledTimes(1);
    const request = onCreate.mock.calls[0][0];
    expect(request.options).toMatchObject({
      maxTurns: 15, timerMode: 'TIMERLESS', phaseTimeMultiplier: 1.5, shortOrdersEnabled: false, reviewSeconds: 0, sectors: ['ENERGY', 'TECHNOLOGY', 'HEALTHCARE'],
      startingCash: 300, limitOrdersEnabled: true,
    });
    expect(request.seats[3]).toEqual({ name: 'Bot 2', kind: 'bot', botLevel: 'hard' });
    expect(request.seed).toBe('classroom 1');
    expect((await findByTestId('form-error')).textContent).toContain('Turns must be one of 8, 11'); // the form's label, not the config key
    expect(getByTestId('form-error').textContent).not.toContain('maxTurns');
  });

  it('makes a one-human table timerless by default, until the user picks a timer mode', async () => {
    const { byId, getByTestId, queryByTestId } = renderForm();
    expect(byId('option-timerMode').value).toBe('TIMED');
    await fireEvent.change(byId('seat-kind-1'), { target: { value: 'bot' } });
    expect(byId('option-timerMode').value).toBe('TIMERLESS');
    expect(getByTestId('solo-timerless-note')).toBeTruthy();
    await fireEvent.change(byId('option-timerMode'), { target: { value: 'TIMED' } });
    await fireEvent.change(byId('seat-kind-2'), { target: { value: 'human' } });
    await fireEvent.change(byId('seat-kind-2'), { target: { value: 'bot' } });
    expect(byId('option-timerMode').value).toBe('TIMED');
    expect(queryByTestId('solo-timerless-note')).toBeNull();
  });
});
