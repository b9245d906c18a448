/**
 * The shapes of the stock round's views (docs/PROTOCOL-SR1876.md) as valibot schemas; the view types
 * (../view-types.ts) are inferred from them. Seats are `P1`…`P6`; companies by code (`PSR`, `SFR`, `ARR`, `CRR`,
 * `SGR`, `TBR`); money in whole dollars; a cell is `{ r, c }` on the §2 grid (row 0 at the top, column 0 at the
 * left).
 *
 * Everything of a stock round is public (§0.1) except the sealed answers of an open offer pass: the public view
 * says who still has to answer, never what anyone answered; a seat's private view holds its own answers.
 */
import * as v from 'valibot';
import { bool, buySource, cell, code, num, pricedCell, seat } from './common.ts';
import { SEAT_INPUT_TYPES } from './inputs.ts';

const maybeSeat = v.nullable(seat);

export const phaseName = v.picklist(['DECLARE', 'TURN', 'OFFER', 'ROUND_END', 'GAME_OVER']);

export const playerView = v.strictObject({
  id: seat,
  name: v.string(),
  cash: num,
  /** Shares per company code (every playing company has a key). */
  holdings: v.record(code, num),
  /** Companies sold this round (with noRebuyAfterSale they may not be bought again this round). */
  soldThisRound: v.array(code),
  /** §11: cash + shares at the market price (shares on offer still count as the seller's, SR-01). */
  netWorth: num,
  /** Companies this seat directs, in table order. */
  directs: v.array(code),
  /** Done watching the round-end review. */
  ready: bool,
});

export const companyView = v.strictObject({
  code,
  name: v.string(),
  token: cell,
  /** P(token): what a company share costs and what an offer pass asks. */
  price: num,
  /** What one pool share costs (one column right, S-D13). */
  poolPrice: num,
  ipo: num,
  treasury: num,
  /** Treasury shares declared for re-issue this round. */
  declared: num,
  /** Company shares on sale now: IPO + declared. */
  forSale: num,
  pool: num,
  cash: num,
  director: maybeSeat,
  /** This round's modernity m_k and the whole schedule (its last value repeats past its end). */
  modernity: num,
  modernitySchedule: v.array(num),
  /** Next round's modernity (the schedule's last value repeats past its end, §4); null when no round follows. */
  nextModernity: v.nullable(num),
  /** Where a purchase from the company takes its share now (§8): `ipo` while the IPO has one, else `treasury` (a declared re-issue); null: none on sale. */
  shareFrom: v.nullable(v.picklist(['ipo', 'treasury'])),
});

/** The open offer pass: what is offered, to whom, who still has to answer — never what anyone answered. */
export const offerView = v.strictObject({
  seller: seat,
  company: code,
  /** Shares of the sale, and those still on offer. */
  count: num,
  remaining: num,
  pass: num,
  price: num,
  /** The director fixed at the sale's start, who answers for the company (S-D21). */
  director: maybeSeat,
  /** Player candidates in seat order from the seller's left (the allocation order, S-D08). */
  candidates: v.array(seat),
  companyCandidate: bool,
  /** Candidates whose own answer is in, and whether the company's is. */
  answered: v.array(seat),
  companyAnswered: bool,
  /** Seats that still owe an answer (their own, the company's, or both). */
  waiting: v.array(seat),
  /** What the seller has received so far in this sale. */
  proceeds: num,
});

/** The last closed offer pass, answers revealed; a buyer is a seat id or `company`. */
export const passView = v.strictObject({
  seller: seat,
  company: code,
  pass: num,
  price: num,
  answers: v.record(seat, bool),
  companyAnswer: v.nullable(bool),
  allocation: v.array(v.strictObject({ buyer: v.string(), price: num })),
});

export const payoutView = v.strictObject({
  round: num,
  companies: v.array(v.strictObject({ company: code, perShare: num, toPlayers: v.record(seat, num), toCompany: num, from: cell, to: cell })),
});

export const modernityView = v.strictObject({ round: num, values: v.record(code, num), leader: v.nullable(code), from: v.nullable(cell), to: v.nullable(cell) });

export const sr1876PublicView = v.strictObject({
  kind: v.literal('sr1876'),
  status: v.picklist(['RUNNING', 'ENDED']),
  phase: phaseName,
  /** The round (the platform's turn counter); during the round-end review, the round being reviewed. */
  turn: num,
  round: num,
  rounds: num,
  /** The active window's id (null at the end). */
  window: v.nullable(num),
  priority: seat,
  /** Whose turn it is (also while its sale's offer loop runs), or the declaring director; null otherwise. */
  actor: maybeSeat,
  turnState: v.nullable(v.strictObject({ seat, sold: v.nullable(code), bought: bool })),
  declare: v.nullable(v.strictObject({ seat, open: v.array(code), done: v.array(code) })),
  offer: v.nullable(offerView),
  consecutivePasses: num,
  /** Turns with a sale or purchase this round, and the S-D14 cap on them (null while noRebuyAfterSale is on). */
  actingTurns: num,
  roundCap: v.nullable(num),
  options: v.strictObject({ noRebuyAfterSale: bool, companyMayBuyFromDirector: bool }),
  /** §2's P(r, c), rows top to bottom. */
  grid: v.array(v.array(num)),
  holdingLimit: num,
  sharesPerCompany: num,
  players: v.array(playerView),
  companies: v.array(companyView),
  /** This round's modernity bonus (§5.1). */
  modernity: v.nullable(modernityView),
  /** The company the next round's modernity bonus will move up (§5.1), or null: after the last round, or a tie. */
  nextBonusLeader: v.nullable(code),
  /** The last round's payout (§10). */
  payout: v.nullable(payoutView),
  /** The last closed offer pass, answers revealed, and the last finished sale. */
  lastPass: v.nullable(passView),
  lastSale: v.nullable(v.strictObject({ seat, company: code, count: num, proceeds: num, token: cell })),
  /** The round-end review when it is up: the round just paid out. */
  review: v.nullable(v.strictObject({ round: num })),
  /** §11 at the end: ranks (1, 2, 2, 4), net worth, cash, each company's final cell. */
  result: v.nullable(v.strictObject({ ranking: v.array(v.strictObject({ player: seat, rank: num, netWorth: num, cash: num })), cells: v.record(code, pricedCell) })),
  /** Per seat: net worth at the start and after each round's payout. */
  netWorthHistory: v.record(seat, v.array(num)),
  turnSeconds: num,
  offerSeconds: num,
});

/** Selling `count` shares of a company now: every share taken at the price, or every share absorbed (EX-06). */
export const saleRange = v.strictObject({ count: num, best: num, worst: num, worstCell: cell });

/** One purchase the seat could make: the price, and the engine's code when it may not (null: allowed now). */
export const buyVerdict = v.strictObject({ company: code, source: buySource, price: num, available: num, refusal: v.nullable(v.string()) });

export const sr1876PrivateView = v.strictObject({
  player: seat,
  /** What the seat owes in the open offer pass, and what it answered there so far (sealed from everyone else). */
  owes: v.strictObject({ offer: bool, company: bool }),
  answer: v.strictObject({ take: v.nullable(bool), companyTake: v.nullable(bool) }),
  /**
   * Per company the seat holds: the ranges of selling 1…all shares now. `sellable` says whether a sale is allowed
   * now (the seat's turn, no sale yet this turn).
   */
  sales: v.array(v.strictObject({ company: code, held: num, ranges: v.array(saleRange) })),
  sellable: bool,
  /**
   * Every purchase, judged as if it were the seat's turn now (§8's checks in order); `refusal` NOT_YOUR_TURN is
   * never given: on someone else's turn the verdicts say what the seat could do on its own.
   */
  buys: v.array(buyVerdict),
  /** Open declarations of this seat's window: company and the most it may declare. */
  declare: v.array(v.strictObject({ company: code, max: num })),
  /** Input types the seat may send now (READY included where it applies). */
  can: v.array(v.picklist(SEAT_INPUT_TYPES)),
});
