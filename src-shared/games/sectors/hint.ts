/**
 * Hints for learners: one sentence on why the hard bot would send its inputs in this phase. It reads the
 * game only through the seat's own view (`seatView`: other players' bids, votes, allocations and concealed
 * orders are not in it, nor the generator or the research deck) and the bots' forecasting model on that view
 * (bots/outlook.ts: what a share is likely worth over the next turns), so the sentence never leaks a secret.
 */
import type { SeatId } from '../../platform/windows.ts';
import { heldBy, priceOf, seatView, type Seen } from './bots/common.ts';
import { outlook } from './bots/outlook.ts';
import type { Company, Input } from './types.ts';

const money = (n: number) => `$${Math.round(n)}`;
const words = (id: string) => id.replaceAll('_', ' ').toLowerCase();
const shares = (n: number) => `${n} share${n === 1 ? '' : 's'}`;
/** A headline in the board's words ("good news (+1 place)"); an unknown type in plain words. */
const HEADLINES: Record<string, string> = {
  SECTOR_POSITIVE_1: 'good news (+1 place)',
  SECTOR_POSITIVE_2: 'great news (+2 places)',
  SECTOR_NEGATIVE_1: 'bad news (−1 place)',
  SECTOR_NEGATIVE_2: 'terrible news (−2 places)',
};

function companyOf(seen: Seen, id: string): Company | undefined {
  return seen.companies.find((c) => c.id === id);
}

/** "its outlook is $31 a share over the next 2 turns (price $24 now)": the forecast every trade rests on. */
function outlookReason(seen: Seen, c: Company): string {
  const o = outlook(seen, c);
  if (o.horizon === 0) return `the game ends before it operates again, so its price now (${money(o.price)}) is what a share is worth`;
  const turns = `${o.horizon} turn${o.horizon === 1 ? '' : 's'}`;
  const risk = o.atRisk ? ', though it may run short of money' : '';
  return `the forecast values a share at ${money(o.value)} with dividends over the next ${turns}, against ${money(o.price)} now${risk}`;
}

/** The sentence for the most telling input of the answer. */
function explainOne(seen: Seen, me: SeatId, move: Input): string {
  switch (move.type) {
    case 'SUBMIT_INFLUENCE_BID': {
      const points = seen.config.influencePoints;
      if (move.points === 0) return `Bid 0 of your ${points} influence points: you keep all ${money(points)} in cash, worth more to you here than priority 1 and the first claim on IPO shares.`;
      return `Bid ${move.points} of your ${points} influence points: the highest bid gets priority 1 and the first claim on IPO shares, and you keep ${money(points - move.points)} in cash for what you do not bid.`;
    }
    case 'BACK_HEADLINE': {
      const h = seen.headlines.find((x) => x?.id === move.headlineId);
      return h ? `Back the ${HEADLINES[h.type] ?? words(h.type)} headline for ${words(h.sector)}: it moves that sector in sector priority, where your biggest stake is.` : 'Back this headline: it moves the sector where your biggest stake is.';
    }
    case 'WITHDRAW_HEADLINE':
      return 'Withdraw your headline backing: it costs more than the sector move is worth to your holdings.';
    case 'VOTE_TRANCHE': {
      const t = seen.tranches.find((x) => x.id === move.packageId);
      return t ? `Vote for tranche package ${t.id} (${money(t.cash)}${t.prestige ? ', prestige' : ''}, ${words(t.sector)}): of the packages it is worth most to you.` : 'Vote for no tranche package: none is worth much to you.';
    }
    case 'ALLOCATE_TRANCHE': {
      const mine = move.cash.find((c) => c.player === me)?.amount ?? 0;
      return `Allocate the tranche with ${money(mine)} to yourself${move.prestigeCompanyId ? `, the prestige to ${move.prestigeCompanyId}` : ''}${move.passiveCompanyId ? ` and the passive to ${move.passiveCompanyId}` : ''}: each part goes where it adds most to your own holdings.`;
    }
    case 'PLACE_MARKET_ORDER': {
      const c = companyOf(seen, move.companyId);
      if (!c) break;
      const where = move.location === 'IPO' ? 'at the IPO' : 'on the open market';
      if (move.side === 'BUY') return `Buy ${shares(move.quantity)} of ${c.name} ${where}: ${outlookReason(seen, c)}.`;
      return `Sell ${shares(move.quantity)} of ${c.name} (you hold ${heldBy(c, me)}): ${outlookReason(seen, c)}, and sells fill at the price before the market moves.`;
    }
    case 'PLACE_LIMIT_ORDER': {
      const c = companyOf(seen, move.companyId);
      if (!c) break;
      const kind = move.side === 'SELL' ? 'a stop-loss sale' : 'a buy that fires on a rise';
      return `Place a ${move.side === 'SELL' ? 'sell' : 'buy'} limit for ${shares(move.quantity)} of ${c.name} at ${money(move.value)} (${kind}): ${outlookReason(seen, c)}.`;
    }
    case 'PLACE_SHORT_ORDER': {
      const c = companyOf(seen, move.companyId);
      if (!c) break;
      return `Short ${shares(move.quantity)} of ${c.name} at ${money(priceOf(c))}: ${outlookReason(seen, c)}, and a short gains when the price falls.`;
    }
    case 'PLACE_OPTION_ORDER': {
      const k = seen.contracts.find((x) => x.id === move.contractId);
      const c = k ? companyOf(seen, k.company) : undefined;
      return k && c ? `Buy option contract ${k.id} on ${c.name} (strike ${money(k.strike)}, premium ${money(k.premium)}): ${outlookReason(seen, c)}, well clear of the strike.` : 'Buy this option contract: the forecast clears its strike by a wide margin.';
    }
    case 'CANCEL_LIMIT_ORDER':
    case 'CANCEL_MARKET_ORDER':
      return 'Cancel your order: it can no longer settle, or the forecast turned against it.';
    case 'COVER_SHORT':
      return 'Cover your short now: the forecast expects the price to rise, which would make covering dearer later.';
    case 'EXERCISE_OPTION': {
      const k = seen.contracts.find((x) => x.id === move.contractId);
      const c = k ? companyOf(seen, k.company) : undefined;
      return k && c ? `Exercise option ${k.id}: ${c.name} stands at ${money(priceOf(c))} against a strike of ${money(k.strike)}, so it is in the money.` : 'Exercise this option: it is in the money.';
    }
    case 'VOTE_REVENUE': {
      const c = companyOf(seen, move.companyId);
      if (!c) break;
      const revenue = seen.turnState.revenue[c.id]?.revenue ?? 0;
      const held = heldBy(c, me);
      const why = {
        FULL: `paying all ${money(revenue)} out raises the price most and pays dividends on your ${shares(held)}`,
        HALF: `the company keeps ${money(Math.floor(revenue / 2))} of ${money(revenue)} for its costs (treasury ${money(c.treasury)}) and still pays some dividend`,
        RETAIN: `the company keeps all ${money(revenue)} (treasury ${money(c.treasury)}), which keeps it out of insolvency at the cost of this turn's dividend`,
      }[move.choice];
      const choice = { FULL: 'Full dividends', HALF: 'Half dividends', RETAIN: 'Retain' }[move.choice];
      return `Vote “${choice}” for ${c.name}’s revenue: ${why}.`;
    }
    case 'VOTE_COMPANY_ACTIONS': {
      const actions = move.actions.map(words).join(', ');
      const c = seen.companyRound ? companyOf(seen, seen.companyRound.company) : undefined;
      const at = c ? ` at ${c.name} (treasury ${money(c.treasury)})` : '';
      return move.actions.length > 0 ? `Vote for ${actions}${at}: of the actions offered, these add most to the share price for what they cost.` : `Vote for no company action${at}: none is worth its cost to the shareholders now.`;
    }
    case 'CONTRIBUTE_CASH':
      return `Contribute ${money(move.amount)} to the insolvent company: your stake in it is worth more than the contribution.`;
    case 'CONTRIBUTE_SHARES':
      return `Contribute ${shares(move.quantity)}: your stake is worth more if the company survives.`;
    default:
      break;
  }
  return 'Ready up: by the forecast, nothing beats standing pat in this phase.';
}

export function explainSectorsHint(state: Parameters<typeof seatView>[0], player: SeatId, inputs: Input[]): string {
  const seen = seatView(state, player);
  const moves = inputs.filter((m) => m.type !== 'READY' && m.type !== 'UNREADY' && m.type !== 'TIMEOUT');
  if (moves.length === 0) {
    return seen.phase === 'PLACE_STOCK_ORDERS'
      ? 'Place no order and ready up: by the forecast no buy or sale you can afford beats holding your cash and shares this sub-round.'
      : 'Ready up without sending anything: by the forecast nothing here is worth its cost to you.';
  }
  const sentence = explainOne(seen, player, moves[0]);
  const more = moves.length - 1;
  return more > 0 ? `${sentence.slice(0, -1)} (and ${more} more input${more === 1 ? '' : 's'} in the same phase).` : sentence;
}
