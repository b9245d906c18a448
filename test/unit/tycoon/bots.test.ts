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
import { makeConfig } from '../../../src-shared/games/tycoon/live/config.ts';
import { makeOutlook } from '../../../src-shared/games/tycoon/bots/outlook.ts';
import { onHardStats } from '../../../src-shared/games/tycoon/bots/policy.ts';
import type { HardStats } from '../../../src-shared/games/tycoon/bots/hard.ts';
import { botView } from '../../../src-shared/games/tycoon/bots/view.ts';
import { playModuleGame, seatIds } from '../../../src-shared/platform/testing/module-play.ts';
import { runModuleMatchup } from '../../../src-shared/platform/testing/module-tournament.ts';
import { tournament } from '../../../src-main/cli/tournament.ts';
import { UsageError } from '../../../src-main/cli/tool-args.ts';

const LEVELS: BotLevel[] = ['easy', 'medium', 'hard'];

/** A 4-seat Tycoon config as the tournament makes it. */
const tournamentConfig = (mode: string, years = 10) => makeConfig(4, seatIds(4).map((_, i) => `Bot ${i + 1}`), { mode, years });

/**
 * One game of bots at these levels (seat i plays levels[i]) through the platform's driver, as the host plays bot
 * seats. Tycoon counts a seat that has answered as ready, so the driver readying a bot means it left an answer
 * owed, and a stalled window one it left open: both must stay 0, like refusals.
 */
function playTycoonGame(mode: string, seed: number, levels: BotLevel[]) {
  const seats = seatIds(levels.length);
  return playModuleGame({
    module: tycoonModule, config: tournamentConfig(mode), seed, playerOf: (p) => levels[seats.indexOf(p)], rng: seedRng(seed),
    timeoutRate: 0, checkInvariants: true, record: false,
  });
}

/** A game advanced by medium bots until `stop` holds (or it ends), the way the tournament plays it. */
function gameUntil(seed: number, stop: (g: TycoonGame) => boolean): TycoonGame {
  const g = tycoonModule.create(tournamentConfig('strategist'), seed);
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
      const r = playTycoonGame('strategist', 7, [level, level, level, level]);
      const final = r.finalState as TycoonGame;
      expect(tycoonModule.status(final)).toBe('ENDED');
      expect(final.core.year).toBe(10);
      expect(r.refused).toEqual({});
      expect([r.stalled, r.readiedBots]).toEqual([0, 0]);
      expect(r.violations).toEqual([]);
      expect(Object.values(final.core.result!.ranks)).toContain(1);
    });
  }

  it('mixed levels finish Trader and Investor games with every input accepted', () => {
    for (const mode of ['trader', 'investor'] as const) {
      const r = playTycoonGame(mode, 11, ['hard', 'medium', 'easy', 'random']);
      expect(tycoonModule.status(r.finalState as TycoonGame)).toBe('ENDED');
      expect(r.refused).toEqual({});
      expect([r.stalled, r.readiedBots]).toEqual([0, 0]);
      expect(r.violations).toEqual([]);
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
    let readied = 0;
    const tested: string[] = [];
    const r = runModuleMatchup(tycoonModule, { name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' }, {
      config: tournamentConfig('strategist'), games: 20, firstSeed: 1, now: () => 0,
      onGame: (_i, g) => {
        readied += g.result.readiedBots;
        tested.push(g.tested);
      },
    });
    expect(r.games).toBe(20);
    expect(r.refused).toBe(0);
    expect([r.stalled, readied, r.unfinished]).toEqual([0, 0, 0]);
    expect(tested.slice(0, 5)).toEqual(['P1', 'P2', 'P3', 'P4', 'P1']);
    expect(r.places.reduce((a, b) => a + b, 0)).toBe(20);
    expect(r.winRate.low).toBeLessThanOrEqual(r.winRate.p);
    expect(r.winRate.high).toBeGreaterThanOrEqual(r.winRate.p);
    expect(r.times.medium.TURN.count).toBeGreaterThan(0);
  });

  it('a short Hard-vs-Medium run reports the hard search', () => {
    const hard: HardStats[] = [];
    onHardStats((st) => hard.push(st));
    try {
      const r = runModuleMatchup(tycoonModule, { name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' }, { config: tournamentConfig('strategist', 2), games: 4, firstSeed: 1 });
      expect(r.refused).toBe(0);
    } finally {
      onHardStats(undefined);
    }
    expect(hard.length).toBeGreaterThan(0);
    // Mean nodes searched per decision, to a tenth: more than the one move it plays.
    expect(Math.round((hard.reduce((n, h) => n + h.nodes, 0) / hard.length) * 10) / 10).toBeGreaterThan(1);
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
