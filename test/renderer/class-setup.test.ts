/**
 * The class setup screen: a pasted roster (its repeats noted), the suggested number of tables, the balanced
 * assignment preview and moving a student by hand, problems in words, and `create_class` with the dashboard
 * opened on the new class's code. Also the class pages' route switch: the dashboard after the class is taken.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import ClassSetupScreen from '../../src-renderer/screens/ClassSetupScreen.svelte';
import ClassRoutes from '../../src-renderer/screens/ClassRoutes.svelte';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import App from '../../src-renderer/App.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { parseRoute } from '../../src-renderer/lib/route.ts';
import { classDesks, classHost, VIEWS } from './class-fixtures.ts';
import { loadSectorsUi, memoryStorage } from './shell-fake-client.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'];

function setupHost(sent: Command[] = []) {
  const base = classHost();
  return (c: Command): HostEvent | HostEvent[] => {
    sent.push(c);
    if (c.type === 'create_class') return { type: 'class_created', classId: 'c1', code: 'CLS123', secret: 'class-secret-123' };
    return base(c);
  };
}

async function typeRoster(getByTestId: (id: string) => HTMLElement, text: string): Promise<void> {
  await fireEvent.input(getByTestId('roster-text'), { target: { value: text } });
}

describe('the class setup', () => {
  it('reads the pasted roster, keeps a repeated name visible as its own student, and suggests one table per five students', async () => {
    const { classDesk } = classDesks(setupHost());
    const { getByTestId } = render(ClassSetupScreen, { classDesk });
    await typeRoster(getByTestId, `${NAMES.join('\n')}\n\nana\n`);
    expect(getByTestId('roster-count').textContent).toBe('8 students');
    expect(getByTestId('roster-duplicates').textContent).toContain('“ana” again, as “ana (2)”');
    expect(getByTestId('roster-duplicates').textContent).toContain('If it is one student listed twice, delete the extra line.');
    expect((getByTestId('class-tables') as HTMLInputElement).value).toBe('2');
    // Balanced: dealt round the tables in roster order; the repeat is marked in the preview.
    expect(within(getByTestId('assign-table-1')).getAllByRole('listitem').map((li) => li.dataset.student)).toEqual(['Ana', 'Cy', 'Eve', 'Gus']);
    expect(within(getByTestId('assign-table-2')).getAllByRole('listitem').map((li) => li.dataset.student)).toEqual(['Ben', 'Dee', 'Fay', 'ana (2)']);
    expect(within(getByTestId('assign-table-2')).getByTestId('assign-repeat').textContent).toBe('same name');
  });

  it('reads a spreadsheet paste with a header, a quoted "García, Lucía" and a 45-character name: the preview is the class', async () => {
    const sent: Command[] = [];
    const { classDesk } = classDesks(setupHost(sent));
    const { getByTestId, queryByTestId } = render(ClassSetupScreen, { classDesk });
    const long = 'Maria Fernanda de los Angeles Rodriguez Lopez';
    await typeRoster(getByTestId, `Student, Email, Group\n"García, Lucía", lucia@school.org, 3B\n${long}, maria@school.org, 3B\nBen Okafor, ben@school.org, 3A\n`);
    expect(getByTestId('roster-count').textContent).toBe('3 students');
    expect(getByTestId('roster-header').textContent).toBe('The first row is a header, not a student: Student · Email · Group.');
    expect((getByTestId('roster-column') as HTMLSelectElement).value).toBe('c0');
    expect([...(getByTestId('roster-column') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '“Student” (e.g. García, Lucía)',
      '“Email” (e.g. lucia@school.org)',
      '“Group” (e.g. 3B)',
      'The whole row (e.g. García, Lucía, lucia@school.org, 3B)',
    ]);
    expect(getByTestId('roster-shortened').textContent).toContain(`“${long}” → “Maria Fernanda de los Angeles Rodr”`);
    expect(queryByTestId('roster-duplicates')).toBeNull();
    const preview = [...getByTestId('assignment-preview').querySelectorAll('li')].map((li) => li.dataset.student);
    expect(preview).toEqual(['García, Lucía', 'Maria Fernanda de los Angeles Rodr', 'Ben Okafor']);
    expect(getByTestId('assignment-preview').querySelector('[data-testid="assign-shortened"]')?.getAttribute('title')).toBe(`Shortened from “${long}” to fit the table`);
    expect(getByTestId('create-class').textContent).toBe('Create the class (1 table, 3 students)');
    await fireEvent.click(getByTestId('create-class'));
    await waitFor(() => expect(sent.some((c) => c.type === 'create_class')).toBe(true));
    // Exactly the list the preview showed.
    expect(sent.find((c) => c.type === 'create_class')).toMatchObject({ students: ['García, Lucía', 'Maria Fernanda de los Angeles Rodr', 'Ben Okafor'] });
  });

  it('lets the teacher choose the name column, and first + last name columns are put together', async () => {
    const { classDesk } = classDesks(setupHost());
    const { getByTestId } = render(ClassSetupScreen, { classDesk });
    await typeRoster(getByTestId, 'Email\tFirst name\tLast name\nl@s.org\tLucía\tGarcía\nb@s.org\tBen\tOkafor\n');
    const select = getByTestId('roster-column') as HTMLSelectElement;
    expect(select.value).toBe('fl:1:2');
    expect(select.selectedOptions[0].textContent).toBe('“First name + Last name” (e.g. Lucía García)');
    expect([...getByTestId('assignment-preview').querySelectorAll('li')].map((li) => li.dataset.student)).toEqual(['Lucía García', 'Ben Okafor']);
    await fireEvent.change(select, { target: { value: 'c1' } });
    expect(getByTestId('roster-count').textContent).toBe('2 students');
    expect([...getByTestId('assignment-preview').querySelectorAll('li')].map((li) => li.dataset.student)).toEqual(['Lucía', 'Ben']);
    expect((getByTestId('roster-column') as HTMLSelectElement).value).toBe('c1');
  });

  it('imports a CSV file into the box as it is (the same reading as a paste), and adds a second file\'s names', async () => {
    const { classDesk } = classDesks(setupHost());
    const { getByTestId } = render(ClassSetupScreen, { classDesk });
    const input = getByTestId('roster-csv') as HTMLInputElement;
    const choose = async (name: string, text: string) => {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File([text], name, { type: 'text/csv' })] });
      await fireEvent.change(input);
      await waitFor(() => expect(getByTestId('roster-imported').textContent).toContain(name));
    };
    await choose('3a.csv', '\uFEFFID;Nom;Prénom\n1;García;Lucía\n2;Okafor;Ben\n');
    expect(getByTestId('roster-imported').textContent).toBe('3a.csv: 2 names from the columns “Prénom + Nom”.');
    expect((getByTestId('roster-text') as HTMLTextAreaElement).value.startsWith('ID;Nom;Prénom\n')).toBe(true);
    expect([...getByTestId('assignment-preview').querySelectorAll('li')].map((li) => li.dataset.student)).toEqual(['Lucía García', 'Ben Okafor']);
    await choose('3b.csv', 'name\n"Silva, Ana"\n');
    expect(getByTestId('roster-imported').textContent).toBe('3b.csv: 1 name added to the list.');
    expect([...getByTestId('assignment-preview').querySelectorAll('li')].map((li) => li.dataset.student)).toEqual(['Lucía García', 'Ben Okafor', 'Silva, Ana']);
  });

  it('creates the class with the students moved by hand, then opens its dashboard', async () => {
    const sent: Command[] = [];
    const { classDesk } = classDesks(setupHost(sent));
    const { getByTestId } = render(ClassSetupScreen, { classDesk });
    await fireEvent.input(getByTestId('class-setup-name'), { target: { value: '10B Economics' } });
    await typeRoster(getByTestId, NAMES.join('\n'));
    await fireEvent.change(getByTestId('assign-Ana'), { target: { value: '1' } });
    expect(within(getByTestId('assign-table-2')).getAllByRole('listitem').map((li) => li.dataset.student)).toEqual(['Ana', 'Ben', 'Dee', 'Fay']);
    await fireEvent.change(getByTestId('class-bot-level'), { target: { value: 'hard' } });
    await fireEvent.click(getByTestId('create-class'));
    await waitFor(() => expect(window.location.hash).toBe('#/class/CLS123'));
    const create = sent.find((c) => c.type === 'create_class');
    expect(create).toMatchObject({ type: 'create_class', name: '10B Economics', students: NAMES, assign: [1, 1, 0, 1, 0, 1, 0] });
    expect(create?.type === 'create_class' && create.tables.map((t) => [t.name, t.game, t.botLevel])).toEqual([
      ['Table 1', 'sectors', 'hard'],
      ['Table 2', 'sectors', 'hard'],
    ]);
    // The secret the host gave the creating screen is kept for the dashboard (this tab only).
    expect(classDesk.secretFor('CLS123')).toBe('class-secret-123');
  });

  it('does not send a class with problems, and says what they are', async () => {
    const sent: Command[] = [];
    const { classDesk } = classDesks(setupHost(sent));
    const { getByTestId } = render(ClassSetupScreen, { classDesk });
    await fireEvent.click(getByTestId('create-class'));
    expect(getByTestId('class-setup-problems').textContent).toContain('The roster is empty');
    await typeRoster(getByTestId, NAMES.join('\n'));
    await fireEvent.input(getByTestId('class-tables'), { target: { value: '9' } });
    expect(getByTestId('class-setup-problems').textContent).toContain('Table 8 has no students');
    expect(sent.some((c) => c.type === 'create_class')).toBe(false);
  });
});

describe('the class pages', () => {
  it('take the class (no secret on the host machine) and show the dashboard', async () => {
    await loadSectorsUi();
    const { desk, classDesk, client } = classDesks();
    const { findByTestId } = render(ClassRoutes, { desk, classDesk, route: { screen: 'class', code: 'CLS123' } });
    expect((await findByTestId('class-name')).textContent).toBe('10B Economics');
    expect(client.sent.find((c) => c.type === 'facilitate_class')).toMatchObject({ code: 'CLS123' });
    expect(client.sent.find((c) => c.type === 'facilitate_class')).not.toHaveProperty('secret');
  });

  it('ask another device for the class secret, and keep it for this tab', async () => {
    await loadSectorsUi();
    const base = classHost();
    const handler = (c: Command): HostEvent | HostEvent[] =>
      c.type === 'facilitate_class' && c.secret !== 'the-class-secret' ? { type: 'error', reason: c.secret ? 'WRONG_SECRET' : 'LOCAL_ONLY', message: 'no' } : base(c);
    const { desk, classDesk } = classDesks(handler);
    const { findByTestId, getByTestId } = render(ClassRoutes, { desk, classDesk, route: { screen: 'class', code: 'CLS123' } });
    await findByTestId('class-secret-form');
    await fireEvent.input(getByTestId('class-secret-input'), { target: { value: 'the-class-secret' } });
    await fireEvent.click(getByTestId('class-secret-submit'));
    expect((await findByTestId('class-name')).textContent).toBe('10B Economics');
    expect(classDesk.secretFor('CLS123')).toBe('the-class-secret');
    expect(classDesk.hostMachine).toBe(false);
  });

  it('re-take the class after a reconnect', async () => {
    const { desk, classDesk, client } = classDesks();
    const { findAllByTestId } = render(ClassRoutes, { desk, classDesk, route: { screen: 'class-slips', code: 'CLS123' } });
    expect(await findAllByTestId('slip')).toHaveLength(6);
    expect(client.types().filter((t) => t === 'facilitate_class')).toHaveLength(1);
    client.setStatus('disconnected');
    client.setStatus('connected');
    await waitFor(() => expect(client.types().filter((t) => t === 'facilitate_class')).toHaveLength(2));
  });

  it('open the class projector with every table\'s view, and the report once the host built it', async () => {
    await loadSectorsUi();
    const base = classHost();
    const report: HostEvent = { type: 'class_report_data', classId: 'c1', report: { classId: 'c1', name: '10B Economics', generatedAt: 0, tables: [], leaderboard: [] } };
    const handler = (c: Command): HostEvent | HostEvent[] => (c.type === 'class_report' ? report : base(c));
    const room = classDesks(handler);
    const projector = render(ClassRoutes, { desk: room.desk, classDesk: room.classDesk, route: { screen: 'classroom', code: 'CLS123' } });
    await projector.findByTestId('class-projector');
    expect(room.client.types()).toContain('watch_class');
    await waitFor(() => expect(Object.keys(room.classDesk.tables).sort()).toEqual(['g1', 'g2', 'g3']));
    cleanup();

    const teacher = classDesks(handler);
    const page = render(ClassRoutes, { desk: teacher.desk, classDesk: teacher.classDesk, route: { screen: 'class-report', code: 'CLS123' } });
    await page.findByTestId('report-class-name');
    expect(teacher.client.types()).toEqual(expect.arrayContaining(['facilitate_class', 'class_report']));
  });
});

describe('the app with the classroom', () => {
  it('shows a class page even while this screen holds a game, and a student link until the seat is taken', async () => {
    await loadSectorsUi();
    const { desk, classDesk } = classDesks();
    const settings = new Settings(memoryStorage());
    desk.adoptFacilitated('g1', 'AAAAA');
    const { findByTestId } = render(App, { desk, classDesk, settings, route: parseRoute('/', '#/class/CLS123') });
    expect((await findByTestId('class-dashboard')).textContent).toContain('10B Economics');
    cleanup();
    const student = classDesks(() => ({ type: 'join_pending', name: 'Ana', table: 'Table 1' }));
    const app = render(App, { desk: student.desk, classDesk: student.classDesk, settings, route: parseRoute('/s/key0001a') });
    expect((await app.findByTestId('student-pending')).textContent).toContain('Waiting for your teacher');
  });

  it('keeps the Desk on its own game: views of the class\'s other tables do not reach it', async () => {
    const { desk, classDesk, client } = classDesks();
    await classDesk.facilitate('CLS123');
    desk.adoptFacilitated('g3', 'CCCCC');
    client.emit(VIEWS[0]);
    client.emit(VIEWS[2]);
    expect(desk.publicView?.status).toBe('LOBBY');
    expect(classDesk.tables.g1.view?.status).toBe('RUNNING');
    // A view of a game outside the class is not the class's.
    client.emit({ ...VIEWS[0], gameId: 'other' });
    expect(classDesk.tables).not.toHaveProperty('other');
  });
});
