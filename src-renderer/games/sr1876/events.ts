/**
 * The stock round's game events (`desk.log`, docs/PROTOCOL-SR1876.md) in words, newest first. The engine
 * explains every change with an event; this file only turns those facts into sentences and never works out a
 * rule. Seats arrive as seat ids (`P1`…). A field an event lacks shows as "?" rather than hiding the line, so a
 * renamed field is noticed, not silently lost. No event carries a sealed answer before its pass closes.
 */
import type { SrCell } from '../../../src-shared/games/sr1876/view-types.ts';
import type { LogEvent } from '../../client/desk.svelte.ts';
import { lookup, t } from './i18n.ts';
import { money, shares } from './format.ts';
import { playerName, priceAt, type View } from './model.ts';

/** Every event type the log words (test/renderer/sr1876-strings.test.ts checks each has a sentence). */
export const EVENT_TYPES = [
  'GAME_STARTED', 'ROUND_STARTED', 'MODERNITY_BONUS', 'DECLARATION_WINDOW_OPENED', 'REISSUE_DECLARED', 'TURN_STARTED',
  'SALE_STARTED', 'OFFER_PASS_OPENED', 'OFFER_PASS_SKIPPED', 'OFFER_ANSWERED', 'OFFER_PASS_CLOSED', 'SHARE_ABSORBED',
  'SALE_ENDED', 'TURN_RESUMED', 'SHARE_BOUGHT', 'DIRECTOR_CHANGED', 'DECLARATION_CANCELLED', 'TURN_ENDED',
  'ROUND_ENDED', 'PAYOUT', 'GAME_ENDED', 'REVIEW_CLOSED', 'READY_CHANGED', 'TIMED_OUT',
] as const;

/** Events that are the news of a round (bold in the log). */
const NEWS = new Set(['SHARE_ABSORBED', 'DIRECTOR_CHANGED', 'MODERNITY_BONUS', 'ROUND_ENDED', 'GAME_ENDED', 'SALE_ENDED']);
/** Events the board's log leaves out: the roster already shows who is ready, and six seats would flood it. */
const QUIET = new Set(['READY_CHANGED']);

export type LogLine = { index: number; type: string; text: string; news: boolean };

const isCell = (v: unknown): v is SrCell => !!v && typeof v === 'object' && typeof (v as SrCell).r === 'number' && typeof (v as SrCell).c === 'number';

/** The sentence for one event (null: nothing worth a line). */
export function eventText(view: View, e: LogEvent): string | null {
  const num = (name: string) => (typeof e[name] === 'number' ? (e[name] as number) : null);
  const m = (name: string) => {
    const v = num(name);
    return v === null ? '?' : money(v);
  };
  const cellPrice = (name: string) => {
    const cell = e[name];
    const price = isCell(cell) ? priceAt(view, cell) : null;
    return price === null ? '?' : money(price);
  };
  const who = (typeof e.seat === 'string' ? e.seat : typeof e.seller === 'string' ? e.seller : undefined) as string | undefined;
  const params = {
    name: playerName(view, who),
    company: String(e.company ?? '?'),
    round: num('round') ?? view.round,
    pass: num('pass') ?? '?',
    count: num('count') ?? '?',
    price: m('price'),
  };
  switch (e.type) {
    case 'GAME_STARTED':
      return t('log.GAME_STARTED', { ...params, rounds: num('rounds') ?? view.rounds, name: playerName(view, e.priority as string) });
    case 'ROUND_STARTED':
      return t('log.ROUND_STARTED', { ...params, name: playerName(view, e.priority as string) });
    case 'MODERNITY_BONUS': {
      if (typeof e.leader !== 'string') return t('log.MODERNITY_BONUS.tie');
      const moved = isCell(e.from) && isCell(e.to) && (e.from.r !== e.to.r || e.from.c !== e.to.c);
      return moved ? t('log.MODERNITY_BONUS', { company: e.leader, price: cellPrice('to') }) : t('log.MODERNITY_BONUS.top', { company: e.leader });
    }
    case 'DECLARATION_WINDOW_OPENED':
      return t('log.DECLARATION_WINDOW_OPENED', { ...params, companies: Array.isArray(e.companies) ? e.companies.join(', ') : '?' });
    case 'REISSUE_DECLARED':
      if (e.auto) return t('log.REISSUE_DECLARED.auto', params);
      return num('count') === 0 ? t('log.REISSUE_DECLARED.none', params) : t('log.REISSUE_DECLARED', { ...params, shares: shares(num('count') ?? 0) });
    case 'OFFER_PASS_OPENED':
      return t('log.OFFER_PASS_OPENED', { ...params, remaining: num('remaining') ?? '?' });
    case 'OFFER_ANSWERED':
      return e.as === 'company' ? t('log.OFFER_ANSWERED.company', params) : t('log.OFFER_ANSWERED', params);
    case 'OFFER_PASS_CLOSED': {
      const allocation = Array.isArray(e.allocation) ? (e.allocation as { buyer: string }[]) : [];
      if (allocation.length === 0) return t('log.OFFER_PASS_CLOSED.none', params);
      return t('log.OFFER_PASS_CLOSED', { ...params, buyers: allocation.map((a) => (a.buyer === 'company' ? params.company : playerName(view, a.buyer))).join(', ') });
    }
    case 'SHARE_ABSORBED':
      return t('log.SHARE_ABSORBED', { ...params, paid: m('paid'), price: cellPrice('to') });
    case 'SALE_ENDED':
      return t('log.SALE_ENDED', { ...params, proceeds: m('proceeds') });
    case 'SHARE_BOUGHT':
      return t('log.SHARE_BOUGHT', { ...params, source: lookup(`source.${String(e.from)}`) ?? String(e.from ?? '?') });
    case 'DIRECTOR_CHANGED':
      return typeof e.to === 'string' ? t('log.DIRECTOR_CHANGED', { ...params, name: playerName(view, e.to) }) : t('log.DIRECTOR_CHANGED.none', params);
    case 'TURN_ENDED':
      if (e.auto) return t('log.TURN_ENDED.auto', params);
      return e.passed ? t('log.TURN_ENDED.pass', params) : t('log.TURN_ENDED', params);
    case 'ROUND_ENDED':
      return e.reason === 'cap' ? t('log.ROUND_ENDED.cap', params) : t('log.ROUND_ENDED', params);
    case 'PAYOUT':
      return num('perShare') === 0 ? t('log.PAYOUT.none', params) : t('log.PAYOUT', { ...params, perShare: m('perShare') });
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
      return null;
  }
}

/**
 * The log, newest first. Every stock round event is public; an event for some seats only would show only when
 * `seat` is one of them. `all` keeps the quiet events too (the history browser lists a step's every event).
 */
export function logLines(view: View, log: readonly LogEvent[], seat: string | null, limit = 60, all = false): LogLine[] {
  const lines: LogLine[] = [];
  for (let i = log.length - 1; i >= 0 && lines.length < limit; i--) {
    const e = log[i];
    if (e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) continue;
    if (!all && QUIET.has(e.type)) continue;
    const text = eventText(view, e);
    if (text !== null) lines.push({ index: i, type: e.type, text, news: NEWS.has(e.type) });
  }
  return lines;
}
