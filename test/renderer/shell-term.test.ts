import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import Term from '../../src-renderer/games/sectors/help/Term.svelte';
import { GLOSSARY_IDS, glossary, glossaryTerm, searchGlossary } from '../../src-renderer/games/sectors/help/glossary.ts';

afterEach(cleanup);

/** The terms of rules spec §1, each with the glossary id that explains it. */
const SPEC_TERMS: Record<string, string> = {
  Bank: 'bank', OUTSIDE: 'outside', Seat: 'seat', 'Player priority': 'player-priority', 'Sector priority': 'sector-priority',
  'Company priority': 'company-priority', 'Company action order': 'company-action-order', 'Company tier': 'company-tier', 'Stock tier': 'stock-tier',
  'Fill size / fill progress': 'fill-size', IPO: 'ipo', 'Open market (OM)': 'open-market', 'Derivatives market': 'derivatives-market',
  'Issued / outstanding / retired': 'outstanding', Floated: 'floated', Certificate: 'certificate', 'Certificate limit': 'certificate-limit',
  'Ownership cap': 'ownership-cap', 'Company demand': 'company-demand', 'Sector demand': 'sector-demand', Supply: 'supply', Output: 'output',
  Throughput: 'throughput', Consumers: 'consumers', 'Economy score': 'economy-score', Distribution: 'distribution',
  'Distributed amount (D)': 'distributed-amount', Prestige: 'prestige', 'Passive effect': 'passive-effect', 'Active sector action': 'active-sector-action',
  Headline: 'headline', 'Tranche package': 'tranche-package', 'Margin account': 'margin-account', 'Lendable shares': 'lendable-shares',
  Shortfall: 'shortfall', 'Insolvency round': 'insolvency-round', 'Taxable income': 'taxable-income', 'Net worth': 'net-worth', 'Sub-round': 'sub-round',
  OR: 'or', 'Review time': 'review-time', Input: 'input',
};

const label = (text: string) => createRawSnippet(() => ({ render: () => `<span>${text}</span>` }));

describe('glossary', () => {
  it('explains every term of spec §1 in a sentence or two', () => {
    for (const [term, id] of Object.entries(SPEC_TERMS)) {
      const entry = glossaryTerm(id);
      expect(entry, term).not.toBeNull();
      expect(entry!.definition.length, term).toBeGreaterThan(40);
      expect(entry!.definition.length, term).toBeLessThan(400);
    }
    expect(new Set(GLOSSARY_IDS).size).toBe(GLOSSARY_IDS.length);
    expect(glossaryTerm('no-such-term')).toBeNull();
  });

  it('is sorted by term and searchable by words, aliases and definitions', () => {
    const terms = glossary().map((e) => e.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b)));
    expect(searchGlossary('throughput').map((e) => e.id)).toContain('throughput');
    expect(searchGlossary('customers').map((e) => e.id)).toContain('consumers');
    expect(searchGlossary('margin cover').map((e) => e.id)).toEqual(expect.arrayContaining(['short-order', 'margin-account']));
    expect(searchGlossary('')).toHaveLength(GLOSSARY_IDS.length);
    expect(searchGlossary('zzzz')).toEqual([]);
  });
});

describe('Term', () => {
  it('is a focusable term whose accessible description is the glossary definition', () => {
    const { getByTestId, container } = render(Term, { id: 'throughput', children: label('Throughput') });
    const term = getByTestId('term-throughput');
    const tip = getByTestId('term-tip-throughput');
    expect(term.textContent).toBe('Throughput');
    expect(term.getAttribute('tabindex')).toBe('0');
    expect(term.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toContain('Supply minus demand');
    expect(tip.hidden).toBe(true);
    expect(container.querySelectorAll(`[id="${tip.id}"]`)).toHaveLength(1);
  });

  it('shows the definition on focus and hover, hides it on Escape, blur and mouse leave', async () => {
    const { getByTestId } = render(Term, { id: 'net-worth', children: label('net worth') });
    const term = getByTestId('term-net-worth');
    const tip = getByTestId('term-tip-net-worth');
    await fireEvent.focus(term);
    expect(tip.hidden).toBe(false);
    expect(term.getAttribute('aria-expanded')).toBe('true');
    await fireEvent.keyDown(term, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    await fireEvent.mouseEnter(term);
    expect(tip.hidden).toBe(false);
    await fireEvent.mouseLeave(term);
    expect(tip.hidden).toBe(true);
    // Click (or Enter) pins it open for touch screens; blur closes it.
    await fireEvent.click(term);
    await fireEvent.mouseLeave(term);
    expect(tip.hidden).toBe(false);
    await fireEvent.blur(term);
    expect(tip.hidden).toBe(true);
    await fireEvent.keyDown(term, { key: 'Enter' });
    expect(tip.hidden).toBe(false);
  });

  it('shows the glossary word without children, and only the children for an unknown id', () => {
    const { getByTestId, unmount } = render(Term, { id: 'ipo' });
    expect(getByTestId('term-ipo').textContent).toBe('IPO');
    unmount();
    const unknown = render(Term, { id: 'not-a-term', children: label('plain') });
    expect(unknown.container.textContent).toBe('plain');
    expect(unknown.container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('gives two Terms of the same id different tooltip ids', () => {
    const a = render(Term, { id: 'ipo' });
    const b = render(Term, { id: 'ipo' });
    const ids = [a, b].map((r) => r.container.querySelector('[role="tooltip"]')!.id);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
