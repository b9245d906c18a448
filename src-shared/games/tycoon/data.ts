/**
 * The game's data (§1, §2): companies, per-variant parameters and the deck in canonical order. The rules read
 * only these tables, so another deck composition can be plugged in here without touching any rule.
 */
import { COMPANY_IDS, type Card, type CompanyId, type Variant } from './types.ts';

export interface CompanyInfo { id: CompanyId; name: string; sector: string; startPrice: number; deltas: readonly number[] }

/** ±step … ±max without 0, ascending. */
function symmetric(max: number): number[] {
  const out: number[] = [];
  for (let d = -max; d <= max; d += 5) if (d !== 0) out.push(d);
  return out;
}

export const COMPANIES: Record<CompanyId, CompanyInfo> = {
  ATL: { id: 'ATL', name: 'Atlas Bank', sector: 'Banking', startPrice: 20, deltas: [-10, -5, 5, 10] },
  TTN: { id: 'TTN', name: 'Titan Steel', sector: 'Manufacturing', startPrice: 25, deltas: symmetric(15) },
  GLB: { id: 'GLB', name: 'Global Industries', sector: 'Conglomerate', startPrice: 45, deltas: symmetric(15) },
  OMG: { id: 'OMG', name: 'Omega Energy', sector: 'Energy', startPrice: 55, deltas: symmetric(20) },
  VTC: { id: 'VTC', name: 'VitalCare Pharma', sector: 'Healthcare', startPrice: 75, deltas: symmetric(25) },
  NOV: { id: 'NOV', name: 'NovaTech', sector: 'Technology', startPrice: 80, deltas: symmetric(30) },
};

export interface VariantParams {
  minPlayers: number;
  maxPlayers: number;
  startingCash: number;
  /** Initial outstanding shares per company. */
  shares: number;
  /** Control thresholds, % of current outstanding (T-D14). */
  directorPct: number;
  chairmanPct: number;
  copies: 1 | 2;
}

export const VARIANTS: Record<Variant, VariantParams> = {
  standard: { minPlayers: 2, maxPlayers: 6, startingCash: 600_000, shares: 200_000, directorPct: 25, chairmanPct: 50, copies: 1 },
  extended: { minPlayers: 2, maxPlayers: 12, startingCash: 450_000, shares: 300_000, directorPct: 20, chairmanPct: 40, copies: 2 },
};

export const LOT = 1_000;
export const MIN_BUY_VALUE = 5_000;
export const LOAN_VALUE = 100_000;
export const RIGHTS_PRICE = 10;
export const CURRENCY_PCT = 10;
/** Per player and per table, per company per year, not scaled for Extended (T-D22). */
export const SHORT_CAP = 12_000;
export const OPTIONS_CAP_PCT = 20;
export const PREMIUM_RATES: readonly number[] = [5, 10, 15];
export const DEFAULT_PREMIUM = 10;
export const DIVIDEND_CAP_CHAIRMAN = 20;
export const DIVIDEND_CAP_DIRECTOR = 10;
/** +5 per full 10,000 retired (T-D19). */
export const BUYBACK_STEP_SHARES = 10_000;
export const BUYBACK_STEP_PRICE = 5;
/**
 * App bound, not in the spec: a buyback price above this is refused (BUYBACK_BAD_PRICE) so that, with the bank
 * as funder, repeated buybacks cannot push cash past exact integer range (2^53).
 */
export const BUYBACK_MAX_PRICE = 1_000_000;
export const DEBT_INTEREST_PCT = 10;
export const TX_ROUNDS = 3;
export const MAX_YEARS = 10;
export const HAND_CAP = 10;

const SPECIALS: readonly [Exclude<Card['kind'], 'price'>, number][] = [
  ['LOAN', 2], ['DEB', 2], ['RIGHTS', 2], ['SUSP', 2], ['CURUP', 3], ['CURDOWN', 3],
];

function buildDeck(): Card[] {
  const cards: Card[] = [];
  for (const copy of [1, 2] as const) {
    for (const id of COMPANY_IDS) {
      for (const delta of COMPANIES[id].deltas) {
        cards.push({ id: `${copy}:${id}:${delta > 0 ? '+' : ''}${delta}`, kind: 'price', copy, company: id, delta });
      }
    }
    for (const [kind, count] of SPECIALS) {
      for (let n = 1; n <= count; n++) cards.push({ id: `${copy}:${kind}:${n}`, kind, copy });
    }
  }
  return cards;
}

/** Both copies in canonical order (§2.3): the Standard deck is the first copy, the Extended deck both. */
const ALL_CARDS: readonly Card[] = buildDeck();
const CARD_BY_ID = new Map<string, Card>(ALL_CARDS.map((c) => [c.id, c]));
const CARD_INDEX = new Map<string, number>(ALL_CARDS.map((c, i) => [c.id, i]));
const COPY_SIZE = ALL_CARDS.length / 2;

export function deckSize(variant: Variant): number {
  return COPY_SIZE * VARIANTS[variant].copies;
}

/** A fresh deck of the variant in canonical order (ids). */
export function canonicalDeck(variant: Variant): string[] {
  const out: string[] = [];
  const n = deckSize(variant);
  for (let i = 0; i < n; i++) out.push(ALL_CARDS[i].id);
  return out;
}

/** The card with this id, or undefined when no card of any deck has it. */
export function cardOf(id: string): Card | undefined {
  return CARD_BY_ID.get(id);
}

/** Whether `id` is a card of this variant's deck (UNKNOWN_CARD otherwise). */
export function isDeckCard(variant: Variant, id: unknown): boolean {
  if (typeof id !== 'string') return false;
  const i = CARD_INDEX.get(id);
  return i !== undefined && i < deckSize(variant);
}

/** Canonical position, for sorting cards (LOAN cards of an auto plan go in this order). */
export function cardIndex(id: string): number {
  return CARD_INDEX.get(id) ?? -1;
}

/** §2.4: h = min(10, floor(4D / 5n)). */
export function handSize(deck: number, players: number): number {
  return Math.min(HAND_CAP, Math.floor((4 * deck) / (5 * players)));
}

export function isCompanyId(x: unknown): x is CompanyId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(COMPANIES, x);
}
