/**
 * Sectors' tutorials hook (docs/TUTORIALS.md): a tutorial's position is a Sectors scenario position (`config`,
 * `seed`, `start`, `overrides`; docs/SCENARIOS.md), built by the same code as scenarios (position.ts), and its
 * checks read the scenario state summary (position-summary.ts).
 */
import type { TutorialHook } from '../../platform/module.ts';
import { startPosition } from './position.ts';
import { summarize } from './position-summary.ts';
import type { GameState } from './types.ts';

export const sectorsTutorials: TutorialHook<GameState> = {
  start: startPosition,
  config: (state) => state.config,
  summary: summarize,
};
