export { sessionMachine, MACHINE_VERSION } from './machine.ts';
export { SessionRunner, nextWake, botsToAct, botRng, type Clock, type BotPolicy, type RunnerOptions } from './runner.ts';
export { phaseDurationMs } from './timing.ts';
export { enteredSuccessors, ORDER_OF_PLAY, ALWAYS_ENTERED, SKIP_CONDITION, type PhaseNode } from './phase-graph.ts';
export * from './types.ts';
