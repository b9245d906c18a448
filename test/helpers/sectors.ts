/**
 * Shared helpers for the Sectors rules tests (test/unit/sectors). They only wrap the engine's real entry
 * points (`create`, `apply`, `applyInPlace`) and the scenario helpers of src-shared/games/sectors/testing/scenario.ts;
 * nothing here re-implements a rule.
 */
import { expect } from 'vitest';
import { apply, applyInPlace, checkInvariants, create, makeConfig } from '../../src-shared/games/sectors/index.ts';
import { applyOverrides, endPhaseByReady, fastForward, type CompanyOverride, type Overrides } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { CompanyActionId, PhaseId, SectorId } from '../../src-shared/games/sectors/data.ts';
import type { Company, EventOf, GameConfig, GameEvent, GameEventType, GameState, Input, PlayerId } from '../../src-shared/games/sectors/types.ts';

/** Sector priority 1, 2, 3 in this order (initial ranks 1, 2, 3), one starting company each with 2–4 seats. */
export const DEF_HC_MAT: SectorId[] = ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'];

/**
 * A new game in INFLUENCE_BID. Defaults: fixed sectors DEF_HC_MAT and `reviewSeconds` 5, so automatic
 * phases stay open (after their entry work) and a test can stop on any phase with `fastForward`.
 */
export function newGame(seats = 3, config: Partial<GameConfig> = {}, seed = 1): GameState {
  return create(makeConfig(seats, { sectors: DEF_HC_MAT, reviewSeconds: 5, ...config }), seed);
}

/** A game standing at turn 1, PLACE_STOCK_ORDERS sub-round 1, with the given overrides applied there. */
export function atTurn1Orders(seats = 3, config: Partial<GameConfig> = {}, overrides?: Overrides, seed = 1): GameState {
  const s = newGame(seats, config, seed);
  fastForward(s, 1, 'PLACE_STOCK_ORDERS');
  if (overrides) applyOverrides(s, overrides);
  return s;
}

/** Override for a company that floated before turn 1 (so it produces from turn 1 on). */
export function floated(patch: CompanyOverride = {}): CompanyOverride {
  return { status: 'ACTIVE', floatedTurn: 0, ...patch };
}

/** The k-th company (companySeq order) of a sector. */
export function companyOf(s: GameState, sector: SectorId, k = 0): Company {
  const list = s.companies.filter((c) => c.sector === sector);
  if (!list[k]) throw new Error(`no company #${k} in ${sector}`);
  return list[k];
}

export function co(s: GameState, id: string): Company {
  const c = s.companies.find((x) => x.id === id);
  if (!c) throw new Error(`no company ${id}`);
  return c;
}

export function pl(s: GameState, id: PlayerId) {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** Applies an input that must be accepted; returns its events. */
export function act(s: GameState, input: Input): GameEvent[] {
  const result = applyInPlace(s, input);
  if (!result.ok) throw new Error(`${input.type} refused: ${result.reason} (${result.message})`);
  return result.events;
}

/**
 * Asserts that the input is refused with exactly `reason`, by both `apply` (pure) and `applyInPlace`, and
 * that the state is byte-for-byte unchanged afterwards.
 */
export function expectRefused(s: GameState, input: Input | Record<string, unknown>, reason: string): void {
  const before = JSON.stringify(s);
  const pure = apply(s, input as Input);
  expect(pure.ok).toBe(false);
  if (!pure.ok) expect(pure.reason).toBe(reason);
  expect(JSON.stringify(s)).toBe(before);
  const inPlace = applyInPlace(s, input as Input);
  expect(inPlace.ok).toBe(false);
  if (!inPlace.ok) expect(inPlace.reason).toBe(reason);
  expect(JSON.stringify(s)).toBe(before);
}

/** Events of one type, typed as that event. */
export function events<T extends GameEventType>(list: readonly GameEvent[], type: T): EventOf<T>[] {
  return list.filter((e): e is EventOf<T> => e.type === type);
}

/** Ends phases by READY until the current phase is the COMPANY_VOTE of `companyId` (this turn). */
export function toCompanyVote(s: GameState, companyId: string): GameEvent[] {
  const out: GameEvent[] = [];
  const turn = s.turn;
  const loop = ['COMPANY_VOTE', 'COMPANY_VOTE_RESULT', 'COMPANY_ACTION_RESOLVE'];
  // STOCK_PRICE_ADJUSTMENT is always entered, and the company loop starts right after it.
  if (!loop.includes(s.phase) && s.phase !== 'STOCK_PRICE_ADJUSTMENT') out.push(...fastForward(s, turn, 'STOCK_PRICE_ADJUSTMENT'));
  for (let guard = 0; guard < 200; guard++) {
    if (s.phase === 'COMPANY_VOTE' && s.companyRound?.company === companyId) return out;
    if (s.turn !== turn || s.status !== 'RUNNING' || ['CAPITAL_GAINS', 'DIVESTMENT', 'END_TURN'].includes(s.phase)) break;
    out.push(...endPhaseByReady(s));
  }
  throw new Error(`never reached the company vote of ${companyId} in turn ${turn}`);
}

/**
 * Plays the company vote of `companyId` this turn: reaches its COMPANY_VOTE, submits the given votes and
 * ends phases until its COMPANY_ACTION_RESOLVE has run. Returns every event from the vote's opening on.
 */
export function companyTurn(s: GameState, companyId: string, votes: Record<PlayerId, CompanyActionId[]>): GameEvent[] {
  const out = toCompanyVote(s, companyId);
  for (const [player, actions] of Object.entries(votes)) out.push(...act(s, { type: 'VOTE_COMPANY_ACTIONS', player, actions }));
  out.push(...until(s, 'COMPANY_ACTION_RESOLVE'));
  return out;
}

/** Ends the current phase by READY and keeps ending phases until `phase` (any turn) is current. */
export function until(s: GameState, phase: PhaseId): GameEvent[] {
  const out: GameEvent[] = [];
  for (let guard = 0; guard < 500; guard++) {
    out.push(...endPhaseByReady(s));
    if (s.phase === phase || s.status !== 'RUNNING') return out;
  }
  throw new Error(`never reached ${phase}`);
}

/** I-1 … I-11 must hold at a phase boundary. */
export function expectInvariants(s: GameState): void {
  expect(checkInvariants(s)).toEqual([]);
}
