/**
 * The class setup's data: a roster from pasted names or a CSV (header row, quoted fields, other separators,
 * duplicates set apart), the balanced deal round the tables, the routes of the class pages, and the
 * `create_class` command the setup sends.
 */
import { describe, expect, it } from 'vitest';
import { balancedAssignment, csvRows, defaultTableCount, parseRosterCsv, parseRosterText, tableSizes } from '../../src-renderer/components/class/setup/roster.ts';
import { buildCreateClass, setupProblems, type ClassSetup } from '../../src-renderer/components/class/setup/setup.ts';
import { defaultOptions, formGame } from '../../src-renderer/components/shell/new-game.ts';
import { isClassRoute, parseRoute } from '../../src-renderer/lib/route.ts';
import { classHash, classUrl, studentUrl } from '../../src-renderer/components/class/class-nav.ts';

describe('a roster typed or pasted', () => {
  it('takes one name per line, trimmed, without empty lines, each name once (the repeats noted)', () => {
    const roster = parseRosterText('  Ana Silva \r\n\nBen  Okafor\n\t\nana silva\nChloé\nBen Okafor\n');
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor', 'Chloé']);
    expect(roster.duplicates).toEqual(['ana silva', 'Ben Okafor']);
    expect(roster.tooLong).toEqual([]);
  });

  it('sets apart names longer than the host accepts', () => {
    const long = 'X'.repeat(41);
    expect(parseRosterText(`Ana\n${long}`)).toEqual({ names: ['Ana'], duplicates: [], tooLong: [long] });
  });
});

describe('a roster CSV', () => {
  it('reads the column headed "name" in any case and skips the header row', () => {
    const roster = parseRosterCsv('ID,Name,Email\n1,Ana Silva,ana@school.org\n2,Ben Okafor,ben@school.org\n');
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor']);
    expect(roster.column).toBe('Name');
  });

  it('reads the "student" column, quoted fields with commas, doubled quotes and line breaks', () => {
    const csv = 'Group,Student\n10B,"Okafor, Ben"\n10B,"Dee ""DJ"" Jones"\r\n10B,"Line\nBreak"\n';
    expect(parseRosterCsv(csv).names).toEqual(['Okafor, Ben', 'Dee "DJ" Jones', 'Line Break']);
  });

  it('puts first and last name columns together when there is no name column', () => {
    expect(parseRosterCsv('First name;Last name\nAna;Silva\nBen;Okafor\n').names).toEqual(['Ana Silva', 'Ben Okafor']);
  });

  it('takes the first column of every row when there is no header row', () => {
    const roster = parseRosterCsv('Ana Silva,10B\nBen Okafor,10B\n');
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor']);
    expect(roster.column).toBeNull();
  });

  it('drops empty cells and duplicates, noting the duplicates', () => {
    const roster = parseRosterCsv('\uFEFFname\nAna\n\n ,\nana\nBen\n');
    expect(roster.names).toEqual(['Ana', 'Ben']);
    expect(roster.duplicates).toEqual(['ana']);
  });

  it('splits tab-separated rows', () => {
    expect(csvRows('a\tb\n"c\td"\te\n')).toEqual([
      ['a', 'b'],
      ['c\td', 'e'],
    ]);
  });
});

describe('the tables', () => {
  it('suggest one table per five students', () => {
    expect([0, 1, 5, 6, 23].map(defaultTableCount)).toEqual([1, 1, 1, 2, 5]);
  });

  it('deal students round the tables in roster order, sizes differing by at most one', () => {
    const assign = balancedAssignment(11, 3);
    expect(assign).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1]);
    expect(tableSizes(assign, 3)).toEqual([4, 4, 3]);
  });
});

describe('the class setup command', () => {
  const sectors = formGame('sectors');
  const setup = (patch: Partial<ClassSetup> = {}): ClassSetup => ({
    name: '10B',
    students: ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'],
    tables: 2,
    game: sectors,
    options: defaultOptions(sectors),
    botLevel: 'medium',
    seatsPerTable: null,
    assign: balancedAssignment(6, 2),
    manual: false,
    ...patch,
  });

  it('sends the roster, one table spec per table with the game and options, and no assignment while balanced', () => {
    const command = buildCreateClass(setup());
    expect(command.name).toBe('10B');
    expect(command.students).toEqual(['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay']);
    expect(command.tables.map((t) => t.name)).toEqual(['Table 1', 'Table 2']);
    expect(command.tables[0]).toMatchObject({ game: 'sectors', botLevel: 'medium', options: defaultOptions(sectors) });
    expect(command.tables[0]).not.toHaveProperty('seats');
    expect(command).not.toHaveProperty('assign');
  });

  it('sends the assignment once someone was moved, the seats per table and the planned end', () => {
    const command = buildCreateClass(setup({ manual: true, assign: [0, 0, 0, 1, 1, 1], seatsPerTable: 4, plannedEndAt: 1234 }));
    expect(command.assign).toEqual([0, 0, 0, 1, 1, 1]);
    expect(command.tables[1]).toMatchObject({ seats: 4, options: { plannedEndAt: 1234 } });
  });

  it('names what is wrong: an empty roster, a table over the game\'s seats, an empty table', () => {
    expect(setupProblems(setup({ students: [], assign: [] }))).toContain('The roster is empty: add at least one student.');
    const crowded = setupProblems(setup({ students: Array.from({ length: 30 }, (_, i) => `S${i}`), assign: Array.from({ length: 30 }, () => 0), tables: 2 }));
    expect(crowded.some((p) => p.startsWith('Table 1 has 30 students'))).toBe(true);
    expect(crowded).toContain('Table 2 has no students: use fewer tables or move someone there.');
    expect(setupProblems(setup())).toEqual([]);
  });
});

describe('the class routes', () => {
  it('parse the class pages, the projector and a student link', () => {
    expect(parseRoute('/class/new')).toEqual({ screen: 'class-setup' });
    expect(parseRoute('/class/abc123')).toEqual({ screen: 'class', code: 'ABC123' });
    expect(parseRoute('/class/ABC123/slips')).toEqual({ screen: 'class-slips', code: 'ABC123' });
    expect(parseRoute('/', '#/class/ABC123/report')).toEqual({ screen: 'class-report', code: 'ABC123' });
    expect(parseRoute('/classroom/abc123/')).toEqual({ screen: 'classroom', code: 'ABC123' });
    expect(parseRoute('/s/aB3dE6gH')).toEqual({ screen: 'student', key: 'aB3dE6gH' });
    expect(parseRoute('/class/ABC123/other')).toEqual({ screen: 'start' });
    expect(parseRoute('/s/abc')).toEqual({ screen: 'start' });
  });

  it('keep the game routes as they were', () => {
    expect(parseRoute('/join/abcde')).toEqual({ screen: 'join', code: 'ABCDE' });
    expect(parseRoute('/', '#/watch/ABCDE')).toEqual({ screen: 'watch', code: 'ABCDE' });
    expect(parseRoute('/project/ABCDE')).toEqual({ screen: 'project', code: 'ABCDE' });
    expect(parseRoute('/facilitate/ABCDE')).toEqual({ screen: 'facilitate', code: 'ABCDE' });
    expect(parseRoute('/')).toEqual({ screen: 'start' });
  });

  it('tell the class pages apart and build their addresses', () => {
    expect(isClassRoute(parseRoute('/class/ABC123'))).toBe(true);
    expect(isClassRoute(parseRoute('/s/aB3dE6gH'))).toBe(false);
    expect(classHash('class-slips', 'abc123')).toBe('#/class/ABC123/slips');
    expect(parseRoute('/', classHash('classroom', 'ABC123'))).toEqual({ screen: 'classroom', code: 'ABC123' });
    expect(parseRoute('/', classHash('class-setup'))).toEqual({ screen: 'class-setup' });
    expect(classUrl('http://192.168.1.20:4719/', 'ABC123')).toBe('http://192.168.1.20:4719/#/class/ABC123');
    expect(studentUrl('http://192.168.1.20:4719/', 'aB3dE6gH')).toBe('http://192.168.1.20:4719/s/aB3dE6gH');
    expect(parseRoute(new URL(studentUrl('http://h:1/', 'aB3dE6gH')).pathname)).toEqual({ screen: 'student', key: 'aB3dE6gH' });
  });
});
