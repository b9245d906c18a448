/**
 * Sectors' inputs at the edge: their shapes (schemas/inputs.ts, where the renderer may read them too) and which
 * phase accepts which.
 */
import { ACTION_SCHEMAS, type InputType } from './schemas/inputs.ts';

export { ACTION_SCHEMAS, type InputType, type SectorsInput } from './schemas/inputs.ts';

export const INPUT_TYPES = Object.keys(ACTION_SCHEMAS) as InputType[];

/** Which phase accepts which player action (§6.1); READY/UNREADY/TIMEOUT are accepted everywhere. */
export const ACCEPTED_IN: Record<string, readonly string[]> = {
  SUBMIT_INFLUENCE_BID: ['INFLUENCE_BID'],
  BACK_HEADLINE: ['START_TURN'],
  WITHDRAW_HEADLINE: ['START_TURN'],
  VOTE_TRANCHE: ['TRANCHE_VOTE'],
  ALLOCATE_TRANCHE: ['TRANCHE_DISTRIBUTE'],
  PLACE_MARKET_ORDER: ['PLACE_STOCK_ORDERS'],
  PLACE_LIMIT_ORDER: ['PLACE_STOCK_ORDERS'],
  PLACE_SHORT_ORDER: ['PLACE_STOCK_ORDERS'],
  PLACE_OPTION_ORDER: ['PLACE_STOCK_ORDERS'],
  CANCEL_LIMIT_ORDER: ['PLACE_STOCK_ORDERS'],
  CANCEL_MARKET_ORDER: ['PLACE_STOCK_ORDERS'],
  COVER_SHORT: ['COVER_SHORTS'],
  EXERCISE_OPTION: ['EXERCISE_OPTIONS'],
  VOTE_REVENUE: ['REVENUE_VOTE'],
  VOTE_COMPANY_ACTIONS: ['COMPANY_VOTE'],
  CONTRIBUTE_CASH: ['COMPANY_VOTE'],
  CONTRIBUTE_SHARES: ['COMPANY_VOTE'],
};

/** The player actions a phase accepts (by ACCEPTED_IN; READY/UNREADY are accepted everywhere besides). */
export function actionsAcceptedIn(phase: string): string[] {
  return Object.entries(ACCEPTED_IN).filter(([, phases]) => phases.includes(phase)).map(([type]) => type);
}

export { describeIssues } from '../../schema-issues.ts';
