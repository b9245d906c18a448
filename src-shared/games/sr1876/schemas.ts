/**
 * The 1876 stock round's wire shapes (issue 23, typed I/O; src-shared/platform/schemas.ts): what a seat may send,
 * the events clients find in `view.events`, and the public and private views, as valibot schemas the game's types
 * are inferred from (schemas/*.ts). Light on purpose: the renderer decodes views and events with these, so they
 * load valibot and each other only, never the rules.
 */
import type { GameSchemas } from '../../platform/schemas.ts';
import { EVENT_SCHEMAS } from './schemas/events.ts';
import { INPUT_SCHEMAS } from './schemas/inputs.ts';
import { sr1876PrivateView, sr1876PublicView } from './schemas/views.ts';

export { EVENT_SCHEMAS, GAME_EVENT_SCHEMAS, type Sr1876Event, type Sr1876EventOf, type Sr1876EventType, type Sr1876GameEvent, type Sr1876GameEventType } from './schemas/events.ts';
export { INPUT_SCHEMAS, SEAT_INPUT_TYPES, type Input, type InputType, type SeatInput, type SeatInputType } from './schemas/inputs.ts';
export { sr1876PrivateView, sr1876PublicView } from './schemas/views.ts';

export const sr1876Schemas: GameSchemas = {
  inputs: INPUT_SCHEMAS,
  events: EVENT_SCHEMAS,
  publicView: sr1876PublicView,
  privateView: sr1876PrivateView,
};
