/**
 * The Tycoon board's reading of the game's view: the view a seat sees (public part + its private part),
 * names, cards in words, the hand grouped by company, the actions the mode offers and the inputs the panels
 * send. Everything comes from the view; nothing here decides a rule: the engine judges every input (`check`
 * before sending, `act` to send, its answer carrying the draft's money), and derived values (hand sums, the
 * buy condition, the kinds of action on offer, rights lots) arrive worked out.
 */
import type { SeatInput } from '../../../src-shared/games/tycoon/schemas.ts';
import type { CardKind, CompanyId } from '../../../src-shared/games/tycoon/types.ts';
import type { TurnPreview } from '../../../src-shared/games/tycoon/live/turn-preview.ts';
import type { PublicCompany, PublicPlayer, TradeKind, TycoonPrivateView, TycoonPublicView } from '../../../src-shared/games/tycoon/view-types.ts';
import type { Outcome } from '../../client/desk.svelte.ts';
import type { BoardInput, ActFn as ShellActFn, CheckFn as ShellCheckFn } from '../registry.ts';
import { lookup, t } from './i18n.ts';
import { signed } from './format.ts';

/** What the board shows: the public view, and the private part of the seat whose secrets may be shown. */
export type View = TycoonPublicView & { me: TycoonPrivateView | null };

/** Tycoon's inputs (inferred from its input schemas) as the board sends them: the shell's act and check fill in the seat (`player`). */
export type TycoonAction = BoardInput<SeatInput>;
export type ActFn = ShellActFn<TycoonAction>;
export type CheckFn = ShellCheckFn<TycoonAction>;

/** Lots are 1,000 shares (§1): every quantity the board sends is a whole number of lots × 1,000. */
export const LOT = 1000;

export function mergeView(pub: TycoonPublicView, priv: TycoonPrivateView | null, seat: string | null): View {
  // A private part only ever belongs to the seat it was asked for.
  return { ...pub, me: seat !== null && priv !== null && priv.player === seat ? priv : null };
}

export function playerOf(view: View, id: string | null): PublicPlayer | null {
  return id === null ? null : (view.players.find((p) => p.id === id) ?? null);
}

export function playerName(view: View, id: string | null | undefined): string {
  if (!id) return t('log.someone');
  return view.players.find((p) => p.id === id)?.name ?? id;
}

export function companyOf(view: View, id: string): PublicCompany | null {
  return view.companies.find((c) => c.id === id) ?? null;
}

export function holding(view: View, seat: string | null, company: CompanyId): number {
  return playerOf(view, seat)?.holdings[company] ?? 0;
}

// ---------------------------------------------------------------- cards (§2.3 ids)

export type ParsedCard = { id: string; kind: CardKind; company: CompanyId | null; delta: number | null };

export const SPECIAL_KINDS: readonly Exclude<CardKind, 'price'>[] = ['LOAN', 'DEB', 'RIGHTS', 'SUSP', 'CURUP', 'CURDOWN'];

/** `1:NOV:+30` is a price card of NOV worth +30; `2:LOAN:1` a special card (its kind is the middle part). */
export function parseCard(id: string): ParsedCard {
  const [, middle = '', last = ''] = id.split(':');
  if ((SPECIAL_KINDS as readonly string[]).includes(middle)) return { id, kind: middle as CardKind, company: null, delta: null };
  const delta = Number(last.replace('−', '-'));
  return { id, kind: 'price', company: middle as CompanyId, delta: Number.isFinite(delta) ? delta : null };
}

/** A card in words: `NOV +30`, `Loan Stocks Matured`. */
export function cardText(id: string): string {
  const c = parseCard(id);
  if (c.kind !== 'price') return lookup(`card.${c.kind}`) ?? c.kind;
  return `${c.company} ${c.delta === null ? '?' : signed(c.delta)}`;
}

export type HandGroup = { company: PublicCompany; cards: ParsedCard[]; sum: number; ok: boolean };

/** The seat's price cards by company (company order), with the view's sum and buy-condition verdict for each. */
export function handGroups(view: View): HandGroup[] {
  const me = view.me;
  if (!me) return [];
  const cards = me.hand.map(parseCard);
  return view.companies.map((company) => ({
    company,
    cards: cards.filter((c) => c.kind === 'price' && c.company === company.id).sort((a, b) => (a.delta ?? 0) - (b.delta ?? 0)),
    sum: me.handSums[company.id] ?? 0,
    ok: me.buyConditionOk[company.id] ?? true,
  }));
}

/** The seat's special cards (LOAN, DEB, RIGHTS, SUSP, CURUP, CURDOWN), in hand order. */
export function specialCards(view: View): ParsedCard[] {
  return (view.me?.hand ?? []).map(parseCard).filter((c) => c.kind !== 'price');
}

export function cardsOfKind(view: View, kind: CardKind): string[] {
  return specialCards(view)
    .filter((c) => c.kind === kind)
    .map((c) => c.id);
}

// ---------------------------------------------------------------- the turn's actions (§3.1: features per mode)

/** Trades and the card plays of a turn (§9): one form, one verdict. */
export type { TradeKind };
/** The card a card play uses, by its id's middle part (`2:LOAN:1`). */
const CARD_OF: Partial<Record<TradeKind, CardKind>> = { loan: 'LOAN', debenture: 'DEB', rights: 'RIGHTS' };

/** Companies where `seat` is the Chairman (`chairOnly`), or holds either role: the public roles as the view names them. */
export function controlled(view: View, seat: string | null, chairOnly: boolean): PublicCompany[] {
  return view.companies.filter((c) => c.chairman === seat || (!chairOnly && c.director === seat));
}

/**
 * The actions the form offers, as the engine lists them (live/turn-preview.ts): the seat's private view gives
 * the mode's features, roles and card plays for the cards in hand, narrowed by what it may send now. Without it
 * (a shared hot-seat screen) the public view's list for the seat: features and roles, no card play (the hand
 * is not shown).
 */
export function tradeKinds(view: View, seat: string | null): TradeKind[] {
  if (view.me) return view.me.tradeKinds;
  return seat === null ? [] : (view.tradeKinds[seat] ?? []);
}

/**
 * The companies a kind of action may name in the form: every company, but for dividends and buybacks those the
 * seat's roles let it act for (the view's `rolePowers`, §10).
 */
export function companiesFor(view: View, seat: string | null, kind: TradeKind): PublicCompany[] {
  if (kind !== 'dividend' && kind !== 'buyback') return view.companies;
  const ids: readonly string[] = (seat === null ? undefined : view.rolePowers[seat]?.[kind]) ?? [];
  return view.companies.filter((c) => ids.includes(c.id));
}

/** Which fields a kind of action has. */
export function fieldsOf(kind: TradeKind): { company: boolean; lots: boolean; amount: 'perShare' | 'price' | null } {
  return {
    company: kind !== 'loan',
    lots: kind !== 'loan' && kind !== 'debenture' && kind !== 'dividend',
    amount: kind === 'dividend' ? 'perShare' : kind === 'buyback' ? 'price' : null,
  };
}

/** The card a card play uses: the first of its kind in hand (copies of a card do the same). */
export function cardFor(view: View, kind: TradeKind): string | null {
  const card = CARD_OF[kind];
  return card ? (cardsOfKind(view, card)[0] ?? null) : null;
}

/**
 * A hint for the rights field: the seat's entitlement in whole lots (§9.7's `e`), from its private view. Only a
 * bound for the input box; the engine's verdict on the input is what counts.
 */
export function rightsHint(view: View, company: string): number {
  return view.me?.rightsLots[company as CompanyId] ?? 0;
}

export type Draft = { kind: TradeKind; company: string; lots: number; amount: number; card: string | null };

/** The input the form would send (null while a field is not a usable number). */
export function draftAction(d: Draft): TycoonAction | null {
  const qty = d.lots * LOT;
  const whole = (n: number) => Number.isFinite(n) && Number.isInteger(n);
  if (d.kind === 'loan') return d.card ? { type: 'playLoan', card: d.card } : null;
  if (!d.company) return null;
  if (d.kind === 'debenture') return d.card ? { type: 'playDebenture', card: d.card, company: d.company } : null;
  if (d.kind === 'dividend') return whole(d.amount) ? { type: 'declareDividend', company: d.company, perShare: d.amount } : null;
  if (!whole(d.lots)) return null;
  switch (d.kind) {
    case 'buy':
    case 'sell':
    case 'short':
      return { type: d.kind, company: d.company, qty };
    case 'call':
    case 'put':
      return { type: 'buyOption', company: d.company, kind: d.kind, qty };
    case 'rights':
      return d.card ? { type: 'playRights', card: d.card, company: d.company, qty } : null;
    case 'buyback':
      return whole(d.amount) ? { type: 'announceBuyback', company: d.company, qty, price: d.amount } : null;
  }
}

type MoneyKey = 'turn.cost' | 'turn.proceeds' | 'turn.premium' | 'turn.payout' | 'turn.buybackCost';

const MONEY_KEYS = new Set(['cost', 'proceeds', 'premium', 'payout', 'buybackCost']);

/**
 * What the draft moves, in words for the form: the engine's preview that came with its verdict on the draft
 * (`check_result.preview`, live/turn-preview.ts). Null until an answer with one arrives.
 */
export function draftMoney(verdict: Outcome | null): { key: MoneyKey; amount: number; pct?: number } | null {
  const p = verdict?.preview as TurnPreview | undefined;
  if (!p || typeof p !== 'object' || !MONEY_KEYS.has(p.money) || typeof p.amount !== 'number') return null;
  return { key: `turn.${p.money}` as MoneyKey, amount: p.amount, ...(typeof p.pct === 'number' ? { pct: p.pct } : {}) };
}

/** What a debt plan raises (a cover's or a settlement's): the engine's preview with its verdict; null until it comes. */
export function debtRaised(verdict: Outcome | null): number | null {
  const p = verdict?.preview as TurnPreview | undefined;
  return p && typeof p === 'object' && p.money === 'raised' && typeof p.amount === 'number' ? p.amount : null;
}

// ---------------------------------------------------------------- windows

/**
 * Whether this seat already answered the open window for `company` (null: the window as a whole). The view's
 * `sealed` holds the seat's own answers, keyed by company (premium, withhold, strike) or by name (`offer` for
 * a buyback, `sales` for a debt cover); the public `answered` lists seats that owe no more answers.
 */
export function answered(view: View, seat: string | null, company: string | null): boolean {
  if (seat === null) return false;
  const pending = view.pending;
  if (pending && 'answered' in pending && pending.answered.includes(seat)) return true;
  const sealed = view.me?.sealed ?? {};
  return company === null ? 'offer' in sealed || 'sales' in sealed : company in sealed;
}

/** Seats that have answered the open window (for the roster; the answers themselves stay sealed). */
export function answeredSeats(view: View): string[] {
  const p = view.pending;
  if (!p || !('answered' in p)) return [];
  return [...new Set(p.answered.map((a) => a.split(':')[0]))];
}

/** The year-end cards of `company` still counted (revealed, not withheld, not struck), with whose hand they are in. */
export function countedCards(view: View, company: string): { card: string; seat: string }[] {
  const ye = view.yearEnd;
  if (!ye) return [];
  const struck = new Set(ye.struck.map((s) => s.card));
  return ye.revealed.flatMap((r) => r.cards.filter((c) => parseCard(c).company === company && !struck.has(c)).map((card) => ({ card, seat: r.seat })));
}

/**
 * Whether the year-end panel shows: during the year-end steps only. The view keeps the last year end's record
 * into the next year's premium window and turns, where it would read as this year's.
 */
export function showYearEnd(view: View): boolean {
  return view.yearEnd !== null && view.phase.startsWith('E');
}

/** Net worth per year for a seat, if the view carries it (the chart falls back to the current figure). */
export function netWorthSeries(view: View): Record<string, number[]> | null {
  const h = view.netWorthHistory;
  return h && typeof h === 'object' && Object.keys(h).length > 0 ? h : null;
}
