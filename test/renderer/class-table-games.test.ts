/**
 * A game per table in the class setup: a table may play another game than the class game, with that game's
 * default options and the form's table options (one clock and lesson plan for the class); each table is checked
 * against its own game's seats; choosing the class game again gives the table the form's options back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, within } from '@testing-library/svelte';
import ClassSetupScreen from '../../src-renderer/screens/ClassSetupScreen.svelte';
import { balancedAssignment } from '../../src-renderer/components/class/setup/roster.ts';
import { buildCreateClass, setupProblems, tableKind, type ClassSetup } from '../../src-renderer/components/class/setup/setup.ts';
import { defaultOptions, formGame } from '../../src-renderer/components/shell/new-game.ts';
import { gameEntries } from '../../src-renderer/games/registry.ts';
import type { Command, CommandOf, HostEvent } from '../../src-shared/protocol/index.ts';
import { classDesks, classHost } from './class-fixtures.ts';

afterEach(cleanup);

const sectors = formGame('sectors');
const tycoon = formGame('tycoon');
const sr1876 = formGame('sr1876');
const auction = formGame('auction');

/** The form's table options as the class setup below sets them (a slower pace, longer reviews, no timers). */
const TABLE = { timerMode: 'TIMERLESS', phaseTimeMultiplier: 2, reviewSeconds: 12 };

function names(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
}

function setup(patch: Partial<ClassSetup> = {}): ClassSetup {
  const students = patch.students ?? names(9);
  const tables = patch.tables ?? 3;
  return {
    name: '10B',
    students,
    tables,
    game: sectors,
    options: { ...defaultOptions(sectors), maxSubRounds: 4, ...TABLE },
    tableGames: [null, 'tycoon', 'sr1876'],
    botLevel: 'hard',
    seatsPerTable: null,
    assign: balancedAssignment(students.length, tables),
    manual: false,
    ...patch,
  };
}

describe('a class whose tables play different games', () => {
  it('sends each table its game, and another game its default options with the form\'s table options', () => {
    const command = buildCreateClass(setup({ plannedEndAt: 5_000_000 }));
    expect(command.tables.map((t) => [t.name, t.game])).toEqual([
      ['Table 1', 'sectors'],
      ['Table 2', 'tycoon'],
      ['Table 3', 'sr1876'],
    ]);
    const planned = { plannedEndAt: 5_000_000 };
    expect(command.tables[0].options).toEqual({ ...defaultOptions(sectors), maxSubRounds: 4, ...TABLE, ...planned });
    expect(command.tables[1].options).toEqual({ ...defaultOptions(tycoon), ...TABLE, ...planned });
    expect(command.tables[2].options).toEqual({ ...defaultOptions(sr1876), ...TABLE, ...planned });
    // A Sectors option never reaches a table of another game.
    expect(command.tables[1].options).not.toHaveProperty('maxSubRounds');
    expect(setupProblems(setup())).toEqual([]);
  });

  it('checks every table against its own game\'s seats, in words', () => {
    // 21 students: 7 a table; Sectors and Tycoon seat 7, the 1876 Stock Round at most 6.
    const problems = setupProblems(setup({ students: names(21) }));
    expect(problems).toEqual(['Table 3 has 7 students; 1876 Stock Round seats at most 6 players.']);
    // Seats per table must fit each table's game: 8 fits Sectors and Tycoon, not the 1876 Stock Round.
    expect(setupProblems(setup({ seatsPerTable: 8 }))).toEqual(['Table 3 plays 1876 Stock Round, which seats 3–6 players: 8 seats per table do not fit it.']);
  });

  it('gives a table the bots its game plays when it has none at the class\'s level', () => {
    const command = buildCreateClass(setup({ tableGames: [null, 'auction', 'tycoon'] }));
    expect(command.tables.map((t) => t.botLevel)).toEqual(['hard', auction.defaultBotLevel, 'hard']);
  });

  it('plays the class game with the form\'s options at a table that picked the game since made the class game', () => {
    const same = setup({ game: tycoon, options: { ...defaultOptions(tycoon), ...TABLE } });
    expect(tableKind(same, 1)).toBeNull();
    expect(buildCreateClass(same).tables[1]).toMatchObject({ game: 'tycoon', options: same.options });
  });
});

describe('the setup screen with a game per table', () => {
  function screen() {
    const sent: Command[] = [];
    const base = classHost();
    const handler = (c: Command): HostEvent | HostEvent[] => {
      sent.push(c);
      return c.type === 'create_class' ? { type: 'class_created', classId: 'c1', code: 'CLS123', secret: 'class-secret-123' } : base(c);
    };
    const { classDesk } = classDesks(handler);
    const view = render(ClassSetupScreen, { classDesk });
    const created = (): CommandOf<'create_class'> | undefined => sent.find((c): c is CommandOf<'create_class'> => c.type === 'create_class');
    return { ...view, created };
  }

  async function fill(getByTestId: (id: string) => HTMLElement, students: number): Promise<void> {
    await fireEvent.input(getByTestId('roster-text'), { target: { value: names(students).join('\n') } });
    await fireEvent.input(getByTestId('class-tables'), { target: { value: '3' } });
    await fireEvent.input(getByTestId('option-maxSubRounds'), { target: { value: '4' } });
    await fireEvent.input(getByTestId('option-reviewSeconds'), { target: { value: '12' } });
  }

  it('offers the class game or another per table, notes the default options, and sends each table its game', async () => {
    const { getByTestId, queryByTestId, created } = screen();
    await fill(getByTestId, 9);
    const select = getByTestId('table-game-2') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Class game (Sectors)', ...gameEntries().filter((e) => e.kind !== 'sectors').map((e) => e.title)]);
    await fireEvent.change(select, { target: { value: 'tycoon' } });
    await fireEvent.change(getByTestId('table-game-3'), { target: { value: 'sr1876' } });
    expect(getByTestId('table-game-note-2').textContent).toContain('default options');
    expect(queryByTestId('table-game-note-1')).toBeNull();
    await fireEvent.click(getByTestId('create-class'));
    const command = created();
    expect(command?.tables.map((t) => t.game)).toEqual(['sectors', 'tycoon', 'sr1876']);
    expect(command?.tables[0].options).toMatchObject({ maxSubRounds: 4, reviewSeconds: 12 });
    expect(command?.tables[1].options).toEqual({ ...defaultOptions(tycoon), reviewSeconds: 12 });
    expect(command?.tables[2].options).toEqual({ ...defaultOptions(sr1876), reviewSeconds: 12 });
  });

  it('does not create a class whose table has more students than its game seats, and says which', async () => {
    const { getByTestId, created } = screen();
    await fill(getByTestId, 21);
    await fireEvent.change(getByTestId('table-game-3'), { target: { value: 'sr1876' } });
    await fireEvent.click(getByTestId('create-class'));
    expect(getByTestId('class-setup-problems').textContent).toContain('Table 3 has 7 students; 1876 Stock Round seats at most 6 players.');
    expect(within(getByTestId('assign-table-3')).getByText('7 students').classList.contains('over')).toBe(true);
    expect(created()).toBeUndefined();
  });

  it('gives a table the form\'s options back when it plays the class game again', async () => {
    const { getByTestId, queryByTestId, created } = screen();
    await fill(getByTestId, 9);
    await fireEvent.change(getByTestId('table-game-2'), { target: { value: 'tycoon' } });
    await fireEvent.change(getByTestId('table-game-2'), { target: { value: '' } });
    expect(queryByTestId('table-game-note-2')).toBeNull();
    await fireEvent.click(getByTestId('create-class'));
    const command = created();
    expect(command?.tables.map((t) => t.game)).toEqual(['sectors', 'sectors', 'sectors']);
    expect(command?.tables[1].options).toEqual(command?.tables[0].options);
    expect(command?.tables[1].options).toMatchObject({ maxSubRounds: 4, reviewSeconds: 12 });
  });
});
