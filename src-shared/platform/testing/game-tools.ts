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
  /** The words of its protocol reference, kept by hand (its protocol-notes.ts); the fields and types are generated. */
  protocolNotes?: ProtocolNotes;
};

/**
 * Hand-kept words of a game's protocol reference (`npm run docs:protocol`, scripts/protocol-doc/). The tables list
 * what the game's schemas (`GameModule.schemas`) hold; these say what it means. test/unit/protocol-notes.test.ts
 * requires words for every input type, event type and view field of the schemas, and none for anything they lack.
 * Paths: `players[].cash` is a field of each item of an array, `orderFlags.*.cancellable` of each value of a record.
 */
export type ProtocolNotes = {
  /** Each option's meaning, by key. */
  options?: Readonly<Record<string, string>>;
  /** Each input type a seat sends, by type (TIMEOUT, the clock's, has none). */
  inputs?: Readonly<Record<string, InputNotes>>;
  /** Each event type of `view.events`, by type: what it says, and optionally some of its fields' words. */
  events?: Readonly<Record<string, string | { about: string; fields?: Readonly<Record<string, string>> }>>;
  /** Every field of the public view (`view.view`), by path. */
  publicView?: Readonly<Record<string, string>>;
  /** Every field of a seat's private view (`view.private[P]`), by path. */
  privateView?: Readonly<Record<string, string>>;
  /** Every code the game's rules refuse an input with (`error.reason` of an `act`, `check_result.reason`, `INPUT_REFUSED.reason`). */
  refusals?: Readonly<Record<string, string>>;
  /** Codes recorded when something accepted fails later, and where they travel: event fields as `TYPE.field`, view paths. */
  outcomes?: { codes: Readonly<Record<string, string>>; events: readonly string[]; views?: readonly string[] };
  /** Prose above the generated sections of a reference written whole (Sectors' PROTOCOL-REFERENCE.md, a new game's page). */
  intro?: Readonly<Partial<Record<'inputs' | 'publicView' | 'privateView' | 'events' | 'refusals' | 'outcomes', string>>>;
};

/** One input's words: what it does, when it is accepted, its fields' rules, and an example (checked by the schema). */
export type InputNotes = {
  about?: string;
  /** When a seat may send it, in words (Tycoon's "own turn; Strategist"). */
  when?: string;
  /** The phases that accept it, or every phase; the reference tabulates phases and what they accept. */
  phases?: readonly string[] | 'every';
  notes?: string;
  /** Words per field (`company`, `cash[].player`): its range and rules, with the codes that refuse it. */
  fields?: Readonly<Record<string, string>>;
  /** An input as a client sends it (without `player`); absent: the first one a sample game sent. */
  example?: Readonly<Record<string, unknown>>;
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
