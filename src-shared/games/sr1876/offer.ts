/**
 * §7 "anyone wants a share?": a sale's offer loop. Each pass is one sealed window (S-D08) for the players
 * who qualify (seat order from the seller's left) and the company (its director at the sale's start answers,
 * S-D21). A pass that places a share re-offers at the same price; a pass that places none makes the pool
 * absorb one share at the reduced price and moves the token. The shares on offer stay in the seller's
 * holdings until placed, so the share invariant holds throughout.
 */
import { emit, openDecision, type Ctx } from './ctx.ts';
import { recomputeDirectors } from './directors.ts';
import { absorption } from './market.ts';
import { marketPrice, offerCandidates } from './queries.ts';

/** Starts the loop for a validated sale and runs it until a pass needs answers or every share is placed. */
export function startSale(ctx: Ctx, seat: number, code: string, count: number): void {
  const s = ctx.s;
  s.turn!.sold = code;
  const p = s.players[seat];
  if (!p.soldThisRound.includes(code)) p.soldThisRound.push(code);
  const director = s.companies[code].director;
  s.offer = {
    seller: seat, company: code, count, remaining: count, director, pass: 0, price: 0,
    candidates: [], companyCandidate: false, answers: {}, companyAnswer: null, proceeds: 0,
  };
  s.step = 'OFFER';
  emit(ctx, 'SALE_STARTED', { round: s.round, seat, company: code, count, director });
  continueOffer(ctx);
}

/** Opens the next pass; passes nobody may answer are skipped straight to the absorption (§13). */
function continueOffer(ctx: Ctx): void {
  const s = ctx.s;
  const o = s.offer!;
  while (o.remaining > 0) {
    const price = marketPrice(s, o.company);
    const c = offerCandidates(s, o.seller, o.company, o.director, price);
    o.pass++;
    o.price = price;
    o.candidates = c.players;
    o.companyCandidate = c.company;
    o.answers = {};
    o.companyAnswer = null;
    if (c.players.length > 0 || c.company) {
      openDecision(ctx);
      emit(ctx, 'OFFER_PASS_OPENED', {
        seller: o.seller, company: o.company, pass: o.pass, price, remaining: o.remaining,
        candidates: [...c.players], companyCandidate: c.company, director: o.director,
      });
      return;
    }
    emit(ctx, 'OFFER_PASS_SKIPPED', { seller: o.seller, company: o.company, pass: o.pass, price, remaining: o.remaining });
    absorb(ctx);
  }
  endSale(ctx);
}

/** Records a sealed answer (its content is announced only when the pass closes) and closes a complete pass. */
export function recordAnswer(ctx: Ctx, seat: number, forCompany: boolean, take: boolean, auto: boolean): void {
  const o = ctx.s.offer!;
  if (forCompany) o.companyAnswer = take;
  else o.answers[seat] = take;
  emit(ctx, 'OFFER_ANSWERED', { seat, company: o.company, pass: o.pass, as: forCompany ? 'company' : 'player', auto });
  const complete = o.candidates.every((c) => String(c) in o.answers) && (!o.companyCandidate || o.companyAnswer !== null);
  if (complete) closePass(ctx);
}

/** Allocation (S-D08): takers in seat order from the seller's left one share each, then the company one share. */
function closePass(ctx: Ctx): void {
  const s = ctx.s;
  const o = s.offer!;
  const seller = s.players[o.seller];
  const allocation: { buyer: number | 'company'; price: number }[] = [];
  for (const seat of o.candidates) {
    if (o.remaining === 0) break;
    if (!o.answers[seat]) continue;
    const buyer = s.players[seat];
    buyer.cash -= o.price;
    buyer.holdings[o.company]++;
    placeFromSeller(ctx, o.price);
    allocation.push({ buyer: seat, price: o.price });
  }
  if (o.remaining > 0 && o.companyCandidate && o.companyAnswer) {
    const co = s.companies[o.company];
    co.cash -= o.price;
    co.treasury++;
    placeFromSeller(ctx, o.price);
    allocation.push({ buyer: 'company', price: o.price });
  }
  const answers: Record<string, boolean> = {};
  for (const seat of o.candidates) answers[seat] = o.answers[seat];
  emit(ctx, 'OFFER_PASS_CLOSED', {
    seller: o.seller, company: o.company, pass: o.pass, price: o.price, answers,
    companyAnswer: o.companyCandidate ? o.companyAnswer : null, allocation, remaining: o.remaining, sellerCash: seller.cash,
  });
  if (allocation.length === 0) absorb(ctx);
  continueOffer(ctx);
}

function placeFromSeller(ctx: Ctx, price: number): void {
  const o = ctx.s.offer!;
  const seller = ctx.s.players[o.seller];
  seller.cash += price;
  seller.holdings[o.company]--;
  o.remaining--;
  o.proceeds += price;
}

/** The pool takes one share; the bank pays the reduced price and the token moves (S-D11). */
function absorb(ctx: Ctx): void {
  const s = ctx.s;
  const o = s.offer!;
  const co = s.companies[o.company];
  const from = co.token;
  const a = absorption(s.config.scenario.grid, from);
  co.pool++;
  co.token = a.to;
  s.bankNet += a.paid;
  placeFromSeller(ctx, a.paid);
  emit(ctx, 'SHARE_ABSORBED', { seller: o.seller, company: o.company, paid: a.paid, from, to: a.to, remaining: o.remaining });
}

/** After the loop: directors are recomputed only now (§7, S-D21) and the seller's turn resumes (they may buy). */
function endSale(ctx: Ctx): void {
  const s = ctx.s;
  const o = s.offer!;
  emit(ctx, 'SALE_ENDED', { seat: o.seller, company: o.company, count: o.count, proceeds: o.proceeds, token: { ...s.companies[o.company].token } });
  s.offer = null;
  s.step = 'TURN';
  recomputeDirectors(ctx);
  openDecision(ctx);
  emit(ctx, 'TURN_RESUMED', { round: s.round, seat: s.turn!.seat });
}
