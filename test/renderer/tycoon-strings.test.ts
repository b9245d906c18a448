import { describe, expect, it } from 'vitest';
import { gameEntry } from '../../src-renderer/games/registry.ts';
import { EVENT_TYPES, logLines } from '../../src-renderer/games/tycoon/events.ts';
import { TYCOON_FORM } from '../../src-renderer/games/tycoon/form.ts';
import { PHASES, phaseBarGame } from '../../src-renderer/games/tycoon/heading.ts';
import { searchGlossary, searchHelp } from '../../src-renderer/games/tycoon/help.ts';
import { lookup, t } from '../../src-renderer/games/tycoon/i18n.ts';
import { REASON_CODES, reasonText } from '../../src-renderer/games/tycoon/reasons.ts';
import { TYCOON_BOT_LEVELS, TYCOON_COMING_SOON, TYCOON_META, TYCOON_OPTIONS } from '../../src-shared/games/tycoon/options.ts';
import { viewFor } from './tycoon-fixtures.ts';

/**
 * Tycoon's words are complete: every §17 refusal code, every step, every event type the log words, every
 * new-game option and choice and form group; the registry entry and lazy UI; the phase bar's heading; the
 * log's sentences from events as the engine sends them (seat ids after the session's conversion).
 */

describe('Tycoon’s strings', () => {
  it('word every §17 code as a sentence (never the code itself)', () => {
    expect(REASON_CODES).toHaveLength(46);
    for (const code of REASON_CODES) {
      const text = lookup(`reason.${code}`);
      expect(text, code).not.toBeNull();
      expect(text).not.toContain(code);
    }
    expect(reasonText('BUY_BELOW_MINIMUM')).toBe('A buy must be worth at least $5,000.');
    // A host refusal keeps the shell's one wording.
    expect(reasonText('PAUSED')).toBe(t('refusal.PAUSED'));
  });

  it('word every step, for the board and for the saved-games list', () => {
    for (const phase of [...PHASES, 'BUYBACK']) {
      expect(lookup(`phase.${phase}`), phase).not.toBeNull();
      expect(lookup(`saved.phase.${phase}`), phase).not.toBeNull();
    }
  });

  it('word every event type of the log', () => {
    for (const type of EVENT_TYPES) expect(lookup(`log.${type}`), type).not.toBeNull();
  });

  it('word every option, its hint and each choice, and every form group', () => {
    const grouped = TYCOON_FORM.groups.flatMap((g) => g.keys);
    expect([...grouped].sort()).toEqual(TYCOON_OPTIONS.map((o) => o.key).sort());
    for (const g of TYCOON_FORM.groups) expect(lookup(`form.group.${g.id}`), g.id).not.toBeNull();
    for (const o of TYCOON_OPTIONS) {
      expect(lookup(`option.${o.key}`), o.key).not.toBeNull();
      expect(lookup(`option.${o.key}.hint`), o.key).not.toBeNull();
      if (o.kind === 'choice') for (const c of o.choices) expect(lookup(`option.${o.key}.${c}`), `${o.key}.${c}`).not.toBeNull();
    }
    for (const mode of TYCOON_COMING_SOON) expect(lookup(`option.mode.${mode}`)).toContain('coming soon');
  });
});

describe('Tycoon in the registry', () => {
  it('lists the game with its light data and loads its UI on demand', async () => {
    const entry = gameEntry('tycoon')!;
    expect(entry.title).toBe(TYCOON_META.title);
    expect(entry.players).toEqual(TYCOON_META.players);
    expect(entry.botLevels).toEqual(TYCOON_BOT_LEVELS);
    expect(entry.options).toBe(TYCOON_OPTIONS);
    expect(entry.lookup('option.mode.strategist')).toBe('Strategist');
    const ui = await entry.load();
    expect(ui.kind).toBe('tycoon');
    expect(ui.help.search('buy condition').map((s) => s.id)).toContain('buy-condition');
  });

  it('help says dividends help puts, and has a glossary of the game’s terms', () => {
    const text = searchHelp('').map((s) => s.body).join('\n');
    expect(text).toContain('A falling price helps a put');
    expect(text).not.toMatch(/dividends? (hurts?|harms?) (a )?puts?/i);
    const terms = searchGlossary('').map((g) => g.id);
    for (const id of ['director', 'chairman', 'reserve', 'lot', 'buy-condition', 'rights', 'debenture', 'suspension', 'premium']) expect(terms).toContain(id);
  });
});

describe('the phase bar and the log', () => {
  it('names the year, the round and what the acting seat does; who answered a sealed window is public', () => {
    const bar = phaseBarGame(viewFor({ me: { rightsPrompts: [{ window: 1, company: 'TTN', entitlement: 2000 }] } }));
    const heading = bar.heading('P1', false);
    expect(heading.crumbs.map((c) => c.text)).toEqual(['Year 2 of 10', 'Round 1 of 3', 'Turns']);
    expect(heading.title).toBe('Trading');
    expect(heading.instruction).toBe('Your turn: answer the rights offers first, then take your action.');
    expect(bar.heading('P2', false).instruction).toBe('Ann is taking a turn.');
    const e1 = phaseBarGame(viewFor({ pub: { phase: 'E1', actor: null, pending: { kind: 'withhold', seats: ['P1', 'P2'], answered: ['P2'] } } }));
    expect(e1.submitted).toEqual(['P2']);
    expect(e1.heading(null, true).instruction).toBe('Directors may withhold one of their own price cards from the tally.');
  });

  it('words engine events (seat ids), newest first, and keeps a seat’s private events to that seat', () => {
    const view = viewFor();
    const log = [
      { type: 'DEALT', seq: 1, year: 2, dealer: 'P3', order: ['P1', 'P2', 'P3'], handSize: 10, reserveSize: 30 },
      { type: 'HAND_DEALT', seq: 1, seat: 'P1', cards: ['1:NOV:+30', '1:LOAN:1'], visibleTo: ['P1'] },
      { type: 'BOUGHT', seq: 2, seat: 'P1', company: 'NOV', qty: 2000, price: 80, cost: 160_000 },
      { type: 'WITHHELD', seq: 3, company: 'NOV', seat: 'P2' },
      { type: 'STRUCK', seq: 4, company: 'NOV', card: '1:NOV:-30', by: 'P1' },
      { type: 'TALLY', seq: 4, company: 'NOV', before: 80, delta: 30, after: 110 },
      { type: 'CURRENCY', seq: 4, seat: 'P2', k: 1, change: 60_000 },
      { type: 'READY_CHANGED', seq: 4, seat: 'P1', ready: true },
    ];
    expect(logLines(view, log, 'P1').map((l) => l.text)).toEqual([
      'Currency: Bob +$60,000.',
      'NOV: $80 → $110 (+$30).',
      'Ann strikes NOV −30.',
      'The Director of NOV withheld a card.',
      'Ann buys 2,000 shares of NOV at $80.',
      'You are dealt 2 cards (only you see this).',
      'Year 2: the cards are dealt, 10 each; 30 stay in the reserve.',
    ]);
    expect(logLines(view, log, 'P2').map((l) => l.type)).not.toContain('HAND_DEALT');
    expect(logLines(view, log, null).map((l) => l.type)).not.toContain('HAND_DEALT');
  });

  it('say why the game ended in plain English, one market year or several', async () => {
    const { tycoonUi } = await import('../../src-renderer/games/tycoon/index.ts');
    expect(tycoonUi.endReason(viewFor({ pub: { status: 'ENDED', year: 1, years: 1 } }))).toBe('The market year is played.');
    expect(tycoonUi.endReason(viewFor({ pub: { status: 'ENDED', year: 2, years: 2 } }))).toBe('All 2 market years are played.');
  });
});
