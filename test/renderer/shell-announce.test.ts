import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import { windowNews } from '../../src-renderer/components/board/announcements.ts';
import { announce, announcer } from '../../src-renderer/lib/announce.svelte.ts';
import EventLog from '../../src-renderer/components/board/EventLog.svelte';

/** The shell's announcer (one polite live region): the sentences a window opening calls for, and the log region. */

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const names: Record<string, string> = { P1: 'Ann', P2: 'Ben', P3: 'Cai' };
const name = (p: string) => names[p] ?? p;
const win = (kind: 'simultaneous' | 'sequential' | 'display' | 'interrupt', seats: string[], ready: string[] = []) => ({ kind, seats, ready });

describe('what the announcer says when a window opens', () => {
  it('your turn, your move, whose turn, a result to read, or the phase', () => {
    expect(windowNews({ window: win('sequential', ['P1']), title: 'Trading', mine: ['P1'], hotSeat: false, name })).toBe('Your turn: Trading.');
    expect(windowNews({ window: win('simultaneous', ['P1', 'P2']), title: 'Influence bid', mine: ['P1'], hotSeat: false, name })).toBe('Your move: Influence bid.');
    expect(windowNews({ window: win('sequential', ['P2']), title: 'Trading', mine: [], hotSeat: false, name })).toBe('Ben’s turn: Trading.');
    expect(windowNews({ window: win('display', ['P1', 'P2']), title: 'Tally', mine: ['P1'], hotSeat: false, name })).toBe('Result: Tally. Read it, then press Continue.');
    expect(windowNews({ window: win('display', ['P1']), title: 'Tally', mine: [], hotSeat: false, name })).toBe('Result: Tally.');
    expect(windowNews({ window: win('simultaneous', ['P1', 'P2', 'P3']), title: 'Offer pass', mine: ['P2', 'P3'], hotSeat: true, name })).toBe('To play: Ben, Cai. Offer pass.');
    expect(windowNews({ window: win('simultaneous', ['P2', 'P3']), title: 'Votes', mine: [], hotSeat: false, name })).toBe('Votes.');
  });

  it('says the same sentence twice when it comes twice (the region is emptied first)', async () => {
    vi.useFakeTimers();
    announce('10 seconds left.');
    await vi.advanceTimersByTimeAsync(100);
    expect(announcer.text).toBe('10 seconds left.');
    announce('10 seconds left.');
    expect(announcer.text).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    expect(announcer.text).toBe('10 seconds left.');
  });
});

describe('the game log', () => {
  it('is a log region whose scrolling box takes the keyboard focus, named by its title', () => {
    const { getByRole } = render(EventLog, { lines: [{ index: 1, type: 'X', text: 'Ann bought ATL.' }], testid: 'log', titleId: 'log-title', title: 'Game log', empty: 'Nothing yet.' });
    const log = getByRole('log', { name: 'Game log' });
    expect(log.getAttribute('tabindex')).toBe('0');
    expect(log.textContent).toContain('Ann bought ATL.');
  });
});
