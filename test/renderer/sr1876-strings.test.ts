import { describe, expect, it } from 'vitest';
import { SPEC_CODES, APP_CODES, CONFIG_CODES } from '../../src-shared/games/sr1876/errors.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import { SR1876_BOT_LEVELS, SR1876_META, SR1876_OPTIONS } from '../../src-shared/games/sr1876/options.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { Sr1876Event } from '../../src-shared/games/sr1876/schemas.ts';
import { gameEntry } from '../../src-renderer/games/registry.ts';
import { EVENT_TYPES, eventText, logLines } from '../../src-renderer/games/sr1876/events.ts';
import { SR1876_FORM } from '../../src-renderer/games/sr1876/form.ts';
import { PHASES, phaseBarGame } from '../../src-renderer/games/sr1876/heading.ts';
import { searchGlossary, searchHelp } from '../../src-renderer/games/sr1876/help.ts';
import { lookup, t } from '../../src-renderer/games/sr1876/i18n.ts';
import { mergeView } from '../../src-renderer/games/sr1876/model.ts';
import { REASON_CODES, reasonText } from '../../src-renderer/games/sr1876/reasons.ts';
import { standings } from '../../src-renderer/games/sr1876/standings.ts';

/**
 * The stock round's words are complete: every refusal code the engine and the live layer answer with, every
 * phase, every event type (each worded from an event the engine really sent where a game gives one), every
 * new-game option and choice and form group; the registry entry and its lazy UI; the phase bar's heading; the
 * projector's standings.
 */

const NAMES = ['Ana', 'Ben', 'Cy'];
const names = { P1: 'Ana', P2: 'Ben', P3: 'Cy' };

/** A seeded game of random legal moves (the same every run), with every event it sent. */
function playedGame(seed: number) {
  const g = M.create(M.config.make(3, NAMES, { rounds: 2 }, DEFAULT_TABLE_OPTIONS), seed);
  const events: Sr1876Event[] = [];
  let r = seed * 7919;
  const rand = (n: number) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  for (let step = 0; M.status(g) === 'RUNNING'; step++) {
    expect(step).toBeLessThan(5000);
    const w = activeWindow(M.windows(g))!;
    const seat = w.seats.find((s) => !w.ready.includes(s)) ?? w.seats[0];
    const legal = M.legalActions(g, seat);
    const moves = legal.filter((a) => a.type !== 'READY');
    const input = moves.length > 0 && rand(3) > 0 ? moves[rand(moves.length)] : rand(2) === 0 && legal.length > 0 ? legal[0] : M.inputs.timeout(w.id);
    const out = M.applyInPlace(g, input);
    if (!out.ok) throw new Error(`${JSON.stringify(input)} refused: ${out.reason}`);
    events.push(...out.events);
  }
  return { g, events };
}

describe('the stock round’s strings', () => {
  it('word every refusal code as a sentence (never the code itself)', () => {
    expect([...REASON_CODES].sort()).toEqual([...SPEC_CODES, ...APP_CODES, ...CONFIG_CODES, 'NOT_SEATED', 'NOT_YOUR_SEAT', 'STALE_INPUT'].sort());
    for (const code of REASON_CODES) {
      const text = lookup(`reason.${code}`);
      expect(text, code).not.toBeNull();
      expect(text).not.toContain(code);
    }
    expect(reasonText('SR_BUY_HOLD_LIMIT')).toBe('You already hold 6 shares of this company, the most one player may hold.');
    // A host refusal keeps the shell's one wording.
    expect(reasonText('PAUSED')).toBe(t('refusal.PAUSED'));
  });

  it('word every phase, for the board and for the saved-games list', () => {
    for (const phase of PHASES) {
      expect(lookup(`phase.${phase}`), phase).not.toBeNull();
      expect(lookup(`saved.phase.${phase}`), phase).not.toBeNull();
    }
    for (const phase of M.phaseGraph.phases) expect(lookup(`phase.${phase}`), phase).not.toBeNull();
  });

  it('word every event type, and every event a real game sends', () => {
    for (const type of EVENT_TYPES) expect(lookup(`log.${type}`), type).not.toBeNull();
    const { g, events } = playedGame(5);
    const view = mergeView(M.views.public(g, names), null, null);
    const types = new Set(events.map((e) => e.type));
    for (const type of types) expect(EVENT_TYPES as readonly string[], type).toContain(type);
    for (const e of events) {
      const text = eventText(view, e);
      expect(text, e.type).not.toBeNull();
      // A field the wording expects and the event lacks would show as "?".
      expect(text, JSON.stringify(e)).not.toMatch(/(^|\W)\?/);
      expect(text, JSON.stringify(e)).not.toMatch(/\{\w+\}/);
    }
    expect(types).toEqual(new Set([...types].filter((x) => (EVENT_TYPES as readonly string[]).includes(x))));
    expect(types.size).toBeGreaterThan(15);
  });

  it('word every option, its hint and each choice, and every form group', () => {
    const grouped = SR1876_FORM.groups.flatMap((g) => g.keys);
    expect([...grouped].sort()).toEqual(SR1876_OPTIONS.map((o) => o.key).sort());
    for (const g of SR1876_FORM.groups) expect(lookup(`form.group.${g.id}`), g.id).not.toBeNull();
    for (const o of SR1876_OPTIONS) {
      expect(lookup(`option.${o.key}`), o.key).not.toBeNull();
      expect(lookup(`option.${o.key}.hint`), o.key).not.toBeNull();
      if (o.kind === 'choice') for (const c of o.choices) expect(lookup(`option.${o.key}.${c}`), `${o.key}.${c}`).not.toBeNull();
    }
  });
});

describe('the stock round in the registry', () => {
  it('lists the game with its light data and loads its UI on demand', async () => {
    const entry = gameEntry('sr1876')!;
    expect(entry.title).toBe('1876 Stock Round');
    expect(entry.players).toEqual(SR1876_META.players);
    expect(entry.botLevels).toEqual(SR1876_BOT_LEVELS);
    expect(entry.options).toBe(SR1876_OPTIONS);
    expect(entry.lesson?.lengthKey).toBe('rounds');
    expect(entry.lookup('option.rounds')).toBe('Rounds');
    const ui = await entry.load();
    expect(ui.kind).toBe('sr1876');
    expect(ui.help.search('absorbed').map((s) => s.id)).toContain('absorption');
  });

  it('has help on every part of a round and a glossary of the game’s terms', () => {
    const ids = searchHelp('').map((s) => s.id);
    for (const id of ['round', 'turn', 'offer', 'absorption', 'sources', 'directors', 'limits', 'payout', 'scoring']) expect(ids).toContain(id);
    const terms = searchGlossary('').map((g) => g.id);
    for (const id of ['token', 'director', 'ipo', 'treasury', 'pool', 'offer-pass', 'absorption', 'modernity', 'priority', 'holding-limit', 'no-rebuy']) expect(terms).toContain(id);
    expect(searchGlossary('bottom row').map((g) => g.id)).toContain('absorption');
  });
});

describe('the phase bar, the log and the standings', () => {
  it('names the round and what the seat does: its declarations, its turn, someone else’s', () => {
    const g = M.create(M.config.make(3, NAMES, { rounds: 2 }, DEFAULT_TABLE_OPTIONS), 5);
    const declaring = M.views.public(g, names);
    const director = declaring.actor!;
    const other = ['P1', 'P2', 'P3'].find((p) => p !== director)!;
    const bar = phaseBarGame(mergeView(declaring, null, null));
    expect(bar.heading(director, false).crumbs.map((c) => c.text)).toEqual(['Round 1 of 2', 'Declarations']);
    expect(bar.heading(director, false).title).toBe('Re-issue declarations');
    expect(bar.heading(director, false).instruction).toBe(t('do.DECLARE'));
    expect(bar.heading(other, false).instruction).toBe(`${names[director as keyof typeof names]} declares re-issues.`);
    expect(bar.order).toEqual(['P1', 'P2', 'P3']);
    expect(bar.name('P2')).toBe('Ben');
    while (g.core.step === 'DECLARE') M.applyInPlace(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));
    const turn = phaseBarGame(mergeView(M.views.public(g, names), null, null));
    const seat = M.views.public(g, names).actor!;
    expect(turn.heading(seat, false).instruction).toBe(t('do.TURN.start'));
    expect(turn.heading(null, true).instruction).toBe(`${names[seat as keyof typeof names]} is taking a turn.`);
  });

  it('keeps the log newest first and leaves only readiness out of the board’s log', () => {
    const { g, events } = playedGame(3);
    const view = mergeView(M.views.public(g, names), null, null);
    const lines = logLines(view, events, null, Infinity);
    // The last review closes as the game ends; the first line is the oldest event's.
    expect(lines.slice(0, 2).map((l) => l.type)).toEqual(['REVIEW_CLOSED', 'GAME_ENDED']);
    expect(lines.at(-1)?.index).toBe(0);
    expect(lines.map((l) => l.type)).not.toContain('READY_CHANGED');
    expect(logLines(view, events, null, Infinity, true).map((l) => l.type)).toContain('READY_CHANGED');
  });

  it('ranks the projector’s table by net worth against where play started (SR-18: after round 1’s bonus)', () => {
    const { g } = playedGame(4);
    const view = mergeView(M.views.public(g, names), null, null);
    const rows = standings(view);
    expect(rows.map((r) => r.start)).toEqual([915, 900, 900]);
    expect(rows.map((r) => r.value)).toEqual(view.players.map((p) => p.netWorth));
  });
});
