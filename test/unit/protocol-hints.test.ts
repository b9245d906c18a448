/** The protocol's hint additions: `hint`, `control set_hints {on}`, `hint_result` and `session.hints`. */
import { describe, expect, it } from 'vitest';
import { decodeCommand, decodeEvent } from '../../src-shared/protocol/index.ts';
import { hintsAllowed, tableOptionProblems, tableOptionsFrom } from '../../src-shared/platform/table-options.ts';

const gameId = '0b6a3c1e-6a0e-4f53-9a4f-2f2d0d3f9a11';

describe('hint commands and events', () => {
  it('decodes `hint` for a seat, and refuses extra or missing fields', () => {
    const command = { type: 'hint', gameId, player: 'P1', requestId: 'ri1' };
    expect(decodeCommand(command)).toEqual({ ok: true, value: command });
    expect(decodeCommand({ type: 'hint', gameId })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
    expect(decodeCommand({ ...command, level: 'hard' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
    expect(decodeCommand({ ...command, player: 'Ann' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
  });

  it('decodes the facilitator switch `set_hints` with a boolean `on`', () => {
    expect(decodeCommand({ type: 'control', gameId, command: 'set_hints', on: true })).toMatchObject({ ok: true });
    expect(decodeCommand({ type: 'control', gameId, command: 'set_hints', on: 'yes' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
  });

  it('decodes `hint_result` and a view whose session says whether hints are allowed', () => {
    const result = { type: 'hint_result', gameId, player: 'P1', window: 12, level: 'hard', inputs: [{ type: 'pass', player: 'P1' }], why: 'Pass: nothing pays better.' };
    expect(decodeEvent(result)).toEqual({ ok: true, value: result });
    expect(decodeEvent({ ...result, why: 3 })).toMatchObject({ ok: false });
    const session = { state: 'lobby', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [] };
    const view = (hints: unknown) => ({ type: 'view', gameId, view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, session: { ...session, hints }, events: [] });
    for (const hints of ['on', 'solo', 'off']) expect(decodeEvent(view(hints))).toMatchObject({ ok: true });
    expect(decodeEvent(view('maybe'))).toMatchObject({ ok: false });
  });
});

describe('the hints table option', () => {
  it('is off unless switched on (old options read unchanged), and solo games always have hints', () => {
    expect(tableOptionsFrom({})).not.toHaveProperty('hints');
    expect(tableOptionsFrom({ hints: true })).toMatchObject({ hints: true });
    expect(tableOptionsFrom({ hints: 'true' })).not.toHaveProperty('hints');
    expect(tableOptionProblems({ ...tableOptionsFrom({}), hints: 'yes' as never })).toEqual(['hints must be true or false']);
    expect(hintsAllowed({}, 2)).toBe(false);
    expect(hintsAllowed({ hints: false }, 1)).toBe(true);
    expect(hintsAllowed({ hints: true }, 5)).toBe(true);
  });
});
