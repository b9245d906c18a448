/**
 * The optional per-game hook of the offline tools (`npm run sim`, `tournament`, `scenario`, `bench:engine`).
 * Every tool works for every game through the `GameModule` contract alone; a game's
 * `src-shared/games/<kind>/tools.ts` exports a `GameTools` value only to add what the contract cannot say:
 * the short flags its users already type (`--years 5` for `--option years=5`), statistics of its own, the
 * end reason's short code, and its own scenario file format. A game without the file gets every tool anyway.
 */
/** A flag the tools accept as a spelling of `--option KEY=VALUE`: `--years 5` or, for a switch, `--rebuy`. */
export type OptionAlias =
  | { flag: string; option: string; takes: 'value' }
  /** A switch without a value that sets `option` to `value` (e.g. `--rebuy` sets noRebuyAfterSale=false). */
  | { flag: string; option: string; takes: 'switch'; value: string | number | boolean };

/** One scenario file played by a game's own format: the transcript to print and what the checks found. */
export type PlayedScenario = {
  transcript: unknown;
  ok: boolean;
  counts: { checks: number; passed: number; failed: number };
  /** Scenarios of the file that stopped with an error before their last step. */
  stopped: number;
  /** One line per failed check or stopped scenario. */
  failures: string[];
};

export type GameTools<State = unknown> = {
  /** Old per-game flags kept as spellings of `--option` (README and docs promise them). */
  optionAliases?: readonly OptionAlias[];
  /**
   * Options the tools default differently from the new-game form (the tools' historical defaults), e.g.
   * Tycoon's sims in Strategist (every feature in play) where the form suggests Trader. Applied before the user's
   * `--option`s.
   */
  toolDefaults?: Readonly<Record<string, string | number | boolean>>;
  /** A short code for why a finished game ended (YEARS, ROUNDS, MAX_TURNS); absent: the outcome's reason. */
  endReason?(state: State): string;
  /** Extra numbers of one finished game, summed over the games by `npm run sim` ("bankruptcies": 1). */
  simStats?(state: State): Record<string, number>;
  /** A key to count for one event of an accepted input (summed by `npm run sim`), null to skip it. */
  eventStat?(event: { type: string } & Record<string, unknown>): string | null;
  /**
   * The game's own scenario file format (docs/SCENARIOS.md). `invalid` says why a file is not a scenario of
   * that format (nothing was played). Absent: the platform's module scenario format.
   */
  scenario?: { run(raw: unknown): PlayedScenario | { invalid: string } };
  /** The game's docs/phases/<kind>.md in its own words; absent: generated from its phase graph. */
  phasesDoc?(): string;
  /**
   * Its input schemas by type (the `INPUT_SCHEMAS` of its inputs.ts), for its generated protocol reference
   * (`npm run docs:protocol`); absent: the reference lists the inputs seen in a sample game.
   */
  inputSchemas?: Readonly<Record<string, unknown>>;
  /** The words of its protocol reference kept by hand; the values and fields are generated. */
  protocolNotes?: ProtocolNotes;
};

/** Hand-kept words of a game's protocol reference: each option's meaning, each input's fields, when and notes. */
export type ProtocolNotes = {
  options?: Readonly<Record<string, string>>;
  inputs?: Readonly<Record<string, { fields?: string; when?: string; notes?: string }>>;
};

type Played = { ok: boolean; counts: PlayedScenario['counts']; error?: string };

/**
 * A game's own scenario runner as a tools hook: `run` plays a parsed file (one scenario or a suite), `failures`
 * words its problems, and an error of class `FormatError` means the file is not of this format.
 */
export function ownScenarioFormat<R extends Played | { ok: boolean; counts: Played['counts']; scenarios: Played[] }>(
  run: (raw: unknown) => R,
  failures: (result: R) => string[],
  FormatError: abstract new (...args: never[]) => Error,
): NonNullable<GameTools['scenario']> {
  return {
    run(raw) {
      let result: R;
      try {
        result = run(raw);
      } catch (err) {
        if (err instanceof FormatError) return { invalid: err.message };
        throw err;
      }
      const list: Played[] = 'scenarios' in result ? result.scenarios : [result];
      const stopped = list.filter((t) => t.error !== undefined).length;
      return { transcript: result, ok: result.ok, counts: result.counts, stopped, failures: failures(result) };
    },
  };
}
