/**
 * Fuzz through the host, for every game: legal, mutated, malformed, stale and foreign acts in a seeded mix,
 * with the clock moving now and then. Every command is answered (ack or a reason), nothing crashes, the
 * session never leaves the phase graph, and the game state stays sound by the module's own invariants.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng, type Rng } from '../../src-shared/rng.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { actionOf, advance, bootTest, Client, GAME_CASES } from './games.ts';

let temp = makeTempDir('platform-fuzz-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('platform-fuzz-');
});

const ODD_VALUES: unknown[] = [-1, 0, 2.5, 1e12, -1e12, 'x', '', null, true, [], {}, [1, 2], { a: 1 }, 'P9', 'A'.repeat(200)];

/** A legal action with one field broken: changed to an odd value, removed, or joined by an unknown one. */
function mutate(rng: Rng, action: Record<string, unknown>): Record<string, unknown> {
  const out = { ...action };
  const keys = Object.keys(out);
  switch (randInt(rng, 0, 2)) {
    case 0:
      out[pick(rng, keys)] = pick(rng, ODD_VALUES);
      break;
    case 1:
      delete out[pick(rng, keys)];
      break;
    default:
      out[pick(rng, ['extra', 'player', '__proto__x', 'amount'])] = pick(rng, ODD_VALUES);
  }
  return out;
}

describe.each(GAME_CASES)('$kind fuzz', (game) => {
  it('answers every random, mutated and malformed act, and the state stays sound', { timeout: 60_000 }, () => {
    const M = game.module;
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const client = new Client(booted);
    const seats = [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }, { name: 'C', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'random' }];
    const rng = seedRng(1234);
    const reasons = new Map<string, number>();
    let accepted = 0;
    let games = 0;
    // Short games follow one another until enough commands were sent.
    for (let step = 0; step < 1500; games++) {
      const { gameId } = client.request({ type: 'create_game', game: game.kind, seats, seed: 99 + games, options: { ...game.options, reviewSeconds: 1 }, start: true }) as { gameId: string };
      // The facilitator's screen holds P1 and P2; P3 is nobody's (its acts are foreign), P4 is a bot.
      for (const player of ['P1', 'P2']) client.request({ type: 'claim_seat', gameId, player });
      const session = () => booted.host.session(gameId)!;
      for (; step < 1500 && M.status(session().context.engine) === 'RUNNING'; step++) {
        const engine = session().context.engine;
        const window = activeWindow(M.windows(engine))!;
        const legal = window.seats.flatMap((p) => M.legalActions(engine, p) as BaseInput[]).filter((i) => i.player !== 'P4');
        const base: BaseInput = legal.length > 0 ? pick(rng, legal) : { type: 'READY', player: pick(rng, ['P1', 'P2']) };
        const player = base.player ?? 'P1';
        let answer;
        switch (randInt(rng, 0, 9)) {
          case 0:
            advance(clock, randInt(rng, 1, 30) * 1000);
            continue;
          case 1:
            answer = client.act(gameId, player, mutate(rng, actionOf(base)), window.id);
            break;
          case 2:
            answer = client.act(gameId, player, actionOf(base), window.id - randInt(rng, 1, 3));
            break;
          case 3:
            answer = client.act(gameId, pick(rng, ['P3', 'P4', 'P9']), actionOf(base), window.id);
            break;
          case 4:
            answer = client.request({ type: 'act', gameId, player, phaseSerial: pick(rng, ODD_VALUES), clientSeq: step + 1e6, action: pick(rng, ODD_VALUES) });
            break;
          default:
            answer = client.act(gameId, player, actionOf(base), window.id);
        }
        if (answer.type === 'ack') accepted += 1;
        else {
          expect(answer.type).toBe('error');
          const reason = (answer as { reason: string }).reason;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        expect(M.invariants(session().context.engine)).toEqual([]);
        expect(JSON.stringify(session().runner.stateValue)).not.toContain('desynced');
      }
    }
    expect(accepted).toBeGreaterThan(50);
    for (const reason of ['MALFORMED_INPUT', 'STALE_INPUT', 'NOT_YOUR_SEAT']) expect(reasons.get(reason), reason).toBeGreaterThan(0);
    booted.close();
  });
});
