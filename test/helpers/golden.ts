/**
 * Golden transcripts: three complete seeded games whose inputs are stored with what the engine made of
 * them, phase by phase. `buildGoldenText` replays stored inputs and renders the file; the golden test
 * requires the result to equal the stored file byte for byte, and `npm run golden:update`
 * (scripts/golden-update.ts) regenerates the inputs with the random bot and rewrites the files.
 *
 * A transcript record per phase instance: serial, turn, phase, sub-round, the events emitted while it was
 * current (READY_CHANGED only counted, phase markers implied), and — when play stopped in the phase, i.e.
 * it was not passed through within one input — a state summary taken when it was first observed: a hash of
 * the full serialised state (so any difference, however small, shows) plus the summary fields that changed
 * since the previous summary (the first record carries them all).
 */
import { createHash } from 'node:crypto';
import { applyInPlace, create, makeConfig, netWorth, type EngineEvent, type GameConfig, type GameState, type Input } from '../../src-shared/games/sectors/index.ts';
import { playSectors, type SectorsPlay } from './sectors-table.ts';

export const GOLDEN_DIR = new URL('../fixtures/golden/', import.meta.url);

export type GoldenGame = {
  name: string;
  about: string;
  config: GameConfig;
  seed: number;
  botSeed: number;
  /** How the bots played it (only used by golden:update). */
  play: Pick<SectorsPlay, 'timeoutRate' | 'autoTimeout' | 'bot'>;
};

export const GOLDEN_GAMES: GoldenGame[] = [
  {
    name: 'g3-default',
    about: '3 players, default host options; automatic phases end when every seat is READY',
    config: makeConfig(3),
    seed: 3003,
    botSeed: 31,
    play: {},
  },
  {
    name: 'g4-bid-priority-open',
    about: '4 players, BID_PRIORITY, orders not concealed, 2 sub-rounds, STATIC priority, no ownership cap, reviewSeconds 0, timerless',
    config: makeConfig(4, {
      distributionStrategy: 'BID_PRIORITY', ordersConcealed: false, maxSubRounds: 2, priorityMode: 'STATIC',
      ownershipCapEnabled: false, reviewSeconds: 0, timerMode: 'TIMERLESS', startingCash: 400, influencePoints: 30,
    }),
    seed: 4004,
    botSeed: 41,
    play: { bot: { passRate: 0.2 } },
  },
  {
    name: 'g7-timeouts-no-options',
    about: '7 players, options off, 4 sub-rounds, consumer pool 100, bank 10,000, fixed sectors; phases often end by TIMEOUT',
    config: makeConfig(7, {
      optionOrdersEnabled: false, maxSubRounds: 4, consumerPool: 100, bankSize: 10000, reviewSeconds: 3,
      sectors: ['TECHNOLOGY', 'HEALTHCARE', 'ENERGY'],
    }),
    seed: 7007,
    botSeed: 71,
    play: { autoTimeout: true, timeoutRate: 0.25 },
  },
];

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

type Summary = Record<string, unknown>;

/** A compact picture of the state: money, priority, players, companies, sectors (no hash). */
export function summarizeState(s: GameState): Summary {
  return {
    turn: s.turn,
    bank: s.bank,
    outside: s.outside,
    bankBroken: s.bankBroken,
    economy: s.economyScore,
    pool: s.consumerPool,
    priority: s.priority.join(' '),
    ready: s.inputs.ready.join(' '),
    // cash margin netWorth limitActions shortActions
    players: Object.fromEntries(s.players.map((p) => [p.id, `${p.cash} ${p.margin} ${netWorth(s, p.id)} ${p.limitActions} ${p.shortActions}`])),
    // status tier priceIndex fillProgress treasury prestige ipo om outstanding unitPrice demand holders
    companies: Object.fromEntries(
      s.companies.map((c) => [
        c.id,
        [
          c.status, c.tier, c.priceIndex, c.fillProgress, c.treasury, c.prestige, c.ipoShares, c.omShares, c.issued - c.retired, c.unitPrice,
          c.tempDemand + c.permDemand, Object.entries(c.holdings).map(([p, n]) => `${p}=${n}`).join(','),
        ].join(' '),
      ]),
    ),
    sectors: s.sectorPriority.map((id) => {
      const x = s.sectors.find((y) => y.id === id)!;
      return `${id}:${x.consumers}/${x.baseDemand}+${x.demandBonus}`;
    }),
  };
}

type PhaseRecord = {
  serial: number;
  turn: number;
  phase: string;
  subRound: number;
  events: Record<string, unknown>[];
  ready?: number;
  state?: Summary;
};

/** The summary fields (and the players / companies within them) that differ from `previous`. */
function changes(current: Summary, previous: Summary | null): Summary {
  if (!previous) return current;
  const out: Summary = {};
  for (const [key, value] of Object.entries(current)) {
    if (JSON.stringify(value) === JSON.stringify(previous[key])) continue;
    if (key === 'players' || key === 'companies') {
      const before = (previous[key] ?? {}) as Record<string, unknown>;
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([id, v]) => before[id] !== v));
    } else out[key] = value;
  }
  return out;
}

function compactEvent(e: EngineEvent): Record<string, unknown> {
  const { type, turn: _turn, phase: _phase, ...rest } = e;
  return { type, ...rest };
}

export type Transcript = { records: PhaseRecord[]; final: Record<string, unknown>; refused: { index: number; reason: string }[] };

/** Replays inputs from `create` and records what happened, phase instance by phase instance. */
export function buildTranscript(config: GameConfig, seed: number, inputs: readonly Input[]): Transcript {
  const s = create(config, seed);
  const records: PhaseRecord[] = [];
  const refused: { index: number; reason: string }[] = [];
  const open = (serial: number, turn: number, phase: string, subRound: number) => {
    records.push({ serial, turn, phase, subRound, events: [] });
  };
  let previous: Summary | null = null;
  const observe = (record: PhaseRecord) => {
    const current = summarizeState(s);
    record.state = { hash: hash(JSON.stringify(s)), ...changes(current, previous) };
    previous = current;
  };
  open(s.phaseSerial, s.turn, s.phase, s.subRound);
  observe(records[0]);
  inputs.forEach((input, index) => {
    const result = applyInPlace(s, input);
    if (!result.ok) {
      refused.push({ index, reason: result.reason });
      return;
    }
    const before = records.length;
    for (const e of result.events) {
      const current = records[records.length - 1];
      if (e.type === 'PHASE_STARTED') open(e.serial as number, e.turn as number, e.phase as string, e.subRound as number);
      else if (e.type === 'PHASE_ENDED') continue;
      else if (e.type === 'READY_CHANGED') current.ready = (current.ready ?? 0) + 1;
      else current.events.push(compactEvent(e));
    }
    // Play stopped in the phase now current: summarise it where it was entered.
    if (records.length > before) observe(records[records.length - 1]);
  });
  const final = {
    status: s.status,
    endReason: s.endReason,
    turn: s.turn,
    ranking: s.ranking,
    hash: hash(JSON.stringify(s)),
    summary: summarizeState(s),
  };
  return { records, final, refused };
}

/** The file text: one input and one phase record per line, so a diff points at the first change. */
export function renderGolden(game: GoldenGame, inputs: readonly Input[], t: Transcript): string {
  const lines = (items: readonly unknown[]) => items.map((x) => '    ' + JSON.stringify(x)).join(',\n');
  return [
    '{',
    `  "name": ${JSON.stringify(game.name)},`,
    `  "about": ${JSON.stringify(game.about)},`,
    `  "config": ${JSON.stringify(game.config)},`,
    `  "seed": ${game.seed},`,
    `  "botSeed": ${game.botSeed},`,
    `  "final": ${JSON.stringify(t.final)},`,
    `  "refused": ${JSON.stringify(t.refused)},`,
    '  "inputs": [',
    lines(inputs),
    '  ],',
    '  "transcript": [',
    lines(t.records),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** Plays the game with the random bots (golden:update; test/helpers/sectors-table.ts): its inputs. */
export function playGolden(game: GoldenGame): Input[] {
  const result = playSectors({ config: game.config, seed: game.seed, botSeed: game.botSeed, ...game.play });
  if (result.errors.length > 0 || result.violations.length > 0) {
    throw new Error(`${game.name}: ${JSON.stringify([...result.errors, ...result.violations].slice(0, 3))}`);
  }
  return result.inputs;
}

/** Stored inputs → file text (what the test compares with the stored file). */
export function buildGoldenText(game: GoldenGame, inputs: readonly Input[]): string {
  return renderGolden(game, inputs, buildTranscript(game.config, game.seed, inputs));
}

export function goldenFile(name: string): URL {
  return new URL(`${name}.json`, GOLDEN_DIR);
}
