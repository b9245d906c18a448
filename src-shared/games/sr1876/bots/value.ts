/**
 * What a share is worth to a bot: where the company's token will end if nobody sells any more, and what a share
 * pays out on the way. Purchases never move a token (S-D12) and the modernity schedule is public scenario data,
 * so without sales the rest of the game is fixed: this round's payout (still to come in every step of a running
 * round), then each later round's modernity bonus (§5.1) and payout (§10). Score (§11) counts a share at its
 * final price, so a share held to the end is worth its final price plus the payouts it collects.
 */
import { absorption, moveLeft, moveRight, moveUp, priceAt } from '../market.ts';
import { modernityOf } from '../queries.ts';
import type { Cell, SrState } from '../types.ts';

/**
 * The scenario's modernity table for the playing companies: m per company and round, and each round's unique
 * leader (§5.1, S-D07; null on a tie). Kept per scenario object: the hard bot's rollouts ask for values
 * thousands of times on copies that share their config.
 */
type Schedule = { m: Record<string, number[]>; leaders: (string | null)[] };
/** Per scenario object, per player count (with n players the first n companies play, §4). */
const schedules = new WeakMap<object, Schedule[]>();

function scheduleOf(s: SrState): Schedule {
  const sc = s.config.scenario;
  const n = s.companyOrder.length;
  let byCount = schedules.get(sc);
  if (!byCount) schedules.set(sc, (byCount = []));
  const known = byCount[n];
  if (known) return known;
  const m: Record<string, number[]> = {};
  const leaders: (string | null)[] = [null];
  for (const code of s.companyOrder) m[code] = [0];
  for (let k = 1; k <= sc.rounds; k++) {
    let top = -1;
    let leader: string | null = null;
    for (const code of s.companyOrder) {
      const v = modernityOf(sc, code, k);
      m[code].push(v);
      if (v > top) { top = v; leader = code; } else if (v === top) leader = null;
    }
    leaders.push(leader);
  }
  return (byCount[n] = { m, leaders });
}

/** The unique modernity leader of `round` among the playing companies, or null on a tie. */
export function modernityLeader(s: SrState, round: number): string | null {
  return scheduleOf(s).leaders[round] ?? null;
}

export type Projection = { final: Cell; price: number; dividends: number };

/** The company's token path from `cell` (its token by default) to the end of the game if nothing more is sold. */
export function project(s: SrState, code: string, cell: Cell = s.companies[code].token, schedule?: Schedule): Projection {
  const grid = s.config.scenario.grid;
  let at: Cell = { ...cell };
  let dividends = 0;
  if (s.step !== 'GAME_OVER') {
    const { m, leaders } = schedule ?? scheduleOf(s);
    for (let k = s.round; k <= s.config.scenario.rounds; k++) {
      if (k > s.round && leaders[k] === code) at = moveUp(grid, at);
      const e = 5 * m[code][k];
      dividends += e;
      const p = priceAt(grid, at);
      if (e === 0) at = moveLeft(grid, at);
      else if (10 * e >= p) at = moveRight(grid, at);
    }
  }
  return { final: at, price: priceAt(grid, at), dividends };
}

/** One share held to the end: its final price plus the payouts still to come. */
export function shareValue(s: SrState, code: string, cell?: Cell): number {
  const p = project(s, code, cell);
  return p.price + p.dividends;
}

export type Values = Record<string, number>;

export function valuesOf(s: SrState): Values {
  const out: Values = {};
  const schedule = scheduleOf(s);
  for (const code of s.companyOrder) {
    const p = project(s, code, s.companies[code].token, schedule);
    out[code] = p.price + p.dividends;
  }
  return out;
}

/** A seat's expected final net worth if nothing more is traded: cash plus its shares at their value. */
export function worth(s: SrState, seat: number, values: Values = valuesOf(s)): number {
  const p = s.players[seat];
  let w = p.cash;
  for (const code of s.companyOrder) w += p.holdings[code] * values[code];
  return w;
}

/** What one share's absorption does now: the seller's proceeds, and the value of a share after the token drop. */
export function absorbedValue(s: SrState, code: string, cell: Cell = s.companies[code].token): { paid: number; to: Cell; valueAfter: number } {
  const a = absorption(s.config.scenario.grid, cell);
  return { paid: a.paid, to: a.to, valueAfter: shareValue(s, code, a.to) };
}
