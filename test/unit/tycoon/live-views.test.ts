/**
 * What each audience sees of a Tycoon game (§14 playerView), checked after every input of seeded games with
 * Directors and Chairmen from the start: the public view and every other seat's private view never hold a
 * card of someone's hand before the reveal, a withheld card or a reserve card (until game over, when the
 * reserve is listed); a seat's private view holds exactly its own hand.
 */
import { describe, expect, it } from 'vitest';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { tycoonModule as M } from '../../../src-shared/games/tycoon/module.ts';
import type { TycoonPrivateView } from '../../../src-shared/games/tycoon/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';
import { GAME_CASES } from '../../platform/games.ts';

const TYCOON = GAME_CASES.find((c) => c.kind === 'tycoon')!;
const NAMES = { P1: 'Ann', P2: 'Bo', P3: 'Cy', P4: 'Di' };
const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`);

describe('tycoon views', () => {
  it('show hands only to their seat, sizes to others, never a withheld card, the reserve only after the game', () => {
    let checks = 0;
    let withholds = 0;
    for (const seed of [3, 4, 5, 6]) {
      const config = M.config.make(4, Object.values(NAMES), { mode: 'strategist', years: 3 }, DEFAULT_TABLE_OPTIONS);
      const game = M.create(config, seed) as TycoonGame;
      TYCOON.prepare!(game);
      const rng = seedRng(seed);
      for (let step = 0; step < 3000 && M.status(game) === 'RUNNING'; step++) {
        const core = game.core;
        const revealed = new Set(game.core.yearEnd?.revealed.flatMap((r) => r.cards) ?? []);
        const pub = JSON.stringify(M.views.public(game, NAMES));
        for (let seat = 0; seat < 4; seat++) {
          const player = `P${seat + 1}`;
          const priv = M.views.private(game, player) as TycoonPrivateView;
          expect(priv.hand).toEqual(core.players[seat].hand);
          const mine = JSON.stringify(priv);
          for (let other = 0; other < 4; other++) {
            if (other === seat) continue;
            const hidden = core.players[other].hand.filter((c) => !revealed.has(c));
            for (const card of quoted(hidden)) expect(mine.includes(card), `${player} sees ${card} of P${other + 1}`).toBe(false);
          }
          // A Director sees the card it withheld itself; nobody else's.
          const othersWithheld = (core.yearEnd?.withheld ?? []).filter((w) => w.seat !== seat).map((w) => w.card);
          for (const card of quoted([...core.reserve, ...othersWithheld])) expect(mine.includes(card), `${player} sees ${card}`).toBe(false);
          checks += 1;
        }
        const unseen = Object.values(core.players).flatMap((p) => p.hand.filter((c) => !revealed.has(c)));
        for (const card of quoted([...unseen, ...core.reserve, ...core.withheld])) expect(pub.includes(card), `public view shows ${card}`).toBe(false);
        withholds += core.withheld.length > 0 ? 1 : 0;
        const window = activeWindow(M.windows(game))!;
        const options = window.seats.flatMap((p) => M.legalActions(game, p));
        const input = options.length > 0 && randInt(rng, 0, 5) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
        expect(M.applyInPlace(game, input).ok).toBe(true);
      }
      expect(M.status(game)).toBe('ENDED');
      const end = M.views.public(game, NAMES);
      expect(end.reserve).toEqual(game.core.reserve);
      expect(end.result?.ranks).toBeDefined();
    }
    expect(checks).toBeGreaterThan(400);
    expect(withholds).toBeGreaterThan(0);
  });
});
