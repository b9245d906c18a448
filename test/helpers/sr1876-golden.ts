/**
 * The 1876 stock round's golden games: complete seeded games (random-legal players from a fixed generator:
 * `playRandomSr1876`, golden-common.ts' table on the rules engine) stored with what the engine made of every action. The golden test
 * replays the stored actions from `init` and requires the rendered file to equal the stored one byte for byte;
 * `npm run golden:update -- --game sr1876` (scripts/golden-update.ts) replays the players and rewrites the files.
 *
 * One transcript line per action: where the game stood when it was sent, the events it caused (without their
 * seq, which the line carries once) and a hash of the whole state after it, so any difference shows at the
 * first action where it appears. Refused actions get a line with their code (random-legal players send none).
 */
import { applyInPlace, defaultConfig, init } from '../../src-shared/games/sr1876/engine.ts';
import { checkInvariants } from '../../src-shared/games/sr1876/invariants.ts';
import { candidateActions, defaultAction } from '../../src-shared/games/sr1876/legal.ts';
import { actingSeats } from '../../src-shared/games/sr1876/queries.ts';
import type { SrAction, SrConfig, SrEvent, SrOptions, SrState } from '../../src-shared/games/sr1876/types.ts';
import {
  buildActionTranscript, goldenActions, hash, playRandomTable, renderActionGolden, type ActionTranscript, type RandomTable, type RandomTablePlay, type ReplayEngine,
} from './golden-common.ts';

export const SR1876_GOLDEN_DIR = new URL('../fixtures/golden/sr1876/', import.meta.url);

export type Sr1876GoldenGame = {
  name: string;
  about: string;
  config: SrConfig;
  botSeed: number;
  /** Share of decisions that are timeout defaults (only used by golden:update). */
  timeoutRate: number;
};

function config(players: number, seed: number, rounds: number, options: Partial<SrOptions> = {}): SrConfig {
  const c = defaultConfig(players, { seed, options });
  c.scenario.rounds = rounds;
  return c;
}

export const SR1876_GOLDEN_GAMES: Sr1876GoldenGame[] = [
  {
    name: 's3-default',
    about: '3 players, Trinidad Six as written: 4 rounds, no rebuy after a sale, the company never buys from its director',
    config: config(3, 3103, 4),
    // Player seeds chosen so the game reaches the rare branches: the company takes a share, a pass is skipped,
    // a director changes, a company loses every holder and its declaration.
    botSeed: 8,
    timeoutRate: 0.1,
  },
  {
    name: 's4-rebuy-cap',
    about: '4 players, 3 rounds, rebuying allowed with a cap of 2 acting turns per seat (S-D14), the company may buy from its director',
    config: config(4, 4104, 3, { noRebuyAfterSale: false, companyMayBuyFromDirector: true, roundCapPerSeat: 2 }),
    // Rounds that end at the cap rather than by passes.
    botSeed: 10,
    timeoutRate: 0.1,
  },
  {
    name: 's6-long-timeouts',
    about: '6 players, 6 rounds (past the modernity schedule: its last value repeats), many timeouts',
    config: config(6, 6106, 6),
    botSeed: 5,
    timeoutRate: 0.7,
  },
];

function where(s: SrState): string {
  return `r${s.round} ${s.step}${s.offer ? ` ${s.offer.company}#${s.offer.pass}` : ''}`;
}

/** Cells and prices, and per seat "cash holdings…" in company order (a compact picture of the end). */
function summary(s: SrState): Record<string, unknown> {
  const grid = s.config.scenario.grid;
  return {
    companies: s.companyOrder.map((code) => {
      const co = s.companies[code];
      return `${code} (${co.token.r},${co.token.c}) ${grid[co.token.r][co.token.c]} ipo ${co.ipo} treasury ${co.treasury} pool ${co.pool} cash ${co.cash}`;
    }),
    seats: s.players.map((p) => `${p.cash} ${s.companyOrder.map((code) => p.holdings[code]).join(' ')}`),
  };
}

export type Sr1876GoldenTranscript = ActionTranscript;

const ENGINE: ReplayEngine<SrConfig, SrState, SrAction, SrEvent> = {
  init,
  apply: applyInPlace,
  where,
  final: (s) => ({ step: s.step, round: s.round, seq: s.seq, result: s.result ?? null, hash: hash(s), summary: summary(s) }),
};

/** Replays actions from `init` and records each one's effect. */
export function buildSr1876Transcript(config: SrConfig, actions: readonly SrAction[]): Sr1876GoldenTranscript {
  return buildActionTranscript(ENGINE, config, actions);
}

/** The file text: one action and one transcript line per line, so a diff points at the first change. */
export function renderSr1876Golden(game: Sr1876GoldenGame, actions: readonly SrAction[], t: Sr1876GoldenTranscript): string {
  return renderActionGolden(game, actions, t);
}

/** The stock round's random-legal table: a seat that may act (an offer pass takes answers in any order), its candidate or its §13 default. */
const TABLE: RandomTable<SrState, SrAction> = {
  ...(ENGINE as RandomTable<SrState, SrAction>),
  isOver: (s) => s.step === 'GAME_OVER',
  seats: actingSeats,
  defaultAction,
  candidates: candidateActions,
  checkInvariants,
};

/** One complete stock round of the random-legal table on the rules engine, from `init(config)` (its seed is the game's). */
export function playRandomSr1876(config: SrConfig, o: { botSeed: number; timeoutRate: number; checking?: boolean }): RandomTablePlay<SrState, SrAction> {
  return playRandomTable(TABLE, config, o);
}

/** Plays the game with the random-legal players (golden:update): its actions. */
export function playSr1876Golden(game: Sr1876GoldenGame): SrAction[] {
  return goldenActions(game.name, playRandomSr1876(game.config, { botSeed: game.botSeed, timeoutRate: game.timeoutRate }));
}

/** Stored actions → file text (what the test compares with the stored file). */
export function buildSr1876GoldenText(game: Sr1876GoldenGame, actions: readonly SrAction[]): string {
  return renderSr1876Golden(game, actions, buildSr1876Transcript(game.config, actions));
}

export function sr1876GoldenFile(name: string): URL {
  return new URL(`${name}.json`, SR1876_GOLDEN_DIR);
}
