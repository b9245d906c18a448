/** The scenario state summary moved to the game folder (../position-summary.ts): tutorials' checks read it too. */
export { summarizeState } from '../position-summary.ts';
