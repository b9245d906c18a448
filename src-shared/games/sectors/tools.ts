/**
 * Sectors' hook for the offline tools (src-shared/platform/testing/game-tools.ts): `--max-turns T` as the
 * spelling of `--option maxTurns=T` the README has always shown, the engine's end-reason codes (MAX_TURNS, …),
 * orders rejected at resolution counted by `npm run sim`, Sectors' own scenario format (the worked examples,
 * docs/SCENARIOS.md), its docs/phases/sectors.md and the hand-kept words of its protocol reference
 * (docs/PROTOCOL-REFERENCE.md).
 */
import { renderPhasesDoc } from './phases-doc.ts';
import { protocolNotes } from './protocol-notes.ts';
import { ownScenarioFormat, type GameTools } from '../../platform/testing/game-tools.ts';
import { failureLines, runScenarioFile, ScenarioError } from './testing/scenario-runner.ts';
import type { GameState } from './types.ts';

export const gameTools: GameTools<GameState> = {
  optionAliases: [{ flag: 'max-turns', option: 'maxTurns', takes: 'value' }],
  endReason: (s) => s.endReason ?? 'ENDED',
  // Orders rejected and company actions skipped when a phase resolves: legal when sent, refused by the outcome.
  eventStat: (e) => (e.type === 'ORDER_REJECTED' || e.type === 'COMPANY_ACTION_SKIPPED' ? `rejected at resolution: ${String(e.reason)}` : null),
  phasesDoc: renderPhasesDoc,
  protocolNotes,
  scenario: ownScenarioFormat(runScenarioFile, failureLines, ScenarioError),
};
