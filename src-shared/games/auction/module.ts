/**
 * Lot Auction as a game module: a toy second game that proves the platform is generic. It uses every
 * window kind: a sealed simultaneous BID, a display REVEAL, sequential TURNS and an OFFER interrupt that
 * stands on top of the TURNS window (whose clock waits). Rules: RULES.md.
 */
import { copyJson } from '../../copy.ts';
import type { GameModule } from '../../platform/module.ts';
import { decide } from './bots.ts';
import { explainAuctionHint } from './hint.ts';
import { configProblems, makeConfig } from './config.ts';
import { applyInPlace, create } from './engine.ts';
import { ranking } from './flow.ts';
import { decodeInput, type Input } from './inputs.ts';
import { checkInvariants } from './invariants.ts';
import { legalActions } from './legal.ts';
import { AUCTION_BOT_LEVELS, AUCTION_META, AUCTION_OPTIONS } from './options.ts';
import { AUCTION_PHASE_IDS, auctionSchemas } from './schemas.ts';
import type { AuctionConfig, AuctionEvent, AuctionPhase, AuctionState } from './types.ts';
import { privateView, publicView, type AuctionPublicView } from './views.ts';
import { auctionWindows } from './windows.ts';

/** Bumped when the same inputs could give a different state (snapshots of another version are rebuilt). */
export const AUCTION_ENGINE_VERSION = 1;

export const AUCTION_PHASES: readonly AuctionPhase[] = AUCTION_PHASE_IDS;
const SUCCESSORS: Record<AuctionPhase, readonly string[]> = {
  BID: ['REVEAL'],
  REVEAL: ['TURNS'],
  TURNS: ['OFFER', 'BID', 'GAME_OVER'],
  OFFER: ['TURNS'],
};


export const auctionModule: GameModule<AuctionConfig, AuctionState, Input, AuctionEvent, AuctionPublicView> = {
  meta: { ...AUCTION_META, engineVersion: AUCTION_ENGINE_VERSION, fileFormat: 'auction-game' },
  config: {
    // No table option changes the rules, so the table is not kept in the config.
    make: (seats, names, options) => makeConfig(seats, names, options),
    problems: configProblems,
    options: AUCTION_OPTIONS,
    seats: (config) => config.seats,
  },
  inputs: {
    decode: decodeInput,
    ready: (player) => ({ type: 'READY', player }),
    timeout: (id) => ({ type: 'TIMEOUT', window: id }),
  },
  create,
  applyInPlace,
  copy: copyJson,
  status: (s) => s.status,
  windows: auctionWindows,
  phaseGraph: { phases: AUCTION_PHASES, initial: 'BID', successors: (phase) => SUCCESSORS[phase as AuctionPhase] ?? [] },
  phasesEntered: (events) => events.filter((e) => e.type === 'PHASE_STARTED').map((e) => e.phase),
  legalActions,
  outcome: (s) => (s.status === 'ENDED' ? { ranking: ranking(s), reason: `all ${s.config.rounds} rounds played` } : null),
  views: { public: publicView, private: privateView },
  schemas: auctionSchemas,
  summary: (s) => ({ turn: s.round, phase: s.status === 'ENDED' ? 'GAME_OVER' : s.phase }),
  bots: { levels: AUCTION_BOT_LEVELS, decide },
  hints: { explain: explainAuctionHint },
  invariants: checkInvariants,
  testing: {
    summary: (s) => ({
      round: s.round, phase: s.phase, status: s.status, window: s.window,
      coins: s.players.map((p) => p.coins), owners: s.lots.map((l) => l.owner),
    }),
  },
};
