/**
 * The spec's data (§2, §4) as literals. The grid is the printed table, which is normative: it is loaded,
 * never recomputed from its formula (S-D01).
 */
import type { ScenarioData } from './types.ts';

/** §2: P(r, c), 7 rows × 15 columns. */
export const GRID_1876: readonly (readonly number[])[] = [
  [35, 39, 43, 48, 53, 59, 66, 73, 81, 90, 100, 111, 123, 137, 152],
  [33, 37, 41, 45, 50, 56, 62, 69, 77, 86, 95, 106, 117, 130, 145],
  [31, 35, 39, 43, 48, 53, 59, 66, 73, 81, 90, 100, 111, 124, 138],
  [30, 33, 37, 41, 46, 51, 56, 63, 69, 77, 86, 95, 106, 118, 131],
  [28, 32, 35, 39, 43, 48, 53, 59, 66, 73, 81, 91, 101, 112, 124],
  [27, 30, 33, 37, 41, 46, 51, 56, 63, 70, 77, 86, 96, 106, 118],
  [26, 28, 32, 35, 39, 43, 48, 54, 60, 66, 74, 82, 91, 101, 112],
];

/** §4 company rows: code, name, start cell, modernity for rounds 1–4. */
const COMPANY_ROWS: [string, string, number, number, number[]][] = [
  ['PSR', 'Port of Spain Railway', 1, 10, [3, 2, 2, 1]],
  ['SFR', 'San Fernando Railway', 2, 10, [2, 3, 2, 2]],
  ['ARR', 'Arima Railway', 1, 9, [1, 2, 3, 2]],
  ['CRR', 'Caroni Railway', 2, 9, [1, 1, 1, 3]],
  ['SGR', 'Sangre Grande Railway', 3, 9, [0, 1, 1, 2]],
  ['TBR', 'Tabaquite Railway', 3, 8, [0, 0, 1, 1]],
];

/** Director shares, IPO and treasury of every company at the start (§4). */
const DIRECTOR_SHARES = 3;
const START_IPO = 4;
const START_TREASURY = 3;
/** Every player starts with this net worth (S-D22): cash = 900 − 3 × the start price of their company. */
const START_NET_WORTH = 900;

function buildTrinidadSix(): ScenarioData {
  const companies = COMPANY_ROWS.map(([code, name, r, c, modernity]) => ({
    code,
    name,
    start: { r, c },
    modernity: [...modernity],
    ipo: START_IPO,
    treasury: START_TREASURY,
    directorShares: DIRECTOR_SHARES,
    cash: DIRECTOR_SHARES * GRID_1876[r][c],
  }));
  return {
    id: 'trinidad-six',
    name: 'Trinidad Six',
    grid: GRID_1876.map((row) => [...row]),
    minPlayers: 3,
    maxPlayers: 6,
    rounds: 4,
    holdingLimit: 6,
    sharesPerCompany: 10,
    companies,
    startingCash: companies.map((co) => START_NET_WORTH - co.cash),
  };
}

/** A fresh copy of the reference scenario "Trinidad Six" (§4); callers may change their copy. */
export function trinidadSix(): ScenarioData {
  return buildTrinidadSix();
}
