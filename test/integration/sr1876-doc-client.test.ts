/**
 * A client of the 1876 stock round written from the documents alone (docs/PROTOCOL.md and
 * docs/PROTOCOL-SR1876.md): it imports no game type and reads only the fields the documents name. Three people
 * on their own connections create, join and start a game; the first seat to move buys a share of another
 * seat's company, and on its next turn sells it, which opens an offer pass; every seat the pass waits on
 * answers for what its private view says it owes; the pass closes with the answers revealed and the seller's
 * turn resumes in the same window with the time it had left. If this test needs a field the documents do not
 * describe, the documents are what to fix.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootTest, Client } from '../platform/games.ts';

let temp = makeTempDir('sr1876-doc-client-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('sr1876-doc-client-');
});

/** The documents' shapes, as an outsider would type them. */
type Json = Record<string, unknown>;
type Window = { id: number; phase: string; kind: string; seats: string[]; ready: string[]; secret: boolean; durationMs: number | null };
type Session = { window: Window | null; deadline: number | null; remainingMs: number | null; serverNow: number; paused: boolean };
type Player = { id: string; cash: number; holdings: Record<string, number>; directs: string[] };
type Company = { code: string; director: string | null };
type Offer = { seller: string; company: string; count: number; remaining: number; pass: number; price: number; director: string | null; candidates: string[]; companyCandidate: boolean; answered: string[]; companyAnswered: boolean; waiting: string[] };
type Pub = { kind: string; status: string; phase: string; actor: string | null; window: number; players: Player[]; companies: Company[]; offer: Offer | null; lastPass: Json | null; lastSale: Json | null };
type BuyVerdict = { company: string; source: 'pool' | 'company'; price: number; available: number; refusal: string | null };
type Priv = { owes: { offer: boolean; company: boolean }; answer: { take: boolean | null; companyTake: boolean | null }; sellable: boolean; buys: BuyVerdict[]; declare: { company: string; max: number }[]; can: string[] };
type ViewEvent = { view: Pub; private: Record<string, Priv>; session: Session; events: (Json & { type: string })[] };

const SEATS = ['P1', 'P2', 'P3'];

function table() {
  const { booted, clock } = bootTest(join(temp.dir, 'data'));
  const host = new Client(booted);
  const created = host.request({
    type: 'create_game', game: 'sr1876', name: 'Doc client', seed: 7,
    seats: [{ name: 'Ana', kind: 'human' }, { name: 'Ben', kind: 'human' }, { name: 'Cy', kind: 'human' }],
    options: { rounds: 2, turnSeconds: 60, offerSeconds: 20, timerMode: 'TIMED' },
  }) as Json & { type: string; gameId: string; joinCode: string };
  expect(created.type).toBe('game_created');
  const gameId = created.gameId;
  const people = SEATS.map((seat) => {
    const c = new Client(booted);
    expect(c.request({ type: 'hello', protocol: 1, client: { kind: 'test', name: seat } })).toMatchObject({ type: 'welcome' });
    expect(c.request({ type: 'join', code: created.joinCode, seat })).toMatchObject({ type: 'joined', player: seat, clientSeq: 0 });
    return c;
  });
  expect(host.request({ type: 'start_game', gameId })).toMatchObject({ type: 'ack' });
  const seatOf = (p: string) => people[SEATS.indexOf(p)];
  const last = (p: string) => seatOf(p).lastView(gameId) as unknown as ViewEvent;
  const pub = () => last('P1').view;
  const session = () => last('P1').session;
  const mine = (p: string) => last(p).private[p];
  /** Every game event a seat received since `from` (its connection's message index). */
  const eventsSince = (p: string, from: number) => seatOf(p).events.slice(from).flatMap((m) => (m.type === 'view' && m.gameId === gameId ? (m as unknown as ViewEvent).events : []));
  const act = (p: string, action: Json) => {
    const answer = seatOf(p).act(gameId, p, action, session().window!.id) as Json;
    expect(answer, `${p} ${JSON.stringify(action)}`).toMatchObject({ type: 'ack' });
  };
  return { booted, clock, gameId, seatOf, last, pub, session, mine, eventsSince, act };
}

/** Declares nothing for every company a declaring director runs, until a turn is open. */
function declareNothing(t: ReturnType<typeof table>) {
  for (let k = 0; k < 12 && t.pub().phase === 'DECLARE'; k++) {
    const w = t.session().window!;
    expect(w).toMatchObject({ phase: 'DECLARE', kind: 'sequential' });
    const director = w.seats[0];
    for (const open of t.mine(director).declare) t.act(director, { type: 'declareReissue', company: open.company, count: 0 });
  }
  expect(t.pub().phase).toBe('TURN');
}

describe('an sr1876 client written from the protocol documents', () => {
  it('sells into an offer pass that every candidate answers, and the turn resumes with its time', () => {
    const t = table();
    expect(t.pub()).toMatchObject({ kind: 'sr1876', status: 'RUNNING' });
    declareNothing(t);

    // The first seat to move buys a share of a company another seat directs.
    const buyer = t.pub().actor!;
    expect(t.session().window).toMatchObject({ phase: 'TURN', kind: 'sequential', seats: [buyer] });
    const own = t.mine(buyer);
    expect(own.can).toContain('buy');
    const verdict = own.buys.find((b) => b.source === 'company' && b.refusal === null && t.pub().companies.find((c) => c.code === b.company)!.director !== buyer)!;
    expect(verdict, 'a company the first seat may buy from').toBeDefined();
    const target = t.pub().companies.find((c) => c.code === verdict.company)!;
    t.act(buyer, { type: 'buy', company: target.code, source: 'company' });
    expect(t.pub().players.find((p) => p.id === buyer)!.holdings[target.code]).toBe(1);

    // Everyone else passes until the buyer's turn comes round again.
    for (let k = 0; k < 6 && t.pub().actor !== buyer; k++) t.act(t.pub().actor!, { type: 'endTurn' });
    expect(t.pub()).toMatchObject({ phase: 'TURN', actor: buyer });
    expect(t.mine(buyer).sellable).toBe(true);

    // Ten seconds into the turn the buyer sells the share: an offer pass opens above the turn.
    const turn = t.session().window!;
    t.clock.increment(10_000);
    const marks = Object.fromEntries(SEATS.map((p) => [p, t.seatOf(p).events.length]));
    t.act(buyer, { type: 'sell', company: target.code, count: 1 });
    const pass = t.session().window!;
    expect(pass).toMatchObject({ phase: 'OFFER', kind: 'interrupt', secret: true });
    expect(pass.id).not.toBe(turn.id);
    const offer = t.pub().offer!;
    expect(offer).toMatchObject({ seller: buyer, company: target.code, count: 1, remaining: 1, pass: 1, director: target.director });
    expect(offer.waiting.length).toBeGreaterThan(0);
    expect([...pass.seats].sort()).toEqual([...offer.waiting].sort());
    expect(t.eventsSince(buyer, marks[buyer]).map((e) => e.type)).toEqual(expect.arrayContaining(['SALE_STARTED', 'OFFER_PASS_OPENED']));

    // Every seat the pass waits on answers what it owes: the first to answer takes, the rest decline.
    let first = true;
    let taker: string | null = null;
    const answered: string[] = [];
    for (const seat of [...offer.waiting]) {
      const owes = t.mine(seat).owes;
      expect(owes.offer || owes.company, `${seat} owes something`).toBe(true);
      t.clock.increment(2000);
      if (owes.offer) {
        const take = first;
        first = false;
        if (take) taker = seat;
        t.act(seat, { type: 'offerResponse', take });
        // The answer is sealed: the others learn that it came, never what it was (their private parts are their own).
        if (t.pub().offer) expect(t.pub().offer!.answered).toContain(seat);
        expect(JSON.stringify(t.pub())).not.toContain('"take"');
        for (const other of SEATS.filter((p) => p !== seat)) expect(Object.keys(t.last(other).private)).toEqual([other]);
        if (t.pub().offer) {
          expect(t.mine(seat).answer.take).toBe(take);
          // A seat owing nothing more is ready in the pass's window.
          if (!t.mine(seat).owes.company) expect(t.session().window!.ready).toContain(seat);
        }
      }
      if (owes.company) t.act(seat, { type: 'companyOfferResponse', company: offer.company, take: false });
      answered.push(seat);
    }
    expect(answered).toEqual(offer.waiting);
    expect(taker).not.toBeNull();

    // The pass closed with every answer shown, the share went to the taker and the turn is back in its window.
    const closed = t.eventsSince('P1', marks.P1).find((e) => e.type === 'OFFER_PASS_CLOSED')!;
    expect(closed).toMatchObject({ seller: buyer, company: target.code, pass: 1 });
    expect(Object.keys(closed.answers as Json).sort()).toEqual([...offer.candidates].sort());
    expect(closed.answers).toMatchObject({ [taker!]: true });
    expect(t.pub().lastPass).toMatchObject({ seller: buyer, company: target.code, pass: 1, answers: closed.answers, allocation: [{ buyer: taker, price: offer.price }] });
    expect(t.pub().players.find((p) => p.id === taker)!.holdings[target.code]).toBeGreaterThanOrEqual(1);
    expect(t.eventsSince('P1', marks.P1).map((e) => e.type)).toEqual(expect.arrayContaining(['SALE_ENDED', 'TURN_RESUMED']));
    expect(t.pub()).toMatchObject({ phase: 'TURN', actor: buyer, offer: null });
    const resumed = t.session().window!;
    expect(resumed).toMatchObject({ id: turn.id, phase: 'TURN', seats: [buyer] });
    // The turn's clock stood still through the pass: 50 of its 60 seconds are left.
    expect(t.session().deadline! - t.session().serverNow).toBe(50_000);

    // The seller ends its turn; the next seat's turn is a new window.
    t.act(buyer, { type: 'endTurn' });
    expect(t.session().window!.id).toBeGreaterThan(pass.id);
    expect(t.pub().actor).not.toBe(buyer);
    t.booted.close();
  });
});
