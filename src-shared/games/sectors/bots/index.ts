/**
 * Bot levels for a seat: 'random' (random-legal, the engine tools' bot), 'easy', 'medium' and 'hard'.
 *
 *   policyFor(level, options)   → (engine, player, rng) => inputs          — one level's whole-phase decision
 *   chooserFor(level, options)  → (engine, player, rng) => input | null    — one input at a time
 *
 * Every level except 'random' decides from `view(engine, { role: 'player', player })` only. The hard bot
 * also needs `now` (a clock reading in ms, injected by the caller: src-shared never reads a clock) and a
 * budget per decision; without `now` it never runs out of time, which keeps tests deterministic.
 */
import type { Rng } from '../../../rng.ts';
import { copyJson } from '../copy.ts';
import { applyInPlace } from '../engine.ts';
import type { GameState, Input, PlayerId } from '../types.ts';
import { seatView } from './common.ts';
import type { GameView } from '../view.ts';
import { easyDecide } from './easy.ts';
import { hardDecide, HARD_BUDGET_MS, type HardStats } from './hard.ts';
import { mediumDecide } from './medium.ts';
import { chooseAction } from './random.ts';
import { BOT_LEVELS, type BotLevel } from '../../../platform/table-options.ts';

/** Sectors plays every platform bot level. */
export type BotLevelId = BotLevel;
export { BOT_LEVELS };

export type BotOptions = {
  /** Clock reading in milliseconds (the host clock; the tournament command passes a high-resolution timer). */
  now?: () => number;
  /** Time the hard bot may spend on one decision (default 300 ms). */
  budgetMs?: number;
  /** Receives what the hard bot did in each decision (tournament statistics). */
  onHardDecision?: (stats: HardStats) => void;
};

/** One level's decision for a whole phase: the inputs a seat sends now (the session adds READY). */
export type PhasePolicy = (engine: GameState, player: PlayerId, rng: Rng) => Input[];
export type Chooser = (engine: GameState, player: PlayerId, rng: Rng) => Input | null;

const MAX_INPUTS_PER_PHASE = 12;

/** Asks a one-input chooser repeatedly on a scratch copy until it passes (the random bot's phase policy). */
function fromChooser(choose: Chooser): PhasePolicy {
  return (engine, player, rng) => {
    const scratch = copyJson(engine);
    const serial = scratch.phaseSerial;
    const inputs: Input[] = [];
    // Order ids given out on the scratch copy are guesses: other seats may order first in the real state.
    const known = new Set(engine.orders.map((o) => o.id));
    for (let i = 0; i < MAX_INPUTS_PER_PHASE; i++) {
      const input = choose(scratch, player, rng);
      if (!input || input.type === 'READY' || input.type === 'UNREADY' || input.type === 'TIMEOUT') break;
      if (input.type === 'CANCEL_LIMIT_ORDER' && !known.has(input.orderId)) break;
      if (!applyInPlace(scratch, input).ok) break;
      inputs.push(input);
      if (scratch.phaseSerial !== serial) break;
    }
    return inputs;
  };
}

function fromDecide(decide: (view: GameView, me: PlayerId, rng: Rng) => Input[]): PhasePolicy {
  return (engine, player, rng) => (engine.status === 'RUNNING' ? decide(seatView(engine, player), player, rng) : []);
}

export function policyFor(level: BotLevelId, options: BotOptions = {}): PhasePolicy {
  switch (level) {
    case 'random':
      return fromChooser((s, p, rng) => chooseAction(s, p, rng));
    case 'easy':
      return fromDecide(easyDecide);
    case 'medium':
      return fromDecide((seen, me, rng) => mediumDecide(seen, me, rng));
    case 'hard': {
      const now = options.now ?? (() => 0);
      const budgetMs = options.budgetMs ?? HARD_BUDGET_MS;
      return fromDecide((seen, me, rng) => hardDecide(seen, me, rng, { now, budgetMs, onStats: options.onHardDecision }));
    }
  }
}

/** One input at a time: the first input of the level's phase decision, or null when it has nothing to send. */
export function chooserFor(level: BotLevelId, options: BotOptions = {}): Chooser {
  if (level === 'random') return (s, p, rng) => chooseAction(s, p, rng);
  const policy = policyFor(level, options);
  return (s, p, rng) => policy(s, p, rng)[0] ?? null;
}
