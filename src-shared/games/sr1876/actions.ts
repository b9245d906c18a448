/** The effects of validated actions (the checks are in validate.ts; nothing here refuses). */
import { emit, type Ctx } from './ctx.ts';
import { recomputeDirectors } from './directors.ts';
import { finishTurn, nextDeclaration } from './flow.ts';
import { recordAnswer, startSale } from './offer.ts';
import { buyPrice, companyShareFrom } from './queries.ts';
import type { SrAction } from './types.ts';

type Of<T extends SrAction['type']> = Extract<SrAction, { type: T }>;

/** §5.2: fixes one company's declaration; the window closes once every company of the director is declared. */
export function runDeclare(ctx: Ctx, a: Of<'declareReissue'>): void {
  const s = ctx.s;
  const d = s.declare!;
  s.companies[a.company].declared = a.count;
  d.open = d.open.filter((code) => code !== a.company);
  d.done.push(a.company);
  emit(ctx, 'REISSUE_DECLARED', { round: s.round, seat: a.seat, company: a.company, count: a.count, auto: a.auto === true });
  if (d.open.length === 0) nextDeclaration(ctx, d.queue);
}

export function runSell(ctx: Ctx, a: Of<'sell'>): void {
  startSale(ctx, a.seat, a.company, a.count);
}

/**
 * §8: one share from the pool (pool price to the bank) or from the company (IPO first, then a declared treasury
 * share; market price to the company). The token never moves (S-D12); directors are recomputed; the turn ends.
 */
export function runBuy(ctx: Ctx, a: Of<'buy'>): void {
  const s = ctx.s;
  const co = s.companies[a.company];
  const p = s.players[a.seat];
  const price = buyPrice(s, a.company, a.source);
  let from: 'pool' | 'ipo' | 'treasury';
  if (a.source === 'pool') {
    from = 'pool';
    co.pool--;
    s.bankNet -= price;
  } else {
    from = companyShareFrom(s, a.company) === 'ipo' ? 'ipo' : 'treasury';
    if (from === 'ipo') co.ipo--;
    else { co.treasury--; co.declared--; }
    co.cash += price;
  }
  p.cash -= price;
  p.holdings[a.company]++;
  s.turn!.bought = true;
  emit(ctx, 'SHARE_BOUGHT', { round: s.round, seat: a.seat, company: a.company, source: a.source, from, price, paidTo: a.source === 'pool' ? 'bank' : 'company' });
  recomputeDirectors(ctx);
  finishTurn(ctx, a.auto === true);
}

export function runEndTurn(ctx: Ctx, a: Of<'endTurn'>): void {
  finishTurn(ctx, a.auto === true);
}

export function runOfferResponse(ctx: Ctx, a: Of<'offerResponse'>): void {
  recordAnswer(ctx, a.seat, false, a.take, a.auto === true);
}

export function runCompanyResponse(ctx: Ctx, a: Of<'companyOfferResponse'>): void {
  recordAnswer(ctx, a.seat, true, a.take, a.auto === true);
}
