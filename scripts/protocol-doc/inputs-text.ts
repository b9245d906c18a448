/**
 * What each engine input means and the ranges its fields must meet. The shapes (field names, JSON types,
 * optional or not) come from the engine's valibot schemas; the ranges are checked by the rule functions
 * with their own reason codes, so they are written here. The completeness test requires an entry for every
 * input type a player can send and for each of its fields, and no entry for anything that does not exist.
 */
import { LIMIT_VALUE_MAX, LIMIT_VALUE_MIN, SHORT_MAX_QUANTITY } from '../../src-shared/games/sectors/data.ts';

export type InputText = { about: string; fields: Record<string, string> };

/** `player` is left out: the host adds the seat named in `act.player`. TIMEOUT is the host's own input. */
export const INPUT_TEXT: Record<string, InputText> = {
  SUBMIT_INFLUENCE_BID: {
    about: 'Secret bid of influence points for turn priority; may be replaced until the phase ends.',
    fields: { points: 'integer 0..`config.influencePoints` (`BID_OUT_OF_RANGE`)' },
  },
  BACK_HEADLINE: {
    about: 'Back a headline on offer (switching from another one); the cost is shared among its backers.',
    fields: { headlineId: 'id of a headline in `view.headlines` (`HEADLINE_NOT_FOR_SALE`); cash ≥ your share of its cost (`INSUFFICIENT_CASH`)' },
  },
  WITHDRAW_HEADLINE: { about: 'Stop backing the headline you back (`NOT_BACKING` if none).', fields: {} },
  VOTE_TRANCHE: {
    about: 'Secret vote for a capital tranche package; `null` abstains.',
    fields: { packageId: 'id of a package in `view.tranches`, or null (`TRANCHE_NOT_FOUND`)' },
  },
  ALLOCATE_TRANCHE: {
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
    about: 'A standing order that triggers when the price crosses `value`; uses one limit action.',
    fields: {
      companyId: 'ticker of a floated company (`COMPANY_NOT_FOUND`, `COMPANY_BANKRUPT`, `COMPANY_NOT_FLOATED`)',
      side: '`BUY` or `SELL`',
      quantity: 'integer 1..shares outstanding (`INVALID_QUANTITY`)',
      value: `integer ${LIMIT_VALUE_MIN}..${LIMIT_VALUE_MAX} (\`LIMIT_VALUE_OUT_OF_RANGE\`); needs a limit action left (\`NO_LIMIT_ACTIONS\`)`,
    },
  },
  PLACE_SHORT_ORDER: {
    about: 'Borrow and sell shares of a floated company; uses one short action and holds margin.',
    fields: {
      companyId: 'ticker of a floated company (`COMPANY_NOT_FOUND`, `COMPANY_BANKRUPT`, `COMPANY_NOT_FLOATED`)',
      quantity: `integer 1..${SHORT_MAX_QUANTITY} (\`SHORT_QUANTITY_OUT_OF_RANGE\`); needs a short action left (\`NO_SHORT_ACTIONS\`)`,
    },
  },
  PLACE_OPTION_ORDER: {
    about: 'Buy an option contract on offer (`view.contracts` with state `FOR_SALE`).',
    fields: {
      contractId: 'id of a FOR_SALE contract (`CONTRACT_NOT_FOR_SALE`); one pending order per contract (`DUPLICATE_OPTION_ORDER`)',
      bid: 'as for market orders: BID_PRIORITY only, integer ≥ the premium',
    },
  },
  CANCEL_LIMIT_ORDER: {
    about: 'Withdraw one of your limit orders that is still PENDING or OPEN (its limit action comes back while PENDING).',
    fields: { orderId: 'id of your own limit order (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `ORDER_NOT_CANCELLABLE`)' },
  },
  CANCEL_MARKET_ORDER: {
    about: 'Withdraw your market order of this sub-round while orders are still placed; you may then place another.',
    fields: { orderId: 'id of your own PENDING market order of this sub-round (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `ORDER_NOT_CANCELLABLE`)' },
  },
  COVER_SHORT: {
    about: 'Buy back the shares of an open short at the current price (margin counts towards the cost).',
    fields: { shortId: 'id of your own OPEN short order (`ORDER_NOT_FOUND`, `NOT_ORDER_OWNER`, `SHORT_NOT_OPEN`, `INSUFFICIENT_CASH`)' },
  },
  EXERCISE_OPTION: {
    about: 'Ask to exercise a purchased contract at the end of the phase.',
    fields: { contractId: 'your own PURCHASED contract whose price is ≥ its strike (`CONTRACT_NOT_FOUND`, `NOT_CONTRACT_OWNER`, `CONTRACT_NOT_PURCHASED`, `OPTION_OUT_OF_THE_MONEY`)' },
  },
  VOTE_REVENUE: {
    about: 'Secret vote on what a company does with its revenue; votes are weighted by shares held when the phase opened.',
    fields: {
      companyId: 'a company in `view.inputs.revenueEligible` (`COMPANY_NOT_VOTING`) you held shares of (`NOT_A_SHAREHOLDER`)',
      choice: '`FULL`, `HALF` or `RETAIN` (`INVALID_CHOICE`)',
    },
  },
  VOTE_COMPANY_ACTIONS: {
    about: 'Secret vote for the current company\'s actions (normal round: `view.companyRound.mode` is `VOTE`).',
    fields: {
      actions: '1..`view.companyRound.actionsPerOr` distinct actions from `view.companyRound.offered` (`TOO_MANY_ACTIONS`, `DUPLICATE_ACTION`, `ACTION_UNAVAILABLE`, `ACTION_UNAFFORDABLE`); shareholders only (`NOT_A_SHAREHOLDER`)',
    },
  },
  CONTRIBUTE_CASH: {
    about: 'Insolvency round (`view.companyRound.mode` is `INSOLVENCY`): give cash to the company.',
    fields: { amount: 'integer 1..your cash (`INVALID_AMOUNT`, `INSUFFICIENT_CASH`); shareholders only (`NOT_A_SHAREHOLDER`)' },
  },
  CONTRIBUTE_SHARES: {
    about: 'Insolvency round: sell shares back for the company\'s benefit.',
    fields: { quantity: 'integer 1..shares you hold (`INVALID_QUANTITY`, `INSUFFICIENT_SHARES_HELD`); shareholders only (`NOT_A_SHAREHOLDER`)' },
  },
  READY: { about: 'This seat is done with the phase; the phase ends when every seat that must act is ready.', fields: {} },
  UNREADY: { about: 'Take back READY while the phase is still running.', fields: {} },
};
