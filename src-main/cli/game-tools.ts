/** Shared pieces of the offline game tools (replay, export, import): argument parsing and state summaries. */
import { parseArgs } from 'node:util';
import { netWorth } from '../../src-shared/games/sectors/queries.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { openDatabase, type Db } from '../store/database.ts';

export function parseToolArgs(argv: string[], usage: string, extra: Record<string, { type: 'string' | 'boolean' }> = {}) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { data: { type: 'string', default: './.sectors-data' }, help: { type: 'boolean', short: 'h' }, ...extra },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) fail(usage, 0);
    return { values: values as Record<string, string | boolean | undefined> & { data: string }, positionals };
  } catch (err) {
    fail(`${(err as Error).message}\n${usage}`);
  }
}

export function fail(message: string, code = 2): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

export function openData(dir: string): Db {
  return openDatabase(dir);
}

/** A readable summary of an engine state (the full state is available with --full). */
export function summarize(s: GameState) {
  return {
    turn: s.turn,
    phase: s.phase,
    phaseSerial: s.phaseSerial,
    status: s.status,
    bank: s.bank,
    economyScore: s.economyScore,
    consumerPool: s.consumerPool,
    priority: s.priority,
    players: s.players.map((p) => ({ id: p.id, name: p.name, cash: p.cash, margin: p.margin, netWorth: netWorth(s, p.id) })),
    companies: s.companies.map((c) => ({
      id: c.id, sector: c.sector, status: c.status, tier: c.tier, priceIndex: c.priceIndex, treasury: c.treasury,
      prestige: c.prestige, holdings: c.holdings, ipo: c.ipoShares, om: c.omShares,
    })),
    sectors: s.sectors.map((x) => ({ id: x.id, consumers: x.consumers, demand: x.baseDemand + x.demandBonus })),
    ranking: s.ranking,
  };
}
