/** Options of `npm run bench:capacity` (bench-capacity.ts), read and checked before anything starts. */
import { parseArgs } from 'node:util';
import { CLASS_LIMITS } from '../../src-shared/protocol/class-commands.ts';
import { intOption } from './int-option.ts';

export type CapacityArgs = {
  /** The sweep: numbers of tables, run one after the other on a fresh host each. */
  tables: number[];
  /** Measured seconds per N (after the warm-up). */
  seconds: number;
  warmupSeconds: number;
  /** The mix of game kinds, dealt round the tables in this order (each must be a kind of the registry). */
  games: string[];
  studentsPerTable: number;
  /** Extra seats per table that bots play, where the game has room for them. */
  botsPerTable: number;
  /** Tables per ordinary class (one dashboard each). */
  classTables: number;
  /** At N ≥ this, one teacher (one dashboard connection) runs this many tables, with a class projector over them; 0: none. */
  teacherTables: number;
  /** A scripted student waits this long (uniform, ms) before it answers a window it must act in. */
  thinkMs: [number, number];
  /** The lesson each table is planned for ("fits in N minutes"): its game options and pace. */
  lessonMinutes: number;
  botThinkMs: number;
  /** p99 budget of command → last client (ms) for the knee. */
  budgetMs: number;
  seed: number;
  /** Go on after an N over budget (default: stop there — larger N would only fail slower). */
  keepGoing: boolean;
  /** Folder for a CPU profile of the host of each step (`node --cpu-prof`), or null. */
  profileDir: string | null;
  /** Every client takes full views (as clients that do not ask for view deltas); default: deltas, as the browsers. */
  fullViews: boolean;
  json: boolean;
};

export const DEFAULT_SWEEP = [10, 40, 160, 320, 640, 1000];
export const DEFAULT_GAMES = ['sectors', 'tycoon', 'sr1876'];

export const CAPACITY_USAGE = `usage: npm run bench:capacity -- [--tables 10,40,160] [--seconds S] [--warmup S] [--games a,b,c] [--students N] [--bots N]
                                 [--class-tables N] [--teacher-tables N] [--think MIN-MAX] [--lesson MIN] [--bot-think MS]
                                 [--budget MS] [--seed N] [--keep-going] [--profile DIR] [--full-views] [--json]
  --tables LIST        numbers of tables to sweep, ascending (default ${DEFAULT_SWEEP.join(',')})
  --seconds S          measured seconds per N (default 60)
  --warmup S           seconds of play before measuring (default 10)
  --games LIST         game kinds dealt round the tables (default ${DEFAULT_GAMES.join(',')}; any kind the host plays)
  --students N         scripted students per table (default 6)
  --bots N             bot seats per table on top, where the game has room (default 1)
  --class-tables N     tables per class, one dashboard each (default 6)
  --teacher-tables N   at N ≥ this, one teacher's dashboard runs this many tables with a class projector over them (default 80; 0: none)
  --think MIN-MAX      seconds a student waits before answering (default 3-10)
  --lesson MIN         the lesson every table is planned for, in minutes: its options and pace (default 45)
  --bot-think MS       the host's bot thinking time (default 700, as npm run serve)
  --budget MS          p99 of command → last client that still counts as held (default 50)
  --seed N             seed of the students' think times and of the tables (default 1)
  --keep-going         run the larger N after one over budget too
  --profile DIR        CPU profiles of each step's host, whole run, in DIR/<N>-tables (node --cpu-prof; Chrome DevTools opens them)
  --full-views         clients take a full view on every change (default: view deltas, as the browsers ask)
  --json               one JSON object instead of the text report`;

function int(name: string, raw: string, min: number, max: number): number {
  const read = intOption(name, raw, min, max);
  if (!read.ok) throw new Error(`${read.message}\n${CAPACITY_USAGE}`);
  return read.value;
}

/** Parses the options; throws an Error with the usage on bad input. `kinds` are the kinds the registry knows. */
export function parseCapacityArgs(argv: string[], kinds: readonly string[]): CapacityArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      tables: { type: 'string', default: DEFAULT_SWEEP.join(',') },
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      games: { type: 'string', default: DEFAULT_GAMES.join(',') },
      students: { type: 'string', default: '6' },
      bots: { type: 'string', default: '1' },
      'class-tables': { type: 'string', default: '6' },
      'teacher-tables': { type: 'string', default: '80' },
      think: { type: 'string', default: '3-10' },
      lesson: { type: 'string', default: '45' },
      'bot-think': { type: 'string', default: '700' },
      budget: { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
      'keep-going': { type: 'boolean', default: false },
      profile: { type: 'string' },
      'full-views': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(CAPACITY_USAGE);
  const tables = values.tables.split(',').map((t) => int('tables', t, 1, 5000));
  if (tables.some((t, i) => i > 0 && t <= tables[i - 1])) throw new Error(`--tables must be ascending, got "${values.tables}"\n${CAPACITY_USAGE}`);
  const games = values.games.split(',').map((g) => g.trim());
  const unknown = games.filter((g) => !kinds.includes(g));
  if (unknown.length > 0 || games.length === 0) throw new Error(`--games: unknown kind ${unknown.join(', ')} (this build plays ${kinds.join(', ')})\n${CAPACITY_USAGE}`);
  const think = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(values.think);
  if (!think || Number(think[1]) > Number(think[2])) throw new Error(`--think must be MIN-MAX seconds, got "${values.think}"\n${CAPACITY_USAGE}`);
  return {
    tables,
    seconds: int('seconds', values.seconds, 1, 3600),
    warmupSeconds: int('warmup', values.warmup, 0, 600),
    games,
    studentsPerTable: int('students', values.students, 1, 20),
    botsPerTable: int('bots', values.bots, 0, 19),
    classTables: int('class-tables', values['class-tables'], 1, CLASS_LIMITS.tables),
    teacherTables: int('teacher-tables', values['teacher-tables'], 0, 5000),
    thinkMs: [Number(think[1]) * 1000, Number(think[2]) * 1000],
    lessonMinutes: int('lesson', values.lesson, 1, 600),
    botThinkMs: int('bot-think', values['bot-think'], 0, 60_000),
    budgetMs: int('budget', values.budget, 1, 10_000),
    seed: int('seed', values.seed, 0, 2 ** 31),
    keepGoing: values['keep-going'],
    profileDir: values.profile ?? null,
    fullViews: values['full-views'],
    json: values.json,
  };
}
