/**
 * The module contract in checks that explain themselves: each returns sentences naming the game, the rule it
 * breaks and where to look (docs/GAME-MODULES.md), so a new game learns what the platform expects from one
 * failing test instead of a null dereference deep in the session. The platform tests' preconditions are here
 * too: a short game of the case's options, played by random moves and timeouts, must end cleanly.
 */
import { manifestProblems, type GameManifest } from '../../src-shared/platform/manifest.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow, type GameWindow } from '../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../src-shared/rng.ts';
import type { GameCase } from './games.ts';

const DOC = 'docs/GAME-MODULES.md';
/** The session names seats P1..Pn in seat order, and so must every seat id a game hands back. */
export const seatIds = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);
/** The steps a short game may take: the platform tests give up long before a game this long ends. */
const MAX_STEPS = 6000;

/** The phase graph: the session adds GAME_OVER itself, and walks only the jumps the graph allows. */
export function phaseGraphProblems(module: AnyGameModule): string[] {
  const { kind } = module.meta;
  const graph = module.phaseGraph;
  const out: string[] = [];
  if (graph.phases.includes('GAME_OVER')) out.push(`${kind}: phaseGraph.phases lists GAME_OVER; the session adds that state itself when status() becomes ENDED: name it only as a successor (${DOC} "Phases")`);
  if (!graph.phases.includes(graph.initial)) out.push(`${kind}: phaseGraph.initial "${graph.initial}" is not one of phaseGraph.phases`);
  let ends = false;
  for (const phase of graph.phases) {
    for (const next of graph.successors(phase)) {
      if (next === 'GAME_OVER') ends = true;
      else if (!graph.phases.includes(next)) out.push(`${kind}: phase ${phase} may be followed by "${next}", which is not one of phaseGraph.phases`);
    }
  }
  if (!ends) out.push(`${kind}: no phase names GAME_OVER among its successors, so the session's chart can never reach its end`);
  return out;
}

/** Configs for every seat count of the game's range, built from the case's options, are valid. */
export function configProblems(game: GameCase): string[] {
  const { module: M, kind } = game;
  const out: string[] = [];
  for (let n = M.meta.players.min; n <= M.meta.players.max; n++) {
    const config = M.config.make(n, seatIds(n).map((p) => `Seat ${p}`), game.options, DEFAULT_TABLE_OPTIONS);
    const problems = M.config.problems(config);
    if (problems.length > 0) out.push(`${kind}: config.make for ${n} seats with the platform case's options has problems: ${problems.join('; ')}`);
    if (M.config.seats(config) !== n) out.push(`${kind}: config.seats gives ${M.config.seats(config)} for a config made for ${n} seats`);
  }
  return out;
}

/** Where a window breaks the session's expectations, in words (empty when it keeps them). */
function windowProblems(kind: string, w: GameWindow, seats: readonly string[], where: string): string[] {
  const out: string[] = [];
  const strangers = [...w.seats, ...w.ready].filter((p) => !seats.includes(p));
  if (strangers.length > 0) out.push(`${kind}: ${where}, window ${w.id} (${w.phase}) names seats ${strangers.join(', ')}; seat ids are P1..P${seats.length}, in seat order (${DOC} "Seats")`);
  if (w.seats.length === 0) out.push(`${kind}: ${where}, window ${w.id} (${w.phase}) has no seat to act in it`);
  if (w.kind !== 'display' && (w.seconds === null || !(w.seconds > 0))) out.push(`${kind}: ${where}, ${w.kind} window ${w.id} (${w.phase}) has no clock (seconds ${w.seconds}); the platform times every window but display ones`);
  return out;
}

/** The fields the protocol's `view` event requires of every public view. */
function envelopeProblems(kind: string, view: unknown, where: string): string[] {
  const v = view as Record<string, unknown> | null;
  const missing = [['phase', 'string'], ['turn', 'number'], ['status', 'string']].filter(([key, type]) => typeof v?.[key] !== type);
  return missing.length === 0 ? [] : [`${kind}: ${where}, the public view lacks ${missing.map(([k, t]) => `${k} (${t})`).join(', ')}; the protocol's view event requires phase, turn and status of every game`];
}

export type ShortGame = { problems: string[]; steps: number; windowKinds: Set<string>; sealed: boolean; ended: boolean };

/**
 * Plays one short game of the case's options with `n` seats: mostly a random legal input of a seat of the
 * active window, sometimes the window's timeout (as the platform tests play). Every step is checked: no throw,
 * no refused legal action, seats P1..Pn only, the envelope of the public view, the phases along the graph.
 */
export function playShortGame(game: GameCase, n: number, seed: number): ShortGame {
  const { module: M, kind } = game;
  const seats = seatIds(n);
  const names = Object.fromEntries(seats.map((p) => [p, `Seat ${p}`]));
  const result: ShortGame = { problems: [], steps: 0, windowKinds: new Set(), sealed: false, ended: false };
  const fail = (text: string) => {
    result.problems.push(`${kind} (${n} seats, seed ${seed}): ${text}`);
    return result;
  };
  const rng = seedRng(seed);
  let state: unknown;
  let phase: string;
  try {
    state = M.create(M.config.make(n, Object.values(names), game.options, DEFAULT_TABLE_OPTIONS), seed);
    game.prepare?.(state);
    phase = M.phaseGraph.initial;
  } catch (e) {
    return fail(`create threw ${(e as Error).stack ?? e}`);
  }
  for (let step = 0; step < MAX_STEPS; step++) {
    result.steps = step;
    const where = `step ${step}`;
    let input: BaseInput;
    try {
      if (M.status(state) === 'ENDED') break;
      const windows = M.windows(state);
      const window = activeWindow(windows);
      if (!window) return fail(`${where}: status() is RUNNING but windows() is empty; only an ended game has no window`);
      for (const w of windows) result.problems.push(...windowProblems(kind, w, seats, where));
      result.windowKinds.add(window.kind);
      if (window.kind === 'simultaneous' || window.kind === 'interrupt') result.sealed = true;
      result.problems.push(...envelopeProblems(kind, M.views.public(state, names), where));
      for (const p of seats) M.views.private(state, p);
      const legal = window.seats.flatMap((p) => (M.legalActions(state, p) as BaseInput[]).map((i) => ({ seat: p, input: i })));
      const stranger = legal.find(({ seat, input: i }) => i.player !== seat);
      if (stranger) return fail(`${where}: legalActions(state, ${stranger.seat}) offers ${JSON.stringify(stranger.input)}, whose player is not ${stranger.seat}`);
      const opener = result.sealed ? null : (game.openSealed?.(state) ?? null);
      input = opener ?? (legal.length > 0 && randInt(rng, 0, 4) > 0 ? pick(rng, legal).input : M.inputs.timeout(window.id));
    } catch (e) {
      return fail(`${where} threw ${(e as Error).stack ?? e} (a short game must play through windows, views and legal actions without a crash)`);
    }
    let outcome;
    try {
      outcome = M.applyInPlace(state, input);
    } catch (e) {
      return fail(`${where}: applyInPlace(${JSON.stringify(input)}) threw ${(e as Error).stack ?? e}`);
    }
    if (!outcome.ok) return fail(`${where}: ${JSON.stringify(input)} was refused (${outcome.reason}: ${outcome.message}); legalActions and timeout inputs must be accepted`);
    for (const e of outcome.events as BaseEvent[]) {
      const strangers = (e.visibleTo ?? []).filter((p) => !seats.includes(p));
      if (strangers.length > 0) return fail(`${where}: event ${e.type} is visibleTo ${strangers.join(', ')}; seat ids are P1..P${n}`);
    }
    for (const next of M.phasesEntered(outcome.events)) {
      if (next !== phase && !M.phaseGraph.successors(phase).includes(next)) return fail(`${where}: play went from phase ${phase} to ${next}, which phaseGraph.successors(${phase}) does not allow (the session would stop, desynced)`);
      phase = next;
    }
    const broken = M.invariants(state);
    if (broken.length > 0) return fail(`${where}: invariants broken after ${JSON.stringify(input)}: ${broken.join('; ')}`);
    if (result.problems.length > 0) return result;
  }
  if (M.status(state) !== 'ENDED') return fail(`the game did not end within ${MAX_STEPS} steps: give the platform case options of a shorter game`);
  result.ended = true;
  if (M.windows(state).length > 0) fail('the ended game still has windows open');
  if (!M.phaseGraph.successors(phase).includes('GAME_OVER')) fail(`the game ended in phase ${phase}, which phaseGraph.successors does not let end (GAME_OVER)`);
  const outcome = M.outcome(state);
  const ranked = outcome?.ranking.map((r) => r.player).sort() ?? [];
  if (!outcome) fail('outcome() is null although status() is ENDED');
  else if (JSON.stringify(ranked) !== JSON.stringify([...seats].sort())) fail(`outcome().ranking lists ${ranked.join(', ')}; it must rank every seat P1..P${n} once`);
  return result;
}

/** Everything this file checks of one game, as sentences (empty when the game keeps the contract). */
export function contractProblems(game: GameCase, manifest: GameManifest | undefined): string[] {
  const M = game.module;
  const out: string[] = [];
  if (!manifest) out.push(`${game.kind}: no manifest; add src-shared/games/${game.kind}/manifest.ts exporting manifest and run npm run games:registry`);
  else out.push(...manifestProblems(manifest, M));
  if (M.meta.kind !== game.kind) out.push(`${game.kind}: the module in src-shared/games/${game.kind}/ says meta.kind "${M.meta.kind}"; the folder's name is the kind`);
  if (!M.bots.levels.includes('random')) out.push(`${game.kind}: bots.levels lacks "random"; the platform tests (and a table's quickest bots) seat random bots`);
  out.push(...phaseGraphProblems(M), ...configProblems(game));
  if (out.length > 0) return out;
  const sizes = [...new Set([3, 4].map((n) => Math.min(Math.max(n, M.meta.players.min), M.meta.players.max)))];
  const games = sizes.flatMap((n) => [1, 2].map((seed) => playShortGame(game, n, seed)));
  out.push(...games.flatMap((g) => g.problems));
  if (out.length > 0) return out;
  const kinds = new Set(games.flatMap((g) => [...g.windowKinds]));
  if (!games.some((g) => g.sealed)) out.push(`${game.kind}: no short game reached a sealed (simultaneous or interrupt) window; the secrecy and file tests need one (give the case prepare or openSealed)`);
  if (!kinds.has('display')) out.push(`${game.kind}: no short game reached a display window; the session-clock test readies one up`);
  return out;
}
