export { sessionMachineFor, phaseOfValue, MACHINE_VERSION, type SessionMachine } from './machine.ts';
export { SessionRunner, nextWake, botsToAct, sessionWindow, type Clock, type RunnerOptions } from './runner.ts';
export { timerFor, clockFor, remainingOf } from './engine-step.ts';
export * from './types.ts';
