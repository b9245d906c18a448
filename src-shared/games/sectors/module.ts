/**
 * Sectors as a game module: the rules engine, its views and bots behind the platform's one contract
 * (src-shared/platform/module.ts). Each of the 30 phases is one window: actionable phases are
 * simultaneous (sealed where the rules keep submissions secret), automatic ones are display windows.
 */
import type { GameModule } from '../../platform/module.ts';
import type { GameWindow } from '../../platform/windows.ts';
import { policyFor } from './bots/index.ts';
import { configProblems, makeConfig } from './config.ts';
import { copyJson } from './copy.ts';
import { INSOLVENCY_EXTRA_SECONDS, isActionablePhase, PHASE_IDS, phaseData, type PhaseId } from './data.ts';
import { sectorsDebrief } from './debrief.ts';
import { applyInPlace, create } from './engine.ts';
import { explainSectorsHint } from './hint.ts';
import { decodeBySchemas } from '../../schema-issues.ts';
import { ACTION_SCHEMAS } from './inputs.ts';
import { checkInvariants } from './invariants.ts';
import { legalActions } from './legal.ts';
import { SECTORS_BOT_LEVELS, SECTORS_META, SECTORS_OPTIONS } from './options.ts';
import { enteredSuccessors } from './phase-graph.ts';
import { orderPreview } from './preview.ts';
import type { GameConfig, GameEvent, GameState, Input } from './types.ts';
import { netWorth } from './queries.ts';
import { sectorsSchemas } from './schemas.ts';
import { sectorsTutorials } from './tutorial-hook.ts';
import { GameConfigSchema } from './schemas/state.ts';
import { rank } from './upkeep/end-turn.ts';
import { privateView, publicView, shareState, type PublicView } from './view.ts';

/** Bumped when the same inputs could give a different state (snapshots of another version are rebuilt). */
export const SECTORS_ENGINE_VERSION = 1;

/** Phases whose submissions stay sealed until the phase ends (bids, votes, allocations, concealed orders). */
const SEALED: ReadonlySet<PhaseId> = new Set(['INFLUENCE_BID', 'TRANCHE_VOTE', 'TRANCHE_DISTRIBUTE', 'REVENUE_VOTE', 'COMPANY_VOTE']);

function windowOf(s: GameState): GameWindow {
  const phase = s.phase;
  if (!isActionablePhase(phase)) {
    return { id: s.phaseSerial, phase, kind: 'display', seats: [...s.priority], ready: [...s.inputs.ready], seconds: null, secret: false };
  }
  const insolvency = phase === 'COMPANY_VOTE' && s.companyRound?.mode === 'INSOLVENCY';
  const seconds = phaseData(phase).seconds + (insolvency ? INSOLVENCY_EXTRA_SECONDS : 0);
  // The curtain rule of the hot-seat screen: every stock round acts behind it (each seat's ticket shows its own
  // cash and orders), and every sealed vote or bid; an insolvency round's contributions are open.
  const secret = phase === 'PLACE_STOCK_ORDERS' || (SEALED.has(phase) && !insolvency);
  return { id: s.phaseSerial, phase, kind: 'simultaneous', seats: [...s.inputs.eligible], ready: [...s.inputs.ready], seconds, secret };
}

/** A compact, stable summary of a state for `npm run replay` (the full state is available with --full). */
function summarizeSectors(s: GameState) {
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

const CONFIG_KEYS = new Set(Object.keys(GameConfigSchema.entries));
const configKeysOf = (options: Record<string, unknown>): Partial<GameConfig> =>
  Object.fromEntries(Object.entries(options).filter(([key]) => CONFIG_KEYS.has(key))) as Partial<GameConfig>;

export const sectorsModule: GameModule<GameConfig, GameState, Input, GameEvent, PublicView> = {
  meta: { ...SECTORS_META, engineVersion: SECTORS_ENGINE_VERSION, fileFormat: 'sectors-game' },
  config: {
    // The engine keeps the table options in its config: its rules pass review phases over when the review
    // time is 0, and golden games recorded them there.
    // Only the config's own keys are kept: create_game's options also carry table keys (hints, a lesson's planned
    // end) and whatever a client sends, which the public view (it shows the config) must not echo.
    make: (seats, names, options, table) =>
      makeConfig(seats, { ...configKeysOf(options), seats, playerNames: names, timerMode: table.timerMode, phaseTimeMultiplier: table.pace, reviewSeconds: table.reviewSeconds }),
    problems: configProblems,
    options: SECTORS_OPTIONS,
    seats: (config) => config.seats,
  },
  inputs: {
    decode: (raw) => decodeBySchemas<Input>(ACTION_SCHEMAS, raw),
    ready: (player) => ({ type: 'READY', player }),
    timeout: (id) => ({ type: 'TIMEOUT', phaseSerial: id }),
  },
  create,
  applyInPlace,
  copy: copyJson,
  status: (s) => (s.status === 'ENDED' ? 'ENDED' : 'RUNNING'),
  windows: (s) => (s.status === 'RUNNING' ? [windowOf(s)] : []),
  phaseGraph: { phases: PHASE_IDS, initial: 'INFLUENCE_BID', successors: (phase) => enteredSuccessors(phase as PhaseId) },
  phasesEntered: (events) => events.filter((e) => e.type === 'PHASE_STARTED').map((e) => e.phase as string),
  legalActions,
  outcome: (s) => (s.status === 'ENDED' ? { ranking: rank(s).map((r) => ({ player: r.player, score: r.netWorth })), reason: s.endReason ?? 'the game ended' } : null),
  views: {
    public(s, names) {
      // The platform serialises the public view at once, so it may share the state's objects (no copy).
      const view = publicView(s, shareState);
      for (const p of view.players) p.name = names[p.id] ?? p.name;
      return view;
    },
    private: privateView,
  },
  summary: (s) => ({ turn: s.turn, phase: s.phase }),
  bots: {
    levels: SECTORS_BOT_LEVELS,
    decide: (s, player, bot) => policyFor(bot.level, { now: bot.now, budgetMs: bot.budgetMs })(s, player, bot.rng),
  },
  // The order ticket's numbers (cost, cash after, cap, float, lendable shares…) for check_result.preview.
  preview: (s, input) => ('player' in input && input.type.startsWith('PLACE_') ? orderPreview(s, input as Parameters<typeof orderPreview>[1]) : null),
  hints: { explain: explainSectorsHint },
  debrief: sectorsDebrief,
  // A tutorial's position (a scenario position) as a state, and the summary its checks read (docs/TUTORIALS.md).
  tutorials: sectorsTutorials,
  schemas: sectorsSchemas,
  invariants: (s) => checkInvariants(s).map((violation) => `${violation.id}: ${violation.message}`),
  testing: { summary: summarizeSectors },
};
