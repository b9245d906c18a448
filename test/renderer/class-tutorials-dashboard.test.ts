/**
 * The class dashboard's tutorials: the teacher assigns them from a dialog of every tutorial of the host (grouped
 * by game, in order, keyboard-operable), which replaces the class's list or clears it; and every student's
 * progress in each assigned tutorial shows in words ("Step 2 of 3", "Done ★", wrong moves) with a line per
 * tutorial across the class, following each `class_state` the host pushes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import ClassDashboardScreen from '../../src-renderer/screens/ClassDashboardScreen.svelte';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { classDesks, classHost, classState, NINE } from './class-fixtures.ts';
import { BID, CATALOGUE, DIRECTORS, LIMIT, line, PROGRESS } from './class-tutorials-fixtures.ts';
import { loadSectorsUi, settle } from './shell-fake-client.ts';

beforeEach(() => vi.useFakeTimers({ now: NINE, toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ASSIGNED = { assigned: [BID, LIMIT], progress: PROGRESS };

/** The class host of class-fixtures.ts, with the host's tutorials and a class that has `tutorials`. */
function tutorialHost(tutorials: HostEvent | null = null, state = () => classState({ tutorials: ASSIGNED })) {
  const base = classHost(state);
  return (c: Command): HostEvent | HostEvent[] => {
    if (c.type === 'list_tutorials') return tutorials ?? { type: 'tutorials', tutorials: CATALOGUE };
    if (c.type === 'assign_tutorials') return { type: 'ack' };
    return base(c);
  };
}

async function dashboard(handler = tutorialHost()) {
  await loadSectorsUi();
  const made = classDesks(handler);
  await made.classDesk.facilitate('CLS123');
  await settle();
  return { ...made, ...render(ClassDashboardScreen, { classDesk: made.classDesk, desk: made.desk, joinBase: null }) };
}

const assigns = (sent: Command[]) => sent.filter((c) => c.type === 'assign_tutorials').map(({ requestId: _, ...c }) => c);

describe('the dashboard\'s tutorial progress', () => {
  it('shows every student against every assigned tutorial in words, and each tutorial across the class', async () => {
    const { getByTestId } = await dashboard();
    const card = getByTestId('class-tutorials');
    expect(within(card).getByTestId('class-tutorials-count').textContent).toBe('2 assigned');
    const cell = (name: string, id: string) => within(card).getByTestId(`tutorial-cell-${name}-${id}`).textContent!.replace(/\s+/g, ' ').trim();
    expect(cell('Ana', BID.id)).toBe('Done ★');
    expect(cell('Ana', LIMIT.id)).toBe('Step 2 of 3 2 wrong moves');
    expect(cell('Ben', BID.id)).toBe('Done 1 wrong move');
    expect(cell('Cy', LIMIT.id)).toBe('Not started');
    const headers = [...within(card).getByTestId('class-tutorials-grid').querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Student', 'Influence bid', 'Limit orders']);
    expect(within(card).getByTestId(`tutorial-summary-${BID.id}`).textContent).toContain('2 of 6 done · 1 ★');
    expect(within(card).getByTestId(`tutorial-summary-${LIMIT.id}`).textContent).toContain('0 of 6 done · 1 under way');
    // The grid scrolls in a region of its own on a narrow screen, named and reachable by keyboard.
    const region = within(card).getByRole('region', { name: 'Tutorial progress by student (scrolls sideways)' });
    expect(region.tabIndex).toBe(0);
  });

  it('follows the progress the host pushes', async () => {
    const { getByTestId, client } = await dashboard();
    client.emit(classState({ tutorials: { assigned: [BID, LIMIT], progress: [...PROGRESS, line('key0003c', LIMIT, { stage: 'done', step: 3, star: true })] } }));
    await waitFor(() => expect(getByTestId(`tutorial-cell-Cy-${LIMIT.id}`).textContent).toContain('Done ★'));
    expect(getByTestId(`tutorial-summary-${LIMIT.id}`).textContent).toContain('1 of 6 done · 1 under way · 1 ★');
  });

  it('says when the class has no tutorials (a class_state without them)', async () => {
    const { getByTestId } = await dashboard(tutorialHost(null, () => classState()));
    expect(getByTestId('class-tutorials').textContent).toContain('No tutorials assigned yet.');
    expect(within(getByTestId('class-tutorials')).queryByTestId('class-tutorials-grid')).toBeNull();
  });
});

describe('assigning tutorials', () => {
  it('lists every tutorial of the host by game, in order, the class\'s own ticked, and sends the ticked ones in that order', async () => {
    const { getByTestId, findByTestId, client } = await dashboard();
    const opener = getByTestId('class-tutorials-assign');
    await fireEvent.click(opener);
    const dialog = await findByTestId('tutorial-assign-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(client.sent.some((c) => c.type === 'list_tutorials' && c.game === undefined)).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('tutorial-group-tycoon')).toBeTruthy());
    expect([...dialog.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Sectors', 'Stock Market Tycoon']);
    const labels = [...dialog.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['1. Influence bid', '2. Limit orders', '1. Directors']);
    const box = (id: string) => within(dialog).getByTestId(`tutorial-box-${id}`) as HTMLInputElement;
    // What the class has now is ticked; focus starts on the first box, and each box is named by its label.
    expect([box(BID.id).checked, box(LIMIT.id).checked, box(DIRECTORS.id).checked]).toEqual([true, true, false]);
    await waitFor(() => expect(document.activeElement).toBe(box(BID.id)));
    expect(within(dialog).getByRole('checkbox', { name: '1. Directors' })).toBe(box(DIRECTORS.id));
    expect(box(DIRECTORS.id).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box(DIRECTORS.id).getAttribute('aria-describedby')!)!.textContent).toBe('Learn directors. · 2 steps');

    await fireEvent.click(box(DIRECTORS.id));
    await fireEvent.click(box(LIMIT.id));
    await fireEvent.click(box(BID.id));
    await fireEvent.click(box(BID.id));
    expect(within(dialog).getByTestId('tutorial-assign-count').textContent).toContain('2 ticked');
    const submit = within(dialog).getByTestId('tutorial-assign-submit');
    expect(submit.textContent).toContain('Assign 2 tutorials');
    await fireEvent.click(submit);
    await waitFor(() => expect(assigns(client.sent)).toEqual([{ type: 'assign_tutorials', classId: 'c1', tutorials: [BID.id, DIRECTORS.id] }]));
    await waitFor(() => expect(document.querySelector('[data-testid="tutorial-assign-dialog"]')).toBeNull());
    expect(getByTestId('class-tutorials-notice').textContent).toBe('Tutorials assigned: 2.');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('clears the class\'s list with none ticked', async () => {
    const { getByTestId, findByTestId, client } = await dashboard();
    await fireEvent.click(getByTestId('class-tutorials-assign'));
    const dialog = await findByTestId('tutorial-assign-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('tutorial-assign-untick')).toBeTruthy());
    await fireEvent.click(within(dialog).getByTestId('tutorial-assign-untick'));
    const submit = within(dialog).getByTestId('tutorial-assign-submit');
    expect(submit.textContent).toContain('Clear the class’s tutorials');
    await fireEvent.click(submit);
    await waitFor(() => expect(assigns(client.sent)).toEqual([{ type: 'assign_tutorials', classId: 'c1', tutorials: [] }]));
    expect((await findByTestId('class-tutorials-notice')).textContent).toBe('The class has no tutorials now.');
  });

  it('closes on Escape without sending anything, focus back on its button; Tab stays inside', async () => {
    const { getByTestId, findByTestId, client } = await dashboard();
    const opener = getByTestId('class-tutorials-assign');
    await fireEvent.click(opener);
    const dialog = await findByTestId('tutorial-assign-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('tutorial-assign-cancel')).toBeTruthy());
    within(dialog).getByTestId('tutorial-assign-cancel').focus();
    await fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByTestId(`tutorial-box-${BID.id}`));
    await fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(dialog).getByTestId('tutorial-assign-cancel'));
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[data-testid="tutorial-assign-dialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(assigns(client.sent)).toEqual([]);
  });

  it('shows the host\'s refusal in the dialog, which stays open', async () => {
    const base = tutorialHost();
    const handler = (c: Command): HostEvent | HostEvent[] =>
      c.type === 'assign_tutorials' ? { type: 'error', reason: 'TUTORIAL_NOT_FOUND', message: 'no tutorial tycoon-directors' } : base(c);
    const { getByTestId, findByTestId } = await dashboard(handler);
    await fireEvent.click(getByTestId('class-tutorials-assign'));
    const dialog = await findByTestId('tutorial-assign-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('tutorial-assign-submit')).toBeTruthy());
    await fireEvent.click(within(dialog).getByTestId('tutorial-assign-submit'));
    const error = await within(dialog).findByTestId('tutorial-assign-error');
    expect(error.textContent).toContain('This tutorial is not on this host.');
    expect(getByTestId('tutorial-assign-dialog')).toBeTruthy();
  });

  it('says so when the host cannot list its tutorials, and asks again', async () => {
    let answers = 0;
    const base = tutorialHost();
    const handler = (c: Command): HostEvent | HostEvent[] =>
      c.type === 'list_tutorials' && answers++ === 0 ? { type: 'error', reason: 'BAD_COMMAND', message: 'unknown command list_tutorials' } : base(c);
    const { getByTestId, findByTestId } = await dashboard(handler);
    await fireEvent.click(getByTestId('class-tutorials-assign'));
    const dialog = await findByTestId('tutorial-assign-dialog');
    expect((await within(dialog).findByTestId('tutorial-assign-error')).textContent).toContain('unknown command list_tutorials');
    expect(within(dialog).queryByTestId('tutorial-assign-submit')).toBeNull();
    await fireEvent.click(within(dialog).getByRole('button', { name: /Load again/ }));
    await waitFor(() => expect(within(dialog).getByTestId(`tutorial-box-${DIRECTORS.id}`)).toBeTruthy());
  });
});
