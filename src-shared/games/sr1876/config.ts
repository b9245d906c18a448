/** Config defaults (§0.1) and validation. A scenario is data (§4), so its shape is checked here too. */
import { trinidadSix } from './data.ts';
import type { ScenarioData, SrConfig, SrOptions } from './types.ts';

/** S-D14: the default round cap is 10 × n turns with a sale or a purchase. */
export const DEFAULT_ROUND_CAP_PER_SEAT = 10;
const MAX_ROUND_CAP_PER_SEAT = 1000;
const MAX_ROUNDS = 100;
const MAX_SEED = 0xffffffff;

export type SrConfigPatch = Partial<Omit<SrConfig, 'options'>> & { options?: Partial<SrOptions> };

/** A full config for `players` seats on Trinidad Six with the §0.1 defaults; `partial` overrides field by field. */
export function defaultConfig(players: number, partial: SrConfigPatch = {}): SrConfig {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
  const options: SrOptions = { noRebuyAfterSale: true, companyMayBuyFromDirector: false, ...stripUndefined(partial.options ?? {}) };
  return {
    module: 'stockRound1876',
    scenario: partial.scenario ?? trinidadSix(),
    seats: partial.seats ?? seats,
    seed: partial.seed ?? 1,
    options,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

const isInt = (x: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function gridProblem(grid: unknown): string | null {
  if (!Array.isArray(grid) || grid.length < 2) return 'The grid needs at least two rows.';
  const width = Array.isArray(grid[0]) ? grid[0].length : 0;
  if (width < 3) return 'The grid needs at least three columns.';
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r] as unknown;
    if (!Array.isArray(row) || row.length !== width || !row.every((p) => isInt(p, 1))) return `Grid row ${r} must hold ${width} positive whole prices.`;
    for (let c = 1; c < width; c++) if (row[c] <= row[c - 1]) return `Grid row ${r} must increase strictly to the right.`;
    if (r > 0) for (let c = 0; c < width; c++) if (row[c] >= grid[r - 1][c]) return `Grid column ${c} must decrease strictly downward.`;
  }
  return null;
}

/** The first problem of a scenario object, or null. */
export function scenarioProblem(sc: unknown): string | null {
  if (!isObject(sc)) return 'The scenario is not an object.';
  const grid = gridProblem(sc.grid);
  if (grid) return grid;
  const g = sc.grid as number[][];
  if (!isInt(sc.rounds, 1, MAX_ROUNDS)) return `The number of rounds must be a whole number from 1 to ${MAX_ROUNDS}.`;
  if (!isInt(sc.sharesPerCompany, 1, 100)) return 'Shares per company must be a whole number from 1 to 100.';
  if (!isInt(sc.holdingLimit, 1, sc.sharesPerCompany)) return 'The holding limit must be a whole number from 1 to the shares per company.';
  if (!Array.isArray(sc.companies) || sc.companies.length === 0) return 'The scenario lists no companies.';
  if (!isInt(sc.minPlayers, 2) || !isInt(sc.maxPlayers, sc.minPlayers, sc.companies.length)) {
    return 'The player range must start at 2 or more and end at most at the number of companies.';
  }
  if (!Array.isArray(sc.startingCash) || sc.startingCash.length < sc.maxPlayers || !sc.startingCash.every((x) => isInt(x))) {
    return 'The scenario needs a whole, non-negative starting cash for every seat.';
  }
  const codes = new Set<string>();
  for (const co of sc.companies as unknown[]) {
    if (!isObject(co) || typeof co.code !== 'string' || co.code === '' || codes.has(co.code)) return 'Every company needs a distinct, non-empty code.';
    codes.add(co.code);
    if (typeof co.name !== 'string') return `Company ${co.code} needs a name.`;
    const st = co.start as { r: unknown; c: unknown } | undefined;
    if (!isObject(st) || !isInt(st.r, 0, g.length - 1) || !isInt(st.c, 0, g[0].length - 1)) return `Company ${co.code} must start on the grid.`;
    if (!Array.isArray(co.modernity) || co.modernity.length === 0 || !co.modernity.every((m) => isInt(m, 0, 1000))) {
      return `Company ${co.code} needs a modernity schedule of whole numbers ≥ 0.`;
    }
    if (!isInt(co.ipo) || !isInt(co.treasury) || !isInt(co.cash) || !isInt(co.directorShares, 1, sc.holdingLimit)) {
      return `Company ${co.code} needs whole IPO, treasury and cash amounts and 1 to ${sc.holdingLimit} director shares.`;
    }
    if (co.ipo + co.treasury + co.directorShares !== sc.sharesPerCompany) return `Company ${co.code}'s shares must add up to ${sc.sharesPerCompany}.`;
  }
  return null;
}

/** The first problem of a config (module, scenario, player count, seed, then options), or null. */
export function configError(config: unknown): { code: string; message: string } | null {
  if (!isObject(config) || config.module !== 'stockRound1876') return { code: 'CONFIG_MODULE', message: 'The config is not a stock round (module stockRound1876).' };
  const sc = scenarioProblem(config.scenario);
  if (sc) return { code: 'CONFIG_SCENARIO', message: sc };
  const scenario = config.scenario as ScenarioData;
  const seats = config.seats;
  if (!Array.isArray(seats) || seats.length < scenario.minPlayers || seats.length > scenario.maxPlayers) {
    return { code: 'CONFIG_PLAYER_COUNT', message: `${scenario.name} takes ${scenario.minPlayers} to ${scenario.maxPlayers} players.` };
  }
  if (!seats.every((x) => isObject(x) && typeof x.name === 'string')) return { code: 'CONFIG_PLAYER_COUNT', message: 'Every seat needs a name.' };
  if (!isInt(config.seed, 0, MAX_SEED)) return { code: 'CONFIG_SEED', message: `The seed must be an integer from 0 to ${MAX_SEED}.` };
  const o = config.options;
  if (!isObject(o)) return { code: 'CONFIG_FLAG', message: 'The options are missing.' };
  for (const key of ['noRebuyAfterSale', 'companyMayBuyFromDirector']) {
    if (typeof o[key] !== 'boolean') return { code: 'CONFIG_FLAG', message: `The option ${key} must be true or false.` };
  }
  if (o.roundCapPerSeat !== undefined && !isInt(o.roundCapPerSeat, 1, MAX_ROUND_CAP_PER_SEAT)) {
    return { code: 'CONFIG_FLAG', message: `The round cap per seat must be a whole number from 1 to ${MAX_ROUND_CAP_PER_SEAT}.` };
  }
  return null;
}
