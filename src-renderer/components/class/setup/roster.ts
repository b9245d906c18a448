/**
 * A class's roster from what a teacher has at hand: names typed or pasted one per line, a block pasted from a
 * spreadsheet (tab separated), or a CSV file (comma, semicolon or tab separated, quoted fields, a header row).
 * Paste and file go through the same parser (Papa Parse). And the balanced deal of students round the tables,
 * which the host also applies when no assignment is sent. No DOM here.
 *
 * The rules (docs/CLASSROOM.md, "Roster"):
 * - **Separator:** Papa Parse guesses tab, semicolon or comma from the rows (quotes respected). When none is
 *   used the same way on the rows, every line is one name ("García, Lucía" typed on one line stays whole).
 * - **Header row:** the first row is a header when one of its cells is made only of header words (name,
 *   student, first, last, given, family, surname, nom, prénom, nombre, apellido, email, id, group, class…: case,
 *   accents and punctuation ignored) and none of its cells holds an "@". Otherwise the first row is a student.
 * - **Name column:** a column headed like a full name ("Name", "Student", "Full name"); else first and last
 *   name columns put together ("Lucía García"); else the first column of names (no "@", not only digits).
 *   Rows of nothing but names without a header ("García, Lucía"; two cells "Lucía", "García") are read as whole
 *   rows. The teacher may choose another column.
 * - **Names** are cleaned as the host cleans them (src-shared/names.ts), blank ones left out (and counted), and cut
 *   to the {@link SEAT_NAME_MAX} characters a seat shows (noted by name). A repeated name stays a student of its
 *   own, named as the host will name it ("Sam (2)"), and is noted.
 */
import Papa from 'papaparse';
import { cleanName } from '../../../../src-shared/names.ts';
import { CLASS_LIMITS } from '../../../../src-shared/protocol/index.ts';

/** The longest student name the host accepts in `create_class`. */
export const STUDENT_NAME_MAX = 40;
/** The longest name a seat shows: the host cuts a seat's name to this (src-main/host/names.ts), so the roster does too. */
export const SEAT_NAME_MAX = 34;
/** Students per table the setup suggests (the number of tables is the roster divided by this, rounded up). */
export const STUDENTS_PER_TABLE = 5;

/** A way to read the names: one column, a first and a last name column put together, or each whole line. */
export type RosterColumn = {
  /** `c2` (the third column), `fl:1:2` (columns 1 and 2 as first + last name) or `line`. */
  id: string;
  /** The header's words ("Student", "First name + Last name"); null without a header row. */
  label: string | null;
  /** The column's number from 1 (null for first + last, and for whole lines). */
  index: number | null;
  /** The first value it gives, to recognise it. */
  sample: string;
};

export type RosterStudent = {
  /** The name the student will have (at the table, on the slips, in the CSV). */
  name: string;
  /** As written in the roster (spaces tidied). */
  written: string;
  /** Cut to what a seat shows. */
  shortened: boolean;
  /** An earlier student has the same name: this one is told apart with " (2)", " (3)"… */
  repeat: boolean;
};

export type Roster = {
  /** The students in roster order, exactly as the class will be created. */
  names: string[];
  students: RosterStudent[];
  /** Names cut to fit a seat: as written, and as they will be. */
  shortened: { from: string; to: string }[];
  /** Repeated names: the name as written, and how this student will be called. */
  duplicates: { name: string; as: string }[];
  /** Rows with something in them but no name in the chosen column (left out). */
  blankRows: number;
  /** The header row's cells, when the first row is one (it is not a student). */
  header: string[] | null;
  /** The separator found (null: one name per line). */
  separator: 'tab' | 'comma' | 'semicolon' | null;
  /** The ways to read the names the teacher may choose between (empty for one name per line). */
  columns: RosterColumn[];
  /** The way used (an id of `columns`; `line` for one name per line). */
  column: string;
};

const SEPARATORS: Record<string, Roster['separator']> = { '\t': 'tab', ',': 'comma', ';': 'semicolon' };
/** The ASCII unit separator: never in a roster, so a text without one reads as one field per line. */
const NO_SEPARATOR = '\u001f';

/** Words of a full-name column. */
const NAME_WORDS = new Set(['name', 'names', 'student', 'students', 'pupil', 'pupils', 'learner', 'learners', 'full', 'fullname', 'studentname', 'nom', 'noms', 'nombre', 'nombres', 'nome', 'naam']);
/** Words of a first-name column. */
const FIRST_WORDS = new Set(['first', 'firstname', 'given', 'givenname', 'forename', 'forenames', 'prenom', 'prenoms', 'vorname']);
/** Words of a last-name column. */
const LAST_WORDS = new Set(['last', 'lastname', 'family', 'familyname', 'surname', 'surnames', 'apellido', 'apellidos', 'famille', 'nachname', 'cognome']);
/** Words of other columns a roster export has (they make a header row, never a name column). */
const OTHER_WORDS = new Set([
  'email', 'emails', 'e', 'mail', 'address', 'courriel', 'correo', 'id', 'number', 'no', 'num', 'nr', 'group', 'groups', 'class', 'classe', 'clase',
  'grade', 'year', 'form', 'homeroom', 'section', 'period', 'table', 'team', 'gender', 'sex', 'dob', 'birth', 'date', 'phone', 'notes', 'username', 'login', 'user', 'code',
]);
/** Small words a header may hold between the others ("Name of student", "Nom de famille"). */
const FILLER_WORDS = new Set(['of', 'the', 'de', 'du', 'la', 'le', 'del', 'y', 'and', 'et', 's', 'middle', 'preferred', 'legal']);

/** A header cell's words: lower case, accents and punctuation gone ("E-mail" → e mail, "Prénom" → prenom). */
function words(cell: string): string[] {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

const KNOWN = (w: string) => NAME_WORDS.has(w) || FIRST_WORDS.has(w) || LAST_WORDS.has(w) || OTHER_WORDS.has(w);

/** A cell made only of header words (at least one of them a real one, not a filler). */
function isHeaderCell(cell: string): boolean {
  const ws = words(cell);
  return ws.length > 0 && ws.length <= 5 && ws.some(KNOWN) && ws.every((w) => KNOWN(w) || FILLER_WORDS.has(w));
}

/** The first row is a header when a cell of it is a header word and none holds an address (a student's email). */
export function isHeaderRow(row: readonly string[]): boolean {
  return row.some(isHeaderCell) && !row.some((cell) => cell.includes('@'));
}

/** `other`: a column a roster has besides names (email, id, group…); `unknown`: words this file does not know. */
type Kind = 'name' | 'first' | 'last' | 'other' | 'unknown';

/** What a header cell names. `nom` is a last name beside a prénom column; `nombre` a first name beside an apellido one. */
function kindOf(cell: string, header: readonly string[]): Kind {
  const ws = words(cell);
  const all = header.flatMap(words);
  if (ws.some((w) => OTHER_WORDS.has(w)) || ws.includes('middle')) return 'other';
  if (ws.some((w) => FIRST_WORDS.has(w))) return 'first';
  if (ws.some((w) => LAST_WORDS.has(w))) return 'last';
  if (ws.includes('nom') && all.some((w) => w === 'prenom' || w === 'prenoms')) return 'last';
  if (ws.includes('nombre') && all.some((w) => w === 'apellido' || w === 'apellidos')) return 'first';
  if (ws.some((w) => NAME_WORDS.has(w))) return 'name';
  return 'unknown';
}

/** A cell that could be a name (not an email address, not a number or a code of digits). */
function nameLike(cell: string): boolean {
  const v = cell.trim();
  return v !== '' && !v.includes('@') && /\p{L}/u.test(v) && !/^[\p{N}\W_]+$/u.test(v);
}

/** Only letters, spaces and the marks names have: a column with nothing else is a column of names. */
const plainName = (cell: string) => /^[\p{L}\p{M}' .’-]+$/u.test(cell.trim());

/** Drops the spaces typed before an opening quote at a field's start (`1, "García, Lucía"`), outside quoted fields. */
function tidyQuotes(text: string, separator: string): string {
  let out = '';
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (fieldStart && c === ' ') {
      let j = i;
      while (text[j] === ' ') j++;
      // Spaces before a quote go; spaces before anything else are the field's own (Papa Parse keeps them).
      if (text[j] !== '"') out += text.slice(i, j);
      i = j - 1;
      fieldStart = false;
      continue;
    }
    out += c;
    if (c === '"') quoted = !quoted;
    fieldStart = !quoted && (c === separator || c === '\n');
  }
  return out;
}

/** The rows of a roster text: Papa Parse, the separator guessed (none: one field per line), blank lines left out. */
export function rosterRows(text: string): { rows: string[][]; separator: Roster['separator'] } {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const guess = Papa.parse<string[]>(body, { delimitersToGuess: ['\t', ';', ','], skipEmptyLines: 'greedy' });
  const guessed = !guess.errors.some((e) => e.code === 'UndetectableDelimiter') && guess.meta.delimiter in SEPARATORS;
  const delimiter = guessed ? guess.meta.delimiter : NO_SEPARATOR;
  const parsed = Papa.parse<string[]>(tidyQuotes(body, delimiter), { delimiter, skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => row.some((cell) => cell.trim() !== ''));
  return { rows, separator: guessed ? SEPARATORS[delimiter] : null };
}

const columnId = (i: number) => `c${i}`;

/** The ways to read names from rows (with the header's labels when there is one), and the one chosen by default. */
function columnChoices(rows: readonly string[][], header: string[] | null, separator: Roster['separator']): { columns: RosterColumn[]; preferred: string } {
  const body = header ? rows.slice(1) : rows;
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width <= 1) return { columns: [], preferred: 'line' };
  const sample = (i: number) => body.find((r) => (r[i] ?? '').trim() !== '')?.[i]?.trim() ?? '';
  const columns: RosterColumn[] = Array.from({ length: width }, (_, i) => ({ id: columnId(i), label: header ? (header[i] ?? '').trim() || null : null, index: i + 1, sample: sample(i) }));
  const kinds = header ? header.map((cell) => kindOf(cell, header)) : [];
  const first = kinds.indexOf('first');
  const last = kinds.indexOf('last');
  if (first >= 0 && last >= 0) {
    const both = body.find((r) => (r[first] ?? '').trim() !== '');
    columns.push({
      id: `fl:${first}:${last}`,
      label: `${header![first].trim()} + ${header![last].trim()}`,
      index: null,
      sample: both ? `${both[first].trim()} ${(both[last] ?? '').trim()}`.trim() : '',
    });
  }
  const lineSample = body[0] ? body[0].map((c) => c.trim()).join(separator === 'tab' ? ' ' : separator === 'semicolon' ? '; ' : ', ') : '';
  columns.push({ id: 'line', label: null, index: null, sample: lineSample });

  const named = kinds.indexOf('name');
  let preferred: string;
  if (named >= 0) preferred = columnId(named);
  else if (first >= 0 && last >= 0) preferred = `fl:${first}:${last}`;
  else if (first >= 0) preferred = columnId(first);
  else if (last >= 0) preferred = columnId(last);
  else {
    const filled = (i: number) => body.filter((r) => (r[i] ?? '').trim() !== '');
    const all = Array.from({ length: width }, (_, i) => i);
    const isNames = (i: number) => filled(i).length > 0 && filled(i).every((r) => nameLike(r[i]));
    // Nothing but names on every row ("García, Lucía"; "Lucía<tab>García" copied from two cells): read whole.
    const allPlain = !header && (separator === 'comma' || separator === 'tab') && all.every((i) => filled(i).every((r) => plainName(r[i])));
    const found = all.find((i) => kinds[i] !== 'other' && isNames(i)) ?? all.find(isNames);
    preferred = allPlain ? 'line' : columnId(found ?? 0);
  }
  return { columns, preferred };
}

/**
 * Cut to what a seat shows, as the host cuts it (characters, not UTF-16 units). Names of emoji or other
 * characters beyond the BMP are cut a little more, so that with a " (2)" they stay within what the host accepts.
 */
function fitSeat(name: string): string {
  const chars = [...name];
  const roomy = STUDENT_NAME_MAX - ' (9)'.length;
  if (chars.length <= SEAT_NAME_MAX && name.length <= roomy) return name;
  const cut = chars.slice(0, SEAT_NAME_MAX);
  while (cut.join('').length > roomy) cut.pop();
  return cut.join('').trim();
}

/** The host's rule for a name already taken (src-main/host/names.ts): "Sam (2)", "Sam (3)"… */
function uniqueIn(base: string, used: Set<string>): string {
  if (!used.has(base.toLocaleLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

/** Names as written (one per row, blanks included) into the roster the class is created with. */
export function cleanNames(raw: readonly string[]): Pick<Roster, 'names' | 'students' | 'shortened' | 'duplicates' | 'blankRows'> {
  const students: RosterStudent[] = [];
  const used = new Set<string>();
  const written = new Set<string>();
  let blankRows = 0;
  for (const line of raw) {
    const clean = cleanName(line);
    if (clean === '') {
      blankRows++;
      continue;
    }
    const fitted = fitSeat(clean);
    const repeat = used.has(fitted.toLocaleLowerCase()) || written.has(clean.toLocaleLowerCase());
    const name = uniqueIn(fitted, used);
    used.add(name.toLocaleLowerCase());
    written.add(clean.toLocaleLowerCase());
    students.push({ name, written: clean, shortened: fitted !== clean, repeat });
  }
  return {
    names: students.map((s) => s.name),
    students,
    shortened: students.filter((s) => s.shortened).map((s) => ({ from: s.written, to: fitSeat(s.written) })),
    duplicates: students.filter((s) => s.repeat).map((s) => ({ name: s.written, as: s.name })),
    blankRows,
  };
}

/** The name a row gives under a way of reading it. */
function nameOf(row: readonly string[], column: string, separator: Roster['separator']): string {
  if (column === 'line') return row.map((c) => c.trim()).filter((c) => c !== '').join(separator === 'tab' ? ' ' : separator === 'semicolon' ? '; ' : ', ');
  const pair = /^fl:(\d+):(\d+)$/.exec(column);
  if (pair) return `${row[Number(pair[1])] ?? ''} ${row[Number(pair[2])] ?? ''}`;
  return row[Number(column.slice(1))] ?? '';
}

/**
 * The roster a text gives: pasted or typed names, a spreadsheet's rows or a CSV file's text. `column` is the
 * teacher's choice of the name column (an id from `columns`); left out, or not one of this text's, the default.
 */
export function parseRoster(text: string, column?: string | null): Roster {
  const { rows, separator } = rosterRows(text);
  const header = rows.length > 0 && isHeaderRow(rows[0]) ? rows[0].map((c) => c.trim()) : null;
  const body = header ? rows.slice(1) : rows;
  const { columns, preferred } = columnChoices(rows, header, separator);
  const chosen = column && columns.some((c) => c.id === column) ? column : preferred;
  const cleaned = cleanNames(body.map((row) => nameOf(row, chosen, separator)));
  return { ...cleaned, header, separator, columns, column: chosen };
}

/** Names one per line, for the roster box: a name holding a separator or a quote is quoted, so it reads back whole. */
export function rosterLines(names: readonly string[]): string {
  return names.map((n) => (/[",;\t]/.test(n) ? `"${n.replace(/"/g, '""')}"` : n)).join('\n');
}

/** The number of tables the setup suggests for a roster: one per five students, at least one, at most the host's limit. */
export function defaultTableCount(students: number): number {
  return Math.min(CLASS_LIMITS.tables, Math.max(1, Math.ceil(students / STUDENTS_PER_TABLE)));
}

/** Students dealt round the tables in roster order (table sizes differ by at most one): `assign[i]` is student i's table. */
export function balancedAssignment(students: number, tables: number): number[] {
  const n = Math.max(1, tables);
  return Array.from({ length: students }, (_, i) => i % n);
}

/** How many students each table has under an assignment. */
export function tableSizes(assign: readonly number[], tables: number): number[] {
  const sizes = Array.from({ length: tables }, () => 0);
  for (const table of assign) if (table >= 0 && table < tables) sizes[table]++;
  return sizes;
}
