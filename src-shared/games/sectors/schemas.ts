/**
 * Sectors' wire shapes (issue 23, typed I/O; src-shared/platform/schemas.ts): what its seats may send
 * (schemas/inputs.ts), the events in `view.events` (schemas/events.ts), the public view and a seat's private part
 * (schemas/views.ts, built on the state's shapes of schemas/state.ts), and how a client puts the two views together
 * (schemas/merge.ts). The engine's types are inferred from them; the renderer loads this file, and nothing here
 * loads the rules (test/unit/renderer-boundary.test.ts keeps it so).
 */
import type { GameSchemas } from '../../platform/schemas.ts';
import { EVENT_SCHEMAS } from './schemas/events.ts';
import { ACTION_SCHEMAS } from './schemas/inputs.ts';
import { PrivateViewSchema, PublicViewSchema } from './schemas/views.ts';

export const sectorsSchemas: GameSchemas = {
  inputs: ACTION_SCHEMAS,
  events: EVENT_SCHEMAS,
  publicView: PublicViewSchema,
  privateView: PrivateViewSchema,
};

export { ACTION_SCHEMAS, type InputType, type SectorsInput } from './schemas/inputs.ts';
export { EVENT_SCHEMAS, readEvent, type EventOf, type GameEvent, type GameEventType } from './schemas/events.ts';
export { PrivateViewSchema, PublicViewSchema, type OrderFlags, type OrderView, type PrivateView, type PublicView } from './schemas/views.ts';
export { mergeView, type Viewer } from './schemas/merge.ts';
export type { CompanyActionId, CompanyTier, HeadlineType, Passive, PhaseId, PrestigeReward, ResearchEffect, SectorId } from './schemas/ids.ts';
