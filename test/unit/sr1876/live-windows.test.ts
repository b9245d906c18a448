/**
 * The stock round through the platform's session (§13 of the spec): each director's declarations are one
 * sequential window (timeout: declare 0), a turn is a sequential window (timeout: endTurn), each offer pass is a
 * sealed interrupt above the turn whose clock stands still meanwhile, and every round ends in a review display.
 * A simulated clock; every step waits for a state, never for time.
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../platform/games.ts';
import { id, M, session } from './live-helpers.ts';

describe('sr1876 live windows', () => {
  it('opens one declaration window per director from the priority holder; its timeout declares 0 for each company', () => {
    const s = session(3);
    const core = s.game().core;
    const first = s.window();
    expect(first).toMatchObject({ phase: 'DECLARE', kind: 'sequential', seats: [id(core.priority)], ready: [], seconds: 60, secret: false });
    expect(s.runner.stateValue).toEqual({ game: { phase: 'DECLARE', clock: 'running' } });
    expect(s.runner.context.timer.deadline).toBe(60_000);
    advance(s.clock, 59_000);
    expect(s.window().id).toBe(first.id);
    advance(s.clock, 1_000);
    const code = core.companyOrder[core.priority];
    expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'REISSUE_DECLARED', seat: id(core.priority), company: code, count: 0, auto: true }));
    expect(s.window()).toMatchObject({ phase: 'DECLARE', seats: [id((core.priority + 1) % 3)] });
    expect(s.window().id).toBeGreaterThan(first.id);
    // A declaration by the director itself closes its window too; the last one opens the priority holder's turn.
    const { seat: director, open: [company] } = s.game().core.declare!;
    expect(s.send({ type: 'declareReissue', player: id(director), company, count: 2 })).toBeNull();
    expect(s.game().core.companies[company].declared).toBe(2);
    s.timeOut();
    expect(s.window()).toMatchObject({ phase: 'TURN', kind: 'sequential', seats: [id(core.priority)], seconds: 60 });
    expect(s.runner.stateValue).toEqual({ game: { phase: 'TURN', clock: 'running' } });
  });

  it('times a turn out with an automatic endTurn, and refuses READY, stale timeouts and client defaults without a trace', () => {
    const s = session(3);
    s.toTurns();
    const seat = s.turnSeat();
    const before = JSON.stringify(s.game());
    expect(s.send({ type: 'READY', player: id(seat) })).toMatchObject({ reason: 'WRONG_STEP' });
    expect(s.send({ type: 'TIMEOUT', window: s.window().id + 5 })).toMatchObject({ reason: 'STALE_INPUT' });
    expect(s.send({ type: 'endTurn', player: id(seat), auto: true })).toMatchObject({ reason: 'MALFORMED_INPUT' });
    expect(s.send({ type: 'sell', player: id(seat), company: 'XYZ', count: 1 })).toMatchObject({ reason: 'UNKNOWN_COMPANY' });
    expect(s.send({ type: 'endTurn', player: id((seat + 1) % 3) })).toMatchObject({ reason: 'NOT_YOUR_TURN' });
    expect(JSON.stringify(s.game())).toBe(before);
    const turn = s.window();
    advance(s.clock, 60_000);
    expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'TURN_ENDED', seat: id(seat), passed: true, auto: true }));
    expect(s.window()).toMatchObject({ phase: 'TURN', seats: [id((seat + 1) % 3)] });
    expect(s.window().id).not.toBe(turn.id);
  });

  it('stops the turn clock during the sealed offer passes of its sale and runs it on with what it had left', () => {
    const s = session(3);
    s.toTurns();
    const p = s.turnSeat();
    const [q, r] = [(p + 1) % 3, (p + 2) % 3];
    const qCompany = s.game().core.companyOrder[q];
    // p buys a share of q's company, so that p can sell it later with q answering for the company too.
    expect(s.send({ type: 'buy', player: id(p), company: qCompany, source: 'company' })).toBeNull();
    s.timeOut();
    s.timeOut();
    expect(s.turnSeat()).toBe(p);
    const turn = s.window();
    advance(s.clock, 10_000);
    expect(s.send({ type: 'sell', player: id(p), company: qCompany, count: 1 })).toBeNull();
    const offer = s.window();
    expect(offer).toMatchObject({ phase: 'OFFER', kind: 'interrupt', seats: [id(q), id(r)], ready: [], seconds: 20, secret: true });
    expect(M.windows(s.game()).map((w) => w.id)).toEqual([turn.id, offer.id]);
    expect(s.runner.stateValue).toEqual({ game: { phase: 'OFFER', clock: 'running' } });
    expect(s.runner.context.suspended).toEqual([{ id: turn.id, remainingMs: 50_000 }]);
    expect(s.runner.context.timer).toMatchObject({ serial: offer.id, deadline: s.clock.now() + 20_000 });
    // q answers for itself: it still owes the company's answer, so it is not ready yet.
    expect(s.send({ type: 'offerResponse', player: id(q), take: true })).toBeNull();
    expect(s.window()).toMatchObject({ id: offer.id, ready: [] });
    expect(M.views.public(s.game(), {}).offer).toMatchObject({ answered: [id(q)], companyAnswered: false, waiting: [id(q), id(r)] });
    // READY is q's decline for the company; r's READY closes the pass: q took the share, the sale is over.
    expect(s.send({ type: 'READY', player: id(q) })).toBeNull();
    expect(s.window()).toMatchObject({ id: offer.id, ready: [id(q)] });
    advance(s.clock, 15_000);
    expect(s.send({ type: 'READY', player: id(r) })).toBeNull();
    const closed = s.runner.context.lastEvents.find((e) => e.type === 'OFFER_PASS_CLOSED');
    expect(closed).toMatchObject({ answers: { [id(q)]: true, [id(r)]: false }, companyAnswer: false, allocation: [{ buyer: id(q) }] });
    // The turn is back with its own id and the 50 s it had left, although 15 s passed under the offer.
    expect(s.window()).toMatchObject({ id: turn.id, phase: 'TURN', seats: [id(p)] });
    expect(s.runner.stateValue).toEqual({ game: { phase: 'TURN', clock: 'running' } });
    expect(s.runner.context.suspended).toEqual([]);
    expect(s.runner.context.timer).toMatchObject({ serial: turn.id, deadline: s.clock.now() + 50_000 });
    // The seller may still buy in the resumed turn, but not the company it sold (noRebuyAfterSale).
    expect(s.send({ type: 'buy', player: id(p), company: qCompany, source: 'company' })).toMatchObject({ reason: 'SR_BUY_SOLD_THIS_ROUND' });
  });

  it('times an offer pass out as declines: the pool absorbs, the next pass opens at the lower price', () => {
    const s = session(3);
    s.toTurns();
    const p = s.turnSeat();
    const code = s.game().core.companyOrder[p];
    const price = M.views.public(s.game(), {}).companies[p].price;
    expect(s.send({ type: 'sell', player: id(p), company: code, count: 2 })).toBeNull();
    const first = s.window();
    expect(first).toMatchObject({ phase: 'OFFER', seats: [id((p + 1) % 3), id((p + 2) % 3)] });
    advance(s.clock, 20_000);
    const second = s.window();
    expect(second).toMatchObject({ phase: 'OFFER', kind: 'interrupt' });
    expect(second.id).toBeGreaterThan(first.id);
    expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'SHARE_ABSORBED', seller: id(p), company: code }));
    expect(M.views.public(s.game(), {}).offer).toMatchObject({ pass: 2, remaining: 1 });
    expect(M.views.public(s.game(), {}).offer!.price).toBeLessThan(price);
    expect(s.runner.stateValue).toEqual({ game: { phase: 'OFFER', clock: 'running' } });
  });

  it('ends each round in a review display that READY skips; the next round opens after it, the last one ends the game', () => {
    const s = session(3, { rounds: 2 });
    for (let round = 1; round <= 2; round++) {
      s.toTurns();
      for (let k = 0; k < 3; k++) expect(s.send({ type: 'endTurn', player: id(s.turnSeat()) })).toBeNull();
      const review = s.window();
      expect(review).toMatchObject({ phase: 'ROUND_END', kind: 'display', seats: ['P1', 'P2', 'P3'], ready: [], secret: false });
      expect(s.runner.stateValue).toEqual({ game: { phase: 'ROUND_END', clock: 'running' } });
      expect(s.runner.context.timer.deadline).toBe(s.clock.now() + 5_000);
      expect(M.views.public(s.game(), {})).toMatchObject({ phase: 'ROUND_END', review: { round }, payout: { round } });
      // Nothing but READY while the review is up (the engine has already opened the next round underneath).
      if (round === 1) expect(s.send({ type: 'endTurn', player: id(s.game().core.priority) })).toMatchObject({ reason: 'WRONG_STEP' });
      for (const p of ['P1', 'P2']) expect(s.send({ type: 'READY', player: p })).toBeNull();
      expect(s.send({ type: 'READY', player: 'P1' })).toMatchObject({ reason: 'ALREADY_SUBMITTED' });
      expect(s.window()).toMatchObject({ id: review.id, ready: ['P1', 'P2'] });
      expect(s.send({ type: 'READY', player: 'P3' })).toBeNull();
      if (round === 1) {
        expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'REVIEW_CLOSED', round: 1, next: 'DECLARE' }));
        expect(s.window()).toMatchObject({ phase: 'DECLARE' });
        expect(s.window().id).toBeGreaterThan(review.id);
        expect(s.runner.stateValue).toEqual({ game: { phase: 'DECLARE', clock: 'running' } });
      }
    }
    expect(M.status(s.game())).toBe('ENDED');
    expect(M.windows(s.game())).toEqual([]);
    expect(s.runner.stateValue).toBe('over');
    expect(M.outcome(s.game())).toMatchObject({ reason: 'all 2 rounds played' });
  });
});
