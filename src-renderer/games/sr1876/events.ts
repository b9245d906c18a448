/**
 * The stock round's game events (`desk.log`, docs/PROTOCOL-SR1876.md) in words, newest first. The engine
 * explains every change with an event; this file only turns those facts into sentences and never works out a
 * rule. Events are read through the game's event schemas (src-renderer/lib/view-decode.ts: one the schemas
 * refuse is said in the console, and kept), so their fields are typed; seats arrive as seat ids (`P1`…). A
 * sentence's parameter its event's type lacks shows as "?" rather than hiding the line, so a wording that asks
 * for the wrong field is noticed (test/renderer/sr1876-strings.test.ts). No event carries a sealed answer before
 * its pass closes.
 */
import { EVENT_SCHEMAS, GAME_EVENT_SCHEMAS, type Sr1876Event, type Sr1876EventType } from '../../../src-shared/games/sr1876/schemas.ts';
import type { SrCell } from '../../../src-shared/games/sr1876/view-types.ts';
import type { LogEvent } from '../../client/desk.svelte.ts';
import { decodedEvents } from '../../lib/view-decode.ts';
import { lookup, t } from './i18n.ts';
import { money, shares } from './format.ts';
import { playerName, priceAt, type View } from './model.ts';

/** Every event type the game sends, which the log words (test/renderer/sr1876-strings.test.ts checks each has a sentence). */
export const EVENT_TYPES: readonly string[] = Object.keys(GAME_EVENT_SCHEMAS);

/** Events that are the news of a round (bold in the log). */
const NEWS = new Set(['SHARE_ABSORBED', 'DIRECTOR_CHANGED', 'MODERNITY_BONUS', 'ROUND_ENDED', 'GAME_ENDED', 'SALE_ENDED']);
/** Events the board's log leaves out: the roster already shows who is ready, and six seats would flood it. */
const QUIET = new Set(['READY_CHANGED']);

export type LogLine = { index: number; type: Sr1876EventType; text: string; news: boolean };

/** The log's events as the game's own, checked once each against its event schemas. */
export function gameEvents(log: readonly LogEvent[]): Sr1876Event[] {
  return decodedEvents<Sr1876Event>(EVENT_SCHEMAS, log);
}

/** The fields many events share, for the sentences' parameters (one an event lacks reads "?"). */
function common(view: View, e: Sr1876Event) {
  return {
    name: playerName(view, 'seat' in e ? e.seat : 'seller' in e ? e.seller : undefined),
    company: 'company' in e ? e.company : '?',
    round: 'round' in e ? e.round : view.round,
    pass: 'pass' in e ? e.pass : '?',
    count: 'count' in e ? e.count : '?',
    price: 'price' in e ? money(e.price) : '?',
  };
}

/** The sentence for one event (null: nothing worth a line). */
export function eventText(view: View, e: Sr1876Event): string | null {
  const cellPrice = (cell: SrCell) => {
    const price = priceAt(view, cell);
    return price === null ? '?' : money(price);
  };
  const params = common(view, e);
  switch (e.type) {
    case 'GAME_STARTED':
      return t('log.GAME_STARTED', { ...params, rounds: e.rounds, name: playerName(view, e.priority) });
    case 'ROUND_STARTED':
      return t('log.ROUND_STARTED', { ...params, name: playerName(view, e.priority) });
    case 'MODERNITY_BONUS': {
      const { leader, from, to } = e;
      if (leader === null) return t('log.MODERNITY_BONUS.tie');
      const moved = from && to && (from.r !== to.r || from.c !== to.c);
      return moved ? t('log.MODERNITY_BONUS', { company: leader, price: cellPrice(to) }) : t('log.MODERNITY_BONUS.top', { company: leader });
    }
    case 'DECLARATION_WINDOW_OPENED':
      return t('log.DECLARATION_WINDOW_OPENED', { ...params, companies: e.companies.join(', ') });
    case 'REISSUE_DECLARED':
      if (e.auto) return t('log.REISSUE_DECLARED.auto', params);
      return e.count === 0 ? t('log.REISSUE_DECLARED.none', params) : t('log.REISSUE_DECLARED', { ...params, shares: shares(e.count) });
    case 'OFFER_PASS_OPENED':
      return t('log.OFFER_PASS_OPENED', { ...params, remaining: e.remaining });
    case 'OFFER_ANSWERED':
      return e.as === 'company' ? t('log.OFFER_ANSWERED.company', params) : t('log.OFFER_ANSWERED', params);
    case 'OFFER_PASS_CLOSED':
      if (e.allocation.length === 0) return t('log.OFFER_PASS_CLOSED.none', params);
      return t('log.OFFER_PASS_CLOSED', { ...params, buyers: e.allocation.map((a) => (a.buyer === 'company' ? params.company : playerName(view, a.buyer))).join(', ') });
    case 'SHARE_ABSORBED':
      return t('log.SHARE_ABSORBED', { ...params, paid: money(e.paid), price: cellPrice(e.to) });
    case 'SALE_ENDED':
      return t('log.SALE_ENDED', { ...params, proceeds: money(e.proceeds) });
    case 'SHARE_BOUGHT':
      return t('log.SHARE_BOUGHT', { ...params, source: lookup(`source.${e.from}`) ?? e.from });
    case 'DIRECTOR_CHANGED':
      return e.to !== null ? t('log.DIRECTOR_CHANGED', { ...params, name: playerName(view, e.to) }) : t('log.DIRECTOR_CHANGED.none', params);
    case 'TURN_ENDED':
      if (e.auto) return t('log.TURN_ENDED.auto', params);
      return e.passed ? t('log.TURN_ENDED.pass', params) : t('log.TURN_ENDED', params);
    case 'ROUND_ENDED':
      return e.reason === 'cap' ? t('log.ROUND_ENDED.cap', params) : t('log.ROUND_ENDED', params);
    case 'PAYOUT':
      return e.perShare === 0 ? t('log.PAYOUT.none', params) : t('log.PAYOUT', { ...params, perShare: money(e.perShare) });
    case 'TURN_STARTED':
    case 'SALE_STARTED':
    case 'OFFER_PASS_SKIPPED':
    case 'TURN_RESUMED':
    case 'DECLARATION_CANCELLED':
    case 'GAME_ENDED':
    case 'REVIEW_CLOSED':
    case 'READY_CHANGED':
    case 'TIMED_OUT':
      return t(`log.${e.type}`, params);
    default:
      // The session's INPUT_REFUSED (the seat's panels say it), or a type the schemas do not know.
      return null;
  }
}

/**
 * The log, newest first. Every stock round event is public; an event for some seats only would show only when
 * `seat` is one of them. `all` keeps the quiet events too (the history browser lists a step's every event).
 */
export function logLines(view: View, log: readonly LogEvent[], seat: string | null, limit = 60, all = false): LogLine[] {
  const events = gameEvents(log);
  const lines: LogLine[] = [];
  for (let i = events.length - 1; i >= 0 && lines.length < limit; i--) {
    const e = events[i];
    if ('visibleTo' in e && e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) continue;
    if (!all && QUIET.has(e.type)) continue;
    const text = eventText(view, e);
    if (text !== null) lines.push({ index: i, type: e.type, text, news: NEWS.has(e.type) });
  }
  return lines;
}
