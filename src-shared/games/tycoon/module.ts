/**
 * Stock Market Tycoon as a game module (docs/GAME-MODULES.md): the pure rules engine of this folder
 * (../shared/rules/tycoon.md v1.2) wrapped by live/ for the platform's windows, inputs, views and bots.
 */
import { copyJson } from '../../copy.ts';
import type { GameModule } from '../../platform/module.ts';
import { explainTycoonHint, tycoonSeatState } from './hint.ts';
import { tycoonDebrief } from './debrief.ts';
import { checkInvariants } from './invariants.ts';
import { candidateActions } from './legal.ts';
import { decodeInput, type Input } from './inputs.ts';
import { decideTycoon, toInput } from './live/bots.ts';
import { configProblems, makeConfig } from './live/config.ts';
import type { PlatformTycoonEvent } from './live/events.ts';
import { applyInPlace, createGame } from './live/play.ts';
import { tycoonPreview } from './live/turn-preview.ts';
import type { TycoonGame, TycoonGameConfig } from './live/types.ts';
import { privateView, publicView } from './live/views.ts';
import { seatId, seatIndex, tycoonWindows, TYCOON_PHASES, TYCOON_SUCCESSORS, type TycoonPhase } from './live/windows.ts';
import { TYCOON_BOT_LEVELS, TYCOON_META, TYCOON_OPTIONS } from './options.ts';
import { tycoonProgressHook } from './progress-hook.ts';
import { tycoonSchemas } from './schemas.ts';
import type { TycoonPublicView } from './view-types.ts';
import { tycoonTutorials } from './tutorial-hook.ts';

/** Bumped when the same inputs could give a different state (snapshots of another version are rebuilt). */
export const TYCOON_ENGINE_VERSION = 1;

const PHASE_SET = new Set<string>(TYCOON_PHASES);

/** The phases one step entered: every step started, and the buyback interrupt opening and closing. */
function phasesEntered(events: readonly PlatformTycoonEvent[]): string[] {
  const trail: string[] = [];
  // A buyback nobody may answer resolves inside its announcement: no window opened, none closes.
  let instant = false;
  for (const e of events) {
    if (e.type === 'STEP_STARTED' && typeof e.step === 'string' && PHASE_SET.has(e.step)) trail.push(e.step);
    else if (e.type === 'BUYBACK_ANNOUNCED') {
      instant = !Array.isArray(e.eligible) || e.eligible.length === 0;
      if (!instant) trail.push('BUYBACK');
    } else if (e.type === 'BUYBACK_RESOLVED') {
      if (!instant) trail.push('TURN');
      instant = false;
    }
  }
  return trail;
}

export const tycoonModule: GameModule<TycoonGameConfig, TycoonGame, Input, PlatformTycoonEvent, TycoonPublicView> = {
  meta: { ...TYCOON_META, engineVersion: TYCOON_ENGINE_VERSION, fileFormat: 'tycoon-game' },
  config: {
    make: makeConfig,
    problems: configProblems,
    options: TYCOON_OPTIONS,
    seats: (config) => config.engine.players,
  },
  inputs: {
    decode: decodeInput,
    ready: (player) => ({ type: 'READY', player }),
    timeout: (id) => ({ type: 'TIMEOUT', window: id }),
  },
  create: createGame,
  applyInPlace,
  copy: copyJson,
  status: (g) => (g.core.step === 'GAME_OVER' ? 'ENDED' : 'RUNNING'),
  windows: tycoonWindows,
  phaseGraph: { phases: TYCOON_PHASES, initial: 'TURN', successors: (phase) => TYCOON_SUCCESSORS[phase as TycoonPhase] ?? [] },
  phasesEntered,
  legalActions: (g, player) => {
    const seat = seatIndex(player);
    if (seat < 0 || g.core.step === 'GAME_OVER') return [];
    const inputs: Input[] = candidateActions(g.core, seat).map((a) => toInput(a, player));
    const active = tycoonWindows(g).at(-1);
    if (active && active.kind !== 'sequential' && active.seats.includes(player) && !active.ready.includes(player)) inputs.push({ type: 'READY', player });
    return inputs;
  },
  outcome: (g) => {
    const r = g.core.result;
    if (g.core.step !== 'GAME_OVER' || !r) return null;
    const seats = Object.keys(r.ranks).map(Number).sort((a, b) => r.ranks[a] - r.ranks[b] || a - b);
    const reason = g.core.order.length < 2 ? 'fewer than two players remain solvent' : `all ${g.core.config.years} market years played`;
    return { ranking: seats.map((s) => ({ player: seatId(s), score: r.netWorth[s] })), reason };
  },
  views: { public: publicView, private: privateView },
  schemas: tycoonSchemas,
  summary: (g) => ({ turn: g.core.year, phase: g.core.step }),
  bots: { levels: TYCOON_BOT_LEVELS, decide: decideTycoon },
  hints: { explain: explainTycoonHint, seatState: tycoonSeatState },
  invariants: (g) => checkInvariants(g.core),
  // Local profiles' career (§3.2): completed games and wins per mode, crediting at game over.
  // The turn form's money line (cost, proceeds, premium, payout…) for check_result.preview.
  preview: (g, input) => tycoonPreview(g, input),
  progress: tycoonProgressHook,
  debrief: tycoonDebrief,
  // A tutorial's position (a scenario position) as a live game, and the summary its checks read (docs/TUTORIALS.md).
  tutorials: tycoonTutorials,
  testing: {
    summary: (g) => ({
      year: g.core.year, step: g.core.step, txRound: g.core.txRound, seq: g.core.seq, window: g.serial,
      prices: Object.fromEntries(Object.entries(g.core.companies).map(([id, c]) => [id, c.price])),
      cash: Object.values(g.core.players).map((p) => p.cash),
    }),
  },
};
