/**
 * A class's roster from what a teacher has at hand: names typed or pasted one per line, or a CSV exported
 * from a school system or a spreadsheet (comma, semicolon or tab separated, quoted fields, a header row). And
 * the balanced deal of students round the tables, which the host also applies when no assignment is sent.
 * No DOM here.
 */
import { CLASS_LIMITS } from '../../../../src-shared/protocol/index.ts';

/** The longest student name the host accepts. */
export const STUDENT_NAME_MAX = 40;
/** Students per table the setup suggests (the number of tables is the roster divided by this, rounded up). */
export const STUDENTS_PER_TABLE = 5;

export type Roster = {
  /** Names in roster order, trimmed, each once. */
  names: string[];
  /** Names left out because an earlier line had them already (compared without case). */
  duplicates: string[];
  /** Names longer than the host accepts (kept out of `names`). */
  tooLong: string[];
};

/** Cleans a list of names: trimmed (inner spaces made single), empties dropped, duplicates and overlong names set apart. */
export function cleanNames(raw: readonly string[]): Roster {
  const names: string[] = [];
  const duplicates: string[] = [];
  const tooLong: string[] = [];
  const seen = new Set<string>();
  for (const line of raw) {
    const name = line.replace(/\s+/g, ' ').trim();
    if (name === '') continue;
    if (name.length > STUDENT_NAME_MAX) {
      tooLong.push(name);
      continue;
    }
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) duplicates.push(name);
    else {
      seen.add(key);
      names.push(name);
    }
  }
  return { names, duplicates, tooLong };
}

/** Names typed or pasted into the roster box, one per line. */
export function parseRosterText(text: string): Roster {
  return cleanNames(text.split(/\r\n|\r|\n/));
}

/** The separator a CSV uses: the most frequent of comma, semicolon and tab on its first line (outside quotes). */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0].replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((sep) => ({ sep, n: firstLine.split(sep).length - 1 }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).sep;
}

/** CSV rows (RFC 4180: quoted fields may hold separators, doubled quotes and line breaks). */
export function csvRows(text: string, separator = separatorOf(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Header words of a name column, best first; and those a header row may hold besides. */
const NAME_HEADERS = ['name', 'student', 'student name', 'full name', 'pupil', 'learner'];
const FIRST_HEADERS = ['first name', 'firstname', 'given name', 'forename'];
const LAST_HEADERS = ['last name', 'lastname', 'surname', 'family name'];
const OTHER_HEADERS = ['id', 'email', 'e-mail', 'class', 'group', 'form', 'grade', 'year', 'number', 'no', 'table'];

const norm = (cell: string) => cell.trim().toLowerCase().replace(/[_.]+/g, ' ');

/**
 * The names of a roster CSV: the column headed name / student (any case), or first and last name columns put
 * together, else the first column. The header row, when the first row is one, is not a student.
 */
export function parseRosterCsv(text: string): Roster & { column: string | null } {
  const rows = csvRows(text);
  if (rows.length === 0) return { ...cleanNames([]), column: null };
  const header = rows[0].map(norm);
  const known = [...NAME_HEADERS, ...FIRST_HEADERS, ...LAST_HEADERS, ...OTHER_HEADERS];
  const hasHeader = header.some((h) => known.includes(h));
  const body = hasHeader ? rows.slice(1) : rows;
  const named = NAME_HEADERS.map((h) => header.indexOf(h)).find((i) => i >= 0);
  const first = header.findIndex((h) => FIRST_HEADERS.includes(h));
  const last = header.findIndex((h) => LAST_HEADERS.includes(h));
  if (hasHeader && named === undefined && first >= 0) {
    const names = body.map((r) => [r[first] ?? '', last >= 0 ? (r[last] ?? '') : ''].join(' '));
    return { ...cleanNames(names), column: last >= 0 ? `${rows[0][first].trim()} + ${rows[0][last].trim()}` : rows[0][first].trim() };
  }
  const column = hasHeader && named !== undefined ? named : 0;
  return { ...cleanNames(body.map((r) => r[column] ?? '')), column: hasHeader ? rows[0][column].trim() : null };
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
