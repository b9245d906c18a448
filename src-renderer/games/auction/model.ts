/**
 * The auction board's reading of the game's view: the view a seat sees (public part + its private part), names,
 * the lot of the round, the players one can make an offer to, and the game log in words. Everything comes
 * from the view and the events the host sent; nothing here decides a rule (the host checks every input).
 */
import type { AuctionClientEvent, AuctionPrivateView, AuctionPublicView, PublicLot, SeatInput } from '../../../src-shared/games/auction/schemas.ts';
import { auctionSchemas } from '../../../src-shared/games/auction/schemas.ts';
import type { LogEvent } from '../../client/desk.svelte.ts';
import { decoded, decodedEvents } from '../../lib/view-decode.ts';
import type { ActFn as ShellActFn, BoardInput } from '../registry.ts';
import { t } from './i18n.ts';

/** What the board shows: the public view, and the private part of the seat whose secrets may be shown. */
export type View = AuctionPublicView & { me: AuctionPrivateView | null };
export type Player = AuctionPublicView['players'][number];

/** The auction's inputs as the board sends them (inferred from the input schemas; the shell fills in the seat). */
export type AuctionAction = BoardInput<SeatInput>;
export type ActFn = ShellActFn<AuctionAction>;

/** The view from the host's parts, each decoded with the game's schemas (src-renderer/lib/view-decode.ts). */
export function viewOf(pub: unknown, priv: unknown, seat: string | null): View {
  const shown = decoded(auctionSchemas.publicView, pub, 'public view');
  return mergeView(shown, priv == null ? null : decoded(auctionSchemas.privateView, priv, 'private view'), seat);
}

export function mergeView(pub: AuctionPublicView, priv: AuctionPrivateView | null, seat: string | null): View {
  // A private part only ever belongs to the seat it was asked for.
  return { ...pub, me: seat !== null && priv !== null && priv.player === seat ? priv : null };
}

export function playerName(view: View, id: string): string {
  return view.players.find((p) => p.id === id)?.name ?? id;
}

export function playerOf(view: View, id: string | null): Player | null {
  return id === null ? null : (view.players.find((p) => p.id === id) ?? null);
}

/** The lot of the current round (the last one drawn once the game is over). */
export function currentLot(view: View): PublicLot | null {
  return view.lots.find((l) => l.round === view.round) ?? view.lots[view.lots.length - 1] ?? null;
}

export function lotOf(view: View, id: number): PublicLot | null {
  return view.lots.find((l) => l.id === id) ?? null;
}

/** The closed auction of the current round, from the moment its bids are revealed. */
export function currentResult(view: View): View['results'][number] | null {
  return view.results.find((r) => r.round === view.round) ?? null;
}

export function coins(n: number): string {
  return n === 1 ? t('coins.one') : t('coins', { n });
}

/** A player's lots in words: "#1 (12), #3 (20)"; a lot whose value is still sealed shows its number only. */
export function lotsText(view: View, player: Player): string {
  if (player.lots.length === 0) return t('players.noLots');
  return player.lots
    .map((id) => {
      const value = lotOf(view, id)?.value ?? null;
      return value === null ? t('players.lotHidden', { lot: id }) : t('players.lot', { lot: id, value: coins(value) });
    })
    .join(', ');
}

export type LogLine = { index: number; type: string; text: string };

/** Events worth a line in the log (phase changes, ready marks and turn starts show on the phase bar). */
function lineOf(view: View, e: AuctionClientEvent): string | null {
  const name = (id: string) => playerName(view, id);
  switch (e.type) {
    case 'LOT_DRAWN':
      return t('log.LOT_DRAWN', { round: e.round, lot: e.lot });
    case 'BID_SUBMITTED':
      return t('log.BID_SUBMITTED', { player: name(e.player), amount: coins(e.amount) });
    case 'LOT_WON':
      return t('log.LOT_WON', { winner: name(e.winner), lot: e.lot, price: coins(e.price), value: coins(e.value) });
    case 'WORKED':
      return t('log.WORKED', { player: name(e.player), coins: coins(e.coins) });
    case 'OFFER_MADE':
    case 'OFFER_ACCEPTED':
    case 'OFFER_DECLINED': {
      const params = { from: name(e.from), to: name(e.to), lot: e.lot, price: coins(e.price) };
      if (e.type === 'OFFER_DECLINED' && e.how === 'TIMEOUT') return t('log.OFFER_DECLINED.TIMEOUT', params);
      return t(`log.${e.type}`, params);
    }
    case 'TIMED_OUT':
      return t('log.TIMED_OUT');
    case 'GAME_ENDED':
      return t('log.GAME_ENDED');
    default:
      return null;
  }
}

/**
 * The log, newest first: public events, and an event for some seats only when `seat` is one of them (on a
 * shared hot-seat screen the store holds every seat's events; only the seat behind the curtain sees its own).
 */
export function logLines(view: View, log: readonly LogEvent[], seat: string | null, limit = 40): LogLine[] {
  const events = decodedEvents<AuctionClientEvent>(auctionSchemas.events, log);
  const lines: LogLine[] = [];
  for (let i = events.length - 1; i >= 0 && lines.length < limit; i--) {
    const e = events[i];
    if (e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) continue;
    const text = lineOf(view, e);
    if (text !== null) lines.push({ index: i, type: e.type, text });
  }
  return lines;
}

/**
 * Time left in words for the board as text, in steps of 10 seconds (rounded up, so it never promises more than
 * is left): "1 minute 20 seconds", "40 seconds", "under 10 seconds".
 */
export function timeWords(ms: number): string {
  const tens = Math.ceil(Math.max(0, ms) / 10_000);
  if (tens <= 1) return ms <= 0 ? t('time.none') : t('time.under10');
  const total = tens * 10;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const m = minutes === 0 ? '' : minutes === 1 ? t('time.minute') : t('time.minutes', { n: minutes });
  const sec = seconds === 0 ? '' : t('time.seconds', { n: seconds });
  return [m, sec].filter(Boolean).join(' ');
}
