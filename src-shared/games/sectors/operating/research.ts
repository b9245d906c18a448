/** Research deck (§9.9, §3.5) and prestige track (§9.10, §3.6), D-19, D-59. */
import { emit, type Ctx } from '../context.ts';
import {
  CAPITAL_INJECTION_GROWTH, CAPITAL_INJECTION_START, prestigeCost, RESEARCH_CARD_SECTOR, STEP_UP_CARDS,
} from '../data.ts';
import { BANK, transfer, treasury } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { isFloated, sector } from '../queries.ts';
import type { Company } from '../types.ts';

/** Draws the first card from the top that is GENERAL or of the company's sector, and applies it at once. */
export function drawResearchCard(ctx: Ctx, c: Company): void {
  const s = ctx.s;
  const at = s.researchDeck.findIndex((card) => RESEARCH_CARD_SECTOR[card] === 'GENERAL' || RESEARCH_CARD_SECTOR[card] === c.sector);
  if (at < 0) {
    emit(ctx, 'RESEARCH_NOTHING_FOUND', { company: c.id });
    return;
  }
  const [card] = s.researchDeck.splice(at, 1);
  c.cards.push(card);
  emit(ctx, 'RESEARCH_CARD_DRAWN', { company: c.id, card });
  switch (card) {
    case 'PRODUCT_DEVELOPMENT':
    case 'QUALITY_CONTROL':
      c.permSupply += 1;
      return;
    case 'GOVERNMENT_GRANT':
      transfer(ctx, BANK, treasury(c.id), 500);
      return;
    case 'CORPORATE_ESPIONAGE':
      for (const rival of s.companies) {
        if (rival.id !== c.id && rival.sector === c.sector && rival.status !== 'BANKRUPT') rival.prestige = Math.max(0, rival.prestige - 2);
      }
      return;
    case 'MARKET_EXPANSION':
      sector(s, c.sector).baseDemand += 1;
      return;
    case 'SPECIALIZATION':
      c.prestige += 2;
      return;
    case 'DIVERSIFICATION':
      c.permDemand += 1;
      return;
    case 'INNOVATION':
      c.unitPrice += 10;
      return;
    case 'ECONOMIES_OF_SCALE': // effects while held: company priority (§9.1) and cost (§9.2)
    case 'AUTOMATION':
    case 'NO_DISCERNIBLE_FINDINGS':
      return;
    default:
      if (STEP_UP_CARDS.includes(card)) movePrice(ctx, c, { kind: 'UP', steps: 1 }, `RESEARCH_${card}`);
  }
}

/** SPEND_PRESTIGE: buy the current space if the company can pay its prestige; the pointer moves either way. */
export function spendPrestige(ctx: Ctx, c: Company): void {
  const s = ctx.s;
  const track = s.prestigeTrack;
  const space = track.pointer;
  const reward = track.rewards[space];
  const cost = prestigeCost(reward);
  if (c.prestige >= cost) {
    c.prestige -= cost;
    emit(ctx, 'PRESTIGE_REWARD_BOUGHT', { company: c.id, space, reward, cost });
    switch (reward) {
      case 'ELASTICITY':
        sector(s, c.sector).baseDemand += 1;
        break;
      case 'MAGNET_EFFECT':
        for (const other of s.companies) {
          if (other.sector === c.sector && isFloated(other)) movePrice(ctx, other, { kind: 'UP', steps: 1 }, 'MAGNET_EFFECT');
        }
        break;
      case 'INVESTOR_CONFIDENCE':
        c.issued += 3;
        c.omShares += 3;
        c.investorConfidence += 1;
        break;
      case 'CAPITAL_INJECTION':
        transfer(ctx, BANK, treasury(c.id), track.injectionValues[space]);
        track.injectionValues[space] = CAPITAL_INJECTION_START;
        break;
      case 'BULL_SIGNAL':
        movePrice(ctx, c, { kind: 'UP', steps: 1 }, 'BULL_SIGNAL');
        break;
      case 'INFLUENCER':
        c.permDemand += 1;
        break;
    }
  } else {
    track.rewards.forEach((r, i) => {
      if (r === 'CAPITAL_INJECTION') track.injectionValues[i] += CAPITAL_INJECTION_GROWTH;
    });
    emit(ctx, 'PRESTIGE_REWARD_MISSED', { company: c.id, space, reward, cost, prestige: c.prestige });
  }
  track.pointer = (space + 1) % track.rewards.length;
}
