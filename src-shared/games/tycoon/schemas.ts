/**
 * Stock Market Tycoon's wire shapes (src-shared/platform/schemas.ts): what a seat may send (schemas/inputs.ts),
 * the events of `view.events` (schemas/events.ts), the public view and a seat's private view
 * (schemas/views.ts). The game's input, event and view types are inferred from them; the module hands them to
 * the platform (`schemas`), and the renderer decodes views and events with them. Like everything under
 * schemas/, this file loads valibot and other schema files only, never the rules.
 */
import type * as v from 'valibot';
import type { GameSchemas } from '../../platform/schemas.ts';
import { EVENT_SCHEMAS } from './schemas/events.ts';
import { INPUT_SCHEMAS } from './schemas/inputs.ts';
import { TycoonPrivateViewSchema, TycoonPublicViewSchema } from './schemas/views.ts';

export { EVENT_SCHEMAS, type TycoonEventOf, type TycoonEventType, type TycoonGameEvent, type TycoonWireEvent } from './schemas/events.ts';
export { INPUT_SCHEMAS, SEAT_INPUT_TYPES, type Input, type InputType, type SeatInput, type SeatInputType } from './schemas/inputs.ts';
export { TRADE_KINDS, TycoonPrivateViewSchema, TycoonPublicViewSchema } from './schemas/views.ts';

export type TycoonPublicView = v.InferOutput<typeof TycoonPublicViewSchema>;
export type TycoonPrivateView = v.InferOutput<typeof TycoonPrivateViewSchema>;

export const tycoonSchemas: GameSchemas = {
  inputs: INPUT_SCHEMAS,
  events: EVENT_SCHEMAS,
  publicView: TycoonPublicViewSchema,
  privateView: TycoonPrivateViewSchema,
};
