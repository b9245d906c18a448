/**
 * The history browser through the real host (issue 13): a finished game's steps are the starts of its windows
 * and its end, each step's view is the public view a replay reaches there, and no step carries an event for
 * some seats only or a seat's private data. A running game shows its facilitator the steps up to the start of
 * the open window only and refuses its players; "play on from here" starts a running what-if at that state with
 * bots in every other seat.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { exportGame, exportGameAtPhaseStart, type GameFile } from '../../src-main/host/game-file.ts';
import type { BootedHost } from '../../src-main/app/boot.ts';
import { Journal } from '../../src-main/store/journal.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { actionOf, advance, bootTest, Client } from '../platform/games.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Step = HostEventOf<'history_step'>;
const bots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, botLevel: 'easy' as const }));

/** Plays a bots' game to its end on the simulated clock; returns its id. */
function finishedGame(booted: BootedHost, clock: Parameters<typeof advance>[0], client: Client, command: Record<string, unknown>): string {
  const created = client.request({ type: 'create_game', start: true, ...command }) as Extract<HostEvent, { type: 'game_created' }>;
  expect(created.type).toBe('game_created');
  for (let waited = 0; booted.host.record(created.gameId)!.status !== 'FINISHED'; waited += 1000) {
    expect(waited).toBeLessThan(3_600_000);
    advance(clock, 1000);
  }
  return created.gameId;
}

/** The full game file, as an export would write it (its inputs are what the history replays). */
function fileOf(booted: BootedHost, gameId: string): { module: AnyGameModule; file: GameFile } {
  const record = booted.host.record(gameId)!;
  const module = booted.host.requireSession(gameId).module;
  return { module, file: exportGame(module, record, new Journal(booted.db).read(gameId), 'test', 0) };
}

/** The public view at every window start (and the end), replayed independently of the host's history code. */
function replayedViews(module: AnyGameModule, file: GameFile): { views: unknown[]; cuts: number[] } {
  const engine = module.create(file.config, file.seed);
  const names = Object.fromEntries(file.seats.map((s) => [s.player, s.name]));
  const snap = () => JSON.parse(JSON.stringify(module.views.public(engine, names))) as unknown;
  const windowId = () => activeWindow(module.windows(engine))?.id ?? -1;
  const views = [snap()];
  const cuts = [0];
  let current = windowId();
  for (const [i, input] of file.inputs.entries()) {
    expect(module.applyInPlace(engine, input as BaseInput).ok).toBe(true);
    if (windowId() === current) continue;
    current = windowId();
    views.push(snap());
    cuts.push(i + 1);
  }
  return { views, cuts };
}

function allSteps(client: Client, gameId: string): Step[] {
  const first = client.request({ type: 'history', gameId, step: 0 }) as Step;
  expect(first.type).toBe('history_step');
  const steps = [first];
  for (let step = 1; step < first.steps; step++) steps.push(client.request({ type: 'history', gameId, step }) as Step);
  return steps;
}

/**
 * No step carries a seat's secret: no event for some seats only, and nothing `secrets` finds in the view
 * (events may name revealed bids: a closed window's moves are public).
 */
function expectNoSecrets(steps: Step[], secrets: (view: Record<string, unknown>) => unknown[]): void {
  for (const step of steps) {
    expect(step.events.filter((e) => 'visibleTo' in e)).toEqual([]);
    expect({ step: step.step, secrets: secrets(step.view) }).toEqual({ step: step.step, secrets: [] });
  }
}

/** Tycoon: a hand (the public view has hand sizes only). */
const tycoonSecrets = (view: Record<string, unknown>) => (JSON.stringify(view).includes('"hand":') ? ['hand'] : []);

/** Sectors: sealed submissions of the window (the public view's `inputs` holds none of their contents). */
function sectorsSecrets(view: Record<string, unknown>): unknown[] {
  const inputs = view.inputs as { influenceBids: object; trancheVotes: object; revenueVotes: Record<string, object> };
  return [inputs.influenceBids, inputs.trancheVotes, ...Object.values(inputs.revenueVotes)].filter((x) => Object.keys(x).length > 0);
}

describe('history of a finished game', () => {
  it('Tycoon: one step per window start plus the end, each the public view a replay reaches, nothing private', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const host = new Client(booted);
    const gameId = finishedGame(booted, clock, host, { game: 'tycoon', seats: bots(3), seed: 5, options: { mode: 'strategist', years: 2, reviewSeconds: 1 } });
    const { module, file } = fileOf(booted, gameId);
    const replay = replayedViews(module, file);
    const steps = allSteps(host, gameId);
    expect(steps.length).toBe(replay.views.length);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.map((s) => s.view)).toEqual(replay.views);
    expect(steps.at(-1)).toMatchObject({ final: true, finished: true, window: null, view: { status: 'ENDED' } });
    expect(steps.slice(0, -1).every((s) => !s.final && s.window !== null)).toBe(true);
    expect(steps[0].events).toEqual([]);
    expect(steps.slice(1).some((s) => s.events.length > 0)).toBe(true);
    // Hands are dealt to each seat alone (HAND_DEALT is visibleTo); the private view's hand never shows.
    expectNoSecrets(steps, tycoonSecrets);
    // Left out, `step` is the latest one; past the last one is refused.
    expect(host.request({ type: 'history', gameId })).toMatchObject({ type: 'history_step', step: steps.length - 1 });
    expect(host.request({ type: 'history', gameId, step: steps.length })).toMatchObject({ type: 'error', reason: 'NO_SUCH_STEP' });
    booted.close();
  });

  it('Sectors: the same for every step, and anyone with a role may browse it (a stranger is refused)', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const host = new Client(booted);
    const gameId = finishedGame(booted, clock, host, { seats: bots(3), seed: 9, options: { maxTurns: 8, reviewSeconds: 1 } });
    const { module, file } = fileOf(booted, gameId);
    const replay = replayedViews(module, file);
    const steps = allSteps(host, gameId);
    expect(steps.map((s) => s.view)).toEqual(replay.views);
    expect(steps.at(-1)).toMatchObject({ final: true, view: { status: 'ENDED' } });
    expectNoSecrets(steps, sectorsSecrets);

    const code = (host.request({ type: 'list_games' }) as Extract<HostEvent, { type: 'games' }>).games.find((g) => g.id === gameId)!.joinCode!;
    const stranger = new Client(booted, false);
    expect(stranger.request({ type: 'history', gameId, step: 1 })).toMatchObject({ type: 'error', reason: 'NO_ROLE' });
    expect(stranger.request({ type: 'spectate', code })).toMatchObject({ type: 'joined' });
    expect(stranger.request({ type: 'history', gameId, step: 1 })).toMatchObject({ type: 'history_step', step: 1, view: steps[1].view });
    // A spectator may look, not start a what-if.
    expect(stranger.request({ type: 'play_from', gameId, step: 1 })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    booted.close();
  });
});

describe('history of a running game', () => {
  it('gives the facilitator the steps up to the start of the open window, never its pending order; a player is refused', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const host = new Client(booted);
    const seats = [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }, ...bots(1)];
    const created = host.request({ type: 'create_game', seats, seed: 3, options: { reviewSeconds: 1 } }) as Extract<HostEvent, { type: 'game_created' }>;
    const { gameId, joinCode } = created;
    const facilitator = new Client(booted, false);
    expect(facilitator.request({ type: 'facilitate', code: joinCode, secret: created.hostSecret })).toMatchObject({ type: 'joined' });
    const ann = new Client(booted, false);
    expect(ann.request({ type: 'join', code: joinCode, seat: 'P1' })).toMatchObject({ type: 'joined' });
    expect(facilitator.request({ type: 'history', gameId })).toMatchObject({ type: 'error', reason: 'GAME_NOT_RUNNING' });
    expect(host.request({ type: 'start_game', gameId })).toMatchObject({ type: 'ack' });
    // Two windows go by, then Ann places an order in secret in the third.
    for (let i = 0; i < 2; i++) expect(facilitator.request({ type: 'control', gameId, command: 'end_phase' })).toMatchObject({ type: 'ack' });
    advance(clock, 500);
    const live = facilitator.lastView(gameId)!;
    expect(live.session.window).not.toBeNull();
    expect(live.session.window).toMatchObject({ phase: 'PLACE_STOCK_ORDERS', secret: true });
    const session = booted.host.requireSession(gameId);
    const order = (session.module.legalActions(session.context.engine, 'P1') as BaseInput[]).find((a) => a.type === 'PLACE_MARKET_ORDER')!;
    expect(ann.act(gameId, 'P1', actionOf(order))).toMatchObject({ type: 'ack' });

    const latest = facilitator.request({ type: 'history', gameId }) as Step;
    expect(latest).toMatchObject({ type: 'history_step', final: false, finished: false, window: { id: live.session.window!.id } });
    expect(latest.step).toBe(latest.steps - 1);
    expect(facilitator.request({ type: 'history', gameId, step: latest.steps })).toMatchObject({ type: 'error', reason: 'NO_SUCH_STEP' });
    // The latest step is the state the sealed export (cut at the open window's start) replays to.
    const record = booted.host.record(gameId)!;
    const module = booted.host.requireSession(gameId).module;
    const cut = exportGameAtPhaseStart(module, record, new Journal(booted.db).read(gameId), 'test', 0);
    expect(latest.view).toEqual(replayedViews(module, cut).views.at(-1));
    // Ann's order is journaled, after the last step: no step shows it.
    const full = exportGame(module, record, new Journal(booted.db).read(gameId), 'test', 0);
    expect(full.inputs.slice(cut.inputs.length)).toContainEqual(order);
    expectNoSecrets(allSteps(facilitator, gameId), sectorsSecrets);

    const refused = ann.request({ type: 'history', gameId });
    expect(refused).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    expect((refused as { message: string }).message).toContain('still being played');
    expect(facilitator.request({ type: 'play_from', gameId, step: 1 })).toMatchObject({ type: 'error', reason: 'GAME_NOT_FINISHED' });
    booted.close();
  });
});

describe('play on from here', () => {
  it('starts a running what-if at the state of that step, the chosen seat human and every other a bot', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const host = new Client(booted);
    const seats = [{ name: 'Ann', kind: 'human' }, ...bots(2)];
    const gameId = finishedGame(booted, clock, host, { game: 'tycoon', seats, seed: 7, graceSeconds: 5, options: { mode: 'trader', years: 2, reviewSeconds: 1 } });
    const { module, file } = fileOf(booted, gameId);
    const replay = replayedViews(module, file);
    const step = Math.floor(replay.cuts.length / 2);

    expect(host.request({ type: 'play_from', gameId, step: replay.cuts.length - 1 })).toMatchObject({ type: 'error', reason: 'NO_SUCH_STEP' });
    expect(host.request({ type: 'play_from', gameId, step, seat: 'P9' })).toMatchObject({ type: 'error', reason: 'NOT_SEATED' });
    const created = host.request({ type: 'play_from', gameId, step, seat: 'P2' }) as Extract<HostEvent, { type: 'game_created' }>;
    expect(created.type).toBe('game_created');
    const record = booted.host.record(created.gameId)!;
    expect(record.status).toBe('RUNNING');
    expect(record.name).toContain(`what-if from step ${step}`);
    expect(record.seats.map((s) => [s.player, s.kind, s.botLevel])).toEqual([['P1', 'bot', 'medium'], ['P2', 'human', null], ['P3', 'bot', 'medium']]);
    expect({ seed: record.seed, config: record.config, table: record.table }).toEqual({ seed: file.seed, config: file.config, table: file.table });

    // The what-if's state is the old game's at that step: its inputs up to there, replayed.
    const engine = module.create(file.config, file.seed);
    for (const input of file.inputs.slice(0, replay.cuts[step])) module.applyInPlace(engine, input as BaseInput);
    expect(booted.host.requireSession(created.gameId).context.engine).toEqual(engine);
    expect(host.lastView(created.gameId)!.view).toEqual(replay.views[step]);
    // The creator facilitates it; its bots play on (the human seat is ready after its grace period).
    expect(host.request({ type: 'control', gameId: created.gameId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(host.request({ type: 'control', gameId: created.gameId, command: 'resume' })).toMatchObject({ type: 'ack' });
    for (let waited = 0; booted.host.record(created.gameId)!.status !== 'FINISHED'; waited += 1000) {
      expect(waited).toBeLessThan(3_600_000);
      advance(clock, 1000);
    }
    // Its history starts where the old game's step was.
    expect((host.request({ type: 'history', gameId: created.gameId, step: 0 }) as Step).view).toEqual(replay.views[0]);
    booted.close();
  });
});
