/**
 * The 1876 stock round as a game module (docs/GAME-MODULES.md): the pure rules engine of this folder
 * (../shared/rules/stock-round-1876.md v1.1) wrapped by live/ for the platform's windows, inputs, views and bots.
 */
import { copyJson } from '../../copy.ts';
import type { GameModule } from '../../platform/module.ts';
import { sr1876Debrief } from './debrief.ts';
import { explainSr1876Hint, sr1876SeatState } from './hint.ts';
import { decodeInput, type Input } from './inputs.ts';
import { checkInvariants } from './invariants.ts';
import { candidateActions } from './legal.ts';
import { decideSr1876Seat, toInput } from './live/bots.ts';
import { configProblems, makeConfig } from './live/config.ts';
import type { PlatformSrEvent } from './live/events.ts';
import { applyInPlace, createGame } from './live/play.ts';
import type { Sr1876Game, Sr1876GameConfig } from './live/types.ts';
import { privateView, publicView } from './live/views.ts';
import { seatId, seatIndex, sr1876Windows, SR1876_PHASES, SR1876_SUCCESSORS, type Sr1876Phase } from './live/windows.ts';
import { SR1876_BOT_LEVELS, SR1876_META, SR1876_OPTIONS } from './options.ts';
import { sr1876Schemas } from './schemas.ts';
import { sr1876Tutorials } from './tutorial-hook.ts';
import type { Sr1876PublicView } from './view-types.ts';

/** Bumped when the same inputs could give a different state (snapshots of another version are rebuilt). */
export const SR1876_ENGINE_VERSION = 1;

/**
 * The phases one step entered, in order. A round's end puts the review up (ROUND_END); the next round's
 * windows the engine opened in the same step are entered only when the review closes (REVIEW_CLOSED names
 * which); the game's end after the last review is the session's GAME_OVER.
 */
export function phasesEntered(events: readonly PlatformSrEvent[]): string[] {
  const trail: string[] = [];
  let held = false;
  for (const e of events) {
    if (e.type === 'ROUND_ENDED') {
      trail.push('ROUND_END');
      held = true;
    } else if (e.type === 'REVIEW_CLOSED') {
      held = false;
      if (typeof e.next === 'string') trail.push(e.next);
    } else if (!held) {
      if (e.type === 'DECLARATION_WINDOW_OPENED') trail.push('DECLARE');
      else if (e.type === 'TURN_STARTED' || e.type === 'TURN_RESUMED') trail.push('TURN');
      else if (e.type === 'OFFER_PASS_OPENED') trail.push('OFFER');
    }
  }
  return trail;
}

const ended = (g: Sr1876Game): boolean => g.core.step === 'GAME_OVER' && !g.review;

export const sr1876Module: GameModule<Sr1876GameConfig, Sr1876Game, Input, PlatformSrEvent, Sr1876PublicView> = {
  meta: { ...SR1876_META, engineVersion: SR1876_ENGINE_VERSION, fileFormat: 'sr1876-game' },
  config: {
    make: makeConfig,
    problems: configProblems,
    options: SR1876_OPTIONS,
    seats: (config) => config.engine.seats.length,
  },
  inputs: {
    decode: decodeInput,
    ready: (player) => ({ type: 'READY', player }),
    timeout: (id) => ({ type: 'TIMEOUT', window: id }),
  },
  create: createGame,
  applyInPlace,
  copy: copyJson,
  status: (g) => (ended(g) ? 'ENDED' : 'RUNNING'),
  windows: sr1876Windows,
  phaseGraph: { phases: SR1876_PHASES, initial: 'DECLARE', successors: (phase) => SR1876_SUCCESSORS[phase as Sr1876Phase] ?? [] },
  phasesEntered,
  legalActions: (g, player) => {
    const seat = seatIndex(player);
    if (seat < 0 || seat >= g.core.players.length || ended(g)) return [];
    const active = sr1876Windows(g).at(-1);
    const inputs: Input[] = g.review ? [] : candidateActions(g.core, seat).filter((a) => !a.auto).map((a) => toInput(a, player));
    if (active && active.kind !== 'sequential' && active.seats.includes(player) && !active.ready.includes(player)) inputs.push({ type: 'READY', player });
    return inputs;
  },
  outcome: (g) => {
    const r = g.core.result;
    if (!ended(g) || !r) return null;
    return { ranking: r.ranking.map((row) => ({ player: seatId(row.seat), score: row.netWorth })), reason: `all ${g.core.config.scenario.rounds} rounds played` };
  },
  views: { public: publicView, private: privateView },
  schemas: sr1876Schemas,
  // During the review the round is the one paid out (the engine has already begun the next).
  summary: (g) => ({ turn: g.review?.round ?? g.core.round, phase: g.review ? 'ROUND_END' : g.core.step }),
  bots: { levels: SR1876_BOT_LEVELS, decide: decideSr1876Seat },
  hints: { explain: explainSr1876Hint, seatState: sr1876SeatState },
  invariants: (g) => checkInvariants(g.core),
  debrief: sr1876Debrief,
  tutorials: sr1876Tutorials,
  testing: {
    summary: (g) => ({
      round: g.core.round, step: g.core.step, review: g.review?.round ?? null, seq: g.core.seq, window: g.serial,
      prices: Object.fromEntries(g.core.companyOrder.map((code) => [code, g.core.config.scenario.grid[g.core.companies[code].token.r][g.core.companies[code].token.c]])),
      cash: g.core.players.map((p) => p.cash),
    }),
  },
};
