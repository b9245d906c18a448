/**
 * Helpers for the bot tests (test/unit/sectors/bots-*.test.ts): mid-game states in which other seats have
 * already sent their secret inputs, and a scrambler that changes exactly those secrets.
 */
import { botSeed } from '../../src-shared/platform/bots.ts';
import { seedRng } from '../../src-shared/rng.ts';
import { applyInPlace, create, makeConfig, view, type GameConfig, type GameState, type PlayerId } from '../../src-shared/games/sectors/index.ts';
import { policyFor, type BotLevelId } from '../../src-shared/games/sectors/bots/index.ts';
import { isActionablePhase, type CompanyActionId, type PhaseId } from '../../src-shared/games/sectors/data.ts';

/** A state in an actionable phase where every eligible seat but `me` has acted (not READY), and `me` still may. */
export type Moment = { state: GameState; me: PlayerId; phase: PhaseId };

/**
 * Plays a game with medium bots (as the host plays bot seats) and, in every actionable phase, records the
 * moment just before the last eligible seat decides: the others' inputs (bids, votes, concealed orders…)
 * are then in the state but must stay invisible to that seat.
 */
export function collectMoments(seats = 4, seed = 3, config: Partial<GameConfig> = {}): Moment[] {
  const s = create(makeConfig(seats, { reviewSeconds: 0, ...config }), seed);
  const medium = policyFor('medium');
  const moments: Moment[] = [];
  while (s.status === 'RUNNING') {
    const serial = s.phaseSerial;
    if (isActionablePhase(s.phase)) {
      const acting = s.priority.filter((p) => s.inputs.eligible.includes(p) && !s.inputs.ready.includes(p));
      const me = acting.at(-1);
      const moves = acting.map((p) => ({ p, inputs: medium(s, p, seedRng(botSeed(seed, serial, s.players.findIndex((x) => x.id === p)))) }));
      for (const { p, inputs } of moves) {
        if (p === me) continue;
        for (const input of inputs) applyInPlace(s, input);
      }
      if (me && s.phaseSerial === serial) moments.push({ state: JSON.parse(JSON.stringify(s)) as GameState, me, phase: s.phase });
      for (const { p, inputs } of moves) {
        if (s.phaseSerial !== serial) break;
        if (p === me) for (const input of inputs) applyInPlace(s, input);
        if (s.phaseSerial === serial) applyInPlace(s, { type: 'READY', player: p });
      }
    }
    if (s.phaseSerial === serial && s.status === 'RUNNING') applyInPlace(s, { type: 'TIMEOUT', phaseSerial: serial });
  }
  return moments;
}

/**
 * A copy of the state where everything `me` may not see is changed: other seats' influence bids, tranche
 * votes and allocations, revenue and company votes, their concealed orders of this sub-round, the generator,
 * the seed and the research deck order. Returns the copy and the list of what was changed.
 */
export function scrambleSecrets(state: GameState, me: PlayerId): { state: GameState; changed: string[] } {
  const s = JSON.parse(JSON.stringify(state)) as GameState;
  const changed: string[] = [];
  s.rng = { a: (s.rng.a ^ 0x5555) >>> 0, b: (s.rng.b + 17) >>> 0, c: s.rng.d, d: s.rng.c };
  s.seed = (s.seed + 1) >>> 0;
  if (s.researchDeck.length > 1) s.researchDeck = [...s.researchDeck.slice(1), 'GOVERNMENT_GRANT'];
  const others = (record: Record<string, unknown>) => Object.keys(record).filter((p) => p !== me);
  for (const p of others(s.inputs.influenceBids)) {
    s.inputs.influenceBids[p] = (s.inputs.influenceBids[p] + 7) % (s.config.influencePoints + 1);
    changed.push(`influence bid ${p}`);
  }
  for (const p of others(s.inputs.trancheVotes)) {
    const ids = [null, ...s.tranches.map((t) => t.id)];
    s.inputs.trancheVotes[p] = ids[(ids.indexOf(s.inputs.trancheVotes[p]) + 1) % ids.length];
    changed.push(`tranche vote ${p}`);
  }
  for (const [id, plan] of Object.entries(s.inputs.trancheAllocations)) {
    if (s.tranches.find((t) => String(t.id) === id)?.winner === me) continue;
    plan.cash = [];
    plan.prestigeCompany = null;
    changed.push(`tranche allocation ${id}`);
  }
  for (const [company, votes] of Object.entries(s.inputs.revenueVotes)) {
    for (const p of others(votes)) {
      votes[p] = votes[p] === 'FULL' ? 'RETAIN' : 'FULL';
      changed.push(`revenue vote ${p} ${company}`);
    }
  }
  const round = s.companyRound;
  if (round && s.phase === 'COMPANY_VOTE' && round.mode === 'VOTE') {
    for (const p of others(round.votes)) {
      const alt = round.offered.find((a) => !round.votes[p].includes(a)) ?? ('VETO' as CompanyActionId);
      round.votes[p] = [alt];
      changed.push(`company vote ${p}`);
    }
  }
  if (s.phase === 'PLACE_STOCK_ORDERS' && s.config.ordersConcealed) {
    for (const o of s.orders) {
      if (o.player === me || o.turn !== s.turn || o.subRound !== s.subRound) continue;
      if (o.type === 'MARKET') {
        const other = s.companies.find((c) => c.id !== o.company && c.status !== 'BANKRUPT');
        if (other) o.company = other.id;
        o.quantity += 1;
      } else if (o.type === 'LIMIT') o.value += 1;
      else if (o.type === 'SHORT') o.quantity = o.quantity === 1 ? 2 : 1;
      changed.push(`order ${o.id} of ${o.player}`);
    }
  }
  return { state: s, changed };
}

/** The seat's own view (what a bot may decide from), for checking that a scramble touched only secrets. */
export function seatViewJson(s: GameState, me: PlayerId): string {
  return JSON.stringify(view(s, { role: 'player', player: me }));
}

/** One level's decision with a fixed generator. */
export function decide(level: BotLevelId, s: GameState, me: PlayerId, rngSeed = 42) {
  return policyFor(level)(s, me, seedRng(rngSeed));
}
