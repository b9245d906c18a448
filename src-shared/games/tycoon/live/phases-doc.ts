/**
 * The Tycoon docs/phases/tycoon.md, written from the phase graph the session chart is built from (`npm run
 * docs:phases`; a test fails when the file is out of date). The words per phase restate rules/tycoon.md §14.
 */
import { TYCOON_PHASES, TYCOON_SUCCESSORS, type TycoonPhase } from './windows.ts';

const ABOUT: Record<TycoonPhase, { window: string; who: string; closes: string; timeout: string }> = {
  P1: { window: 'simultaneous, secret', who: 'each Chairman, once per company chaired (Strategist, year ≥ 2)', closes: 'every rate in', timeout: 'rate stays 10' },
  TURN: { window: 'sequential, secret (one per turn)', who: 'the seat whose turn it is: its debt settlement, rights prompts, then one action', closes: 'the action (a pass included)', timeout: 'settlement auto plan, or decline the prompts and pass' },
  BUYBACK: { window: 'interrupt above the turn (its clock stands still)', who: 'other holders of ≥ 1,000 shares', closes: 'every offer in', timeout: 'offer 0' },
  E1: { window: 'simultaneous, secret', who: 'Directors holding a price card of their company', closes: 'every answer in', timeout: 'no withhold' },
  E2: { window: 'display', who: 'active seats (the reveal)', closes: 'everyone ready', timeout: 'review time ends (TIMED only)' },
  E3: { window: 'simultaneous, secret', who: 'Chairmen with a counted card of their company', closes: 'every answer in', timeout: 'no strike' },
  E4: { window: 'display', who: 'active seats (the tally)', closes: 'everyone ready', timeout: 'review time ends (TIMED only)' },
  E5: { window: 'sequential, secret (one per holder)', who: 'each Share Suspended holder in turn order', closes: 'its answer', timeout: 'suspend nothing' },
  E8: { window: 'display', who: 'active seats (currency, shorts, options settled)', closes: 'everyone ready', timeout: 'review time ends (TIMED only)' },
  E9: { window: 'simultaneous, secret', who: 'debtors whose holdings cover their debt', closes: 'every answer in', timeout: 'auto-liquidation' },
};

export function renderTycoonPhasesDoc(): string {
  const rows = TYCOON_PHASES.map((p) => {
    const a = ABOUT[p];
    return `| \`${p}\` | ${a.window} | ${a.who} | ${a.closes} | ${a.timeout} | ${TYCOON_SUCCESSORS[p].map((n) => `\`${n}\``).join(', ')} |`;
  });
  return [
    '# Phases of a Stock Market Tycoon session',
    '',
    'Generated from `src-shared/games/tycoon/live/windows.ts` by `npm run docs:phases`. The chart is the same',
    'shape as Sectors\' (lobby → game: `phase` ∥ `clock` → over); its phase states are these. A market year is',
    '`P1` (if any Chairman, Strategist), three rounds of `TURN`s, then the year end `E1`…`E9`; the automatic steps',
    '(P2 deal, E6, E7, E10, E11) run inside the step before them. Empty windows are skipped (rules/tycoon.md §14).',
    '',
    '| Phase | Window | Who acts | Closes when | On timeout | May be followed by |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
