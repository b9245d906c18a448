/**
 * The hard bot's search: a plan of the seat's own remaining turns this year, tried on copies of the engine
 * state. From each of its turns it branches on medium's best few actions (and pass, and every whole sale),
 * lets the other seats play their turns in between as medium would with the hands the view gave them, and
 * scores the position after its last turn of the year by the outlook: expected
 * wealth at the close plus the value of the roles it holds (in the last year: the chance of finishing first,
 * from everyone's public positions). One-step scores see no combinations; the plan does: selling a whole
 * holding to buy the year's best company next turn (the rotation that made the most difference: before every
 * such sale was tried, the hard bot won about 48 % of Strategist games against three mediums, after 62 %),
 * puts then a dividend that drops the price, dividends down to 0 then a debenture, a buy up to a rights
 * entitlement then the rights card, a buy to a Chairman's seat then its powers.
 */
import { copyJson } from '../../../copy.ts';
import { applyInPlace } from '../engine.ts';
import { candidateActions } from '../legal.ts';
import { pendingRightsPrompts, turnSeat, windowSeats } from '../queries.ts';
import { COMPANY_IDS, type TycoonAction, type TycoonState } from '../types.ts';
import { cardIndex, RIGHTS_PRICE } from '../data.ts';
import { answerWindow } from './answers.ts';
import { makeScorer, mediumTurn, rankActions } from './medium.ts';
import { pointOutlook, revealedCards, type Outlook } from './outlook.ts';
import { seedRng, shuffle, type Rng } from '../../../rng.ts';
import { roleValue, wealthSamples } from './value.ts';

/** Branching per ply of the plan (the seat's 1st, 2nd, 3rd remaining turn), besides pass and whole sales. */
export const PLAN_WIDTH = [6, 3, 2];
/**
 * Wealth below 0 at the close means a forced sale or a deferred debt, and soon bankruptcy (last place):
 * such samples weigh RUIN_WEIGHT times, so a short's bad tail is feared more than its mean suggests.
 */
const RUIN_WEIGHT = 5;
/** Moves applied while getting back to the seat's turn before giving up (a year has far fewer). */
const GUARD = 200;

/** Nodes tried; `expired` (the bot's time budget) stops deeper plies: the rest of the plan is then scored as it stands. */
export type PlanStats = { nodes: number; expired?: () => boolean };

/** The other seats' play between our turns: rights prompts (exercised when worth it), then medium's turn. */
function othersMove(s: TycoonState, other: number, o: Outlook): TycoonAction | null {
  const cands = candidateActions(s, other);
  if (cands.length === 0) return null;
  if (s.window) return answerWindow(s, other, cands, 'medium', o);
  const prompt = pendingRightsPrompts(s, other)[0];
  if (prompt) {
    const worth = s.companies[prompt.company].price > RIGHTS_PRICE;
    const exercise = cands.filter((a) => a.type === 'exerciseRights').sort((a, b) => (b as { qty: number }).qty - (a as { qty: number }).qty)[0];
    return worth && exercise ? exercise : cands.find((a) => a.type === 'declineRights') ?? cands[0];
  }
  // Their own hands in this copy are a guess (the view dealt them at random), but playing them as medium
  // plays shows what they take first: the options and shorts caps, the first Buy of a company.
  return mediumTurn(s, other, cands, pointOutlook(s, other, seedRng(0)));
}

/** Plays the others (and our window answers) until it is the seat's turn again; false when the year's turns are over. */
function toOwnTurn(s: TycoonState, seat: number, year: number, o: Outlook): boolean {
  for (let guard = 0; guard < GUARD; guard++) {
    if (s.step !== 'TURN' || s.year !== year) return false;
    if (!s.window && turnSeat(s) === seat) return true;
    const owing = s.window?.kind === 'buyback' ? windowSeats(s) : [turnSeat(s)!];
    if (owing.length === 0) return false;
    const who = owing[0];
    const a = who === seat ? answerWindow(s, seat, candidateActions(s, seat), 'medium', o) : othersMove(s, who, o);
    if (!a || !applyInPlace(s, a).ok) return false;
  }
  return false;
}

/** Expected wealth at the close plus the roles held (a role won this year also acts at this year end). */
function leafValue(root: TycoonState, s: TycoonState, seat: number, o: Outlook): number {
  const w = wealthSamples(s, o, seat);
  if (s.year === s.config.years) return winChance(s, seat, o, w);
  let v = 0;
  for (let i = 0; i < w.length; i++) v += o.weight[i] * (w[i] < 0 ? w[i] * RUIN_WEIGHT : w[i]);
  for (const c of COMPANY_IDS) {
    const co = s.companies[c];
    const role = co.chairman === seat ? 'chairman' : co.director === seat ? 'director' : null;
    const rootCo = root.companies[c];
    const fresh = (role === 'chairman' && rootCo.chairman === undefined) || (role === 'director' && rootCo.director === undefined && rootCo.chairman !== seat);
    v += roleValue(s, c, role, s.players[seat].holdings[c], fresh);
  }
  return v;
}

/**
 * In the last year only the ranking counts: the chance (over the outlook) that the seat ends first, from
 * everyone's public positions, plus its expected wealth as a small tie-break between equal chances.
 */
function winChance(s: TycoonState, seat: number, o: Outlook, mine: Float64Array): number {
  const rivals: Float64Array[] = [];
  for (const x of s.order) if (x !== seat) rivals.push(wealthSamples(s, o, x));
  let chance = 0;
  let mean = 0;
  for (let i = 0; i < mine.length; i++) {
    let top = -Infinity;
    for (const r of rivals) if (r[i] > top) top = r[i];
    if (mine[i] > top) chance += o.weight[i];
    else if (mine[i] === top) chance += o.weight[i] / 2;
    mean += o.weight[i] * mine[i];
  }
  return chance * 1e12 + mean;
}

/** The seat's own turns left this year, this one included. */
export function turnsLeft(s: TycoonState): number {
  return 4 - s.txRound;
}

/** Best value reachable from `s` (the seat to act) within `depth` more own turns. */
function search(root: TycoonState, s: TycoonState, seat: number, o: Outlook, depth: number, ply: number, stats: PlanStats): { value: number; action: TycoonAction | null } {
  const cands = candidateActions(s, seat);
  if (cands.length === 0) return { value: leafValue(root, s, seat, o), action: null };
  const ranked = rankActions(makeScorer(s, seat, o), cands);
  if (ply > 0 && pendingRightsPrompts(s, seat).length > 0) {
    // A prompt is answered as medium would and costs no turn of the plan.
    const copy = copyJson(s);
    stats.nodes++;
    if (!applyInPlace(copy, ranked[0].action).ok) return { value: leafValue(root, s, seat, o), action: null };
    return search(root, copy, seat, o, depth, ply, stats);
  }
  const width = PLAN_WIDTH[Math.min(ply, PLAN_WIDTH.length - 1)];
  const branch: TycoonAction[] = ranked.slice(0, width).map((r) => r.action);
  const pass = cands.find((a) => a.type === 'pass');
  if (pass && !branch.includes(pass)) branch.push(pass);
  // Selling a whole holding scores about 0 alone, yet the cash it frees buys the year's best company on
  // the next turn: every such sale is tried (with a following turn to spend the cash on).
  if (depth > 1) {
    for (const c of COMPANY_IDS) {
      const h = s.players[seat].holdings[c];
      const sale = cands.find((a) => a.type === 'sell' && a.company === c && a.qty === h);
      if (sale && !branch.includes(sale)) branch.push(sale);
    }
  }
  let best = { value: -Infinity, action: null as TycoonAction | null };
  for (const a of branch) {
    const copy = copyJson(s);
    stats.nodes++;
    if (!applyInPlace(copy, a).ok) continue;
    const again = depth > 1 && !stats.expired?.() && toOwnTurn(copy, seat, s.year, o);
    const value = again ? search(root, copy, seat, o, depth - 1, ply + 1, stats).value : leafValue(root, copy, seat, o);
    if (value > best.value) best = { value, action: a };
  }
  return best;
}

/**
 * A copy of the seat's view with the cards it cannot see dealt again from their canonical order: the
 * others' simulated play then depends on what the seat may know and on `rng` only, never on where the
 * real deal (through the view) happened to put those cards.
 */
function canonicalWorld(s: TycoonState, seat: number, rng: Rng): TycoonState {
  const world = copyJson(s);
  const shown = revealedCards(s);
  const places: string[][] = [world.reserve];
  for (const x of Object.keys(world.players)) if (Number(x) !== seat) places.push(world.players[x].hand);
  const hidden: string[] = [];
  for (const place of places) for (const id of place) if (!shown.has(id)) hidden.push(id);
  hidden.sort((a, b) => cardIndex(a) - cardIndex(b));
  shuffle(rng, hidden);
  let next = 0;
  for (const place of places) for (let i = 0; i < place.length; i++) if (!shown.has(place[i])) place[i] = hidden[next++];
  return world;
}

/** The first action of the best plan for the seat's remaining turns this year (its turn now, no prompt pending). */
export function planTurn(s: TycoonState, seat: number, o: Outlook, rng: Rng, stats: PlanStats = { nodes: 0 }): TycoonAction | null {
  const world = canonicalWorld(s, seat, rng);
  return search(world, world, seat, o, turnsLeft(world), 0, stats).action;
}
