/**
 * The stock round's docs/phases/sr1876.md, written from the phase graph the session chart is built from (`npm run
 * docs:phases`; a test fails when the file is out of date). The words per phase restate rules/stock-round-1876.md
 * §13 and the live layer's choices (RULES-DECISIONS SR-13…).
 */
import { SR1876_PHASES, SR1876_SUCCESSORS, type Sr1876Phase } from './windows.ts';

const ABOUT: Record<Sr1876Phase, { window: string; who: string; closes: string; timeout: string }> = {
  DECLARE: { window: 'sequential (one per director)', who: 'each director with treasury shares, in seat order from the priority holder', closes: 'every company declared', timeout: 'declare 0 for each company left' },
  TURN: { window: 'sequential (one per turn)', who: 'the seat whose turn it is: a sale of one company, then one purchase', closes: 'a purchase or `endTurn`', timeout: '`endTurn` (a pass if nothing was done)' },
  OFFER: { window: 'interrupt above the turn, sealed (its clock stands still)', who: 'the candidates from the seller\'s left and the company\'s director', closes: 'every answer in', timeout: 'decline' },
  ROUND_END: { window: 'display (the live layer\'s review)', who: 'every seat (the payout, and the next round\'s modernity bonus)', closes: 'everyone ready', timeout: 'review time ends (TIMED only)' },
};

export function renderSr1876PhasesDoc(): string {
  const rows = SR1876_PHASES.map((p) => {
    const a = ABOUT[p];
    return `| \`${p}\` | ${a.window} | ${a.who} | ${a.closes} | ${a.timeout} | ${SR1876_SUCCESSORS[p].map((n) => `\`${n}\``).join(', ')} |`;
  });
  return [
    '# Phases of a 1876 stock round session',
    '',
    'Generated from `src-shared/games/sr1876/live/windows.ts` by `npm run docs:phases`. The chart is the same',
    'shape as the other games\' (lobby → game: `phase` ∥ `clock` → over); its phase states are these. A round is',
    'its `DECLARE` windows, `TURN`s (each sale with its `OFFER` passes) until every seat has passed in a row (or the',
    'S-D14 cap), then the `ROUND_END` review. The modernity bonus, absorptions and the payout run inside the step',
    'that reaches them (rules/stock-round-1876.md §13); empty windows are skipped.',
    '',
    '| Phase | Window | Who acts | Closes when | On timeout | May be followed by |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
