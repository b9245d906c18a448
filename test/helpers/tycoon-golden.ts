/**
 * Stock Market Tycoon's golden games: complete seeded games (random-legal players from a fixed generator:
 * `playRandomTycoon`, golden-common.ts' table on the rules engine) stored with what the engine made of every action. The golden test
 * replays the stored actions from `init` and requires the rendered file to equal the stored one byte for byte;
 * `npm run golden:update -- --game tycoon` (scripts/golden-update.ts) replays the players and rewrites the files.
 *
 * One transcript line per action: where the game stood when it was sent, the events it caused (without their
 * seq, which the line carries once) and a hash of the whole state after it, so any difference shows at the
 * first action where it appears. Refused actions get a line with their code (random-legal players send none).
 */
import { applyInPlace, defaultConfig, init } from '../../src-shared/games/tycoon/engine.ts';
import { checkInvariants } from '../../src-shared/games/tycoon/invariants.ts';
import { candidateActions, defaultAction } from '../../src-shared/games/tycoon/legal.ts';
import { isDisplayStep, windowSeats } from '../../src-shared/games/tycoon/queries.ts';
import { COMPANY_IDS, type TycoonAction, type TycoonConfig, type TycoonEvent, type TycoonState } from '../../src-shared/games/tycoon/types.ts';
import {
  buildActionTranscript, goldenActions, hash, playRandomTable, renderActionGolden, type ActionTranscript, type RandomTable, type RandomTablePlay, type ReplayEngine,
} from './golden-common.ts';

export const TYCOON_GOLDEN_DIR = new URL('../fixtures/golden/tycoon/', import.meta.url);

export type TycoonGoldenGame = {
  name: string;
  about: string;
  config: TycoonConfig;
  botSeed: number;
  /** Share of decisions that are timeout defaults (only used by golden:update). */
  timeoutRate: number;
};

export const TYCOON_GOLDEN_GAMES: TycoonGoldenGame[] = [
  {
    name: 't4-strategist-flags',
    about: '4 players, Standard, Strategist, 10 years; shorts pay dividends, the bank funds buybacks, dividends in steps of 5',
    config: defaultConfig(4, { mode: 'strategist', seed: 4104, shortsPayDividends: true, buybackFunder: 'bank', dividendStep: 5 }),
    // Player seeds chosen so the game reaches rare rules: dividends, buybacks, premiums, withholds, strikes.
    botSeed: 54,
    timeoutRate: 0.1,
  },
  {
    name: 't3-trader-full-pass',
    about: '3 players, Standard, Trader, 10 years; a full round of passes ends the year, a rights exercise is the follower\'s action; many timeouts',
    config: defaultConfig(3, { mode: 'trader', seed: 3103, endYearOnFullPass: true, rightsFollowerFree: false }),
    // Rights exercises (the follower's action here), loans and a debenture.
    botSeed: 33,
    timeoutRate: 0.4,
  },
  {
    name: 't7-extended-investor',
    about: '7 players, Extended (two copies of the deck), Investor, 6 years, with the display steps (E2, E4, E8) passed by advance',
    config: defaultConfig(7, { mode: 'investor', seed: 7107, years: 6, displaySteps: true }),
    // A deferred debt settled through the window, a bankruptcy, a rights exercise, a strike.
    botSeed: 378,
    timeoutRate: 0.1,
  },
];

function where(s: TycoonState): string {
  return `y${s.year} ${s.step}${s.step === 'TURN' ? ` TR${s.txRound}` : ''}`;
}

/** Prices, and per seat "cash holdings…" in company order (a compact picture of the end). */
function summary(s: TycoonState): Record<string, unknown> {
  return {
    prices: COMPANY_IDS.map((id) => `${id} ${s.companies[id].price}`).join(', '),
    seats: Object.fromEntries(
      Object.entries(s.players).map(([seat, p]) => [seat, `${p.active ? 'active' : 'out'} ${p.cash} ${COMPANY_IDS.map((id) => p.holdings[id]).join(' ')}`]),
    ),
  };
}

export type TycoonGoldenTranscript = ActionTranscript;

const ENGINE: ReplayEngine<TycoonConfig, TycoonState, TycoonAction, TycoonEvent> = {
  init,
  apply: applyInPlace,
  where,
  final: (s) => ({ step: s.step, year: s.year, seq: s.seq, order: s.order, result: s.result ?? null, hash: hash(s), summary: summary(s) }),
};

/** Replays actions from `init` and records each one's effect. */
export function buildTycoonTranscript(config: TycoonConfig, actions: readonly TycoonAction[]): TycoonGoldenTranscript {
  return buildActionTranscript(ENGINE, config, actions);
}

/** The file text: one action and one transcript line per line, so a diff points at the first change. */
export function renderTycoonGolden(game: TycoonGoldenGame, actions: readonly TycoonAction[], t: TycoonGoldenTranscript): string {
  return renderActionGolden(game, actions, t);
}

/** Tycoon's random-legal table: a display step passed with `advance`, else a seat's candidate or its §14 default. */
const TABLE: RandomTable<TycoonState, TycoonAction> = {
  ...(ENGINE as RandomTable<TycoonState, TycoonAction>),
  isOver: (s) => s.step === 'GAME_OVER',
  step: (s) => (isDisplayStep(s) ? { type: 'advance', auto: true } : null),
  seats: windowSeats,
  defaultAction,
  candidates: candidateActions,
  checkInvariants,
};

/** One complete game of the random-legal table on the rules engine, from `init(config)` (its seed is the game's). */
export function playRandomTycoon(config: TycoonConfig, o: { botSeed: number; timeoutRate: number; checking?: boolean }): RandomTablePlay<TycoonState, TycoonAction> {
  return playRandomTable(TABLE, config, o);
}

/** Plays the game with the random-legal players (golden:update): its actions. */
export function playTycoonGolden(game: TycoonGoldenGame): TycoonAction[] {
  return goldenActions(game.name, playRandomTycoon(game.config, { botSeed: game.botSeed, timeoutRate: game.timeoutRate }));
}

/** Stored actions → file text (what the test compares with the stored file). */
export function buildTycoonGoldenText(game: TycoonGoldenGame, actions: readonly TycoonAction[]): string {
  return renderTycoonGolden(game, actions, buildTycoonTranscript(game.config, actions));
}

export function tycoonGoldenFile(name: string): URL {
  return new URL(`${name}.json`, TYCOON_GOLDEN_DIR);
}
