/**
 * A running session: the statechart actor plus the external clock that drives it. After every event the
 * runner arms one timer for the next thing that must happen by itself — the active window's deadline
 * (TIME_UP), a disconnected seat's grace period (GRACE_EXPIRED) or the bots' turn (BOTS_ACT) — on an
 * injected clock, so tests run on XState's SimulatedClock and the host on real time.
 *
 * Every event goes through `persist(event, apply)`, which the host implements as "journal, apply,
 * snapshot" in one transaction; events the runner makes itself take the same path, so replaying the
 * journal reproduces the session exactly. Bots may answer later (worker threads): their moves become one
 * BOTS_ACT event when they arrive, if their window is still the active one.
 */
import { createActor, type Actor, type Snapshot } from 'xstate';
import { botSeed, type BotRequest, type BotService } from '../platform/bots.ts';
import type { AnyGameModule, BaseInput } from '../platform/module.ts';
import { activeWindow, type GameWindow } from '../platform/windows.ts';
import { sessionMachineFor, type SessionMachine } from './machine.ts';
import type { SessionContext, SessionEvent, SessionInput } from './types.ts';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export type RunnerOptions = {
  clock: Clock;
  bots: BotService;
  /** Delay before bots act in a window, so a table sees them "think" (0 in tests). */
  botThinkMs?: number;
  /** Called for every event, including those the runner creates; must call `apply` exactly once. */
  persist?: (event: SessionEvent, apply: () => void) => void;
  /** Called after every applied event. */
  onChange?: (context: SessionContext, event: SessionEvent) => void;
  /** Called when bots could not decide (a worker failed): the session goes on, the seat waits for its clock. */
  onBotError?: (error: unknown) => void;
};

type Wake = { at: number; event: (at: number) => SessionEvent };

/** The active window of a session's game, if it is running. */
export function sessionWindow(module: AnyGameModule, ctx: SessionContext): GameWindow | null {
  const e = ctx.engine;
  if (e === null || module.status(e) !== 'RUNNING') return null;
  return activeWindow(module.windows(e));
}

/** Bot seats that still have to act in the active window (display windows are readied by the session). */
export function botsToAct(module: AnyGameModule, ctx: SessionContext): string[] {
  const w = sessionWindow(module, ctx);
  if (!w || w.kind === 'display') return [];
  const ready = new Set(w.ready);
  return ctx.seats.filter((s) => s.kind === 'bot' && w.seats.includes(s.player) && !ready.has(s.player)).map((s) => s.player);
}

/** The next event time must cause on its own, if any. `botsPending`: bots of this window are already thinking. */
/** The longest delay a timer takes (Node and browsers fire a longer one at once). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export function nextWake(module: AnyGameModule, ctx: SessionContext, botThinkMs: number, botsPending = false): Wake | null {
  const w = sessionWindow(module, ctx);
  // Paused: nothing happens by itself (no timeout, no grace expiry, no bot move) until RESUME.
  if (!w || ctx.timer.paused) return null;
  const wakes: Wake[] = [];
  const t = ctx.timer;
  if (t.deadline !== null && t.serial === w.id) wakes.push({ at: t.deadline, event: (at) => ({ type: 'TIME_UP', at, serial: t.serial }) });
  const ready = new Set(w.ready);
  for (const seat of ctx.seats) {
    if (seat.lostAt === null || ready.has(seat.player) || !w.seats.includes(seat.player)) continue;
    const player = seat.player;
    wakes.push({ at: seat.lostAt + ctx.options.graceMs, event: (at) => ({ type: 'GRACE_EXPIRED', at, player }) });
  }
  if (!botsPending && botsToAct(module, ctx).length > 0) {
    wakes.push({ at: t.startedAt + botThinkMs, event: (at) => ({ type: 'BOTS_ACT', at, serial: w.id, moves: [] }) });
  }
  wakes.sort((a, b) => a.at - b.at);
  return wakes[0] ?? null;
}

export class SessionRunner {
  readonly actor: Actor<SessionMachine>;
  readonly module: AnyGameModule;
  private readonly options: RunnerOptions;
  private timer: unknown = null;
  private stopped = false;
  /** The window whose bots are thinking on another thread (their answer is still to come). */
  private botsPendingFor: number | null = null;

  constructor(module: AnyGameModule, input: SessionInput, options: RunnerOptions, snapshot?: Snapshot<unknown>) {
    this.module = module;
    this.options = options;
    this.actor = createActor(sessionMachineFor(module), snapshot ? { input, snapshot } : { input });
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
    // A finished game (`over`, `desynced`) takes no more events: none is journaled, applied or broadcast, so its
    // last step's inputs and events are never counted twice (presence changes after the end come here too).
    if (this.stopped || this.actor.getSnapshot().status !== 'active') return;
    const apply = () => this.actor.send(event);
    try {
      if (this.options.persist) this.options.persist(event, apply);
      else apply();
    } finally {
      this.arm();
    }
    this.options.onChange?.(this.context, event);
  }

  /** Asks the bots of the active window for their moves; sends BOTS_ACT now (in-process) or when they answer. */
  private botsAct(at: number): void {
    const ctx = this.context;
    const window = sessionWindow(this.module, ctx);
    if (!window) return;
    const requests: BotRequest[] = botsToAct(this.module, ctx).map((player) => {
      const seat = ctx.seats.find((s) => s.player === player)!;
      const seatIndex = ctx.seats.indexOf(seat);
      return { kind: this.module.meta.kind, state: ctx.engine, player, level: seat.botLevel ?? 'random', rngSeed: botSeed(ctx.seed, window.id, seatIndex) };
    });
    const answers = requests.map((r) => this.options.bots.decide(r));
    const event = (inputs: BaseInput[][], when: number): SessionEvent => ({
      type: 'BOTS_ACT', at: when, serial: window.id, moves: requests.map((r, i) => ({ player: r.player, inputs: inputs[i] })),
    });
    if (answers.every((a) => Array.isArray(a))) {
      this.send(event(answers as BaseInput[][], at));
      return;
    }
    this.botsPendingFor = window.id;
    // The clock keeps running while the bots think: the window's deadline and grace periods still fire.
    this.arm();
    void Promise.all(answers).then(
      (inputs) => {
        // Only this window's wait ends here (bots of a later window may be thinking by now).
        if (this.botsPendingFor === window.id) this.botsPendingFor = null;
        // The window may have closed (timeout, facilitator) or the game paused while the bots thought.
        if (this.stopped || sessionWindow(this.module, this.context)?.id !== window.id || this.context.timer.paused) return this.arm();
        this.send(event(inputs, Math.max(this.options.clock.now(), at)));
      },
      (error: unknown) => {
        // The window's bots are not asked again (that could loop on a failing service): the seats wait for the
        // window's clock, which stays armed. A stopped session (host shutting down) closed its bots on purpose.
        if (!this.stopped) this.options.onBotError?.(error);
        this.arm();
      },
    );
  }

  /** Arms the single timer for the next wake-up (re-armed after every event). */
  arm(): void {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped) return;
    const window = sessionWindow(this.module, this.context);
    const pending = this.botsPendingFor !== null && this.botsPendingFor === window?.id;
    const wake = nextWake(this.module, this.context, this.options.botThinkMs ?? 0, pending);
    if (!wake) return;
    const clock = this.options.clock;
    // A wake-up further off than a timer can wait (2^31 − 1 ms, about 24.8 days: a tutorial's seats wait for ever)
    // is approached in steps: a longer delay would fire at once, and its event would carry a time still to come.
    if (wake.at - clock.now() > MAX_TIMER_MS) {
      this.timer = clock.setTimeout(() => {
        this.timer = null;
        this.arm();
      }, MAX_TIMER_MS);
      return;
    }
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      const at = Math.max(clock.now(), wake.at);
      const event = wake.event(at);
      if (event.type === 'BOTS_ACT') this.botsAct(at);
      else this.send(event);
    }, Math.max(0, wake.at - clock.now()));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    this.actor.stop();
  }
}
