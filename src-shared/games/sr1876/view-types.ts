/**
 * The shapes of the stock round's views (docs/PROTOCOL-SR1876.md). Types only: the renderer imports them
 * without the engine. Seats are `P1`…`P6`; companies by code (`PSR`, `SFR`, `ARR`, `CRR`, `SGR`, `TBR`); money
 * in whole dollars; a cell is `{ r, c }` on the §2 grid (row 0 at the top, column 0 at the left).
 *
 * Everything of a stock round is public (§0.1) except the sealed answers of an open offer pass: the public view
 * says who still has to answer, never what anyone answered; a seat's private view holds its own answers.
 */

export type SrCell = { r: number; c: number };
export type SrPhaseName = 'DECLARE' | 'TURN' | 'OFFER' | 'ROUND_END' | 'GAME_OVER';

export type SrPlayerView = {
  id: string;
  name: string;
  cash: number;
  /** Shares per company code (every playing company has a key). */
  holdings: Record<string, number>;
  /** Companies sold this round (with noRebuyAfterSale they may not be bought again this round). */
  soldThisRound: string[];
  /** §11: cash + shares at the market price (shares on offer still count as the seller's, SR-01). */
  netWorth: number;
  /** Companies this seat directs, in table order. */
  directs: string[];
  /** Done watching the round-end review. */
  ready: boolean;
};

export type SrCompanyView = {
  code: string;
  name: string;
  token: SrCell;
  /** P(token): what a company share costs and what an offer pass asks. */
  price: number;
  /** What one pool share costs (one column right, S-D13). */
  poolPrice: number;
  ipo: number;
  treasury: number;
  /** Treasury shares declared for re-issue this round. */
  declared: number;
  /** Company shares on sale now: IPO + declared. */
  forSale: number;
  pool: number;
  cash: number;
  director: string | null;
  /** This round's modernity m_k and the whole schedule (its last value repeats past its end). */
  modernity: number;
  modernitySchedule: number[];
  /** Next round's modernity (the schedule's last value repeats past its end, §4); null when no round follows. */
  nextModernity: number | null;
  /** Where a purchase from the company takes its share now (§8): `ipo` while the IPO has one, else `treasury` (a declared re-issue); null: none on sale. */
  shareFrom: 'ipo' | 'treasury' | null;
};

/** The open offer pass: what is offered, to whom, who still has to answer — never what anyone answered. */
export type SrOfferView = {
  seller: string;
  company: string;
  /** Shares of the sale, and those still on offer. */
  count: number;
  remaining: number;
  pass: number;
  price: number;
  /** The director fixed at the sale's start, who answers for the company (S-D21). */
  director: string | null;
  /** Player candidates in seat order from the seller's left (the allocation order, S-D08). */
  candidates: string[];
  companyCandidate: boolean;
  /** Candidates whose own answer is in, and whether the company's is. */
  answered: string[];
  companyAnswered: boolean;
  /** Seats that still owe an answer (their own, the company's, or both). */
  waiting: string[];
  /** What the seller has received so far in this sale. */
  proceeds: number;
};

export type SrPassView = {
  seller: string;
  company: string;
  pass: number;
  price: number;
  answers: Record<string, boolean>;
  companyAnswer: boolean | null;
  allocation: { buyer: string; price: number }[];
};

export type SrPayoutView = {
  round: number;
  companies: { company: string; perShare: number; toPlayers: Record<string, number>; toCompany: number; from: SrCell; to: SrCell }[];
};

export type SrModernityView = { round: number; values: Record<string, number>; leader: string | null; from: SrCell | null; to: SrCell | null };

export type Sr1876PublicView = {
  kind: 'sr1876';
  status: 'RUNNING' | 'ENDED';
  phase: SrPhaseName;
  /** The round (the platform's turn counter); during the round-end review, the round being reviewed. */
  turn: number;
  round: number;
  rounds: number;
  /** The active window's id (null at the end). */
  window: number | null;
  priority: string;
  /** Whose turn it is (also while its sale's offer loop runs), or the declaring director; null otherwise. */
  actor: string | null;
  turnState: { seat: string; sold: string | null; bought: boolean } | null;
  declare: { seat: string; open: string[]; done: string[] } | null;
  offer: SrOfferView | null;
  consecutivePasses: number;
  /** Turns with a sale or purchase this round, and the S-D14 cap on them (null while noRebuyAfterSale is on). */
  actingTurns: number;
  roundCap: number | null;
  options: { noRebuyAfterSale: boolean; companyMayBuyFromDirector: boolean };
  /** §2's P(r, c), rows top to bottom. */
  grid: number[][];
  holdingLimit: number;
  sharesPerCompany: number;
  players: SrPlayerView[];
  companies: SrCompanyView[];
  /** This round's modernity bonus (§5.1). */
  modernity: SrModernityView | null;
  /** The company the next round's modernity bonus will move up (§5.1), or null: after the last round, or a tie. */
  nextBonusLeader: string | null;
  /** The last round's payout (§10). */
  payout: SrPayoutView | null;
  /** The last closed offer pass, answers revealed, and the last finished sale. */
  lastPass: SrPassView | null;
  lastSale: { seat: string; company: string; count: number; proceeds: number; token: SrCell } | null;
  /** The round-end review when it is up: the round just paid out. */
  review: { round: number } | null;
  /** §11 at the end: ranks (1, 2, 2, 4), net worth, cash, each company's final cell. */
  result: { ranking: { player: string; rank: number; netWorth: number; cash: number }[]; cells: Record<string, SrCell & { price: number }> } | null;
  /** Per seat: net worth at the start and after each round's payout. */
  netWorthHistory: Record<string, number[]>;
  turnSeconds: number;
  offerSeconds: number;
};

/** Selling `count` shares of a company now: every share taken at the price, or every share absorbed (EX-06). */
export type SrSaleRange = { count: number; best: number; worst: number; worstCell: SrCell };

/** One purchase the seat could make: the price, and the engine's code when it may not (null: allowed now). */
export type SrBuyVerdict = { company: string; source: 'pool' | 'company'; price: number; available: number; refusal: string | null };

export type Sr1876PrivateView = {
  player: string;
  /** What the seat owes in the open offer pass, and what it answered there so far (sealed from everyone else). */
  owes: { offer: boolean; company: boolean };
  answer: { take: boolean | null; companyTake: boolean | null };
  /**
   * Per company the seat holds: the ranges of selling 1…all shares now. `sellable` says whether a sale is allowed
   * now (the seat's turn, no sale yet this turn).
   */
  sales: { company: string; held: number; ranges: SrSaleRange[] }[];
  sellable: boolean;
  /**
   * Every purchase, judged as if it were the seat's turn now (§8's checks in order); `refusal` NOT_YOUR_TURN is
   * never given: on someone else's turn the verdicts say what the seat could do on its own.
   */
  buys: SrBuyVerdict[];
  /** Open declarations of this seat's window: company and the most it may declare. */
  declare: { company: string; max: number }[];
  /** Input types the seat may send now (READY included where it applies). */
  can: string[];
};
