/**
 * Lesson presets in the shell: the new-game form's "Fits in N minutes" fills the game's length and pace and
 * shows the expected end, and the facilitator's board bar warns when a game runs late against its planned end.
 * The clock is fixed (fake Date), so the times shown are deterministic.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import NewGameForm from '../../src-renderer/components/shell/NewGameForm.svelte';
import LessonClock from '../../src-renderer/components/shell/LessonClock.svelte';
import type { CreateGameRequest } from '../../src-renderer/components/shell/new-game.ts';
import { lessonSchedule } from '../../src-renderer/components/shell/lesson-clock.ts';
import { gameEntry } from '../../src-renderer/games/registry.ts';
import type { Desk } from '../../src-renderer/client/desk.svelte.ts';

/** 09:00 on a school day, in the machine's own time zone (the form shows local times). */
const NINE = new Date(2026, 0, 5, 9, 0, 0).getTime();
const MIN = 60_000;

beforeEach(() => vi.useFakeTimers({ now: NINE, toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the new-game form\'s lesson preset', () => {
  it('fills the length and pace that fit, shows the expected end and sends the planned end', async () => {
    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true }) as const);
    const { getByTestId, queryByTestId } = render(NewGameForm, { onCreate });
    const minutes = getByTestId('lesson-minutes') as HTMLInputElement;
    await fireEvent.change(minutes, { target: { value: '45' } });
    // Sectors, 4 seats: 8 turns need ~73 min at pace 1, so the preset takes the faster pace (~44 min).
    expect((getByTestId('option-maxTurns') as HTMLSelectElement).value).toBe('8');
    expect((getByTestId('option-phaseTimeMultiplier') as HTMLSelectElement).value).toBe('0.5');
    expect(getByTestId('lesson-expected').textContent).toContain('Expected end ≈ 09:44');
    expect(queryByTestId('lesson-over')).toBeNull();

    // The options stay editable and the estimate follows them: pace 1 no longer fits the 45 minutes.
    await fireEvent.change(getByTestId('option-phaseTimeMultiplier'), { target: { value: '1' } });
    expect(getByTestId('lesson-expected').textContent).toContain('Expected end ≈ 10:12');
    expect(getByTestId('lesson-over').textContent).toContain('longer than the 45 planned');

    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate).toHaveBeenCalledOnce();
    const request = onCreate.mock.calls[0][0];
    expect(request.options.plannedEndAt).toBe(NINE + 45 * MIN);
    expect(request.options.maxTurns).toBe(8);
  });

  it('says so when even the shortest game at the fastest pace is too long, and sends no planned end without a budget', async () => {
    const onCreate = vi.fn(async (_request: CreateGameRequest) => ({ ok: true }) as const);
    const { getByTestId } = render(NewGameForm, { onCreate });
    await fireEvent.change(getByTestId('lesson-minutes'), { target: { value: '5' } });
    expect(getByTestId('lesson-expected').textContent).toContain('needs longer than 5 minutes');
    await fireEvent.change(getByTestId('lesson-minutes'), { target: { value: '' } });
    expect(getByTestId('lesson-expected').textContent!.trim()).toBe('');
    await fireEvent.submit(getByTestId('new-game-form'));
    expect(onCreate.mock.calls[0][0].options.plannedEndAt).toBeUndefined();
  });
});

/** A Sectors table of four in turn `turn` of 8, planned to end at `plannedEndAt`. */
function deskAt(turn: number, plannedEndAt: number | undefined, pace = 1): Desk {
  return {
    kind: 'sectors',
    publicView: { phase: 'PLACE_STOCK_ORDERS', status: 'RUNNING', turn, config: { maxTurns: 8, maxSubRounds: 3 } },
    session: { pace, timerMode: 'TIMED', reviewSeconds: 5, seats: [{}, {}, {}, {}], ...(plannedEndAt === undefined ? {} : { plannedEndAt }) },
  } as unknown as Desk;
}

describe('the facilitator\'s lesson clock', () => {
  it('shows the planned and expected end, on time', () => {
    const { getByTestId, queryByTestId } = render(LessonClock, { desk: deskAt(5, NINE + 60 * MIN) });
    expect(getByTestId('lesson-clock').textContent).toContain('Planned end 10:00');
    expect(getByTestId('lesson-expected-end').textContent).toMatch(/expected ≈ 09:\d\d/);
    expect(queryByTestId('lesson-late')).toBeNull();
  });

  it('warns when the table runs late and suggests a faster pace that catches up', () => {
    const desk = deskAt(2, NINE + 45 * MIN);
    const { getByTestId } = render(LessonClock, { desk });
    const late = getByTestId('lesson-late');
    expect(late.getAttribute('role')).toBe('alert');
    expect(late.textContent).toContain('Running late');
    expect(late.textContent).toContain('Pace to × 0.5');
    const schedule = lessonSchedule(gameEntry('sectors'), desk.publicView, desk.session!, NINE)!;
    expect(schedule.lateMinutes).toBe(Math.ceil((schedule.expectedEndAt! - schedule.plannedEndAt) / MIN));
  });

  it('says no pace catches up when even the fastest would not', () => {
    const { getByTestId } = render(LessonClock, { desk: deskAt(1, NINE + 5 * MIN) });
    expect(getByTestId('lesson-late').textContent).toContain('Even the fastest pace will not catch up');
  });

  it('shows nothing without a planned end', () => {
    const { queryByTestId } = render(LessonClock, { desk: deskAt(2, undefined) });
    expect(queryByTestId('lesson-clock')).toBeNull();
  });

  it('counts a table within 10 % of the time left as on time', () => {
    const session = deskAt(3, 0).session!;
    const remaining = gameEntry('sectors')!.lesson!.remainingMinutes(deskAt(3, 0).publicView, { timerMode: 'TIMED', pace: 1, reviewSeconds: 5 }, 4)!;
    const within = lessonSchedule(gameEntry('sectors'), deskAt(3, 0).publicView, { ...session, plannedEndAt: NINE + (remaining / 1.05) * MIN }, NINE)!;
    expect(within.lateMinutes).toBeNull();
    const beyond = lessonSchedule(gameEntry('sectors'), deskAt(3, 0).publicView, { ...session, plannedEndAt: NINE + (remaining / 1.2) * MIN }, NINE)!;
    expect(beyond.lateMinutes).not.toBeNull();
  });
});
