/**
 * The class setup's lesson plan (RULES-DECISIONS CL-16): with "Fits in N minutes" every table shows its game,
 * seats, the length and pace its own game's estimate picked and its expected end (HH:MM, how long); a table that
 * cannot end within the lesson is named with what to do, and the class is created only once the teacher ticks
 * "Create the class anyway". The clock is 09:00 (fake Date), so the times shown are deterministic.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import ClassSetupScreen from '../../src-renderer/screens/ClassSetupScreen.svelte';
import type { Command, CommandOf, HostEvent } from '../../src-shared/protocol/index.ts';
import { classDesks, classHost } from './class-fixtures.ts';

const NINE = new Date(2026, 0, 5, 9, 0, 0).getTime();
const MIN = 60_000;

beforeEach(() => vi.useFakeTimers({ now: NINE, toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NAMES = Array.from({ length: 12 }, (_, i) => `Student ${String(i + 1).padStart(2, '0')}`);

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

/** J1: 12 students at 3 tables — Sectors (the class game), Stock Market Tycoon, the 1876 stock round. */
async function j1(getByTestId: (id: string) => HTMLElement, minutes: number): Promise<void> {
  await fireEvent.input(getByTestId('roster-text'), { target: { value: NAMES.join('\n') } });
  await fireEvent.input(getByTestId('class-tables'), { target: { value: '3' } });
  await fireEvent.change(getByTestId('table-game-2'), { target: { value: 'tycoon' } });
  await fireEvent.change(getByTestId('table-game-3'), { target: { value: 'sr1876' } });
  await fireEvent.change(getByTestId('lesson-minutes'), { target: { value: String(minutes) } });
}

const text = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ').trim();

describe('the class setup\'s lesson plan', () => {
  it('shows every table\'s own length, pace and expected end within a 45-minute lesson, and sends them', async () => {
    const { getByTestId, queryByTestId, created } = screen();
    await j1(getByTestId, 45);
    expect(text(getByTestId('lesson-expected'))).toContain('check every table under “Lesson plan”');
    expect(text(getByTestId('lesson-plan'))).toContain('45 minutes, planned end 09:45');
    expect(text(getByTestId('lesson-plan'))).toContain('assume every phase runs its full time');
    expect(text(getByTestId('lesson-plan-table-1'))).toBe('Table 1 Sectors · 4 seats Turns 8 · pace × 0.5 Ends ≈ 09:44 (about 45 min)');
    expect(text(getByTestId('lesson-plan-table-2'))).toBe('Table 2 Stock Market Tycoon · 4 seats Market years 3 · pace × 1 Ends ≈ 09:39 (about 40 min)');
    expect(text(getByTestId('lesson-plan-table-3'))).toBe('Table 3 1876 Stock Round · 4 seats Rounds 1 · pace × 1 Ends ≈ 09:22 (about 23 min)');
    expect([1, 2, 3].map((n) => getByTestId(`lesson-plan-table-${n}`).dataset.fits)).toEqual(['yes', 'yes', 'yes']);
    expect(queryByTestId('lesson-plan-warning')).toBeNull();
    // The class game's fields show its fit.
    expect((getByTestId('option-maxTurns') as HTMLSelectElement).value).toBe('8');
    expect((getByTestId('option-phaseTimeMultiplier') as HTMLSelectElement).value).toBe('0.5');

    await fireEvent.click(getByTestId('create-class'));
    const tables = created()!.tables;
    expect(tables.map((t) => [t.game, t.options!.phaseTimeMultiplier, t.options!.timerMode, t.options!.plannedEndAt])).toEqual([
      ['sectors', 0.5, 'TIMED', NINE + 45 * MIN],
      ['tycoon', 1, 'TIMED', NINE + 45 * MIN],
      ['sr1876', 1, 'TIMED', NINE + 45 * MIN],
    ]);
    expect([tables[0].options!.maxTurns, tables[1].options!.years, tables[2].options!.rounds]).toEqual([8, 3, 1]);
  });

  it('warns before the class is created when a table cannot fit, and creates it only when the teacher ticks "anyway"', async () => {
    const { getByTestId, queryByTestId, created } = screen();
    await j1(getByTestId, 30);
    const warning = getByTestId('lesson-plan-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(text(warning)).toContain('Table 1 (Sectors) needs at least 45 minutes even at the fastest pace: choose a longer lesson, or another game for that table.');
    expect(getByTestId('lesson-plan-table-1').dataset.fits).toBe('no');
    expect(text(getByTestId('lesson-plan-end-1'))).toBe('Ends ≈ 09:44 (about 45 min): after the planned end');
    expect([2, 3].map((n) => getByTestId(`lesson-plan-table-${n}`).dataset.fits)).toEqual(['yes', 'yes']);

    await fireEvent.click(getByTestId('create-class'));
    expect(created()).toBeUndefined();
    expect(text(getByTestId('class-setup-problems'))).toContain('Table 1 (Sectors) cannot end within the lesson');

    await fireEvent.click(getByTestId('lesson-plan-anyway'));
    expect(text(warning)).toContain('Create the class anyway: I know Table 1 will end after 09:30.');
    await fireEvent.click(getByTestId('create-class'));
    expect(created()!.tables[0].options).toMatchObject({ maxTurns: 8, phaseTimeMultiplier: 0.5, plannedEndAt: NINE + 30 * MIN });
    expect(queryByTestId('class-setup-problems')).toBeNull();
  });

  it('clears the warning when the teacher gives that table another game, and asks again for a new one', async () => {
    const { getByTestId, queryByTestId } = screen();
    await j1(getByTestId, 30);
    await fireEvent.click(getByTestId('lesson-plan-anyway'));
    // Table 1 plays Tycoon instead: every table fits.
    await fireEvent.change(getByTestId('table-game-1'), { target: { value: 'tycoon' } });
    expect(queryByTestId('lesson-plan-warning')).toBeNull();
    expect(text(getByTestId('lesson-plan-table-1'))).toContain('Stock Market Tycoon');
    // Back to Sectors in a shorter lesson: a new warning, not yet accepted.
    await fireEvent.change(getByTestId('table-game-1'), { target: { value: '' } });
    await fireEvent.change(getByTestId('lesson-minutes'), { target: { value: '20' } });
    expect((getByTestId('lesson-plan-anyway') as HTMLInputElement).checked).toBe(false);
  });

  it('fits the class game again when the roster changes its largest table', async () => {
    const { getByTestId } = screen();
    await fireEvent.change(getByTestId('class-game'), { target: { value: 'tycoon' } });
    await fireEvent.change(getByTestId('lesson-minutes'), { target: { value: '45' } });
    await fireEvent.input(getByTestId('roster-text'), { target: { value: NAMES.slice(0, 8).join('\n') } });
    await fireEvent.input(getByTestId('class-tables'), { target: { value: '2' } });
    // Two tables of 4: three market years fit 45 minutes.
    expect((getByTestId('option-years') as HTMLInputElement).value).toBe('3');
    expect(getByTestId('lesson-plan-table-1').dataset.fits).toBe('yes');
    // Ten students: a year takes longer at tables of 5, so two years.
    await fireEvent.input(getByTestId('roster-text'), { target: { value: NAMES.slice(0, 10).join('\n') } });
    expect((getByTestId('option-years') as HTMLInputElement).value).toBe('2');
    expect(text(getByTestId('lesson-plan-table-1'))).toContain('5 seats Market years 2');
    expect([1, 2].map((n) => getByTestId(`lesson-plan-table-${n}`).dataset.fits)).toEqual(['yes', 'yes']);
  });
});
