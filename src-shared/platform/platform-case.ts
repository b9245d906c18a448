/**
 * What the platform tests (test/platform/) need to know about one game beyond its module: the options of a
 * short game and the few game-specific hints below. Each game keeps its case in its own folder, in
 * `src-shared/games/<kind>/testing/platform-case.ts` exporting `platformCase`; the tests find every case
 * there (import.meta.glob) and fail, naming the file, for a registered game without one. Test-only data:
 * no app code imports a case.
 */
import type { BaseInput } from './module.ts';

export type PlatformCase = {
  /**
   * Game options for a short game (create_game `options`, without table keys). The tests play it to its end
   * with 3 and 4 seats of random moves and timeouts, so it must end within a few thousand steps and reach a
   * sealed window, a display window and the end without any input the rules refuse.
   */
  options: Record<string, unknown>;
  /** Inputs a sealed window accepts whose effect the rules make public (the secrecy test leaves them out). */
  publicAct(state: unknown, input: BaseInput): boolean;
  /**
   * Edits a freshly started state so that sealed windows come early (tests that never replay the journal use
   * it: the edit is not an input). Tycoon needs it: nobody can afford control of a company in year 1.
   */
  prepare?(state: unknown): void;
  /** The seed of the running-game file test, whose plain play must reach a sealed window (default 32). */
  sealedFileSeed?: number;
  /**
   * An input that opens the game's sealed window from where play stands, or null to let the clock move play on
   * (the session-clock test). The stock round needs it: only a sale opens its sealed offer pass, and timed-out
   * turns are passes.
   */
  openSealed?(state: unknown): BaseInput | null;
};
