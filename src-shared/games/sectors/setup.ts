/** Initial state (§5.3), built in the spec's order so every random draw (R-01…R-06) happens in sequence. */
import { pick, randInt, seedRng, shuffle, weighted } from '../../rng.ts';
import { configProblems } from './config.ts';
import { copyJson } from './copy.ts';
import { emit, type Ctx } from './context.ts';
import {
  CAPITAL_INJECTION_START, ECONOMY_START, HEADLINE_SLOTS, indexOfPrice, INITIAL_SHARES, LIMIT_ACTIONS,
  PRESTIGE_REWARDS, PRESTIGE_TRACK_SPACES, RESEARCH_EFFECTS, SECTOR_IDS, SECTORS, SHORT_ACTIONS, startingCompaniesPerSector,
  type CompanyTier, type ResearchEffect, type SectorId,
} from './data.ts';
import { OUTSIDE, cash, transfer, treasury } from './ledger.ts';
import type { Company, GameConfig, GameState, PhaseInputs, TurnState } from './types.ts';

export function emptyInputs(): PhaseInputs {
  return { ready: [], eligible: [], influenceBids: {}, trancheVotes: {}, trancheAllocations: {}, revenueEligible: {}, revenueVotes: {}, exerciseRequests: [] };
}

export function emptyTurnState(): TurnState {
  return { taxableIncome: {}, firstCome: {}, revenue: {} };
}

/**
 * Creates a company (§5.3 step 3, §7.3 step 2c): IPO price by R-03, unit price by R-04, all shares in the
 * IPO, treasury 10 × IPO price from OUTSIDE.
 */
export function createCompany(ctx: Ctx, sectorId: SectorId, identity: readonly [string, string], tier: CompanyTier): Company {
  const s = ctx.s;
  const data = SECTORS[sectorId];
  const ipoPrice = pick(s.rng, data.ipoPrices);
  const unitPrice = randInt(s.rng, data.unitMin, data.unitMax);
  s.counters.company += 1;
  const c: Company = {
    id: identity[1], name: identity[0], sector: sectorId, seq: s.counters.company, tier, status: 'INACTIVE',
    ipoPrice, priceIndex: indexOfPrice(ipoPrice), fillProgress: 0, unitPrice, treasury: 0, prestige: 0,
    issued: INITIAL_SHARES, retired: 0, ipoShares: INITIAL_SHARES, omShares: 0, holdings: {},
    tempDemand: 0, permDemand: 0, tempSupply: 0, permSupply: 0, hasLoan: false, passive: null, cards: [],
    floatedTurn: null, flagsNext: [], flagsActive: [], shareIssues: 0, investorConfidence: 0,
  };
  s.companies.push(c);
  transfer(ctx, OUTSIDE, treasury(c.id), INITIAL_SHARES * ipoPrice);
  emit(ctx, 'COMPANY_OPENED', { company: c.id, name: c.name, sector: sectorId, tier, ipoPrice, unitPrice });
  return c;
}

export function createGame(config: GameConfig, seed: number): GameState {
  const problems = configProblems(config);
  if (problems.length > 0) throw new Error(`invalid game config: ${problems.join('; ')}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`invalid seed ${seed}`);

  const s: GameState = {
    schema: 1, config: copyJson(config), seed, rng: seedRng(seed), status: 'RUNNING', endReason: null,
    turn: 1, phase: 'INFLUENCE_BID', phaseSerial: 0, subRound: 0,
    bank: config.bankSize, outside: 0, bankBroken: false,
    players: [], priority: [], sectors: [], sectorPriority: [], companies: [],
    consumerPool: config.consumerPool, economyScore: ECONOMY_START, researchDeck: [],
    prestigeTrack: { rewards: [], pointer: 0, injectionValues: [] },
    headlines: Array.from({ length: HEADLINE_SLOTS }, () => null), headlineBoughtLastStartTurn: false, usedPoolTickers: [], tranches: [], orders: [], contracts: [],
    counters: { order: 0, trigger: 0, contract: 0, headline: 0, company: 0 },
    actionOrder: [], runOrder: [], runIndex: 0, companyRound: null,
    turnState: emptyTurnState(), inputs: emptyInputs(), history: [], ranking: null,
  };
  const ctx: Ctx = { s, events: [] };

  // sectors in play and their draw order; sector priority from the initial ranks.
  const drawOrder: SectorId[] = config.sectors === 'RANDOM' ? shuffle(s.rng, [...SECTOR_IDS]).slice(0, 3) : [...config.sectors];
  s.sectors = drawOrder.map((id) => ({ id, baseDemand: SECTORS[id].baseDemand, demandBonus: 0, consumers: 0, everFloated: false }));
  s.sectorPriority = [...drawOrder].sort((a, b) => SECTORS[a].initialPriorityRank - SECTORS[b].initialPriorityRank);

  // R-02 … R-04: starting companies, sector by sector in draw order.
  const perSector = startingCompaniesPerSector(config.seats);
  drawOrder.forEach((id, i) => {
    const identities = shuffle(s.rng, [...SECTORS[id].starters]);
    for (let k = 0; k < perSector[i]; k++) createCompany(ctx, id, identities[k], SECTORS[id].startTier);
  });

  // research deck (index 0 is the top); R-06: prestige track.
  const drawn: ResearchEffect[] = Array.from({ length: 9 }, () => pick(s.rng, RESEARCH_EFFECTS));
  s.researchDeck = shuffle(s.rng, ['NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', ...drawn]);
  s.prestigeTrack.rewards = Array.from({ length: PRESTIGE_TRACK_SPACES }, () =>
    weighted(s.rng, PRESTIGE_REWARDS.map((r) => ({ item: r.id, weight: r.weight }))),
  );
  s.prestigeTrack.injectionValues = s.prestigeTrack.rewards.map(() => CAPITAL_INJECTION_START);

  // Players: starting cash from OUTSIDE; temporary priority = seat order.
  for (let i = 0; i < config.seats; i++) {
    const id = `P${i + 1}`;
    s.players.push({
      id, name: config.playerNames?.[i] ?? `Player ${i + 1}`, cash: 0, margin: 0,
      limitActions: config.limitOrdersEnabled ? LIMIT_ACTIONS : 0, shortActions: config.shortOrdersEnabled ? SHORT_ACTIONS : 0,
    });
    transfer(ctx, OUTSIDE, cash(id), config.startingCash);
  }
  s.priority = s.players.map((p) => p.id);
  return s;
}


