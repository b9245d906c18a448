/** The Sectors rules engine's public surface. */
export { create, apply, applyInPlace, advance } from './engine.ts';
export { legalActions } from './legal.ts';
export { view, publicView, privateView, mergeView, submittedPlayers, type GameView, type PublicView, type PrivateView, type Viewer, type OrderView } from './view.ts';
export { checkInvariants, type InvariantViolation } from './invariants.ts';
export { DEFAULT_CONFIG, makeConfig, configProblems, ALLOWED } from './config.ts';
export { netWorth } from './queries.ts';
export { rank } from './upkeep/end-turn.ts';
export * from './types.ts';
export * as data from './data.ts';
