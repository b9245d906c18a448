/**
 * What each audience may see. Until a BID window closes nobody sees another seat's bid or the lot's value
 * (a seat sees its own bid in its private view); the generator state never appears in any view.
 */
import { activeWindowId } from './engine.ts';
import { ranking, scoreOf } from './flow.ts';
import { legalActions, offerTargets } from './legal.ts';
import type { AuctionPrivateView, AuctionPublicView } from './schemas.ts';
import type { AuctionState } from './types.ts';

/** The views' types are inferred from their schemas (schemas.ts, where each field is described). */
export type { AuctionPrivateView, AuctionPublicView, PublicLot } from './schemas.ts';

/** A lot's value is secret while its own auction is running. */
const isSealed = (s: AuctionState, lotRound: number): boolean => s.status === 'RUNNING' && s.phase === 'BID' && lotRound === s.round;

export function publicView(s: AuctionState, names: Record<string, string>): AuctionPublicView {
  const running = s.status === 'RUNNING';
  return {
    kind: 'auction',
    status: s.status,
    round: s.round,
    rounds: s.config.rounds,
    phase: running ? s.phase : 'GAME_OVER',
    turn: s.round,
    window: running ? activeWindowId(s) : null,
    players: s.players.map((p, i) => ({
      id: p.id,
      name: names[p.id] ?? s.config.playerNames[i] ?? p.id,
      coins: p.coins,
      ready: s.ready.includes(p.id),
      lots: s.lots.filter((l) => l.owner === p.id).map((l) => l.id),
      score: scoreOf(s, p.id),
    })),
    lots: s.lots.map((l) => ({ id: l.id, round: l.round, owner: l.owner, price: l.price, value: isSealed(s, l.round) ? null : l.value })),
    results: s.results.map((r) => ({ ...r, bids: { ...r.bids } })),
    actor: running && (s.phase === 'TURNS' || s.phase === 'OFFER') ? s.players[s.turnIndex].id : null,
    offer: s.offer ? { from: s.offer.from, to: s.offer.to, lot: s.offer.lot, price: s.offer.price } : null,
    offers: running && s.phase === 'TURNS' ? offerTargets(s, s.players[s.turnIndex].id).map(({ to, lot }) => ({ to, lot })) : [],
    ranking: running ? null : ranking(s),
    startingCoins: s.config.startingCoins,
  };
}

export function privateView(s: AuctionState, player: string): AuctionPrivateView {
  const me = s.players.find((p) => p.id === player);
  return {
    player,
    coins: me?.coins ?? 0,
    bid: s.bids[player] ?? null,
    ready: s.ready.includes(player),
    legal: legalActions(s, player),
  };
}
