/**
 * No seat learns another seat's secret, for every game. Two checks that know nothing of any game's fields:
 * - in the rules: in a sealed window, two submissions of the same kind by one seat that leave the window open
 *   leave every other seat's public view, private view and visible events identical (so no field, present or future, can leak their
 *   contents; that somebody submitted may be public, as Sectors shows);
 * - through the host: with every seat on its own connection, each message carries only that seat's private
 *   part and the events meant for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { AnyGameModule, BaseEvent, BaseInput } from '../../src-shared/platform/module.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../src-shared/rng.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { actionOf, advance, bootTest, GAME_CASES, seatedTable } from './games.ts';

let temp = makeTempDir('platform-secrecy-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('platform-secrecy-');
});

const NAMES = { P1: 'Ann', P2: 'Bo', P3: 'Cy', P4: 'Di' };
const isReadiness = (input: BaseInput) => input.type === 'READY' || input.type === 'UNREADY';

/** What seat `q` perceives after `input` is applied to a copy of `state` (null if refused). */
function perceived(module: AnyGameModule, state: unknown, input: BaseInput, q: string): string | null {
  const copy = module.copy(state);
  const before = activeWindow(module.windows(state))?.id;
  const result = module.applyInPlace(copy, input);
  // A submission that closes its window (Tycoon's last answer) is revealed with it by the rules: not compared.
  if (!result.ok || activeWindow(module.windows(copy))?.id !== before) return null;
  const events = (result.events as BaseEvent[]).filter((e) => !e.visibleTo || e.visibleTo.includes(q));
  return JSON.stringify({ public: module.views.public(copy, NAMES), private: module.views.private(copy, q), events });
}

describe.each(GAME_CASES)('$kind secrecy', (game) => {
  const M = game.module;

  it('in the rules: another seat\'s sealed submission changes nothing any other seat sees', () => {
    let compared = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const rng = seedRng(seed);
      const config = M.config.make(4, Object.values(NAMES), game.options, { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 });
      const state = M.create(config, seed);
      game.prepare?.(state);
      for (let step = 0; step < 400 && M.status(state) === 'RUNNING'; step++) {
        const window = activeWindow(M.windows(state))!;
        if (window.secret) {
          for (const p of window.seats) {
            const submissions = (M.legalActions(state, p) as BaseInput[]).filter((i) => !isReadiness(i) && !game.publicAct(state, i));
            if (submissions.length < 2) continue;
            const a = pick(rng, submissions);
            const alternatives = submissions.filter((i) => i.type === a.type && JSON.stringify(i) !== JSON.stringify(a));
            if (alternatives.length === 0) continue;
            const b = pick(rng, alternatives);
            for (const q of window.seats.filter((x) => x !== p)) {
              const seenA = perceived(M, state, a, q);
              const seenB = perceived(M, state, b, q);
              if (seenA === null || seenB === null) continue;
              expect(seenA, `${q} tells ${JSON.stringify(a)} from ${JSON.stringify(b)}`).toBe(seenB);
              compared += 1;
            }
          }
        }
        // Move on: mostly a legal input, sometimes the clock.
        const options = window.seats.flatMap((p) => M.legalActions(state, p) as BaseInput[]);
        const input = options.length > 0 && randInt(rng, 0, 5) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
        expect(M.applyInPlace(state, input).ok).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('through the host: each seat receives only its own private part and the events meant for it', { timeout: 60_000 }, () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const { id, players, clients } = seatedTable(booted, game, Object.values(NAMES), 21, { ...game.options, reviewSeconds: 1 });
    game.prepare?.(booted.host.session(id)!.context.engine);
    const rng = seedRng(8);
    const problems: string[] = [];
    let sealedActs = 0;
    for (let step = 0; step < 600 && M.status(booted.host.session(id)!.context.engine) === 'RUNNING'; step++) {
      const engine = booted.host.session(id)!.context.engine;
      const window = activeWindow(M.windows(engine))!;
      const options = window.seats.flatMap((p) => M.legalActions(engine, p) as BaseInput[]);
      if (options.length === 0 || randInt(rng, 0, 7) === 0) {
        advance(clock, 1000);
        continue;
      }
      const input = pick(rng, options);
      const actor = players.indexOf(input.player!);
      const marks = clients.map((c) => c.events.length);
      const answer = clients[actor].act(id, input.player!, actionOf(input), window.id);
      if (answer.type !== 'ack') problems.push(`${input.player} ${input.type} refused: ${JSON.stringify(answer)}`);
      if (window.secret && !isReadiness(input)) sealedActs += 1;
      clients.forEach((c, k) => {
        const me = players[k];
        for (const m of c.events.slice(marks[k])) {
          if (m.type !== 'view') continue;
          const others = Object.keys(m.private).filter((p) => p !== me);
          if (others.length > 0) problems.push(`${me} got the private part of ${others.join(',')}`);
          for (const e of m.events as BaseEvent[]) if (e.visibleTo && !e.visibleTo.includes(me)) problems.push(`${me} got ${e.type} meant for ${e.visibleTo.join(',')}`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(sealedActs).toBeGreaterThan(5);
    booted.close();
  });
});
