/**
 * The 1876 stock round's hook for the offline tools (src-shared/platform/testing/game-tools.ts): the flags the
 * README promised (`--rounds R`, and the switches `--rebuy` and `--company-from-director` for the table rules),
 * its end-reason code, its own scenario format (docs/SCENARIOS.md, "1876 stock round"), its section of
 * docs/phases/sr1876.md, and the hand-kept words of docs/PROTOCOL-SR1876.md.
 */
import { renderSr1876PhasesDoc } from './live/phases-doc.ts';
import { protocolNotes } from './protocol-notes.ts';
import { ownScenarioFormat, type GameTools } from '../../platform/testing/game-tools.ts';
import type { Sr1876Game } from './live/types.ts';
import { failureLines, runScenarioFile, ScenarioError } from './testing/scenario-runner.ts';

export const gameTools: GameTools<Sr1876Game> = {
  optionAliases: [
    { flag: 'rounds', option: 'rounds', takes: 'value' },
    { flag: 'rebuy', option: 'noRebuyAfterSale', takes: 'switch', value: false },
    { flag: 'company-from-director', option: 'companyMayBuyFromDirector', takes: 'switch', value: true },
  ],
  // The stock round always plays all its rounds (S-D14 caps each one).
  endReason: () => 'ROUNDS',
  phasesDoc: renderSr1876PhasesDoc,
  protocolNotes,
  scenario: ownScenarioFormat(runScenarioFile, failureLines, ScenarioError),
};
