/**
 * Every data table of rules spec §3 (and the phase catalogue of §6.1), in one place.
 * Row order in these arrays is the spec's canonical order: random draws and tie-breaks depend on it.
 */

import {
  COMPANY_TIERS, HEADLINE_TYPE_IDS, PHASE_IDS, PRESTIGE_REWARD_IDS, SECTOR_IDS,
  type CompanyActionId, type CompanyTier, type HeadlineType, type Passive, type PhaseId, type PrestigeReward,
  type ResearchEffect, type SectorId,
} from './schemas/ids.ts';

// The names themselves are the wire's vocabulary (schemas/ids.ts): the schemas list them without this file.
export {
  COMPANY_ACTIONS, COMPANY_TIERS, HEADLINE_TYPE_IDS, PASSIVES, PHASE_IDS, PRESTIGE_REWARD_IDS, RESEARCH_EFFECTS, SECTOR_IDS,
  type CompanyActionId, type CompanyTier, type HeadlineType, type Passive, type PhaseId, type PrestigeReward,
  type ResearchEffect, type SectorId,
} from './schemas/ids.ts';

export type SectorData = {
  id: SectorId;
  name: string;
  baseDemand: number;
  floatPercent: number;
  ipoPrices: readonly number[];
  unitMin: number;
  unitMax: number;
  startTier: CompanyTier;
  activeAction: CompanyActionId;
  passive: Passive;
  volatility: number;
  initialPriorityRank: number;
  starters: readonly (readonly [name: string, ticker: string])[];
  pool: readonly (readonly [name: string, ticker: string])[];
};

export const SECTORS: Record<SectorId, SectorData> = {
  CONSUMER_CYCLICAL: {
    id: 'CONSUMER_CYCLICAL', name: 'Consumer Cyclical', baseDemand: 3, floatPercent: 50,
    ipoPrices: [32, 35, 39, 43, 47, 51, 55, 60, 65, 70], unitMin: 40, unitMax: 80, startTier: 'STARTUP',
    activeAction: 'REBRAND', passive: 'BOOM_CYCLE', volatility: 70, initialPriorityRank: 6,
    starters: [['Cyco Corp', 'CYCO'], ['FunTimes Inc.', 'FUN'], ['Happy Goods Ltd.', 'HAPPY'], ['Leisure Co.', 'LEIS'], ['Joyful Enterprises', 'JOY']],
    pool: [['Carousel Brands', 'CRSL'], ['Weekend Outfitters', 'WKND'], ['Marquee Leisure Ltd.', 'MARQ'], ['Roadster Motors', 'RDST'],
      ['Festival Retail Co.', 'FEST'], ['Lantern Resorts Inc.', 'LANT'], ['Jukebox Media', 'JUKE'], ['Pinwheel Toys Ltd.', 'PINW']],
  },
  CONSUMER_DEFENSIVE: {
    id: 'CONSUMER_DEFENSIVE', name: 'Consumer Defensive', baseDemand: 2, floatPercent: 30,
    ipoPrices: [47, 51, 55, 60], unitMin: 50, unitMax: 65, startTier: 'STARTUP',
    activeAction: 'PRICE_FREEZE', passive: 'STEADY_DEMAND', volatility: 20, initialPriorityRank: 1,
    starters: [['Steady Supply Co.', 'STEADY'], ['Defendable Goods', 'DEFEND'], ['SafeBuy Ltd.', 'SAFE'], ['HomeGoods Co.', 'HOME'], ['Essential Supplies Inc.', 'ESSENT']],
    pool: [['Pantry Staples Co.', 'PNTRY'], ['Hearthside Foods', 'HRTH'], ['Daily Basket Ltd.', 'DBSK'], ['Cornerstone Grocers Inc.', 'CSTN'],
      ['Evergreen Household', 'EVHH'], ['Tidewell Beverages', 'TDWL'], ['Meadowlark Dairy Co.', 'MDLK'], ['Brightwash Goods', 'BRWG']],
  },
  INDUSTRIALS: {
    id: 'INDUSTRIALS', name: 'Industrials', baseDemand: 2, floatPercent: 50,
    ipoPrices: [55, 60, 65, 70], unitMin: 40, unitMax: 70, startTier: 'STARTUP',
    activeAction: 'RAPID_EXPANSION', passive: 'MANUFACTURE', volatility: 40, initialPriorityRank: 5,
    starters: [['Heavy Industries Ltd.', 'HEAVY'], ['Machinery Inc.', 'MACH'], ['Industrial Solutions Co.', 'INDSOL'], ['SteelWorks Ltd.', 'STEEL'], ['Industrial Giants Inc.', 'GIANT']],
    pool: [['Ironclad Fabrication', 'IRCL'], ['Gearwright Co.', 'GEAR'], ['Anvil & Forge Ltd.', 'ANVL'], ['Keystone Machining', 'KSTM'],
      ['Craneyard Industries', 'CRNY'], ['Rivet Works Inc.', 'RIVT'], ['Boltline Engineering', 'BOLT'], ['Hydrodrive Systems', 'HYDR']],
  },
  TECHNOLOGY: {
    id: 'TECHNOLOGY', name: 'Technology', baseDemand: 1, floatPercent: 70,
    ipoPrices: [20, 23, 26, 29, 32, 35, 39, 43, 47, 51, 55, 60, 65, 70, 75, 80], unitMin: 30, unitMax: 90, startTier: 'INCUBATOR',
    activeAction: 'VISIONARY', passive: 'INNOVATION_SURGE', volatility: 90, initialPriorityRank: 7,
    starters: [['Tech Innovations Ltd.', 'TECH'], ['FutureTech Inc.', 'FUTURE'], ['Digital Solutions Co.', 'DIGITAL'], ['HighTech Ltd.', 'HITECH'], ['Tech Titans Inc.', 'TITAN']],
    pool: [['Quantum Lattice Inc.', 'QLAT'], ['Byteforge Labs', 'BYTF'], ['Cloudweave Systems', 'CLWV'], ['Neural Harbor Ltd.', 'NRHB'],
      ['Pixelstream Co.', 'PIXL'], ['Circuit Garden', 'CIRG'], ['Syntaxis Software', 'SYNX'], ['Photon Relay Inc.', 'PHTN']],
  },
  HEALTHCARE: {
    id: 'HEALTHCARE', name: 'Healthcare', baseDemand: 2, floatPercent: 60,
    ipoPrices: [35, 39, 43, 47, 51, 55, 60, 65, 70], unitMin: 45, unitMax: 80, startTier: 'GROWTH',
    activeAction: 'FASTTRACK_APPROVAL', passive: 'REGULATORY_SHIELD', volatility: 60, initialPriorityRank: 2,
    starters: [['HealthFirst Co.', 'HEALTH'], ['MediCare Ltd.', 'MED'], ['Wellness Inc.', 'WELL'], ['PharmaTech Co.', 'PHARMA'], ['BioHealth Inc.', 'BIO']],
    pool: [['Vitalis Therapeutics', 'VITL'], ['Brightsight Diagnostics', 'BRSD'], ['Harbor Clinics Co.', 'HRBC'], ['Genecrest Bio', 'GNCR'],
      ['Mendwell Pharma', 'MNDW'], ['Lumen Medical Devices', 'LUMD'], ['Careline Health Inc.', 'CRLN'], ['Novacell Research', 'NVCL']],
  },
  ENERGY: {
    id: 'ENERGY', name: 'Energy', baseDemand: 2, floatPercent: 60,
    ipoPrices: [32, 35, 39, 43, 47], unitMin: 20, unitMax: 50, startTier: 'INCUBATOR',
    activeAction: 'SURGE_PRICING', passive: 'CARBON_CREDIT', volatility: 45, initialPriorityRank: 4,
    starters: [['Green Energy Ltd.', 'GREEN'], ['PowerPlus Inc.', 'POWER'], ['EcoEnergy Co.', 'ECO'], ['SolarWave Ltd.', 'SOLAR'], ['Energy Innovations Inc.', 'ENERGY']],
    pool: [['Windcrest Power', 'WNDC'], ['Tidal Current Co.', 'TIDL'], ['Sunforge Energy', 'SUNF'], ['Hearthstone Gas Ltd.', 'HGAS'],
      ['Gridline Utilities', 'GRDL'], ['Geotherm Inc.', 'GEOT'], ['Emberlight Fuels', 'EMBR'], ['Voltmark Co.', 'VLTM']],
  },
  MATERIALS: {
    id: 'MATERIALS', name: 'Materials', baseDemand: 2, floatPercent: 50,
    ipoPrices: [60, 65, 70, 75, 80, 86, 92, 98], unitMin: 30, unitMax: 60, startTier: 'STARTUP',
    activeAction: 'STRATEGIC_RESERVE', passive: 'EXTRACT', volatility: 50, initialPriorityRank: 3,
    starters: [['Material Pros Ltd.', 'MATER'], ['RawGoods Inc.', 'RAW'], ['Resourceful Co.', 'RESFUL'], ['Building Blocks Ltd.', 'BLOCKS'], ['Material Masters Inc.', 'MASTER']],
    pool: [['Quarry Ridge Ltd.', 'QRRY'], ['Bedrock Minerals', 'BDRK'], ['Copperfield Mining', 'CPFM'], ['Timberline Resources', 'TMBR'],
      ['Silica Sands Co.', 'SLCA'], ['Granite Peak Inc.', 'GRPK'], ['Alloyworks Ltd.', 'ALYW'], ['Polymer Plains', 'PLYM']],
  },
};

/** The sector whose passive effect this is. */
export const PASSIVE_SECTOR: Record<Passive, SectorId> = Object.fromEntries(
  SECTOR_IDS.map((id) => [SECTORS[id].passive, id]),
) as Record<Passive, SectorId>;

// ---------------------------------------------------------------- price grid (§3.2)

export const PRICE_GRID: readonly number[] = [
  3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20,
  23, 26, 29, 32, 35, 39, 43, 47, 51, 55, 60, 65, 70, 75, 80, 86, 92, 98, 104, 110, 117, 124, 131, 138, 145,
  153, 161, 169, 177, 185, 194, 203, 212, 221, 230, 240, 250, 260, 270, 280, 291,
  302, 313, 324, 335, 346, 358, 370, 382, 394, 406, 418, 431, 444, 457, 470, 484, 498,
  512, 526, 540, 555, 570, 585, 600,
];
export const MAX_INDEX = PRICE_GRID.length - 1; // 77

export type StockTierData = { id: string; first: number; last: number; fillSize: number; shieldFloor: number | null };

export const STOCK_TIERS: readonly StockTierData[] = [
  { id: 'TIER_1', first: 0, last: 12, fillSize: 1, shieldFloor: null },
  { id: 'TIER_2', first: 13, last: 37, fillSize: 2, shieldFloor: 12 },
  { id: 'TIER_3', first: 38, last: 53, fillSize: 4, shieldFloor: 37 },
  { id: 'TIER_4', first: 54, last: 70, fillSize: 5, shieldFloor: 53 },
  { id: 'TIER_5', first: 71, last: 77, fillSize: 6, shieldFloor: 70 },
];

export function stockTierOf(index: number): StockTierData {
  return STOCK_TIERS.find((t) => index >= t.first && index <= t.last)!;
}

export function priceAt(index: number): number {
  return PRICE_GRID[index];
}

/** Grid index of a grid price; −1 if the price is not on the grid. */
export function indexOfPrice(price: number): number {
  return PRICE_GRID.indexOf(price);
}

// ---------------------------------------------------------------- company tiers (§3.3)

export type CompanyTierData = { operatingCost: number; capacity: number; actions: number; shortfall: number };

export const COMPANY_TIER_DATA: Record<CompanyTier, CompanyTierData> = {
  INCUBATOR: { operatingCost: 10, capacity: 2, actions: 1, shortfall: 100 },
  STARTUP: { operatingCost: 20, capacity: 3, actions: 1, shortfall: 200 },
  GROWTH: { operatingCost: 30, capacity: 4, actions: 1, shortfall: 300 },
  ESTABLISHED: { operatingCost: 50, capacity: 5, actions: 2, shortfall: 400 },
  ENTERPRISE: { operatingCost: 70, capacity: 6, actions: 2, shortfall: 500 },
  CONGLOMERATE: { operatingCost: 100, capacity: 8, actions: 2, shortfall: 600 },
  TITAN: { operatingCost: 150, capacity: 10, actions: 3, shortfall: 700 },
};

export function tierRank(tier: CompanyTier): number {
  return COMPANY_TIERS.indexOf(tier);
}

// ---------------------------------------------------------------- research deck (§3.5)

export const RESEARCH_CARD_SECTOR: Record<ResearchEffect, SectorId | 'GENERAL'> = {
  PRODUCT_DEVELOPMENT: 'GENERAL', QUALITY_CONTROL: 'GENERAL', GOVERNMENT_GRANT: 'GENERAL',
  CLINICAL_TRIAL: 'HEALTHCARE', RENEWABLE_ENERGY: 'ENERGY', ARTIFICIAL_INTELLIGENCE: 'TECHNOLOGY',
  ECOMMERCE: 'CONSUMER_DEFENSIVE', ROBOTICS: 'TECHNOLOGY', NEW_ALLOY: 'GENERAL', ENERGY_SAVING: 'ENERGY',
  CORPORATE_ESPIONAGE: 'GENERAL', GLOBALIZATION: 'TECHNOLOGY', ECONOMIES_OF_SCALE: 'GENERAL',
  MARKET_EXPANSION: 'GENERAL', AUTOMATION: 'GENERAL', SPECIALIZATION: 'GENERAL', DIVERSIFICATION: 'GENERAL',
  INNOVATION: 'GENERAL', NO_DISCERNIBLE_FINDINGS: 'GENERAL',
};

/** Cards whose effect is "stock price +1 step". */
export const STEP_UP_CARDS: readonly ResearchEffect[] = [
  'CLINICAL_TRIAL', 'RENEWABLE_ENERGY', 'ARTIFICIAL_INTELLIGENCE', 'ECOMMERCE', 'ROBOTICS', 'NEW_ALLOY',
  'ENERGY_SAVING', 'GLOBALIZATION',
];

// ---------------------------------------------------------------- prestige track (§3.6)

const PRESTIGE_REWARD_DATA: Record<PrestigeReward, { cost: number; weight: number }> = {
  ELASTICITY: { cost: 3, weight: 7 },
  MAGNET_EFFECT: { cost: 2, weight: 6 },
  INVESTOR_CONFIDENCE: { cost: 2, weight: 9 },
  CAPITAL_INJECTION: { cost: 2, weight: 12 },
  BULL_SIGNAL: { cost: 1, weight: 12 },
  INFLUENCER: { cost: 3, weight: 8 },
};
/** The rewards in the spec's order (the track's weighted draw depends on it), with their costs and weights. */
export const PRESTIGE_REWARDS: readonly { id: PrestigeReward; cost: number; weight: number }[] = PRESTIGE_REWARD_IDS.map((id) => ({ id, ...PRESTIGE_REWARD_DATA[id] }));
export const PRESTIGE_TRACK_SPACES = 10;
export const CAPITAL_INJECTION_START = 200;
export const CAPITAL_INJECTION_GROWTH = 100;

export function prestigeCost(reward: PrestigeReward): number {
  return PRESTIGE_REWARD_DATA[reward].cost;
}

// ---------------------------------------------------------------- headlines (§3.7)

export type HeadlineData = { id: HeadlineType; cost: number; shift: number };
const HEADLINE_DATA: Record<HeadlineType, Omit<HeadlineData, 'id'>> = {
  SECTOR_POSITIVE_1: { cost: 30, shift: -1 },
  SECTOR_POSITIVE_2: { cost: 50, shift: -2 },
  SECTOR_NEGATIVE_1: { cost: 30, shift: 1 },
  SECTOR_NEGATIVE_2: { cost: 50, shift: 2 },
};
/** The headline types in the spec's order (the draw picks from it), with their costs and sector shifts. */
export const HEADLINE_TYPES: readonly HeadlineData[] = HEADLINE_TYPE_IDS.map((id) => ({ id, ...HEADLINE_DATA[id] }));

export function headlineData(type: HeadlineType): HeadlineData {
  return { id: type, ...HEADLINE_DATA[type] };
}

// ---------------------------------------------------------------- company actions (§9.7)

/** Tiered ("first come") prices A / B / C; other actions have a fixed or computed cost. */
export const TIERED_ACTION_PRICES: Partial<Record<CompanyActionId, readonly [number, number, number]>> = {
  LARGE_MARKETING: [300, 450, 600],
  LOBBY: [150, 300, 500],
  OUTSOURCE: [200, 300, 400],
};

export const FIXED_ACTION_COST: Partial<Record<CompanyActionId, number>> = {
  SMALL_MARKETING: 100, RESEARCH: 200, EXPANSION: 300, DOWNSIZE: 50, SHARE_BUYBACK: 0,
  INCREASE_PRICE: 0, DECREASE_PRICE: 0, SPEND_PRESTIGE: 0, LOAN: 0, VETO: 0,
  VISIONARY: 400, STRATEGIC_RESERVE: 400, RAPID_EXPANSION: 400, FASTTRACK_APPROVAL: 400, PRICE_FREEZE: 400,
  REBRAND: 400, SURGE_PRICING: 400, EXTRACT: 25, MANUFACTURE: 25,
};

export const SECTOR_ACTION_PRESTIGE = 3;
export const SECTOR_ACTIONS: readonly CompanyActionId[] = SECTOR_IDS.map((id) => SECTORS[id].activeAction);

export const LOAN_PRINCIPAL = 250;
export const LOAN_INTEREST = 25;

// ---------------------------------------------------------------- options (§8.8)

export const OPTION_BUNDLES = [
  { shares: 3, steps: 1 },
  { shares: 5, steps: 1 },
  { shares: 7, steps: 1 },
  { shares: 10, steps: 2 },
  { shares: 12, steps: 2 },
] as const;
export const OPTION_TERM_RATE: Record<number, number> = { 1: 5, 2: 10, 3: 15, 4: 20 };
export const OPTION_CONTRACTS_PER_TURN = 3;

// ---------------------------------------------------------------- other constants

export const INITIAL_SHARES = 10;
export const LIMIT_ACTIONS = 5;
export const SHORT_ACTIONS = 2;
export const SHORT_MAX_QUANTITY = 3;
export const SHORT_INTEREST_PERCENT = 5;
export const LIMIT_VALUE_MIN = 3;
export const LIMIT_VALUE_MAX = 600;
export const OWNERSHIP_CAP_PERCENT = 60;
export const ECONOMY_START = 10;
export const ECONOMY_MIN = 1;
export const ECONOMY_MAX = 30;
export const TRANCHE_CASH = 100;
export const HEADLINE_SLOTS = 3;

/** Capital gains bands (§10.1): inclusive upper bound of income → rate in percent. */
export const CAPITAL_GAINS_BANDS: readonly (readonly [upTo: number, rate: number])[] = [
  [100, 0], [200, 2], [300, 3], [400, 4], [500, 5], [Infinity, 7],
];

/** Certificate limit (§5.2) for n seats. */
export function certificateLimit(seats: number): number {
  return 20 - Math.floor((14 * (seats - 2) + 9) / 18);
}

/** Starting companies per sector, in draw order (§5.2). */
export function startingCompaniesPerSector(seats: number): [number, number, number] {
  if (seats <= 4) return [1, 1, 1];
  if (seats === 5) return [2, 1, 1];
  if (seats === 6) return [2, 2, 1];
  return [2, 2, 2];
}

export function tranchePackageCount(seats: number): number {
  return Math.min(6, Math.max(2, seats - 1));
}

// ---------------------------------------------------------------- phases (§6.1)

export type PhaseData = { id: PhaseId; kind: 'A' | 'AUTO'; seconds: number };
/** Whether players act in a phase (A) or it runs by itself (AUTO), and its time in seconds. */
const PHASE_DATA: Record<PhaseId, Omit<PhaseData, 'id'>> = {
  INFLUENCE_BID: { kind: 'A', seconds: 55 },
  INFLUENCE_BID_RESOLVE: { kind: 'AUTO', seconds: 0 },
  START_TURN: { kind: 'A', seconds: 30 },
  TRANCHE_VOTE: { kind: 'A', seconds: 55 },
  TRANCHE_VOTE_RESOLVE: { kind: 'AUTO', seconds: 0 },
  TRANCHE_DISTRIBUTE: { kind: 'A', seconds: 50 },
  TRANCHE_DISTRIBUTE_RESOLVE: { kind: 'AUTO', seconds: 0 },
  RESOLVE_LIMIT_ORDERS: { kind: 'AUTO', seconds: 0 },
  PLACE_STOCK_ORDERS: { kind: 'A', seconds: 55 },
  REVIEW_CONCEALED_ORDERS: { kind: 'AUTO', seconds: 0 },
  REVEAL_ORDERS: { kind: 'AUTO', seconds: 0 },
  RESOLVE_MARKET_ORDERS: { kind: 'AUTO', seconds: 0 },
  CHARGE_SHORT_INTEREST: { kind: 'AUTO', seconds: 0 },
  COVER_SHORTS: { kind: 'A', seconds: 12 },
  OPEN_PENDING_SHORTS: { kind: 'AUTO', seconds: 0 },
  EXPIRE_OPTIONS: { kind: 'AUTO', seconds: 0 },
  OPEN_PENDING_OPTIONS: { kind: 'AUTO', seconds: 0 },
  EXERCISE_OPTIONS: { kind: 'A', seconds: 20 },
  OPEN_PENDING_LIMITS: { kind: 'AUTO', seconds: 0 },
  STOCK_ROUND_RESULTS: { kind: 'AUTO', seconds: 0 },
  OR_PRODUCTION: { kind: 'AUTO', seconds: 0 },
  REVENUE_VOTE: { kind: 'A', seconds: 50 },
  REVENUE_DISTRIBUTION: { kind: 'AUTO', seconds: 0 },
  STOCK_PRICE_ADJUSTMENT: { kind: 'AUTO', seconds: 0 },
  COMPANY_VOTE: { kind: 'A', seconds: 40 },
  COMPANY_VOTE_RESULT: { kind: 'AUTO', seconds: 0 },
  COMPANY_ACTION_RESOLVE: { kind: 'AUTO', seconds: 0 },
  CAPITAL_GAINS: { kind: 'AUTO', seconds: 0 },
  DIVESTMENT: { kind: 'AUTO', seconds: 0 },
  END_TURN: { kind: 'AUTO', seconds: 0 },
};
/** The phases in turn order (schemas/ids.ts's PHASE_IDS), with their kind and time. */
export const PHASES: readonly PhaseData[] = PHASE_IDS.map((id) => ({ id, ...PHASE_DATA[id] }));

/** Extra seconds an insolvency round gets on top of COMPANY_VOTE's 40 (§9.11: 40 + 50). */
export const INSOLVENCY_EXTRA_SECONDS = 50;

export function phaseData(id: PhaseId): PhaseData {
  return { id, ...PHASE_DATA[id] };
}

export function isActionablePhase(id: PhaseId): boolean {
  return PHASE_DATA[id].kind === 'A';
}
