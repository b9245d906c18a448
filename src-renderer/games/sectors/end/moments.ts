/**
 * Key moments of a finished game for the end screen: the biggest price moves, the largest dividends,
 * bankruptcies and the bank breaking. Taken from the event log this screen saw (`desk.log`); when the game
 * is reviewed later (no log), price moves come from the per-turn history and bankruptcies from the companies.
 */
import type { EventOf, GameEvent } from '../../../../src-shared/games/sectors/types.ts';
import type { PublicView } from '../../../../src-shared/games/sectors/schemas.ts';

export type Moment =
  | { kind: 'rise' | 'fall'; turn: number; company: string; from: number; to: number }
  | { kind: 'dividend'; turn: number; company: string; amount: number }
  | { kind: 'bankrupt'; turn: number | null; company: string }
  | { kind: 'bank'; turn: number };

type Move = Extract<Moment, { kind: 'rise' | 'fall' }>;
type MomentsView = Pick<PublicView, 'history' | 'companies' | 'bankBroken' | 'turn'>;

/** The change of a move relative to where it started (a fall from $10 to $5 weighs like a rise from $10 to $15). */
function weight(from: number, to: number): number {
  return Math.abs(to - from) / Math.max(1, from);
}

/** The log's events of one type. */
const ofType = <T extends GameEvent['type']>(log: readonly GameEvent[], type: T) => log.filter((e): e is EventOf<T> => e.type === type);

export function keyMoments(view: MomentsView, log: readonly GameEvent[], limit = 3): Moment[] {
  const moves: Move[] = [];
  for (const { from, to, turn, company } of ofType(log, 'PRICE_MOVED')) {
    if (from !== to) moves.push({ kind: to > from ? 'rise' : 'fall', turn, company, from, to });
  }
  if (moves.length === 0) {
    // No log: compare the prices at the end of consecutive turns.
    for (let i = 1; i < view.history.length; i++) {
      const before = view.history[i - 1];
      const after = view.history[i];
      for (const [company, to] of Object.entries(after.prices)) {
        const from = before.prices[company];
        if (from === undefined || from === to || to === 0) continue;
        moves.push({ kind: to > from ? 'rise' : 'fall', turn: after.turn, company, from, to });
      }
    }
  }
  const bigMoves = moves
    .sort((a, b) => weight(b.from, b.to) - weight(a.from, a.to) || Math.abs(b.to - b.from) - Math.abs(a.to - a.from))
    .slice(0, limit);

  const dividends: Moment[] = ofType(log, 'DIVIDEND_PAID')
    .filter((e) => e.distributed > 0)
    .map((e) => ({ kind: 'dividend' as const, turn: e.turn, company: e.company, amount: e.distributed }))
    .sort((a, b) => b.amount - a.amount)
    .slice(0, limit);

  const bankrupt: Extract<Moment, { kind: 'bankrupt' }>[] = ofType(log, 'COMPANY_BANKRUPT').map((e) => ({ kind: 'bankrupt' as const, turn: e.turn, company: e.company }));
  for (const c of view.companies) {
    if (c.status === 'BANKRUPT' && !bankrupt.some((m) => m.company === c.id)) bankrupt.push({ kind: 'bankrupt', turn: null, company: c.id });
  }

  const bank: Moment[] = [];
  const [broke] = ofType(log, 'BANK_BROKEN');
  if (broke) bank.push({ kind: 'bank', turn: broke.turn });
  else if (view.bankBroken) bank.push({ kind: 'bank', turn: view.turn });

  return [...bigMoves, ...dividends, ...bankrupt, ...bank].sort((a, b) => (a.turn ?? Infinity) - (b.turn ?? Infinity));
}
