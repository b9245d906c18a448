/**
 * Puts a player's private view part over the public view: how the two wire shapes of views.ts make one seat's
 * view. The engine's `view()` does it for bots and tools, and the renderer does the same with what the host
 * sends; it is data shaping only (no rules, type imports only), so it sits with the schemas, which the renderer
 * may load without pulling in the engine.
 */
import type { PrivateView, PublicView } from './views.ts';

export type Viewer = { role: 'player'; player: string } | { role: 'spectator' } | { role: 'facilitator' };

export function mergeView(pub: PublicView, priv: PrivateView | null, viewer: Viewer) {
  if (!priv) return { viewer, ...pub };
  const ownIds = new Set(priv.orders.map((o) => o.id));
  const revenueVotes = Object.fromEntries(
    Object.entries(pub.inputs.revenueVotes).map(([c, votes]) => [c, { ...votes, ...(priv.revenueVotes[c] ?? {}) }]),
  );
  return {
    viewer,
    ...pub,
    players: pub.players.map((p) => (p.id === priv.player ? { ...p, limitActions: priv.limitActions, shortActions: priv.shortActions } : p)),
    orders: [...pub.orders.filter((o) => !ownIds.has(o.id)), ...priv.orders].sort((a, b) => a.id - b.id),
    orderFlags: { ...pub.orderFlags, ...priv.orderFlags },
    inputs: {
      ...pub.inputs,
      influenceBids: { ...pub.inputs.influenceBids, ...priv.influenceBids },
      trancheVotes: { ...pub.inputs.trancheVotes, ...priv.trancheVotes },
      trancheAllocations: { ...pub.inputs.trancheAllocations, ...priv.trancheAllocations },
      revenueVotes,
    },
    companyRound: pub.companyRound ? { ...pub.companyRound, votes: { ...pub.companyRound.votes, ...priv.companyVotes } } : null,
  };
}
