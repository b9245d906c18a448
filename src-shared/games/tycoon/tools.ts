/**
 * Stock Market Tycoon's hook for the offline tools (src-shared/platform/testing/game-tools.ts): the flags the
 * README promised (`--mode`, `--variant`, `--years` for `--option KEY=VALUE`), Strategist as the tools' default
 * mode (every feature in play, as the sims always ran), end-reason codes, bankruptcies counted by `npm run sim`,
 * Tycoon's own scenario format (docs/SCENARIOS.md, "Stock Market Tycoon"), its docs/phases/tycoon.md, and the
 * hand-kept words of docs/PROTOCOL-TYCOON.md.
 */
import { renderTycoonPhasesDoc } from './live/phases-doc.ts';
import { protocolNotes } from './protocol-notes.ts';
import { ownScenarioFormat, type GameTools } from '../../platform/testing/game-tools.ts';
import type { TycoonGame } from './live/types.ts';
import { failureLines, runScenarioFile, ScenarioError } from './testing/scenario-runner.ts';

export const gameTools: GameTools<TycoonGame> = {
  optionAliases: [
    { flag: 'mode', option: 'mode', takes: 'value' },
    { flag: 'variant', option: 'variant', takes: 'value' },
    { flag: 'years', option: 'years', takes: 'value' },
  ],
  toolDefaults: { mode: 'strategist' },
  // The game ends early when fewer than two players stay solvent (rules/tycoon.md), else after its years.
  endReason: (g) => (g.core.order.length < 2 ? 'SOLVENCY' : 'YEARS'),
  simStats: (g) => ({ bankruptcies: Object.keys(g.core.players).length - g.core.order.length }),
  phasesDoc: renderTycoonPhasesDoc,
  protocolNotes,
  scenario: ownScenarioFormat(runScenarioFile, failureLines, ScenarioError),
};
