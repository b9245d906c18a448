/** Broken invariants of a state (empty when sound): the fuzz and bot tests check every step against them. */
import { LOT_VALUE } from './flow.ts';
import type { AuctionState } from './types.ts';

export function checkInvariants(s: AuctionState): string[] {
  const out: string[] = [];
  const seats = new Set(s.players.map((p) => p.id));
  for (const p of s.players) {
    if (!Number.isInteger(p.coins) || p.coins < 0) out.push(`COINS: ${p.id} has ${p.coins} coins`);
  }
  // Coins leave play only as auction payments and enter it only by WORK; offers move them between seats.
  const coins = s.players.reduce((sum, p) => sum + p.coins, 0);
  const expected = s.config.seats * s.config.startingCoins - s.totals.paid + s.totals.earned;
  if (coins !== expected) out.push(`CONSERVATION: seats hold ${coins} coins, the books say ${expected}`);
  const paid = s.lots.reduce((sum, l) => sum + l.price, 0);
  if (paid !== s.totals.paid) out.push(`PAID: lots were sold for ${paid}, the books say ${s.totals.paid}`);
  for (const lot of s.lots) {
    const auctioning = s.status === 'RUNNING' && s.phase === 'BID' && lot.round === s.round;
    if (auctioning ? lot.owner !== null : lot.owner === null || !seats.has(lot.owner)) out.push(`LOT: lot ${lot.id} has owner ${lot.owner}`);
    if (lot.value < LOT_VALUE.min || lot.value > LOT_VALUE.max) out.push(`LOT: lot ${lot.id} is worth ${lot.value}`);
  }
  if (s.lots.length !== s.round) out.push(`LOTS: ${s.lots.length} lots in round ${s.round}`);
  if (s.round < 1 || s.round > s.config.rounds) out.push(`ROUND: round ${s.round} of ${s.config.rounds}`);
  if (s.status === 'ENDED' && s.round !== s.config.rounds) out.push(`ENDED: the game ended in round ${s.round} of ${s.config.rounds}`);
  if ((s.phase === 'OFFER') !== (s.offer !== null)) out.push(`OFFER: phase ${s.phase} with offer ${JSON.stringify(s.offer)}`);
  if (s.offer && !(s.offer.window > s.window && s.offer.window === s.windowCounter)) out.push(`WINDOW: offer window ${s.offer.window} above TURNS window ${s.window}`);
  if (s.status === 'RUNNING' && !s.offer && s.window !== s.windowCounter) out.push(`WINDOW: window ${s.window} is not the last one handed out (${s.windowCounter})`);
  if (s.ready.some((p) => !seats.has(p)) || new Set(s.ready).size !== s.ready.length) out.push(`READY: ${s.ready.join(',')}`);
  if (s.phase === 'BID') {
    for (const [p, amount] of Object.entries(s.bids)) {
      const coinsOf = s.players.find((x) => x.id === p)?.coins;
      if (coinsOf === undefined || !Number.isInteger(amount) || amount < 0 || amount > coinsOf) out.push(`BID: ${p} bids ${amount}`);
    }
  }
  if (s.turnIndex < 0 || s.turnIndex >= s.players.length) out.push(`TURN: index ${s.turnIndex}`);
  return out;
}
