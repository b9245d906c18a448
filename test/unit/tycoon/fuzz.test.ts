/**
 * Seeded fuzz: 500 games over both variants, the three modes, 2–12 players and flag combinations, played by a
 * separate seeded picker (never the game's rng) from candidateActions, with timeout defaults and junk mixed
 * in. Every accepted action keeps the invariants; every game ends; refused junk leaves no trace.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import type { Mode, TycoonConfig, TycoonEvent } from '../../../src-shared/games/tycoon/types.ts';
import { candidateActions } from '../../../src-shared/games/tycoon/legal.ts';
import { windowSeats } from '../../../src-shared/games/tycoon/queries.ts';
import { picker, playOut } from './helpers.ts';

const MODES: Mode[] = ['trader', 'investor', 'strategist'];

/** The g-th fuzz config: players cycle 2–12, modes cycle, flags and years from a picker of g. */
function fuzzConfig(g: number): TycoonConfig {
  const pick = picker(1_000_003 * (g + 1));
  const players = 2 + (g % 11);
  return defaultConfig(players, {
    variant: players <= 6 && g % 2 === 0 ? 'standard' : 'extended',
    mode: MODES[g % 3],
    seed: (g * 2654435761) >>> 0,
    rightsFollowerFree: pick(2) === 0,
    dividendStep: pick(3) === 0 ? 5 : 1,
    shortsPayDividends: pick(2) === 0,
    buybackFunder: pick(3) === 0 ? 'bank' : 'chairman',
    endYearOnFullPass: pick(3) === 0,
    displaySteps: pick(2) === 0,
    // Full 10-year games for 2 in 5; shorter ones keep the run fast.
    years: g % 5 < 2 ? 10 : 2 + pick(3),
  });
}

describe('Tycoon fuzz', () => {
  const BATCH = 100;
  for (let batch = 0; batch < 5; batch++) {
    it(`games ${batch * BATCH}–${batch * BATCH + BATCH - 1} reach GAME_OVER with the invariants kept after every action`, () => {
      let junk = 0;
      for (let g = batch * BATCH; g < (batch + 1) * BATCH; g++) {
        const config = fuzzConfig(g);
        const { state } = init(config);
        const log = playOut(state, g + 17, { junkEvery: 12, autoEvery: 6 });
        if (log.problems.length > 0) throw new Error(`game ${g} ${JSON.stringify(config)}: ${log.problems.join(' | ')}`);
        expect(state.step).toBe('GAME_OVER');
        junk += log.refusedJunk;
      }
      expect(junk).toBeGreaterThan(100);
    });
  }

  it('replay: the same config and actions give byte-identical states and events', () => {
    for (const g of [3, 14, 25]) {
      const config = { ...fuzzConfig(g), years: 10 };
      const first = init(config);
      const log = playOut(first.state, g, { autoEvery: 5 });
      const runs = [0, 1].map(() => {
        const { state, events } = init(config);
        const all: TycoonEvent[] = [...events];
        for (const a of log.actions) {
          const r = applyInPlace(state, a);
          if (!r.ok) throw new Error(r.code);
          all.push(...r.events);
        }
        return { state: JSON.stringify(state), events: JSON.stringify(all) };
      });
      expect(runs[0].state).toBe(runs[1].state);
      expect(runs[0].events).toBe(runs[1].events);
      expect(runs[0].state).toBe(JSON.stringify(first.state));
      expect(runs[0].events).toBe(JSON.stringify([...first.events, ...log.events]));
    }
  });

  it('secrecy: public events never carry a hand, a withheld card, the reserve or a sealed answer', () => {
    for (let g = 0; g < 24; g++) {
      const config = { ...fuzzConfig(g), years: 4 };
      const { state, events } = init(config);
      for (const e of events) if (e.type === 'HAND_DEALT') expect(e.visibleTo).toEqual([e.seat]);
      const pick = picker(g + 99);
      while (state.step !== 'GAME_OVER') {
        // Secret now: the reserve, the withheld cards and the sealed withhold choices (withheld at E1's close).
        const w = state.window;
        let secret = new Set<string>([...state.reserve, ...state.withheld, ...(w && w.kind === 'withhold' ? Object.values(w.choices).filter((c): c is string => c !== null) : [])]);
        const seats = windowSeats(state);
        const action = seats.length === 0 ? ({ type: 'advance' } as const) : (() => { const c = candidateActions(state, seats[pick(seats.length)]); return c[pick(c.length)]; })();
        const r = applyInPlace(state, action);
        if (!r.ok) throw new Error(r.code);
        for (const e of r.events) {
          // A new deal starts a new year: its reserve is the secret from here on (last year's cards come back).
          if (e.type === 'DEALT') secret = new Set(state.reserve);
          if (e.visibleTo) { expect(e.type).toBe('HAND_DEALT'); continue; }
          if (e.type === 'GAME_OVER') continue; // the post-game log may list the reserve
          const text = JSON.stringify(e);
          for (const id of secret) if (text.includes(`"${id}"`)) throw new Error(`${e.type} shows ${id}`);
          if (e.type === 'ANSWER_RECEIVED') for (const k of Object.keys(e)) expect(['type', 'seq', 'seat', 'window', 'company']).toContain(k);
        }
      }
    }
  });
});
