/**
 * Every game's wire shapes hold what its engine sends (issue 23, typed I/O): in seeded games played by its bots
 * and by random legal moves with timeouts, every event, the public view and each seat's private view parse with
 * the game's own schemas (GameModule.schemas, src-shared/platform/schemas.ts), as JSON — the form clients get.
 * The schemas' objects are strict, so a field a view or an event gains without its schema fails here, and every
 * input the game's bots and legal moves send parses with its input schemas. Through the host too: every view
 * message a seat's connection receives (its session events, INPUT_REFUSED among them) parses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { BaseEvent, BaseInput } from '../../src-shared/platform/module.ts';
import { eventProblems, schemaProblems, type GameSchemas } from '../../src-shared/platform/schemas.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { LEGAL_PLAYER, playModuleGame } from '../../src-shared/platform/testing/module-play.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../src-shared/rng.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { actionOf, advance, bootTest, GAME_CASES, seatedTable, type GameCase } from './games.ts';

let temp = makeTempDir('platform-schemas-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('platform-schemas-');
});

const NAMES: Record<string, string> = { P1: 'Ann', P2: 'Bo', P3: 'Cy', P4: 'Di' };
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The game's schemas (required by the module type; a module written in plain JavaScript is told what is missing). */
function schemasOf(game: GameCase): GameSchemas {
  const schemas = game.module.schemas as GameSchemas | undefined;
  if (!schemas) throw new Error(`${game.kind}: its module has no \`schemas\` (inputs, events, publicView, privateView; docs/GAME-MODULES.md)`);
  return schemas;
}

/** A problem list that stays readable: each distinct problem once, with how often it happened. */
class Problems {
  private readonly seen = new Map<string, number>();
  add(where: string, problem: string | null): void {
    if (problem) this.seen.set(`${where}: ${problem}`, (this.seen.get(`${where}: ${problem}`) ?? 0) + 1);
  }
  list(): string[] {
    return [...this.seen].map(([text, n]) => (n > 1 ? `${text} (×${n})` : text)).slice(0, 20);
  }
}

function checkViews(game: GameCase, schemas: GameSchemas, state: unknown, seats: readonly string[], problems: Problems): void {
  problems.add('public view', schemaProblems(schemas.publicView, json(game.module.views.public(state, NAMES))));
  for (const seat of seats) problems.add(`private view of ${seat}`, schemaProblems(schemas.privateView, json(game.module.views.private(state, seat) ?? null)));
}

describe.each(GAME_CASES)('$kind', (game) => {
  it('every event, view and input of seeded games parses with the game’s schemas', { timeout: 120_000 }, () => {
    const schemas = schemasOf(game);
    const problems = new Problems();
    const eventTypes = new Set<string>();
    let views = 0;
    for (const [seed, seats, players] of [
      [1, 4, 'bots'],
      [2, 3, 'bots'],
      [3, 4, 'legal'],
    ] as const) {
      const M = game.module;
      const names = Object.values(NAMES).slice(0, seats);
      const config = M.config.make(seats, names, game.options, DEFAULT_TABLE_OPTIONS);
      const levels = M.bots.levels;
      const played = playModuleGame({
        module: M,
        config,
        seed,
        playerOf: (seat) => (players === 'legal' ? LEGAL_PLAYER : levels[Number(seat.slice(1)) % levels.length]),
        rng: seedRng(seed * 31),
        timeoutRate: players === 'legal' ? 0.1 : 0,
        checkInvariants: false,
        record: true,
        onEvents: (events) => {
          for (const e of json(events)) {
            eventTypes.add(e.type);
            problems.add(`event`, eventProblems(schemas.events, e));
          }
        },
      });
      expect(played.errors, `${game.kind} seed ${seed}`).toEqual([]);
      // The views along the way: replay the inputs, looking at every few states (often enough that a short game
      // is seen at ten points at least) and at the last.
      const state = M.create(config, seed);
      const every = Math.max(1, Math.min(7, Math.floor(played.inputs.length / 10)));
      const seatIds = names.map((_, k) => `P${k + 1}`);
      played.inputs.forEach((input: BaseInput, k: number) => {
        problems.add(`input ${input.type}`, input.type in schemas.inputs ? schemaProblems(schemas.inputs[input.type], json(input)) : `no schema for input type ${input.type}`);
        M.applyInPlace(state, input);
        if (k % every === 0 || k === played.inputs.length - 1) {
          checkViews(game, schemas, state, seatIds, problems);
          views += 1;
        }
      });
    }
    expect(problems.list(), `${game.kind}: values its schemas refuse`).toEqual([]);
    expect(views).toBeGreaterThan(20);
    expect(eventTypes.size).toBeGreaterThan(3);
  });

  it('every view message a seat receives through the host parses, its events and private part included', { timeout: 60_000 }, () => {
    const schemas = schemasOf(game);
    const M = game.module;
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    // With the table keys a class sets (hints, a lesson's planned end) and a key no game knows: none may reach a view.
    const options = { ...game.options, reviewSeconds: 1, hints: true, plannedEndAt: 5_000_000_000, shoeSize: 42 };
    const { id, players, clients } = seatedTable(booted, game, Object.values(NAMES), 5, options);
    const rng = seedRng(9);
    const problems = new Problems();
    let messages = 0;
    for (let step = 0; step < 400 && M.status(booted.host.session(id)!.context.engine) === 'RUNNING'; step++) {
      const engine = booted.host.session(id)!.context.engine;
      const window = activeWindow(M.windows(engine))!;
      const options = window.seats.flatMap((p) => M.legalActions(engine, p) as BaseInput[]);
      const marks = clients.map((c) => c.events.length);
      if (options.length === 0 || randInt(rng, 0, 7) === 0) advance(clock, 1000);
      else {
        const input = pick(rng, options);
        // Now and then a stale window id: the session answers with INPUT_REFUSED, which must parse too.
        const stale = randInt(rng, 0, 9) === 0;
        clients[players.indexOf(input.player!)].act(id, input.player!, actionOf(input), stale ? window.id - 1 : window.id);
      }
      clients.forEach((c, k) => {
        for (const m of c.events.slice(marks[k])) {
          if (m.type !== 'view' || (m.view as { status?: string }).status === 'LOBBY') continue;
          messages += 1;
          problems.add('public view', schemaProblems(schemas.publicView, json(m.view)));
          for (const [seat, part] of Object.entries(m.private as Record<string, unknown>)) problems.add(`private view of ${seat}`, schemaProblems(schemas.privateView, json(part)));
          for (const e of m.events as BaseEvent[]) problems.add('event', eventProblems(schemas.events, json(e)));
        }
      });
    }
    expect(problems.list(), `${game.kind}: messages its schemas refuse`).toEqual([]);
    expect(messages).toBeGreaterThan(50);
    booted.close();
  });
});
