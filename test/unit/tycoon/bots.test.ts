/**
 * Tycoon bots (src-shared/games/tycoon/bots/): every level plays complete seeded games through the module
 * with every input accepted and the invariants holding; decisions are a function of the bot's generator
 * seed; a bot's choice does not change when the cards it cannot see are dealt differently; the tournament
 * harness and its CLI run. No win-rate thresholds here (those are measured with `npm run tournament`).
 */
import { describe, expect, it, vi } from 'vitest';
import { copyJson } from '../../../src-shared/copy.ts';
import type { BotLevel } from '../../../src-shared/platform/module.ts';
import { seedRng, shuffle } from '../../../src-shared/rng.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { playTycoonGame, runMatchup, tournamentConfig } from '../../../src-shared/games/tycoon/testing/tournament.ts';
import { makeOutlook } from '../../../src-shared/games/tycoon/bots/outlook.ts';
import { botView } from '../../../src-shared/games/tycoon/bots/view.ts';
import { tournament } from '../../../src-main/cli/tournament.ts';
import { UsageError } from '../../../src-main/cli/tool-args.ts';

const LEVELS: BotLevel[] = ['easy', 'medium', 'hard'];

/** A game advanced by medium bots until `stop` holds (or it ends), the way the tournament plays it. */
function gameUntil(seed: number, stop: (g: TycoonGame) => boolean): TycoonGame {
  const g = tycoonModule.create(tournamentConfig(4, 'strategist'), seed);
  for (let guard = 0; guard < 5000 && tycoonModule.status(g) === 'RUNNING' && !stop(g); guard++) {
    const w = tycoonModule.windows(g).at(-1)!;
    if (w.kind !== 'display') {
      const owing = w.kind === 'sequential' ? w.seats : w.seats.filter((p) => !w.ready.includes(p));
      for (const p of owing) for (const input of tycoonModule.bots.decide(g, p, { level: 'medium', rng: seedRng(guard) })) tycoonModule.applyInPlace(g, input);
    }
    if (tycoonModule.windows(g).at(-1)?.id === w.id && tycoonModule.status(g) === 'RUNNING') tycoonModule.applyInPlace(g, tycoonModule.inputs.timeout(w.id));
  }
  return g;
}

/** The seat whose turn it is (a TURN window), as a platform id. */
const actor = (g: TycoonGame) => tycoonModule.windows(g).at(-1)!.seats[0];

/** Deals the cards `player` cannot see again at random among the places that hide them (sizes kept). */
function rehideOthers(g: TycoonGame, player: string, seed: number): TycoonGame {
  const copy = copyJson(g);
  const seat = Number(player.slice(1)) - 1;
  const places = [copy.core.reserve, ...Object.entries(copy.core.players).filter(([k]) => Number(k) !== seat).map(([, p]) => p.hand)];
  const hidden = shuffle(seedRng(seed), places.flat());
  let next = 0;
  for (const place of places) for (let i = 0; i < place.length; i++) place[i] = hidden[next++];
  return copy;
}

describe('Tycoon bots play whole games', () => {
  for (const level of LEVELS) {
    it(`four ${level} bots finish a seeded Strategist game: every input accepted, invariants hold`, () => {
      const r = playTycoonGame({ mode: 'strategist', seed: 7, levels: [level, level, level, level], checkInvariants: true });
      expect(tycoonModule.status(r.final)).toBe('ENDED');
      expect(r.final.core.year).toBe(10);
      expect(r.refused).toBe(0);
      expect(r.refusedInputs).toEqual([]);
      expect(r.timeouts).toBe(0);
      expect(r.invariantFailures).toEqual([]);
      expect([...r.places].sort()).toContain(1);
    });
  }

  it('mixed levels finish Trader and Investor games with every input accepted', () => {
    for (const mode of ['trader', 'investor'] as const) {
      const r = playTycoonGame({ mode, seed: 11, levels: ['hard', 'medium', 'easy', 'random'], checkInvariants: true });
      expect(tycoonModule.status(r.final)).toBe('ENDED');
      expect(r.refused).toBe(0);
      expect(r.timeouts).toBe(0);
      expect(r.invariantFailures).toEqual([]);
    }
  });
});

describe('Tycoon bot decisions', () => {
  const midYear = gameUntil(3, (g) => g.core.year === 3 && g.core.step === 'TURN' && g.core.txRound === 2 && !g.core.window);
  // Turns at several points of several games (the first round, when the others' trades are few, and later).
  const turns = [1, 2, 3].flatMap((seed) => [1, 2, 3].map((txRound) => gameUntil(seed, (g) => g.core.year === 1 + seed && g.core.step === 'TURN' && g.core.txRound === txRound && !g.core.window)));

  it('reaches a mid-game turn to decide on', () => {
    expect(midYear.core.year).toBe(3);
    expect(midYear.core.step).toBe('TURN');
  });

  for (const level of LEVELS) {
    it(`${level}: the same generator seed gives the same inputs, and the game is not touched`, () => {
      const before = JSON.stringify(midYear);
      const a = tycoonModule.bots.decide(copyJson(midYear), actor(midYear), { level, rng: seedRng(99) });
      const b = tycoonModule.bots.decide(copyJson(midYear), actor(midYear), { level, rng: seedRng(99) });
      expect(a.length).toBeGreaterThan(0);
      expect(b).toEqual(a);
      tycoonModule.bots.decide(midYear, actor(midYear), { level, rng: seedRng(99) });
      expect(JSON.stringify(midYear)).toBe(before);
    });

    it(`${level}: the inputs do not change when the other hands and the reserve are dealt differently`, () => {
      for (const g of turns) {
        const player = actor(g);
        const mine = tycoonModule.bots.decide(copyJson(g), player, { level, rng: seedRng(5) });
        for (const seed of [1, 2]) {
          const other = rehideOthers(g, player, seed);
          expect(other.core.reserve).not.toEqual(g.core.reserve);
          expect(tycoonModule.bots.decide(other, player, { level, rng: seedRng(5) })).toEqual(mine);
        }
      }
    });
  }

  it("the hard bot's sampled outlook is the same whatever the hidden deal (its samples come from its view only)", () => {
    const player = actor(midYear);
    const seat = Number(player.slice(1)) - 1;
    const outlookOf = (g: TycoonGame) => {
      const rng = seedRng(8);
      const o = makeOutlook(botView(g.core, seat, rng), seat, rng, 50, true);
      return { moves: Object.fromEntries(Object.entries(o.moves).map(([c, m]) => [c, [...m]])), weight: [...o.weight] };
    };
    const mine = outlookOf(midYear);
    for (const seed of [1, 2]) expect(outlookOf(rehideOthers(midYear, player, seed))).toEqual(mine);
  });

  it('hard keeps to its time budget when given a clock', () => {
    let t = 0;
    // A clock that jumps 1 s per reading: the budget is spent at once, so the plan stays one ply deep.
    const decided = tycoonModule.bots.decide(copyJson(midYear), actor(midYear), { level: 'hard', rng: seedRng(4), now: () => (t += 1000), budgetMs: 150 });
    expect(decided.length).toBeGreaterThan(0);
    const accepted = copyJson(midYear);
    for (const input of decided) expect(tycoonModule.applyInPlace(accepted, input).ok).toBe(true);
  });
});

describe('Tycoon tournament', () => {
  it('a 20-game Medium-vs-Easy smoke tournament runs with seat rotation and a Wilson interval', () => {
    const r = runMatchup({ name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' }, { mode: 'strategist', games: 20, firstSeed: 1 });
    expect(r.games).toBe(20);
    expect(r.refused).toBe(0);
    expect(r.timeouts).toBe(0);
    expect(r.places.reduce((a, b) => a + b, 0)).toBe(20);
    expect(r.winRate.low).toBeLessThanOrEqual(r.winRate.p);
    expect(r.winRate.high).toBeGreaterThanOrEqual(r.winRate.p);
    expect(r.times.medium.TURN.count).toBeGreaterThan(0);
  });

  it('a short Hard-vs-Medium run reports the hard search', () => {
    const r = runMatchup({ name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' }, { mode: 'strategist', games: 4, firstSeed: 1, years: 2 });
    expect(r.refused).toBe(0);
    expect(r.hard?.decisions).toBeGreaterThan(0);
    expect(r.hard?.meanNodes).toBeGreaterThan(1);
  });

  it('the CLI prints the results as JSON and refuses a bad mode', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      tournament(tycoonModule, ['--games', '2', '--years', '1', '--matchup', 'medium', '--mode', 'trader', '--json']);
      const out = JSON.parse(String(log.mock.calls[0][0]));
      expect(out).toMatchObject({ game: 'tycoon', options: { mode: 'trader', years: 1 } });
      expect(out.results[0]).toMatchObject({ name: 'medium-vs-3-easy', games: 2, refused: 0, unfinished: 0 });
    } finally {
      log.mockRestore();
    }
    expect(() => tournament(tycoonModule, ['--mode', 'tycoon'])).toThrow(UsageError);
    expect(() => tournament(tycoonModule, ['--matchup', 'medium:nobody'])).toThrow(UsageError);
  });
});
