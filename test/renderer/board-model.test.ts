import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardStrings as shellBoardStrings } from '../../src-renderer/strings/board.en.ts';
import { commonStrings } from '../../src-renderer/strings/common.en.ts';
import { seatStrings } from '../../src-renderer/strings/seats.en.ts';
import { sectorsStrings as boardStrings } from '../../src-renderer/games/sectors/strings.en.ts';
import { describeEvent, phaseLabel } from '../../src-renderer/games/sectors/board/events.ts';
import { recentStretch, previewOf, playerName } from '../../src-renderer/games/sectors/board/model.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { PHASE_IDS, type PhaseId } from '../../src-shared/games/sectors/data.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import { endPhaseByReady } from '../../src-shared/games/sectors/testing/scenario.ts';
import { EVENT_SCHEMAS } from '../../src-shared/games/sectors/schemas/events.ts';
import type { GameEvent } from '../../src-shared/games/sectors/types.ts';
import { INPUT_REFUSED_SAMPLE, sampleGames } from '../helpers/sectors-events.ts';
import { gameAt, viewOf, windowOf } from './board-fixtures.ts';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

describe('board strings', () => {
  const sources = [
    ...files(join(root, 'src-renderer/components/board'), /\.(ts|svelte)$/),
    ...files(join(root, 'src-renderer/games/sectors'), /\.(ts|svelte)$/),
    join(root, 'src-renderer/screens/BoardScreen.svelte'),
  ].map((path) => readFileSync(path, 'utf8'));
  // The board's frame keeps its words in the shell's board.en.ts, seat controls and the paused board in
  // seats.en.ts; the game's board in its own namespace.
  const dictionary = { ...commonStrings, ...shellBoardStrings, ...boardStrings, ...seatStrings };

  it('has every literal key the board uses', () => {
    const keys = new Set<string>();
    for (const source of sources) {
      for (const m of source.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)) keys.add(m[1]);
      for (const m of source.matchAll(/key: '([a-z]\w*\.[\w.]+)'/g)) keys.add(m[1]);
      for (const m of source.matchAll(/\? '(ev\.[\w.]+|orderText\.[\w.]+|preview\.[\w.]+)'/g)) keys.add(m[1]);
      for (const m of source.matchAll(/: '(ev\.[\w.]+|orderText\.[\w.]+|preview\.[\w.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(200);
    expect([...keys].filter((k) => !(k in dictionary))).toEqual([]);
  });

  it('names every phase and says what to do in it, for players and for watchers', () => {
    const missing = PHASE_IDS.flatMap((id) => [`phase.${id}`, `phase.${id}.do`, `phase.${id}.about`]).filter((k) => !(k in boardStrings));
    expect(missing).toEqual([]);
    expect(phaseLabel('COMPANY_VOTE', 'CYCO')).toBe('Company vote: CYCO');
    expect(phaseLabel('COMPANY_VOTE')).toBe('Company vote');
  });

  it('explains every refusal reason of the engine in words', () => {
    const engine = files(join(root, 'src-shared/games/sectors'), /\.ts$/).map((p) => readFileSync(p, 'utf8')).join('\n');
    const codes = new Set([...engine.matchAll(/refuse\('([A-Z_]+)'/g)].map((m) => m[1]));
    expect(codes.size).toBeGreaterThan(30);
    expect([...codes].filter((c) => !(`reason.${c}` in boardStrings))).toEqual([]);
  });

  it('describes real events of every type in words, every value filled in (none falls back to its code)', () => {
    const events = [...sampleGames().flatMap((g) => g.events), INPUT_REFUSED_SAMPLE];
    expect(new Set(events.map((e) => e.type)).size).toBe(Object.keys(EVENT_SCHEMAS).length);
    const names = { player: (id: string) => id };
    const unworded = new Set<string>();
    for (const e of events) {
      const d = describeEvent(e, names);
      if (d === null) {
        if (e.type !== 'PHASE_ENDED') unworded.add(`${e.type}: nothing`);
      } else if (d.text === e.type.replace(/_/g, ' ').toLowerCase() || /\{\w+\}|undefined|NaN/.test(d.text)) {
        unworded.add(`${e.type}: ${d.text}`);
      }
    }
    expect([...unworded]).toEqual([]);
  });
});

describe('board model', () => {
  it('knows which phases take secret input (the hot-seat curtain phases: the host says so in the window)', () => {
    const secretAt = (phase: PhaseId) => {
      const s = gameAt('PLACE_STOCK_ORDERS');
      s.phase = phase;
      return windowOf(s)!.secret;
    };
    expect(secretAt('INFLUENCE_BID')).toBe(true);
    expect(secretAt('PLACE_STOCK_ORDERS')).toBe(true);
    expect(secretAt('START_TURN')).toBe(false);
    expect(secretAt('COVER_SHORTS')).toBe(false);
  });

  it('summarises what happened since the last actionable phase, in words, with fills and moves', () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const [a] = s.companies;
    const log: GameEvent[] = [];
    const run = (input: Parameters<typeof applyInPlace>[1]) => {
      const r = applyInPlace(s, input);
      if (!r.ok) throw new Error(r.reason);
      log.push(...r.events);
    };
    run({ type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: a.id, location: 'IPO', side: 'BUY', quantity: 2 });
    run({ type: 'PLACE_MARKET_ORDER', player: 'P2', companyId: a.id, location: 'IPO', side: 'BUY', quantity: 4 });
    while (s.phase !== 'RESOLVE_MARKET_ORDERS') log.push(...endPhaseByReady(s));
    const view = viewOf(s, 'P1');
    const names = { player: (id: string) => playerName(view, id) };
    const stretch = recentStretch(log, 'P1', view.actionablePhases);
    expect(stretch.map((r) => r.phase)).toEqual(['REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS', 'RESOLVE_MARKET_ORDERS']);
    const lines = stretch.flatMap((r) => r.events.map((e) => describeEvent(e, names)!.text));
    expect(lines).toContain(`Ann bought 2 ${a.id} at $${a.ipoPrice} (IPO): paid $${2 * a.ipoPrice}.`);
    expect(lines).toContain(`Bob bought 4 ${a.id} at $${a.ipoPrice} (IPO): paid $${4 * a.ipoPrice}.`);
    expect(lines.some((l) => l.startsWith(`${a.id} floats at`))).toBe(true);
    // Nobody else's private events: Bob's own order placement never shows in Ann's summary.
    expect(recentStretch(log, 'P1', view.actionablePhases).flatMap((r) => r.events).every((e) => !e.visibleTo || e.visibleTo.includes('P1'))).toBe(true);
  });

  it('shows the engine\'s preview of an option order (check_result.preview): premium, break-even, cash problems', () => {
    const s = gameAt('PLACE_STOCK_ORDERS', {}, { players: { P1: { cash: 10 } } });
    s.contracts.push({ id: 9, company: s.companies[0].id, term: 2, shares: 5, stepBonus: 1, strike: 60, premium: 40, state: 'FOR_SALE', owner: null, elapsed: 0, orderId: null });
    const p = previewOf({ ok: true, preview: sectorsModule.preview!(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 9 }) })!;
    expect(p.cashOut).toBe(40);
    expect(p.cashAfter).toBe(-30);
    expect(p.warnings.map((w) => w.key)).toEqual(['preview.warn.cash']);
    expect(p.notes.find((n) => n.key === 'preview.note.breakEven')!.params).toMatchObject({ price: '$68' });
  });
});
