/**
 * Tycoon's game events (`desk.log`) in words, newest first. The engine explains every change with an event;
 * this file only turns those facts into sentences and never works out a rule. Seats arrive as seat ids
 * (`P1`…; the session converts the engine's seat numbers), read from `player` or `seat`. A field an event
 * lacks shows as "?" rather than hiding the line, so a renamed field is noticed, not silently lost.
 */
import type { LogEvent } from '../../client/desk.svelte.ts';
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

function num(e: LogEvent, ...names: string[]): number | null {
  for (const n of names) if (typeof e[n] === 'number') return e[n] as number;
  return null;
}

/** The sentence for one event (null: nothing worth a line). */
export function eventText(view: View, e: LogEvent, seat: string | null): string | null {
  // The acting seat: `seat` in most events, `by` where the event names who used a power.
  const who = (e.player ?? e.seat ?? e.by) as string | undefined;
  const n = (...names: string[]) => num(e, ...names);
  const m = (...names: string[]) => {
    const v = n(...names);
    return v === null ? '?' : money(v);
  };
  const q = (...names: string[]) => {
    const v = n(...names);
    return v === null ? '?' : shares(v);
  };
  const params = {
    name: playerName(view, who),
    company: String(e.company ?? '?'),
    year: n('year') ?? view.year,
    round: n('txRound', 'round') ?? view.txRound,
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
      return t('log.DEALT', { ...params, handSize: n('handSize') ?? '?', reserve: n('reserveSize') ?? '?' });
    case 'HAND_DEALT':
      // Private to the seat it was dealt to (logLines drops it for everyone else).
      return Array.isArray(e.cards) ? tn('log.HAND_DEALT', e.cards.length) : t('log.HAND_DEALT', { count: '?' });
    case 'TURN_STARTED':
      return t('log.TURN_STARTED', params);
    case 'BOUGHT':
    case 'SOLD':
    case 'SHORTED':
      return t(`log.${e.type}`, { ...params, qty: q('qty'), price: m('price', 'entry') });
    case 'PASSED':
      return e.auto ? t('log.PASSED.auto', params) : t('log.PASSED', params);
    case 'DEBENTURE_PLAYED':
      return t('log.DEBENTURE_PLAYED', { ...params, amount: m('amount', 'paid', 'cash') });
    case 'RIGHTS_PLAYED':
    case 'RIGHTS_EXERCISED':
      return t(`log.${e.type}`, { ...params, qty: q('qty') });
    case 'OPTION_BOUGHT':
      return t('log.OPTION_BOUGHT', { ...params, qty: q('qty'), strike: m('strike'), kind: lookup(`option.kind.${String(e.kind)}`) ?? String(e.kind ?? '?') });
    case 'DIVIDEND_DECLARED':
      return t('log.DIVIDEND_DECLARED', { ...params, perShare: m('perShare') });
    case 'BUYBACK_ANNOUNCED':
      return t('log.BUYBACK_ANNOUNCED', { ...params, qty: q('qty'), price: m('price') });
    case 'BUYBACK_RESOLVED':
      return t('log.BUYBACK_RESOLVED', { ...params, qty: q('retired', 'filled', 'qty') });
    case 'PREMIUM_SET':
      return t('log.PREMIUM_SET', { ...params, pct: n('pct') ?? '?' });
    case 'CONTROL_CHANGED': {
      const role = (key: string) => (typeof e[key] === 'string' ? playerName(view, e[key] as string) : t('company.noOne'));
      return t('log.CONTROL_CHANGED', { ...params, chairman: role('chairman'), director: role('director') });
    }
    case 'CARDS_REVEALED': {
      const cards = Array.isArray(e.cards) ? (e.cards as string[]).map(cardText).join(', ') : '';
      return t('log.CARDS_REVEALED', { ...params, cards: cards || t('board.none') });
    }
    case 'STRUCK':
      return t('log.STRUCK', { ...params, card: typeof e.card === 'string' ? cardText(e.card) : '?' });
    case 'TALLY': {
      const before = n('before', 'from', 'refPrice');
      const after = n('after', 'to', 'price');
      const delta = n('delta') ?? (before !== null && after !== null ? after - before : null);
      return t('log.TALLY', { ...params, before: before === null ? '?' : money(before), after: after === null ? '?' : money(after), delta: delta === null ? '?' : signedMoney(delta) });
    }
    case 'SUSPENDED':
      return t('log.SUSPENDED', { ...params, price: m('price') });
    case 'CURRENCY':
    case 'SHORT_SETTLED':
    case 'OPTION_SETTLED': {
      const amount = n('amount', 'change', 'delta');
      return t(`log.${e.type}`, { ...params, amount: amount === null ? '?' : signedMoney(amount) });
    }
    case 'DEBT_COVERED':
    case 'DEBT_DEFERRED':
    case 'DEBT_SETTLED':
      return t(`log.${e.type}`, { ...params, amount: m('debt', 'amount') });
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
  const lines: LogLine[] = [];
  for (let i = log.length - 1; i >= 0 && lines.length < limit; i--) {
    const e = log[i];
    if (e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) continue;
    const text = eventText(view, e, seat);
    if (text !== null) lines.push({ index: i, type: e.type, text, news: NEWS.has(e.type) });
  }
  return lines;
}
