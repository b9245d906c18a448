/** End of game and ranking (§13, T-D32, T-D46). */
import { emit, type Ctx } from './ctx.ts';
import { holdingsValue, netWorth } from './queries.ts';
import type { TycoonResult, TycoonState } from './types.ts';

/**
 * Standard competition ranking: active seats by net worth, then cash, equal pairs share a rank; eliminated seats
 * below them, later eliminations first, the same seq sharing a rank; the numbering continues throughout.
 */
export function computeResult(s: TycoonState): TycoonResult {
  const n = s.config.players;
  const result: TycoonResult = { ranks: {}, netWorth: {}, cash: {}, holdingsValue: {}, debt: {}, history: {} as TycoonResult['history'] };
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat];
    result.netWorth[seat] = netWorth(s, seat);
    result.cash[seat] = p.cash;
    result.holdingsValue[seat] = holdingsValue(s, seat);
    result.debt[seat] = p.debt ? p.debt.amount : 0;
  }
  for (const [id, h] of Object.entries(s.history)) (result.history as Record<string, number[]>)[id] = [...h];
  const ahead = (a: number, b: number): boolean => {
    // Does seat a place strictly ahead of seat b?
    const pa = s.players[a], pb = s.players[b];
    if (pa.active !== pb.active) return pa.active;
    if (pa.active) {
      const wa = result.netWorth[a], wb = result.netWorth[b];
      return wa > wb || (wa === wb && pa.cash > pb.cash);
    }
    return (pa.eliminatedSeq ?? 0) > (pb.eliminatedSeq ?? 0);
  };
  for (let seat = 0; seat < n; seat++) {
    let rank = 1;
    for (let other = 0; other < n; other++) if (other !== seat && ahead(other, seat)) rank++;
    result.ranks[seat] = rank;
  }
  return result;
}

/** GameOver: the result is stored and announced (with the last deal's reserve, now public). */
export function endGame(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'GAME_OVER';
  delete s.window;
  s.result = computeResult(s);
  emit(ctx, 'STEP_STARTED', { step: 'GAME_OVER', year: s.year });
  emit(ctx, 'GAME_OVER', { result: s.result, reserve: [...s.reserve] });
}
