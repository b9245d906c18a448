/**
 * The complete list of draws of rules spec §4 (R-01 … R-13): each draw is replayed here with the spec
 * primitives on a copy of the generator and must give exactly what the engine produced — same values, same
 * order, and the same generator state afterwards (so no extra or missing draw).
 */
import { describe, expect, it } from 'vitest';
import { pick, randInt, seedRng, shuffle, weighted, type Rng } from '../../../src-shared/rng.ts';
import { create, makeConfig } from '../../../src-shared/games/sectors/index.ts';
import {
  HEADLINE_TYPES, OPTION_BUNDLES, PRESTIGE_REWARDS, RESEARCH_EFFECTS, SECTOR_IDS, SECTORS, startingCompaniesPerSector, type SectorId,
} from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import { act, atTurn1Orders, companyOf, companyTurn, events, floated, newGame, toCompanyVote } from '../../helpers/sectors.ts';

/** The setup draws R-01 … R-06 replayed from the seed. */
function replaySetup(seed: number, seats: number, picked?: SectorId[]) {
  const r = seedRng(seed);
  const drawOrder = picked ?? shuffle(r, [...SECTOR_IDS]).slice(0, 3);
  const companies: { ticker: string; ipo: number; unit: number }[] = [];
  const per = startingCompaniesPerSector(seats);
  drawOrder.forEach((id, i) => {
    const identities = shuffle(r, [...SECTORS[id].starters]);
    for (let k = 0; k < per[i]; k++) {
      const ipo = pick(r, SECTORS[id].ipoPrices);
      const unit = randInt(r, SECTORS[id].unitMin, SECTORS[id].unitMax);
      companies.push({ ticker: identities[k][1], ipo, unit });
    }
  });
  const drawn = Array.from({ length: 9 }, () => pick(r, RESEARCH_EFFECTS));
  const deck = shuffle(r, ['NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', ...drawn]);
  const track = Array.from({ length: 10 }, () => weighted(r, PRESTIGE_REWARDS.map((x) => ({ item: x.id, weight: x.weight }))));
  return { drawOrder, companies, deck, track, rng: r };
}

describe('R-01 … R-06 setup draws', () => {
  for (const [seed, seats] of [[1, 3], [2024, 7], [99, 5]] as const) {
    it(`R-01…R-06: sectors, starter identities, IPO and unit prices, deck and track in the spec order (seed ${seed}, ${seats} seats)`, () => {
      const s = create(makeConfig(seats), seed);
      const replay = replaySetup(seed, seats);
      expect(s.sectors.map((x) => x.id)).toEqual(replay.drawOrder);
      expect(s.companies.map((c) => ({ ticker: c.id, ipo: c.ipoPrice, unit: c.unitPrice }))).toEqual(replay.companies);
      expect(s.researchDeck).toEqual(replay.deck);
      expect(s.prestigeTrack.rewards).toEqual(replay.track);
      expect(s.rng).toEqual(replay.rng); // nothing else was drawn
    });
  }

  it('R-01: host-picked sectors draw nothing; their order is the draw order', () => {
    const picked: SectorId[] = ['MATERIALS', 'ENERGY', 'TECHNOLOGY'];
    const s = create(makeConfig(6, { sectors: picked }), 31);
    const replay = replaySetup(31, 6, picked);
    expect(s.companies.map((c) => c.id)).toEqual(replay.companies.map((c) => c.ticker));
    expect(s.companies.filter((c) => c.sector === 'MATERIALS')).toHaveLength(2); // first in draw order: 2 of 2/2/1
    expect(s.rng).toEqual(replay.rng);
  });

  it('R-01 … R-06: the same seed always gives the same setup', () => {
    expect(JSON.stringify(create(makeConfig(4), 5150))).toBe(JSON.stringify(create(makeConfig(4), 5150)));
  });
});

describe('R-07 influence ties', () => {
  it('R-07: each group of tied bids, from the highest bid down, is shuffled (listed by seat order)', () => {
    const s = newGame(6);
    const r: Rng = { ...s.rng };
    const bids = { P1: 10, P2: 30, P3: 10, P4: 30, P5: 5, P6: 30 };
    for (const [player, points] of Object.entries(bids)) act(s, { type: 'SUBMIT_INFLUENCE_BID', player, points });
    endPhaseByReady(s);
    const top = shuffle(r, ['P2', 'P4', 'P6']);
    const mid = shuffle(r, ['P1', 'P3']);
    expect(s.priority).toEqual([...top, ...mid, 'P5']);
    expect(s.rng).toEqual(r);
  });

  it('R-07: no tie → no draw', () => {
    const s = newGame(3);
    const r = { ...s.rng };
    ['P1', 'P2', 'P3'].forEach((player, i) => act(s, { type: 'SUBMIT_INFLUENCE_BID', player, points: i }));
    endPhaseByReady(s);
    expect(s.priority).toEqual(['P3', 'P2', 'P1']);
    expect(s.rng).toEqual(r);
  });
});

describe('R-08 / R-09 / R-10 START_TURN draws', () => {
  it('R-09: turn 2 — each new headline in slot order: type pick, then target pick over the sectors in play (canonical order)', () => {
    const s = atTurn1Orders();
    fastForward(s, 1, 'END_TURN');
    const r: Rng = { ...s.rng };
    fastForward(s, 2, 'START_TURN');
    const inPlay = SECTOR_IDS.filter((id) => s.sectors.some((x) => x.id === id));
    const expected = [0, 1, 2].map(() => ({ type: pick(r, HEADLINE_TYPES).id, sector: pick(r, inPlay) }));
    expect(s.headlines.map((h) => ({ type: h!.type, sector: h!.sector }))).toEqual(expected);
    expect(s.rng).toEqual(r);
  });

  it('R-08 → R-09 → R-10: turn 3 — new companies (identity, IPO price, unit price), then headlines, then tranche packages', () => {
    const s = atTurn1Orders(3, { priorityMode: 'STATIC' });
    const [D, , M] = s.companies.map((c) => c.id);
    applyOverrides(s, {
      companies: {
        [D]: floated({ floatedTurn: 1, permDemand: 3 }),
        [M]: { status: 'BANKRUPT', ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 },
      },
    });
    fastForward(s, 2, 'END_TURN');
    const r: Rng = { ...s.rng };
    const before = s.companies.length;
    fastForward(s, 3, 'START_TURN');
    // GROWTH in DEFENSIVE (the only floated sector), then STARTUP in MATERIALS (empty), each with
    const created = s.companies.slice(before);
    const expected = (['CONSUMER_DEFENSIVE', 'MATERIALS'] as const).map((id) => {
      const identity = pick(r, SECTORS[id].pool);
      return { ticker: identity[1], ipo: pick(r, SECTORS[id].ipoPrices), unit: randInt(r, SECTORS[id].unitMin, SECTORS[id].unitMax) };
    });
    expect(created.map((c) => ({ ticker: c.id, ipo: c.ipoPrice, unit: c.unitPrice }))).toEqual(expected);
    // R-09: turn 2's slot 1 was not bought → discarded; one new headline in slot 3
    const inPlay = SECTOR_IDS.filter((id) => s.sectors.some((x) => x.id === id));
    expect({ type: s.headlines[2]!.type, sector: s.headlines[2]!.sector }).toEqual({ type: pick(r, HEADLINE_TYPES).id, sector: pick(r, inPlay) });
    // k − 1 = 1 cash draw, then the shuffle of the sectors in play (canonical order)
    const first = randInt(r, 0, 100);
    const order = shuffle(r, [...inPlay]);
    expect(s.tranches.map((t) => [t.cash, t.sector])).toEqual([[first, order[0]], [100 - first, order[1]]]);
    expect(s.rng).toEqual(r);
  });

  it('R-08: the identity is picked among the pool entries not yet drawn, in canonical order', () => {
    const s = atTurn1Orders(3, { priorityMode: 'STATIC' });
    const M = companyOf(s, 'MATERIALS').id;
    applyOverrides(s, { companies: { [M]: { status: 'BANKRUPT', ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 } } });
    fastForward(s, 3, 'START_TURN');
    const first = s.companies.at(-1)!.id;
    fastForward(s, 5, 'END_TURN');
    applyOverrides(s, { companies: { [first]: { status: 'BANKRUPT', ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 } } });
    const r: Rng = { ...s.rng };
    fastForward(s, 6, 'START_TURN');
    const remaining = SECTORS.MATERIALS.pool.filter(([, t]) => t !== first);
    expect(s.companies.at(-1)!.id).toBe(pick(r, remaining)[1]);
  });
});

describe('R-11 EXTRACT / MANUFACTURE partner', () => {
  it('R-11: pick over the eligible partner companies in companySeq order', () => {
    const s = atTurn1Orders(7, { sectors: ['MATERIALS', 'INDUSTRIALS', 'HEALTHCARE'] });
    const M = companyOf(s, 'MATERIALS').id;
    const [I1, I2] = [companyOf(s, 'INDUSTRIALS', 0), companyOf(s, 'INDUSTRIALS', 1)];
    applyOverrides(s, {
      companies: {
        [M]: floated({ unitPrice: 30, treasury: 200, passive: 'EXTRACT', floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [I1.id]: floated({ unitPrice: 80, floatedTurn: 1 }),
        [I2.id]: floated({ unitPrice: 80, floatedTurn: 1 }),
      },
    });
    toCompanyVote(s, M);
    const r: Rng = { ...s.rng };
    const ev = companyTurn(s, M, { P1: ['EXTRACT'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED')[0].partnerSeq).toBe(pick(r, [I1, I2]).seq);
    expect(s.rng).toEqual(r);
  });
});

describe('R-12 divestment', () => {
  it('R-12: the certificate list (companySeq repeated once per share, in companySeq order) is shuffled; the first excess entries are sold', () => {
    const s = atTurn1Orders(20); // certificate limit 6
    const [a, b, c] = [s.companies[0], s.companies[2], s.companies[4]];
    applyOverrides(s, {
      companies: {
        [a.id]: { ipoShares: 8, holdings: { P1: 2 } },
        [b.id]: { ipoShares: 7, holdings: { P1: 3 } },
        [c.id]: { ipoShares: 6, holdings: { P1: 4 } },
      },
    });
    fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
    const r: Rng = { ...s.rng };
    fastForward(s, 1, 'DIVESTMENT');
    const list = shuffle(r, [a.seq, a.seq, b.seq, b.seq, b.seq, c.seq, c.seq, c.seq, c.seq]).slice(0, 3);
    const left = (seq: number, n: number) => n - list.filter((x) => x === seq).length;
    expect([a, b, c].map((x) => s.companies.find((y) => y.id === x.id)!.holdings.P1 ?? 0)).toEqual([left(a.seq, 2), left(b.seq, 3), left(c.seq, 4)]);
    expect(s.rng).toEqual(r);
  });
});

describe('R-13 option contracts', () => {
  it('R-13: at END_TURN, for each of 3 contracts: company pick over ACTIVE companies, term randInt(1, 4), bundle pick', () => {
    const s = atTurn1Orders(4);
    const [D, H] = s.companies.map((c) => c.id);
    applyOverrides(s, { companies: { [D]: floated({ floatedTurn: 1 }), [H]: floated({ floatedTurn: 1, status: 'ACTIVE' }) } });
    fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
    const r: Rng = { ...s.rng };
    fastForward(s, 1, 'END_TURN');
    const active = s.companies.filter((c) => c.status === 'ACTIVE');
    const expected = [0, 1, 2].map(() => {
      const c = pick(r, active);
      const term = randInt(r, 1, 4);
      const bundle = pick(r, OPTION_BUNDLES);
      return { company: c.id, term, shares: bundle.shares, stepBonus: bundle.steps };
    });
    expect(s.contracts.map((k) => ({ company: k.company, term: k.term, shares: k.shares, stepBonus: k.stepBonus }))).toEqual(expected);
    expect(s.rng).toEqual(r);
  });

  it('R-13: no ACTIVE company → no contract and no draw; options disabled → no draw either', () => {
    for (const optionOrdersEnabled of [true, false]) {
      const s = atTurn1Orders(3, { optionOrdersEnabled });
      if (!optionOrdersEnabled) applyOverrides(s, { companies: { [s.companies[0].id]: floated({ floatedTurn: 1 }) } });
      fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
      const r = { ...s.rng };
      fastForward(s, 1, 'END_TURN');
      expect(s.contracts).toEqual([]);
      expect(s.rng).toEqual(r);
    }
  });
});
