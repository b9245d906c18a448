/**
 * Hints for learners: one sentence on the hard bot's move (rules/stock-round-1876.md section numbers in
 * comments). It reads the game only through the seat's own views — `publicView` (prices, modernity, holdings)
 * and `privateView` (its sale ranges) — so another seat's sealed offer answer can never leak into it; and the
 * bot decides the hint on `sr1876SeatState`, in which other seats' sealed answers are declines, so the move
 * does not depend on them either.
 */
import { copyJson } from '../../copy.ts';
import type { SeatId } from '../../platform/windows.ts';
import type { Input } from './inputs.ts';
import type { Sr1876Game } from './live/types.ts';
import { privateView, publicView } from './live/views.ts';
import { seatIndex } from './live/windows.ts';
import type { Sr1876PrivateView, Sr1876PublicView, SrCompanyView } from './view-types.ts';

type Seen = { pub: Sr1876PublicView; own: Sr1876PrivateView; player: SeatId };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Money always with its unit: whole dollars ("$95"). */
const usd = (amount: number) => `$${amount}`;

function company(seen: Seen, code: string): SrCompanyView | undefined {
  return seen.pub.companies.find((c) => c.code === code);
}

function held(seen: Seen, code: string): number {
  return seen.pub.players.find((p) => p.id === seen.player)?.holdings[code] ?? 0;
}

/** "PSR pays $10 a share this round (modernity 2), a yield of 11% at $95" — the §10 payout the price is weighed against. */
function payoutReason(c: SrCompanyView): string {
  const e = 5 * c.modernity;
  if (e === 0) return `${c.code} pays nothing this round (modernity 0), so its token slides left at the payout`;
  const pct = Math.round((100 * e) / c.price);
  return `${c.code} pays ${usd(e)} a share this round (modernity ${c.modernity}), a yield of ${pct}% at ${usd(c.price)}${10 * e >= c.price ? ', enough to move its token right at the payout' : ''}`;
}

function explainSell(seen: Seen, code: string, count: number): string {
  const c = company(seen, code);
  const range = seen.own.sales.find((s) => s.company === code)?.ranges.find((r) => r.count === count);
  const money = !range ? '' : count === 1
    ? `: a taker pays ${usd(range.best)}, the pool ${usd(range.worst)} if nobody takes it (§7)`
    : `: if every share finds a taker you get ${usd(range.best)}, if the pool absorbs them all ${usd(range.worst)} (§7)`;
  return `Sell ${count} of your ${plural(held(seen, code), `${code} share`)}${c ? ` at ${usd(c.price)}` : ''}${money}; ${c ? payoutReason(c) : 'its payout is low'}.`;
}

function explainBuy(seen: Seen, code: string, source: string): string {
  const c = company(seen, code);
  if (!c) return `Buy a ${code} share.`;
  const price = source === 'pool' ? c.poolPrice : c.price;
  const where = source === 'pool' ? 'from the pool (the money goes to the bank)' : `from the company (the money goes to ${code})`;
  const mine = held(seen, code) + 1;
  const top = Math.max(0, ...seen.pub.players.filter((p) => p.id !== seen.player).map((p) => p.holdings[code] ?? 0));
  const control = c.director !== seen.player && mine > top ? `, and with ${mine} shares you would direct it (§9)` : '';
  return `Buy 1 ${code} ${where} at ${usd(price)}: ${payoutReason(c)}${control}.`;
}

function explainOne(seen: Seen, move: Input): string {
  const offer = seen.pub.offer;
  switch (move.type) {
    case 'sell':
      return explainSell(seen, move.company, move.count);
    case 'buy':
      return explainBuy(seen, move.company, move.source);
    case 'endTurn': {
      const n = seen.pub.players.length;
      return `End your turn: no sale or purchase pays better now than keeping your cash (${seen.own.sales.length === 0 ? 'you hold no shares to sell' : 'your shares keep their payout'}); if you did nothing, it is pass ${seen.pub.consecutivePasses + 1} of the ${n} in a row that end the round (§5.3).`;
    }
    case 'declareReissue': {
      const c = company(seen, move.company);
      const treasury = c?.treasury ?? 0;
      return move.count > 0
        ? `Declare ${move.count} of ${move.company}'s ${treasury} treasury shares for re-issue: buyers pay the market price${c ? ` (${usd(c.price)})` : ''} to ${move.company}, and the company's cash buys shares back in offer loops (§5.2).`
        : `Declare none of ${move.company}'s ${treasury} treasury shares: only the IPO's shares stay on sale, so others buy into ${move.company} less easily (§5.2).`;
    }
    case 'offerResponse': {
      const c = offer ? company(seen, offer.company) : undefined;
      const what = offer ? `the ${offer.company} share at ${usd(offer.price)} in ${offer.seller}'s sale` : 'the share on offer';
      const reason = c ? payoutReason(c) : 'its price';
      return move.take
        ? `Take ${what}: ${reason}; a share nobody takes goes to the pool and moves the price down (§7).`
        : `Decline ${what}: ${reason}; if nobody takes it the pool absorbs it and the price falls, so it may be had cheaper later (§7).`;
    }
    case 'companyOfferResponse': {
      const c = company(seen, move.company);
      const price = offer?.price ?? c?.price ?? 0;
      return move.take
        ? `For ${move.company}, take the share at ${usd(price)} into its treasury${c ? ` (it has ${usd(c.cash)})` : ''}: the company earns the payout on treasury shares and can re-issue it later (§7, §10).`
        : `For ${move.company}, decline the share at ${usd(price)}: the company keeps its cash${c ? ` (${usd(c.cash)})` : ''} rather than hold one more treasury share (§7).`;
    }
    default:
      return 'Ready up: there is nothing worth doing in this window.';
  }
}

/**
 * The game as `player` may know it, for the hint's bot: other seats' sealed answers in the open offer pass
 * become declines (their `answered` marks are public and stay).
 */
export function sr1876SeatState(game: Sr1876Game, player: SeatId): Sr1876Game {
  const copy = copyJson(game);
  const o = copy.core.offer;
  const seat = seatIndex(player);
  if (o) {
    for (const key of Object.keys(o.answers)) if (key !== String(seat)) o.answers[key] = false;
    if (o.director !== seat && o.companyAnswer !== null) o.companyAnswer = false;
  }
  return copy;
}

export function explainSr1876Hint(game: Sr1876Game, player: SeatId, inputs: Input[]): string {
  const seen: Seen = { pub: publicView(game, {}), own: privateView(game, player), player };
  const first = inputs[0];
  if (!first) return 'Ready up: you owe nothing more in this window.';
  const sentence = explainOne(seen, first);
  const more = inputs.length - 1;
  return more > 0 ? `${sentence.slice(0, -1)} (then ${plural(more, 'more answer')} in this window).` : sentence;
}
