/**
 * Hints for learners: one sentence on why the strongest auction bot (the easy policy, bots.ts) makes its
 * move. It reads only what the seat may see — its own coins and the lots already won (their values are public
 * once their BID closed) — never the lot under the hammer, whose value stays hidden until bidding ends.
 */
import type { SeatId } from '../../platform/windows.ts';
import { EASY_ACCEPT_RATIO, EXPECTED_VALUE } from './bots.ts';
import { LOT_VALUE, WORK_COINS } from './flow.ts';
import type { Input } from './inputs.ts';
import { offerTargets } from './legal.ts';
import type { AuctionState } from './types.ts';

const coinsText = (n: number) => `${n} coin${n === 1 ? '' : 's'}`;

function nameOf(s: AuctionState, seat: SeatId): string {
  const i = s.players.findIndex((p) => p.id === seat);
  return s.config.playerNames[i] ?? seat;
}

export function explainAuctionHint(s: AuctionState, player: SeatId, inputs: Input[]): string {
  const move = inputs[0];
  const coins = s.players.find((p) => p.id === player)?.coins ?? 0;
  if (!move) return s.phase === 'BID' ? 'Bid nothing and ready up: no bid is worth making with the coins you have.' : 'Ready up: there is nothing worth doing in this window.';
  switch (move.type) {
    case 'SUBMIT_BID': {
      const profit = move.amount < EXPECTED_VALUE ? 'so the bid should pay off on average' : 'so the bid pays about what a lot is worth on average';
      return `Bid ${coinsText(move.amount)}: a lot is worth ${LOT_VALUE.min} to ${LOT_VALUE.max} coins (${EXPECTED_VALUE} on average) and its value stays hidden until bidding closes, ${profit} (you have ${coinsText(coins)}).`;
    }
    case 'WORK': {
      const best = offerTargets(s, player).sort((a, b) => b.value - a.value)[0];
      const others = best ? `; buying ${nameOf(s, best.to)}'s lot (worth ${coinsText(best.value)}) pays only if they sell below its value, which a careful player refuses` : '; nobody else has a lot to buy';
      return `Work for +${WORK_COINS} coins: it is a sure gain${others}.`;
    }
    case 'OFFER': {
      const target = offerTargets(s, player).find((t) => t.to === move.to);
      const worth = target ? `their best lot is worth ${coinsText(target.value)}` : 'they own a lot';
      return `Offer ${coinsText(move.price)} to ${nameOf(s, move.to)}: ${worth}, so the deal gains you ${target ? coinsText(target.value - move.price) : 'the difference'} if they accept.`;
    }
    case 'ACCEPT':
    case 'DECLINE': {
      const offer = s.offer;
      const value = offer ? (s.lots.find((l) => l.id === offer.lot)?.value ?? 0) : 0;
      const price = offer?.price ?? 0;
      const floor = Math.round(EASY_ACCEPT_RATIO * value * 10) / 10;
      return move.type === 'ACCEPT'
        ? `Accept the offer of ${coinsText(price)}: your lot is worth ${coinsText(value)}, so you gain ${coinsText(price - value)} by selling.`
        : `Decline the offer of ${coinsText(price)}: your lot is worth ${coinsText(value)}, and selling pays only well above that (more than ${coinsText(floor)}).`;
    }
    default:
      return 'Ready up: there is nothing worth doing in this window.';
  }
}
