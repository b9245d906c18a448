/**
 * The tables of a game's protocol reference, for any game: options from its option specs; inputs, events and
 * views by walking its schemas (`GameModule.schemas`, schema-text.ts); reason codes from the lists it declares;
 * and the words of every row from its protocol notes (the `protocolNotes` of its tools hook). No game is named
 * here: the Sectors reference (render.ts), the hand-written pages' generated blocks and the pages written whole
 * (game-reference.ts) all come from these functions. A game whose module has no schemas gets what a sample game
 * shows, and says so.
 */
import type * as v from 'valibot';
import type { AnyGameModule, OptionSpec } from '../../src-shared/platform/module.ts';
import type { GameSchemas } from '../../src-shared/platform/schemas.ts';
import { TABLE_OPTION_KEYS } from '../../src-shared/platform/table-options.ts';
import type { GameTools, InputNotes, ProtocolNotes } from '../../src-shared/platform/testing/game-tools.ts';
import { code, table } from './markdown.ts';
import { sampleGame } from './samples.ts';
import { fieldRows, type FieldRow, type SchemaNode } from './schema-text.ts';

/** What one game's reference is made of. */
export type GameDoc = { module: AnyGameModule; tools: GameTools | undefined; notes: ProtocolNotes };

export const gameDoc = (module: AnyGameModule, tools: GameTools | undefined): GameDoc => ({ module, tools, notes: tools?.protocolNotes ?? {} });

const node = (schema: unknown) => schema as SchemaNode;
const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' ');

// ---------------------------------------------------------------- options

const value = (x: string | number | boolean) => (typeof x === 'string' ? code(x) : String(x));

function optionValues(o: OptionSpec): string {
  if (o.kind === 'integer') return `${o.min}…${o.max} (${o.default})`;
  if (o.kind === 'boolean') return `boolean (${o.default})`;
  return `${o.choices.map(value).join(' · ')} (${o.default})`;
}

/** The options every game's `create_game.options` also takes: the platform's, named from its own list. */
export const tableOptionsLine = (): string =>
  `The table options (${Object.values(TABLE_OPTION_KEYS).map(code).join(', ')}) are the platform's, the same for every game ([PROTOCOL.md](PROTOCOL.md)); \`graceSeconds\` is a field of \`create_game\` itself.`;

export function optionsTable({ module, notes }: GameDoc): string {
  if (module.config.options.length === 0) return 'This game has no options of its own.';
  if (!notes.options) return table(['Option', 'Values (default)'], module.config.options.map((o) => [code(o.key), optionValues(o)]));
  return table(['Option', 'Values (default)', 'Meaning'], module.config.options.map((o) => [code(o.key), optionValues(o), notes.options?.[o.key] ?? '']));
}

// ---------------------------------------------------------------- inputs

/** The input type only the host sends (the phase timer's), never part of `act.action`. */
export const hostOnlyInput = (module: AnyGameModule): string => module.inputs.timeout(0).type;

/** The game's input schemas by type, the host's own left out; null when its module has no `schemas`. */
export function inputSchemas({ module }: GameDoc): Record<string, v.GenericSchema> | null {
  const all = (module.schemas?.inputs ?? null) as Record<string, v.GenericSchema> | null;
  if (!all) return null;
  const hostOnly = hostOnlyInput(module);
  return Object.fromEntries(Object.entries(all).filter(([type]) => type !== hostOnly));
}

/** An input's fields as a client sends them: without `type`, and without `player` (the host adds the seat). */
export const inputRows = (schema: unknown): FieldRow[] => fieldRows(node(schema)).filter((r) => r.path !== 'type' && r.path !== 'player');

const fieldText = (r: FieldRow, words: string | undefined) =>
  `${code(r.path)}${r.required ? '' : '?'} ${r.type}${r.limits ? ` (${r.limits})` : ''}${words ? ` — ${words}` : ''}`;

/** One row per input: its fields (with their words), when it is sent and notes. Hand-written pages use it. */
export function inputsTable(doc: GameDoc): string {
  const schemas = inputSchemas(doc);
  const notes = doc.notes.inputs ?? {};
  if (!schemas) {
    const seen = [...sampleGame(doc.module).inputFields].filter(([type]) => type !== hostOnlyInput(doc.module)).sort(([a], [b]) => a.localeCompare(b));
    return table(['`type`', 'Fields (as sent in a sample game)'], seen.map(([type, fields]) => [code(type), [...fields].sort().join(', ') || '—']));
  }
  const rows = Object.entries(schemas).map(([type, schema]) => {
    const n: InputNotes = notes[type] ?? {};
    const fields = inputRows(schema).map((r) => fieldText(r, n.fields?.[r.path])).join('; ');
    return [code(type), fields || '—', joined(n.when, phasesText(n.phases)), joined(n.about, n.notes)];
  });
  return table(['`type`', 'Fields (`?` optional)', 'When', 'Notes'], rows);
}

const phasesText = (phases: InputNotes['phases']) => (phases === undefined ? '' : phases === 'every' ? 'every phase' : phases.map(code).join(', '));

/** An example input: the notes' own, else the first one a sample game sent (validated against the schema by the tests). */
export function inputExample(doc: GameDoc, type: string): Record<string, unknown> | null {
  return (doc.notes.inputs?.[type]?.example as Record<string, unknown> | undefined) ?? sampleGame(doc.module).inputs.get(type) ?? null;
}

/** One section per input: what it does, where it is accepted, a table of its fields and an example. */
export function inputSections(doc: GameDoc, level = '###'): string[] {
  const schemas = inputSchemas(doc);
  if (!schemas) return [inputsTable(doc), ''];
  const out: string[] = [];
  for (const [type, schema] of Object.entries(schemas)) {
    const n: InputNotes = doc.notes.inputs?.[type] ?? {};
    const where = n.phases === undefined ? n.when : `Accepted in: ${phasesText(n.phases)}.`;
    out.push(`${level} ${code(type)}`, '', joined(n.about, n.notes, where), '');
    const rows = inputRows(schema).map((r) => [code(r.path), code(r.type), r.required ? 'yes' : 'no', [r.limits, n.fields?.[r.path] ?? ''].filter(Boolean).join('; ')]);
    out.push(rows.length ? table(['Field', 'Type', 'Required', 'Range and rules'], rows) : 'No fields besides `type`.', '');
    const example = inputExample(doc, type);
    if (example) out.push('```json', JSON.stringify(example), '```', '');
  }
  return out;
}

/** Which inputs each phase accepts, from the notes' `phases` (inputs accepted in every phase added to each row). */
export function phasesTable({ module, notes }: GameDoc): string | null {
  const entries = Object.entries(notes.inputs ?? {});
  const everywhere = entries.filter(([, n]) => n.phases === 'every').map(([type]) => type);
  const rows = module.phaseGraph.phases
    .map((phase) => [phase, entries.filter(([, n]) => Array.isArray(n.phases) && n.phases.includes(phase)).map(([type]) => type)] as const)
    .filter(([, types]) => types.length > 0)
    .map(([phase, types]) => [code(phase), [...types, ...everywhere].map(code).join(', ')]);
  return rows.length === 0 ? null : table(['Phase', 'Accepts'], rows);
}

// ---------------------------------------------------------------- events

type EventWords = { about: string; fields: Readonly<Record<string, string>> };

export function eventWords(notes: ProtocolNotes, type: string): EventWords | null {
  const n = notes.events?.[type];
  if (n === undefined) return null;
  return typeof n === 'string' ? { about: n, fields: {} } : { about: n.about, fields: n.fields ?? {} };
}

/** Top-level fields most events share (`turn`, `phase`, `visibleTo`): said once above the table, not in each row. */
function commonFields(events: GameSchemas['events']): FieldRow[] {
  const all = Object.values(events).map((s) => fieldRows(node(s)).filter((r) => !r.path.includes('.') && !r.path.includes('[') && r.path !== 'type'));
  const count = new Map<string, { row: FieldRow; n: number }>();
  for (const rows of all) for (const r of rows) {
    const key = `${r.path}|${r.type}|${r.required}`;
    count.set(key, { row: r, n: (count.get(key)?.n ?? 0) + 1 });
  }
  return [...count.values()].filter((c) => c.n >= Math.ceil(all.length * 0.75) && all.length > 2).map((c) => c.row);
}

export function eventsTable(doc: GameDoc): string {
  const events = doc.module.schemas?.events;
  if (!events) {
    const seen = [...sampleGame(doc.module).events].sort(([a], [b]) => a.localeCompare(b));
    return [
      'The event types a sample game emitted, with their fields besides `type` (the game\'s module has no event schemas yet).',
      '',
      table(['Event', 'Seen by', 'Fields'], seen.map(([type, e]) => [code(type), e.private ? 'its seats (`visibleTo`)' : 'everyone', [...e.fields].sort().map(code).join(', ') || '—'])),
    ].join('\n');
  }
  const common = commonFields(events);
  const isCommon = (r: FieldRow) => common.some((c) => c.path === r.path && c.type === r.type && c.required === r.required);
  const rows = Object.keys(events).sort().map((type) => {
    const words = eventWords(doc.notes, type);
    const rows = fieldRows(node(events[type])).filter((r) => r.path !== 'type');
    const own = rows.filter((r) => !isCommon(r)).map((r) => fieldText(r, words?.fields[r.path]));
    const lacks = common.filter((c) => !rows.some((r) => r.path === c.path)).map((c) => code(c.path));
    if (lacks.length > 0) own.push(`no ${lacks.join(', ')}`);
    return [code(type), own.join('; ') || '—', words?.about ?? ''];
  });
  const intro = common.length > 0 ? `Besides \`type\`, every event has ${common.map((r) => fieldText(r, undefined)).join('; ')}, unless its row says otherwise.` : '';
  return [intro, intro ? '' : null, table(['Event', 'Fields (`?` optional)', 'Meaning'], rows)].filter((l) => l !== null).join('\n');
}

// ---------------------------------------------------------------- views

export type ViewPart = 'publicView' | 'privateView';

export function viewTable(doc: GameDoc, part: ViewPart): string {
  const schema = doc.module.schemas?.[part];
  if (!schema) return 'Not listed here yet: the game\'s module declares no view schemas.';
  const words = doc.notes[part] ?? {};
  const rows = fieldRows(node(schema)).map((r) => [code(r.path), `${code(r.type)}${r.required ? '' : ', optional'}`, words[r.path] ?? '']);
  return table(['Field', 'Type', 'Meaning'], rows);
}

// ---------------------------------------------------------------- reason codes

export const reasonTable = (codes: Readonly<Record<string, string>>): string => table(['Code', 'Meaning'], Object.entries(codes).map(([c, words]) => [code(c), words]));

export function refusalsTable({ notes }: GameDoc): string {
  return notes.refusals ? reasonTable(notes.refusals) : 'Not listed here yet: the game declares no refusal codes in its protocol notes.';
}

export function outcomesTable({ notes }: GameDoc): string | null {
  return notes.outcomes ? reasonTable(notes.outcomes.codes) : null;
}

/** Where a game's outcome codes travel, as a heading's words: `orders[].reason`, `ORDER_REJECTED`. */
export function outcomesCarriers({ notes }: GameDoc): string {
  const o = notes.outcomes;
  return o ? [...(o.views ?? []), ...o.events.map((e) => e.split('.')[0])].map(code).join(', ') : '';
}

/** A part's hand-kept introduction (the notes' `intro`), with a blank line after it; nothing when it has none. */
export const intro = (doc: GameDoc, part: keyof NonNullable<GameDoc['notes']['intro']>): string[] => {
  const text = doc.notes.intro?.[part];
  return text ? [text, ''] : [];
};

/** The public and private view sections of a game's reference, each with its introduction and its field table. */
export function viewSections(doc: GameDoc): string[] {
  return [
    '## Public view (`view.view`)',
    '',
    ...intro(doc, 'publicView'),
    viewTable(doc, 'publicView'),
    '',
    '## Private view (`view.private[P]`)',
    '',
    ...intro(doc, 'privateView'),
    viewTable(doc, 'privateView'),
    '',
  ];
}
