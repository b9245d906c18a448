/**
 * Game events (`desk.log`) in words. The engine explains every change with a structured event; this file
 * only turns those facts into sentences for the phase summary and the log. It never works out a rule.
 * Events arrive typed (model.ts `readLog` reads the log with the schemas of src-shared/games/sectors/events.ts),
 * so each case reads its event's own fields.
 */
import type { GameEvent, GameEventType, PlayerId } from '../../../../src-shared/games/sectors/types.ts';
import { lookup, t } from '../i18n.ts';
import { money } from './format.ts';

export type EventKind = 'trade' | 'price' | 'operating' | 'vote' | 'upkeep' | 'flow';
export const EVENT_KINDS: readonly EventKind[] = ['trade', 'price', 'operating', 'vote', 'upkeep', 'flow'];

export type Described = { text: string; kind: EventKind; companies: string[]; players: PlayerId[]; tone: 'good' | 'bad' | 'neutral' };

/** Names for ids; ids that are not known show as they are. */
export type Names = { player: (id: string) => string };

const KIND: Partial<Record<GameEventType, EventKind>> = {
  ORDER_PLACED: 'trade', ORDER_SUBMITTED: 'trade', ORDER_CANCELLED: 'trade', ORDERS_REVIEWED: 'trade', ORDERS_REVEALED: 'trade',
  ORDER_FILLED: 'trade', ORDER_REJECTED: 'trade', LIMIT_OPENED: 'trade', LIMIT_TRIGGERED: 'trade', SHORT_OPENED: 'trade',
  SHORT_COVERED: 'trade', SHORT_INTEREST_CHARGED: 'trade', CONTRACT_OFFERED: 'trade', CONTRACT_DISCARDED: 'trade',
  CONTRACT_EXPIRED: 'trade', CONTRACT_PURCHASED: 'trade', EXERCISE_REQUESTED: 'trade', OPTION_EXERCISED: 'trade',
  SHORT_CLOSED_BY_BANKRUPTCY: 'trade', STOCK_ROUND_RESULTS: 'trade',
  PRICE_MOVED: 'price', COMPANY_FLOATED: 'price',
  PRODUCTION: 'operating', COMPANY_INSOLVENT: 'operating', DIVIDEND_PAID: 'operating', DECAY: 'operating',
  COMPANY_VOTE_OPENED: 'operating', INSOLVENCY_ROUND_OPENED: 'operating', COMPANY_ACTION_RESOLVED: 'operating',
  COMPANY_ACTION_SKIPPED: 'operating', INSOLVENCY_CONTRIBUTION: 'operating', COMPANY_RECOVERED: 'operating',
  COMPANY_BANKRUPT: 'operating', RESEARCH_CARD_DRAWN: 'operating', RESEARCH_NOTHING_FOUND: 'operating',
  PRESTIGE_REWARD_BOUGHT: 'operating', PRESTIGE_REWARD_MISSED: 'operating', COMPANY_OPENED: 'operating',
  SECTOR_DEMAND_CHANGED: 'operating',
  INFLUENCE_BIDS_REVEALED: 'vote', PRIORITY_CHANGED: 'vote', HEADLINE_OFFERED: 'vote', HEADLINE_DISCARDED: 'vote',
  HEADLINE_BACKED: 'vote', HEADLINE_WITHDRAWN: 'vote', HEADLINE_RESOLVED: 'vote', TRANCHES_OFFERED: 'vote',
  TRANCHE_VOTES_REVEALED: 'vote', TRANCHE_DISTRIBUTED: 'vote', REVENUE_VOTE_RESULT: 'vote', COMPANY_VOTE_RESULT: 'vote',
  TRANCHE_VOTE_SUBMITTED: 'vote', INFLUENCE_BID_SUBMITTED: 'vote', TRANCHE_ALLOCATION_SUBMITTED: 'vote', REVENUE_VOTE_SUBMITTED: 'vote', COMPANY_VOTE_SUBMITTED: 'vote',
  TAX_CHARGED: 'upkeep', DIVESTED: 'upkeep', LOAN_INTEREST_PAID: 'upkeep', CONSUMERS_MOVED: 'upkeep', ECONOMY_SCORE: 'upkeep',
  BANK_BROKEN: 'upkeep', GAME_ENDED: 'upkeep',
};

/** Events that only record someone's input; the summary of what happened leaves them out. */
export const INPUT_EVENTS: ReadonlySet<string> = new Set<GameEventType>([
  'READY_CHANGED', 'SUBMITTED', 'ORDER_SUBMITTED', 'ORDER_PLACED', 'ORDER_CANCELLED', 'HEADLINE_BACKED', 'HEADLINE_WITHDRAWN',
  'INFLUENCE_BID_SUBMITTED', 'TRANCHE_VOTE_SUBMITTED', 'TRANCHE_ALLOCATION_SUBMITTED', 'REVENUE_VOTE_SUBMITTED', 'COMPANY_VOTE_SUBMITTED',
  'EXERCISE_REQUESTED', 'INPUT_REFUSED', 'INSOLVENCY_CONTRIBUTION', 'SHORT_COVERED', 'PHASE_STARTED', 'PHASE_ENDED',
]);

export function eventKind(type: GameEventType): EventKind {
  return KIND[type] ?? 'flow';
}

/** A term from the board's dictionary, or the code itself when no wording exists. */
export function term(prefix: string, code: string): string {
  return lookup(`${prefix}.${code}`) ?? code.replace(/_/g, ' ').toLowerCase();
}

/**
 * A refusal or rejection in words: the game's own wording of an engine code, else the shell's sentence for a
 * host refusal (PAUSED, DISCONNECTED…: one wording on every screen), else the host's message.
 */
export function reasonText(code: string, fallback = ''): string {
  return lookup(`reason.${code}`) ?? lookup(`refusal.${code}`, { message: fallback, reason: code }) ?? (fallback || code.replace(/_/g, ' ').toLowerCase());
}

export function causeText(cause: string): string {
  if (cause.startsWith('RESEARCH_')) return t('cause.RESEARCH', { card: term('card', cause.slice('RESEARCH_'.length)) });
  return term('cause', cause);
}

function sideText(side: string): string {
  return term('order.side', side || 'BUY');
}

function joinList(items: string[]): string {
  return items.length === 0 ? t('board.none') : items.join(', ');
}

/** A human sentence for one event (null: nothing worth showing, e.g. a phase ending). */
export function describeEvent(e: GameEvent, names: Names): Described | null {
  const P = (id: string) => names.player(id);
  const company = ('company' in e ? e.company : undefined) ?? '';
  const player = ('player' in e ? e.player : undefined) ?? '';
  const companies = company ? [company] : [];
  const players = player ? [player] : [];
  const kind = eventKind(e.type);
  const done = (text: string, tone: Described['tone'] = 'neutral', extra: { companies?: string[]; players?: string[] } = {}): Described => ({
    text, kind, tone, companies: extra.companies ?? companies, players: extra.players ?? players,
  });

  switch (e.type) {
    case 'PHASE_STARTED':
      return done(t('ev.PHASE_STARTED', { phase: phaseLabel(e.phase) }));
    case 'PHASE_ENDED':
      return null;
    case 'DECAY':
      return done(t('ev.DECAY'));
    case 'READY_CHANGED':
      return done(t(e.ready ? 'ev.READY' : 'ev.UNREADY', { player: P(player) }));
    case 'SUBMITTED':
      return done(t('ev.SUBMITTED', { player: P(player), what: term('submitted', e.what), company }));
    case 'INPUT_REFUSED':
      return done(t('ev.INPUT_REFUSED', { reason: reasonText(e.reason, e.message) }), 'bad');
    case 'INFLUENCE_BIDS_REVEALED': {
      const text = t('ev.INFLUENCE_BIDS_REVEALED', {
        bids: joinList(Object.entries(e.bids).map(([p, b]) => t('ev.bidItem', { player: P(p), points: b }))),
        priority: joinList(e.priority.map((p, i) => `${i + 1}. ${P(p)}`)),
      });
      return done(text, 'neutral', { players: Object.keys(e.bids) });
    }
    case 'PRIORITY_CHANGED':
      return done(t('ev.PRIORITY_CHANGED', { priority: joinList(e.priority.map((p, i) => `${i + 1}. ${P(p)}`)) }), 'neutral', { players: e.priority });
    case 'COMPANY_OPENED':
      return done(t('ev.COMPANY_OPENED', { name: e.name, company, sector: term('sector', e.sector), tier: term('companyTier', e.tier), price: money(e.ipoPrice) }), 'good');
    case 'SECTOR_DEMAND_CHANGED':
      return done(t('ev.SECTOR_DEMAND_CHANGED', { sector: term('sector', e.sector), demand: e.baseDemand }));
    case 'HEADLINE_OFFERED':
      return done(t('ev.HEADLINE_OFFERED', { slot: e.slot, headline: term('headline', e.headlineType), sector: term('sector', e.sector), cost: money(e.cost) }));
    case 'HEADLINE_DISCARDED':
      return done(t('ev.HEADLINE_DISCARDED', { id: e.headline }));
    case 'HEADLINE_BACKED':
      return done(t('ev.HEADLINE_BACKED', { player: P(player), id: e.headline, backers: e.backers.length }));
    case 'HEADLINE_WITHDRAWN':
      return done(t('ev.HEADLINE_WITHDRAWN', { player: P(player), id: e.headline }));
    case 'HEADLINE_RESOLVED':
      return done(
        t('ev.HEADLINE_RESOLVED', {
          headline: term('headline', e.headlineType), sector: term('sector', e.sector),
          payers: joinList(e.payments.map((p) => t('ev.paidItem', { player: P(p.player), amount: money(p.paid) }))),
          order: joinList(e.after.map((s, i) => `${i + 1}. ${term('sector', s)}`)),
        }),
        'neutral', { players: e.payments.map((p) => p.player) },
      );
    case 'TRANCHES_OFFERED':
      return done(t('ev.TRANCHES_OFFERED', { count: e.packages.length }));
    case 'TRANCHE_VOTES_REVEALED': {
      const won = Object.entries(e.winners).filter((w): w is [string, string] => w[1] !== null);
      return done(
        t(e.doubled ? 'ev.TRANCHE_VOTES_REVEALED_DOUBLED' : 'ev.TRANCHE_VOTES_REVEALED', {
          votes: joinList(Object.entries(e.votes).map(([p, v]) => t('ev.voteItem', { player: P(p), choice: v === null ? t('tranche.noVote') : `#${v}` }))),
          winners: joinList(won.map(([id, w]) => t('ev.winnerItem', { id, player: P(w) }))),
        }),
        'neutral', { players: Object.keys(e.votes) },
      );
    }
    case 'TRANCHE_DISTRIBUTED':
      return done(
        t('ev.TRANCHE_DISTRIBUTED', {
          id: e.packageId, winner: P(e.winner),
          payments: joinList(e.payments.map((p) => t('ev.paidToItem', { player: P(p.player), amount: money(p.amount) }))),
          prestige: e.prestigeCompany ? t('ev.prestigeTo', { company: e.prestigeCompany }) : '',
          passive: e.passiveCompany ? t('ev.passiveTo', { passive: term('passive', e.passive), company: e.passiveCompany }) : '',
        }),
        'good',
        { players: [e.winner, ...e.payments.map((p) => p.player)], companies: [e.prestigeCompany, e.passiveCompany].filter((c): c is string => !!c) },
      );
    case 'ORDER_SUBMITTED':
      return done(t('ev.ORDER_SUBMITTED', { player: P(player) }));
    case 'ORDER_PLACED':
      return done(t('ev.ORDER_PLACED', { player: P(player), order: orderText({ ...e, type: e.orderType }) }));
    case 'ORDER_CANCELLED':
      return done(t('ev.ORDER_CANCELLED', { player: P(player), id: e.order }));
    case 'ORDERS_REVIEWED':
      return done(
        t('ev.ORDERS_REVIEWED', { orders: joinList(e.orders.map((o) => t('ev.reviewItem', { player: P(o.player), company: o.company, market: term('market', o.market) }))) }),
        'neutral', { players: e.orders.map((o) => o.player), companies: e.orders.map((o) => o.company) },
      );
    case 'ORDERS_REVEALED':
      return done(
        t('ev.ORDERS_REVEALED', { orders: joinList(e.orders.map((o) => t('ev.revealItem', { player: P(o.player), order: orderText(o) }))) }),
        'neutral', { players: e.orders.map((o) => o.player), companies: e.orders.map((o) => o.company) },
      );
    case 'ORDER_FILLED': {
      const key = e.side === 'SELL' ? 'ev.ORDER_FILLED_SELL' : 'ev.ORDER_FILLED_BUY';
      const where = e.orderType === 'LIMIT' ? t('ev.viaLimit') : term('market', e.location ?? '');
      return done(t(key, { player: P(player), quantity: e.quantity, company, unit: money(e.unitPrice), amount: money(e.amount), where }), 'good');
    }
    case 'ORDER_REJECTED':
      return done(t('ev.ORDER_REJECTED', { player: P(player), type: term('order.type', e.orderType), company, reason: reasonText(e.reason) }), 'bad');
    case 'COMPANY_FLOATED':
      return done(t('ev.COMPANY_FLOATED', { company, price: money(e.price) }), 'good');
    case 'PRICE_MOVED': {
      const up = e.toIndex > e.fromIndex;
      const steps = Math.abs(e.toIndex - e.fromIndex);
      return done(t(up ? 'ev.PRICE_UP' : 'ev.PRICE_DOWN', { company, from: money(e.from), to: money(e.to), steps, cause: causeText(e.cause) }), up ? 'good' : 'bad');
    }
    case 'LIMIT_OPENED':
      return done(t('ev.LIMIT_OPENED', { player: P(player), side: sideText(e.side), quantity: e.quantity, company, value: money(e.value) }));
    case 'LIMIT_TRIGGERED':
      return done(t('ev.LIMIT_TRIGGERED', { player: P(player), side: sideText(e.side), company, value: money(e.value) }));
    case 'SHORT_OPENED':
      return done(t('ev.SHORT_OPENED', { player: P(player), quantity: e.quantity, company, unit: money(e.unitPrice), value: money(e.value), margin: money(e.margin) }));
    case 'SHORT_COVERED':
      return done(t('ev.SHORT_COVERED', { player: P(player), quantity: e.quantity, company, cost: money(e.cost), margin: money(e.marginReleased) }));
    case 'SHORT_INTEREST_CHARGED':
      return done(t('ev.SHORT_INTEREST_CHARGED', { player: P(player), company, paid: money(e.paid) }), 'bad');
    case 'SHORT_CLOSED_BY_BANKRUPTCY':
      return done(t('ev.SHORT_CLOSED_BY_BANKRUPTCY', { player: P(player), company, cost: money(e.cost) }));
    case 'CONTRACT_OFFERED':
      return done(t('ev.CONTRACT_OFFERED', { id: e.id, company, shares: e.shares, strike: money(e.strike), premium: money(e.premium), term: e.term }));
    case 'CONTRACT_DISCARDED':
      return done(t('ev.CONTRACT_DISCARDED', { id: e.contract }));
    case 'CONTRACT_EXPIRED':
      return done(t('ev.CONTRACT_EXPIRED', { id: e.contract, player: P(player), company }), 'bad');
    case 'CONTRACT_PURCHASED':
      return done(t('ev.CONTRACT_PURCHASED', { id: e.contract, player: P(player), company, premium: money(e.premium) }));
    case 'EXERCISE_REQUESTED':
      return done(t('ev.EXERCISE_REQUESTED', { id: e.contract, player: P(player), company }));
    case 'OPTION_EXERCISED':
      return done(
        t('ev.OPTION_EXERCISED', { id: e.contract, player: P(player), company, price: money(e.price), strike: money(e.strike), shares: e.shares, payout: money(e.payout) }),
        'good',
      );
    case 'STOCK_ROUND_RESULTS':
      return done(t('ev.STOCK_ROUND_RESULTS', { order: joinList(e.actionOrder) }), 'neutral', { companies: e.actionOrder });
    case 'PRODUCTION':
      return done(
        t(e.salesBonus ? 'ev.PRODUCTION_BONUS' : 'ev.PRODUCTION', {
          company, sold: e.sold, output: e.output, unit: money(e.unitPrice), revenue: money(e.revenue),
          cost: money(e.paid), throughput: e.throughput, treasury: money(e.treasury),
        }),
      );
    case 'COMPANY_INSOLVENT':
      return done(t('ev.COMPANY_INSOLVENT', { company, cause: term('insolventCause', e.cause) }), 'bad');
    case 'REVENUE_VOTE_RESULT':
      return done(t('ev.REVENUE_VOTE_RESULT', { company, outcome: term('revenue', e.outcome) }));
    case 'DIVIDEND_PAID':
      return done(
        t('ev.DIVIDEND_PAID', {
          company, outcome: term('revenue', e.outcome), distributed: money(e.distributed), kept: money(e.kept),
          paid: joinList(e.dividends.map((d) => t('ev.paidToItem', { player: P(d.player), amount: money(d.amount) }))),
          shorts: e.shortPayments.length
            ? t('ev.shortDividends', { list: joinList(e.shortPayments.map((d) => t('ev.paidItem', { player: P(d.player), amount: money(d.amount) }))) })
            : '',
        }),
        'good', { players: [...e.dividends.map((d) => d.player), ...e.shortPayments.map((d) => d.player)] },
      );
    case 'COMPANY_VOTE_OPENED':
      return done(t('ev.COMPANY_VOTE_OPENED', { company, count: e.offered.length, n: e.actionsPerOr, treasury: money(e.treasury) }));
    case 'INSOLVENCY_ROUND_OPENED':
      return done(t('ev.INSOLVENCY_ROUND_OPENED', { company, shortfall: money(e.shortfall), treasury: money(e.treasury) }), 'bad');
    case 'COMPANY_VOTE_SUBMITTED':
      return done(t('ev.COMPANY_VOTE_SUBMITTED', { player: P(player), company, actions: joinList(e.actions.map((a) => term('action', a))) }));
    case 'REVENUE_VOTE_SUBMITTED':
      return done(t('ev.REVENUE_VOTE_SUBMITTED', { player: P(player), company, choice: term('revenue', e.choice) }));
    case 'INFLUENCE_BID_SUBMITTED':
      return done(t('ev.INFLUENCE_BID_SUBMITTED', { player: P(player), points: e.points }));
    case 'TRANCHE_VOTE_SUBMITTED':
      return done(t('ev.TRANCHE_VOTE_SUBMITTED', { player: P(player), choice: e.packageId === null ? t('tranche.noVote') : `#${e.packageId}` }));
    case 'TRANCHE_ALLOCATION_SUBMITTED':
      return done(t('ev.TRANCHE_ALLOCATION_SUBMITTED', { player: P(player), id: e.packageId }));
    case 'COMPANY_VOTE_RESULT':
      return done(
        t('ev.COMPANY_VOTE_RESULT', {
          company, winners: joinList(e.winners.map((a) => term('action', a))),
          scores: joinList(Object.entries(e.scores).map(([a, s]) => t('ev.scoreItem', { action: term('action', a), score: s }))),
        }),
      );
    case 'COMPANY_ACTION_RESOLVED':
      return done(
        t('ev.COMPANY_ACTION_RESOLVED', { company, action: term('action', e.action), cost: money(e.cost), treasury: money(e.treasury) }) +
          (e.prestige > 0 ? ' ' + t('ev.prestigePaid', { prestige: e.prestige }) : ''),
        'good',
      );
    case 'COMPANY_ACTION_SKIPPED':
      return done(t('ev.COMPANY_ACTION_SKIPPED', { company, action: term('action', e.action), reason: reasonText(e.reason) }), 'bad');
    case 'INSOLVENCY_CONTRIBUTION':
      return done(
        e.kind === 'SHARES'
          ? t('ev.CONTRIBUTED_SHARES', { player: P(player), company, quantity: e.quantity ?? 0, proceeds: money(e.proceeds ?? 0), treasury: money(e.treasury) })
          : t('ev.CONTRIBUTED_CASH', { player: P(player), company, amount: money(e.amount ?? 0), treasury: money(e.treasury) }),
      );
    case 'COMPANY_RECOVERED':
      return done(t('ev.COMPANY_RECOVERED', { company, treasury: money(e.treasury), shortfall: money(e.shortfall) }), 'good');
    case 'COMPANY_BANKRUPT':
      return done(
        t('ev.COMPANY_BANKRUPT', { company, price: money(e.price), payouts: joinList(e.payouts.map((p) => t('ev.paidToItem', { player: P(p.player), amount: money(p.amount) }))) }),
        'bad', { players: e.payouts.map((p) => p.player) },
      );
    case 'RESEARCH_CARD_DRAWN':
      return done(t('ev.RESEARCH_CARD_DRAWN', { company, card: term('card', e.card) }));
    case 'RESEARCH_NOTHING_FOUND':
      return done(t('ev.RESEARCH_NOTHING_FOUND', { company }));
    case 'PRESTIGE_REWARD_BOUGHT':
      return done(t('ev.PRESTIGE_REWARD_BOUGHT', { company, reward: term('reward', e.reward), cost: e.cost }), 'good');
    case 'PRESTIGE_REWARD_MISSED':
      return done(t('ev.PRESTIGE_REWARD_MISSED', { company, reward: term('reward', e.reward), cost: e.cost, prestige: e.prestige }));
    case 'TAX_CHARGED':
      return done(t('ev.TAX_CHARGED', { player: P(player), income: money(e.income), rate: e.rate, tax: money(e.tax) }), e.tax > 0 ? 'bad' : 'neutral');
    case 'DIVESTED':
      return done(
        t('ev.DIVESTED', { player: P(player), excess: e.excess, limit: e.limit, sales: joinList(e.sales.map((s) => `${s.company} ${money(s.price)}`)) }),
        'bad', { companies: e.sales.map((s) => s.company) },
      );
    case 'LOAN_INTEREST_PAID':
      return done(t('ev.LOAN_INTEREST_PAID', { company, paid: money(e.paid) }));
    case 'CONSUMERS_MOVED':
      return done(
        t('ev.CONSUMERS_MOVED', {
          moved: joinList(Object.entries(e.moved).map(([s, n]) => t('ev.movedItem', { sector: term('sector', s), count: n ?? 0 }))),
          pool: e.pool,
        }),
      );
    case 'ECONOMY_SCORE':
      if (e.frozen) return done(t('ev.ECONOMY_FROZEN', { score: e.to }));
      return done(t('ev.ECONOMY_SCORE', { from: e.from, to: e.to }), e.to > e.from ? 'good' : e.to < e.from ? 'bad' : 'neutral');
    case 'BANK_BROKEN':
      return done(t('ev.BANK_BROKEN'), 'bad');
    case 'GAME_ENDED':
      return done(t('ev.GAME_ENDED', { reason: term('endReason', e.reason) }));
  }
}

/** What `orderText` reads of an order: a placed order, a draft, an order event's fields (a concealed order has no type). */
export type OrderWords = {
  type?: string; company?: string; side?: string; quantity?: number; location?: string; value?: number; bid?: number | null; contract?: number | null;
};

/** "buy 2 CYCO at the IPO", "limit sell 1 MED at $60", "short 2 HEAVY", "option #3 on TECH". */
export function orderText(o: OrderWords): string {
  const company = o.company ?? '';
  const bid = typeof o.bid === 'number' ? t('orderText.bid', { bid: money(o.bid) }) : '';
  switch (o.type) {
    case 'MARKET':
      return t(o.side === 'SELL' ? 'orderText.marketSell' : 'orderText.marketBuy', { quantity: o.quantity ?? 0, company, market: term('market', o.location ?? ''), bid });
    case 'LIMIT':
      return t(o.side === 'SELL' ? 'orderText.limitSell' : 'orderText.limitBuy', { quantity: o.quantity ?? 0, company, value: money(o.value ?? 0) });
    case 'SHORT':
      return t('orderText.short', { quantity: o.quantity ?? 0, company });
    case 'OPTION':
      return t('orderText.option', { id: o.contract ?? 0, company, bid });
    default:
      return t('orderText.hidden', { company: company || '?' });
  }
}

/** A phase's name; `{company}` is filled when known, else left out ("Company vote" rather than "Company vote: {company}"). */
export function phaseLabel(phase: string, company?: string | null): string {
  const text = lookup(`phase.${phase}`, company ? { company } : {});
  if (text === null) return phase.replace(/_/g, ' ').toLowerCase();
  return text.replace(/[:\s]*\{\w+\}/g, '').trim();
}
