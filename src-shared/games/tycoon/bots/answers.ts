/**
 * Window answers (P1 premium, buyback offers, E1 withhold, E3 strike, E5 suspend, E9 cover, settlement)
 * for the easy and medium bots; hard answers windows as medium does, except Share Suspended (see
 * `answerWindow`): its search is spent on turns. Each
 * answer is one action for the first company the seat still owes; the caller asks again for the next.
 * Every action built here is checked with the engine's own `validate` before it is returned.
 */
import { cardOf } from '../data.ts';
import { countKind, netWorth, openCompaniesFor } from '../queries.ts';
import { COMPANY_IDS, type CompanyId, type TycoonAction, type TycoonState } from '../types.ts';
import { validate } from '../validate.ts';
import { exposure, revealedCards, statsOf, type Outlook } from './outlook.ts';
import { roleValue, roleWith } from './value.ts';

/** The first of `actions` the engine accepts, else the first candidate (always accepted). */
export function firstValid(s: TycoonState, actions: (TycoonAction | null)[], candidates: TycoonAction[]): TycoonAction {
  for (const a of actions) if (a && !validate(s, a)) return a;
  return candidates[0];
}

/**
 * Counted cards of a company the seat knows of: its own and those revealed at E2 (after E1 the withheld
 * ones have left the hands). Other cards in its view of the others' hands are guesses, never counted.
 */
function countedCards(s: TycoonState, seat: number, c: CompanyId): string[] {
  const shown = revealedCards(s);
  const out: string[] = [];
  for (const o of s.order) {
    for (const id of s.players[o].hand) if (cardOf(id)!.company === c && (o === seat || shown.has(id))) out.push(id);
  }
  return out;
}

/** E1: the own card whose removal helps the seat's exposure most; null when none helps. */
function withholdChoice(s: TycoonState, seat: number, c: CompanyId): string | null {
  const e = exposure(s, seat, c);
  let bestCard: string | null = null;
  let best = 0;
  for (const id of s.players[seat].hand) {
    const card = cardOf(id)!;
    if (card.company !== c) continue;
    const gain = -card.delta! * e;
    if (gain > best) {
      best = gain;
      bestCard = id;
    }
  }
  return bestCard;
}

/**
 * E3: every counted card is public now, so the close is known exactly: the struck card is the one that
 * leaves the seat's exposure the most value (the 0 floor included); null when no strike helps.
 */
function strikeChoice(s: TycoonState, seat: number, c: CompanyId): string | null {
  const e = exposure(s, seat, c);
  const cards = countedCards(s, seat, c);
  let sum = 0;
  for (const id of cards) sum += cardOf(id)!.delta!;
  const p = s.companies[c].price;
  const close = (m: number) => Math.max(0, p + m);
  const base = e * close(sum);
  let bestCard: string | null = null;
  let best = 0;
  for (const id of cards) {
    const gain = e * close(sum - cardOf(id)!.delta!) - base;
    if (gain > best) {
      best = gain;
      bestCard = id;
    }
  }
  return bestCard;
}

/** The richest other active seat (net worth now), or null. */
function leader(s: TycoonState, seat: number): number | null {
  let best: number | null = null;
  for (const x of s.order) if (x !== seat && (best === null || netWorth(s, x) > netWorth(s, best))) best = x;
  return best;
}

/**
 * E5: the companies where going back to the pre-tally price helps the seat most, up to its SUSP count.
 * With `rival` (hard) a company also counts for what the move did for the richest rival: cancelling the
 * leader's big rise is worth as much as saving our own fall.
 */
function suspendChoice(s: TycoonState, seat: number, rival: boolean): CompanyId[] {
  const gains: { c: CompanyId; gain: number }[] = [];
  const top = rival ? leader(s, seat) : null;
  for (const c of COMPANY_IDS) {
    const co = s.companies[c];
    if (co.suspended || co.refPrice === undefined) continue;
    const back = co.refPrice - co.price;
    const gain = exposure(s, seat, c) * back - (top === null ? 0 : exposure(s, top, c) * back);
    if (gain > 0) gains.push({ c, gain });
  }
  gains.sort((a, b) => b.gain - a.gain);
  return gains.slice(0, countKind(s, seat, 'SUSP')).map((g) => g.c);
}

/**
 * A window answer by the rules of the header; `level` picks the naive (easy) or the reasoned variant
 * (medium; hard is medium's with one difference: its Share Suspended cards also cancel the richest rival's
 * gains, which lifted its Strategist win rate against three mediums from about 61 % to 68 %).
 */
export function answerWindow(s: TycoonState, seat: number, candidates: TycoonAction[], level: 'easy' | 'medium' | 'hard', o: Outlook | null): TycoonAction {
  const w = s.window!;
  const company = openCompaniesFor(s, seat)[0];
  switch (w.kind) {
    case 'premium':
      // Medium and hard buy options themselves (cheap ones pay best with a Chairman's strike on their
      // side; 15 % was tried for hard, to price the mediums out, and did no better); easy keeps 10.
      return firstValid(s, [{ type: 'setPremium', seat, company, pct: level === 'easy' ? 10 : 5 }], candidates);
    case 'withhold':
      return firstValid(s, [{ type: 'withhold', seat, company, card: withholdChoice(s, seat, company) }], candidates);
    case 'strike':
      return firstValid(s, [{ type: 'strike', seat, company, card: strikeChoice(s, seat, company) }], candidates);
    case 'suspend':
      return firstValid(s, [{ type: 'suspend', seat, companies: suspendChoice(s, seat, level === 'hard') }], candidates);
    case 'buyback': {
      if (level === 'easy' || !o) return firstValid(s, [{ type: 'buybackOffer', seat, qty: 0 }], candidates);
      const c = w.company;
      const h = s.players[seat].holdings[c];
      // Sell into it when the buyback price beats the expected close plus whatever role selling gives up.
      const keep = roleValue(s, c, roleWith(s, seat, c, h), h, false);
      const gain = h * (w.price - statsOf(s, o, c).mean) - keep;
      return firstValid(s, [{ type: 'buybackOffer', seat, qty: gain > 0 ? h : 0 }], candidates);
    }
    case 'cover':
      return firstValid(s, [{ type: 'coverDebt', seat }], candidates);
    case 'settle':
      return firstValid(s, [{ type: 'settleDebt', seat }], candidates);
  }
}
