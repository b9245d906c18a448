/**
 * A running session: the statechart actor plus the external clock that drives it. After every event the
 * runner arms one timer for the next thing that must happen by itself — the phase deadline (TIME_UP), a
 * disconnected seat's grace period (GRACE_EXPIRED) or the bots' turn (BOTS_ACT) — on an injected clock,
 * so tests run on XState's SimulatedClock and the host on real time.
 *
 * Every event goes through `persist(event, apply)`, which the host implements as "journal, apply,
 * snapshot" in one transaction; events the runner makes itself take the same path, so replaying the
 * journal reproduces the session exactly.
 */
import { createActor, type Actor, type Snapshot } from 'xstate';
import { seedRng, type Rng } from '../rng.ts';
import { isActionablePhase } from '../games/sectors/data.ts';
import type { GameState, Input, PlayerId } from '../games/sectors/types.ts';
import { sessionMachine } from './machine.ts';
import type { BotLevel, SessionContext, SessionEvent, SessionInput } from './types.ts';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Decides a bot seat's inputs for the current phase (READY is added by the session). */
export type BotPolicy = (engine: GameState, player: PlayerId, level: BotLevel, rng: Rng) => Input[];

export type RunnerOptions = {
  clock: Clock;
  bots: BotPolicy;
  /** Delay before bots act in an actionable phase, so a table sees them "think" (0 in tests). */
  botThinkMs?: number;
  /** Called for every event, including those the runner creates; must call `apply` exactly once. */
  persist?: (event: SessionEvent, apply: () => void) => void;
  /** Called after every applied event. */
  onChange?: (context: SessionContext, event: SessionEvent) => void;
};

type Wake = { at: number; event: (at: number) => SessionEvent };

/** A bot's generator for one decision: fixed by (game seed, phase instance, seat), so replays and restarts agree. */
export function botRng(engine: GameState, player: PlayerId): Rng {
  const seat = engine.players.findIndex((p) => p.id === player);
  return seedRng((Math.imul(engine.seed ^ 0x9e3779b9, 31) + engine.phaseSerial * 1009 + seat * 7919) >>> 0);
}

/** Bot seats that still have to act in the current actionable phase. */
export function botsToAct(ctx: SessionContext): PlayerId[] {
  const e = ctx.engine;
  if (!e || e.status !== 'RUNNING' || !isActionablePhase(e.phase)) return [];
  return ctx.seats
    .filter((s) => s.kind === 'bot' && e.inputs.eligible.includes(s.player) && !e.inputs.ready.includes(s.player))
    .map((s) => s.player);
}

/** The next event time must cause on its own, if any. */
export function nextWake(ctx: SessionContext, botThinkMs: number): Wake | null {
  const e = ctx.engine;
  // Paused: nothing happens by itself (no timeout, no grace expiry, no bot move) until RESUME.
  if (!e || e.status !== 'RUNNING' || ctx.timer.paused) return null;
  const wakes: Wake[] = [];
  const t = ctx.timer;
  if (t.deadline !== null && t.serial === e.phaseSerial) {
    wakes.push({ at: t.deadline, event: (at) => ({ type: 'TIME_UP', at, serial: t.serial }) });
  }
  for (const seat of ctx.seats) {
    if (seat.lostAt === null || e.inputs.ready.includes(seat.player)) continue;
    const player = seat.player;
    wakes.push({ at: seat.lostAt + ctx.options.graceMs, event: (at) => ({ type: 'GRACE_EXPIRED', at, player }) });
  }
  if (botsToAct(ctx).length > 0) {
    wakes.push({ at: t.startedAt + botThinkMs, event: (at) => ({ type: 'BOTS_ACT', at, serial: e.phaseSerial, moves: [] }) });
  }
  wakes.sort((a, b) => a.at - b.at);
  return wakes[0] ?? null;
}

export class SessionRunner {
  readonly actor: Actor<typeof sessionMachine>;
  private readonly options: RunnerOptions;
  private timer: unknown = null;
  private stopped = false;

  constructor(input: SessionInput, options: RunnerOptions, snapshot?: Snapshot<unknown>) {
    this.options = options;
    this.actor = createActor(sessionMachine, snapshot ? { input, snapshot } : { input });
    this.actor.start();
  }

  get context(): SessionContext {
    return this.actor.getSnapshot().context;
  }

  get stateValue(): unknown {
    return this.actor.getSnapshot().value;
  }

  /** Sends one event through persistence to the machine, then re-arms the clock. */
  send(event: SessionEvent): void {
    if (this.stopped) return;
    const apply = () => this.actor.send(event);
    if (this.options.persist) this.options.persist(event, apply);
    else apply();
    this.options.onChange?.(this.context, event);
    this.arm();
  }

  /** Fills in the bots' moves at the moment they act (the decision is part of the journaled event). */
  private botsEvent(at: number): SessionEvent {
    const ctx = this.context;
    const engine = ctx.engine!;
    const moves = botsToAct(ctx).map((player) => {
      const seat = ctx.seats.find((s) => s.player === player)!;
      return { player, inputs: this.options.bots(engine, player, seat.botLevel ?? 'random', botRng(engine, player)) };
    });
    return { type: 'BOTS_ACT', at, serial: engine.phaseSerial, moves };
  }

  /** Arms the single timer for the next wake-up (re-armed after every event). */
  arm(): void {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped) return;
    const wake = nextWake(this.context, this.options.botThinkMs ?? 0);
    if (!wake) return;
    const clock = this.options.clock;
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      const at = Math.max(clock.now(), wake.at);
      const event = wake.event(at);
      this.send(event.type === 'BOTS_ACT' ? this.botsEvent(at) : event);
    }, Math.max(0, wake.at - clock.now()));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    this.actor.stop();
  }
}
