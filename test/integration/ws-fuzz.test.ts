/**
 * A live host (real WebSocket server) receives 10,000 random and malformed messages from many connections,
 * aimed at a running game of every game (test/platform/games.ts): none may crash it or change any game, and
 * afterwards it still serves normally. Near-valid acts are each game's own legal inputs with fields scrambled.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { startLanServer } from '../../src-main/net/lan-server.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { COMMAND_TYPES, hello } from '../../src-shared/protocol/index.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { randInt, seedRng, type Rng } from '../../src-shared/rng.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { humansFor, someMove, windowId } from '../helpers/every-game.ts';
import { actionOf, GAME_CASES } from '../platform/games.ts';
import { TestSocket } from '../helpers/ws-client.ts';

const temp = makeTempDir('sectors-wsfuzz-');
afterAll(() => temp.cleanup());

const SAMPLES: unknown[] = [null, true, 0, -1, 1.5, 1e308, '', 'x', 'P1', 'P99', [], {}, { type: 'READY' }, 'ABCDE', 'A'.repeat(300), -0, 2 ** 53, '__proto__'];

function randomValue(rng: Rng, depth = 0): unknown {
  const pick = randInt(rng, 0, depth > 2 ? 3 : 6);
  if (pick < 3) return SAMPLES[randInt(rng, 0, SAMPLES.length - 1)];
  if (pick === 3) return randInt(rng, -1000, 1000);
  if (pick === 4) return Array.from({ length: randInt(rng, 0, 3) }, () => randomValue(rng, depth + 1));
  return Object.fromEntries(Array.from({ length: randInt(rng, 0, 4) }, (_, i) => [['type', 'gameId', 'player', 'code', 'action', 'seat', `k${i}`][randInt(rng, 0, 6)], randomValue(rng, depth + 1)]));
}

/** A running game under fire: its ids, its window's id and inputs its rules would take from its seats. */
type Target = { gameId: string; joinCode: string; serial: number; inputs: BaseInput[]; fileFormat: string; seats: number };

/** One fuzz message: garbage, a real command type with random fields, or a near-valid act on a game. */
function fuzzMessage(rng: Rng, target: Target): string | Buffer {
  const { gameId, joinCode, serial } = target;
  switch (randInt(rng, 0, 7)) {
    case 0:
      return Buffer.from(Array.from({ length: randInt(rng, 1, 40) }, () => randInt(rng, 0, 255)));
    case 1:
      return '{"type":"act",'.repeat(randInt(rng, 1, 5));
    case 2:
      return JSON.stringify(randomValue(rng));
    case 3:
      return JSON.stringify({ ...(randomValue(rng) as object), type: COMMAND_TYPES[randInt(rng, 0, COMMAND_TYPES.length - 1)] });
    case 4:
      return JSON.stringify({
        type: 'act', gameId, player: `P${randInt(rng, 0, target.seats + 1)}`, phaseSerial: serial + randInt(rng, -1, 1), clientSeq: randInt(rng, -5, 50),
        action: { ...actionOf(target.inputs[randInt(rng, 0, target.inputs.length - 1)]), ...(randomValue(rng) as object), type: target.inputs[randInt(rng, 0, target.inputs.length - 1)].type },
      });
    case 5:
      return JSON.stringify({ type: 'control', gameId, command: ['pause', 'resume', 'end_phase', 'add_time', 'set_pace', 'set_seat', 'free_seat'][randInt(rng, 0, 6)], ms: randomValue(rng), pace: randomValue(rng), player: 'P1' });
    case 6:
      return JSON.stringify({ type: ['join', 'spectate', 'facilitate'][randInt(rng, 0, 2)], code: randInt(rng, 0, 1) ? joinCode : 'QQQQQ', token: randomValue(rng), secret: 'x'.repeat(randInt(rng, 0, 70)), seat: `P${randInt(rng, 0, 9)}` });
    default:
      return JSON.stringify({ type: 'import_game', file: { format: target.fileFormat, inputs: randomValue(rng) } });
  }
}

describe('fuzzing a live host over WebSocket', () => {
  it('survives 10,000 random and malformed messages without any change to any game, then still serves', { timeout: 120_000 }, async () => {
    const rendererDir = join(temp.dir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
    const clock = new SimulatedClock();
    clock.set(1_700_000_000_000);
    const booted = bootHost(join(temp.dir, 'data'), { clock, rateLimit: { capacity: 1e9, perSecond: 1e9 }, floodLimit: 1e9 });
    const server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: true });
    const url = `ws://127.0.0.1:${server.port}/ws`;

    // A timerless game of each kind whose human seats are all held by real players (so no fuzz connection can
    // take a seat and act legitimately), one move already made in it.
    const players: TestSocket[] = [];
    const targets: Target[] = [];
    for (const game of GAME_CASES) {
      const seats = humansFor(game, 2);
      const { gameId, joinCode } = booted.host.createGame({ game: game.kind, seats, seed: 9, options: { ...game.options, timerMode: 'TIMERLESS' }, start: true });
      const ctx = () => booted.host.session(gameId)!.context;
      const move = someMove(game, ctx())!;
      const held = await Promise.all(seats.map(async (_, i) => {
        const socket = await TestSocket.open(url);
        socket.send({ type: 'join', code: joinCode, seat: `P${i + 1}`, requestId: 'j' });
        expect(await socket.next()).toMatchObject({ type: 'joined', player: `P${i + 1}` });
        return socket;
      }));
      players.push(...held);
      const mover = held[Number(move.player.slice(1)) - 1];
      mover.send({ type: 'act', gameId, player: move.player, phaseSerial: windowId(game, ctx()), clientSeq: 1, action: move.action, requestId: 'm' });
      let answer = await mover.next();
      while (answer.requestId !== 'm') answer = await mover.next();
      expect(answer).toMatchObject({ type: 'ack' });
      const inputs = ctx().seats.flatMap((s) => game.module.legalActions(ctx().engine, s.player) as BaseInput[]);
      targets.push({ gameId, joinCode, serial: windowId(game, ctx())!, inputs: inputs.length > 0 ? inputs : [move.input], fileFormat: game.module.meta.fileFormat, seats: seats.length });
    }
    const engineBefore = targets.map((t) => JSON.stringify(booted.host.session(t.gameId)!.context.engine));
    const journalBefore = targets.map((t) => JSON.stringify(new Journal(booted.db).read(t.gameId)));

    const rng = seedRng(424242);
    const sockets = await Promise.all(Array.from({ length: 20 }, () => TestSocket.open(url)));
    let sent = 0;
    for (let i = 0; i < 10_000; i++) {
      sockets[i % sockets.length].sendRaw(fuzzMessage(rng, targets[randInt(rng, 0, targets.length - 1)]));
      sent++;
    }
    // Every message is answered (errors included) in order; a final hello on each socket proves it drained.
    for (const socket of sockets) socket.send({ ...hello('test'), requestId: 'drain' });
    const answered = await Promise.all(sockets.map(async (socket) => {
      let count = 0;
      for (;;) {
        const event = await socket.next(30_000);
        count++;
        if (event.requestId === 'drain') return count;
      }
    }));
    expect(sent).toBe(10_000);
    expect(answered.reduce((a, b) => a + b, 0)).toBeGreaterThan(10_000);

    // Every game and its journal are exactly as before.
    expect(targets.map((t) => JSON.stringify(booted.host.session(t.gameId)!.context.engine))).toEqual(engineBefore);
    expect(targets.map((t) => JSON.stringify(new Journal(booted.db).read(t.gameId)))).toEqual(journalBefore);

    // The host still serves: a new player joins and acts.
    await Promise.all([...sockets, ...players].map((s) => s.close()));
    const fresh = await TestSocket.open(url);
    fresh.send(hello('test'));
    expect(await fresh.next()).toMatchObject({ type: 'welcome' });
    fresh.send({ type: 'spectate', code: targets[0].joinCode, requestId: 's' });
    expect(await fresh.next()).toMatchObject({ type: 'joined', role: 'spectator' });
    expect((await fresh.next()).type).toBe('view');
    await fresh.close();
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(200);
    await server.close();
    booted.close();
  });
});
