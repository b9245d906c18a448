/**
 * The tutorial-progress CSV's schema test: docs/CLASSROOM.md's "Tutorial progress CSV" column table is
 * TUTORIAL_CSV_COLUMNS (names, types, meanings, order); rows are RFC 4180 with CR LF, every cell of its column's type,
 * statuses and steps as documented; hostile roster names are guarded against formula injection and quoted.
 */
import { describe, expect, it } from 'vitest';
import { documentedColumns } from './documented-columns.ts';
import { TUTORIAL_CSV_COLUMNS, tutorialCsv, type TutorialCsvRow } from '../../../src-shared/platform/tutorial-csv.ts';


/** Splits simple RFC 4180 records (quoted fields may hold commas and doubled quotes; no line breaks in these). */
function fields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (line[i] === '"' && line[i + 1] === '"') (value += '"'), (i += 2);
        else if (line[i] === '"') break;
        else value += line[i++];
      }
      out.push(value);
      i += 2;
    } else {
      const end = line.indexOf(',', i);
      out.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return out;
}

const base = { tutorial: 'sectors-limit-orders', title: 'Limit orders', game: 'Sectors', assigned: true, steps: 2 };
const at = '2026-11-29 09:05';

describe('tutorial-progress.csv', () => {
  it('documents every column in docs/CLASSROOM.md, in file order', () => {
    expect(documentedColumns('Tutorial progress CSV')).toEqual(TUTORIAL_CSV_COLUMNS.map((c) => ({ name: c.name, type: c.type, doc: c.doc })));
  });

  it('writes one typed row per student and tutorial, statuses and steps as documented', () => {
    const rows: TutorialCsvRow[] = [
      { ...base, student: 'Ana', run: { stage: 'done', step: 2, steps: 2, wrongMoves: 0, started: at, completed: '2026-11-29 09:07' } },
      { ...base, student: 'Ben', run: { stage: 'result', step: 0, steps: 2, wrongMoves: 3, started: at, completed: null } },
      { ...base, student: 'Cai', run: { stage: 'step', step: 1, steps: 2, wrongMoves: 1, started: at, completed: null } },
      { ...base, student: 'Dee', assigned: false, run: null },
    ];
    const text = tutorialCsv('Period 3', rows);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = text.slice(0, -2).split('\r\n');
    expect(header).toBe(TUTORIAL_CSV_COLUMNS.map((c) => c.name).join(','));
    const table = lines.map(fields);
    for (const row of table) {
      expect(row).toHaveLength(TUTORIAL_CSV_COLUMNS.length);
      TUTORIAL_CSV_COLUMNS.forEach((c, i) => {
        if (c.type === 'integer') expect(row[i], c.name).toMatch(/^\d+$/);
      });
    }
    const pick = (row: string[], ...names: string[]) => names.map((n) => row[TUTORIAL_CSV_COLUMNS.findIndex((c) => c.name === n)]);
    const cols = ['student', 'assigned', 'status', 'steps_done', 'steps', 'wrong_moves', 'star', 'started_at', 'completed_at'];
    expect(table.map((r) => pick(r, ...cols))).toEqual([
      ['Ana', 'yes', 'done', '2', '2', '0', 'yes', '2026-11-29 09:05', '2026-11-29 09:07'],
      ['Ben', 'yes', 'in progress', '1', '2', '3', 'no', '2026-11-29 09:05', ''],
      ['Cai', 'yes', 'in progress', '1', '2', '1', 'no', '2026-11-29 09:05', ''],
      ['Dee', 'no', 'not started', '0', '2', '0', 'no', '', ''],
    ]);
  });

  it('guards hostile names against formulas and quotes commas and quotes', () => {
    const text = tutorialCsv('=HYPERLINK("x")', [{ ...base, student: '@SUM(1,2)', title: 'Shorts, "margin"', run: null }]);
    const row = fields(text.split('\r\n')[1]);
    expect(row[0]).toBe('\'=HYPERLINK("x")');
    expect(row[1]).toBe('\'@SUM(1,2)');
    expect(row[3]).toBe('Shorts, "margin"');
  });
});
