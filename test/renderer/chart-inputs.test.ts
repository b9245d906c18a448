/**
 * Issue 24: the Sectors board hands its charts the same objects while their figures stay the same, so a change
 * that moves no charted figure (another seat readying) does not rebuild the charts on a phone.
 */
import { describe, expect, it } from 'vitest';
import { same } from '../../src-renderer/games/sectors/charts/chart-inputs.ts';
import { deepEqual as equalJson } from '../../src-shared/copy.ts';

describe('chart inputs', () => {
  it('compares plain JSON data deeply: values, arrays in order, objects by their keys', () => {
    expect(equalJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(equalJson([1, 2], [2, 1])).toBe(false);
    expect(equalJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equalJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(equalJson([], {})).toBe(false);
    expect(equalJson(null, {})).toBe(false);
    expect(equalJson(0, false)).toBe(false);
  });

  it('hands back the previous object when the next is equal, the next one when anything moved', () => {
    const first = [{ turn: 1, prices: { FUN: 60 } }];
    const equal = [{ turn: 1, prices: { FUN: 60 } }];
    const moved = [{ turn: 1, prices: { FUN: 61 } }];
    expect(same(undefined, first)).toBe(first);
    expect(same(first, equal)).toBe(first);
    expect(same(first, moved)).toBe(moved);
  });
});
