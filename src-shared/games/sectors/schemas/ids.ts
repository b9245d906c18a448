/**
 * The names Sectors' wire shapes are made of: sectors, company tiers, passives, research cards, prestige rewards,
 * headline types, company actions and phases, in the rules spec's canonical order (random draws and tie-breaks
 * depend on it). They live here, beside the schemas that list them, so the schemas load no rules table; data.ts
 * keys its tables (costs, seconds, weights) by these names and re-exports them.
 */

export const SECTOR_IDS = [
  'CONSUMER_CYCLICAL',
  'CONSUMER_DEFENSIVE',
  'INDUSTRIALS',
  'TECHNOLOGY',
  'HEALTHCARE',
  'ENERGY',
  'MATERIALS',
] as const;
export type SectorId = (typeof SECTOR_IDS)[number];

export const COMPANY_TIERS = ['INCUBATOR', 'STARTUP', 'GROWTH', 'ESTABLISHED', 'ENTERPRISE', 'CONGLOMERATE', 'TITAN'] as const;
export type CompanyTier = (typeof COMPANY_TIERS)[number];

export const PASSIVES = [
  'BOOM_CYCLE',
  'STEADY_DEMAND',
  'MANUFACTURE',
  'INNOVATION_SURGE',
  'REGULATORY_SHIELD',
  'CARBON_CREDIT',
  'EXTRACT',
] as const;
export type Passive = (typeof PASSIVES)[number];

/** The research deck's effects (§3.5); a draw from an empty deck finds NO_DISCERNIBLE_FINDINGS. */
export const RESEARCH_EFFECTS = [
  'PRODUCT_DEVELOPMENT', 'QUALITY_CONTROL', 'GOVERNMENT_GRANT', 'CLINICAL_TRIAL', 'RENEWABLE_ENERGY',
  'ARTIFICIAL_INTELLIGENCE', 'ECOMMERCE', 'ROBOTICS', 'NEW_ALLOY', 'ENERGY_SAVING', 'CORPORATE_ESPIONAGE',
  'GLOBALIZATION', 'ECONOMIES_OF_SCALE', 'MARKET_EXPANSION', 'AUTOMATION', 'SPECIALIZATION', 'DIVERSIFICATION',
  'INNOVATION',
] as const;
export const RESEARCH_CARDS = [...RESEARCH_EFFECTS, 'NO_DISCERNIBLE_FINDINGS'] as const;
export type ResearchEffect = (typeof RESEARCH_CARDS)[number];

/** The prestige track's rewards (§3.6); their costs and draw weights are data.ts's PRESTIGE_REWARDS. */
export const PRESTIGE_REWARD_IDS = ['ELASTICITY', 'MAGNET_EFFECT', 'INVESTOR_CONFIDENCE', 'CAPITAL_INJECTION', 'BULL_SIGNAL', 'INFLUENCER'] as const;
export type PrestigeReward = (typeof PRESTIGE_REWARD_IDS)[number];

/** The headline types (§3.7); their costs and shifts are data.ts's HEADLINE_TYPES. */
export const HEADLINE_TYPE_IDS = ['SECTOR_POSITIVE_1', 'SECTOR_POSITIVE_2', 'SECTOR_NEGATIVE_1', 'SECTOR_NEGATIVE_2'] as const;
export type HeadlineType = (typeof HEADLINE_TYPE_IDS)[number];

/** The company actions (§9.7); their prices are data.ts's. */
export const COMPANY_ACTIONS = [
  'LARGE_MARKETING', 'SMALL_MARKETING', 'RESEARCH', 'EXPANSION', 'DOWNSIZE', 'SHARE_BUYBACK', 'SHARE_ISSUE',
  'INCREASE_PRICE', 'DECREASE_PRICE', 'SPEND_PRESTIGE', 'LOAN', 'LOBBY', 'OUTSOURCE', 'VETO',
  'VISIONARY', 'STRATEGIC_RESERVE', 'RAPID_EXPANSION', 'FASTTRACK_APPROVAL', 'PRICE_FREEZE', 'REBRAND',
  'SURGE_PRICING', 'EXTRACT', 'MANUFACTURE',
] as const;
export type CompanyActionId = (typeof COMPANY_ACTIONS)[number];

/** The phases of a turn in order (§6.1); which take input and for how long is data.ts's PHASES. */
export const PHASE_IDS = [
  'INFLUENCE_BID',
  'INFLUENCE_BID_RESOLVE',
  'START_TURN',
  'TRANCHE_VOTE',
  'TRANCHE_VOTE_RESOLVE',
  'TRANCHE_DISTRIBUTE',
  'TRANCHE_DISTRIBUTE_RESOLVE',
  'RESOLVE_LIMIT_ORDERS',
  'PLACE_STOCK_ORDERS',
  'REVIEW_CONCEALED_ORDERS',
  'REVEAL_ORDERS',
  'RESOLVE_MARKET_ORDERS',
  'CHARGE_SHORT_INTEREST',
  'COVER_SHORTS',
  'OPEN_PENDING_SHORTS',
  'EXPIRE_OPTIONS',
  'OPEN_PENDING_OPTIONS',
  'EXERCISE_OPTIONS',
  'OPEN_PENDING_LIMITS',
  'STOCK_ROUND_RESULTS',
  'OR_PRODUCTION',
  'REVENUE_VOTE',
  'REVENUE_DISTRIBUTION',
  'STOCK_PRICE_ADJUSTMENT',
  'COMPANY_VOTE',
  'COMPANY_VOTE_RESULT',
  'COMPANY_ACTION_RESOLVE',
  'CAPITAL_GAINS',
  'DIVESTMENT',
  'END_TURN',
] as const;
export type PhaseId = (typeof PHASE_IDS)[number];
