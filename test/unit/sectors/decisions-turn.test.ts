/**
 * Start-of-turn decisions of rules spec §2: D-20, D-21, D-26 (re-rank), D-32, D-50, D-51, D-64.
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../../src-shared/games/sectors/index.ts';
import { SECTORS, type SectorId } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, companyOf, events, expectInvariants, expectRefused, floated, pl, until } from '../../helpers/sectors.ts';

/** A game at turn 2 START_TURN with priority P1 > P2 > P3 (STATIC, so it stays). */
function turn2(config = {}) {
  const s = atTurn1Orders(3, { priorityMode: 'STATIC', ...config });
  applyOverrides(s, { priority: ['P1', 'P2', 'P3'] });
  fastForward(s, 2, 'START_TURN');
  return s;
}

describe('D-20 headlines', () => {
  it('D-20: no headlines in turn 1; from turn 2 three slots are offered in START_TURN', () => {
    const s = atTurn1Orders();
    expect(s.headlines).toEqual([null, null, null]);
    fastForward(s, 2, 'START_TURN');
    expect(s.headlines.every((h) => h !== null)).toBe(true);
    expect(s.headlines.map((h) => h!.id)).toEqual([1, 2, 3]);
  });

  it('D-20: a backed headline is resolved when START_TURN ends: backers pay, the sector moves, the slot empties', () => {
    const s = turn2();
    const h = s.headlines[0]!;
    h.type = 'SECTOR_POSITIVE_2'; // position fixture: the headline's type
    h.sector = 'MATERIALS';
    const bank = s.bank;
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: h.id });
    expect(s.sectorPriority).toEqual(['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS']); // nothing yet
    endPhaseByReady(s);
    expect(s.sectorPriority).toEqual(['MATERIALS', 'CONSUMER_DEFENSIVE', 'HEALTHCARE']);
    expect(pl(s, 'P1').cash).toBe(300 + 50 - 50);
    expect(s.bank - bank).toBe(50);
    expect(s.headlines[0]).toBeNull();
    expect(s.headlines[1]).not.toBeNull(); // unbacked headlines stay
  });

  it('D-20: next turn, an unbought slot 1 is discarded, the rest slide toward slot 1 and gaps refill', () => {
    const s = turn2();
    const ids = s.headlines.map((h) => h!.id);
    fastForward(s, 3, 'START_TURN');
    expect(s.headlines.map((h) => h!.id)).toEqual([ids[1], ids[2], 4]);
    const bought = s.headlines[1]!.id;
    const keep = [s.headlines[0]!.id, s.headlines[2]!.id];
    act(s, { type: 'BACK_HEADLINE', player: 'P2', headlineId: bought });
    fastForward(s, 4, 'START_TURN');
    // a headline was bought in the previous START_TURN: slot 1 is not discarded
    expect(s.headlines.map((h) => h!.id)).toEqual([...keep, 5]);
  });

  it('D-20: moving a sector is clamped to the first/last place; the others keep their order', () => {
    const s = turn2();
    const [a, b] = s.headlines as NonNullable<GameState['headlines'][number]>[];
    a.type = 'SECTOR_NEGATIVE_2';
    a.sector = 'HEALTHCARE';
    b.type = 'SECTOR_POSITIVE_1';
    b.sector = 'CONSUMER_DEFENSIVE';
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: a.id });
    act(s, { type: 'BACK_HEADLINE', player: 'P2', headlineId: b.id });
    const ev = endPhaseByReady(s);
    // slot order: HEALTHCARE down 2 (clamped to last), then DEFENSIVE up 1 (already first)
    expect(events(ev, 'HEADLINE_RESOLVED').map((e) => e.after)).toEqual([
      ['CONSUMER_DEFENSIVE', 'MATERIALS', 'HEALTHCARE'],
      ['CONSUMER_DEFENSIVE', 'MATERIALS', 'HEALTHCARE'],
    ]);
  });
});

describe('D-51 headline backing', () => {
  it('D-51: several players may back one headline; each pays floor(cost / backers)', () => {
    const s = turn2();
    const h = s.headlines[0]!;
    h.type = 'SECTOR_NEGATIVE_2'; // cost 50
    for (const p of ['P1', 'P2', 'P3']) act(s, { type: 'BACK_HEADLINE', player: p, headlineId: h.id });
    const bank = s.bank;
    endPhaseByReady(s);
    expect(s.bank - bank).toBe(3 * 16);
    expect(['P1', 'P2', 'P3'].map((p) => pl(s, p).cash)).toEqual([350 - 16, 350 - 16, 350 - 16]);
  });

  it('D-51: cash is checked when joining, against floor(cost / backers after joining)', () => {
    const s = turn2();
    const h = s.headlines[0]!;
    h.type = 'SECTOR_POSITIVE_2';
    applyOverrides(s, { players: { P2: { cash: 24 }, P3: { cash: 25 } } });
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: h.id });
    expectRefused(s, { type: 'BACK_HEADLINE', player: 'P2', headlineId: h.id }, 'INSUFFICIENT_CASH');
    act(s, { type: 'BACK_HEADLINE', player: 'P3', headlineId: h.id });
    expect(h.backers).toEqual(['P1', 'P3']);
  });

  it('D-51: one headline per player per turn — switching moves the backing, withdrawing removes it; backing is public', () => {
    const s = turn2();
    const [a, b] = s.headlines.map((h) => h!.id);
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: a });
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: b });
    expect(s.headlines.map((h) => h!.backers)).toEqual([[], ['P1'], []]);
    expect(view(s, { role: 'player', player: 'P2' }).headlines[1]!.backers).toEqual(['P1']);
    act(s, { type: 'WITHDRAW_HEADLINE', player: 'P1' });
    expect(s.headlines.map((h) => h!.backers)).toEqual([[], [], []]);
    expectRefused(s, { type: 'WITHDRAW_HEADLINE', player: 'P1' }, 'NOT_BACKING');
  });
});

describe('D-21 / D-50 investor tranches', () => {
  function tranche(seats = 3) {
    const s = atTurn1Orders(seats, { priorityMode: 'STATIC' });
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { priority: s.players.map((p) => p.id), companies: { [D]: { prestige: 0 } } });
    fastForward(s, 3, 'TRANCHE_VOTE');
    return { s, D };
  }

  it('D-21: packages on turns 3, 6, 9 …: k = clamp(seats − 1, 2, 6), $100 split, prestige in packages 1 and 2, passives', () => {
    for (const seats of [2, 3, 5, 8]) {
      const { s } = tranche(seats);
      const k = Math.min(6, Math.max(2, seats - 1));
      expect(s.tranches).toHaveLength(k);
      expect(s.tranches.reduce((n, t) => n + t.cash, 0)).toBe(100);
      expect(s.tranches.every((t) => Number.isInteger(t.cash) && t.cash >= 0)).toBe(true);
      expect(s.tranches.map((t) => t.prestige)).toEqual(Array.from({ length: k }, (_, i) => i < 2));
      for (const t of s.tranches) expect(t.passive).toBe(SECTORS[t.sector].passive);
      // package i carries L[(i − 1) mod 3]
      const order = s.tranches.slice(0, 3).map((t) => t.sector);
      expect(new Set(order).size).toBe(Math.min(3, k));
      s.tranches.forEach((t, i) => expect(t.sector).toBe(order[i % 3]));
    }
    const g = atTurn1Orders();
    fastForward(g, 2, 'START_TURN');
    expect(g.tranches).toEqual([]);
  });

  it('D-21: one vote per player; a package chosen by a single voter goes to that voter; all won → cash doubled', () => {
    const { s } = tranche(3);
    const cash = s.tranches.map((t) => t.cash);
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 2 });
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 }); // resubmission replaces
    act(s, { type: 'VOTE_TRANCHE', player: 'P2', packageId: 2 });
    const ev = until(s, 'TRANCHE_VOTE_RESOLVE');
    expect(s.tranches.map((t) => t.winner)).toEqual(['P1', 'P2']);
    expect(s.tranches.map((t) => t.cash)).toEqual(cash.map((c) => 2 * c));
    expect(events(ev, 'TRANCHE_VOTES_REVEALED')[0]).toMatchObject({ doubled: true, votes: { P1: 1, P2: 2, P3: null } });
  });

  it('D-21: a package chosen by two or more voters is discarded; nothing is doubled unless every package was won', () => {
    const { s } = tranche(3);
    const cash = s.tranches.map((t) => t.cash);
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    act(s, { type: 'VOTE_TRANCHE', player: 'P2', packageId: 1 });
    act(s, { type: 'VOTE_TRANCHE', player: 'P3', packageId: 2 });
    until(s, 'TRANCHE_VOTE_RESOLVE');
    expect(s.tranches.map((t) => t.winner)).toEqual([null, 'P3']);
    expect(s.tranches.map((t) => t.cash)).toEqual(cash);
    endPhaseByReady(s);
    expect(s.phase).toBe('TRANCHE_DISTRIBUTE');
    expect(s.inputs.eligible).toEqual(['P3']);
  });

  it('D-21: no package won → TRANCHE_DISTRIBUTE and its resolution are skipped', () => {
    const { s } = tranche(3);
    endPhaseByReady(s);
    endPhaseByReady(s);
    expect(s.phase).toBe('PLACE_STOCK_ORDERS');
  });

  it('D-21 / D-50: cash goes where the winner says (taxable), the rest to the winner; prestige and passive as chosen', () => {
    const { s, D } = tranche(3);
    const [t1, t2] = s.tranches;
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: t1.id });
    act(s, { type: 'VOTE_TRANCHE', player: 'P2', packageId: t2.id });
    until(s, 'TRANCHE_DISTRIBUTE');
    const target = companyOf(s, t1.sector).id;
    act(s, { type: 'ALLOCATE_TRANCHE', player: 'P1', packageId: t1.id, cash: [{ player: 'P3', amount: Math.floor(t1.cash / 2) }], prestigeCompanyId: D, passiveCompanyId: target });
    const cash = ['P1', 'P2', 'P3'].map((p) => pl(s, p).cash);
    const ev = until(s, 'TRANCHE_DISTRIBUTE_RESOLVE');
    const half = Math.floor(t1.cash / 2);
    // P1: its own unallocated rest; P2 submitted nothing: the whole package to the winner
    expect(['P1', 'P2', 'P3'].map((p, i) => pl(s, p).cash - cash[i])).toEqual([t1.cash - half, t2.cash, half]);
    expect(s.turnState.taxableIncome).toMatchObject({ P3: half, P2: t2.cash });
    expect(co(s, D).prestige).toBe(1); // package 2's prestige was not assigned: forfeited
    expect(co(s, target).passive).toBe(t1.passive);
    expect(events(ev, 'TRANCHE_DISTRIBUTED')).toHaveLength(2);
    expectInvariants(s);
  });

  it('D-21 / D-50: one passive holder per sector — reassignment moves it; no choice → the holder keeps it', () => {
    const s = atTurn1Orders(6, { priorityMode: 'STATIC' });
    const [D1, D2] = [companyOf(s, 'CONSUMER_DEFENSIVE', 0).id, companyOf(s, 'CONSUMER_DEFENSIVE', 1).id];
    applyOverrides(s, { priority: s.players.map((p) => p.id), companies: { [D1]: { passive: 'STEADY_DEMAND' } } });
    fastForward(s, 3, 'TRANCHE_VOTE');
    const t = s.tranches.find((x) => x.sector === 'CONSUMER_DEFENSIVE')!;
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: t.id });
    until(s, 'TRANCHE_DISTRIBUTE');
    const keep = JSON.parse(JSON.stringify(s)) as GameState;
    act(s, { type: 'ALLOCATE_TRANCHE', player: 'P1', packageId: t.id, cash: [], passiveCompanyId: D2 });
    until(s, 'TRANCHE_DISTRIBUTE_RESOLVE');
    expect([co(s, D1).passive, co(s, D2).passive]).toEqual([null, 'STEADY_DEMAND']);
    until(keep, 'TRANCHE_DISTRIBUTE_RESOLVE');
    expect([co(keep, D1).passive, co(keep, D2).passive]).toEqual(['STEADY_DEMAND', null]);
  });
});

describe('D-26 priority re-rank', () => {
  it('D-26: CATCH_UP re-ranks by net worth ascending at START_TURN; equal net worth keeps the previous order', () => {
    const s = atTurn1Orders(4);
    applyOverrides(s, { priority: ['P1', 'P2', 'P3', 'P4'], players: { P1: { cash: 500 }, P2: { cash: 100 }, P3: { cash: 500 }, P4: { cash: 300 } } });
    fastForward(s, 2, 'START_TURN');
    expect(s.priority).toEqual(['P2', 'P4', 'P1', 'P3']);
  });

  it('D-26: STATIC keeps the influence order for the whole game', () => {
    const s = atTurn1Orders(4, { priorityMode: 'STATIC' });
    applyOverrides(s, { priority: ['P1', 'P2', 'P3', 'P4'], players: { P1: { cash: 500 }, P2: { cash: 100 } } });
    fastForward(s, 3, 'START_TURN');
    expect(s.priority).toEqual(['P1', 'P2', 'P3', 'P4']);
  });
});

describe('D-32 / D-64 new companies', () => {
  /** 6 seats: DEFENSIVE 2, HEALTHCARE 2, MATERIALS 1 company. Overrides at turn 2 END_TURN, then turn 3 starts. */
  function turn3(build: (s: GameState) => Parameters<typeof applyOverrides>[1]) {
    const s = atTurn1Orders(6, { priorityMode: 'STATIC' });
    fastForward(s, 2, 'END_TURN');
    applyOverrides(s, build(s));
    const demand = Object.fromEntries(s.sectors.map((x) => [x.id, x.baseDemand]));
    const before = s.companies.length;
    const ev = endPhaseByReady(s);
    expect([s.turn, s.phase]).toEqual([3, 'START_TURN']);
    return { s, created: s.companies.slice(before), demand, ev };
  }
  const bankrupt = { status: 'BANKRUPT' as const, ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 };

  it('D-32: a GROWTH company opens where the mean price of floated companies is highest', () => {
    const { s, created, demand } = turn3((g) => ({
      companies: {
        [companyOf(g, 'CONSUMER_DEFENSIVE', 0).id]: floated({ price: 60 }),
        [companyOf(g, 'CONSUMER_DEFENSIVE', 1).id]: floated({ price: 65 }),
        [companyOf(g, 'HEALTHCARE', 0).id]: floated({ price: 70 }),
        [companyOf(g, 'HEALTHCARE', 1).id]: floated({ price: 43, status: 'INSOLVENT', treasury: 0 }),
      },
    }));
    // means: DEFENSIVE 62.5, HEALTHCARE 56.5 (INSOLVENT counts), MATERIALS none
    expect(created.map((c) => [c.sector, c.tier, c.status])).toEqual([['CONSUMER_DEFENSIVE', 'GROWTH', 'INACTIVE']]);
    expect(sectorBase(s, 'CONSUMER_DEFENSIVE')).toBe(demand.CONSUMER_DEFENSIVE + 1);
    expect(created[0].treasury).toBe(10 * created[0].ipoPrice);
    expect(SECTORS.CONSUMER_DEFENSIVE.pool.map(([, t]) => t)).toContain(created[0].id);
  });

  it('D-32: equal means → the better sector priority; then a STARTUP in every sector without a live company', () => {
    const { s, created, demand } = turn3((g) => ({
      sectorPriority: ['HEALTHCARE', 'MATERIALS', 'CONSUMER_DEFENSIVE'],
      companies: {
        [companyOf(g, 'CONSUMER_DEFENSIVE', 0).id]: floated({ price: 60 }),
        [companyOf(g, 'HEALTHCARE', 0).id]: floated({ price: 55 }),
        [companyOf(g, 'HEALTHCARE', 1).id]: floated({ price: 65 }),
        [companyOf(g, 'MATERIALS', 0).id]: bankrupt,
      },
    }));
    expect(created.map((c) => [c.sector, c.tier])).toEqual([['HEALTHCARE', 'GROWTH'], ['MATERIALS', 'STARTUP']]);
    expect(sectorBase(s, 'HEALTHCARE')).toBe(demand.HEALTHCARE + 1);
    expect(sectorBase(s, 'MATERIALS')).toBe(demand.MATERIALS + 1);
    expect(created.map((c) => c.seq)).toEqual([6, 7]); // companySeq continues after the 5 starting companies
    expectInvariants(s);
  });

  it('D-32: no floated company anywhere → no GROWTH company; sectors with an INACTIVE company get no STARTUP', () => {
    const { created } = turn3(() => ({}));
    expect(created).toEqual([]);
  });

  it('D-64: identities come from the sector pool without replacement, even after the company went bankrupt', () => {
    const s = atTurn1Orders(3, { priorityMode: 'STATIC' });
    const M = companyOf(s, 'MATERIALS').id;
    applyOverrides(s, { companies: { [M]: bankrupt } });
    fastForward(s, 3, 'START_TURN');
    const first = s.companies.at(-1)!;
    expect([first.sector, first.tier]).toEqual(['MATERIALS', 'STARTUP']);
    expect(s.usedPoolTickers).toEqual([first.id]);
    fastForward(s, 5, 'END_TURN');
    applyOverrides(s, { companies: { [first.id]: bankrupt } });
    fastForward(s, 6, 'START_TURN');
    const second = s.companies.at(-1)!;
    expect(second.sector).toBe('MATERIALS');
    expect(second.id).not.toBe(first.id);
    expect(SECTORS.MATERIALS.pool.map(([, t]) => t)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(new Set(s.companies.map((c) => c.id)).size).toBe(s.companies.length);
  });
});

function sectorBase(s: GameState, id: SectorId): number {
  return s.sectors.find((x) => x.id === id)!.baseDemand;
}
