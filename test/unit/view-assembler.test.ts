/** The client's half of view deltas: deltas applied in order, a gap or a patch that does not apply asks for one resync. */
import { describe, expect, it } from 'vitest';
import { diffDocuments, ViewAssembler } from '../../src-shared/protocol/index.ts';

const full = (seq: number, turn: number, hand: string[]) => ({
  type: 'view', gameId: 'g', seq, view: { phase: 'A', turn, status: 'RUNNING' }, private: { P1: { player: 'P1', hand } }, session: { serverNow: seq }, events: [],
});
const delta = (seq: number, from: ReturnType<typeof full>, to: ReturnType<typeof full>) => ({
  type: 'view_delta', gameId: 'g', seq,
  patch: diffDocuments({ view: from.view, private: from.private, session: from.session }, { view: to.view, private: to.private, session: to.session }),
  events: [{ type: 'E' }],
});

describe('ViewAssembler', () => {
  it('hands on full views and turns deltas in order into full views equal to the host\'s', () => {
    const a = new ViewAssembler();
    const v1 = full(1, 1, ['x']);
    const v2 = full(2, 2, ['x', 'y']);
    const v3 = full(3, 2, ['y']);
    expect(a.accept(v1)).toEqual({ view: v1 });
    const out2 = a.accept(delta(2, v1, v2));
    expect(out2 && 'view' in out2 && out2.view).toMatchObject({ type: 'view', seq: 2, view: v2.view, private: v2.private, session: v2.session, events: [{ type: 'E' }] });
    const out3 = a.accept(delta(3, v2, v3));
    expect(out3 && 'view' in out3 && out3.view.private).toEqual(v3.private);
    // What it handed on is a copy: changing it does not change what the next delta applies to.
    (out3 as { view: { private: { P1: { hand: string[] } } } }).view.private.P1.hand.push('z');
    expect(a.document('g')?.private).toEqual(v3.private);
  });

  it('hands on a part no operation touched as the same object, and a changed part as a new one', () => {
    const a = new ViewAssembler();
    const v1 = full(1, 1, ['x']);
    const first = a.accept(v1) as { view: { view: unknown; private: unknown } };
    const v2 = { ...full(2, 1, ['x']), session: { serverNow: 99 } };
    const second = a.accept(delta(2, v1, v2)) as { view: { view: unknown; private: unknown; session: unknown } };
    expect(second.view.view).toBe(first.view.view);
    expect(second.view.private).toBe(first.view.private);
    expect(second.view.session).toEqual({ serverNow: 99 });
    const third = a.accept(delta(3, v2, { ...v2, view: { ...v2.view, turn: 2 } })) as { view: { view: unknown; private: unknown } };
    expect(third.view.view).not.toBe(second.view.view);
    expect(third.view.view).toEqual({ phase: 'A', turn: 2, status: 'RUNNING' });
    expect(third.view.private).toBe(first.view.private);
  });

  it('in a changed part, hands on each member no operation touched as the same object (a board redraws only what moved)', () => {
    const a = new ViewAssembler();
    const v1 = { ...full(1, 1, ['x']), view: { phase: 'A', turn: 1, status: 'RUNNING', companies: [{ id: 'FUN', price: 60 }], 'a/b': { n: 1 } }, private: { P1: { player: 'P1', hand: ['x'] }, P2: { player: 'P2', hand: [] } } };
    const first = a.accept(v1) as { view: { view: Record<string, unknown>; private: Record<string, unknown> } };
    const v2 = { ...v1, seq: 2, view: { ...v1.view, turn: 2, 'a/b': { n: 2 } }, private: { ...v1.private, P2: { player: 'P2', hand: ['y'] } } };
    const second = a.accept(delta(2, v1 as never, v2 as never)) as { view: { view: Record<string, unknown>; private: Record<string, unknown> } };
    expect(second.view.view).toEqual(v2.view);
    expect(second.view.view.companies).toBe(first.view.view.companies);
    expect(second.view.view['a/b']).not.toBe(first.view.view['a/b']);
    expect(second.view.private.P1).toBe(first.view.private.P1);
    expect(second.view.private.P2).toEqual({ player: 'P2', hand: ['y'] });
    // A member removed is gone; one added is there.
    const v3 = { ...v2, seq: 3, view: { phase: 'A', turn: 2, status: 'RUNNING', 'a/b': { n: 2 }, orders: [] } };
    const third = a.accept(delta(3, v2 as never, v3 as never)) as { view: { view: Record<string, unknown> } };
    expect(third.view.view).toEqual(v3.view);
    expect(third.view.view['a/b']).toBe(second.view.view['a/b']);
  });

  it('asks for one resync on a gap, drops deltas until the full view, then goes on', () => {
    const a = new ViewAssembler();
    const v1 = full(1, 1, []);
    const v2 = full(2, 2, []);
    const v3 = full(3, 3, []);
    a.accept(v1);
    expect(a.accept(delta(3, v2, v3))).toEqual({ resync: 'g' });
    expect(a.accept(delta(4, v3, full(4, 4, [])))).toBeNull();
    expect(a.document('g')).toBeNull();
    const v5 = full(5, 5, []);
    expect(a.accept(v5)).toEqual({ view: v5 });
    expect(a.accept(delta(6, v5, full(6, 6, [])))).toMatchObject({ view: { seq: 6, view: { turn: 6 } } });
  });

  it('asks for a resync when a patch does not apply (its test fails or its path is missing)', () => {
    const a = new ViewAssembler();
    a.accept(full(1, 1, []));
    expect(a.accept({ type: 'view_delta', gameId: 'g', seq: 2, patch: [{ op: 'replace', path: '/view/nowhere/deep', value: 1 }], events: [] })).toEqual({ resync: 'g' });
    a.accept(full(3, 1, []));
    expect(a.accept({ type: 'view_delta', gameId: 'g', seq: 4, patch: [{ op: 'test', path: '/view/turn', value: 9 }], events: [] })).toEqual({ resync: 'g' });
  });

  it('a delta before any full view of its game asks for one; full views without seq are handed on and not kept', () => {
    const a = new ViewAssembler();
    expect(a.accept({ type: 'view_delta', gameId: 'h', seq: 2, patch: [], events: [] })).toEqual({ resync: 'h' });
    const plain = { ...full(1, 1, []), seq: undefined };
    expect(a.accept(plain)).toEqual({ view: plain });
    expect(a.document('g')).toBeNull();
    expect(a.accept({ type: 'welcome' })).toBeNull();
  });
});
