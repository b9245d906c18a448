/** Which decision-maker plays a bot seat of each level: random-legal, easy, medium or hard (src-shared/games/sectors/bots). */
import { botPolicy as levelPolicy, type BotOptions } from '../../src-shared/games/sectors/bots/index.ts';
import type { BotPolicy } from '../../src-shared/session/runner.ts';

/** Default time a hard bot may think per decision (ms); the host option `botBudgetMs` overrides it. */
export const DEFAULT_BOT_BUDGET_MS = 300;

/**
 * The host's bot policy: the seat's level picks the bot. `now` is the host's clock (the hard bot checks
 * its budget against it and falls back to the medium decision when the budget is spent).
 */
export function botPolicyFor(options: BotOptions = {}): BotPolicy {
  return levelPolicy({ budgetMs: DEFAULT_BOT_BUDGET_MS, ...options });
}

/** Without a clock the hard bot never runs out of time (deterministic; for tools and tests). */
export const botPolicy: BotPolicy = botPolicyFor();
