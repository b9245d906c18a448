/**
 * The stock round board's reading of the game's view: the view a seat sees (public part + its private part),
 * names, companies, the sources of a purchase, grid cells and the inputs the panels send. Everything comes from
 * the view; nothing here decides a rule: the engine judges every input (`buys[].refusal` and `check` before
 * sending, `act` to send), and derived values (sale ranges, purchase verdicts) arrive worked out.
 */
import type { SeatInput } from '../../../src-shared/games/sr1876/schemas.ts';
import type { Sr1876PrivateView, Sr1876PublicView, SrCell, SrCompanyView, SrPlayerView } from '../../../src-shared/games/sr1876/view-types.ts';
import type { BoardInput, ActFn as ShellActFn, CheckFn as ShellCheckFn } from '../registry.ts';
import { t } from './i18n.ts';

/** What the board shows: the public view, and the private part of the seat whose secrets may be shown. */
export type View = Sr1876PublicView & { me: Sr1876PrivateView | null };

/** The stock round's inputs as the board sends them (typed by the input schemas): the shell fills in `player`. */
export type SrAction = BoardInput<SeatInput>;
export type ActFn = ShellActFn<SrAction>;
export type CheckFn = ShellCheckFn<SrAction>;

export function mergeView(pub: Sr1876PublicView, priv: Sr1876PrivateView | null, seat: string | null): View {
  // A private part only ever belongs to the seat it was asked for.
  return { ...pub, me: seat !== null && priv !== null && priv.player === seat ? priv : null };
}

/** The public view only, whatever the shell passed (the curtain, the end screen, watchers). */
export function publicOnly(view: View): View {
  return { ...view, me: null };
}

/** Whether a value the shell passed is a stock round view (before the start the host sends a stand-in). */
export function isView(value: unknown): value is Sr1876PublicView {
  return !!value && typeof value === 'object' && 'kind' in value && value.kind === 'sr1876' && 'companies' in value && Array.isArray(value.companies);
}

export function playerOf(view: View, id: string | null | undefined): SrPlayerView | null {
  return id ? (view.players.find((p) => p.id === id) ?? null) : null;
}

export function playerName(view: View, id: string | null | undefined): string {
  if (!id) return t('log.someone');
  if (id === 'company') return t('offer.theCompany');
  return view.players.find((p) => p.id === id)?.name ?? id;
}

export function companyOf(view: View, code: string | null | undefined): SrCompanyView | null {
  return code ? (view.companies.find((c) => c.code === code) ?? null) : null;
}

export function priceAt(view: View, cell: SrCell | null | undefined): number | null {
  if (!cell) return null;
  return view.grid[cell.r]?.[cell.c] ?? null;
}

export const sameCell = (a: SrCell | null | undefined, b: SrCell | null | undefined): boolean => !!a && !!b && a.r === b.r && a.c === b.c;

/** The grid's bottom row: absorption moves a token left there instead of down (§2). */
export function bottomRow(view: View): number {
  return view.grid.length - 1;
}

// ---------------------------------------------------------------- purchases

/**
 * What a purchase from the company takes now: a new (IPO) share while the IPO has one, else a re-issued
 * treasury share the director declared (§8) — as the engine says (the view's `shareFrom`).
 */
export function companySource(company: SrCompanyView): 'ipo' | 'treasury' | 'none' {
  return company.shareFrom ?? 'none';
}

/** One purchase on offer: the view's verdict when the private view is here (`refusal`), else undefined (ask `check`). */
export type BuyChoice = { company: string; source: 'pool' | 'company'; price: number; available: number; refusal?: string | null };

/**
 * The purchases worth listing: every source that has a share, in company order (company shares first). The
 * seat's private view judges each (§8's checks, SR-19); a shared hot-seat screen has only the public view,
 * so the prices and counts come from it and each verdict from a live `check`.
 */
export function buyChoices(view: View): BuyChoice[] {
  if (view.me) return view.me.buys.filter((b) => b.available > 0);
  return view.companies.flatMap((c) => [
    ...(c.forSale > 0 ? [{ company: c.code, source: 'company' as const, price: c.price, available: c.forSale }] : []),
    ...(c.pool > 0 ? [{ company: c.code, source: 'pool' as const, price: c.poolPrice, available: c.pool }] : []),
  ]);
}

/** What the seat may sell now: its holdings, with the sale ranges where the private view gives them (EX-06). */
export function saleChoices(view: View, seat: string | null): { company: string; held: number; ranges: Sr1876PrivateView['sales'][number]['ranges'] }[] {
  if (view.me) return view.me.sales;
  const p = playerOf(view, seat);
  return p ? view.companies.filter((c) => (p.holdings[c.code] ?? 0) > 0).map((c) => ({ company: c.code, held: p.holdings[c.code], ranges: [] })) : [];
}

/**
 * Whether the seat may send an input of `type` now: the private view's `can`; without it (a shared screen) the
 * public view's turn state says whose turn it is and whether it sold already. The engine still judges the input.
 */
export function mayDo(view: View, seat: string | null, type: 'sell' | 'buy' | 'endTurn'): boolean {
  if (view.me) return view.me.can.includes(type);
  const mine = view.phase === 'TURN' && seat !== null && view.turnState?.seat === seat;
  if (!mine) return false;
  return type === 'sell' ? view.turnState!.sold === null && !view.turnState!.bought : true;
}

/** Where a purchase's share comes from: `ipo`, `treasury` (a declared re-issue) or `pool`. */
export function sourceKind(view: View, b: Pick<BuyChoice, 'company' | 'source'>): 'ipo' | 'treasury' | 'pool' {
  if (b.source === 'pool') return 'pool';
  const c = companyOf(view, b.company);
  return c && companySource(c) === 'treasury' ? 'treasury' : 'ipo';
}

/** A source's name: "New share (IPO)", "Re-issued (treasury)", "Pool"; `short`: "IPO", "Re-issue", "Pool". */
export function sourceText(view: View, b: Pick<BuyChoice, 'company' | 'source'>, short = false): string {
  const kind = sourceKind(view, b);
  return short ? t(`source.${kind}.short`) : t(`source.${kind}`);
}

// ---------------------------------------------------------------- offers and the round

/**
 * The next round's modernity bonus (§5.1): the company it will move up, as the engine works it out from the
 * schedules (the view's `nextBonusLeader`); null after the last round or with a tie. The engine applies the
 * bonus when the round starts and the view then reports it in `modernity`.
 */
export function nextBonusLeader(view: View): string | null {
  return view.nextBonusLeader ?? null;
}

/** Companies by this round's modernity, highest first (table order among equals). */
export function modernityRanking(view: View): SrCompanyView[] {
  return [...view.companies].sort((a, b) => b.modernity - a.modernity);
}

/** Whether the round-end review shows: while the review window is up. */
export function showReview(view: View): boolean {
  return view.phase === 'ROUND_END' && view.payout !== null;
}

/** What each seat got from the last payout, summed over the companies. */
export function payoutBySeat(view: View): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of view.payout?.companies ?? []) for (const [seat, amount] of Object.entries(c.toPlayers)) out[seat] = (out[seat] ?? 0) + amount;
  return out;
}

/** Net worth per round for each seat, if the view carries it. */
export function netWorthSeries(view: View): Record<string, number[]> | null {
  const h = view.netWorthHistory;
  return h && typeof h === 'object' && Object.keys(h).length > 0 ? h : null;
}
