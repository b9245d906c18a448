/**
 * The parts of the action-based golden games (test/helpers/tycoon-golden.ts, sr1876-golden.ts) that do not
 * depend on the game: the transcript of a replay (one line per action: where the game stood, the events it
 * caused without their seq, a hash of the whole state after it), the file text, the play check of
 * golden:update. Each game supplies its engine, how a position reads ("y3 TURN TR2"), and its final summary.
 * The golden tests' comparison is in golden-check.ts (it needs vitest; golden:update imports this file).
 */
import { createHash } from 'node:crypto';

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

/** The actions of a simulated golden game (golden:update), refusing a game with problems or without an end. */
export function goldenActions<A>(name: string, r: { errors: unknown[]; violations: unknown[]; endReason: string; finalState: { step: string }; actions: A[] }): A[] {
  if (r.errors.length > 0 || r.violations.length > 0 || r.finalState.step !== 'GAME_OVER') {
    throw new Error(`${name}: ${r.endReason} ${JSON.stringify([...r.errors, ...r.violations].slice(0, 3))}`);
  }
  return r.actions;
}
