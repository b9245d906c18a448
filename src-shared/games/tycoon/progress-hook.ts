/**
 * Tycoon's side of the platform's profile progression (GameModule.progress): crediting a finished game to a
 * profile, describing its locks for the new-game form and the profiles panel, and what a game's mode needs
 * that a profile lacks (the lobby's mark). It reads states and configs structurally — the rules state
 * (`config.mode`, `result.ranks` keyed by engine seat) or the live wrapper around it (`core`, and the
 * config's `engine`) — so this file needs nothing of the engine; module.ts sets `progress: tycoonProgressHook`.
 */
import type { ProgressDescription, ProgressHook, SeatId } from '../../platform/module.ts';
import { creditGame, lockProgress, progressFrom, settingsFrom, type TycoonProgress } from './progression.ts';

/** The part of a finished TycoonState the hook reads (types.ts: TycoonState.config.mode, TycoonState.result.ranks). */
export type FinishedTycoonState = { config: { mode: string }; result?: { ranks: Record<string, number> } };
/** The rules state, or the platform's live game holding it in `core` (live/types.ts). */
export type TycoonStateLike = FinishedTycoonState | { core: FinishedTycoonState };
/** A rules config, or the platform's config holding it in `engine` (live/types.ts). */
export type TycoonConfigLike = { mode?: unknown } | { engine: { mode?: unknown } };

const coreOf = (state: TycoonStateLike): FinishedTycoonState => ('core' in state ? state.core : state);
const modeOf = (config: TycoonConfigLike): unknown => ('engine' in config ? config.engine.mode : config.mode);

/** Platform seat `P3` is engine seat 2 (types.ts). */
const engineSeat = (player: SeatId): string => String(Number(player.slice(1)) - 1);

function summary(p: TycoonProgress): string {
  const played = p.completed.trader + p.completed.investor + p.completed.strategist;
  const won = p.wins.trader + p.wins.investor + p.wins.strategist;
  return `${played} ${played === 1 ? 'game' : 'games'} completed, ${won} won (Trader ${p.completed.trader}/${p.wins.trader}, Investor ${p.completed.investor}/${p.wins.investor}, Strategist ${p.completed.strategist}/${p.wins.strategist} completed/won)`;
}

export const tycoonProgressHook: ProgressHook<TycoonStateLike, TycoonConfigLike> = {
  credit(progress, state, player, gameId) {
    const current = progressFrom(progress);
    const core = coreOf(state);
    const rank = core.result?.ranks[engineSeat(player)];
    // No result yet (not GameOver) or a seat the game does not have: nothing to credit.
    if (rank === undefined) return current;
    return creditGame(current, gameId, core.config.mode, rank);
  },
  describe(progress, settings): ProgressDescription {
    const p = progressFrom(progress);
    const locks = lockProgress(p, settingsFrom(settings));
    return {
      summary: summary(p),
      locks: [{
        option: 'mode',
        locked: locks.modes.filter((m) => !m.unlocked).map((m) => ({ value: m.mode, text: m.text })),
        comingSoon: locks.comingSoon.map((c) => ({ value: c.mode, text: c.text })),
      }],
    };
  },
  lacking(progress, settings, config) {
    const mode = modeOf(config);
    const { modes, comingSoon } = lockProgress(progressFrom(progress), settingsFrom(settings));
    return [...modes.filter((m) => !m.unlocked), ...comingSoon].filter((m) => m.mode === mode).map((m) => m.text);
  },
};
