/**
 * Hints for learners in the Lot Auction (src-shared/games/auction/hint.ts): the strongest bot (easy) answers,
 * the engine accepts it, the sentence names the amount, and a bid hint never reads the lot being auctioned.
 */
import { describe, expect, it } from 'vitest';
import { decideWith, hintLevel, hintRequest } from '../../../src-shared/platform/bots.ts';
import type { Input } from '../../../src-shared/games/auction/inputs.ts';
import type { AuctionState } from '../../../src-shared/games/auction/types.ts';
import { active, auction, M, newGame, play } from './helpers.ts';

const hint = (s: AuctionState, player: string, seed = 5) => {
  const inputs = decideWith(M, hintRequest(M, s, player, seed)) as Input[];
  return { inputs, why: M.hints!.explain(s, player, inputs) };
};

describe('Lot Auction hints', () => {
  it('plays its strongest level, easy, and explains a bid without the hidden lot value', () => {
    expect(hintLevel(M)).toBe('easy');
    const s = newGame(3);
    const before = JSON.stringify(s);
    const { inputs, why } = hint(s, 'P2');
    expect(JSON.stringify(s)).toBe(before);
    const bid = inputs[0] as Extract<Input, { type: 'SUBMIT_BID' }>;
    expect(bid.type).toBe('SUBMIT_BID');
    expect(why).toBe(`Bid ${bid.amount} coins: a lot is worth 5 to 25 coins (15 on average) and its value stays hidden until bidding closes, so the bid should pay off on average (you have 30 coins).`);
    play(s, bid);
    // The hidden lot value is not part of the hint: another value gives the same move and sentence.
    const other = newGame(3);
    other.lots[0].value = s.lots[0].value === 5 ? 25 : 5;
    expect(hint(other, 'P2')).toEqual({ inputs, why });
  });

  it('explains a turn and an answer to an offer with the values the table can see', () => {
    const s = newGame(3);
    auction(s, { P1: 10 });
    const lot = s.lots[0];
    const turn = hint(s, active(s).seats[0]);
    expect(turn.inputs).toEqual([{ type: 'WORK', player: 'P1' }]);
    expect(turn.why).toMatch(/^Work for \+2 coins: it is a sure gain; nobody else has a lot to buy\.$/);
    play(s, { type: 'WORK', player: 'P1' });
    // P2 offers everything it has (30 coins; lots are worth 5..25): a good price for P1's lot.
    play(s, { type: 'OFFER', player: 'P2', to: 'P1', price: 30 });
    const answer = hint(s, 'P1');
    const verdict = 30 > 1.2 * lot.value ? 'ACCEPT' : 'DECLINE';
    expect(answer.inputs).toEqual([{ type: verdict, player: 'P1' }]);
    expect(M.hints!.explain(s, 'P1', [{ type: 'ACCEPT', player: 'P1' }])).toBe(`Accept the offer of 30 coins: your lot is worth ${lot.value} coins, so you gain ${30 - lot.value} coins by selling.`);
    expect(M.hints!.explain(s, 'P1', [{ type: 'DECLINE', player: 'P1' }])).toMatch(new RegExp(`^Decline the offer of 30 coins: your lot is worth ${lot.value} coins`));
  });
});
