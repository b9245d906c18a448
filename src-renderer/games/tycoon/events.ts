/**
 * Tycoon's game events (`desk.log`) in words, newest first. The engine explains every change with an event;
 * this file only turns those facts into sentences and never works out a rule. Events are decoded with the game's
 * event schemas (src-shared/games/tycoon/schemas/events.ts) as they are read, so each sentence reads its event's
 * own fields, typed; seats arrive as seat ids (`P1`…; the session converts the engine's seat numbers).
 */
import { EVENT_SCHEMAS, type TycoonWireEvent } from '../../../src-shared/games/tycoon/schemas.ts';
import type { LogEvent } from '../../client/desk.svelte.ts';
import { decodedEvents } from '../../lib/view-decode.ts';
import { lookup, t, tn } from './i18n.ts';
import { money, shares, signedMoney } from './format.ts';
import { cardText, playerName, type View } from './model.ts';

/** Every event type the log words (test/renderer/tycoon-strings.test.ts checks each has a sentence). */
export const EVENT_TYPES = [
  'STEP_STARTED', 'DEALT', 'TURN_STARTED', 'BOUGHT', 'SOLD', 'PASSED', 'LOAN_PLAYED', 'DEBENTURE_PLAYED',
  'RIGHTS_PLAYED', 'RIGHTS_EXERCISED', 'RIGHTS_DECLINED', 'SHORTED', 'OPTION_BOUGHT', 'DIVIDEND_DECLARED',
  'BUYBACK_ANNOUNCED', 'BUYBACK_RESOLVED', 'PREMIUM_SET', 'ANSWER_RECEIVED', 'CONTROL_CHANGED', 'CARDS_REVEALED',
  'WITHHELD', 'STRUCK', 'TALLY', 'SUSPENDED', 'SUSPEND_DECLINED', 'HAND_DEALT', 'CURRENCY', 'SHORT_SETTLED', 'OPTION_SETTLED', 'DEBT_COVERED',
  'DEBT_DEFERRED', 'DEBT_SETTLED', 'BANKRUPT', 'YEAR_RECORDED', 'GAME_OVER',
] as const;

/** Events that are the news of a step (bold in the log). */
const NEWS = new Set(['TALLY', 'BANKRUPT', 'GAME_OVER', 'CONTROL_CHANGED', 'SUSPENDED', 'BUYBACK_RESOLVED']);

export type LogLine = { index: number; type: string; text: string; news: boolean };

/** The seat an event is about: `seat` in most events, `by` where the event names who used a power. */
function actorOf(e: TycoonWireEvent): string | undefined {
  if ('seat' in e) return e.seat;
  return 'by' in e ? e.by : undefined;
}

/** The sentence for one event (null: nothing worth a line). */
export function eventText(view: View, e: TycoonWireEvent, seat: string | null): string | null {
  const params = {
    name: playerName(view, actorOf(e)),
    company: 'company' in e && e.company !== undefined ? e.company : '?',
    year: 'year' in e ? e.year : view.year,
    round: 'txRound' in e && e.txRound !== undefined ? e.txRound : view.txRound,
  };
  switch (e.type) {
    case 'STEP_STARTED':
      // Only where the year turns a page: each round, the premium window, the start of the year end. The
      // other steps show on the phase bar and in their own lines (reveals, tallies, settlements).
      if (e.step === 'TURN') return t('log.STEP_STARTED.round', params);
      if (e.step === 'E1') return t('log.STEP_STARTED.yearEnd', params);
      if (e.step === 'P1') return t('log.STEP_STARTED', { ...params, step: t('phase.P1') });
      return null;
    case 'DEALT':
      return t('log.DEALT', { ...params, handSize: e.handSize, reserve: e.reserveSize });
    case 'HAND_DEALT':
      // Private to the seat it was dealt to (logLines drops it for everyone else).
      return tn('log.HAND_DEALT', e.cards.length);
    case 'TURN_STARTED':
      return t('log.TURN_STARTED', params);
    case 'BOUGHT':
    case 'SOLD':
      return t(`log.${e.type}`, { ...params, qty: shares(e.qty), price: money(e.price) });
    case 'SHORTED':
      return t('log.SHORTED', { ...params, qty: shares(e.qty), price: money(e.entry) });
    case 'PASSED':
      return e.auto ? t('log.PASSED.auto', params) : t('log.PASSED', params);
    case 'DEBENTURE_PLAYED':
      return t('log.DEBENTURE_PLAYED', { ...params, amount: money(e.amount) });
    case 'RIGHTS_PLAYED':
    case 'RIGHTS_EXERCISED':
      return t(`log.${e.type}`, { ...params, qty: shares(e.qty) });
    case 'OPTION_BOUGHT':
      return t('log.OPTION_BOUGHT', { ...params, qty: shares(e.qty), strike: money(e.strike), kind: lookup(`option.kind.${e.kind}`) ?? e.kind });
    case 'DIVIDEND_DECLARED':
      return t('log.DIVIDEND_DECLARED', { ...params, perShare: money(e.perShare) });
    case 'BUYBACK_ANNOUNCED':
      return t('log.BUYBACK_ANNOUNCED', { ...params, qty: shares(e.qty), price: money(e.price) });
    case 'BUYBACK_RESOLVED':
      return t('log.BUYBACK_RESOLVED', { ...params, qty: shares(e.retired) });
    case 'PREMIUM_SET':
      return t('log.PREMIUM_SET', { ...params, pct: e.pct });
    case 'CONTROL_CHANGED': {
      const role = (holder: string | null) => (holder === null ? t('company.noOne') : playerName(view, holder));
      return t('log.CONTROL_CHANGED', { ...params, chairman: role(e.chairman), director: role(e.director) });
    }
    case 'CARDS_REVEALED':
      return t('log.CARDS_REVEALED', { ...params, cards: e.cards.map(cardText).join(', ') || t('board.none') });
    case 'STRUCK':
      return t('log.STRUCK', { ...params, card: cardText(e.card) });
    case 'TALLY':
      return t('log.TALLY', { ...params, before: money(e.before), after: money(e.after), delta: signedMoney(e.delta) });
    case 'SUSPENDED':
      return t('log.SUSPENDED', { ...params, price: money(e.price) });
    case 'CURRENCY':
      return t('log.CURRENCY', { ...params, amount: signedMoney(e.change) });
    case 'SHORT_SETTLED':
    case 'OPTION_SETTLED':
      return t(`log.${e.type}`, { ...params, amount: signedMoney(e.amount) });
    case 'DEBT_COVERED':
    case 'DEBT_SETTLED':
      return t(`log.${e.type}`, { ...params, amount: money(e.debt) });
    case 'DEBT_DEFERRED':
      return t('log.DEBT_DEFERRED', { ...params, amount: money(e.amount) });
    case 'LOAN_PLAYED':
    case 'RIGHTS_DECLINED':
    case 'ANSWER_RECEIVED':
    case 'WITHHELD':
    case 'BANKRUPT':
    case 'SUSPEND_DECLINED':
    case 'YEAR_RECORDED':
    case 'GAME_OVER':
      return t(`log.${e.type}`, params);
    default:
      return null;
  }
}

/**
 * The log, newest first: public events, and an event for some seats only when `seat` is one of them (on a
 * shared hot-seat screen the store holds every seat's events; only the seat behind the curtain sees its own).
 */
export function logLines(view: View, log: readonly LogEvent[], seat: string | null, limit = 60): LogLine[] {
  const events = decodedEvents<TycoonWireEvent>(EVENT_SCHEMAS, log);
  const lines: LogLine[] = [];
  for (let i = events.length - 1; i >= 0 && lines.length < limit; i--) {
    const e = events[i];
    if (e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) continue;
    const text = eventText(view, e, seat);
    if (text !== null) lines.push({ index: i, type: e.type, text, news: NEWS.has(e.type) });
  }
  return lines;
}
