/**
 * The pure work behind every session event, for any game module: apply inputs to the game state, let
 * automatic readiness happen (bots in display windows, disconnected seats after their grace period), and
 * move the clock when the active window changed. The machine's actions are thin wrappers around these.
 *
 * The game state is applied to in place: a module's `applyInPlace` leaves the state untouched when it
 * refuses, so there is no copy per input. The host runs every event inside a transaction and rebuilds the
 * session from the store if an event throws half-way (game-session.ts).
 */
import type { AnyGameModule, BaseEvent, BaseInput } from '../platform/module.ts';
import type { TableOptions } from '../platform/table-options.ts';
import { activeWindow, windowDurationMs, type GameWindow } from '../platform/windows.ts';
import type { PhaseTimer, SessionContext, SuspendedTimer } from './types.ts';

/** A fresh timer for `window`, started at `now`. */
export function timerFor(window: GameWindow | null, table: TableOptions, now: number, paused: boolean): PhaseTimer {
  const duration = window ? windowDurationMs(window, table) : null;
  return {
    serial: window?.id ?? 0,
    startedAt: now,
    deadline: paused || duration === null ? null : now + duration,
    paused,
    pausedRemaining: paused ? duration : null,
    pausedAt: paused ? now : null,
  };
}

/** What is left of a timer at `now` (its held time while paused); null when it has no clock. */
export const remainingOf = (t: PhaseTimer, now: number): number | null => (t.paused ? t.pausedRemaining : t.deadline === null ? null : Math.max(0, t.deadline - now));

/**
 * The clock after the active window changed: an interrupt opened on top of the running window suspends its
 * remaining time; when the interrupt closes, the parent runs on with what it had left; any other window
 * starts a fresh timer.
 */
export function clockFor(windows: GameWindow[], ctx: Pick<SessionContext, 'timer' | 'suspended' | 'table' | 'now'>): { timer: PhaseTimer; suspended: SuspendedTimer[] } {
  const active = activeWindow(windows);
  const open = new Set(windows.map((w) => w.id));
  const t = ctx.timer;
  if (active && active.id === t.serial) return { timer: t, suspended: ctx.suspended.filter((s) => open.has(s.id)) };
  let suspended = ctx.suspended.filter((s) => open.has(s.id) && s.id !== active?.id);
  if (open.has(t.serial)) suspended = [...suspended, { id: t.serial, remainingMs: remainingOf(t, ctx.now) }];
  const resumed = active ? ctx.suspended.find((s) => s.id === active.id) : undefined;
  if (!resumed || !active) return { timer: timerFor(active, ctx.table, ctx.now, t.paused), suspended };
  const left = resumed.remainingMs;
  const timer: PhaseTimer = {
    serial: active.id, startedAt: ctx.now, paused: t.paused, pausedAt: t.paused ? ctx.now : null,
    deadline: t.paused || left === null ? null : ctx.now + left, pausedRemaining: t.paused ? left : null,
  };
  return { timer, suspended };
}

/** Seats that act without anyone: bots in display windows, lost seats past their grace. */
function autoSeats(ctx: SessionContext, window: GameWindow): string[] {
  const done = new Set(window.ready);
  return window.seats
    .filter((player) => !done.has(player))
    .filter((player) => {
      const seat = ctx.seats.find((s) => s.player === player);
      if (!seat) return false;
      return (window.kind === 'display' && seat.kind === 'bot') || (seat.lostAt !== null && ctx.now >= seat.lostAt + ctx.options.graceMs);
    });
}

export type StepResult = Pick<SessionContext, 'engine' | 'timer' | 'suspended' | 'trail' | 'lastEvents' | 'lastInputs' | 'lastRefusal' | 'inputCount'>;

export type StepOptions = {
  /** A player's command: when it is refused nothing else happens (no settling), and the host rolls back. */
  strict?: boolean;
  /**
   * Bots' moves (BOTS_ACT), applied after `inputs`, each followed by the bot's READY where readiness applies: only
   * while window `window` is still the active one and lists the bot unready (a game may close a window on its
   * last answer, and READY then has no window to go to).
   */
  botMoves?: { window: number; readies: boolean; moves: { player: string; inputs: BaseInput[] }[] };
};

/** Applies inputs (refused ones change nothing and are reported as INPUT_REFUSED events), then settles. */
export function runEngine(module: AnyGameModule, ctx: SessionContext, inputs: BaseInput[], options: StepOptions = {}): StepResult {
  const engine = ctx.engine;
  const events: (BaseEvent & Record<string, unknown>)[] = [];
  const applied: BaseInput[] = [];
  const wasRunning = module.status(engine) === 'RUNNING';
  let refusal: SessionContext['lastRefusal'] = null;
  const run = (input: BaseInput) => {
    const result = module.applyInPlace(engine, input);
    if (result.ok) {
      events.push(...(result.events as (BaseEvent & Record<string, unknown>)[]));
      applied.push(input);
      return;
    }
    refusal = { reason: result.reason, message: result.message };
    const player = input.player;
    events.push({ type: 'INPUT_REFUSED', reason: result.reason, message: result.message, inputType: input.type, ...(player ? { visibleTo: [player] } : {}) });
  };
  inputs.forEach(run);
  for (const move of options.botMoves?.moves ?? []) {
    move.inputs.forEach(run);
    if (!options.botMoves!.readies || module.status(engine) !== 'RUNNING') continue;
    const current = activeWindow(module.windows(engine));
    if (current && current.id === options.botMoves!.window && current.seats.includes(move.player) && !current.ready.includes(move.player)) run(module.inputs.ready(move.player));
  }
  if (options.strict && refusal) {
    return { engine, timer: ctx.timer, suspended: ctx.suspended, trail: [], lastEvents: events, lastInputs: [], lastRefusal: refusal, inputCount: ctx.inputCount };
  }
  // Readiness that needs no input from anyone; each may close the window and open another.
  for (let guard = 0; guard < 1000 && module.status(engine) === 'RUNNING'; guard++) {
    const window = activeWindow(module.windows(engine));
    if (!window) break;
    const seats = autoSeats(ctx, window);
    if (seats.length === 0) break;
    for (const player of seats) {
      const current = activeWindow(module.windows(engine));
      if (!current || current.id !== window.id || module.status(engine) !== 'RUNNING') break;
      // A sequential window has no ready-up: a seat that is gone takes the window's default (its timeout).
      run(window.kind === 'sequential' ? module.inputs.timeout(window.id) : module.inputs.ready(player));
    }
  }
  const trail = module.phasesEntered(events);
  if (wasRunning && module.status(engine) === 'ENDED') trail.push('GAME_OVER');
  const clock = clockFor(module.windows(engine), ctx);
  return { engine, ...clock, trail, lastEvents: events, lastInputs: applied, lastRefusal: null, inputCount: ctx.inputCount + applied.length };
}

/** START (and LOAD): the game's initial state (a tutorial's: from its `position`), then any inputs already played. */
export function startEngine(module: AnyGameModule, ctx: SessionContext, config: unknown, seed: number, inputs: BaseInput[] = [], position?: unknown): StepResult {
  if (position !== undefined && !module.tutorials) throw new Error(`${module.meta.kind} has no tutorials: a game cannot start from a position`);
  const engine = position !== undefined ? module.tutorials!.start(position) : module.create(config, seed);
  const base = { ...ctx, engine, seed, timer: timerFor(activeWindow(module.windows(engine)), ctx.table, ctx.now, false), suspended: [] };
  const step = runEngine(module, base, inputs);
  if (position === undefined) return step;
  // A position starts mid-game, where no event says how play got there: the chart walks the phase graph's
  // shortest way from its first phase to the position's, so it stands where the game does.
  return { ...step, trail: [...phaseWalk(module.phaseGraph, activeWindow(module.windows(engine))?.phase), ...step.trail] };
}

/** The phases after `graph.initial` on a shortest way to `target` along the graph's edges ([] for the first or an unknown phase). */
export function phaseWalk(graph: AnyGameModule['phaseGraph'], target: string | undefined): string[] {
  if (target === undefined || target === graph.initial || !graph.phases.includes(target)) return [];
  const from = new Map<string, string>([[graph.initial, '']]);
  const queue = [graph.initial];
  while (queue.length > 0) {
    const phase = queue.shift()!;
    for (const next of graph.successors(phase)) {
      if (from.has(next) || next === 'GAME_OVER') continue;
      from.set(next, phase);
      if (next === target) {
        const walk = [next];
        for (let at = phase; at !== graph.initial; at = from.get(at)!) walk.unshift(at);
        return walk;
      }
      queue.push(next);
    }
  }
  return [];
}
