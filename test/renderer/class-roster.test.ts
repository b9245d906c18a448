/**
 * The class setup's data: a roster from pasted names, a spreadsheet or a CSV (header row or not, the name column,
 * quoted fields, separators, long and repeated names), the balanced deal round the tables, the routes of the class pages, and the
 * `create_class` command the setup sends.
 */
import { describe, expect, it } from 'vitest';
import { balancedAssignment, defaultTableCount, parseRoster, rosterLines, rosterRows, SEAT_NAME_MAX, STUDENT_NAME_MAX, tableSizes } from '../../src-renderer/components/class/setup/roster.ts';
import { buildCreateClass, setupProblems, type ClassSetup } from '../../src-renderer/components/class/setup/setup.ts';
import { defaultOptions, formGame } from '../../src-renderer/components/shell/new-game.ts';
import { isClassRoute, parseRoute } from '../../src-renderer/lib/route.ts';
import { classHash, classUrl, studentUrl } from '../../src-renderer/components/class/class-nav.ts';

describe('a roster typed or pasted', () => {
  it('takes one name per line, trimmed, without blank lines', () => {
    const roster = parseRoster('  Ana Silva \r\n\nBen  Okafor\n\t\n   \nChloé\n');
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor', 'Chloé']);
    expect(roster.header).toBeNull();
    expect(roster.separator).toBeNull();
    expect(roster.columns).toEqual([]);
    expect(roster.blankRows).toBe(0);
  });

  it('keeps a repeated name as a student of its own, named as the host will name it, and notes it', () => {
    const roster = parseRoster('Sam Lee\nAna\nsam lee\nSam Lee\n');
    expect(roster.names).toEqual(['Sam Lee', 'Ana', 'sam lee (2)', 'Sam Lee (3)']);
    expect(roster.duplicates).toEqual([
      { name: 'sam lee', as: 'sam lee (2)' },
      { name: 'Sam Lee', as: 'Sam Lee (3)' },
    ]);
    expect(roster.students.map((s) => s.repeat)).toEqual([false, false, true, true]);
  });

  it('does not take a first line that is a name for a header', () => {
    for (const first of ['Grace Hopper', 'Ana Last', 'Nomvula Dube', 'Lucía García']) {
      const roster = parseRoster(`${first}\nBen Okafor\n`);
      expect(roster.header).toBeNull();
      expect(roster.names).toEqual([first, 'Ben Okafor']);
    }
  });

  it('skips a one-column header ("Name", "Students", "Nom de l’élève" is not one: élève is no header word)', () => {
    expect(parseRoster('Name\nAna\nBen\n')).toMatchObject({ header: ['Name'], names: ['Ana', 'Ben'] });
    expect(parseRoster('STUDENTS\nAna\n')).toMatchObject({ header: ['STUDENTS'], names: ['Ana'] });
    expect(parseRoster('Student name:\nAna\n')).toMatchObject({ header: ['Student name:'], names: ['Ana'] });
  });

  it('keeps "García, Lucía" whole on a line among plain names, and reads lines of "Last, First" as whole names', () => {
    expect(parseRoster('Ana Silva\nGarcía, Lucía\nBen Okafor\n').names).toEqual(['Ana Silva', 'García, Lucía', 'Ben Okafor']);
    const lastFirst = parseRoster('García, Lucía\nSilva, Ana\n');
    expect(lastFirst.names).toEqual(['García, Lucía', 'Silva, Ana']);
    expect(lastFirst.column).toBe('line');
    // Two cells of a spreadsheet (first name, last name) copied without a header: the whole row.
    expect(parseRoster('Lucía\tGarcía\nAna\tSilva\n').names).toEqual(['Lucía García', 'Ana Silva']);
    // The teacher may still read a column of it.
    expect(parseRoster('García, Lucía\nSilva, Ana\n', 'c1').names).toEqual(['Lucía', 'Ana']);
  });

  it('shortens a name longer than a seat shows (34 characters), says which, and keeps the student', () => {
    const name45 = 'Maria Fernanda de los Angeles Rodriguez Lopez';
    expect([...name45]).toHaveLength(45);
    const roster = parseRoster(`Ana\n${name45}\nBen\n`);
    expect(roster.names).toEqual(['Ana', 'Maria Fernanda de los Angeles Rodr', 'Ben']);
    expect([...roster.names[1]]).toHaveLength(SEAT_NAME_MAX);
    expect(roster.shortened).toEqual([{ from: name45, to: 'Maria Fernanda de los Angeles Rodr' }]);
    expect(roster.students[1]).toMatchObject({ written: name45, shortened: true, repeat: false });
  });

  it('tells apart two long names that shorten to the same one', () => {
    const a = 'Bartholomew Maximilian Alexander Worthington';
    const b = 'Bartholomew Maximilian Alexander Wainwright';
    const roster = parseRoster(`${a}\n${b}\n`);
    expect(roster.names).toEqual(['Bartholomew Maximilian Alexander W', 'Bartholomew Maximilian Alexander W (2)']);
    expect(roster.names.every((n) => n.length <= STUDENT_NAME_MAX)).toBe(true);
    expect(roster.duplicates).toEqual([{ name: b, as: 'Bartholomew Maximilian Alexander W (2)' }]);
  });

  it('cleans names as the host does (invisible characters gone, spaces made single)', () => {
    expect(parseRoster('A\u200Bna   Silva\n\u202Egnp.exe\n').names).toEqual(['Ana Silva', 'gnp.exe']);
  });
});

describe('a roster pasted from a spreadsheet or read from a CSV', () => {
  it('reads a tab-separated paste with the header "Name\\tEmail\\tGroup"', () => {
    const roster = parseRoster('Name\tEmail\tGroup\nAna Silva\tana@school.org\t10B\n\nBen Okafor\tben@school.org\t10B\n');
    expect(roster.separator).toBe('tab');
    expect(roster.header).toEqual(['Name', 'Email', 'Group']);
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor']);
    expect(roster.column).toBe('c0');
    expect(roster.columns.map((c) => [c.id, c.label, c.sample])).toEqual([
      ['c0', 'Name', 'Ana Silva'],
      ['c1', 'Email', 'ana@school.org'],
      ['c2', 'Group', '10B'],
      ['line', null, 'Ana Silva ana@school.org 10B'],
    ]);
  });

  it('reads a comma CSV with the header "Student, Email, Group" and a quoted "García, Lucía"', () => {
    const csv = 'Student, Email, Group\n"García, Lucía", lucia@school.org, 3B\nAna Silva, ana@school.org, 3A\n';
    const roster = parseRoster(csv);
    expect(roster.separator).toBe('comma');
    expect(roster.header).toEqual(['Student', 'Email', 'Group']);
    expect(roster.names).toEqual(['García, Lucía', 'Ana Silva']);
  });

  it('honours a quoted field after a comma and a space, doubled quotes and line breaks in quotes', () => {
    const csv = 'ID, Student\n1, "García, Lucía"\n2,"Dee ""DJ"" Jones"\r\n3,"Line\nBreak"\n';
    expect(parseRoster(csv).names).toEqual(['García, Lucía', 'Dee "DJ" Jones', 'Line Break']);
  });

  it('reads the column headed like a name (any case, any place), semicolon-separated too', () => {
    const roster = parseRoster('ID;Email;Full Name\n1;ana@school.org;Ana Silva\n2;ben@school.org;Ben Okafor\n');
    expect(roster.separator).toBe('semicolon');
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor']);
    expect(roster.column).toBe('c2');
  });

  it('puts first and last name columns together ("Lucía García"), in English, French and Spanish', () => {
    expect(parseRoster('Email,First name,Last name\nl@s.org,Lucía,García\nb@s.org,Ben,Okafor\n').names).toEqual(['Lucía García', 'Ben Okafor']);
    expect(parseRoster('Nom;Prénom\nGarcía;Lucía\n').names).toEqual(['Lucía García']);
    expect(parseRoster('Apellidos\tNombre\nGarcía López\tLucía\n').names).toEqual(['Lucía García López']);
    expect(parseRoster('First Name,Middle Name,Last Name\nLucía,María,García\n').names).toEqual(['Lucía García']);
    const roster = parseRoster('given_name,family_name\nLucía,García\n');
    expect(roster.column).toBe('fl:0:1');
    expect(roster.columns.find((c) => c.id === 'fl:0:1')).toMatchObject({ label: 'given_name + family_name', sample: 'Lucía García' });
  });

  it('lets the teacher choose another column', () => {
    const text = 'Student\tPreferred\tEmail\nLucía García\tLucy\tl@s.org\nBenjamin Okafor\tBen\tb@s.org\n';
    expect(parseRoster(text).names).toEqual(['Lucía García', 'Benjamin Okafor']);
    expect(parseRoster(text, 'c1').names).toEqual(['Lucy', 'Ben']);
    expect(parseRoster(text, 'c1').column).toBe('c1');
    // A choice this text does not have (the roster changed): the default again.
    expect(parseRoster(text, 'fl:3:4').column).toBe('c0');
  });

  it('takes the first column of names when there is no header row (not an email or a number)', () => {
    const roster = parseRoster('1\tAna Silva\tana@school.org\n2\tBen Okafor\tben@school.org\n');
    expect(roster.header).toBeNull();
    expect(roster.names).toEqual(['Ana Silva', 'Ben Okafor']);
    expect(roster.column).toBe('c1');
    expect(parseRoster('Ana Silva,10B\nBen Okafor,10B\n').names).toEqual(['Ana Silva', 'Ben Okafor']);
  });

  it('does not take a first row with an email address for a header', () => {
    expect(parseRoster('Grace Group\tgrace@school.org\nBen\tben@school.org\n').names).toEqual(['Grace Group', 'Ben']);
  });

  it('counts rows without a name in the chosen column, and a BOM is no part of the header', () => {
    const roster = parseRoster('\uFEFFname,email\nAna,a@s.org\n,x@s.org\n ,\nBen,b@s.org\n');
    expect(roster.header).toEqual(['name', 'email']);
    expect(roster.names).toEqual(['Ana', 'Ben']);
    expect(roster.blankRows).toBe(1);
  });

  it('gives the same names back from its lines (names with commas quoted)', () => {
    const names = ['García, Lucía', 'Dee "DJ" Jones', 'Ana'];
    expect(parseRoster(rosterLines(names)).names).toEqual(names);
  });

  it('splits quoted tab-separated rows', () => {
    expect(rosterRows('a\tb\n"c\td"\te\n').rows).toEqual([
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
