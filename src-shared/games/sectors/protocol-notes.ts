/**
 * The words of Sectors' protocol reference (docs/PROTOCOL-REFERENCE.md, `npm run docs:protocol`): what each
 * option, input and event means, the ranges and rules an input's fields must meet (checked by the rules with their
 * own reason codes, so written here), the prose above each section and an example of each input. The fields, their
 * JSON types and the schema limits are generated from the module's schemas (schemas/); the phases that accept an
 * input come from ACCEPTED_IN. The view fields' words are in protocol-notes-views.ts, the reason codes in
 * protocol-notes-reasons.ts. test/unit/protocol-notes.test.ts requires words for everything the schemas hold and
 * none for anything they lack.
 */
import type { InputNotes, ProtocolNotes } from '../../platform/testing/game-tools.ts';
import { LIMIT_VALUE_MAX, LIMIT_VALUE_MIN, SHORT_MAX_QUANTITY } from './data.ts';
import { ACCEPTED_IN } from './inputs.ts';
import { OUTCOMES, REFUSALS } from './protocol-notes-reasons.ts';
import { PRIVATE_VIEW_WORDS, PUBLIC_VIEW_WORDS } from './protocol-notes-views.ts';

const OPTION_WORDS: Record<string, string> = {
  maxTurns: 'the game ends after this turn',
  startingCash: 'cash per player at the start',
  bankSize: 'bank size: when the bank runs out, the game ends after that turn',
  consumerPool: 'consumers in the pool at the start',
  influencePoints: 'influence points per turn for the influence bid',
  maxSubRounds: 'stock sub-rounds per turn',
  distributionStrategy: '`PRIORITY` (orders fill in player priority) or `BID_PRIORITY` (buys carry bids)',
  priorityMode: '`CATCH_UP` (poorest first after each turn) or `STATIC`',
  ordersConcealed: 'orders stay hidden until they are reviewed and revealed',
  limitOrdersEnabled: 'limit orders allowed',
  shortOrdersEnabled: 'short orders allowed',
  optionOrdersEnabled: 'option orders allowed',
  ownershipCapEnabled: 'a player may hold at most 60 % of a company',
};

/** `player` is left out: the host adds the seat named in `act.player`. TIMEOUT is the host's own input. */
const INPUT_WORDS: Record<string, Omit<InputNotes, 'phases'>> = {
  SUBMIT_INFLUENCE_BID: {
    example: { type: 'SUBMIT_INFLUENCE_BID', points: 12 },
    about: 'Secret bid of influence points for turn priority; may be replaced until the phase ends.',
    fields: { points: 'integer 0..`config.influencePoints` (`BID_OUT_OF_RANGE`)' },
  },
  BACK_HEADLINE: {
    example: { type: 'BACK_HEADLINE', headlineId: 2 },
    about: 'Back a headline on offer (switching from another one); the cost is shared among its backers.',
    fields: { headlineId: 'id of a headline in `view.headlines` (`HEADLINE_NOT_FOR_SALE`); cash ≥ your share of its cost (`INSUFFICIENT_CASH`)' },
  },
  WITHDRAW_HEADLINE: {
    example: { type: 'WITHDRAW_HEADLINE' },
    about: 'Stop backing the headline you back (`NOT_BACKING` if none).',
  },
  VOTE_TRANCHE: {
    example: { type: 'VOTE_TRANCHE', packageId: 1 },
    about: 'Secret vote for a capital tranche package; `null` abstains.',
    fields: { packageId: 'id of a package in `view.tranches`, or null (`TRANCHE_NOT_FOUND`)' },
  },
  ALLOCATE_TRANCHE: {
    example: { type: 'ALLOCATE_TRANCHE', packageId: 1, cash: [{ player: 'P2', amount: 50 }] },
    about: 'The winner of a package splits its cash and places its prestige token and passive.',
    fields: {
      packageId: 'a package this seat won (`NOT_TRANCHE_WINNER`)',
      cash: 'whole amounts ≥ 0 summing to at most the package cash (`ALLOCATION_EXCEEDS_PACKAGE`)',
      'cash[].player': 'a seated player (`INVALID_RECIPIENT`)',
      'cash[].amount': 'integer ≥ 0',
      prestigeCompanyId: 'a company that is not bankrupt, only for packages with `prestige: true` (`INVALID_RECIPIENT`)',
      passiveCompanyId: 'a company of the package sector that is not bankrupt (`INVALID_RECIPIENT`, `PASSIVE_SECTOR_MISMATCH`)',
    },
  },
  PLACE_MARKET_ORDER: {
    example: { type: 'PLACE_MARKET_ORDER', companyId: 'HAPPY', location: 'IPO', side: 'BUY', quantity: 2 },
    about: 'Buy from the IPO or the open market, or sell to the open market, at the price found at resolution. One order per seat per sub-round (`ALREADY_ORDERED_THIS_SUBROUND`).',
    fields: {
      companyId: 'ticker of a company that is not bankrupt (`COMPANY_NOT_FOUND`, `COMPANY_BANKRUPT`)',
      location: '`IPO` (buy only) or `OPEN_MARKET` (floated companies only) (`INVALID_LOCATION`, `COMPANY_NOT_FLOATED`)',
      side: '`BUY` or `SELL`',
      quantity: 'integer 1..shares outstanding (`INVALID_QUANTITY`)',
      bid: 'BID_PRIORITY buys only, required there: integer ≥ the current price (IPO: ≥ the IPO price) (`BID_REQUIRED`, `BID_NOT_ALLOWED`, `BID_TOO_LOW`)',
    },
  },
  PLACE_LIMIT_ORDER: {
    example: { type: 'PLACE_LIMIT_ORDER', companyId: 'HAPPY', side: 'BUY', quantity: 2, value: 60 },
    about: 'A standing order that triggers when the price crosses `value`; uses one limit action.',
    fields: {
      companyId: 'ticker of a floated company (`COMPANY_NOT_FOUND`, `COMPANY_BANKRUPT`, `COMPANY_NOT_FLOATED`)',
      side: '`BUY` or `SELL`',
      quantity: 'integer 1..shares outstanding (`INVALID_QUANTITY`)',
      value: `integer ${LIMIT_VALUE_MIN}..${LIMIT_VALUE_MAX} (\`LIMIT_VALUE_OUT_OF_RANGE\`); needs a limit action left (\`NO_LIMIT_ACTIONS\`)`,
    },
  },
  PLACE_SHORT_ORDER: {
    example: { type: 'PLACE_SHORT_ORDER', companyId: 'HAPPY', quantity: 2 },
    about: 'Borrow and sell shares of a floated company; uses one short action and holds margin.',
    fields: {
      companyId: 'ticker of a floated company (`COMPANY_NOT_FOUND`, `COMPANY_BANKRUPT`, `COMPANY_NOT_FLOATED`)',
      quantity: `integer 1..${SHORT_MAX_QUANTITY} (\`SHORT_QUANTITY_OUT_OF_RANGE\`); needs a short action left (\`NO_SHORT_ACTIONS\`)`,
    },
  },
  PLACE_OPTION_ORDER: {
    example: { type: 'PLACE_OPTION_ORDER', contractId: 3 },
    about: 'Buy an option contract on offer (`view.contracts` with state `FOR_SALE`).',
    fields: {
      contractId: 'id of a FOR_SALE contract (`CONTRACT_NOT_FOR_SALE`); one pending order per contract (`DUPLICATE_OPTION_ORDER`)',
      bid: 'as for market orders: BID_PRIORITY only, integer ≥ the premium',
    },
  },
  CANCEL_LIMIT_ORDER: {
    example: { type: 'CANCEL_LIMIT_ORDER', orderId: 14 },
    about: 'Withdraw one of your limit orders that is still PENDING or OPEN (its limit action comes back while PENDING).',
    fields: { orderId: 'id of your own limit order (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `ORDER_NOT_CANCELLABLE`)' },
  },
  CANCEL_MARKET_ORDER: {
    example: { type: 'CANCEL_MARKET_ORDER', orderId: 14 },
    about: 'Withdraw your market order of this sub-round while orders are still placed; you may then place another.',
    fields: { orderId: 'id of your own PENDING market order of this sub-round (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `ORDER_NOT_CANCELLABLE`)' },
  },
  COVER_SHORT: {
    example: { type: 'COVER_SHORT', shortId: 9 },
    about: 'Buy back the shares of an open short at the current price (margin counts towards the cost).',
    fields: { shortId: 'id of your own OPEN short order (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `SHORT_NOT_OPEN`, `INSUFFICIENT_CASH`)' },
  },
  EXERCISE_OPTION: {
    example: { type: 'EXERCISE_OPTION', contractId: 3 },
    about: 'Ask to exercise a purchased contract at the end of the phase.',
    fields: { contractId: 'your own PURCHASED contract whose price is ≥ its strike (`CONTRACT_NOT_FOUND`, `NOT_CONTRACT_OWNER`, `CONTRACT_NOT_PURCHASED`, `OPTION_OUT_OF_THE_MONEY`)' },
  },
  VOTE_REVENUE: {
    example: { type: 'VOTE_REVENUE', companyId: 'HAPPY', choice: 'HALF' },
    about: 'Secret vote on what a company does with its revenue; votes are weighted by shares held when the phase opened.',
    fields: {
      companyId: 'a company in `view.inputs.revenueEligible` (`COMPANY_NOT_VOTING`) you held shares of (`NOT_A_SHAREHOLDER`)',
      choice: '`FULL`, `HALF` or `RETAIN` (`INVALID_CHOICE`)',
    },
  },
  VOTE_COMPANY_ACTIONS: {
    example: { type: 'VOTE_COMPANY_ACTIONS', actions: ['SMALL_MARKETING'] },
    about: 'Secret vote for the current company\'s actions (normal round: `view.companyRound.mode` is `VOTE`).',
    fields: {
      actions: '1..`view.companyRound.actionsPerOr` distinct actions from `view.companyRound.offered` (`TOO_MANY_ACTIONS`, `DUPLICATE_ACTION`, `ACTION_UNAVAILABLE`, `ACTION_UNAFFORDABLE`); shareholders only (`NOT_A_SHAREHOLDER`)',
    },
  },
  CONTRIBUTE_CASH: {
    example: { type: 'CONTRIBUTE_CASH', amount: 20 },
    about: 'Insolvency round (`view.companyRound.mode` is `INSOLVENCY`): give cash to the company.',
    fields: { amount: 'integer 1..your cash (`INVALID_AMOUNT`, `INSUFFICIENT_CASH`); shareholders only (`NOT_A_SHAREHOLDER`)' },
  },
  CONTRIBUTE_SHARES: {
    example: { type: 'CONTRIBUTE_SHARES', quantity: 2 },
    about: 'Insolvency round: sell shares back for the company\'s benefit.',
    fields: { quantity: 'integer 1..shares you hold (`INVALID_QUANTITY`, `INSUFFICIENT_SHARES_HELD`); shareholders only (`NOT_A_SHAREHOLDER`)' },
  },
  READY: {
    example: { type: 'READY' },
    about: 'This seat is done with the phase; the phase ends when every seat that must act is ready.',
  },
  UNREADY: {
    example: { type: 'UNREADY' },
    about: 'Take back READY while the phase is still running.',
  },
};

const EVENT_WORDS: Record<string, string> = {
  PHASE_STARTED: 'a phase instance began (`serial` is its `phaseSerial`)',
  PHASE_ENDED: 'the phase instance `serial` ended',
  READY_CHANGED: 'a seat became ready or took it back',
  SUBMITTED: 'a seat sent a secret submission (`what`; the content stays secret)',
  INPUT_REFUSED: 'the session refused an input it applied for a seat (a bot move, a replayed input); seen only by that seat',
  INFLUENCE_BID_SUBMITTED: 'your influence bid (private)',
  INFLUENCE_BIDS_REVEALED: 'all bids, refunds and the new priority',
  PRIORITY_CHANGED: 'the priority order changed (`cause`)',
  HEADLINE_OFFERED: 'a headline was put in a slot',
  HEADLINE_BACKED: 'a player backed a headline',
  HEADLINE_WITHDRAWN: 'a player stopped backing a headline',
  HEADLINE_RESOLVED: 'a bought headline took effect: payments and the before/after values',
  HEADLINE_DISCARDED: 'a headline left its slot unbought',
  SECTOR_DEMAND_CHANGED: 'a sector\'s base demand changed (`cause`)',
  TRANCHES_OFFERED: 'the capital tranche packages of the turn',
  TRANCHE_VOTE_SUBMITTED: 'your tranche vote (private)',
  TRANCHE_VOTES_REVEALED: 'all tranche votes and the winner of each package',
  TRANCHE_ALLOCATION_SUBMITTED: 'your allocation of a package you won (private)',
  TRANCHE_DISTRIBUTED: 'a package was paid out as allocated',
  ORDER_PLACED: 'an order as placed (the fields of the order): only its owner\'s (`visibleTo`) while orders are concealed, everyone\'s otherwise',
  ORDER_SUBMITTED: 'a player placed an order this sub-round (public; no details while concealed)',
  ORDER_CANCELLED: 'an order was cancelled: only its owner hears of a concealed order of this sub-round (`visibleTo`), everyone of any other',
  ORDERS_REVIEWED: 'concealed orders shown as company and market only (review phase)',
  ORDERS_REVEALED: 'concealed orders revealed in full',
  ORDER_FILLED: 'an order (or part of it) was filled: shares, unit price and amount',
  ORDER_REJECTED: 'an order failed at resolution (`reason` is a resolution outcome code)',
  COMPANY_FLOATED: 'a company floated (became ACTIVE)',
  COMPANY_OPENED: 'a new company entered the game',
  PRICE_MOVED: 'a share price moved, with its `cause` (buys, sells, actions, dividends…)',
  LIMIT_OPENED: 'a limit order became OPEN',
  LIMIT_TRIGGERED: 'a limit order triggered',
  SHORT_OPENED: 'a short order opened: value and margin',
  SHORT_INTEREST_CHARGED: 'interest on an open short',
  SHORT_COVERED: 'a short was covered',
  SHORT_CLOSED_BY_BANKRUPTCY: 'a short closed because its company went bankrupt',
  CONTRACT_OFFERED: 'an option contract was put on sale (the contract\'s fields and the current price)',
  CONTRACT_PURCHASED: 'an option contract was bought',
  CONTRACT_EXPIRED: 'a purchased contract expired',
  CONTRACT_DISCARDED: 'an unsold contract was discarded',
  EXERCISE_REQUESTED: 'a player asked to exercise a contract',
  OPTION_EXERCISED: 'a contract was exercised: shares and payout',
  STOCK_ROUND_RESULTS: 'the stock round ended: company action order and prices',
  PRODUCTION: 'a company produced and sold: supply, demand, revenue, costs, treasury',
  REVENUE_VOTE_SUBMITTED: 'your revenue vote (private)',
  REVENUE_VOTE_RESULT: 'the votes and the outcome for a company',
  DIVIDEND_PAID: 'revenue kept and distributed: dividends per holder and short payments',
  COMPANY_VOTE_OPENED: 'a company vote opened: eligible players and the actions on offer',
  INSOLVENCY_ROUND_OPENED: 'an insolvency round opened: eligible players and the shortfall',
  COMPANY_VOTE_SUBMITTED: 'your company vote (private)',
  COMPANY_VOTE_RESULT: 'all votes, scores and the winning actions',
  COMPANY_ACTION_RESOLVED: 'a winning action took effect (its cost and the fields it changed)',
  COMPANY_ACTION_SKIPPED: 'a winning action could not take effect (`reason` is a resolution outcome code)',
  INSOLVENCY_CONTRIBUTION: 'a player contributed cash or shares',
  COMPANY_RECOVERED: 'an insolvent company covered its shortfall',
  COMPANY_INSOLVENT: 'a company became insolvent',
  COMPANY_BANKRUPT: 'a company went bankrupt: payouts and treasury returned',
  RESEARCH_CARD_DRAWN: 'a company drew a research card',
  RESEARCH_NOTHING_FOUND: 'research found nothing (deck empty)',
  PRESTIGE_REWARD_BOUGHT: 'a company bought a prestige reward',
  PRESTIGE_REWARD_MISSED: 'a company could not afford the next prestige reward',
  LOAN_INTEREST_PAID: 'a company paid loan interest',
  TAX_CHARGED: 'capital gains tax of a player',
  DIVESTED: 'a player over the ownership cap sold the excess',
  DECAY: 'temporary demand and supply decayed',
  CONSUMERS_MOVED: 'consumers moved between the pool and the sectors',
  ECONOMY_SCORE: 'the economy score changed (or stayed: `frozen`)',
  BANK_BROKEN: 'the bank ran out: the game ends after this turn',
  GAME_ENDED: 'the game ended: `reason` and the final ranking',
};

export const protocolNotes: ProtocolNotes = {
  options: OPTION_WORDS,
  // READY and UNREADY are accepted in every phase; the others where ACCEPTED_IN says (§6.1).
  inputs: Object.fromEntries(Object.entries(INPUT_WORDS).map(([type, words]) => [type, { ...words, phases: ACCEPTED_IN[type] ?? 'every' }])),
  events: EVENT_WORDS,
  publicView: PUBLIC_VIEW_WORDS,
  privateView: PRIVATE_VIEW_WORDS,
  refusals: REFUSALS,
  outcomes: OUTCOMES,
  intro: {
    inputs: [
      'Send an input without `player`: the host adds the seat named in the command. Input objects are strict: an',
      'unknown field, a missing field, a wrong JSON type or an unknown enum value is `MALFORMED_INPUT`. Ranges and',
      'rules are checked next, each with its own reason code (in brackets). An input sent in a phase that does not',
      'accept it is `NOT_YOUR_PHASE`; automatic phases accept only `READY` / `UNREADY` (every seat READY ends the',
      'review early). Phase ids and the order of play: [phases/sectors.md](phases/sectors.md).',
    ].join('\n'),
    publicView: [
      'The same for every connection. Before the game starts the host sends',
      '`{ "phase": "LOBBY", "turn": 0, "status": "LOBBY" }` instead. Records (`*`) are keyed by player id, ticker,',
      'sector, action or package id.',
    ].join('\n'),
    privateView: [
      'One per seat the connection holds. `mergeView` puts it over the public view: seat P\'s counters, its concealed',
      'orders and its own secret submissions.',
    ].join('\n'),
    events: 'Events with `visibleTo` reach only those seats.',
  },
};
