/**
 * The live session as one XState v5 statechart: lobby → game (one state per spec phase, §6) → over.
 * The engine decides what happens; the chart walks the phases the engine entered, along the edges of
 * the order of play (phase-graph.ts), so a phase the rules do not allow after another is a visible
 * error (state `desynced`) rather than a silent jump.
 *
 * Time: every event carries `at` (the host's clock). Each phase keeps an absolute deadline in context;
 * an external clock (session-clock.ts) sends TIME_UP when it passes. No `after` delays are used, so a
 * persisted snapshot restores timers exactly.
 */
import { assign, setup } from 'xstate';
import { isActionablePhase, PHASE_IDS } from '../games/sectors/data.ts';
import { ALLOWED } from '../games/sectors/config.ts';
import { startEngine, runEngine } from './engine-step.ts';
import { enteredSuccessors, type PhaseNode } from './phase-graph.ts';
import type { SeatInfo, SessionContext, SessionEvent, SessionInput } from './types.ts';

/** 2: clears lastEvents/lastInputs on every event, holds everything while paused, records clientSeqs. */
export const MACHINE_VERSION = 2;

type Ev<T extends SessionEvent['type']> = Extract<SessionEvent, { type: T }>;

const withNow = (ctx: SessionContext, event: SessionEvent): SessionContext => ({ ...ctx, now: event.at });

function phaseStates() {
  const states: Record<string, object> = {};
  for (const phase of PHASE_IDS) {
    const successors = enteredSuccessors(phase);
    states[phase] = {
      tags: ['phase'],
      always: [
        ...successors.map((next) => ({
          guard: { type: 'trailHeadIs' as const, params: { phase: next } },
          target: next === 'GAME_OVER' ? '#session.over' : next,
          reenter: next === phase,
          actions: 'shiftTrail' as const,
        })),
        { guard: 'trailNotEmpty' as const, target: '#session.desynced' },
      ],
    };
  }
  return states;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  guards: {
    trailHeadIs: ({ context }, params: { phase: PhaseNode }) => context.trail[0] === params.phase,
    trailNotEmpty: ({ context }) => context.trail.length > 0,
    currentTimer: ({ context, event }) => {
      const e = event as Ev<'TIME_UP'>;
      return !context.timer.paused && context.timer.serial === e.serial && context.engine?.phaseSerial === e.serial;
    },
    currentBots: ({ context, event }) => !context.timer.paused && context.engine?.phaseSerial === (event as Ev<'BOTS_ACT'>).serial,
    // While paused nothing advances: no phase ends, no grace period runs out, no bot acts.
    running: ({ context }) => !context.timer.paused,
    validPace: ({ event }) => (ALLOWED.phaseTimeMultiplier as readonly number[]).includes((event as Ev<'SET_PACE'>).pace),
  },
  actions: {
    shiftTrail: assign({ trail: ({ context }) => context.trail.slice(1) }),
    start: assign(({ context, event }) => {
      const e = event as Ev<'START'>;
      const ctx = { ...withNow(context, e), pace: e.config.phaseTimeMultiplier };
      return { ...ctx, ...startEngine(ctx, e.config, e.seed) };
    }),
    load: assign(({ context, event }) => {
      const e = event as Ev<'LOAD'>;
      const ctx = { ...withNow(context, e), pace: e.config.phaseTimeMultiplier };
      return { ...ctx, ...startEngine(ctx, e.config, e.seed, e.inputs) };
    }),
    input: assign(({ context, event }) => {
      const e = event as Ev<'INPUT'>;
      const step = runEngine(withNow(context, e), [e.input]);
      const player = 'player' in e.input ? e.input.player : null;
      if (e.clientSeq === undefined || player === null || step.lastInputs.length === 0) return step;
      return { ...step, clientSeqs: { ...context.clientSeqs, [player]: Math.max(context.clientSeqs?.[player] ?? 0, e.clientSeq) } };
    }),
    // An event that runs no engine step leaves no "last" events or inputs behind: replays and broadcasts
    // read them after every event, and stale ones would be counted twice.
    clearLast: assign({ lastEvents: () => [], lastInputs: () => [] }),
    botsAct: assign(({ context, event }) => {
      const e = event as Ev<'BOTS_ACT'>;
      const inputs = e.moves.flatMap((m) => [...m.inputs, { type: 'READY' as const, player: m.player }]);
      return runEngine(withNow(context, e), inputs);
    }),
    timeout: assign(({ context, event }) => runEngine(withNow(context, event), [{ type: 'TIMEOUT', phaseSerial: context.engine!.phaseSerial }])),
    settle: assign(({ context, event }) => runEngine(withNow(context, event), [])),
    pause: assign(({ context, event }) => {
      const t = context.timer;
      if (t.paused) return {};
      return { now: event.at, timer: { ...t, paused: true, pausedAt: event.at, deadline: null, pausedRemaining: t.deadline === null ? null : Math.max(0, t.deadline - event.at) } };
    }),
    resume: assign(({ context, event }) => {
      const t = context.timer;
      if (!t.paused) return {};
      // Grace periods stood still while paused: a seat lost before the pause gets the paused time back, a seat
      // lost during it starts its grace now.
      const pausedAt = t.pausedAt ?? event.at;
      const seats = context.seats.map((s) => (s.lostAt === null ? s : { ...s, lostAt: s.lostAt + (event.at - Math.max(s.lostAt, pausedAt)) }));
      return {
        now: event.at, seats,
        timer: { ...t, paused: false, pausedAt: null, pausedRemaining: null, deadline: t.pausedRemaining === null ? null : event.at + t.pausedRemaining },
      };
    }),
    addTime: assign(({ context, event }) => {
      const ms = (event as Ev<'ADD_TIME'>).ms;
      const t = context.timer;
      if (t.paused) return { timer: { ...t, pausedRemaining: t.pausedRemaining === null ? null : t.pausedRemaining + ms } };
      return { timer: { ...t, deadline: t.deadline === null ? null : t.deadline + ms } };
    }),
    setPace: assign(({ context, event }) => {
      // The new pace also rescales what is left of the current actionable phase.
      const pace = (event as Ev<'SET_PACE'>).pace;
      const t = context.timer;
      const actionable = context.engine !== null && context.engine.status === 'RUNNING' && isTimedActionable(context);
      if (!actionable) return { pace };
      const scale = (ms: number) => Math.round((ms * pace) / context.pace);
      if (t.paused) return { pace, timer: { ...t, pausedRemaining: t.pausedRemaining === null ? null : scale(t.pausedRemaining) } };
      return { pace, now: event.at, timer: { ...t, deadline: t.deadline === null ? null : event.at + scale(Math.max(0, t.deadline - event.at)) } };
    }),
    seatLost: assign(({ context, event }) => ({
      seats: context.seats.map((s) => (s.player === (event as Ev<'SEAT_LOST'>).player ? { ...s, lostAt: event.at } : s)),
    })),
    seatBack: assign(({ context, event }) => ({
      seats: context.seats.map((s) => (s.player === (event as Ev<'SEAT_BACK'>).player ? { ...s, lostAt: null } : s)),
    })),
    setSeat: assign(({ context, event }) => {
      const e = event as Ev<'SET_SEAT'>;
      // In a running game a seat handed back to people has nobody yet: its grace period starts now.
      const lostAt = (s: SeatInfo) => (e.kind === 'bot' || context.engine === null ? null : s.kind === 'bot' ? e.at : s.lostAt);
      return { seats: context.seats.map((s) => (s.player === e.player ? { ...s, kind: e.kind, botLevel: e.botLevel, name: e.name ?? s.name, lostAt: lostAt(s) } : s)) };
    }),
    restarted: assign(({ context, event }) => {
      // Downtime does not count against anyone: deadlines and grace periods move by it.
      const shift = (event as Ev<'RESTARTED'>).downtimeMs;
      const t = context.timer;
      return {
        now: event.at,
        timer: { ...t, deadline: t.deadline === null ? null : t.deadline + shift },
        seats: context.seats.map((s) => (s.lostAt === null ? s : { ...s, lostAt: s.lostAt + shift })),
      };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    gameId: input.gameId,
    seats: input.seats,
    options: { graceMs: 20_000, ...input.options },
    engine: null,
    pace: 1,
    timer: { serial: 0, startedAt: 0, deadline: null, paused: false, pausedRemaining: null },
    now: 0,
    trail: [],
    lastEvents: [],
    lastInputs: [],
    inputCount: 0,
    clientSeqs: {},
  }),
  initial: 'lobby',
  states: {
    lobby: {
      on: {
        START: { target: 'game', actions: 'start' },
        LOAD: { target: 'game', actions: 'load' },
        SET_SEAT: { actions: 'setSeat' },
      },
    },
    game: {
      initial: 'INFLUENCE_BID',
      // Every event either runs an engine step (which sets lastEvents/lastInputs) or clears them.
      on: {
        // The host refuses inputs and END_PHASE_NOW while paused (PAUSED) before journaling them; the chart
        // does not guard them so journals written before that rule still replay as they were played.
        INPUT: { actions: 'input' },
        BOTS_ACT: [{ guard: 'currentBots', actions: 'botsAct' }, { actions: 'clearLast' }],
        TIME_UP: [{ guard: 'currentTimer', actions: 'timeout' }, { actions: 'clearLast' }],
        END_PHASE_NOW: { actions: 'timeout' },
        PAUSE: { actions: ['clearLast', 'pause'] },
        RESUME: { actions: ['clearLast', 'resume'] },
        ADD_TIME: { actions: ['clearLast', 'addTime'] },
        SET_PACE: [{ guard: 'validPace', actions: ['clearLast', 'setPace'] }, { actions: 'clearLast' }],
        SEAT_LOST: { actions: ['clearLast', 'seatLost'] },
        SEAT_BACK: { actions: ['clearLast', 'seatBack'] },
        GRACE_EXPIRED: [{ guard: 'running', actions: 'settle' }, { actions: 'clearLast' }],
        SET_SEAT: [{ guard: 'running', actions: ['setSeat', 'settle'] }, { actions: ['clearLast', 'setSeat'] }],
        RESTARTED: { actions: ['clearLast', 'restarted'] },
      },
      states: phaseStates(),
    },
    over: { type: 'final' },
    desynced: { type: 'final' },
  },
});

function isTimedActionable(ctx: SessionContext): boolean {
  const e = ctx.engine!;
  return e.config.timerMode === 'TIMED' && isActionablePhase(e.phase);
}
