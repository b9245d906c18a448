/**
 * Issue 23: the shell's `check` hands a board the game's preview that came with the host's verdict
 * (`check_result.preview`), accepted or refused, and nothing when the host sent none.
 */
import { describe, expect, it } from 'vitest';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { deskWith } from './shell-fake-client.ts';

const preview = { money: 'cost', amount: 75_000 };

describe('Desk.check', () => {
  it('passes the host\'s preview on with the verdict, for an accepted and a refused input alike', async () => {
    const answers: HostEvent[] = [
      { type: 'check_result', ok: true, preview } as HostEvent,
      { type: 'check_result', ok: false, reason: 'INSUFFICIENT_CASH', message: 'cash', preview } as HostEvent,
      { type: 'check_result', ok: true } as HostEvent,
    ];
    const { desk, client } = deskWith((_command: Command) => answers.shift()!);
    desk.game = { gameId: 'g1', joinCode: 'ABCDE', facilitator: false, watcher: null, players: ['P1'], hostSecret: null };
    expect(await desk.check('P1', { type: 'buy' })).toEqual({ ok: true, preview });
    expect(await desk.check('P1', { type: 'buy' })).toEqual({ ok: false, reason: 'INSUFFICIENT_CASH', message: 'cash', preview });
    expect(await desk.check('P1', { type: 'buy' })).toEqual({ ok: true });
    expect(client.sent.filter((c) => c.type === 'check')).toHaveLength(3);
  });
});
