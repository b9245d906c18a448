/**
 * bench:lan for any game (src-main/cli/bench-lan-toggle.ts): each seat's change is worked out on the module at the
 * start of the deal the host makes — readiness and back where the game lets a seat take it back, else leaving and
 * coming back — and the commands it sends are ones the host's protocol takes.
 */
import { describe, expect, it } from 'vitest';
import { LAN_TABLE, startToggles, toggleCommand } from '../../src-main/cli/bench-lan-toggle.ts';
import { seatNames } from '../../src-main/cli/game-options.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { decodeCommand } from '../../src-shared/protocol/index.ts';

describe.each(gameRegistry.kinds())('%s', (kind) => {
  const module = gameRegistry.get(kind)!;
  const seats = Math.min(module.meta.players.max, 20);
  const { window, toggles } = startToggles(module, seats, {}, 1);

  it('gives every seat a toggle in the first window, and a ready toggle leaves that window as it was', () => {
    expect(toggles).toHaveLength(seats);
    const state = module.create(module.config.make(seats, seatNames(seats), {}, LAN_TABLE), 1);
    expect(activeWindow(module.windows(state))!.id).toBe(window);
    const before = JSON.stringify(activeWindow(module.windows(state)));
    for (const toggle of toggles) {
      if (toggle.kind !== 'ready') continue;
      const copy = module.copy(state);
      expect(module.applyInPlace(copy, toggle.there).ok).toBe(true);
      expect(module.applyInPlace(copy, toggle.back).ok).toBe(true);
      expect(JSON.stringify(activeWindow(module.windows(copy)))).toBe(before);
    }
  });

  it('sends commands the protocol takes: an act in the first window, or leave and a rejoin', () => {
    const at = { gameId: 'game-1', player: 'P1', phaseSerial: window, clientSeq: 1, rejoin: { type: 'join', code: 'ABCDE', token: 'token-token-1' } };
    for (const on of [true, false]) {
      const command = toggleCommand(toggles[0], on, at);
      expect(decodeCommand(JSON.stringify(command), 64 * 1024), JSON.stringify(command)).toMatchObject({ ok: true });
      if (toggles[0].kind === 'ready') expect(command).toMatchObject({ type: 'act', phaseSerial: window, player: 'P1' });
      else expect(command.type).toBe(on ? 'leave' : 'join');
    }
  });
});

it('Sectors toggles readiness (READY / UNREADY), as the recorded figures did', () => {
  const { toggles } = startToggles(gameRegistry.get('sectors')!, 20, {}, 1);
  expect(toggles.every((t) => t.kind === 'ready' && t.there.type === 'READY' && t.back.type === 'UNREADY')).toBe(true);
});
