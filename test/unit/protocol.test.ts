import { describe, expect, it } from 'vitest';
import { decodeCommand, decodeEvent, hello, MAX_MESSAGE_CHARS, PROTOCOL_VERSION } from '../../src-shared/protocol/index.ts';

describe('protocol: commands', () => {
  it('accepts a well-formed hello as an object (IPC) and as JSON text (WebSocket)', () => {
    const command = hello('browser', 'Ann');
    expect(decodeCommand(command)).toEqual({ ok: true, value: command });
    expect(decodeCommand(JSON.stringify(command))).toEqual({ ok: true, value: command });
  });

  it.each([
    ['not JSON', '{"type":', 'MALFORMED_INPUT', /not valid JSON/],
    ['a bare number', 42, 'MALFORMED_INPUT', /no string "type"/],
    ['null', null, 'MALFORMED_INPUT', /no string "type"/],
    ['no type', { protocol: 1 }, 'MALFORMED_INPUT', /no string "type"/],
    ['an unknown type', { type: 'launch_missiles' }, 'UNKNOWN_COMMAND', /launch_missiles/],
    ['a missing field', { type: 'hello', protocol: 1 }, 'MALFORMED_INPUT', /client/],
    ['a wrong type', { type: 'hello', protocol: '1', client: { kind: 'browser' } }, 'MALFORMED_INPUT', /protocol/],
    ['an unknown enum value', { type: 'hello', protocol: 1, client: { kind: 'toaster' } }, 'MALFORMED_INPUT', /client\.kind/],
    ['an extra field', { type: 'hello', protocol: 1, client: { kind: 'browser' }, admin: true }, 'MALFORMED_INPUT', /admin/],
    ['another protocol version', { type: 'hello', protocol: PROTOCOL_VERSION + 1, client: { kind: 'browser' } }, 'PROTOCOL_MISMATCH', /protocol/],
  ])('refuses %s with a reason', (_label, raw, reason, message) => {
    const result = decodeCommand(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(result.message).toMatch(message);
  });

  it('refuses an oversized message before parsing it', () => {
    const result = decodeCommand(`{"type":"hello","pad":"${'x'.repeat(MAX_MESSAGE_CHARS)}"}`);
    expect(result).toMatchObject({ ok: false, reason: 'MESSAGE_TOO_LARGE' });
  });

  it('echoes the request id of a refused command so the client can match the answer', () => {
    expect(decodeCommand({ type: 'hello', protocol: 1, requestId: 'r7' })).toMatchObject({ ok: false, requestId: 'r7' });
  });
});

describe('protocol: events', () => {
  it('accepts welcome and error events', () => {
    const welcome = { type: 'welcome', protocol: PROTOCOL_VERSION, hostVersion: '0.1.0', connectionId: 'c1' };
    expect(decodeEvent(JSON.stringify(welcome))).toEqual({ ok: true, value: welcome });
    const error = { type: 'error', reason: 'MALFORMED_INPUT', message: 'bad' };
    expect(decodeEvent(error)).toEqual({ ok: true, value: error });
  });

  it('refuses a malformed welcome with a reason', () => {
    expect(decodeEvent({ type: 'welcome', protocol: 1, hostVersion: '', connectionId: 'c' })).toMatchObject({
      ok: false,
      reason: 'MALFORMED_INPUT',
    });
    expect(decodeEvent({ type: 'error', reason: 'lower case', message: '' })).toMatchObject({ ok: false });
  });
});

describe('protocol: large events', () => {
  it('accepts a view far larger than the command limit (long games with many seats have large views)', () => {
    const view = {
      type: 'view', gameId: 'g', view: { phase: 'PLACE_STOCK_ORDERS', turn: 12, status: 'RUNNING', pad: 'x'.repeat(MAX_MESSAGE_CHARS * 4) },
      private: {}, session: { state: '"x"', serial: 1, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [] }, events: [],
    };
    expect(decodeEvent(JSON.stringify(view)).ok).toBe(true);
  });
});

describe('protocol: local profiles', () => {
  it('takes a profile name of 1 to 40 characters, and a profile id on seats, joins and claims', () => {
    expect(decodeCommand({ type: 'create_profile', name: 'Ada' }).ok).toBe(true);
    expect(decodeCommand({ type: 'create_profile', name: '' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
    expect(decodeCommand({ type: 'create_profile', name: 'x'.repeat(41) })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
    expect(decodeCommand({ type: 'set_profile_settings', profileId: 'p1', unlockAllModes: true }).ok).toBe(true);
    expect(decodeCommand({ type: 'set_profile_settings', profileId: 'p1', unlockAllModes: 'yes' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
    expect(decodeCommand({ type: 'join', code: 'ABCDE', profile: 'p1' }).ok).toBe(true);
    expect(decodeCommand({ type: 'claim_seat', gameId: 'g', player: 'P1', profile: 'p1' }).ok).toBe(true);
    expect(decodeCommand({ type: 'create_game', seats: [{ name: 'A', kind: 'human', profile: 'p1' }, { name: 'B', kind: 'human' }] }).ok).toBe(true);
    expect(decodeCommand({ type: 'join', code: 'ABCDE', profile: '' })).toMatchObject({ ok: false, reason: 'MALFORMED_INPUT' });
  });

  it('reads profiles with their per-game locks, and a seat\'s profile in a view', () => {
    const profiles = {
      type: 'profiles', profileId: 'p1',
      profiles: [{ id: 'p1', name: 'Ada', createdAt: 0, settings: { unlockAllModes: false }, games: { tycoon: { title: 'T', summary: 's', locks: [{ option: 'mode', locked: [{ value: 'investor', text: 'Investor: 2 / 3' }], comingSoon: [] }] } } }],
    };
    expect(decodeEvent(profiles)).toEqual({ ok: true, value: profiles });
    expect(decodeEvent({ ...profiles, profiles: [{ ...profiles.profiles[0], settings: {} }] })).toMatchObject({ ok: false });
    const seat = { player: 'P1', name: 'Ada', kind: 'human', connected: true, profile: { name: 'Ada', lacks: ['Investor: 2 / 3'] } };
    const view = { type: 'view', gameId: 'g', view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, private: {}, events: [], session: { state: '"lobby"', serial: 0, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, seats: [seat] } };
    const decoded = decodeEvent(view);
    expect(decoded.ok && decoded.value.type === 'view' && decoded.value.session.seats[0].profile).toEqual(seat.profile);
  });
});
