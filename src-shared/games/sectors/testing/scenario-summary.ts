/** The scenario's state summary is the game's position summary (../position-summary.ts), shared with tutorials. */
export { position, summarize, type Position } from '../position-summary.ts';
