/**
 * Issue 23: figures the boards used to work out from the rules' tables now come in the views. Each board shows
 * the view's figure, and it is the number the board showed before (the former formula, kept here as the oracle):
 * Sectors' headline cost and a backer's share and the certificate limit, the 1876 round's next bonus leader,
 * Tycoon's rights hint.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import Headlines from '../../src-renderer/games/sectors/board/Headlines.svelte';
import Portfolio from '../../src-renderer/games/sectors/board/Portfolio.svelte';
import CompaniesPanel from '../../src-renderer/games/sr1876/board/CompaniesPanel.svelte';
import { mergeView as srMerge } from '../../src-renderer/games/sr1876/model.ts';
import { HEADLINE_TYPES } from '../../src-shared/games/sectors/data.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { gameAt, viewOf } from './board-fixtures.ts';
import { renderBoard } from './tycoon-fixtures.ts';

afterEach(cleanup);

describe('Sectors', () => {
  it('shows each headline\'s cost and a new backer\'s share as before (cost ÷ (backers + 1), rounded down)', () => {
    const s = gameAt('START_TURN', {}, undefined, 2);
    const shown = s.headlines.filter((h) => h !== null);
    expect(shown.length).toBeGreaterThan(0);
    shown[0]!.backers = ['P2', 'P3'];
    const { getByTestId } = render(Headlines, { view: viewOf(s, 'P1'), seat: 'P1', act: async () => ({ ok: true as const }) });
    for (const h of shown) {
      const cost = HEADLINE_TYPES.find((x) => x.id === h!.type)!.cost;
      expect(getByTestId('headlines-panel').textContent).toContain(`costs $${cost}`);
      expect(getByTestId(`headline-${h!.id}`).textContent).toContain(`Back it (your share $${Math.floor(cost / (h!.backers.length + 1))})`);
    }
  });

  it('shows the certificate limit of the table as before (§5.2)', () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const { getByTestId } = render(Portfolio, { view: viewOf(s, 'P1'), seat: 'P1' });
    const before = 20 - Math.floor((14 * (s.config.seats - 2) + 9) / 18);
    expect(getByTestId('portfolio').textContent).toContain(`Certificates 0 of ${before}`);
  });
});

describe('the 1876 stock round', () => {
  const names = { P1: 'Ana', P2: 'Ben', P3: 'Cy' };
  const create = (rounds: number): Sr1876Game => M.create(M.config.make(3, ['Ana', 'Ben', 'Cy'], { rounds }, DEFAULT_TABLE_OPTIONS), 5);

  it('tags the company the next round\'s bonus lifts, the one the board found from the schedules before', () => {
    for (const rounds of [1, 2, 3]) {
      cleanup();
      const g = create(rounds);
      const pub = M.views.public(g, names);
      const view = srMerge(pub, null, null);
      // The board's former computation (d49aa54): the strict leader of next round's values, none after the last.
      const next = view.companies.map((c) => ({ code: c.code, m: c.modernitySchedule[Math.min(view.round, c.modernitySchedule.length - 1)] ?? 0 }));
      const top = Math.max(...next.map((x) => x.m));
      const leaders = next.filter((x) => x.m === top);
      const before = view.round >= view.rounds ? null : leaders.length === 1 ? leaders[0].code : null;
      expect(view.nextBonusLeader).toBe(before);
      const { queryAllByTestId, container } = render(CompaniesPanel, { view });
      const tags = queryAllByTestId('sr-next-bonus');
      expect(tags.length).toBe(before === null ? 0 : 1);
      if (before) expect(tags[0].closest('tr')!.textContent).toContain(before);
      expect(container.textContent!.includes('Next round’s highest modernity is shared')).toBe(before === null && view.round < view.rounds);
      // Next round's value per company, as the board read the schedule before (its last value repeats).
      for (const c of view.companies) {
        const former = c.modernitySchedule[Math.min(view.round, c.modernitySchedule.length - 1)] ?? 0;
        expect(c.nextModernity).toBe(view.round < view.rounds ? former : null);
      }
    }
  });

  it('keeps the tag through the round-end review, when the engine has begun the next round', () => {
    const g = create(3);
    // Every window times out until the first round-end review is up.
    while (M.views.public(g, names).phase !== 'ROUND_END') {
      const r = M.applyInPlace(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));
      if (!r.ok) throw new Error(r.reason);
    }
    const view = srMerge(M.views.public(g, names), null, null);
    expect(view.round).toBe(1);
    const next = view.companies.map((c) => c.modernitySchedule[Math.min(view.round, c.modernitySchedule.length - 1)] ?? 0);
    const top = Math.max(...next);
    const before = next.filter((m) => m === top).length === 1 ? view.companies[next.indexOf(top)].code : null;
    expect(view.nextBonusLeader).toBe(before);
  });
});

describe('Tycoon', () => {
  it('bounds the rights field by the entitlement in lots, as before (half the holding in whole lots)', async () => {
    const holding = 5_000;
    const { getByTestId } = renderBoard({ players: { P1: { holdings: { ATL: holding, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 } } } });
    await fireEvent.change(getByTestId('tycoon-trade-kind'), { target: { value: 'rights' } });
    await fireEvent.change(getByTestId('tycoon-trade-company'), { target: { value: 'ATL' } });
    expect(getByTestId('tycoon-rights-hint').textContent).toBe(`Up to ${Math.floor(holding / 2000)} (half your holding, in lots) at $10 a share.`);
  });
});
