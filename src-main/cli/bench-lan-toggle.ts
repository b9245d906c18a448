/**
 * What a seat sends in `bench:lan` to change every watcher's view without moving the game on, for any game: it
 * readies and takes it back where the game lets a seat do so (Sectors: READY / UNREADY), otherwise its player
 * leaves and comes back (the roster marks the seat away, then back) — the small update of bench-ui-position.ts,
 * worked out on the module for each seat at the start of the game the host will deal (same config, same seed).
 */
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { smallUpdate, type SmallUpdate } from './bench-ui-position.ts';
import { seatNames } from './game-options.ts';

/** The benches' tables: no timers, so the window they toggle in never ends by itself. */
export const LAN_TABLE: TableOptions = { ...DEFAULT_TABLE_OPTIONS, timerMode: 'TIMERLESS' };

/** The first window's id and each seat's toggle in it (`P1` first) for a game of `seats` dealt with `seed`. */
export function startToggles(module: AnyGameModule, seats: number, options: Record<string, unknown>, seed: number): { window: number; toggles: SmallUpdate[] } {
  const state = module.create(module.config.make(seats, seatNames(seats), options, LAN_TABLE), seed);
  const w = activeWindow(module.windows(state));
  if (!w) throw new Error(`${module.meta.title} opens no window at its start`);
  return { window: w.id, toggles: Array.from({ length: seats }, (_, i) => smallUpdate(module, state, w, `P${i + 1}`)) };
}

export type ToggleAt = { gameId: string; player: string; phaseSerial: number; clientSeq: number; rejoin: Record<string, unknown> };

/** The command that turns a seat's toggle on (readied, or gone) or back off (unreadied, or back with `rejoin`). */
export function toggleCommand(toggle: SmallUpdate, on: boolean, at: ToggleAt): Record<string, unknown> {
  if (toggle.kind === 'presence') return on ? { type: 'leave', gameId: at.gameId } : at.rejoin;
  const { player: _player, ...action } = on ? toggle.there : toggle.back;
  return { type: 'act', gameId: at.gameId, player: at.player, phaseSerial: at.phaseSerial, clientSeq: at.clientSeq, action };
}

/** Who must receive the change: everybody, but a seat that has just left (it no longer watches the game). */
export const receivesOwnChange = (toggle: SmallUpdate): boolean => toggle.kind === 'ready';
