/**
 * The 1876 stock round's bots never hand the engine an action it refuses: 200 seeded games per level over 3–6
 * seats and every option combination, one seat in each game easy (its random sales keep offer passes coming;
 * the hard level plays one seat a game, medium the rest, to keep the test fast).
 * At every decision point each seat's raw choice (chooseSr1876 on its own view) must be accepted in order and
 * answer everything the seat owes (a turn: exactly one action), `decideSr1876` must return that same choice
 * untouched and leave the state alone, and the invariants must hold after every action.
 */
import { describe, expect, it } from 'vitest';
import { botSeed } from '../../../src-shared/platform/bots.ts';
import { seedRng } from '../../../src-shared/rng.ts';
import { chooseSr1876, decideSr1876, type Sr1876BotLevel } from '../../../src-shared/games/sr1876/bots/index.ts';
import { buyOptions } from '../../../src-shared/games/sr1876/bots/moves.ts';
import { botState } from '../../../src-shared/games/sr1876/bots/view.ts';
import { applyInPlace } from '../../../src-shared/games/sr1876/engine.ts';
import { checkInvariants } from '../../../src-shared/games/sr1876/invariants.ts';
import { candidateActions } from '../../../src-shared/games/sr1876/legal.ts';
import { actingSeats, owedOfferAnswers } from '../../../src-shared/games/sr1876/queries.ts';
import type { SrAction, SrOptions, SrState } from '../../../src-shared/games/sr1876/types.ts';
import { seededGame } from './helpers.ts';

type Tally = { problems: string[]; steps: Record<string, number>; actions: Record<string, number>; buysChecked: number };

/** The g-th game's options: both flags in turn, now and then a small round cap (which only counts with rebuys on). */
function optionsOf(g: number): Partial<SrOptions> {
  return { noRebuyAfterSale: g % 3 !== 2, companyMayBuyFromDirector: g % 2 === 1, roundCapPerSeat: g % 5 === 4 ? 2 : undefined };
}

/** Whether `seat` still owes anything in decision `window` of `s`. */
const owes = (s: SrState, seat: number, window: number): boolean => s.windowCounter === window && s.step !== 'GAME_OVER' && actingSeats(s).includes(seat);

function playStrict(seed: number, levels: Sr1876BotLevel[], options: Partial<SrOptions>, t: Tally): SrState {
  const s = seededGame(seed, levels.length, options);
  for (let guard = 0; guard < 5000 && s.step !== 'GAME_OVER'; guard++) {
    const window = s.windowCounter;
    const step = s.step;
    const before = JSON.stringify(s);
    const moves = actingSeats(s).map((seat) => {
      const level = levels[seat];
      const raw = chooseSr1876(botState(s, seat), seat, level, seedRng(botSeed(seed, window, seat)));
      const scratch = botState(s, seat);
      for (const a of raw) {
        const r = applyInPlace(scratch, a);
        if (!r.ok) t.problems.push(`${level} seat ${seat} at ${step}: ${JSON.stringify(a)} refused ${r.code}`);
        t.actions[`${level}:${a.type}`] = (t.actions[`${level}:${a.type}`] ?? 0) + 1;
      }
      if (step === 'TURN' && raw.length !== 1) t.problems.push(`${level} gave ${raw.length} actions in a turn`);
      if (step !== 'TURN' && owes(scratch, seat, window)) t.problems.push(`${level} seat ${seat} left an answer owed at ${step}`);
      // The hard bot searches on every call, so its wrapper is compared on every eighth decision only.
      let got = raw;
      if (level !== 'hard' || window % 8 === 0) {
        got = decideSr1876(s, seat, level, seedRng(botSeed(seed, window, seat)));
        if (JSON.stringify(got) !== JSON.stringify(raw)) t.problems.push(`${level}: decideSr1876 changed ${JSON.stringify(raw)} into ${JSON.stringify(got)}`);
      }
      t.steps[`${level}:${step}`] = (t.steps[`${level}:${step}`] ?? 0) + 1;
      if (step === 'TURN') checkBuyList(s, seat, t);
      return got;
    });
    if (JSON.stringify(s) !== before) t.problems.push(`a decision changed the state at ${step}`);
    for (const list of moves) {
      for (const a of list) {
        if (s.windowCounter !== window || s.step === ('GAME_OVER' as string)) break;
        const r = applyInPlace(s, a);
        if (!r.ok) t.problems.push(`engine refused ${JSON.stringify(a)}: ${r.code}`);
      }
    }
    if (s.windowCounter === window && s.step !== ('GAME_OVER' as string)) {
      t.problems.push(`decision ${window} (${step}) still open after every bot answered`);
      break;
    }
    const bad = checkInvariants(s);
    if (bad.length > 0) t.problems.push(...bad);
    if (t.problems.length > 0) break;
  }
  if (s.step !== 'GAME_OVER') t.problems.push(`game ${seed} did not end`);
  return s;
}

/** moves.ts builds purchases from the rules directly; they must be exactly the engine's accepted purchases. */
function checkBuyList(s: SrState, seat: number, t: Tally): void {
  const key = (a: { company: string; source: string }) => `${a.company}/${a.source}`;
  const ours = buyOptions(s, seat).map(key).sort();
  const engine = candidateActions(s, seat).filter((a): a is Extract<SrAction, { type: 'buy' }> => a.type === 'buy').map(key).sort();
  if (JSON.stringify(ours) !== JSON.stringify(engine)) t.problems.push(`buy list ${ours.join()} ≠ engine's ${engine.join()}`);
  t.buysChecked++;
}

describe('1876 stock round bots: never refused', () => {
  for (const level of ['easy', 'medium', 'hard'] as const) {
    it(`${level}: 200 seeded games over 3–6 seats and all options, every action accepted`, () => {
      const t: Tally = { problems: [], steps: {}, actions: {}, buysChecked: 0 };
      for (let g = 0; g < 200; g++) {
        const n = 3 + (g % 4);
        const easySeat = (g >> 2) % n;
        // The hard bot's look-ahead costs a few ms a decision: one hard seat a game, medium in the others.
        const hardSeat = (easySeat + 1 + (g % (n - 1))) % n;
        const levels = Array.from({ length: n }, (_, seat): Sr1876BotLevel => {
          if (seat === easySeat) return 'easy';
          return level === 'hard' ? (seat === hardSeat ? 'hard' : 'medium') : level;
        });
        const end = playStrict(1000 + g, levels, optionsOf(g), t);
        if (t.problems.length > 0) throw new Error(`game ${g}: ${t.problems.slice(0, 5).join(' | ')}`);
        expect(end.result!.ranking).toHaveLength(n);
      }
      // The level met every kind of decision point, and sold and answered offers, so the check covered them.
      for (const step of ['DECLARE', 'TURN', 'OFFER']) expect(t.steps[`${level}:${step}`] ?? 0, step).toBeGreaterThan(0);
      for (const type of ['buy', 'endTurn', 'declareReissue', 'offerResponse']) expect(t.actions[`${level}:${type}`] ?? 0, type).toBeGreaterThan(0);
      expect(t.buysChecked).toBeGreaterThan(1000);
    });
  }
});
