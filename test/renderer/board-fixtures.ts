/**
 * Real game views for the board's component tests: games built by the rules engine itself (no hand-made
 * view objects), moved to a phase with the engine's scenario helpers.
 */
import { create, makeConfig, view, type GameView } from '../../src-shared/games/sectors/index.ts';
import { applyOverrides, fastForward, type Overrides } from '../../src-shared/games/sectors/scenario.ts';
import type { PhaseId } from '../../src-shared/games/sectors/data.ts';
import type { GameConfig, GameState, PlayerId } from '../../src-shared/games/sectors/types.ts';

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

export function companyIds(s: GameState): string[] {
  return s.companies.map((c) => c.id);
}
