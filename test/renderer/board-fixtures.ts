/**
 * Real game views for the board's component tests: games built by the rules engine itself (no hand-made
 * view objects), moved to a phase with the engine's scenario helpers.
 */
import { create, makeConfig, view, type GameView } from '../../src-shared/games/sectors/index.ts';
import { applyOverrides, fastForward, type Overrides } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { PhaseId } from '../../src-shared/games/sectors/data.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import type { GameConfig, GameState, PlayerId } from '../../src-shared/games/sectors/types.ts';
import { activeWindow, windowDurationMs } from '../../src-shared/platform/windows.ts';
import { tableOptionsFrom } from '../../src-shared/platform/table-options.ts';
import type { Outcome, SessionInfo, WindowInfo } from '../../src-renderer/client/desk.svelte.ts';
import type { SeatAction } from '../../src-renderer/games/sectors/board/model.ts';

export const SECTORS_UNDER_TEST = ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] as const;

/** A 3-seat game (Ann, Bob, Cleo) standing at `phase` of `turn`, with optional overrides applied there. */
export function gameAt(phase: PhaseId = 'PLACE_STOCK_ORDERS', config: Partial<GameConfig> = {}, overrides?: Overrides, turn = 1): GameState {
  const s = create(makeConfig(3, { sectors: [...SECTORS_UNDER_TEST], reviewSeconds: 5, playerNames: ['Ann', 'Bob', 'Cleo'], ...config }), 1);
  fastForward(s, turn, phase);
  if (overrides) applyOverrides(s, overrides);
  return s;
}

export function viewOf(s: GameState, player: PlayerId | null): GameView {
  return view(s, player ? { role: 'player', player } : { role: 'spectator' });
}

/**
 * A board's `check` as the host answers it: the verdict is `verdict`'s (a test's stand-in, accepting by default),
 * and the engine's preview of the input goes with it as the host adds it (`GameModule.preview`, on the input as
 * it arrives over the wire: JSON, decoded by the game's schemas), so the order ticket shows the engine's numbers.
 */
export function previewingCheck(s: GameState, seat: PlayerId, verdict: (action: SeatAction) => Promise<Outcome> = async () => ({ ok: true })) {
  return async (action: SeatAction): Promise<Outcome> => {
    const answer = await verdict(action);
    const decoded = sectorsModule.inputs.decode(JSON.parse(JSON.stringify({ ...action, player: seat })));
    const preview = decoded.ok ? sectorsModule.preview?.(s, decoded.input) : null;
    return preview ? { ...answer, preview } : answer;
  };
}

export function companyIds(s: GameState): string[] {
  return s.companies.map((c) => c.id);
}

/** The open window as the host describes it in `session.window` (from the Sectors module, at the game's pace). */
export function windowOf(s: GameState, pace = s.config.phaseTimeMultiplier): WindowInfo | null {
  const w = activeWindow(sectorsModule.windows(s));
  if (!w) return null;
  const table = { ...tableOptionsFrom(s.config as unknown as Record<string, unknown>), pace };
  return { id: w.id, phase: w.phase, kind: w.kind, seats: w.seats, ready: w.ready, secret: w.secret, durationMs: windowDurationMs(w, table) };
}

/** The session facts of a view message for a game standing at `s` (every seat human and connected unless patched). */
export function sessionOf(s: GameState, patch: Partial<SessionInfo> = {}): SessionInfo {
  return {
    kind: 'sectors', state: '"game"', serial: s.phaseSerial, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: Date.now(),
    window: windowOf(s, patch.pace ?? 1),
    seats: s.players.map((p) => ({ player: p.id, name: p.name, kind: 'human' as const, connected: true })),
    ...patch,
  };
}
