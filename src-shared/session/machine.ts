/**
 * The live session of any game as one XState v5 statechart, generated from the game module's phase graph:
 * lobby → game (a `phase` region with one state per phase of the game, and a `clock` region running |
 * paused) → over. The game decides what happens; the chart walks the phases the game entered, along the
 * edges of its phase graph, so a phase the rules do not allow after another is a visible error (state
 * `desynced`) rather than a silent jump.
 *
 * Time: every event carries `at` (the host's clock). The active window keeps an absolute deadline in
 * context; an external clock (runner.ts) sends TIME_UP when it passes. No `after` delays are used, so a
 * persisted snapshot restores timers exactly.
 */
import { and, assertEvent, assign, setup, stateIn } from 'xstate';
import type { AnyGameModule } from '../platform/module.ts';
import { DEFAULT_TABLE_OPTIONS, PACES, tableOptionsFrom } from '../platform/table-options.ts';
import { activeWindow, isPaced } from '../platform/windows.ts';
import { runEngine, startEngine } from './engine-step.ts';
import type { SeatInfo, SessionContext, SessionEvent, SessionInput } from './types.ts';

/**
 * 3: generic windows (game modules), the clock as a state region, in-place inputs with strict refusals.
 * Snapshots of another version are not restored: the session is rebuilt from the journal.
 */
export const MACHINE_VERSION = 3;

/** Accepted acts remembered per seat (with their `clientSeq`, window and input) to recognise resends. */
export const RECENT_ACTS = 8;

const withNow = (ctx: SessionContext, event: SessionEvent): SessionContext => ({ ...ctx, now: event.at });
const running = stateIn({ game: { clock: 'running' } });

function buildMachine(module: AnyGameModule) {
  const graph = module.phaseGraph;
  const active = (ctx: SessionContext) => (ctx.engine === null ? null : activeWindow(module.windows(ctx.engine)));

  function phaseStates() {
    const states: Record<string, object> = {};
    for (const phase of graph.phases) {
      states[phase] = {
        tags: ['phase'],
        always: [
          ...graph.successors(phase).map((next) => ({
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

  return setup({
    types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
    guards: {
      trailHeadIs: ({ context }, params: { phase: string }) => context.trail[0] === params.phase,
      trailNotEmpty: ({ context }) => context.trail.length > 0,
      running,
      currentTimer: ({ context, event }) => {
        assertEvent(event, 'TIME_UP');
        return context.timer.serial === event.serial && active(context)?.id === event.serial;
      },
      currentBots: ({ context, event }) => {
        assertEvent(event, 'BOTS_ACT');
        return active(context)?.id === event.serial;
      },
      validPace: ({ event }) => {
        assertEvent(event, 'SET_PACE');
        return PACES.includes(event.pace);
      },
    },
    actions: {
      shiftTrail: assign({ trail: ({ context }) => context.trail.slice(1) }),
      start: assign(({ context, event }) => {
        assertEvent(event, ['START', 'LOAD']);
        const table = event.table ?? tableOptionsFrom(event.config as Record<string, unknown>, context.options.graceMs / 1000);
        const ctx = { ...withNow(context, event), table };
        return { ...ctx, ...startEngine(module, ctx, event.config, event.seed, event.type === 'LOAD' ? event.inputs : [], event.type === 'START' ? event.position : undefined) };
      }),
      input: assign(({ context, event }) => {
        assertEvent(event, 'INPUT');
        const window = active(context)?.id ?? context.timer.serial;
        const step = runEngine(module, withNow(context, event), [event.input], { strict: true });
        const player = event.input.player;
        if (event.clientSeq === undefined || !player || step.lastInputs.length === 0) return step;
        // The seat's last few accepted acts, so a protocol-1 resend on a new connection is recognised (host/client-seq.ts).
        const recent = [...(context.recentActs?.[player] ?? []), { seq: event.clientSeq, window, input: JSON.stringify(event.input) }].slice(-RECENT_ACTS);
        return {
          ...step,
          clientSeqs: { ...context.clientSeqs, [player]: Math.max(context.clientSeqs[player] ?? 0, event.clientSeq) },
          recentActs: { ...context.recentActs, [player]: recent },
        };
      }),
      // An event that runs no engine step leaves no "last" events or inputs behind: replays and broadcasts
      // read them after every event, and stale ones would be counted twice.
      clearLast: assign({ lastEvents: () => [], lastInputs: () => [], lastRefusal: () => null }),
      botsAct: assign(({ context, event }) => {
        assertEvent(event, 'BOTS_ACT');
        // Bots ready up where readiness applies; in sequential and interrupt windows their answer is the act.
        // A game may close the window on a bot's last answer: READY then goes to no window and is not sent.
        const window = active(context);
        const readies = window?.kind === 'simultaneous' || window?.kind === 'display';
        return runEngine(module, withNow(context, event), [], { botMoves: { window: window?.id ?? -1, readies, moves: event.moves } });
      }),
      timeout: assign(({ context, event }) => runEngine(module, withNow(context, event), [module.inputs.timeout(active(context)?.id ?? context.timer.serial)])),
      settle: assign(({ context, event }) => runEngine(module, withNow(context, event), [])),
      pause: assign(({ context, event }) => {
        const t = context.timer;
        return { now: event.at, timer: { ...t, paused: true, pausedAt: event.at, deadline: null, pausedRemaining: t.deadline === null ? null : Math.max(0, t.deadline - event.at) } };
      }),
      resume: assign(({ context, event }) => {
        const t = context.timer;
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
        assertEvent(event, 'ADD_TIME');
        const t = context.timer;
        if (t.paused) return { timer: { ...t, pausedRemaining: t.pausedRemaining === null ? null : t.pausedRemaining + event.ms } };
        return { timer: { ...t, deadline: t.deadline === null ? null : t.deadline + event.ms } };
      }),
      setPace: assign(({ context, event }) => {
        assertEvent(event, 'SET_PACE');
        // The new pace also rescales what is left of the active window, when its clock follows the pace.
        const pace = event.pace;
        const table = { ...context.table, pace };
        const window = active(context);
        const t = context.timer;
        if (!window || context.table.timerMode !== 'TIMED') return { table };
        const scale = (ms: number) => Math.round((ms * pace) / context.table.pace);
        // Windows held under an interrupt (a turn under its offer pass) keep what is left of their own clock: it
        // follows the pace as well, or the turn would come back at the old pace's time.
        const open = new Map(module.windows(context.engine!).map((w) => [w.id, w]));
        const suspended = context.suspended.map((h) => {
          const held = open.get(h.id);
          return held && isPaced(held) && h.remainingMs !== null ? { ...h, remainingMs: scale(h.remainingMs) } : h;
        });
        if (!isPaced(window)) return { table, suspended };
        if (t.paused) return { table, suspended, timer: { ...t, pausedRemaining: t.pausedRemaining === null ? null : scale(t.pausedRemaining) } };
        return { table, suspended, now: event.at, timer: { ...t, deadline: t.deadline === null ? null : event.at + scale(Math.max(0, t.deadline - event.at)) } };
      }),
      setHints: assign(({ context, event }) => {
        assertEvent(event, 'SET_HINTS');
        return { table: { ...context.table, hints: event.on } };
      }),
      seatLost: assign(({ context, event }) => {
        assertEvent(event, 'SEAT_LOST');
        return { seats: context.seats.map((s) => (s.player === event.player ? { ...s, lostAt: event.at } : s)) };
      }),
      seatBack: assign(({ context, event }) => {
        assertEvent(event, 'SEAT_BACK');
        return { seats: context.seats.map((s) => (s.player === event.player ? { ...s, lostAt: null } : s)) };
      }),
      setSeat: assign(({ context, event }) => {
        assertEvent(event, 'SET_SEAT');
        // In a running game a seat handed back to people has nobody yet: its grace period starts now.
        const lostAt = (s: SeatInfo) => (event.kind === 'bot' || context.engine === null ? null : s.kind === 'bot' ? event.at : s.lostAt);
        return { seats: context.seats.map((s) => (s.player === event.player ? { ...s, kind: event.kind, botLevel: event.botLevel, name: event.name ?? s.name, lostAt: lostAt(s) } : s)) };
      }),
      restarted: assign(({ context, event }) => {
        assertEvent(event, 'RESTARTED');
        // Downtime does not count against anyone: deadlines and grace periods move by it.
        const shift = event.downtimeMs;
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
      kind: input.kind,
      seats: input.seats,
      options: { graceMs: DEFAULT_TABLE_OPTIONS.graceSeconds * 1000, ...input.options },
      table: tableOptionsFrom({}, input.options?.graceMs === undefined ? undefined : input.options.graceMs / 1000),
      seed: 0,
      engine: null,
      timer: { serial: 0, startedAt: 0, deadline: null, paused: false, pausedRemaining: null },
      suspended: [],
      now: 0,
      trail: [],
      lastEvents: [],
      lastInputs: [],
      lastRefusal: null,
      inputCount: 0,
      clientSeqs: {},
      recentActs: {},
    }),
    initial: 'lobby',
    states: {
      lobby: {
        on: {
          START: { target: 'game', actions: 'start' },
          LOAD: { target: 'game', actions: 'start' },
          SET_SEAT: { actions: 'setSeat' },
        },
      },
      game: {
        type: 'parallel',
        // Every event either runs an engine step (which sets lastEvents/lastInputs) or clears them.
        on: {
          // The host refuses inputs and END_PHASE_NOW while paused (PAUSED) before journaling them; the chart
          // does not guard them so journals written before that rule still replay as they were played.
          INPUT: { actions: 'input' },
          BOTS_ACT: [{ guard: and(['running', 'currentBots']), actions: 'botsAct' }, { actions: 'clearLast' }],
          TIME_UP: [{ guard: and(['running', 'currentTimer']), actions: 'timeout' }, { actions: 'clearLast' }],
          END_PHASE_NOW: { actions: 'timeout' },
          ADD_TIME: { actions: ['clearLast', 'addTime'] },
          SET_PACE: [{ guard: 'validPace', actions: ['clearLast', 'setPace'] }, { actions: 'clearLast' }],
          SET_HINTS: { actions: ['clearLast', 'setHints'] },
          SEAT_LOST: { actions: ['clearLast', 'seatLost'] },
          SEAT_BACK: { actions: ['clearLast', 'seatBack'] },
          // While paused nothing advances: no phase ends, no grace period runs out, no bot acts.
          GRACE_EXPIRED: [{ guard: 'running', actions: 'settle' }, { actions: 'clearLast' }],
          SET_SEAT: [{ guard: 'running', actions: ['setSeat', 'settle'] }, { actions: ['clearLast', 'setSeat'] }],
          RESTARTED: { actions: ['clearLast', 'restarted'] },
        },
        states: {
          phase: { initial: graph.initial, states: phaseStates() },
          clock: {
            initial: 'running',
            states: {
              running: { on: { PAUSE: { target: 'paused', actions: ['clearLast', 'pause'] }, RESUME: { actions: 'clearLast' } } },
              paused: { on: { RESUME: { target: 'running', actions: ['clearLast', 'resume'] }, PAUSE: { actions: 'clearLast' } } },
            },
          },
        },
      },
      over: { type: 'final' },
      desynced: { type: 'final' },
    },
  });
}

export type SessionMachine = ReturnType<typeof buildMachine>;

const machines = new WeakMap<AnyGameModule, SessionMachine>();

/** The session statechart of one game module (built once per module). */
export function sessionMachineFor(module: AnyGameModule): SessionMachine {
  let machine = machines.get(module);
  if (!machine) {
    machine = buildMachine(module);
    machines.set(module, machine);
  }
  return machine;
}

/** The phase the chart is in (null outside a game): what views report as `session.state`. */
export function phaseOfValue(value: unknown): string | null {
  if (value && typeof value === 'object' && 'game' in value) {
    const game = (value as { game: { phase?: unknown } }).game;
    return typeof game?.phase === 'string' ? game.phase : null;
  }
  return null;
}
