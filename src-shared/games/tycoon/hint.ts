/**
 * Hints for learners: one sentence on why the hard bot would make its move (rules/tycoon.md section numbers
 * in comments). It reads the game only through the seat's own views — `privateView` (its hand sums and buy
 * condition) and `publicView` (prices, holdings, roles) — so another seat's hand or the reserve can never leak
 * into the sentence; and the bot decides the hint on `tycoonSeatState`, so the move does not depend on the
 * hidden cards either: the same hint comes out however they lie (test/unit/tycoon/hint.test.ts).
 */
import { copyJson } from '../../copy.ts';
import type { SeatId } from '../../platform/windows.ts';
import { cardIndex, LOAN_VALUE } from './data.ts';
import type { Input } from './inputs.ts';
import type { TycoonGame } from './live/types.ts';
import { privateView, publicView } from './live/views.ts';
import { seatIndex } from './live/windows.ts';
import type { TycoonPrivateView, TycoonPublicView } from './view-types.ts';

/** 5000 → "5,000", as the rules and the board write amounts (no locale: src-shared never depends on one). */
function num(n: number): string {
  const r = Math.round(n);
  return `${r < 0 ? '-' : ''}${String(Math.abs(r)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
const signed = (n: number) => (n > 0 ? `+${num(n)}` : num(n));
/** A price card as the board names it: `1:NOV:-15` → "NOV −15" (its id is no word for a learner). */
function cardWords(id: string): string {
  const [, company = id, delta = ''] = id.split(':');
  return delta ? `${company} ${delta.replace('-', '−')}` : id;
}
/** An amount of money with its unit: 20 → "$20", as the board writes prices and cash. */
const usd = (n: number) => (n < 0 ? `-$${num(-n)}` : `$${num(n)}`);

type Seen = { pub: TycoonPublicView; own: TycoonPrivateView; player: SeatId };

function company(seen: Seen, id: string) {
  return seen.pub.companies.find((c) => c.id === id);
}

/** "your TTN cards add up to +25" — the seat's own hand, the reason most trades rest on (§9.2). */
function handReason(seen: Seen, id: string): string {
  const sum = seen.own.handSums[id as keyof TycoonPrivateView['handSums']] ?? 0;
  return `your ${id} cards add up to ${signed(sum)}`;
}

function holding(seen: Seen, id: string): number {
  return seen.pub.players.find((p) => p.id === seen.player)?.holdings[id as never] ?? 0;
}

function explainBuy(seen: Seen, id: string, qty: number): string {
  const c = company(seen, id);
  const sum = seen.own.handSums[id as never] ?? 0;
  const first = c && !c.firstBuyDone ? ' and nobody has bought it yet this year' : '';
  const rise = sum > 0 ? ', so its price should rise at the year end' : sum < 0 ? '; the buy still pays by the bot\'s reckoning of the other hands and the year end' : ', so your hand does not hold its price back';
  return `Buy ${num(qty)} ${id}${c ? ` at ${usd(c.price)}` : ''}: ${handReason(seen, id)}${first}${rise}.`;
}

function explainSell(seen: Seen, id: string, qty: number): string {
  const sum = seen.own.handSums[id as never] ?? 0;
  const why = sum < 0 ? ', so its price should fall at the year end' : '; the cash does more elsewhere this year';
  return `Sell ${num(qty)} ${id} of your ${num(holding(seen, id))}: ${handReason(seen, id)}${why}.`;
}

/** The sentence for one move; `rest` counts the moves that come before it in the same answer (rights prompts). */
function explainOne(seen: Seen, move: Input): string {
  switch (move.type) {
    case 'buy':
      return explainBuy(seen, move.company, move.qty);
    case 'sell':
      return explainSell(seen, move.company, move.qty);
    case 'short':
      return `Short ${num(move.qty)} ${move.company}: ${handReason(seen, move.company)}, and a short gains when the price falls by the year end (§9.8).`;
    case 'pass':
      return 'Pass: from your hand, no buy, sale or card pays better this turn than keeping your cash and holdings as they are.';
    case 'playLoan':
      return `Play your Loan card: it adds ${usd(LOAN_VALUE)} to your cash now (§9.5), cash the next trades can use.`;
    case 'playDebenture': {
      const c = company(seen, move.company);
      return `Play your Debenture on ${move.company}: its price is $0, and the card pays its start price${c ? ` (${usd(c.startPrice)})` : ''} for each of your ${num(holding(seen, move.company))} shares (§9.6).`;
    }
    case 'playRights':
      return `Play Rights on ${move.company} for ${num(move.qty)} shares: you buy them at $10 each${company(seen, move.company) ? ` while the price is ${usd(company(seen, move.company)!.price)}` : ''}, and ${handReason(seen, move.company)} (§9.7).`;
    case 'exerciseRights': {
      const w = seen.pub.rightsWindows.find((x) => x.id === move.window);
      const id = w?.company ?? '';
      return `Exercise your rights for ${num(move.qty)} ${id}: they cost $10 a share${id && company(seen, id) ? ` against a price of ${usd(company(seen, id)!.price)}` : ''}, and ${id ? handReason(seen, id) : 'the price should stay above $10'}.`;
    }
    case 'declineRights': {
      const id = seen.pub.rightsWindows.find((x) => x.id === move.window)?.company ?? '';
      return `Decline the rights${id ? ` in ${id}` : ''}: ${id ? handReason(seen, id) : 'your hand'}, so shares at $10 are not worth the cash.`;
    }
    case 'buyOption':
      return `Buy a ${move.kind} on ${num(move.qty)} ${move.company}: ${handReason(seen, move.company)}, and a ${move.kind} gains if the price ${move.kind === 'call' ? 'rises above' : 'falls below'} today's ${usd(company(seen, move.company)?.price ?? 0)} by the year end (§9.9).`;
    case 'declareDividend':
      return `Declare a dividend of ${usd(move.perShare)} a share on ${move.company}: the bank pays it on your ${num(holding(seen, move.company))} shares while the price drops by the same amount for everyone (§9.10).`;
    case 'announceBuyback':
      return `Announce a buyback of ${num(move.qty)} ${move.company} at ${usd(move.price)}: ${handReason(seen, move.company)}, and fewer shares outside make your stake count for more (§9.11).`;
    case 'buybackOffer': {
      const pending = seen.pub.pending;
      const offer = pending?.kind === 'buyback' ? pending : null;
      const reason = offer ? `${handReason(seen, offer.company)}, ` : '';
      return move.qty > 0
        ? `Offer ${num(move.qty)} shares into the buyback${offer ? ` at ${usd(offer.price)}` : ''}: ${reason}so that price beats what they should be worth at the close.`
        : `Offer nothing into the buyback${offer ? ` at ${usd(offer.price)}` : ''}: ${reason}so your shares should be worth more at the close.`;
    }
    case 'setPremium':
      return `Set the option premium of ${move.company} to ${move.pct}% for next year: as its Chairman you choose 5, 10 or 15%, and ${move.pct < 10 ? 'cheap options suit you, since you buy options yourself' : move.pct > 10 ? 'dear options make the others pay more to bet on it' : 'the default rate suits your positions'} (T-D27).`;
    case 'withhold':
      return move.card ? `Withhold ${cardWords(move.card)} in ${move.company}: as Director you keep that card out of the year-end tally, the one that hurts your position most.` : `Withhold nothing in ${move.company}: every card you could hold back helps your position.`;
    case 'strike':
      return move.card ? `Strike ${cardWords(move.card)} in ${move.company}: as Chairman you remove the counted card that moves the price against your position most.` : `Strike nothing in ${move.company}: every counted card helps your position.`;
    case 'suspend':
      return move.companies.length > 0 ? `Suspend ${move.companies.join(', ')}: your Share Suspended card takes back the fall that hurts your holdings most.` : 'Suspend nothing: no fall this year hurts your holdings enough.';
    case 'coverDebt':
    case 'settleDebt':
      return 'Settle your debt by the automatic plan: Loan cards first, then the highest-priced holdings, one lot at a time (§12).';
    default:
      return 'Ready up: there is nothing worth doing in this window.';
  }
}

/**
 * The game as `player` may know it, for the hint's bot: every card the seat cannot see (other hands' cards not
 * revealed at E2, the reserve) is dealt again in one canonical order, keeping each place's size, and the other
 * seats' sealed answers in the open window become their defaults (their `answered` marks are public and stay).
 * So the hint depends on the seat's view alone — not even on how the hidden cards happen to lie, which the bot's
 * own re-deal (bots/view.ts) would otherwise reflect.
 */
export function tycoonSeatState(game: TycoonGame, player: SeatId): TycoonGame {
  const copy = copyJson(game);
  const core = copy.core;
  const seat = seatIndex(player);
  const shown = new Set(core.yearEnd?.revealed.flatMap((r) => r.cards) ?? []);
  const places: string[][] = [core.reserve];
  for (const [key, p] of Object.entries(core.players)) if (Number(key) !== seat) places.push(p.hand);
  const hidden = places.flatMap((place) => place.filter((card) => !shown.has(card))).sort((a, b) => cardIndex(a) - cardIndex(b) || a.localeCompare(b));
  let next = 0;
  for (const place of places) for (let i = 0; i < place.length; i++) if (!shown.has(place[i])) place[i] = hidden[next++];
  const others = (key: string) => key.split(':')[0] !== String(seat);
  const w = core.window;
  if (w?.kind === 'withhold' || w?.kind === 'strike') for (const key of Object.keys(w.choices)) if (others(key)) w.choices[key] = null;
  if (w?.kind === 'premium') for (const key of Object.keys(w.choices)) if (others(key)) w.choices[key] = 10;
  if (w?.kind === 'buyback') for (const key of Object.keys(w.offers)) if (others(key)) w.offers[key] = 0;
  if (w?.kind === 'cover') for (const key of Object.keys(w.plans)) if (others(key)) w.plans[key] = null;
  return copy;
}

export function explainTycoonHint(game: TycoonGame, player: SeatId, inputs: Input[]): string {
  const seen: Seen = { pub: publicView(game, {}), own: privateView(game, player), player };
  // A turn's answer is its rights prompts first, then the action: the action is what the learner asked about.
  const action = inputs.findLast((m) => m.type !== 'exerciseRights' && m.type !== 'declineRights') ?? inputs.at(-1);
  if (!action) return 'Ready up: you owe nothing more in this window.';
  const sentence = explainOne(seen, action);
  const prompts = inputs.filter((m) => m !== action && (m.type === 'exerciseRights' || m.type === 'declineRights')).length;
  return prompts > 0 ? `${sentence.slice(0, -1)} (after answering ${prompts} rights prompt${prompts === 1 ? '' : 's'}).` : sentence;
}
