/**
 * The recipe of the invariant fuzzer (test/unit/sectors/fuzz-invariants.test.ts), kept here so a failing
 * game can be replayed from a script: `fuzzGame(seed, game)` plays exactly what the test played.
 *
 * Invariant fuzzing (spec §12): 500 seeded random-legal games across 2–12 players with the host options
 * varied, invariants I-1…I-11 checked after every input and every observed phase, invalid inputs mixed in
 * (mutated legal actions, wrong phase, wrong player, garbage) that must be refused without changing a
 * byte of the state, no input may throw, every game must end, and replaying the recorded inputs from
 * `create` must rebuild the identical final state (I-12).
 *
 * Reproduce a failure: `fuzzGame(seed, game)` with the printed seed and game number; `inputIndex` points
 * into the result's `inputs`.
 */
import { pick, randInt, seedRng, type Rng } from '../../src-shared/rng.ts';
import { apply, applyInPlace, create, legalActions, makeConfig, type GameConfig, type GameState, type Input } from '../../src-shared/games/sectors/index.ts';
import { chance } from '../../src-shared/games/sectors/bots/random.ts';
import { COMPANY_ACTIONS, isActionablePhase, SECTOR_IDS, type SectorId } from '../../src-shared/games/sectors/data.ts';
import { INPUT_TYPES, ACCEPTED_IN } from '../../src-shared/games/sectors/inputs.ts';
import { applyOverrides, type Overrides } from '../../src-shared/games/sectors/testing/scenario.ts';
import { playSectors, replaySectors, type SectorsPlay } from './sectors-table.ts';

export const FUZZ_BASE_SEED = 0x5ec7025;

/** The seed of fuzz game number `game`. */
export function fuzzSeed(game: number): number {
  return (FUZZ_BASE_SEED + game * 7919) >>> 0;
}

/** The host options and setup of fuzz game `seed`: every option drawn from a generator of its own. */
export function fuzzPlan(seed: number, index: number): SectorsPlay & { interjectRate: number } {
  const r = seedRng(seed ^ 0x2545f491);
  const seats = 2 + (index % 11);
  const reviewSeconds = chance(r, 0.4) ? 0 : randInt(r, 1, 30);
  const config: GameConfig = makeConfig(seats, {
    bankSize: pick(r, [7500, 7500, 10000, 12000, 15000, 20000]),
    startingCash: pick(r, [200, 300, 400]),
    consumerPool: pick(r, [50, 75, 100]),
    maxTurns: pick(r, [8, 8, 8, 11, 15]),
    influencePoints: pick(r, [0, 1, 10, 50, 100]),
    distributionStrategy: pick(r, ['PRIORITY', 'BID_PRIORITY'] as const),
    maxSubRounds: randInt(r, 1, 5),
    ordersConcealed: chance(r, 0.5),
    limitOrdersEnabled: chance(r, 0.7),
    shortOrdersEnabled: chance(r, 0.7),
    optionOrdersEnabled: chance(r, 0.7),
    ownershipCapEnabled: chance(r, 0.7),
    priorityMode: pick(r, ['CATCH_UP', 'STATIC'] as const),
    timerMode: pick(r, ['TIMED', 'TIMED', 'TIMERLESS'] as const),
    phaseTimeMultiplier: pick(r, [0.5, 1, 1.5, 2, 3]),
    reviewSeconds,
    sectors: chance(r, 0.3) ? pickSectors(r) : 'RANDOM',
  });
  // The smallest allowed bank (7,500) never breaks in bot play, so a third of the games start with a
  // small one (the difference goes to OUTSIDE, I-1 holds); some start with rich players.
  const overrides: Overrides = {};
  // The bank grows in bot play (purchases outweigh payouts), so a small one breaks early or never:
  // spread it so that some break at the influence refunds and some later.
  // A bank at or below 0 from the start breaks at its first payout, whenever that comes.
  const bankRoll = randInt(r, 0, 99);
  if (bankRoll < 30) overrides.bank = randInt(r, 1, 70 * seats);
  else if (bankRoll < 38) overrides.bank = randInt(r, -300, 0);
  if (chance(r, 0.25)) overrides.players = Object.fromEntries(Array.from({ length: seats }, (_, i) => [`P${i + 1}`, { cash: randInt(r, 500, 4000) }]));
  return {
    config,
    seed,
    overrides,
    timeoutRate: pick(r, [0, 0, 0.1, 0.4, 1]),
    bot: { passRate: pick(r, [0.1, 0.35, 0.6]) },
    invariants: 'input',
    interjectRate: pick(r, [0.05, 0.15, 0.3]),
  };
}

function pickSectors(r: Rng): GameConfig['sectors'] {
  const ids = [...SECTOR_IDS];
  const out: SectorId[] = [];
  for (let i = 0; i < 3; i++) out.push(ids.splice(randInt(r, 0, ids.length - 1), 1)[0]);
  return out;
}

const ODD_VALUES: unknown[] = [-1, 0, 1.5, 2 ** 31, 1e12, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, true, [], {}, 'NOPE', ''];

/** A value for `key` that passes the input schema but may break a rule (range, ownership, status …). */
function ruleBreaker(r: Rng, s: GameState, a: Record<string, unknown>, key: string): unknown {
  const n = typeof a[key] === 'number' ? (a[key] as number) : 0;
  const me = s.players.find((p) => p.id === a.player);
  switch (key) {
    case 'quantity':
      return pick(r, [0, -1, 1.5, 4, 7, 11, 13, 100, n + 1]);
    case 'value':
      return pick(r, [0, 2, 3, 600, 601, 55.5, n + 1]);
    case 'points':
      return pick(r, [-1, 0.5, s.config.influencePoints, s.config.influencePoints + 1, 1000]);
    case 'bid':
      return pick(r, [undefined, 0, n - 1, n + 1, n + 0.5, 1e7]);
    case 'amount':
      return pick(r, [0, -5, 0.5, (me?.cash ?? 0) + 1, 1]);
    case 'companyId':
    case 'prestigeCompanyId':
    case 'passiveCompanyId':
      return chance(r, 0.8) ? pick(r, s.companies).id : pick(r, ['ZZZZ', null]);
    case 'location':
      return pick(r, ['IPO', 'OPEN_MARKET', 'DERIVATIVES', 'ipo']);
    case 'side':
      return a.side === 'BUY' ? 'SELL' : 'BUY';
    case 'choice':
      return pick(r, ['FULL', 'HALF', 'RETAIN', 'NONE']);
    case 'actions': {
      const len = randInt(r, 0, 4);
      return Array.from({ length: len }, () => pick(r, COMPANY_ACTIONS));
    }
    case 'cash':
      return pick(r, [
        [{ player: 'P99', amount: 1 }],
        [{ player: a.player, amount: -1 }],
        [{ player: a.player, amount: 1000 }],
        [{ player: a.player, amount: 0.5 }],
        s.players.map((p) => ({ player: p.id, amount: 30 })),
      ]);
    case 'headlineId':
    case 'packageId':
    case 'contractId':
    case 'orderId':
    case 'shortId':
      return randInt(r, -1, Math.max(3, s.counters.order, s.counters.contract, s.counters.headline) + 2);
    default:
      return pick(r, ODD_VALUES);
  }
}

/** A legal action with one field broken (by rule or by shape), removed, or an unknown field added. */
function mutate(r: Rng, s: GameState, a: Input): unknown {
  const copy: Record<string, unknown> = { ...a };
  const keys = Object.keys(copy).filter((k) => k !== 'type' && k !== 'player');
  const roll = randInt(r, 0, 19);
  if (roll === 0) copy.extra = 1;
  else if (roll === 1 && keys.length > 0) delete copy[pick(r, keys)];
  else if (roll === 2) copy.player = pick(r, ['P0', 'P99', 'p1', '', 'SYSTEM']);
  else if (keys.length > 0) {
    const k = pick(r, keys);
    if (roll < 6) copy[k] = pick(r, ODD_VALUES);
    else copy[k] = ruleBreaker(r, s, copy, k);
    if (copy[k] === undefined) delete copy[k];
  }
  return copy;
}

/** A plausible input of a type the current phase does not accept. */
function wrongPhase(r: Rng, s: GameState, p: string): unknown {
  const types = INPUT_TYPES.filter((t) => ACCEPTED_IN[t] && !ACCEPTED_IN[t].includes(s.phase));
  const type = pick(r, types);
  const c = pick(r, s.companies).id;
  const samples: Record<string, Record<string, unknown>> = {
    SUBMIT_INFLUENCE_BID: { points: 1 },
    BACK_HEADLINE: { headlineId: 1 },
    WITHDRAW_HEADLINE: {},
    VOTE_TRANCHE: { packageId: 1 },
    ALLOCATE_TRANCHE: { packageId: 1, cash: [] },
    PLACE_MARKET_ORDER: { companyId: c, location: 'IPO', side: 'BUY', quantity: 1 },
    PLACE_LIMIT_ORDER: { companyId: c, side: 'BUY', quantity: 1, value: 50 },
    PLACE_SHORT_ORDER: { companyId: c, quantity: 1 },
    PLACE_OPTION_ORDER: { contractId: 1 },
    CANCEL_LIMIT_ORDER: { orderId: 1 },
    CANCEL_MARKET_ORDER: { orderId: 1 },
    COVER_SHORT: { shortId: 1 },
    EXERCISE_OPTION: { contractId: 1 },
    VOTE_REVENUE: { companyId: c, choice: 'FULL' },
    VOTE_COMPANY_ACTIONS: { actions: ['VETO'] },
    CONTRIBUTE_CASH: { amount: 10 },
    CONTRIBUTE_SHARES: { quantity: 1 },
  };
  return { type, player: p, ...samples[type] };
}

/** Invalid or odd inputs to mix into a game; each must be refused cleanly or accepted consistently. */
export function interjector(rate: number) {
  return (s: GameState, r: Rng): Input[] => {
    // Fewer in automatic phases: there every player action is simply NOT_YOUR_PHASE.
    if (!chance(r, isActionablePhase(s.phase) ? rate : rate / 4)) return [];
    const out: unknown[] = [];
    // Mostly a seat that has something to do now, so the broken inputs reach the rule checks.
    const withActions = s.players.filter((p) => legalActions(s, p.id).length > 1);
    const seat = (withActions.length > 0 && chance(r, 0.8) ? pick(r, withActions) : pick(r, s.players)).id;
    const other = pick(r, s.players).id;
    const actions = legalActions(s, seat).filter((a) => a.type !== 'READY' && a.type !== 'UNREADY');
    switch (randInt(r, 0, 8)) {
      case 0:
      case 1:
      case 7:
      case 8:
        if (actions.length > 0) out.push(mutate(r, s, pick(r, actions)));
        else out.push(wrongPhase(r, s, seat));
        break;
      case 2:
        out.push(wrongPhase(r, s, seat));
        break;
      case 3:
        // Another seat's action under this seat's name: wrong owner, not a holder, not a winner … or legal.
        if (actions.length > 0) out.push({ ...pick(r, actions), player: other });
        break;
      case 4:
        out.push(pick(r, [null, 42, 'READY', {}, { type: 42 }, { type: 'READY' }, { type: 'NOPE', player: seat }, { type: 'TIMEOUT' }, { type: 'TIMEOUT', phaseSerial: '1' }]));
        break;
      case 5:
        // A stale TIMEOUT (ignored) and a readiness flip (accepted; the driver readies the seat again).
        out.push({ type: 'TIMEOUT', phaseSerial: s.phaseSerial - 1 - randInt(r, 0, 3) });
        out.push({ type: pick(r, ['READY', 'UNREADY'] as const), player: seat });
        break;
      default:
        // The same legal action twice: the second is a resubmission or refused (already ordered, …).
        if (actions.length > 0) {
          const a = pick(r, actions);
          out.push(a, a);
        }
    }
    return out as Input[];
  };
}

/** Plays fuzz game number `game` with its seed: the whole recipe, for reproducing a failure. */
export function fuzzGame(seed: number, game: number) {
  const plan = fuzzPlan(seed, game);
  return playSectors({ ...plan, interject: interjector(plan.interjectRate) });
}

export type Failure = { seed: number; game: number; inputIndex: number; what: string };

export function runFuzzBatch(from: number, to: number): { failures: Failure[]; refusedInputs: number; endedByBank: number } {
  const failures: Failure[] = [];
  let refusedInputs = 0;
  let endedByBank = 0;
  for (let game = from; game < to; game++) {
    const seed = fuzzSeed(game);
    const plan = fuzzPlan(seed, game);
    const fail = (inputIndex: number, what: string) => failures.push({ seed, game, inputIndex, what });
    const result = fuzzGame(seed, game);
    // The message names the invariant first ("I-1: money sums to …").
    for (const v of result.violations) fail(v.inputIndex, `at turn ${v.turn} ${v.phase}: ${v.message}`);
    for (const e of result.errors) fail(e.inputIndex, `${e.id} at turn ${e.turn} ${e.phase}: ${e.message.slice(0, 600)}`);
    const endReason = result.stopped ?? result.finalState.endReason;
    if (endReason !== 'MAX_TURNS' && endReason !== 'BANK_BROKEN') fail(result.inputCount - 1, `game did not end (${endReason})`);
    if (result.finalState.turn > plan.config.maxTurns) fail(result.inputCount - 1, `played ${result.finalState.turn} turns of ${plan.config.maxTurns}`);
    if (endReason === 'BANK_BROKEN') endedByBank += 1;
    refusedInputs += Object.values(result.refused).reduce((n, k) => n + k, 0);

    // I-12: the recorded inputs rebuild the identical state from create.
    const final = JSON.stringify(result.finalState);
    // After the end every input is GAME_NOT_RUNNING and changes nothing (§13).
    if (endReason === 'MAX_TURNS' || endReason === 'BANK_BROKEN') {
      const ended = result.finalState;
      const late: Input[] = [
        { type: 'READY', player: 'P1' },
        { type: 'TIMEOUT', phaseSerial: ended.phaseSerial },
        { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: ended.companies[0].id, location: 'IPO', side: 'BUY', quantity: 1 },
      ];
      for (const input of late) {
        const r = applyInPlace(ended, input);
        if (r.ok || r.reason !== 'GAME_NOT_RUNNING') fail(result.inputCount, `after the end, ${input.type} gave ${r.ok ? 'ok' : r.reason}`);
      }
      if (JSON.stringify(ended) !== final) fail(result.inputCount, 'an input after the end changed the state');
    }
    if (JSON.stringify(replaySectors(plan.config, seed, result.inputs, plan.overrides)) !== final) fail(-1, 'I-12: replay of the inputs gives a different final state');
    // Every 25th game also replays through the pure `apply` (clones per input): same final state.
    if (game % 25 === 0) {
      let s = create(plan.config, seed);
      if (plan.overrides) applyOverrides(s, plan.overrides);
      for (const input of result.inputs) {
        const r = apply(s, input);
        if (r.ok) s = r.state;
      }
      if (JSON.stringify(s) !== final) fail(-1, 'I-12: replay through apply() differs from applyInPlace()');
    }
  }
  return { failures, refusedInputs, endedByBank };
}

