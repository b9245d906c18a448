/** DIVESTMENT (§10.2, D-23, D-65): random certificates of over-limit players are sold at entry prices. */
import { shuffle } from '../../../rng.ts';
import { emit, type Ctx } from '../context.ts';
import { certificateLimit } from '../data.ts';
import { BANK, cash, transfer } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { certificates, held, isFloated, price, setHeld } from '../queries.ts';
import type { PlayerId } from '../types.ts';

export function overLimitPlayers(s: Ctx['s']): PlayerId[] {
  const limit = certificateLimit(s.config.seats);
  return s.priority.filter((p) => certificates(s, p) > limit);
}

export function divest(ctx: Ctx): void {
  const s = ctx.s;
  const limit = certificateLimit(s.config.seats);
  const soldToOm = new Map<string, number>();
  for (const p of overLimitPlayers(s)) {
    const excess = certificates(s, p) - limit;
    // each company's companySeq once per share held, in companySeq order, shuffled.
    const list: number[] = [];
    for (const c of s.companies) for (let i = 0; i < held(c, p); i++) list.push(c.seq);
    shuffle(s.rng, list);
    const sales: { company: string; price: number }[] = [];
    for (const seq of list.slice(0, excess)) {
      const c = s.companies.find((x) => x.seq === seq)!;
      setHeld(c, p, held(c, p) - 1);
      if (isFloated(c)) {
        c.omShares += 1;
        soldToOm.set(c.id, (soldToOm.get(c.id) ?? 0) + 1);
      } else {
        c.ipoShares += 1;
      }
      transfer(ctx, BANK, cash(p), price(c));
      sales.push({ company: c.id, price: price(c) });
    }
    emit(ctx, 'DIVESTED', { player: p, limit, excess, sales });
  }
  for (const c of s.companies) {
    const n = soldToOm.get(c.id);
    if (n) movePrice(ctx, c, { kind: 'DOWN', steps: n }, 'DIVESTMENT');
  }
}
