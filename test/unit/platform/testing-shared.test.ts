/**
 * The game-neutral testing pieces under src-shared/platform/testing/ (used by Tycoon's and the stock round's
 * scenario runners and simulators, and partly by Sectors'): expectation matching, step references, the
 * `until` loop, transcript counts and failure lines, simulator statistics and the action loop. Each game's own
 * tests cover them through its runner and simulator; these pin the shared behaviour on small made-up input.
 */
import { describe, expect, it } from 'vitest';
import { playActionLoop } from '../../../src-shared/platform/testing/action-sim.ts';
import { deepEqual, getPath, matchedInOrder, matches } from '../../../src-shared/platform/testing/match.ts';
import { mulberrySummary, sfcSummary } from '../../../src-shared/platform/testing/scenario-rng.ts';
import { seedRng } from '../../../src-shared/rng.ts';
import { checkStepRefs, ScenarioError, stepIndex } from '../../../src-shared/platform/testing/scenario-file.ts';
import { playUntilWith, settle, stepFailureLines, sumCounts } from '../../../src-shared/platform/testing/scenario-steps.ts';
import { distribution, sortedCounts, tallyActionSims } from '../../../src-shared/platform/testing/sim-stats.ts';

describe('expectation matching', () => {
  it('reads dot paths through objects and arrays, own keys only', () => {
    const root = { players: [{ cash: 5 }], history: { NOV: [1, 2] } };
    expect(getPath(root, 'players.0.cash')).toEqual({ found: true, value: 5 });
    expect(getPath(root, 'history.NOV.1')).toEqual({ found: true, value: 2 });
    expect(getPath(root, 'players.1.cash')).toEqual({ found: false, value: undefined });
    expect(getPath(root, 'toString')).toEqual({ found: false, value: undefined });
  });

  it('compares deeply and matches objects by subset, arrays exactly', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(matches({ type: 'SOLD', seat: 0, qty: 3 }, { type: 'SOLD', seat: 0 })).toBe(true);
    expect(matches({ type: 'SOLD', list: [1, 2] }, { list: [1] })).toBe(false);
    expect(matches([{ a: 1 }], { 0: { a: 1 } })).toBe(false);
  });

  it('picks a list row by a field (field=value), the first one that has it, numbers read as text', () => {
    const root = { ranking: [{ seat: 2, rank: 1 }, { seat: 0, rank: 2 }, { seat: 0, rank: 9 }], players: { 'a=b': 1 } };
    expect(getPath(root, 'ranking.seat=0.rank')).toEqual({ found: true, value: 2 });
    expect(getPath(root, 'ranking.seat=2')).toEqual({ found: true, value: { seat: 2, rank: 1 } });
    expect(getPath(root, 'ranking.seat=5')).toEqual({ found: false, value: undefined });
    expect(getPath(root, 'ranking.1.rank')).toEqual({ found: true, value: 2 });
    // On an object a segment is always a key, '=' included.
    expect(getPath(root, 'players.a=b')).toEqual({ found: true, value: 1 });
  });

  it('counts the patterns matched in order, others allowed between', () => {
    const list = [{ t: 'A' }, { t: 'B' }, { t: 'A' }, { t: 'C' }];
    expect(matchedInOrder(list, [{ t: 'A' }, { t: 'C' }])).toBe(2);
    expect(matchedInOrder(list, [{ t: 'C' }, { t: 'A' }])).toBe(1);
    expect(matchedInOrder(list, [{ t: 'A' }, { t: 'A' }, { t: 'A' }])).toBe(2);
  });
});

describe('the generator as scenarios show it', () => {
  it('peeks at the next outputs from a copy (the specs\' vectors: mulberry32 seed 1, sfc32 seed 1)', () => {
    expect(mulberrySummary(1)).toEqual({ state: 1, next: [2693262067, 11749833, 2265367787] });
    const rng = seedRng(1);
    const before = { ...rng };
    expect(sfcSummary(rng).next).toEqual([1130556604, 2591592147, 3014952990]);
    expect(rng).toEqual(before);
  });
});

describe('step references', () => {
  const sc = { steps: [{ id: 'a' }, {}, { id: 'c', expect: { since: 'a' } }] };

  it('resolves "start", indexes and ids', () => {
    expect([stepIndex(sc, 'start'), stepIndex(sc, 1), stepIndex(sc, 'c'), stepIndex(sc, 3), stepIndex(sc, 'zz')]).toEqual([-1, 1, 2, undefined, undefined]);
  });

  it('accepts earlier references and refuses reserved, duplicate, unknown or later ones', () => {
    expect(() => checkStepRefs(sc, 'scenario "x"')).not.toThrow();
    expect(() => checkStepRefs({ steps: [{ id: 'start' }] }, 'x')).toThrow('x: steps.0.id: "start" is reserved');
    expect(() => checkStepRefs({ steps: [{ id: 'a' }, { id: 'a' }] }, 'x')).toThrow('x: steps.1.id: duplicate id "a"');
    expect(() => checkStepRefs({ steps: [{ expect: { since: 'b' } }] }, 'x')).toThrow('x: steps.0.expect.since: no step "b"');
    expect(() => checkStepRefs({ steps: [{ expect: { since: 0 } }] }, 'x')).toThrow(ScenarioError);
  });
});

describe('the until loop', () => {
  // A counter game: each default adds one; it ends at 5.
  type S = { n: number };
  const rules = {
    isAt: (s: S, t: number) => s.n === t,
    endedAt: (s: S) => (s.n >= 5 ? `step ${s.n}` : null),
    passed: (s: S, t: number) => s.n > t,
    describeTarget: (t: number) => `n ${t}`,
    describePosition: (s: S) => `n ${s.n}`,
    nextDefault: () => 'tick',
    apply: (s: S) => {
      s.n += 1;
      return { ok: true as const, events: [s.n] };
    },
  };

  it('sends defaults until the target and returns them with their events', () => {
    const s = { n: 1 };
    expect(playUntilWith(s, 3, rules)).toEqual({ sent: ['tick', 'tick'], events: [2, 3] });
    expect(s.n).toBe(3);
  });

  it('stops with a reason at the end of the game or past the target', () => {
    expect(() => playUntilWith({ n: 1 }, 9, rules)).toThrow('the game ended in step 5 before n 9');
    expect(() => playUntilWith({ n: 4 }, 2, rules)).toThrow('n 2 was passed or skipped: the game stands at n 4');
  });
});

describe('transcript counts and failure lines', () => {
  it('settles counts and ok from the results and the play error', () => {
    const t = settle({ ok: false, results: [{ pass: true }, { pass: false }], counts: { checks: 0, passed: 0, failed: 0 } });
    expect(t.counts).toEqual({ checks: 2, passed: 1, failed: 1 });
    expect(t.ok).toBe(false);
    expect(settle({ ok: false, results: [{ pass: true }], counts: { checks: 0, passed: 0, failed: 0 } }).ok).toBe(true);
    expect(settle({ ok: true, error: 'step 0: boom', results: [], counts: { checks: 0, passed: 0, failed: 0 } }).ok).toBe(false);
    expect(sumCounts([{ counts: { checks: 2, passed: 1, failed: 1 } }, { counts: { checks: 3, passed: 3, failed: 0 } }])).toEqual({ checks: 5, passed: 4, failed: 1 });
  });

  it('prints one line per play error and failed check', () => {
    const lines = stepFailureLines({
      scenarios: [
        {
          name: 'a',
          error: 'step 1 (x): boom',
          results: [
            { check: 'result', step: 0, pass: false, expected: 'accepted', actual: 'NOT_YOUR_TURN', message: 'wait' },
            { check: 'state', step: 'x', path: 'p.q', note: 'why', pass: false, expected: 1, message: 'nothing at path "p.q"' },
            { check: 'delta', step: 'x', path: 'c', pass: true },
          ],
        },
      ],
    });
    expect(lines).toEqual([
      'a: error at step 1 (x): boom',
      'a: step 0: result: expected "accepted", got "NOT_YOUR_TURN" (wait)',
      'a: step "x": state p.q (why): nothing at path "p.q"',
    ]);
  });
});

describe('simulator statistics', () => {
  it('gives min, median, mean and max, rounding the median only when asked', () => {
    expect(distribution([])).toBeNull();
    expect(distribution([3, 1, 2])).toEqual({ min: 1, median: 2, mean: 2, max: 3 });
    expect(distribution([0.111, 0.112, 1, 2])).toEqual({ min: 0.111, median: 0.556, mean: 0.81, max: 2 });
    expect(distribution([0.111, 0.112, 1, 2], true)).toEqual({ min: 0.111, median: 0.56, mean: 0.81, max: 2 });
  });

  it('sorts counts by frequency, then key, and totals records with the first ten problems', () => {
    expect(Object.entries(sortedCounts({ b: 1, a: 1, c: 2 }))).toEqual([['c', 2], ['a', 1], ['b', 1]]);
    const record = (seed: number) => ({ seed, endReason: 'END', actionTypes: { buy: 2 }, refused: {}, violations: [{ id: 'INV' }], errors: Array.from({ length: 6 }, () => ({ id: 'ERR' })) });
    const t = tallyActionSims([record(1), record(2)]);
    expect(t.endReasons).toEqual({ END: 2 });
    expect(t.actionTypes).toEqual({ buy: 4 });
    expect([t.invariantViolations, t.errors, t.problems.length]).toEqual([2, 12, 10]);
    expect(t.problems[6]).toEqual({ seed: 1, id: 'INV' });
    expect(t.problems[7]).toEqual({ seed: 2, id: 'ERR' });
  });
});

describe('the action loop', () => {
  // A counter game: 'up' is accepted, 'bad' refused; it ends at `end`.
  function loop(o: { end: number; script: (string | null)[]; throwAt?: number; maxActions?: number; broken?: boolean }) {
    const s = { n: 0, i: 0 };
    const seen: number[] = [];
    const result = playActionLoop<{ type: string }, number, { at: number; n: number; id: string; message: string }>({
      isOver: () => s.n >= o.end,
      choose: () => {
        const t = o.script[s.i++ % o.script.length];
        return t === null ? null : { type: t };
      },
      apply: (a) => {
        if (s.i - 1 === o.throwAt) throw new Error('boom');
        if (a.type === 'bad') return { ok: false, code: 'BAD' };
        s.n += 1;
        return { ok: true, events: [s.n] };
      },
      checkInvariants: () => (o.broken ? ['broken'] : []),
      problem: (at, id, message) => ({ at, n: s.n, id, message }),
      stuckMessage: () => `stuck at ${s.n}`,
      onAccepted: (events) => seen.push(...events),
      checking: true,
      record: true,
      maxActions: o.maxActions ?? 100,
    });
    return { result, seen };
  }

  it('counts accepted actions by type and refusals by code, and reports events', () => {
    const { result, seen } = loop({ end: 2, script: ['up', 'bad'] });
    expect(result).toMatchObject({ actionCount: 3, actionTypes: { up: 2 }, refused: { BAD: 1 }, stopped: null, errors: [], violations: [] });
    expect(result.actions.map((a) => a.type)).toEqual(['up', 'bad', 'up']);
    expect(seen).toEqual([1, 2]);
  });

  it('stops as STUCK when nobody can act or at the safety limit, and as ERROR when the engine throws', () => {
    expect(loop({ end: 5, script: ['up', null] }).result).toMatchObject({ stopped: 'STUCK', errors: [{ at: 0, n: 1, id: 'STUCK', message: 'stuck at 1' }] });
    expect(loop({ end: 5, script: ['bad'], maxActions: 3 }).result).toMatchObject({ stopped: 'STUCK', errors: [{ at: 2, id: 'STUCK', message: 'no end after 3 actions' }] });
    const thrown = loop({ end: 5, script: ['up'], throwAt: 1 }).result;
    expect(thrown.stopped).toBe('ERROR');
    expect(thrown.errors[0]).toMatchObject({ at: 1, id: 'THROW' });
    expect(thrown.errors[0].message).toMatch(/^action \{"type":"up"\} threw: Error: boom/);
  });

  it('checks the invariants before play and after every accepted action', () => {
    const { result } = loop({ end: 1, script: ['bad', 'up'], broken: true });
    expect(result.violations.map((v) => v.at)).toEqual([-1, 1]);
  });
});
