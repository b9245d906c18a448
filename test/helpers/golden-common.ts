/**
 * The parts of the action-based golden games (test/helpers/tycoon-golden.ts, sr1876-golden.ts) that do not
 * depend on the game: the transcript of a replay (one line per action: where the game stood, the events it
 * caused without their seq, a hash of the whole state after it), the file text, the random-legal table that
 * plays them for golden:update and its check. Each game supplies its engine, how a position reads
 * ("y3 TURN TR2"), its final summary and who may act. The golden tests' comparison is in golden-check.ts (it
 * needs vitest; golden:update imports this file).
 */
import { createHash } from 'node:crypto';
import { playActionLoop, type ActionLoopResult } from '../../src-shared/platform/testing/action-sim.ts';
import { chance } from '../../src-shared/platform/testing/sim-stats.ts';
import { pick, seedRng, type Rng } from '../../src-shared/rng.ts';

export function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** An event without its seq (the transcript line carries the seq once). */
export function compact<E extends { seq?: unknown }>(e: E): Record<string, unknown> {
  const { seq: _seq, ...rest } = e;
  return rest;
}

export type ActionTranscript = { lines: Record<string, unknown>[]; final: Record<string, unknown> };

/** The engine a replay needs: `S` the state (with its event counter `seq`), changed in place. */
export type ReplayEngine<C, S extends { seq: number }, A, E> = {
  init(config: C): { state: S; events: E[] };
  apply(s: S, action: A): { ok: true; events: E[] } | { ok: false; code: string };
  where(s: S): string;
  final(s: S): Record<string, unknown>;
};

/** Replays actions from `init` and records each one's effect; refused actions get a line with their code. */
export function buildActionTranscript<C, S extends { seq: number }, A, E extends { seq?: unknown }>(engine: ReplayEngine<C, S, A, E>, config: C, actions: readonly A[]): ActionTranscript {
  const { state: s, events } = engine.init(config);
  const lines: Record<string, unknown>[] = [{ i: -1, at: engine.where(s), events: events.map(compact), hash: hash(s) }];
  actions.forEach((action, i) => {
    const at = engine.where(s);
    const r = engine.apply(s, action);
    lines.push(r.ok ? { i, seq: s.seq, at, events: r.events.map(compact), hash: hash(s) } : { i, at, refused: r.code });
  });
  return { lines, final: engine.final(s) };
}

export type ActionGoldenGame = { name: string; about: string; config: unknown; botSeed: number; timeoutRate: number };

/** The file text: one action and one transcript line per line, so a diff points at the first change. */
export function renderActionGolden(game: ActionGoldenGame, actions: readonly unknown[], t: ActionTranscript): string {
  const lines = (items: readonly unknown[]) => items.map((x) => '    ' + JSON.stringify(x)).join(',\n');
  return [
    '{',
    `  "name": ${JSON.stringify(game.name)},`,
    `  "about": ${JSON.stringify(game.about)},`,
    `  "config": ${JSON.stringify(game.config)},`,
    `  "botSeed": ${game.botSeed},`,
    `  "timeoutRate": ${game.timeoutRate},`,
    `  "final": ${JSON.stringify(t.final)},`,
    '  "actions": [',
    lines(actions),
    '  ],',
    '  "transcript": [',
    lines(t.lines),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** The actions of a played golden game (golden:update), refusing a game with problems or without an end. */
export function goldenActions<A>(name: string, r: RandomTablePlay<{ step: string }, A>): A[] {
  if (r.errors.length > 0 || r.violations.length > 0 || r.finalState.step !== 'GAME_OVER') {
    throw new Error(`${name}: ${r.stopped ?? r.finalState.step} ${JSON.stringify([...r.errors, ...r.violations].slice(0, 3))}`);
  }
  return r.actions;
}

/**
 * Who may act in an action-based game, for its random-legal table. The golden files store the rules engine's own
 * actions (below the module's platform inputs: a timeout default of one seat, a display step's `advance`), so
 * the table plays the engine directly, on the platform's action loop (src-shared/platform/testing/action-sim.ts).
 */
export type RandomTable<S, A> = ReplayEngine<unknown, S & { seq: number }, A, unknown> & {
  isOver(s: S): boolean;
  /** An action the game takes with nobody choosing (a display step passed), or null. */
  step?(s: S): A | null;
  /** The seats that may act now (several in a window that takes answers in any order). */
  seats(s: S): number[];
  /** The seat's timeout default (§ the game's rules), or null. */
  defaultAction(s: S, seat: number): A | null;
  /** Every action the seat may send now, each passing the engine's checks. */
  candidates(s: S, seat: number): A[];
  checkInvariants(s: S): string[];
};

export type GoldenProblem = { actionIndex: number; at: string; id: string; message: string };
export type RandomTablePlay<S, A> = ActionLoopResult<A, GoldenProblem> & { finalState: S };

/**
 * One complete game of the random-legal table: at each point one seat that may act (picked among several)
 * sends its timeout default with probability `timeoutRate`, else an action uniform among its candidates. The
 * players draw from their own generator (seeded `botSeed`), never the game's, so the recorded actions replay to
 * the same game from `init(config)` alone. Invariants after every accepted action unless `checking` is false.
 */
export function playRandomTable<C, S extends { seq: number }, A extends { type: string }>(
  table: RandomTable<S, A>,
  config: C,
  o: { botSeed: number; timeoutRate: number; checking?: boolean; maxActions?: number },
): RandomTablePlay<S, A> {
  const { state: s } = table.init(config);
  const rng: Rng = seedRng(o.botSeed);
  const choose = (): A | null => {
    const auto = table.step?.(s) ?? null;
    if (auto) return auto;
    const seats = table.seats(s);
    if (seats.length === 0) return null;
    // Windows that take answers in any order: pick which owing seat answers next.
    const seat = seats.length === 1 ? seats[0] : pick(rng, seats);
    if (chance(rng, o.timeoutRate)) {
      const d = table.defaultAction(s, seat);
      if (d) return d;
    }
    const candidates = table.candidates(s, seat);
    return candidates.length > 0 ? pick(rng, candidates) : table.defaultAction(s, seat);
  };
  const played = playActionLoop<A, unknown, GoldenProblem>({
    isOver: () => table.isOver(s),
    choose,
    apply: (action) => table.apply(s, action),
    checkInvariants: () => table.checkInvariants(s),
    problem: (actionIndex, id, message) => ({ actionIndex, at: table.where(s), id, message }),
    stuckMessage: () => `nobody can act at ${table.where(s)}`,
    onAccepted: () => {},
    checking: o.checking ?? true,
    record: true,
    maxActions: o.maxActions ?? 100_000,
  });
  return { ...played, finalState: s };
}
