import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PHASE_IDS } from '../../../src-shared/games/sectors/data.ts';
import { SessionRunner } from '../../../src-shared/session/runner.ts';
import { enteredSuccessors } from '../../../src-shared/games/sectors/phase-graph.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { phaseOfValue, sessionMachineFor } from '../../../src-shared/session/machine.ts';
import { makeConfig } from '../../../src-shared/games/sectors/config.ts';
import { SimulatedClock } from 'xstate';
import { advanceBy, randomBots, seats, startSession, engineOf } from '../../helpers/session.ts';

/** Plays a seeded all-bot game to its end and records every machine state entered (microsteps included). */
function playRecorded(seed: number, players: number, options: Parameters<typeof makeConfig>[1]) {
  const clock = new SimulatedClock();
  const visited: string[] = [];
  const engineEntered: string[] = [];
  const runner = new SessionRunner(sectorsModule, { gameId: 'rec', kind: 'sectors', seats: seats(Array(players).fill('bot')) }, { clock, bots: randomBots, botThinkMs: 200 });
  runner.actor.system.inspect((e) => {
    if (e.type === '@xstate.microstep' || e.type === '@xstate.snapshot') {
      const value = (e.snapshot as unknown as { value: unknown }).value;
      const name = typeof value === 'string' ? value : (phaseOfValue(value) ?? 'game');
      if (visited.at(-1) !== name || e.type === '@xstate.microstep') visited.push(name);
    }
  });
  runner.send({ type: 'START', at: 0, config: makeConfig(players, options), seed });
  for (let i = 0; i < 200_000 && engineOf(runner.context).status === 'RUNNING'; i++) {
    for (const ev of runner.context.lastEvents) if (ev.type === 'PHASE_STARTED') engineEntered.push((ev as { phase?: string }).phase as string);
    clock.increment(100);
  }
  for (const ev of runner.context.lastEvents) if (ev.type === 'PHASE_STARTED') engineEntered.push((ev as { phase?: string }).phase as string);
  return { runner, visited, engineEntered };
}

describe('session statechart: order of play', () => {
  it('walks only transitions the order of play allows, and ends in `over`', () => {
    const { runner, visited } = playRecorded(11, 4, { reviewSeconds: 2, maxTurns: 8 });
    expect(runner.stateValue).toBe('over');
    const phases = visited.filter((v) => (PHASE_IDS as readonly string[]).includes(v));
    for (let i = 1; i < phases.length; i++) {
      if (phases[i] === phases[i - 1]) continue; // repeated records of the same settled state
      expect(enteredSuccessors(phases[i - 1] as (typeof PHASE_IDS)[number]), `${phases[i - 1]} → ${phases[i]}`).toContain(phases[i]);
    }
    expect(visited).not.toContain('desynced');
  });

  it('passes through every one of the 30 phases across seeded bot games, loops and skips included', () => {
    const seen = new Set<string>();
    let subRoundLoops = 0;
    let companyLoops = 0;
    // Seeds chosen so random bots reach the rare phases too (EXERCISE_OPTIONS, DIVESTMENT need 11 turns / many seats).
    for (const [seed, players, maxTurns] of [[1, 4, 8], [2, 7, 11], [3, 12, 8], [4, 3, 15], [15, 4, 11], [2, 20, 11]] as const) {
      const { visited } = playRecorded(seed, players, { reviewSeconds: 1, maxTurns, bankSize: 7500 });
      visited.forEach((v) => seen.add(v));
      visited.forEach((v, i) => {
        if (v === 'PLACE_STOCK_ORDERS' && visited[i - 1] === 'RESOLVE_MARKET_ORDERS') subRoundLoops++;
        if (v === 'COMPANY_VOTE' && visited[i - 1] === 'COMPANY_ACTION_RESOLVE') companyLoops++;
      });
    }
    const missing = PHASE_IDS.filter((p) => !seen.has(p));
    expect(missing).toEqual([]);
    expect(subRoundLoops).toBeGreaterThan(0);
    expect(companyLoops).toBeGreaterThan(0);
  });

  it('mirrors the engine: the machine state is always the engine phase', () => {
    const { runner, engineEntered } = playRecorded(21, 5, { reviewSeconds: 0 });
    expect(runner.stateValue).toBe('over');
    expect(engineEntered.length).toBeGreaterThan(50);
    expect(engineEntered[0]).toBe('INFLUENCE_BID_RESOLVE');
  });
});

describe('session statechart: timers to the millisecond (SimulatedClock)', () => {
  it('times an actionable phase out exactly at its deadline (default × pace)', () => {
    const { clock, runner } = startSession(['human', 'human'], { phaseTimeMultiplier: 1 });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    expect(runner.context.timer.deadline).toBe(55_000);
    clock.increment(54_999);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    clock.increment(1);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    // Automatic phases wait their review time (5 s), not multiplied by pace.
    expect(runner.context.timer.deadline).toBe(60_000);
  });

  it('applies pace to actionable phases only, rounding up to whole seconds', () => {
    const { runner } = startSession(['human', 'human'], { phaseTimeMultiplier: 1.5 });
    expect(runner.context.timer.deadline).toBe(Math.ceil(55 * 1.5) * 1000);
  });

  it('ends a phase as soon as every seat that may act is ready, and UNREADY withdraws', () => {
    const { clock, runner } = startSession(['human', 'human', 'human']);
    clock.increment(1000);
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P2' } });
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'UNREADY', player: 'P1' } });
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P3' } });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    expect(engineOf(runner.context).inputs.ready).toEqual(['P2', 'P3']);
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    expect(runner.context.timer.startedAt).toBe(1000);
    expect(runner.context.timer.deadline).toBe(6000);
  });

  it('pause keeps the remaining time exactly; resume continues from it', () => {
    const { clock, runner } = startSession(['human', 'human']);
    clock.increment(10_000);
    runner.send({ type: 'PAUSE', at: clock.now() });
    expect(runner.context.timer).toMatchObject({ paused: true, pausedRemaining: 45_000, deadline: null });
    advanceBy(clock, 300_000);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    runner.send({ type: 'RESUME', at: clock.now() });
    expect(runner.context.timer.deadline).toBe(310_000 + 45_000);
    clock.increment(44_999);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    clock.increment(1);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('add time moves the deadline, paused or not', () => {
    const { clock, runner } = startSession(['human', 'human']);
    runner.send({ type: 'ADD_TIME', at: clock.now(), ms: 10_000 });
    expect(runner.context.timer.deadline).toBe(65_000);
    clock.increment(20_000);
    runner.send({ type: 'PAUSE', at: clock.now() });
    runner.send({ type: 'ADD_TIME', at: clock.now(), ms: 5_000 });
    expect(runner.context.timer.pausedRemaining).toBe(50_000);
    runner.send({ type: 'RESUME', at: clock.now() });
    clock.increment(49_999);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    clock.increment(1);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('changing the pace rescales the remaining time of the current phase and sets later phases', () => {
    const { clock, runner } = startSession(['human', 'human']);
    clock.increment(15_000);
    runner.send({ type: 'SET_PACE', at: clock.now(), pace: 0.5 });
    expect(runner.context.timer.deadline).toBe(15_000 + 20_000);
    runner.send({ type: 'SET_PACE', at: clock.now(), pace: 7 }); // not an allowed value: ignored
    expect(runner.context.table.pace).toBe(0.5);
    clock.increment(20_000);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('end phase now ends the current phase at once', () => {
    const { clock, runner } = startSession(['human', 'human']);
    clock.increment(3000);
    runner.send({ type: 'END_PHASE_NOW', at: clock.now() });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('a stale TIME_UP for an earlier phase changes nothing', () => {
    const { clock, runner } = startSession(['human', 'human']);
    runner.send({ type: 'END_PHASE_NOW', at: clock.now() });
    const serial = engineOf(runner.context).phaseSerial;
    runner.send({ type: 'TIME_UP', at: clock.now(), serial: serial - 1 });
    expect(engineOf(runner.context).phaseSerial).toBe(serial);
  });

  it('in TIMERLESS mode every phase, automatic ones too, waits until each human seat is ready', () => {
    const { clock, runner } = startSession(['human', 'human', 'bot'], { timerMode: 'TIMERLESS' });
    expect(runner.context.timer.deadline).toBeNull();
    advanceBy(clock, 3_600_000, 60_000);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P2' } });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    // A result to read: no clock; the bot is ready at once, the people when they say so.
    expect(runner.context.timer.deadline).toBeNull();
    advanceBy(clock, 3_600_000, 60_000);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P2' } });
    expect(engineOf(runner.context).phase).not.toBe('INFLUENCE_BID_RESOLVE');
  });

  it('a seat whose connection is lost counts as ready after the grace period, in this and later phases', () => {
    const { clock, runner } = startSession(['human', 'human'], { timerMode: 'TIMERLESS' }, 7, { graceMs: 20_000 });
    clock.increment(1000);
    runner.send({ type: 'SEAT_LOST', at: clock.now(), player: 'P2' });
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    clock.increment(19_999);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID');
    clock.increment(1);
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    expect(engineOf(runner.context).inputs.ready).toContain('P2');
    runner.send({ type: 'SEAT_BACK', at: clock.now(), player: 'P2' });
    expect(runner.context.seats[1].lostAt).toBeNull();
  });

  it('bots act inside the phase after their think time and are ready at once in automatic phases', () => {
    const { clock, runner } = startSession(['human', 'bot', 'bot'], {}, 3, { botThinkMs: 500 });
    clock.increment(499);
    expect(engineOf(runner.context).inputs.ready).toEqual([]);
    clock.increment(1);
    expect(engineOf(runner.context).inputs.ready.sort()).toEqual(['P2', 'P3']);
    runner.send({ type: 'INPUT', at: clock.now(), input: { type: 'READY', player: 'P1' } });
    // INFLUENCE_BID_RESOLVE is automatic: both bots ready at once, the human still decides.
    expect(engineOf(runner.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    expect(engineOf(runner.context).inputs.ready.sort()).toEqual(['P2', 'P3']);
  });

  it('a persisted snapshot restores the deadline exactly (no `after` delays to lose)', () => {
    const { clock, runner } = startSession(['human', 'human']);
    clock.increment(12_345);
    const persisted = JSON.parse(JSON.stringify(runner.actor.getPersistedSnapshot()));
    runner.stop();
    const clock2 = new SimulatedClock();
    clock2.set(12_345);
    const restored = new SessionRunner(sectorsModule, { gameId: 'test', kind: 'sectors', seats: seats(['human', 'human']) }, { clock: clock2, bots: randomBots }, persisted);
    restored.arm();
    expect(restored.context.timer.deadline).toBe(55_000);
    clock2.increment(55_000 - 12_345 - 1);
    expect(engineOf(restored.context).phase).toBe('INFLUENCE_BID');
    clock2.increment(1);
    expect(engineOf(restored.context).phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('a restart shifts deadlines by the downtime, so the phase keeps the time it had left', () => {
    const { clock, runner } = startSession(['human', 'human']);
    clock.increment(30_000);
    runner.send({ type: 'RESTARTED', at: 90_000, downtimeMs: 60_000 });
    expect(runner.context.timer.deadline).toBe(115_000);
  });
});

describe('session machine definition', () => {
  it('has one state per spec phase (and a running | paused clock) plus lobby, over and desynced', () => {
    const sessionMachine = sessionMachineFor(sectorsModule);
    const actor = createActor(sessionMachine, { input: { gameId: 'x', kind: 'sectors', seats: seats(['human', 'human']) } });
    const game = sessionMachine.root.states.game as unknown as { states: Record<string, { states: object }> };
    expect(Object.keys(game.states)).toEqual(['phase', 'clock']);
    expect(Object.keys(game.states.phase.states)).toEqual([...PHASE_IDS]);
    expect(Object.keys(game.states.clock.states)).toEqual(['running', 'paused']);
    expect(Object.keys(sessionMachine.root.states)).toEqual(['lobby', 'game', 'over', 'desynced']);
    actor.start();
    expect(actor.getSnapshot().value).toBe('lobby');
    actor.stop();
  });
});
