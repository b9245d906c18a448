/**
 * Property (§10): after every accepted action (and so after every automatic effect it ran) the stored Chairman
 * and Director of each company are the ones a from-scratch selection gives on the state as it stands: the
 * thresholds of §1 on the current outstanding count, `chairSince`, `holdSince`, then the seat's place in the
 * current `order`.
 *
 * Seeded random games over both variants and all three modes, played from `candidateActions` by a separate
 * picker (helpers.ts `playOut`, never the game's rng). Ties that only the order can break are planted at the
 * start: several seats are given equal holdings at the same seq (tied Directors, tied Chairmen, or both), so
 * every year change, which moves the dealer and the order, is a chance for a stale role.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { COMPANY_IDS, type CompanyId, type Mode, type TycoonEvent, type TycoonState, type Variant } from '../../../src-shared/games/tycoon/types.ts';
import { picker, playOut } from './helpers.ts';
import { setHoldings } from './fixtures.ts';

/** §1: shares per company and the Director / Chairman thresholds in % of current outstanding. */
const SPEC: Record<Variant, { shares: number; directorPct: number; chairmanPct: number }> = {
  standard: { shares: 200_000, directorPct: 25, chairmanPct: 50 },
  extended: { shares: 300_000, directorPct: 20, chairmanPct: 40 },
};

type Roles = { chairman: number | null; director: number | null };

/** §10 from scratch: eligible seats sorted by the spec's tie chains (no engine code involved). */
function expectedRoles(s: TycoonState, id: CompanyId): Roles {
  const c = s.companies[id];
  const { directorPct, chairmanPct } = SPEC[s.config.variant];
  const seats = Array.from({ length: s.config.players }, (_, i) => i).filter((seat) => s.players[seat].active);
  const held = (seat: number) => s.players[seat].holdings[id];
  const place = (seat: number) => s.order.indexOf(seat);
  const chairs = seats
    .filter((seat) => held(seat) > 0 && 100 * held(seat) >= chairmanPct * c.outstanding)
    .sort((a, b) => (c.chairSince[a] as number) - (c.chairSince[b] as number) || c.holdSince[a] - c.holdSince[b] || place(a) - place(b));
  const chairman = chairs.length > 0 ? chairs[0] : null;
  const directors = seats
    .filter((seat) => seat !== chairman && held(seat) > 0 && 100 * held(seat) >= directorPct * c.outstanding)
    .sort((a, b) => held(b) - held(a) || c.holdSince[a] - c.holdSince[b] || place(a) - place(b));
  return { chairman, director: directors.length > 0 ? directors[0] : null };
}

/** Mismatches between stored and recomputed roles (empty when they agree). */
function roleProblems(s: TycoonState): string[] {
  const out: string[] = [];
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    const want = expectedRoles(s, id);
    const have = { chairman: c.chairman ?? null, director: c.director ?? null };
    if (have.chairman !== want.chairman || have.director !== want.director) {
      out.push(`${id}: stored chairman ${have.chairman} director ${have.director}, §10 gives ${want.chairman} / ${want.director} (year ${s.year} ${s.step}, order ${s.order.join(',')})`);
    }
  }
  return out;
}

/** Gives several seats of each company equal holdings at the same seq, so only the order can split them. */
function plantTies(s: TycoonState, pick: (n: number) => number): void {
  const { shares, directorPct, chairmanPct } = SPEC[s.config.variant];
  const dir = (shares * directorPct) / 100;
  const chair = (shares * chairmanPct) / 100;
  const n = s.config.players;
  for (const id of COMPANY_IDS) {
    // Two chairmen; a chairman and two directors; three (or two) directors; or nothing.
    const pattern = pick(4);
    const wanted = pattern === 0 ? [chair, chair] : pattern === 1 ? [chair, dir, dir] : pattern === 2 ? [dir, dir, dir] : [];
    const seats: number[] = [];
    while (seats.length < Math.min(wanted.length, n)) {
      const seat = pick(n);
      if (!seats.includes(seat)) seats.push(seat);
    }
    if (seats.length === 0) continue;
    setHoldings(s, id, Object.fromEntries(seats.map((seat, i) => [seat, wanted[i]])));
  }
}

const MODES: Mode[] = ['trader', 'investor', 'strategist'];
const VARIANTS: Variant[] = ['standard', 'extended'];

describe('Tycoon §10 roles: stored = recomputed after every action', () => {
  for (const variant of VARIANTS) {
    for (const mode of MODES) {
      it(`${variant} ${mode}: 10 seeded games with planted ties`, () => {
        let checked = 0;
        let reselectedAtYearChange = 0;
        for (let g = 0; g < 10; g++) {
          const gameSeed = (variant === 'standard' ? 7001 : 9001) + 97 * MODES.indexOf(mode) + g;
          const pick = picker(gameSeed);
          const players = variant === 'standard' ? 2 + pick(5) : 2 + pick(11);
          const config = defaultConfig(players, {
            variant,
            mode,
            seed: gameSeed,
            years: 3,
            rightsFollowerFree: pick(2) === 0,
            endYearOnFullPass: pick(3) === 0,
            buybackFunder: pick(3) === 0 ? 'bank' : 'chairman',
          });
          const { state } = init(config);
          plantTies(state, pick);
          const start = roleProblems(state);
          expect(start, `game ${g} at the start`).toEqual([]);
          const problems: string[] = [];
          const log = playOut(state, gameSeed + 1, {
            autoEvery: 4,
            onApplied: (s, action, events: TycoonEvent[]) => {
              checked++;
              if (problems.length === 0) for (const p of roleProblems(s)) problems.push(`after ${JSON.stringify(action)}: ${p}`);
              const e11 = events.findIndex((e) => e.type === 'STEP_STARTED' && e.step === 'E11');
              if (e11 >= 0 && events.slice(e11).some((e) => e.type === 'CONTROL_CHANGED')) reselectedAtYearChange++;
            },
          });
          expect(problems, `game ${g} ${JSON.stringify(config)}`).toEqual([]);
          expect(log.problems, `game ${g} ${JSON.stringify(config)}`).toEqual([]);
        }
        expect(checked).toBeGreaterThan(500);
        // The planted ties make the year change itself move roles in some of these games.
        expect(reselectedAtYearChange).toBeGreaterThan(0);
      });
    }
  }
});
