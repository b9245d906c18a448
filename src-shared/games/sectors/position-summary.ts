/**
 * The state summary a Sectors scenario (testing/scenario-runner.ts) or tutorial (tutorial-hook.ts) records after
 * its start and every step, and that its expectations read by dot path (`companies.FUN.price`, `players.P1.cash`): everything the worked examples talk about, keyed by id,
 * plus the generator (its state and the next outputs it would give, read from a copy).
 */
import { copyJson } from './copy.ts';
import { sfcSummary } from '../../platform/testing/scenario-rng.ts';
import { priceAt, type PhaseId } from './data.ts';
import { demand, netWorth, outstanding, sectorDemand, supply } from './queries.ts';
import type { GameState } from './types.ts';

export type Position = { turn: number; phase: PhaseId; subRound: number; company: string | null; serial: number };

export function position(s: GameState): Position {
  return { turn: s.turn, phase: s.phase, subRound: s.subRound, company: s.companyRound?.company ?? null, serial: s.phaseSerial };
}

/** What a step records about the game: everything the worked examples talk about, keyed by id. */
export function summarize(s: GameState): Record<string, unknown> {
  const holdingsOf = (p: string) =>
    Object.fromEntries(s.companies.filter((c) => (c.holdings[p] ?? 0) > 0).map((c) => [c.id, c.holdings[p]]));
  return {
    turn: s.turn,
    phase: s.phase,
    subRound: s.subRound,
    status: s.status,
    endReason: s.endReason,
    bank: s.bank,
    bankBroken: s.bankBroken,
    outside: s.outside,
    priority: [...s.priority],
    sectorPriority: [...s.sectorPriority],
    pool: s.consumerPool,
    economyScore: s.economyScore,
    players: Object.fromEntries(
      s.players.map((p) => [
        p.id,
        {
          cash: p.cash,
          margin: p.margin,
          netWorth: netWorth(s, p.id),
          holdings: holdingsOf(p.id),
          limitActions: p.limitActions,
          shortActions: p.shortActions,
          taxableIncome: s.turnState.taxableIncome[p.id] ?? 0,
        },
      ]),
    ),
    companies: Object.fromEntries(
      s.companies.map((c) => [
        c.id,
        {
          sector: c.sector,
          seq: c.seq,
          status: c.status,
          tier: c.tier,
          price: priceAt(c.priceIndex),
          index: c.priceIndex,
          fill: c.fillProgress,
          ipoPrice: c.ipoPrice,
          unitPrice: c.unitPrice,
          treasury: c.treasury,
          prestige: c.prestige,
          ipo: c.ipoShares,
          om: c.omShares,
          outstanding: outstanding(c),
          issued: c.issued,
          retired: c.retired,
          holdings: { ...c.holdings },
          supply: supply(c),
          demand: demand(c),
          tempDemand: c.tempDemand,
          permDemand: c.permDemand,
          tempSupply: c.tempSupply,
          permSupply: c.permSupply,
          passive: c.passive,
          cards: [...c.cards],
          hasLoan: c.hasLoan,
          floatedTurn: c.floatedTurn,
          flagsActive: [...c.flagsActive],
          flagsNext: [...c.flagsNext],
        },
      ]),
    ),
    sectors: Object.fromEntries(
      s.sectors.map((x) => [
        x.id,
        { consumers: x.consumers, demand: sectorDemand(x), baseDemand: x.baseDemand, demandBonus: x.demandBonus, everFloated: x.everFloated },
      ]),
    ),
    orders: Object.fromEntries(s.orders.map((o) => [String(o.id), { ...o }])),
    contracts: Object.fromEntries(s.contracts.map((k) => [String(k.id), { ...k }])),
    revenue: copyJson(s.turnState.revenue) as unknown,
    firstCome: { ...s.turnState.firstCome },
    actionOrder: [...s.actionOrder],
    runOrder: [...s.runOrder],
    companyRound: s.companyRound
      ? {
          company: s.companyRound.company,
          mode: s.companyRound.mode,
          eligible: [...s.companyRound.eligible],
          offered: [...s.companyRound.offered],
          winners: [...s.companyRound.winners],
          priceAtStart: s.companyRound.priceAtStart,
          sharesContributed: s.companyRound.sharesContributed,
        }
      : null,
    researchDeck: [...s.researchDeck],
    prestigeTrack: copyJson(s.prestigeTrack) as unknown,
    ranking: s.ranking ? copyJson(s.ranking) : null,
    rng: sfcSummary(s.rng),
  };
}
