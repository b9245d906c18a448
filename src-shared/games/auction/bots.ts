/**
 * Bots for the active window only; READY is the platform's to add in simultaneous and display windows, so
 * a bot returns nothing there once it has bid. In the offer window (an interrupt) the bot answers itself.
 * Bots read only what their seat may see: their own coins, public lot values, never the sealed lot or bids.
 *
 *   random: a random legal action (bid 0..coins; work, or an offer at 1..coins to a seat with a lot).
 *   easy:   bids a share of the expected lot value, always works, accepts offers above 1.2 × the lot's value.
 */
import type { BotContext } from '../../platform/module.ts';
import { pick, randInt, type Rng } from '../../rng.ts';
import { actingSeats } from './engine.ts';
import { LOT_VALUE } from './flow.ts';
import type { Input } from './inputs.ts';
import { offerTargets } from './legal.ts';
import type { AuctionState } from './types.ts';

export const EXPECTED_VALUE = (LOT_VALUE.min + LOT_VALUE.max) / 2;
/** An easy bot sells only for a clear profit. */
export const EASY_ACCEPT_RATIO = 1.2;

type Policy = (s: AuctionState, player: string, coins: number, rng: Rng) => Input[];

const randomBot: Policy = (s, player, coins, rng) => {
  switch (s.phase) {
    case 'BID':
      return [{ type: 'SUBMIT_BID', player, amount: randInt(rng, 0, coins) }];
    case 'TURNS': {
      const targets = coins >= 1 ? offerTargets(s, player) : [];
      if (targets.length === 0 || randInt(rng, 0, 1) === 0) return [{ type: 'WORK', player }];
      return [{ type: 'OFFER', player, to: pick(rng, targets).to, price: randInt(rng, 1, coins) }];
    }
    case 'OFFER':
      return [{ type: pick(rng, ['ACCEPT', 'DECLINE'] as const), player }];
    default:
      return [];
  }
};

const easyBot: Policy = (s, player, coins, rng) => {
  switch (s.phase) {
    case 'BID': {
      // Between 40 % and 90 % of what a lot is worth on average, never more than it has.
      const share = randInt(rng, 40, 90) / 100;
      return [{ type: 'SUBMIT_BID', player, amount: Math.min(coins, Math.round(EXPECTED_VALUE * share)) }];
    }
    case 'TURNS':
      return [{ type: 'WORK', player }];
    case 'OFFER': {
      const offer = s.offer!;
      const value = s.lots.find((l) => l.id === offer.lot)!.value;
      return [{ type: offer.price > EASY_ACCEPT_RATIO * value ? 'ACCEPT' : 'DECLINE', player }];
    }
    default:
      return [];
  }
};

export function decide(s: AuctionState, player: string, bot: BotContext): Input[] {
  if (!actingSeats(s).includes(player) || s.ready.includes(player)) return [];
  const coins = s.players.find((p) => p.id === player)!.coins;
  const policy = bot.level === 'random' ? randomBot : easyBot;
  return policy(s, player, coins, bot.rng);
}
