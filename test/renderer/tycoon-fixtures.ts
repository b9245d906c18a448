/**
 * Hand-written Tycoon views for the board's tests: a 3-seat game (Ann P1, Bob P2, Cy P3) in year 2, typed by
 * the view types the host sends (src-shared/games/tycoon/view-types.ts), so a change to their shape breaks
 * the fixtures at compile time. `tycoonView` takes overrides of the public part and of P1's private part;
 * `renderBoard` mounts the board as the shell does (a Desk on a fake client, the shell's act and check).
 * What the engine derives for the views (the kinds of action on offer, rights lots) and for a check's answer
 * (the draft's money) is worked out from the fixture's own numbers with the engine's functions, as the host does.
 */
import { vi } from 'vitest';
import { render } from '@testing-library/svelte';
import type { CompanyId } from '../../src-shared/games/tycoon/types.ts';
import type { PublicCompany, PublicPlayer, TycoonPrivateView, TycoonPublicView } from '../../src-shared/games/tycoon/view-types.ts';
import type { LogEvent, Outcome } from '../../src-renderer/client/desk.svelte.ts';
import TycoonBoard from '../../src-renderer/games/tycoon/TycoonBoard.svelte';
import { mergeView, type View } from '../../src-renderer/games/tycoon/model.ts';
import { deskWith } from './shell-fake-client.ts';
import { RIGHTS_PRICE } from '../../src-shared/games/tycoon/data.ts';
import { previewWith, publicTradeKinds, rightsLots, rolePowers, seatTradeKinds } from '../../src-shared/games/tycoon/live/turn-preview.ts';

const COMPANIES: [CompanyId, string, string, number, number][] = [
  ['ATL', 'Atlas Bank', 'Banking', 20, 25],
  ['TTN', 'Titan Steel', 'Manufacturing', 25, 35],
  ['GLB', 'Global Industries', 'Conglomerate', 45, 40],
  ['OMG', 'Omega Energy', 'Energy', 55, 70],
  ['VTC', 'VitalCare Pharma', 'Healthcare', 75, 140],
  ['NOV', 'NovaTech', 'Technology', 80, 75],
];

const none = (): Record<CompanyId, number> => ({ ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 });

function company([id, name, sector, start, price]: (typeof COMPANIES)[number]): PublicCompany {
  return {
    id, name, sector, startPrice: start, price, history: [start, price], outstanding: 200_000, supply: 200_000, premiumPct: 10,
    shortTotal: 0, optionsWritten: 0, optionsCap: 40_000, chairman: null, director: null, suspended: false, refPrice: null, firstBuyDone: false,
  };
}

function player(id: string, name: string): PublicPlayer {
  return { id, name, cash: 600_000, holdings: none(), handSize: 10, played: [], active: true, debt: 0, netWorth: 600_000, ready: false };
}

/** Ann's hand: NOV +30 −5 (sum +25), VTC −20 −10 (sum −30), a Loan and a Rights card, a Share Suspended. */
export const ANN_HAND = ['1:NOV:+30', '1:NOV:-5', '1:VTC:-20', '1:VTC:-10', '1:ATL:+5', '1:LOAN:1', '1:RIGHTS:2', '1:SUSP:1', '1:CURUP:2', '1:TTN:-15'];

export type Overrides = {
  pub?: Partial<TycoonPublicView>;
  me?: Partial<TycoonPrivateView>;
  /** Changes per company and per player, applied after `pub`. */
  companies?: Partial<Record<CompanyId, Partial<PublicCompany>>>;
  players?: Partial<Record<string, Partial<PublicPlayer>>>;
};

export function tycoonView(o: Overrides = {}): { pub: TycoonPublicView; priv: TycoonPrivateView } {
  const base: Omit<TycoonPublicView, 'tradeKinds' | 'rolePowers'> = {
    kind: 'tycoon', status: 'RUNNING', phase: 'TURN', turn: 2, year: 2, years: 10, txRound: 1, variant: 'standard', mode: 'trader',
    features: { shorts: false, options: false, dividends: false, buybacks: false },
    window: 7, dealer: 'P3', order: ['P1', 'P2', 'P3'], actor: 'P1',
    players: [player('P1', 'Ann'), player('P2', 'Bob'), player('P3', 'Cy')],
    companies: COMPANIES.map(company),
    shorts: [], options: [], rightsWindows: [], pending: null, yearEnd: null, result: null, reserve: null, deckSize: 60, handSize: 10,
    turnSeconds: 60, windowSeconds: 30,
    netWorthHistory: { P1: [600_000, 640_000], P2: [600_000, 580_000], P3: [600_000, 600_000] },
  };
  const pub: TycoonPublicView = { ...base, tradeKinds: {}, rolePowers: {}, ...o.pub };
  pub.companies = pub.companies.map((c) => ({ ...c, ...o.companies?.[c.id] }));
  pub.players = pub.players.map((p) => ({ ...p, ...o.players?.[p.id] }));
  if (!o.pub?.tradeKinds) pub.tradeKinds = Object.fromEntries(pub.players.map((p) => [p.id, publicTradeKinds(pub, p.id)]));
  if (!o.pub?.rolePowers) pub.rolePowers = Object.fromEntries(pub.players.map((p) => [p.id, rolePowers(pub, p.id)]));
  const priv: TycoonPrivateView = {
    player: 'P1', hand: ANN_HAND,
    handSums: { ATL: 5, TTN: -15, GLB: 0, OMG: 0, VTC: -30, NOV: 25 },
    buyConditionOk: { ATL: true, TTN: false, GLB: true, OMG: true, VTC: false, NOV: true },
    rightsPrompts: [], sealed: {}, withheld: [],
    can: ['buy', 'sell', 'short', 'buyOption', 'declareDividend', 'announceBuyback', 'pass', 'playLoan', 'playDebenture', 'playRights'],
    tradeKinds: [],
    rightsLots: rightsLots(pub.players.find((p) => p.id === 'P1')),
    rightsPrice: RIGHTS_PRICE,
    ...o.me,
  };
  if (!o.me?.tradeKinds) priv.tradeKinds = seatTradeKinds(pub, 'P1', priv.hand, priv.can);
  return { pub, priv };
}

/** The view a seat's screen shows (public part + the private part when `privateSeat` is P1). */
export function viewFor(o: Overrides = {}, privateSeat: string | null = 'P1'): View {
  const { pub, priv } = tycoonView(o);
  return mergeView(pub, priv, privateSeat);
}

export const accept = () => vi.fn(async (_action: unknown): Promise<Outcome> => ({ ok: true }));

/**
 * The shell's check as the host answers it: `verdict`'s answer (a test's stand-in), with the engine's preview of
 * the draft's money worked out on the view's numbers (price, premium rate, shares the active seats hold).
 */
export function previewingCheck(view: View, seat: string | null, verdict: (action: unknown) => Promise<Outcome>) {
  return async (action: unknown): Promise<Outcome> => {
    const answer = await verdict(action);
    const input = JSON.parse(JSON.stringify(action)) as Parameters<typeof previewWith>[0];
    const heldByActive = (id: CompanyId) => view.players.reduce((n, p) => n + (p.active ? (p.holdings[id] ?? 0) : 0), 0);
    const companies = Object.fromEntries(view.companies.map((c) => [c.id, { price: c.price, premiumPct: c.premiumPct, heldByActive: heldByActive(c.id) }]));
    const preview = previewWith(input, { cash: view.players.find((p) => p.id === seat)?.cash ?? 0, companies });
    return preview ? { ...answer, preview } : answer;
  };
}

/** Mounts the board for `seat` (its secrets shown when `privateSeat` is set), with recorded act and check. */
export function renderBoard(o: Overrides = {}, opts: { seat?: string | null; privateSeat?: string | null; check?: ReturnType<typeof accept>; log?: LogEvent[]; projector?: boolean; paused?: boolean } = {}) {
  const seat = opts.seat === undefined ? 'P1' : opts.seat;
  const privateSeat = opts.privateSeat === undefined ? seat : opts.privateSeat;
  const { desk } = deskWith();
  desk.log = opts.log ?? [];
  const act = accept();
  const check = opts.check ?? accept();
  const view = viewFor(o, privateSeat);
  const screen = render(TycoonBoard, { desk, view, seat, privateSeat, shared: privateSeat === null && seat !== null, act, check: previewingCheck(view, seat, check), projector: opts.projector ?? false, paused: opts.paused ?? false });
  return { ...screen, desk, act, check, view };
}
