/** Option contracts (§8.8, D-10, D-44): generation, purchase, expiry and exercise. */
import { pick, randInt } from '../../../rng.ts';
import { emit, type Ctx } from '../context.ts';
import { OPTION_BUNDLES, OPTION_CONTRACTS_PER_TURN, OPTION_TERM_RATE, SECTORS } from '../data.ts';
import { refuse } from '../errors.ts';
import { BANK, cash, transfer } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { company, player, price, priorityOf } from '../queries.ts';
import type { Company, GameState, OptionContract, OptionOrder, PlayerId } from '../types.ts';

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** Strike K and premium Q for a contract written at price P (§8.8). */
export function optionTerms(p: number, term: number, shares: number, volatility: number): { strike: number; premium: number } {
  const r = OPTION_TERM_RATE[term];
  return {
    strike: ceilDiv(p * (100 + r + volatility), 100),
    premium: ceilDiv(p * (3 * r + volatility) * shares, 300),
  };
}

/** END_TURN step 5: unsold contracts are discarded; three fresh ones are written if any company is ACTIVE. */
export function generateContracts(ctx: Ctx): void {
  const s = ctx.s;
  for (const k of s.contracts) {
    if (k.state === 'FOR_SALE') {
      k.state = 'DISCARDED';
      emit(ctx, 'CONTRACT_DISCARDED', { contract: k.id });
    }
  }
  const active = s.companies.filter((c) => c.status === 'ACTIVE');
  if (active.length === 0) return;
  for (let i = 0; i < OPTION_CONTRACTS_PER_TURN; i++) {
    const c = pick(s.rng, active);
    const term = randInt(s.rng, 1, 4);
    const bundle = pick(s.rng, OPTION_BUNDLES);
    const { strike, premium } = optionTerms(price(c), term, bundle.shares, SECTORS[c.sector].volatility);
    s.counters.contract += 1;
    const contract: OptionContract = {
      id: s.counters.contract, company: c.id, term, shares: bundle.shares, stepBonus: bundle.steps, strike, premium,
      state: 'FOR_SALE', owner: null, elapsed: 0, orderId: null,
    };
    s.contracts.push(contract);
    emit(ctx, 'CONTRACT_OFFERED', { ...contract, price: price(c) });
  }
}

function pendingOptionOrders(s: GameState, contractId: number): OptionOrder[] {
  const byBid = s.config.distributionStrategy === 'BID_PRIORITY';
  return s.orders
    .filter((o): o is OptionOrder => o.type === 'OPTION' && o.status === 'PENDING' && o.contract === contractId)
    .sort(
      (a, b) =>
        a.subRound - b.subRound ||
        (byBid ? (b.bid ?? 0) - (a.bid ?? 0) : 0) ||
        priorityOf(s, a.player) - priorityOf(s, b.player) ||
        a.id - b.id,
    );
}

/** OPEN_PENDING_OPTIONS: per contract, the first order whose player can pay wins it. */
export function openPendingOptions(ctx: Ctx): void {
  const s = ctx.s;
  for (const k of [...s.contracts].sort((a, b) => a.id - b.id)) {
    const orders = pendingOptionOrders(s, k.id);
    if (orders.length === 0) continue;
    let sold = false;
    for (const o of orders) {
      const cost = o.bid ?? k.premium;
      if (sold) {
        o.status = 'REJECTED';
        o.reason = 'CONTRACT_ALREADY_SOLD';
      } else if (k.state !== 'FOR_SALE' || player(s, o.player).cash < cost) {
        o.status = 'REJECTED';
        o.reason = k.state !== 'FOR_SALE' ? 'CONTRACT_ALREADY_SOLD' : 'INSUFFICIENT_CASH';
      } else {
        transfer(ctx, cash(o.player), BANK, cost);
        o.status = 'OPEN';
        k.state = 'PURCHASED';
        k.owner = o.player;
        k.elapsed = 0;
        k.orderId = o.id;
        sold = true;
        emit(ctx, 'CONTRACT_PURCHASED', { contract: k.id, order: o.id, player: o.player, company: k.company, premium: cost });
        continue;
      }
      emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: k.company, orderType: 'OPTION', contract: k.id, reason: o.reason });
    }
  }
}

function orderOf(s: GameState, k: OptionContract): OptionOrder | undefined {
  return s.orders.find((o): o is OptionOrder => o.type === 'OPTION' && o.id === k.orderId);
}

/** EXPIRE_OPTIONS: E = T expires; otherwise one more stock round has passed. */
export function expireOptions(ctx: Ctx): void {
  const s = ctx.s;
  for (const k of s.contracts) {
    if (k.state !== 'PURCHASED') continue;
    if (k.elapsed === k.term) {
      k.state = 'EXPIRED';
      const o = orderOf(s, k);
      if (o) o.status = 'EXPIRED';
      emit(ctx, 'CONTRACT_EXPIRED', { contract: k.id, player: k.owner!, company: k.company });
    } else {
      k.elapsed += 1;
    }
  }
}

export function isExercisable(s: GameState, k: OptionContract): boolean {
  return k.state === 'PURCHASED' && price(company(s, k.company)) >= k.strike;
}

/** EXERCISE_OPTION records a request; repeats are ignored. */
export function requestExercise(ctx: Ctx, p: PlayerId, contractId: number): void {
  const s = ctx.s;
  const k = s.contracts.find((x) => x.id === contractId);
  if (!k) refuse('CONTRACT_NOT_FOUND', `no contract ${contractId}`);
  if (k.owner !== p) refuse('NOT_CONTRACT_OWNER', 'that contract is not yours');
  if (k.state !== 'PURCHASED') refuse('CONTRACT_NOT_PURCHASED', `the contract is ${k.state}`);
  if (price(company(s, k.company)) < k.strike) refuse('OPTION_OUT_OF_THE_MONEY', `price is below the strike ${k.strike}`);
  if (s.inputs.exerciseRequests.includes(k.id)) return;
  s.inputs.exerciseRequests.push(k.id);
  emit(ctx, 'EXERCISE_REQUESTED', { contract: k.id, player: p, company: k.company });
}

/** End of EXERCISE_OPTIONS: payouts at the phase-start prices, then each company's summed step bonus. */
export function executeExercises(ctx: Ctx): void {
  const s = ctx.s;
  const steps = new Map<string, number>();
  for (const id of [...s.inputs.exerciseRequests].sort((a, b) => a - b)) {
    const k = s.contracts.find((x) => x.id === id)!;
    const c = company(s, k.company);
    const payout = (price(c) - k.strike) * k.shares;
    transfer(ctx, BANK, cash(k.owner!), payout, 'OPTION_PAYOUT');
    k.state = 'EXERCISED';
    const o = orderOf(s, k);
    if (o) o.status = 'FILLED';
    steps.set(c.id, (steps.get(c.id) ?? 0) + k.stepBonus);
    emit(ctx, 'OPTION_EXERCISED', { contract: k.id, player: k.owner!, company: c.id, price: price(c), strike: k.strike, shares: k.shares, payout });
  }
  for (const c of s.companies) {
    const n = steps.get(c.id);
    if (n) movePrice(ctx, c as Company, { kind: 'UP', steps: n }, 'OPTION_STEP_BONUS');
  }
}
