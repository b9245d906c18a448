/**
 * Every reason code Sectors' rules answer with, and what it means (docs/PROTOCOL-REFERENCE.md): the refusals of
 * an input (nothing changed) and the outcomes recorded when something accepted fails later. Declared here, not
 * found in the source: test/unit/protocol-notes.test.ts plays seeded games with legal and illegal inputs and
 * requires every code they meet to be listed.
 */

/** Inputs the rules refuse (`error.reason` of an `act`, `check_result.reason`, `INPUT_REFUSED.reason`). */
export const REFUSALS: Readonly<Record<string, string>> = {
  GAME_NOT_RUNNING: 'the game has ended (from the host: it has not started yet)',
  MALFORMED_INPUT: 'an unknown input type, a missing field, a field of the wrong type or an unknown enum value',
  NOT_SEATED: 'the sender is not a seat of this game',
  NOT_YOUR_PHASE: 'the phase does not accept this input (or the phase changed; or a vote in an insolvency round / a contribution in a vote)',
  BID_OUT_OF_RANGE: 'influence bid not an integer 0..influencePoints',
  HEADLINE_NOT_FOR_SALE: 'no headline with that id in a slot',
  NOT_BACKING: 'WITHDRAW_HEADLINE while backing nothing',
  TRANCHE_NOT_FOUND: 'no package with that id',
  NOT_TRANCHE_WINNER: 'the sender did not win that package',
  ALLOCATION_EXCEEDS_PACKAGE: 'a negative or fractional amount, or more than the package cash',
  INVALID_RECIPIENT: 'unknown player, unknown or bankrupt company, or prestige for a package without a token',
  PASSIVE_SECTOR_MISMATCH: 'the passive\'s company is not in the package sector',
  ALREADY_ORDERED_THIS_SUBROUND: 'one order per seat per sub-round',
  ORDER_TYPE_DISABLED: 'limit, short or option orders are switched off in this game',
  COMPANY_NOT_FOUND: 'no company with that ticker',
  COMPANY_BANKRUPT: 'the company is bankrupt',
  COMPANY_NOT_FLOATED: 'open market, limit and short orders need a floated company',
  INVALID_LOCATION: 'location not IPO / OPEN_MARKET, or a sell to the IPO',
  INVALID_QUANTITY: 'quantity not an integer in its range',
  BID_REQUIRED: 'a BID_PRIORITY buy without a bid',
  BID_NOT_ALLOWED: 'a bid on a sell or in a PRIORITY game',
  BID_TOO_LOW: 'bid below the current price, the IPO price or the premium',
  LIMIT_VALUE_OUT_OF_RANGE: 'limit value outside its range',
  NO_LIMIT_ACTIONS: 'no limit actions left',
  SHORT_QUANTITY_OUT_OF_RANGE: 'short quantity outside 1..3',
  NO_SHORT_ACTIONS: 'no short actions left',
  CONTRACT_NOT_FOR_SALE: 'no contract with that id for sale',
  DUPLICATE_OPTION_ORDER: 'a pending order on that contract already',
  ORDER_NOT_FOUND: 'no such (limit / short) order',
  NOT_ORDER_OWNER: 'the order belongs to another player',
  ORDER_NOT_CANCELLABLE: 'the order is no longer PENDING or OPEN',
  SHORT_NOT_OPEN: 'the short is not OPEN',
  INSUFFICIENT_CASH: 'not enough cash (headline share, short cover, cash contribution)',
  CONTRACT_NOT_FOUND: 'no contract with that id',
  NOT_CONTRACT_OWNER: 'the contract belongs to another player',
  CONTRACT_NOT_PURCHASED: 'the contract is not PURCHASED',
  OPTION_OUT_OF_THE_MONEY: 'the price is below the strike',
  COMPANY_NOT_VOTING: 'the company has no revenue vote',
  NOT_A_SHAREHOLDER: 'the sender held no shares when the vote or round opened',
  INVALID_CHOICE: 'revenue choice not FULL, HALF or RETAIN',
  TOO_MANY_ACTIONS: 'no action, or more than actionsPerOr',
  DUPLICATE_ACTION: 'an action listed twice',
  ACTION_UNAVAILABLE: 'an action not available to the company',
  ACTION_UNAFFORDABLE: 'the company cannot pay for an action',
  INVALID_AMOUNT: 'a contribution that is not a whole amount ≥ 1',
  INSUFFICIENT_SHARES_HELD: 'contributing more shares than held',
};

/** Recorded on an order (`orders[].reason`, ORDER_REJECTED) or a skipped company action (COMPANY_ACTION_SKIPPED). */
export const OUTCOMES = {
  codes: {
    INSUFFICIENT_CASH: 'the player could not pay when the order resolved',
    INSUFFICIENT_SHARES_HELD: 'a market sell of shares the player no longer holds',
    INSUFFICIENT_SHARES_AVAILABLE: 'not enough shares in the IPO or the open market',
    OWNERSHIP_CAP_EXCEEDED: 'the buy would pass the ownership cap',
    NOT_ENOUGH_SHARES_TO_LEND: 'not enough open-market shares to lend for the short',
    CONTRACT_ALREADY_SOLD: 'another order bought the contract first',
    COMPANY_BANKRUPT: 'the company went bankrupt with the order open',
    INSUFFICIENT_COMPANY_FUNDS: 'an earlier winning action left too little treasury',
    INSUFFICIENT_PRESTIGE: 'an earlier winning action left too little prestige',
    ACTION_UNAVAILABLE: 'an earlier winning action made this one unavailable',
    COMPANY_INSOLVENT: 'an earlier winning action emptied the treasury',
    VETOED: 'VETO won a slot: the other winners are skipped',
  },
  events: ['ORDER_REJECTED.reason', 'COMPANY_ACTION_SKIPPED.reason'],
  views: ['orders[].reason'],
} as const;
