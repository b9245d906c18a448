/**
 * Hostile and clumsy input to a stock round through the real host (issue 14 review): wrong types, extra and
 * missing fields, counts out of range, unknown companies and sources, inputs of the wrong window, acting for
 * another seat, READY where there is nothing to answer, a stale window id. Each is refused with the code
 * docs/PROTOCOL-SR1876.md gives (`check` says the same as `act`), and nothing changes: not the game, not the
 * journal, not the seat's clientSeq (the next good action is accepted with the number the refused one had).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Journal } from '../../src-main/store/journal.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootTest, Client } from '../platform/games.ts';

let temp = makeTempDir('sr1876-edge-');
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir('sr1876-edge-');
});

type Msg = Record<string, any>;
const SEATS = ['P1', 'P2', 'P3'];

function table() {
  const { booted } = bootTest(join(temp.dir, 'data'));
  const host = new Client(booted);
  const created = host.request({ type: 'create_game', game: 'sr1876', seed: 7, seats: SEATS.map((p) => ({ name: p, kind: 'human' })), options: { rounds: 2 } }) as Msg;
  const gameId: string = created.gameId;
  const people = SEATS.map((seat) => {
    const c = new Client(booted);
    expect(c.request({ type: 'join', code: created.joinCode, seat })).toMatchObject({ type: 'joined' });
    return c;
  });
  expect(host.request({ type: 'start_game', gameId })).toMatchObject({ type: 'ack' });
  const seqs: Record<string, number> = { P1: 0, P2: 0, P3: 0 };
  const seatOf = (p: string) => people[SEATS.indexOf(p)];
  const view = () => host.lastView(gameId) as unknown as Msg;
  const windowId = (): number => view().session.window.id;
  const send = (from: string, player: string, action: unknown, phaseSerial = windowId()): Msg => {
    const answer = seatOf(from).request({ type: 'act', gameId, player, phaseSerial, clientSeq: (seqs[player] ?? 0) + 1, action }) as Msg;
    if (answer.type === 'ack') seqs[player] += 1;
    return answer;
  };
  const act = (p: string, action: Msg) => expect(send(p, p, action), `${p} ${JSON.stringify(action)}`).toMatchObject({ type: 'ack' });
  const state = () => JSON.stringify(booted.host.session(gameId)!.context.engine);
  const journal = () => new Journal(booted.db).read(gameId).length;
  /** `from` sends `action` for `player`: refused with `reason`, and nothing changed; `check` agrees where it applies. */
  const refused = (from: string, player: string, action: unknown, reason: string, phaseSerial?: number) => {
    const [before, entries, seq] = [state(), journal(), seqs[player]];
    const answer = send(from, player, action, phaseSerial);
    expect(answer, `${player} ${JSON.stringify(action)}`).toMatchObject({ type: 'error', reason });
    expect(typeof answer.message === 'string' && answer.message.length > 0).toBe(true);
    if (from === player && phaseSerial === undefined && action && typeof action === 'object' && !Array.isArray(action)) {
      const checked = seatOf(from).request({ type: 'check', gameId, player, action }) as Msg;
      if (checked.type === 'check_result') expect(checked, `check ${JSON.stringify(action)}`).toMatchObject({ ok: false, reason });
      else expect(checked).toMatchObject({ type: 'error', reason });
    }
    expect(state()).toBe(before);
    expect(journal()).toBe(entries);
    expect(seqs[player]).toBe(seq);
  };
  for (let k = 0; k < 12 && view().view.phase === 'DECLARE'; k++) {
    const director = view().session.window.seats[0];
    for (const open of (seatOf(director).lastView(gameId) as unknown as Msg).private[director].declare) act(director, { type: 'declareReissue', company: open.company, count: 0 });
  }
  return { booted, gameId, view, windowId, send, act, refused, seatOf };
}

describe('sr1876 edge input through the host', () => {
  it('refuses malformed, out-of-range and out-of-turn inputs in a turn, changing nothing', () => {
    const t = table();
    const pub = () => t.view().view;
    const a: string = pub().actor;
    const b = SEATS[(SEATS.indexOf(a) + 1) % 3];
    const own: string = pub().players.find((p: Msg) => p.id === a).directs[0];
    const held: number = pub().players.find((p: Msg) => p.id === a).holdings[own];
    // Shapes: the edge's MALFORMED_INPUT, whatever the rules would say.
    for (const action of [
      { type: 'sell', company: own, count: '1' }, { type: 'sell', company: own }, { type: 'sell', company: own, count: 1, note: 'x' },
      { type: 'sell', company: 7, count: 1 }, { type: 'sell', company: 'X'.repeat(100), count: 1 }, { type: 'endTurn', auto: true },
      { type: 'buy', company: own, source: 7 }, { type: 'buy', company: own }, { type: 'offerResponse', take: 'yes' }, { type: 'offerResponse', take: 1 },
      { type: 'UNREADY' }, { type: 'TIMEOUT', window: t.windowId() }, { type: 'explode' }, { type: '' }, { type: 'sell', company: own, count: null },
    ]) t.refused(a, a, action, 'MALFORMED_INPUT');
    for (const action of [null, [], 'endTurn', 3, { company: own }]) t.refused(a, a, action, 'MALFORMED_INPUT');
    // Values the rules judge, in the rules' words.
    // Beyond 2^53 a count is no exact whole number: SR_BAD_COUNT too.
    for (const count of [0, -1, 1.5, -0.5, 1e308]) t.refused(a, a, { type: 'sell', company: own, count }, 'SR_BAD_COUNT');
    for (const count of [held + 1, 1e9]) t.refused(a, a, { type: 'sell', company: own, count }, 'SR_SELL_EXCEEDS_HOLDING');
    // CRR exists in the rules' table but plays only with four seats or more.
    for (const company of ['XYZ', own.toLowerCase(), 'CRR', '']) t.refused(a, a, { type: 'sell', company, count: 1 }, 'UNKNOWN_COMPANY');
    for (const source of ['ipo', 'treasury', 'POOL', '']) t.refused(a, a, { type: 'buy', company: own, source }, 'SR_BAD_SOURCE');
    const emptyPool = pub().companies.find((c: Msg) => c.pool === 0).code;
    t.refused(a, a, { type: 'buy', company: emptyPool, source: 'pool' }, 'SR_BUY_NOT_AVAILABLE');
    // Inputs of other windows.
    for (const action of [{ type: 'declareReissue', company: own, count: 0 }, { type: 'offerResponse', take: true }, { type: 'companyOfferResponse', company: own, take: true }, { type: 'READY' }]) {
      t.refused(a, a, action, 'WRONG_STEP');
    }
    // Another seat: not its turn; not this connection's seat; a `player` inside the action changes nothing (the
    // host puts the `act`'s own seat in its place).
    t.refused(b, b, { type: 'endTurn' }, 'NOT_YOUR_TURN');
    t.refused(b, b, { type: 'endTurn', player: a }, 'NOT_YOUR_TURN');
    t.refused(b, a, { type: 'endTurn' }, 'NOT_YOUR_SEAT');
    t.refused(b, 'P9', { type: 'endTurn' }, 'NOT_YOUR_SEAT');
    t.refused(a, a, { type: 'endTurn' }, 'STALE_INPUT', t.windowId() - 1);
    // After all that the seat's next number is still free and its turn still open.
    t.act(a, { type: 'endTurn' });
    expect(pub().actor).toBe(b);
    t.booted.close();
  });

  it('refuses inputs in an offer pass from the wrong seat, for the wrong answer or twice, and READY from the seller', () => {
    const t = table();
    const pub = () => t.view().view;
    const seller: string = pub().actor;
    const turn = t.windowId();
    const own: string = pub().players.find((p: Msg) => p.id === seller).directs[0];
    t.act(seller, { type: 'sell', company: own, count: 1 });
    const offer = pub().offer;
    const [c1, c2] = offer.candidates as string[];
    // The seller owes nothing in its own pass and may not go on with its turn meanwhile.
    t.refused(seller, seller, { type: 'READY' }, 'NOT_ELIGIBLE');
    t.refused(seller, seller, { type: 'offerResponse', take: true }, 'NOT_ELIGIBLE');
    for (const action of [{ type: 'endTurn' }, { type: 'buy', company: own, source: 'company' }, { type: 'sell', company: own, count: 1 }]) t.refused(seller, seller, action, 'WRONG_STEP');
    // The turn's window id is stale while the pass is the active window.
    t.refused(c1, c1, { type: 'offerResponse', take: true }, 'STALE_INPUT', turn);
    // Nobody answers for a company that is not a candidate (here the seller's own company: S-D10 is off), nor for
    // one that does not play.
    expect(offer.companyCandidate).toBe(false);
    t.refused(c1, c1, { type: 'companyOfferResponse', company: own, take: true }, 'NOT_ELIGIBLE');
    t.refused(c1, c1, { type: 'companyOfferResponse', company: 'XYZ', take: true }, 'UNKNOWN_COMPANY');
    t.refused(c2, c1, { type: 'offerResponse', take: true }, 'NOT_YOUR_SEAT');
    t.act(c1, { type: 'offerResponse', take: false });
    t.refused(c1, c1, { type: 'offerResponse', take: true }, 'ALREADY_SUBMITTED');
    t.refused(c1, c1, { type: 'READY' }, 'ALREADY_SUBMITTED');
    expect(pub().offer.answered).toEqual([c1]);
    // READY answers everything c2 still owes with a decline and closes the pass: the pool absorbs the share.
    t.act(c2, { type: 'READY' });
    expect(t.view().events).toContainEqual(expect.objectContaining({ type: 'OFFER_PASS_CLOSED', answers: { [c1]: false, [c2]: false }, allocation: [] }));
    expect(t.view().events).toContainEqual(expect.objectContaining({ type: 'SHARE_ABSORBED', seller, company: own }));
    expect(pub()).toMatchObject({ phase: 'TURN', actor: seller, offer: null });
    t.booted.close();
  });
});
