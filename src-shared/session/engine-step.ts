/**
 * The pure work behind every session event: apply engine inputs, let automatic readiness happen
 * (bots in automatic phases, disconnected seats after their grace period), and restart the phase timer
 * when the phase changed. The machine's actions are thin wrappers around these functions.
 */
import { copyJson } from '../games/sectors/copy.ts';
import { applyInPlace, create } from '../games/sectors/engine.ts';
import { isActionablePhase } from '../games/sectors/data.ts';
import type { GameConfig, GameEvent, GameState, Input } from '../games/sectors/types.ts';
import type { PhaseNode } from './phase-graph.ts';
import { phaseDurationMs } from './timing.ts';
import type { PhaseTimer, SessionContext } from './types.ts';

/** A fresh timer for the engine's current phase, started at `now`. */
export function timerFor(engine: GameState, pace: number, now: number, paused: boolean): PhaseTimer {
  const duration = engine.status === 'RUNNING' ? phaseDurationMs(engine, pace) : null;
  return {
    serial: engine.phaseSerial,
    startedAt: now,
    deadline: paused || duration === null ? null : now + duration,
    paused,
    pausedRemaining: paused ? duration : null,
  };
}

/** Seats that count as ready without acting now: bots in automatic phases, lost seats past their grace. */
function autoReadySeats(ctx: SessionContext, engine: GameState): string[] {
  if (engine.status !== 'RUNNING') return [];
  const automatic = !isActionablePhase(engine.phase);
  return ctx.seats
    .filter((seat) => !engine.inputs.ready.includes(seat.player))
    .filter((seat) => (automatic && seat.kind === 'bot') || (seat.lostAt !== null && ctx.now >= seat.lostAt + ctx.options.graceMs))
    .map((seat) => seat.player);
}

export type StepResult = Pick<SessionContext, 'engine' | 'timer' | 'trail' | 'lastEvents' | 'lastInputs' | 'inputCount'>;

/** Applies inputs (refused ones change nothing and are reported as INPUT_REFUSED events), then settles. */
export function runEngine(ctx: SessionContext, inputs: Input[]): StepResult {
  const engine = copyJson(ctx.engine!);
  const events: GameEvent[] = [];
  const applied: Input[] = [];
  const startSerial = engine.phaseSerial;
  const run = (input: Input) => {
    const result = applyInPlace(engine, input);
    if (result.ok) {
      events.push(...result.events);
      applied.push(input);
    } else {
      const player = 'player' in input ? input.player : undefined;
      events.push({ type: 'INPUT_REFUSED', reason: result.reason, message: result.message, inputType: input.type, ...(player ? { visibleTo: [player] } : {}) });
    }
  };
  inputs.forEach(run);
  // Readiness that needs no input from anyone; each READY may end the phase and open another.
  for (let guard = 0; guard < 1000; guard++) {
    const seats = autoReadySeats(ctx, engine);
    if (seats.length === 0) break;
    const serial = engine.phaseSerial;
    for (const player of seats) {
      if (engine.phaseSerial !== serial || engine.status !== 'RUNNING') break;
      run({ type: 'READY', player });
    }
  }
  const trail: PhaseNode[] = events.filter((e) => e.type === 'PHASE_STARTED').map((e) => e.phase as PhaseNode);
  if (engine.status === 'ENDED' && ctx.engine!.status === 'RUNNING') trail.push('GAME_OVER');
  const timer = engine.phaseSerial !== startSerial ? timerFor(engine, ctx.pace, ctx.now, ctx.timer.paused) : ctx.timer;
  return { engine, timer, trail, lastEvents: events, lastInputs: applied, inputCount: ctx.inputCount + applied.length };
}

/** START (and LOAD): the engine's initial state in INFLUENCE_BID, then any inputs already played. */
export function startEngine(ctx: SessionContext, config: GameConfig, seed: number, inputs: Input[] = []): StepResult {
  const engine = create(config, seed);
  const base = { ...ctx, engine, timer: timerFor(engine, ctx.pace, ctx.now, false) };
  return runEngine(base, inputs);
}
