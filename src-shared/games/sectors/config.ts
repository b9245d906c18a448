/** Host options (§5.1, D-02): defaults and validation. */
import { SECTOR_IDS, type SectorId } from './data.ts';
import type { GameConfig } from './types.ts';
import { PACES } from '../../platform/table-options.ts';

export const DEFAULT_CONFIG: Omit<GameConfig, 'seats'> = {
  bankSize: 7500,
  startingCash: 300,
  consumerPool: 75,
  maxTurns: 8,
  influencePoints: 50,
  distributionStrategy: 'PRIORITY',
  maxSubRounds: 3,
  ordersConcealed: true,
  limitOrdersEnabled: true,
  shortOrdersEnabled: true,
  optionOrdersEnabled: true,
  ownershipCapEnabled: true,
  priorityMode: 'CATCH_UP',
  timerMode: 'TIMED',
  phaseTimeMultiplier: 1,
  reviewSeconds: 5,
  sectors: 'RANDOM',
};

export const ALLOWED = {
  seats: { min: 2, max: 20 },
  bankSize: [7500, 10000, 12000, 15000, 20000],
  startingCash: [200, 300, 400],
  consumerPool: [50, 75, 100],
  maxTurns: [8, 11, 15, 19, 23],
  influencePoints: { min: 0, max: 100 },
  distributionStrategy: ['PRIORITY', 'BID_PRIORITY'],
  maxSubRounds: { min: 1, max: 5 },
  priorityMode: ['CATCH_UP', 'STATIC'],
  timerMode: ['TIMED', 'TIMERLESS'],
  phaseTimeMultiplier: PACES,
  reviewSeconds: { min: 0, max: 30 },
} as const;

export function makeConfig(seats: number, overrides: Partial<GameConfig> = {}): GameConfig {
  return { ...DEFAULT_CONFIG, seats, ...overrides };
}

const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const oneOf = (v: unknown, list: readonly unknown[]) => list.includes(v);

/** Every problem with a config, as readable sentences; empty when the config is valid. */
export function configProblems(c: GameConfig): string[] {
  const problems: string[] = [];
  if (!intIn(c.seats, ALLOWED.seats.min, ALLOWED.seats.max)) problems.push('seats must be 2..20');
  for (const key of ['bankSize', 'startingCash', 'consumerPool', 'maxTurns', 'distributionStrategy', 'priorityMode', 'timerMode', 'phaseTimeMultiplier'] as const) {
    if (!oneOf(c[key], ALLOWED[key])) problems.push(`${key} must be one of ${ALLOWED[key].join(', ')}`);
  }
  if (!intIn(c.influencePoints, 0, 100)) problems.push('influencePoints must be an integer 0..100');
  if (!intIn(c.maxSubRounds, 1, 5)) problems.push('maxSubRounds must be 1..5');
  if (!intIn(c.reviewSeconds, 0, 30)) problems.push('reviewSeconds must be an integer 0..30');
  for (const key of ['ordersConcealed', 'limitOrdersEnabled', 'shortOrdersEnabled', 'optionOrdersEnabled', 'ownershipCapEnabled'] as const) {
    if (typeof c[key] !== 'boolean') problems.push(`${key} must be true or false`);
  }
  if (c.sectors !== 'RANDOM') {
    const list = c.sectors as SectorId[];
    if (!Array.isArray(list) || list.length !== 3 || new Set(list).size !== 3 || !list.every((s) => SECTOR_IDS.includes(s))) {
      problems.push('sectors must be RANDOM or exactly 3 distinct sector IDs');
    }
  }
  if (c.playerNames !== undefined) {
    if (!Array.isArray(c.playerNames) || c.playerNames.length !== c.seats || !c.playerNames.every((n) => typeof n === 'string' && n.length <= 40)) {
      problems.push('playerNames must list one name (≤ 40 characters) per seat');
    }
  }
  return problems;
}
