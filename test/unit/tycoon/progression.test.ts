/**
 * Tycoon's local profile progression (rules/tycoon.md §3.2, T-D42, T-D43): TC-18 as written, then the
 * crediting rules one by one, the derived unlocks, the lock texts and the platform hook that reads a
 * finished state structurally.
 */
import { describe, expect, it } from 'vitest';
import { tycoonProgressHook, type FinishedTycoonState } from '../../../src-shared/games/tycoon/progress-hook.ts';
import {
  creditGame, emptyProgress, lockProgress, progressFrom, unlockedModes, type TycoonProgress,
} from '../../../src-shared/games/tycoon/progression.ts';

const ALL = { unlockAllModes: true };
const NONE = { unlockAllModes: false };

function withCounts(completed: Partial<TycoonProgress['completed']>, wins: Partial<TycoonProgress['wins']> = {}): TycoonProgress {
  const p = emptyProgress();
  return { ...p, completed: { ...p.completed, ...completed }, wins: { ...p.wins, ...wins } };
}

const lockOf = (p: TycoonProgress, mode: string, settings = NONE) => lockProgress(p, settings).modes.find((m) => m.mode === mode)!;

describe('TC-18 progression', () => {
  it('completed.trader = 2 locks Investor ("2 / 3"); a Trader game ending with the profile eliminated unlocks it', () => {
    const before = withCounts({ trader: 2 });
    expect(unlockedModes(before, NONE)).toEqual(['trader']);
    expect(lockOf(before, 'investor')).toMatchObject({ unlocked: false, have: 2, need: 3, text: 'Investor: 2 / 3 Trader games completed' });
    // Eliminated in year 7: the seat still has a rank (below the active seats), and the game still counts.
    const after = creditGame(before, 'g-7', 'trader', 4);
    expect(after.completed.trader).toBe(3);
    expect(after.wins.trader).toBe(0);
    expect(unlockedModes(after, NONE)).toEqual(['trader', 'investor']);
    // Crediting the same game id again changes nothing.
    expect(creditGame(after, 'g-7', 'trader', 4)).toEqual(after);
    expect(creditGame(after, 'g-7', 'trader', 1)).toBe(after);
  });

  it('wins.investor = 1 locks Strategist; a shared first place in an Investor game makes it 2 and unlocks it', () => {
    const before = withCounts({ trader: 3, investor: 4 }, { investor: 1 });
    expect(unlockedModes(before, NONE)).toEqual(['trader', 'investor']);
    expect(lockOf(before, 'strategist')).toMatchObject({ unlocked: false, text: 'Strategist: 1 / 2 Investor wins' });
    const after = creditGame(before, 'shared-first', 'investor', 1);
    expect(after.wins.investor).toBe(2);
    expect(after.completed.investor).toBe(5);
    expect(unlockedModes(after, NONE)).toEqual(['trader', 'investor', 'strategist']);
  });

  it('unlockAllModes makes all three selectable; Tycoon and Mogul still show "coming soon"', () => {
    const fresh = emptyProgress();
    expect(unlockedModes(fresh, ALL)).toEqual(['trader', 'investor', 'strategist']);
    const locks = lockProgress(fresh, ALL);
    expect(locks.modes.every((m) => m.unlocked)).toBe(true);
    expect(locks.comingSoon).toEqual([{ mode: 'tycoon', text: 'Tycoon: coming soon' }, { mode: 'mogul', text: 'Mogul: coming soon' }]);
  });
});

describe('crediting', () => {
  it('counts completed and wins per mode, records the game id, and leaves the input untouched', () => {
    const start = emptyProgress();
    const once = creditGame(start, 'a', 'strategist', 1);
    expect(once).toEqual({ completed: { trader: 0, investor: 0, strategist: 1 }, wins: { trader: 0, investor: 0, strategist: 1 }, creditedGameIds: ['a'] });
    expect(start).toEqual(emptyProgress());
    const twice = creditGame(once, 'b', 'strategist', 2);
    expect(twice.completed.strategist).toBe(2);
    expect(twice.wins.strategist).toBe(1);
    expect(twice.creditedGameIds).toEqual(['a', 'b']);
  });

  it('ignores a mode without rules (Tycoon, Mogul) and never stores unlocks', () => {
    expect(creditGame(emptyProgress(), 'x', 'mogul', 1)).toEqual(emptyProgress());
    expect(Object.keys(creditGame(emptyProgress(), 'y', 'trader', 1)).sort()).toEqual(['completed', 'creditedGameIds', 'wins']);
  });

  it('unlocks Investor by Strategist being unlocked, even with fewer than 3 Trader games', () => {
    const p = withCounts({ trader: 0 }, { investor: 2 });
    expect(unlockedModes(p, NONE)).toEqual(['trader', 'investor', 'strategist']);
    expect(lockOf(p, 'investor')).toMatchObject({ unlocked: true, have: 0, need: 3 });
  });

  it('reads stored progress tolerantly: missing, damaged or partial records become valid counters', () => {
    expect(progressFrom(undefined)).toEqual(emptyProgress());
    expect(progressFrom('nonsense')).toEqual(emptyProgress());
    expect(progressFrom({ completed: { trader: 2, investor: -1, strategist: 1.5 }, wins: null, creditedGameIds: ['a', 7] })).toEqual({
      completed: { trader: 2, investor: 0, strategist: 0 }, wins: { trader: 0, investor: 0, strategist: 0 }, creditedGameIds: ['a'],
    });
  });
});

describe('the platform hook (GameModule.progress)', () => {
  /** A finished 4-seat game: seats 0 and 1 share first place, seat 3 was eliminated (rank 4). */
  const finished = (mode: string): FinishedTycoonState => ({ config: { mode }, result: { ranks: { 0: 1, 1: 1, 2: 3, 3: 4 } } });

  it('credits a seat by its platform id (P2 is engine seat 1), shared first as a win, idempotent by game id', () => {
    const p1 = tycoonProgressHook.credit(undefined, finished('investor'), 'P2', 'game-1') as TycoonProgress;
    expect(p1).toMatchObject({ completed: { investor: 1 }, wins: { investor: 1 }, creditedGameIds: ['game-1'] });
    const again = tycoonProgressHook.credit(p1, finished('investor'), 'P2', 'game-1');
    expect(again).toEqual(p1);
    const eliminated = tycoonProgressHook.credit(p1, finished('trader'), 'P4', 'game-2') as TycoonProgress;
    expect(eliminated).toMatchObject({ completed: { trader: 1, investor: 1 }, wins: { trader: 0, investor: 1 } });
  });

  it('reads the platform\'s live game too (the rules state in `core`)', () => {
    const live = { config: { engine: { mode: 'investor' } }, core: finished('investor') } as unknown as FinishedTycoonState;
    expect(tycoonProgressHook.credit(undefined, live, 'P1', 'g')).toMatchObject({ completed: { investor: 1 }, wins: { investor: 1 } });
  });

  it('says what a game\'s mode needs that the profile lacks, from a rules config or the live config', () => {
    const two = withCounts({ trader: 2 });
    expect(tycoonProgressHook.lacking!(two, NONE, { mode: 'investor' })).toEqual(['Investor: 2 / 3 Trader games completed']);
    expect(tycoonProgressHook.lacking!(two, NONE, { engine: { mode: 'strategist' } })).toEqual(['Strategist: 0 / 2 Investor wins']);
    expect(tycoonProgressHook.lacking!(two, NONE, { engine: { mode: 'trader' } })).toEqual([]);
    expect(tycoonProgressHook.lacking!(two, ALL, { mode: 'strategist' })).toEqual([]);
    expect(tycoonProgressHook.lacking!(two, ALL, { mode: 'mogul' })).toEqual(['Mogul: coming soon']);
  });

  it('credits nothing without a result (the game did not reach GameOver) or for a seat the game lacks', () => {
    expect(tycoonProgressHook.credit(undefined, { config: { mode: 'trader' } }, 'P1', 'g')).toEqual(emptyProgress());
    expect(tycoonProgressHook.credit(undefined, finished('trader'), 'P9', 'g')).toEqual(emptyProgress());
  });

  it('describes the mode locks with their progress text and the coming-soon modes', () => {
    const described = tycoonProgressHook.describe(withCounts({ trader: 2 }), NONE);
    expect(described.locks).toEqual([{
      option: 'mode',
      locked: [
        { value: 'investor', text: 'Investor: 2 / 3 Trader games completed' },
        { value: 'strategist', text: 'Strategist: 0 / 2 Investor wins' },
      ],
      comingSoon: [{ value: 'tycoon', text: 'Tycoon: coming soon' }, { value: 'mogul', text: 'Mogul: coming soon' }],
    }]);
    expect(described.summary).toMatch(/^2 games completed, 0 won/);
    expect(tycoonProgressHook.describe(undefined, ALL).locks[0].locked).toEqual([]);
  });
});
