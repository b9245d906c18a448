/**
 * Hand-written Tycoon views for the browser's layout checks, made to stress the board: a Strategist game in a
 * late year, long names (34 characters, the most a table shows), big prices and holdings ("1,450,500"), every
 * role taken, shorts, options and a deferred debt. `tycoonStress` takes the step to show (a turn, each prompt,
 * each year-end step, the end); `injectTycoon` puts it into the page's store over the running game's own view,
 * so the real board, phase bar and end screen draw it at the real viewport (the layout test's states that a
 * short game cannot reach deterministically: rights, buybacks, premiums, withholds, strikes, debts).
 */
import type { Page } from '@playwright/test';
import { RIGHTS_PRICE } from '../../../src-shared/games/tycoon/data.ts';
import { publicTradeKinds, rightsLots, rolePowers, seatTradeKinds } from '../../../src-shared/games/tycoon/live/turn-preview.ts';
import type { SeatInputType } from '../../../src-shared/games/tycoon/schemas.ts';
import type { CompanyId } from '../../../src-shared/games/tycoon/types.ts';
import type { PublicCompany, PublicPlayer, TycoonPrivateView, TycoonPublicView } from '../../../src-shared/games/tycoon/view-types.ts';

const COMPANIES: [CompanyId, string, string, number, number, number[]][] = [
  ['ATL', 'Atlas Bank', 'Banking', 20, 5, [20, 15, 10, 5]],
  ['TTN', 'Titan Steel', 'Manufacturing', 25, 145, [25, 60, 115, 145]],
  ['GLB', 'Global Industries', 'Conglomerate', 45, 0, [45, 20, 5, 0]],
  ['OMG', 'Omega Energy', 'Energy', 55, 1450, [55, 400, 980, 1450]],
  ['VTC', 'VitalCare Pharma', 'Healthcare', 75, 385, [75, 190, 300, 385]],
  ['NOV', 'NovaTech', 'Technology', 80, 12_345, [80, 2500, 8000, 12_345]],
];

export const LONG_NAMES = ['Maximiliana Fitzgerald-Okonkwo', 'Bartholomew Achterberg-Lindqvist', 'Cy', 'Dominique Featherstonehaugh'];

const holdings = (h: Partial<Record<CompanyId, number>> = {}): Record<CompanyId, number> => ({ ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0, ...h });

function company([id, name, sector, start, price, history]: (typeof COMPANIES)[number]): PublicCompany {
  return {
    id, name, sector, startPrice: start, price, history, outstanding: 185_000, supply: 23_000, premiumPct: 15,
    shortTotal: 12_000, optionsWritten: 36_000, optionsCap: 37_000, chairman: 'P1', director: 'P2', suspended: false, refPrice: null, firstBuyDone: true,
  };
}

function player(i: number, over: Partial<PublicPlayer> = {}): PublicPlayer {
  return {
    id: `P${i + 1}`, name: LONG_NAMES[i], cash: 1_450_500, holdings: holdings({ ATL: 112_000, TTN: 48_000, OMG: 125_000, NOV: 9_000 }), handSize: 10,
    played: [], active: true, debt: 0, netWorth: 123_456_789, ready: false, ...over,
  };
}

/** P1's hand: price cards of five companies (sums both ways) and one of each special card. */
export const STRESS_HAND = [
  '1:ATL:+10', '1:ATL:-5', '1:TTN:-15', '1:OMG:+20', '1:OMG:-20', '1:VTC:+25', '1:NOV:-30', '1:NOV:+30', '1:NOV:-25',
  '1:LOAN:1', '1:DEB:2', '1:RIGHTS:1', '1:SUSP:2', '1:CURUP:3', '1:CURDOWN:1',
];

export type Step =
  | 'turn' | 'rights' | 'buyback' | 'premium' | 'withhold' | 'reveal' | 'strike' | 'tally' | 'suspend' | 'settlements' | 'cover' | 'settle' | 'waiting' | 'end';

/** The public and P1's private view at `step`, with `window` as the open window's id (the running game's). */
export function tycoonStress(step: Step, window: number): { pub: TycoonPublicView; priv: TycoonPrivateView } {
  const players = [
    player(0, { played: ['1:LOAN:2', '1:DEB:1', '1:RIGHTS:2'] }),
    player(1, { cash: -1_250_000, debt: 2_475_000, netWorth: -987_654 }),
    player(2, { cash: 98_765_432, holdings: holdings({ NOV: 200_000 }) }),
    player(3, { active: false, cash: 0, holdings: holdings(), netWorth: 0, handSize: 0 }),
  ];
  const companies = COMPANIES.map(company);
  companies[2].suspended = true;
  const base: Omit<TycoonPublicView, 'tradeKinds' | 'rolePowers'> = {
    kind: 'tycoon', status: 'RUNNING', phase: 'TURN', turn: 9, year: 9, years: 10, txRound: 3, variant: 'standard', mode: 'strategist',
    features: { shorts: true, options: true, dividends: true, buybacks: true },
    window, dealer: 'P3', order: ['P1', 'P2', 'P3'], actor: 'P1', players, companies,
    shorts: [{ seat: 'P1', company: 'VTC', qty: 12_000, entry: 1385 }, { seat: 'P1', company: 'TTN', qty: 4_000, entry: 145 }],
    options: [{ seat: 'P1', company: 'NOV', kind: 'call', qty: 36_000, strike: 12_345 }, { seat: 'P1', company: 'OMG', kind: 'put', qty: 1_000, strike: 1450 }],
    rightsWindows: [], pending: null, yearEnd: null, result: null, reserve: null, deckSize: 60, handSize: 10, turnSeconds: 60, windowSeconds: 30,
    netWorthHistory: { P1: [600_000, 4_500_000, 45_000_000, 123_456_789], P2: [600_000, 300_000, 100_000, -987_654], P3: [600_000, 9_000_000, 60_000_000, 99_000_000], P4: [600_000, 0, 0, 0] },
  };
  // What the engine derives for the views (the turn form's kinds, rights lots), from these numbers as the host would.
  const pub: TycoonPublicView = {
    ...base,
    tradeKinds: Object.fromEntries(players.map((p) => [p.id, publicTradeKinds(base, p.id)])),
    rolePowers: Object.fromEntries(players.map((p) => [p.id, rolePowers(base, p.id)])),
  };
  const can: SeatInputType[] = ['buy', 'sell', 'short', 'buyOption', 'declareDividend', 'announceBuyback', 'pass', 'playLoan', 'playDebenture', 'playRights'];
  const priv: TycoonPrivateView = {
    player: 'P1', hand: STRESS_HAND,
    handSums: { ATL: 5, TTN: -15, GLB: 0, OMG: 0, VTC: 25, NOV: -25 },
    buyConditionOk: { ATL: true, TTN: false, GLB: true, OMG: true, VTC: true, NOV: false },
    rightsPrompts: [], sealed: {}, withheld: [],
    can,
    tradeKinds: seatTradeKinds(base, 'P1', STRESS_HAND, can),
    rightsLots: rightsLots(players[0]),
    rightsPrice: RIGHTS_PRICE,
  };
  const revealed = [
    { seat: 'P1', cards: ['1:ATL:+10', '1:ATL:-5', '1:TTN:-15', '1:OMG:+20', '1:OMG:-20', '1:VTC:+25', '1:NOV:-30', '1:NOV:+30'] },
    { seat: 'P2', cards: ['1:TTN:+15', '1:GLB:-15', '1:GLB:+10', '1:OMG:-15', '1:VTC:-25', '1:NOV:+25', '1:NOV:-20', '1:NOV:+20'] },
    { seat: 'P3', cards: ['1:TTN:+5', '1:GLB:+5', '1:OMG:+5', '1:VTC:+10', '1:NOV:-15'] },
  ];
  const tally = companies.map((c, i) => ({ company: c.id, before: c.price + 5 * i, delta: i % 2 === 0 ? -25 : 30, after: c.price }));
  const settlements = [
    { seat: 'P1', currency: 145_050, shorts: -12_345_000, options: 98_765_000 },
    { seat: 'P2', currency: -125_000, shorts: 0, options: 0 },
    { seat: 'P3', currency: 9_876_543, shorts: 250_000, options: -37_500 },
  ];
  const yearEnd = { revealed, withheldBy: { NOV: 'P2', OMG: 'P1' }, struck: [{ company: 'NOV' as CompanyId, card: '1:NOV:-30', by: 'P1' }], tally: null, suspended: [], settlements: null };
  switch (step) {
    case 'turn':
      break;
    case 'waiting':
      pub.actor = 'P2';
      priv.can = [];
      break;
    case 'rights':
      pub.rightsWindows = [{ id: 4, company: 'OMG', eligible: ['P1'], answered: [] }, { id: 5, company: 'NOV', eligible: ['P1'], answered: [] }];
      priv.rightsPrompts = [{ window: 4, company: 'OMG', entitlement: 62_000 }, { window: 5, company: 'NOV', entitlement: 4_000 }];
      priv.can = ['exerciseRights', 'declineRights'];
      break;
    case 'buyback':
      pub.actor = 'P3';
      pub.pending = { kind: 'buyback', chairman: 'P3', company: 'NOV', qty: 125_000, price: 12_500, seats: ['P1', 'P2'], answered: [] };
      priv.can = ['buybackOffer'];
      break;
    case 'premium':
      pub.phase = 'P1';
      pub.actor = null;
      pub.pending = { kind: 'premium', seats: ['P1'], answered: [] };
      priv.can = ['setPremium'];
      break;
    case 'withhold':
      pub.phase = 'E1';
      pub.actor = null;
      for (const c of pub.companies) c.director = 'P1';
      pub.pending = { kind: 'withhold', seats: ['P1', 'P2'], answered: [] };
      pub.yearEnd = { ...yearEnd, revealed: [], withheldBy: {}, struck: [] };
      priv.can = ['withhold'];
      break;
    case 'reveal':
      pub.phase = 'E2';
      pub.actor = null;
      pub.yearEnd = { ...yearEnd, struck: [] };
      priv.can = ['READY'];
      break;
    case 'strike':
      pub.phase = 'E3';
      pub.actor = null;
      pub.pending = { kind: 'strike', seats: ['P1'], answered: [] };
      pub.yearEnd = { ...yearEnd, struck: [] };
      priv.can = ['strike'];
      break;
    case 'tally':
      pub.phase = 'E4';
      pub.actor = null;
      pub.yearEnd = { ...yearEnd, tally };
      priv.can = ['READY'];
      break;
    case 'suspend':
      pub.phase = 'E5';
      pub.actor = null;
      pub.pending = { kind: 'suspend', seat: 'P1', queue: ['P1', 'P3'] };
      pub.yearEnd = { ...yearEnd, tally };
      priv.can = ['suspend'];
      break;
    case 'settlements':
      pub.phase = 'E8';
      pub.actor = null;
      pub.yearEnd = { ...yearEnd, tally, suspended: [{ company: 'GLB', by: 'P1', price: 5 }], settlements };
      priv.can = ['READY'];
      break;
    case 'cover':
      pub.phase = 'E9';
      pub.actor = null;
      players[0].cash = -1_450_500;
      pub.pending = { kind: 'cover', seats: ['P1', 'P2'], answered: [] };
      pub.yearEnd = { ...yearEnd, tally, settlements };
      priv.can = ['coverDebt'];
      break;
    case 'settle':
      players[0].debt = 2_475_000;
      players[0].cash = 1_450_500;
      pub.pending = { kind: 'settle', seat: 'P1', debt: 2_475_000 };
      priv.can = ['settleDebt'];
      break;
    case 'end':
      pub.status = 'ENDED';
      pub.phase = 'GAME_OVER';
      pub.year = 10;
      pub.turn = 10;
      pub.actor = null;
      pub.result = {
        ranks: { P1: 1, P2: 3, P3: 2, P4: 4 },
        netWorth: { P1: 123_456_789, P2: -987_654, P3: 99_000_000, P4: 0 },
        cash: { P1: 1_450_500, P2: -1_250_000, P3: 98_765_432, P4: 0 },
        holdingsValue: { P1: 122_006_289, P2: 1_737_346, P3: 234_568, P4: 0 },
        debt: { P1: 0, P2: 2_475_000, P3: 0, P4: 0 },
      };
      pub.reserve = ['1:ATL:-10', '1:TTN:+10', '1:TTN:-5', '1:GLB:+15', '1:OMG:-5', '1:VTC:+5', '1:VTC:-10', '1:NOV:+5', '1:NOV:-10', '1:SUSP:1', '1:CURUP:1', '1:LOAN:2'];
      for (const c of pub.companies) c.history = [...c.history, c.price];
      break;
  }
  // The turn form's kinds and role powers follow this step's roles and what the seat may send, as the engine's do.
  pub.tradeKinds = Object.fromEntries(pub.players.map((p) => [p.id, publicTradeKinds(pub, p.id)]));
  pub.rolePowers = Object.fromEntries(pub.players.map((p) => [p.id, rolePowers(pub, p.id)]));
  priv.tradeKinds = seatTradeKinds(pub, 'P1', priv.hand, priv.can);
  return { pub, priv };
}

/** The running game's open window id, as the page's store holds it. */
export async function currentWindow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { publicView: { window?: number | null } | null } }).sectorsDesk;
    return desk.publicView?.window ?? 0;
  });
}

/** Shows `step` on the page's board: the store's views become the stress views (the host's next view replaces them). */
export async function injectTycoon(page: Page, step: Step): Promise<void> {
  const { pub, priv } = tycoonStress(step, await currentWindow(page));
  await page.evaluate(
    ({ pub, priv }) => {
      const desk = (window as unknown as { sectorsDesk: { publicView: unknown; privateViews: Record<string, unknown> } }).sectorsDesk;
      desk.publicView = pub;
      desk.privateViews = { P1: priv };
    },
    { pub, priv },
  );
}

type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: 'random' | 'easy' | 'medium' | 'hard' };

/** Creates a Tycoon game from this page (its facilitator), not started. */
export async function createTycoon(page: Page, seats: Seat[], options: Record<string, unknown>, seed: number): Promise<void> {
  await page.evaluate(
    async ({ seats, options, seed }) => {
      const desk = (window as unknown as { sectorsDesk: { createGame(c: object): Promise<{ ok: boolean; reason?: string; message?: string }> } }).sectorsDesk;
      const outcome = await desk.createGame({ game: 'tycoon', seats, options, seed });
      if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason} ${outcome.message}`);
    },
    { seats, options, seed },
  );
}
