/**
 * Game events (`desk.log`) in words. The engine explains every change with a structured event; this file
 * only turns those facts into sentences for the phase summary and the log. It never works out a rule.
 */
import type { GameEvent, PlayerId } from '../../../src-shared/games/sectors/types.ts';
import { t } from '../../lib/i18n.ts';
import { money } from './format.ts';

export type EventKind = 'trade' | 'price' | 'operating' | 'vote' | 'upkeep' | 'flow';
export const EVENT_KINDS: readonly EventKind[] = ['trade', 'price', 'operating', 'vote', 'upkeep', 'flow'];

export type Described = { text: string; kind: EventKind; companies: string[]; players: PlayerId[]; tone: 'good' | 'bad' | 'neutral' };

/** Names for ids; ids that are not known show as they are. */
export type Names = { player: (id: string) => string };

const KIND: Record<string, EventKind> = {
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
export const INPUT_EVENTS = new Set([
  'READY_CHANGED', 'SUBMITTED', 'ORDER_SUBMITTED', 'ORDER_PLACED', 'ORDER_CANCELLED', 'HEADLINE_BACKED', 'HEADLINE_WITHDRAWN',
  'INFLUENCE_BID_SUBMITTED', 'TRANCHE_VOTE_SUBMITTED', 'TRANCHE_ALLOCATION_SUBMITTED', 'REVENUE_VOTE_SUBMITTED', 'COMPANY_VOTE_SUBMITTED',
  'EXERCISE_REQUESTED', 'INPUT_REFUSED', 'INSOLVENCY_CONTRIBUTION', 'SHORT_COVERED', 'PHASE_STARTED', 'PHASE_ENDED',
]);

export function eventKind(type: string): EventKind {
  return KIND[type] ?? 'flow';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const record = <T>(v: unknown): Record<string, T> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, T>) : {});

/** A term from the board's dictionary, or the code itself when no wording exists. */
export function term(prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  const text = t(key);
  return text === key ? code.replace(/_/g, ' ').toLowerCase() : text;
}

export function reasonText(code: string, fallback = ''): string {
  const key = `reason.${code}`;
  const text = t(key);
  return text === key ? fallback || code.replace(/_/g, ' ').toLowerCase() : text;
}

export function causeText(cause: string): string {
  if (cause.startsWith('RESEARCH_')) return t('cause.RESEARCH', { card: term('card', cause.slice('RESEARCH_'.length)) });
  return term('cause', cause);
}

function sideText(side: string, type?: string): string {
  return type === 'SHORT' ? t('order.side.SHORT') : term('order.side', side || 'BUY');
}

function joinList(items: string[]): string {
  return items.length === 0 ? t('board.none') : items.join(', ');
}

/** A human sentence for one event (null: nothing worth showing, e.g. a timer tick). */
export function describeEvent(e: GameEvent, names: Names): Described | null {
  const P = (id: unknown) => names.player(str(id));
  const company = str(e.company);
  const player = str(e.player);
  const companies = company ? [company] : [];
  const players = player ? [player] : [];
  const kind = eventKind(e.type);
  const done = (text: string, tone: Described['tone'] = 'neutral', extra: { companies?: string[]; players?: string[] } = {}): Described => ({
    text, kind, tone, companies: extra.companies ?? companies, players: extra.players ?? players,
  });

  switch (e.type) {
    case 'PHASE_STARTED':
      return done(t('ev.PHASE_STARTED', { phase: phaseLabel(str(e.phase)) }));
    case 'PHASE_ENDED':
    case 'DECAY':
      return e.type === 'DECAY' ? done(t('ev.DECAY')) : null;
    case 'READY_CHANGED':
      return done(t(e.ready ? 'ev.READY' : 'ev.UNREADY', { player: P(player) }));
    case 'SUBMITTED':
      return done(t('ev.SUBMITTED', { player: P(player), what: term('submitted', str(e.what)), company }));
    case 'INPUT_REFUSED':
      return done(t('ev.INPUT_REFUSED', { reason: reasonText(str(e.reason), str(e.message)) }), 'bad');
    case 'INFLUENCE_BIDS_REVEALED': {
      const bids = record<number>(e.bids);
      const order = list<string>(e.priority);
      const text = t('ev.INFLUENCE_BIDS_REVEALED', {
        bids: joinList(Object.entries(bids).map(([p, b]) => t('ev.bidItem', { player: P(p), points: b }))),
        priority: joinList(order.map((p, i) => `${i + 1}. ${P(p)}`)),
      });
      return done(text, 'neutral', { players: Object.keys(bids) });
    }
    case 'PRIORITY_CHANGED': {
      const order = list<string>(e.priority);
      return done(t('ev.PRIORITY_CHANGED', { priority: joinList(order.map((p, i) => `${i + 1}. ${P(p)}`)) }), 'neutral', { players: order });
    }
    case 'COMPANY_OPENED':
      return done(t('ev.COMPANY_OPENED', { name: str(e.name), company, sector: term('sector', str(e.sector)), tier: term('companyTier', str(e.tier)), price: money(num(e.ipoPrice)) }), 'good');
    case 'SECTOR_DEMAND_CHANGED':
      return done(t('ev.SECTOR_DEMAND_CHANGED', { sector: term('sector', str(e.sector)), demand: num(e.baseDemand) }));
    case 'HEADLINE_OFFERED':
      return done(t('ev.HEADLINE_OFFERED', { slot: num(e.slot), headline: term('headline', str(e.headlineType)), sector: term('sector', str(e.sector)), cost: money(num(e.cost)) }));
    case 'HEADLINE_DISCARDED':
      return done(t('ev.HEADLINE_DISCARDED', { id: num(e.headline) }));
    case 'HEADLINE_BACKED':
      return done(t('ev.HEADLINE_BACKED', { player: P(player), id: num(e.headline), backers: list(e.backers).length }));
    case 'HEADLINE_WITHDRAWN':
      return done(t('ev.HEADLINE_WITHDRAWN', { player: P(player), id: num(e.headline) }));
    case 'HEADLINE_RESOLVED': {
      const payments = list<{ player: string; paid: number }>(e.payments);
      const after = list<string>(e.after);
      return done(
        t('ev.HEADLINE_RESOLVED', {
          headline: term('headline', str(e.headlineType)), sector: term('sector', str(e.sector)),
          payers: joinList(payments.map((p) => t('ev.paidItem', { player: P(p.player), amount: money(p.paid) }))),
          order: joinList(after.map((s, i) => `${i + 1}. ${term('sector', s)}`)),
        }),
        'neutral', { players: payments.map((p) => p.player) },
      );
    }
    case 'TRANCHES_OFFERED':
      return done(t('ev.TRANCHES_OFFERED', { count: list(e.packages).length }));
    case 'TRANCHE_VOTES_REVEALED': {
      const votes = record<number | null>(e.votes);
      const winners = record<string | null>(e.winners);
      const won = Object.entries(winners).filter(([, w]) => w);
      return done(
        t(e.doubled ? 'ev.TRANCHE_VOTES_REVEALED_DOUBLED' : 'ev.TRANCHE_VOTES_REVEALED', {
          votes: joinList(Object.entries(votes).map(([p, v]) => t('ev.voteItem', { player: P(p), choice: v === null ? t('tranche.noVote') : `#${v}` }))),
          winners: joinList(won.map(([id, w]) => t('ev.winnerItem', { id, player: P(w) }))),
        }),
        'neutral', { players: Object.keys(votes) },
      );
    }
    case 'TRANCHE_DISTRIBUTED': {
      const payments = list<{ player: string; amount: number }>(e.payments);
      return done(
        t('ev.TRANCHE_DISTRIBUTED', {
          id: num(e.packageId), winner: P(e.winner),
          payments: joinList(payments.map((p) => t('ev.paidToItem', { player: P(p.player), amount: money(p.amount) }))),
          prestige: e.prestigeCompany ? t('ev.prestigeTo', { company: str(e.prestigeCompany) }) : '',
          passive: e.passiveCompany ? t('ev.passiveTo', { passive: term('passive', str(e.passive)), company: str(e.passiveCompany) }) : '',
        }),
        'good',
        { players: [str(e.winner), ...payments.map((p) => p.player)], companies: [str(e.prestigeCompany), str(e.passiveCompany)].filter(Boolean) },
      );
    }
    case 'ORDER_SUBMITTED':
      return done(t('ev.ORDER_SUBMITTED', { player: P(player) }));
    case 'ORDER_PLACED':
      return done(t('ev.ORDER_PLACED', { player: P(player), order: orderText(e) }));
    case 'ORDER_CANCELLED':
      return done(t('ev.ORDER_CANCELLED', { player: P(player), id: num(e.order) }));
    case 'ORDERS_REVIEWED': {
      const orders = list<{ player: string; company: string; market: string }>(e.orders);
      return done(
        t('ev.ORDERS_REVIEWED', { orders: joinList(orders.map((o) => t('ev.reviewItem', { player: P(o.player), company: o.company, market: term('market', o.market) }))) }),
        'neutral', { players: orders.map((o) => o.player), companies: orders.map((o) => o.company) },
      );
    }
    case 'ORDERS_REVEALED': {
      const orders = list<Record<string, unknown>>(e.orders);
      return done(
        t('ev.ORDERS_REVEALED', { orders: joinList(orders.map((o) => t('ev.revealItem', { player: P(o.player), order: orderText(o) }))) }),
        'neutral', { players: orders.map((o) => str(o.player)), companies: orders.map((o) => str(o.company)) },
      );
    }
    case 'ORDER_FILLED': {
      const key = e.side === 'SELL' ? 'ev.ORDER_FILLED_SELL' : 'ev.ORDER_FILLED_BUY';
      const where = e.orderType === 'LIMIT' ? t('ev.viaLimit') : term('market', str(e.location));
      return done(t(key, { player: P(player), quantity: num(e.quantity), company, unit: money(num(e.unitPrice)), amount: money(num(e.amount)), where }), 'good');
    }
    case 'ORDER_REJECTED':
      return done(
        t('ev.ORDER_REJECTED', { player: P(player), type: term('order.type', str(e.orderType)), company, reason: reasonText(str(e.reason)) }),
        'bad',
      );
    case 'COMPANY_FLOATED':
      return done(t('ev.COMPANY_FLOATED', { company, price: money(num(e.price)) }), 'good');
    case 'PRICE_MOVED': {
      const up = num(e.toIndex) > num(e.fromIndex);
      const steps = Math.abs(num(e.toIndex) - num(e.fromIndex));
      return done(
        t(up ? 'ev.PRICE_UP' : 'ev.PRICE_DOWN', { company, from: money(num(e.from)), to: money(num(e.to)), steps, cause: causeText(str(e.cause)) }),
        up ? 'good' : 'bad',
      );
    }
    case 'LIMIT_OPENED':
      return done(t('ev.LIMIT_OPENED', { player: P(player), side: sideText(str(e.side)), quantity: num(e.quantity), company, value: money(num(e.value)) }));
    case 'LIMIT_TRIGGERED':
      return done(t('ev.LIMIT_TRIGGERED', { player: P(player), side: sideText(str(e.side)), company, value: money(num(e.value)) }));
    case 'SHORT_OPENED':
      return done(t('ev.SHORT_OPENED', { player: P(player), quantity: num(e.quantity), company, unit: money(num(e.unitPrice)), value: money(num(e.value)), margin: money(num(e.margin)) }));
    case 'SHORT_COVERED':
      return done(t('ev.SHORT_COVERED', { player: P(player), quantity: num(e.quantity), company, cost: money(num(e.cost)), margin: money(num(e.marginReleased)) }));
    case 'SHORT_INTEREST_CHARGED':
      return done(t('ev.SHORT_INTEREST_CHARGED', { player: P(player), company, paid: money(num(e.paid)) }), 'bad');
    case 'SHORT_CLOSED_BY_BANKRUPTCY':
      return done(t('ev.SHORT_CLOSED_BY_BANKRUPTCY', { player: P(player), company, cost: money(num(e.cost)) }));
    case 'CONTRACT_OFFERED':
      return done(t('ev.CONTRACT_OFFERED', { id: num(e.id), company, shares: num(e.shares), strike: money(num(e.strike)), premium: money(num(e.premium)), term: num(e.term) }));
    case 'CONTRACT_DISCARDED':
      return done(t('ev.CONTRACT_DISCARDED', { id: num(e.contract) }));
    case 'CONTRACT_EXPIRED':
      return done(t('ev.CONTRACT_EXPIRED', { id: num(e.contract), player: P(player), company }), 'bad');
    case 'CONTRACT_PURCHASED':
      return done(t('ev.CONTRACT_PURCHASED', { id: num(e.contract), player: P(player), company, premium: money(num(e.premium)) }));
    case 'EXERCISE_REQUESTED':
      return done(t('ev.EXERCISE_REQUESTED', { id: num(e.contract), player: P(player), company }));
    case 'OPTION_EXERCISED':
      return done(t('ev.OPTION_EXERCISED', { id: num(e.contract), player: P(player), company, price: money(num(e.price)), strike: money(num(e.strike)), shares: num(e.shares), payout: money(num(e.payout)) }), 'good');
    case 'STOCK_ROUND_RESULTS':
      return done(t('ev.STOCK_ROUND_RESULTS', { order: joinList(list<string>(e.actionOrder)) }), 'neutral', { companies: list<string>(e.actionOrder) });
    case 'PRODUCTION':
      return done(
        t(e.salesBonus ? 'ev.PRODUCTION_BONUS' : 'ev.PRODUCTION', {
          company, sold: num(e.sold), output: num(e.output), unit: money(num(e.unitPrice)), revenue: money(num(e.revenue)),
          cost: money(num(e.paid)), throughput: num(e.throughput), treasury: money(num(e.treasury)),
        }),
      );
    case 'COMPANY_INSOLVENT':
      return done(t('ev.COMPANY_INSOLVENT', { company, cause: term('insolventCause', str(e.cause)) }), 'bad');
    case 'REVENUE_VOTE_RESULT':
      return done(t('ev.REVENUE_VOTE_RESULT', { company, outcome: term('revenue', str(e.outcome)) }));
    case 'DIVIDEND_PAID': {
      const dividends = list<{ player: string; amount: number }>(e.dividends);
      const shorts = list<{ player: string; amount: number }>(e.shortPayments);
      return done(
        t('ev.DIVIDEND_PAID', {
          company, outcome: term('revenue', str(e.outcome)), distributed: money(num(e.distributed)), kept: money(num(e.kept)),
          paid: joinList(dividends.map((d) => t('ev.paidToItem', { player: P(d.player), amount: money(d.amount) }))),
          shorts: shorts.length ? t('ev.shortDividends', { list: joinList(shorts.map((d) => t('ev.paidItem', { player: P(d.player), amount: money(d.amount) }))) }) : '',
        }),
        'good', { players: [...dividends.map((d) => d.player), ...shorts.map((d) => d.player)] },
      );
    }
    case 'COMPANY_VOTE_OPENED':
      return done(t('ev.COMPANY_VOTE_OPENED', { company, count: list(e.offered).length, n: num(e.actionsPerOr), treasury: money(num(e.treasury)) }));
    case 'INSOLVENCY_ROUND_OPENED':
      return done(t('ev.INSOLVENCY_ROUND_OPENED', { company, shortfall: money(num(e.shortfall)), treasury: money(num(e.treasury)) }), 'bad');
    case 'COMPANY_VOTE_SUBMITTED':
      return done(t('ev.COMPANY_VOTE_SUBMITTED', { player: P(player), company, actions: joinList(list<string>(e.actions).map((a) => term('action', a))) }));
    case 'REVENUE_VOTE_SUBMITTED':
      return done(t('ev.REVENUE_VOTE_SUBMITTED', { player: P(player), company, choice: term('revenue', str(e.choice)) }));
    case 'INFLUENCE_BID_SUBMITTED':
      return done(t('ev.INFLUENCE_BID_SUBMITTED', { player: P(player), points: num(e.points) }));
    case 'TRANCHE_VOTE_SUBMITTED':
      return done(t('ev.TRANCHE_VOTE_SUBMITTED', { player: P(player), choice: e.packageId === null ? t('tranche.noVote') : `#${num(e.packageId)}` }));
    case 'TRANCHE_ALLOCATION_SUBMITTED':
      return done(t('ev.TRANCHE_ALLOCATION_SUBMITTED', { player: P(player), id: num(e.packageId) }));
    case 'COMPANY_VOTE_RESULT': {
      const scores = record<number>(e.scores);
      return done(
        t('ev.COMPANY_VOTE_RESULT', {
          company, winners: joinList(list<string>(e.winners).map((a) => term('action', a))),
          scores: joinList(Object.entries(scores).map(([a, s]) => t('ev.scoreItem', { action: term('action', a), score: s }))),
        }),
      );
    }
    case 'COMPANY_ACTION_RESOLVED':
      return done(
        t('ev.COMPANY_ACTION_RESOLVED', { company, action: term('action', str(e.action)), cost: money(num(e.cost)), treasury: money(num(e.treasury)) }) +
          (num(e.prestige) > 0 ? ' ' + t('ev.prestigePaid', { prestige: num(e.prestige) }) : ''),
        'good',
      );
    case 'COMPANY_ACTION_SKIPPED':
      return done(t('ev.COMPANY_ACTION_SKIPPED', { company, action: term('action', str(e.action)), reason: reasonText(str(e.reason)) }), 'bad');
    case 'INSOLVENCY_CONTRIBUTION':
      return done(
        e.kind === 'SHARES'
          ? t('ev.CONTRIBUTED_SHARES', { player: P(player), company, quantity: num(e.quantity), proceeds: money(num(e.proceeds)), treasury: money(num(e.treasury)) })
          : t('ev.CONTRIBUTED_CASH', { player: P(player), company, amount: money(num(e.amount)), treasury: money(num(e.treasury)) }),
      );
    case 'COMPANY_RECOVERED':
      return done(t('ev.COMPANY_RECOVERED', { company, treasury: money(num(e.treasury)), shortfall: money(num(e.shortfall)) }), 'good');
    case 'COMPANY_BANKRUPT': {
      const payouts = list<{ player: string; amount: number }>(e.payouts);
      return done(
        t('ev.COMPANY_BANKRUPT', { company, price: money(num(e.price)), payouts: joinList(payouts.map((p) => t('ev.paidToItem', { player: P(p.player), amount: money(p.amount) }))) }),
        'bad', { players: payouts.map((p) => p.player) },
      );
    }
    case 'RESEARCH_CARD_DRAWN':
      return done(t('ev.RESEARCH_CARD_DRAWN', { company, card: term('card', str(e.card)) }));
    case 'RESEARCH_NOTHING_FOUND':
      return done(t('ev.RESEARCH_NOTHING_FOUND', { company }));
    case 'PRESTIGE_REWARD_BOUGHT':
      return done(t('ev.PRESTIGE_REWARD_BOUGHT', { company, reward: term('reward', str(e.reward)), cost: num(e.cost) }), 'good');
    case 'PRESTIGE_REWARD_MISSED':
      return done(t('ev.PRESTIGE_REWARD_MISSED', { company, reward: term('reward', str(e.reward)), cost: num(e.cost), prestige: num(e.prestige) }));
    case 'TAX_CHARGED':
      return done(t('ev.TAX_CHARGED', { player: P(player), income: money(num(e.income)), rate: num(e.rate), tax: money(num(e.tax)) }), num(e.tax) > 0 ? 'bad' : 'neutral');
    case 'DIVESTED': {
      const sales = list<{ company: string; price: number }>(e.sales);
      return done(
        t('ev.DIVESTED', { player: P(player), excess: num(e.excess), limit: num(e.limit), sales: joinList(sales.map((s) => `${s.company} ${money(s.price)}`)) }),
        'bad', { companies: sales.map((s) => s.company) },
      );
    }
    case 'LOAN_INTEREST_PAID':
      return done(t('ev.LOAN_INTEREST_PAID', { company, paid: money(num(e.paid)) }));
    case 'CONSUMERS_MOVED': {
      const moved = record<number>(e.moved);
      return done(
        t('ev.CONSUMERS_MOVED', {
          moved: joinList(Object.entries(moved).map(([s, n]) => t('ev.movedItem', { sector: term('sector', s), count: n }))),
          pool: num(e.pool),
        }),
      );
    }
    case 'ECONOMY_SCORE':
      if (e.frozen) return done(t('ev.ECONOMY_FROZEN', { score: num(e.to) }));
      return done(t('ev.ECONOMY_SCORE', { from: num(e.from), to: num(e.to) }), num(e.to) > num(e.from) ? 'good' : num(e.to) < num(e.from) ? 'bad' : 'neutral');
    case 'BANK_BROKEN':
      return done(t('ev.BANK_BROKEN'), 'bad');
    case 'GAME_ENDED':
      return done(t('ev.GAME_ENDED', { reason: term('endReason', str(e.reason)) }));
    default:
      return done(t('ev.unknown', { type: term('evtype', e.type) }));
  }
}

/** "buy 2 CYCO at the IPO", "limit sell 1 MED at $60", "short 2 HEAVY", "option #3 on TECH". */
export function orderText(o: Record<string, unknown>): string {
  const company = str(o.company);
  switch (o.type) {
    case 'MARKET':
      return t(o.side === 'SELL' ? 'orderText.marketSell' : 'orderText.marketBuy', {
        quantity: num(o.quantity), company, market: term('market', str(o.location)),
        bid: typeof o.bid === 'number' ? t('orderText.bid', { bid: money(o.bid) }) : '',
      });
    case 'LIMIT':
      return t(o.side === 'SELL' ? 'orderText.limitSell' : 'orderText.limitBuy', { quantity: num(o.quantity), company, value: money(num(o.value)) });
    case 'SHORT':
      return t('orderText.short', { quantity: num(o.quantity), company });
    case 'OPTION':
      return t('orderText.option', { id: num(o.contract), company, bid: typeof o.bid === 'number' ? t('orderText.bid', { bid: money(o.bid) }) : '' });
    default:
      return t('orderText.hidden', { company: company || '?' });
  }
}

/** A phase's name; `{company}` is filled when known, else left out ("Company vote" rather than "Company vote: {company}"). */
export function phaseLabel(phase: string, company?: string | null): string {
  const key = `phase.${phase}`;
  const text = t(key, company ? { company } : {});
  if (text === key) return phase.replace(/_/g, ' ').toLowerCase();
  return text.replace(/[:\s]*\{\w+\}/g, '').trim();
}
