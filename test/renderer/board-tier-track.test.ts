import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import TierTrack from '../../src-renderer/games/sectors/board/TierTrack.svelte';
import { PRICE_GRID, STOCK_TIERS } from '../../src-shared/games/sectors/data.ts';
import { gameAt, viewOf } from './board-fixtures.ts';

afterEach(cleanup);

describe('TierTrack', () => {
  it('draws all 78 grid steps, each with its price and its stock tier (colour class, data and a tier label)', () => {
    const s = gameAt();
    const { container } = render(TierTrack, { track: viewOf(s, null).priceTrack, companies: viewOf(s, null).companies, animate: false });
    const cells = container.querySelectorAll('li.cell');
    expect(cells).toHaveLength(78);
    cells.forEach((cell, index) => {
      expect(cell.getAttribute('data-index')).toBe(String(index));
      expect(cell.querySelector('.price')!.textContent).toBe(`$${PRICE_GRID[index]}`);
      const tier = STOCK_TIERS.find((x) => index >= x.first && index <= x.last)!;
      expect(cell.getAttribute('data-tier')).toBe(tier.id);
      expect(cell.classList.contains(`tier-${STOCK_TIERS.indexOf(tier) + 1}`)).toBe(true);
    });
    // Colour is not the only signal: the first step of every tier carries its name.
    for (const tier of STOCK_TIERS) {
      expect(cells[tier.first].querySelector('.tier-label')!.textContent).toBe(`T${STOCK_TIERS.indexOf(tier) + 1}`);
      if (tier.first > 0) expect(cells[tier.first - 1].querySelector('.tier-label')).toBeNull();
    }
  });

  it('puts every company token on the cell of its price index, unfloated ones hollow', () => {
    const s = gameAt();
    const [a, b, c] = s.companies;
    applyPrice(s, a.id, 60, 1);
    const companies = viewOf(s, null).companies;
    const { container, getByTestId } = render(TierTrack, { track: viewOf(s, null).priceTrack, companies, animate: false });
    for (const co of companies) {
      const token = getByTestId(`token-${co.id}`);
      expect(token.closest('li.cell')!.getAttribute('data-index')).toBe(String(co.priceIndex));
      expect(token.textContent).toContain(co.id);
    }
    expect(getByTestId(`token-${a.id}`).closest('li')!.querySelector('.price')!.textContent).toBe('$60');
    expect(getByTestId(`token-${b.id}`).classList.contains('inactive')).toBe(true);
    expect(getByTestId(`token-${c.id}`).classList.contains('inactive')).toBe(true);
    expect(getByTestId(`token-${a.id}`).classList.contains('inactive')).toBe(false);
    expect(container.querySelectorAll('[data-company]')).toHaveLength(3);
  });

  it('shows the fill progress toward the next step with the fill size of the tier', () => {
    const s = gameAt();
    const [a] = s.companies;
    applyPrice(s, a.id, 60, 1); // index 23: TIER_2, fill size 2
    const { getByTestId, rerender } = render(TierTrack, { track: viewOf(s, null).priceTrack, companies: viewOf(s, null).companies, animate: false });
    const token = getByTestId(`token-${a.id}`);
    expect(token.getAttribute('data-fill')).toBe('1/2');
    expect(token.querySelectorAll('.pip')).toHaveLength(2);
    expect(token.querySelectorAll('.pip.on')).toHaveLength(1);
    expect(token.getAttribute('title')).toContain('Fill progress 1 of 2');

    applyPrice(s, a.id, 161, 3); // index 39: TIER_3, fill size 4
    rerender({ companies: viewOf(s, null).companies, animate: false });
    const moved = getByTestId(`token-${a.id}`);
    expect(moved.closest('li')!.getAttribute('data-tier')).toBe('TIER_3');
    expect(moved.getAttribute('data-fill')).toBe('3/4');
    expect(moved.querySelectorAll('.pip.on')).toHaveLength(3);
  });

  it('tells the cause of the last move on hover, from the PRICE_MOVED events', () => {
    const s = gameAt();
    const [a] = s.companies;
    applyPrice(s, a.id, 60, 0);
    const log = [
      { type: 'PRICE_MOVED', turn: 1, phase: 'RESOLVE_MARKET_ORDERS', company: a.id, cause: 'NET_MARKET_SELLS', fromIndex: 25, toIndex: 24, from: 70, to: 65, triggerSeq: 1 },
      { type: 'PRICE_MOVED', turn: 2, phase: 'RESOLVE_MARKET_ORDERS', company: a.id, cause: 'NET_MARKET_BUYS', fromIndex: 22, toIndex: 23, from: 55, to: 60, triggerSeq: 2 },
    ];
    const { getByTestId } = render(TierTrack, { track: viewOf(s, null).priceTrack, companies: viewOf(s, null).companies, log, animate: false });
    const token = getByTestId(`token-${a.id}`);
    expect(token.getAttribute('title')).toContain('Last move $55 → $60: net market buys (turn 2)');
    expect(token.querySelector('.dir')!.textContent).toBe('▲');
  });
});

function applyPrice(s: ReturnType<typeof gameAt>, id: string, price: number, fill: number): void {
  const c = s.companies.find((x) => x.id === id)!;
  c.status = 'ACTIVE';
  c.floatedTurn = 0;
  c.priceIndex = PRICE_GRID.indexOf(price);
  c.fillProgress = fill;
}
