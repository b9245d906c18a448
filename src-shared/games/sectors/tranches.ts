/** Investor tranches (§7.5, D-21, D-50): packages, secret votes, winners' allocations, payout. */
import { randInt, shuffle } from '../../rng.ts';
import { emit, emitPrivate, type Ctx } from './context.ts';
import { SECTOR_IDS, SECTORS, TRANCHE_CASH, tranchePackageCount } from './data.ts';
import { isInt, refuse } from './errors.ts';
import { BANK, cash, transfer } from './ledger.ts';
import { findCompany, findPlayer } from './queries.ts';
import type { GameState, PlayerAction, PlayerId, TrancheAllocation } from './types.ts';

/** START_TURN step 4 on tranche turns: k packages, a random cash split, two prestige tokens, passives. */
export function createTranchePackages(ctx: Ctx): void {
  const s = ctx.s;
  const k = tranchePackageCount(s.config.seats);
  let remaining = TRANCHE_CASH;
  const amounts: number[] = [];
  for (let i = 1; i < k; i++) {
    const amount = randInt(s.rng, 0, remaining);
    amounts.push(amount);
    remaining -= amount;
  }
  amounts.push(remaining);
  const order = shuffle(s.rng, SECTOR_IDS.filter((id) => s.sectors.some((x) => x.id === id)));
  s.tranches = amounts.map((amount, i) => {
    const sector = order[i % order.length];
    return { id: i + 1, cash: amount, prestige: i < 2, passive: SECTORS[sector].passive, sector, winner: null };
  });
  emit(ctx, 'TRANCHES_OFFERED', { packages: s.tranches.map((t) => ({ ...t })) });
}

export function voteTranche(ctx: Ctx, p: PlayerId, packageId: number | null): void {
  const s = ctx.s;
  if (packageId !== null && !s.tranches.some((t) => t.id === packageId)) refuse('TRANCHE_NOT_FOUND', `no package ${packageId}`);
  s.inputs.trancheVotes[p] = packageId;
  emitPrivate(ctx, [p], 'TRANCHE_VOTE_SUBMITTED', { player: p, packageId });
  emit(ctx, 'SUBMITTED', { player: p, what: 'TRANCHE_VOTE' });
}

/** TRANCHE_VOTE_RESOLVE: a package chosen by exactly one voter goes to that voter; all won → cash doubled. */
export function resolveTrancheVotes(ctx: Ctx, votes: Record<PlayerId, number | null>): void {
  const s = ctx.s;
  for (const t of s.tranches) {
    const voters = s.players.map((p) => p.id).filter((p) => votes[p] === t.id);
    t.winner = voters.length === 1 ? voters[0] : null;
  }
  const allWon = s.tranches.length > 0 && s.tranches.every((t) => t.winner !== null);
  if (allWon) for (const t of s.tranches) t.cash *= 2;
  emit(ctx, 'TRANCHE_VOTES_REVEALED', {
    votes: Object.fromEntries(s.players.map((p) => [p.id, votes[p.id] ?? null])),
    winners: Object.fromEntries(s.tranches.map((t) => [t.id, t.winner])),
    doubled: allWon,
  });
}

export function trancheWinners(s: GameState): PlayerId[] {
  return [...new Set(s.tranches.map((t) => t.winner).filter((w): w is PlayerId => w !== null))];
}

type Allocate = Extract<PlayerAction, { type: 'ALLOCATE_TRANCHE' }> & { player: PlayerId };

export function allocateTranche(ctx: Ctx, a: Allocate): void {
  const s = ctx.s;
  const t = s.tranches.find((x) => x.id === a.packageId);
  if (!t || t.winner !== a.player) refuse('NOT_TRANCHE_WINNER', `you did not win package ${a.packageId}`);
  let total = 0;
  for (const line of a.cash) {
    if (!isInt(line.amount) || line.amount < 0) refuse('ALLOCATION_EXCEEDS_PACKAGE', 'cash amounts must be whole numbers ≥ 0');
    total += line.amount;
  }
  if (total > t.cash) refuse('ALLOCATION_EXCEEDS_PACKAGE', `the package holds ${t.cash}; ${total} allocated`);
  for (const line of a.cash) if (!findPlayer(s, line.player)) refuse('INVALID_RECIPIENT', `no player ${line.player}`);
  const prestigeId = a.prestigeCompanyId ?? null;
  if (prestigeId !== null) {
    const c = findCompany(s, prestigeId);
    if (!c || c.status === 'BANKRUPT') refuse('INVALID_RECIPIENT', `no non-bankrupt company ${prestigeId}`);
    if (!t.prestige) refuse('INVALID_RECIPIENT', 'this package carries no prestige token');
  }
  const passiveId = a.passiveCompanyId ?? null;
  if (passiveId !== null) {
    const c = findCompany(s, passiveId);
    if (!c || c.status === 'BANKRUPT') refuse('INVALID_RECIPIENT', `no non-bankrupt company ${passiveId}`);
    if (c.sector !== t.sector) refuse('PASSIVE_SECTOR_MISMATCH', `${t.passive} can only go to a ${SECTORS[t.sector].name} company`);
  }
  const allocation: TrancheAllocation = {
    cash: a.cash.map((l) => ({ player: l.player, amount: l.amount })),
    prestigeCompany: prestigeId,
    passiveCompany: passiveId,
  };
  s.inputs.trancheAllocations[String(t.id)] = allocation;
  emitPrivate(ctx, [a.player], 'TRANCHE_ALLOCATION_SUBMITTED', { player: a.player, packageId: t.id, ...allocation });
  emit(ctx, 'SUBMITTED', { player: a.player, what: 'TRANCHE_ALLOCATION' });
}

/** TRANCHE_DISTRIBUTE_RESOLVE, package order: cash (unallocated to the winner), prestige, passive. */
export function distributeTranches(ctx: Ctx, allocations: Record<string, TrancheAllocation>): void {
  const s = ctx.s;
  for (const t of s.tranches) {
    if (!t.winner) continue;
    const plan = allocations[String(t.id)] ?? { cash: [], prestigeCompany: null, passiveCompany: null };
    let paid = 0;
    const payments: { player: PlayerId; amount: number }[] = [];
    for (const line of plan.cash) {
      if (line.amount === 0) continue;
      transfer(ctx, BANK, cash(line.player), line.amount, 'TRANCHE');
      paid += line.amount;
      payments.push({ ...line });
    }
    if (t.cash - paid > 0) {
      transfer(ctx, BANK, cash(t.winner), t.cash - paid, 'TRANCHE');
      payments.push({ player: t.winner, amount: t.cash - paid });
    }
    if (t.prestige && plan.prestigeCompany) findCompany(s, plan.prestigeCompany)!.prestige += 1;
    if (plan.passiveCompany) {
      for (const c of s.companies) if (c.passive === t.passive) c.passive = null;
      findCompany(s, plan.passiveCompany)!.passive = t.passive;
    }
    emit(ctx, 'TRANCHE_DISTRIBUTED', {
      packageId: t.id, winner: t.winner, payments,
      prestigeCompany: t.prestige ? plan.prestigeCompany : null,
      passive: t.passive, passiveCompany: plan.passiveCompany,
    });
  }
}

