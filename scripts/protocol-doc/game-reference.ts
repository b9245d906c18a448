/**
 * Every game's protocol reference (`npm run docs:protocol`), from the module and its schemas, no source scan:
 * the `create_game` options from its option specs, the inputs from its input schemas (its tools hook's
 * `inputSchemas`; without them, the inputs a sample game sent), the windows each phase opened and the events a
 * sample game emitted. A game with a hand-written page (docs/PROTOCOL-<KIND>.md with generated blocks) gets its
 * tables replaced between the markers and its prose kept (the words in the tables come from the hook's
 * `protocolNotes`); any other game gets the whole page written. Sectors' reference is PROTOCOL-REFERENCE.md.
 */
import { seedRng } from '../../src-shared/rng.ts';
import type { AnyGameModule, BaseEvent, BaseInput, OptionSpec } from '../../src-shared/platform/module.ts';
import type { GameTools, ProtocolNotes } from '../../src-shared/platform/testing/game-tools.ts';
import { playModuleGame } from '../../src-shared/platform/testing/module-play.ts';
import { windowsByPhase } from '../../src-shared/platform/testing/phases-doc.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { fieldRows, type SchemaNode } from './schema-text.ts';

/** Inputs only the host sends (the phase timer); never part of `act.action`. */
const HOST_ONLY = ['TIMEOUT'];

const cell = (s: string) => s.replace(/\n/g, ' ').replace(/\|/g, '\\|');
const code = (s: string) => `\`${s}\``;
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

export const pageFile = (kind: string): string => `docs/PROTOCOL-${kind.toUpperCase()}.md`;
export const blockStart = (name: string): string => `<!-- generated: ${name} (npm run docs:protocol) -->`;
export const BLOCK_END = '<!-- end of generated block -->';

const value = (x: string | number | boolean) => (typeof x === 'string' ? code(x) : String(x));

function optionValues(o: OptionSpec): string {
  if (o.kind === 'integer') return `${o.min}…${o.max} (${o.default})`;
  if (o.kind === 'boolean') return `boolean (${o.default})`;
  return `${o.choices.map(value).join(' · ')} (${o.default})`;
}

export function optionsTable(module: AnyGameModule, notes: ProtocolNotes | undefined): string {
  if (module.config.options.length === 0) return 'This game has no options of its own.';
  if (!notes?.options) return table(['Option', 'Values (default)'], module.config.options.map((o) => [code(o.key), optionValues(o)]));
  return table(['Option', 'Values (default)', 'Meaning'], module.config.options.map((o) => [code(o.key), optionValues(o), notes.options?.[o.key] ?? '']));
}

/** One input's fields from its schema: `company` string, `qty` integer ≥ 1, `sales`? object[]. */
function schemaFields(schema: unknown): string {
  const rows = fieldRows(schema as SchemaNode).filter((r) => r.path !== 'type' && r.path !== 'player' && !r.path.includes('.'));
  return rows.length === 0 ? '—' : rows.map((r) => `${code(r.path)}${r.required ? '' : '?'} ${r.type}${r.limits ? ` (${r.limits})` : ''}`).join(', ');
}

/** A sample game's inputs and events: one seeded game of the fewest seats, random-legal players. */
function sample(module: AnyGameModule): { inputs: Map<string, Set<string>>; events: Map<string, { fields: Set<string>; private: boolean }> } {
  const seats = module.meta.players.min;
  const config = module.config.make(seats, Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`), {}, DEFAULT_TABLE_OPTIONS);
  const played = playModuleGame({ module, config, seed: 1, playerOf: () => 'legal', rng: seedRng(1), timeoutRate: 0.1, checkInvariants: false, record: true });
  const inputs = new Map<string, Set<string>>();
  const events = new Map<string, { fields: Set<string>; private: boolean }>();
  const state = module.create(config, 1);
  for (const input of played.inputs as BaseInput[]) {
    const fields = inputs.get(input.type) ?? new Set<string>();
    for (const [k, v] of Object.entries(input)) if (k !== 'type' && k !== 'player') fields.add(`${code(k)} ${Array.isArray(v) ? 'array' : typeof v}`);
    inputs.set(input.type, fields);
    const r = module.applyInPlace(state, input);
    if (!r.ok) continue;
    for (const e of r.events as BaseEvent[]) {
      const entry = events.get(e.type) ?? { fields: new Set<string>(), private: false };
      for (const k of Object.keys(e)) if (k !== 'type' && k !== 'visibleTo') entry.fields.add(k);
      if (e.visibleTo) entry.private = true;
      events.set(e.type, entry);
    }
  }
  return { inputs, events };
}

export function inputsTable(module: AnyGameModule, tools: GameTools | undefined, seen = () => sample(module).inputs): string {
  const notes = tools?.protocolNotes?.inputs ?? {};
  if (tools?.inputSchemas) {
    const rows = Object.entries(tools.inputSchemas)
      .filter(([type]) => !HOST_ONLY.includes(type))
      .map(([type, schema]) => [code(type), schemaFields(schema), notes[type]?.fields ?? '', notes[type]?.when ?? '', notes[type]?.notes ?? '']);
    return table(['`type`', 'Fields (from the schema; `?` optional)', 'Fields, in words', 'When', 'Notes'], rows);
  }
  const rows = [...seen()].filter(([type]) => !HOST_ONLY.includes(type)).sort(([a], [b]) => a.localeCompare(b))
    .map(([type, fields]) => [code(type), [...fields].sort().join(', ') || '—']);
  return table(['`type`', 'Fields (as sent in a sample game)'], rows);
}

function windowsTable(module: AnyGameModule): string {
  const seen = windowsByPhase(module);
  return table(['`phase`', 'Windows (`kind`, secret, base seconds)', 'May be followed by'], module.phaseGraph.phases.map((p) => [
    code(p), [...(seen.get(p) ?? [])].join('; ') || 'not reached in the sample game', module.phaseGraph.successors(p).map(code).join(', '),
  ]));
}

function eventsTable(module: AnyGameModule): string {
  const { events } = sample(module);
  const rows = [...events].sort(([a], [b]) => a.localeCompare(b)).map(([type, e]) => [code(type), e.private ? 'its seats (`visibleTo`)' : 'everyone', [...e.fields].sort().map(code).join(', ') || '—']);
  return table(['Event', 'Seen by', 'Fields'], rows);
}

/** The generated tables a hand-written page may hold, by block name. */
export function gameBlocks(module: AnyGameModule, tools: GameTools | undefined): Record<string, string> {
  return { options: optionsTable(module, tools?.protocolNotes), inputs: inputsTable(module, tools) };
}

/** A hand-written page with each generated block replaced by its current table. */
export function fillBlocks(page: string, blocks: Record<string, string>, file: string): string {
  let out = page;
  for (const [name, text] of Object.entries(blocks)) {
    const start = out.indexOf(blockStart(name));
    const end = out.indexOf(BLOCK_END, start);
    if (start < 0 || end < 0) continue;
    out = `${out.slice(0, start + blockStart(name).length)}\n${text}\n${out.slice(end)}`;
  }
  if (!Object.keys(blocks).some((name) => out.includes(blockStart(name)))) throw new Error(`${file} has no generated block`);
  return out;
}

/** The whole page of a game without a hand-written one. */
export function renderGamePage(module: AnyGameModule, tools: GameTools | undefined): string {
  const kind = module.meta.kind;
  return [
    `# Protocol: ${module.meta.title} (\`game: "${kind}"\`)`,
    '',
    `Generated by \`npm run docs:protocol\` from the \`${kind}\` module: its option specs, its input schemas (or the inputs`,
    'a sample game sent), the windows each phase opened and the events a sample game emitted. Do not edit by hand: a',
    'test fails when this file differs from what the script writes. The envelope (commands, `session`, roles, limits,',
    'retries) is [PROTOCOL.md](PROTOCOL.md)\'s and the same for every game; phases: [PHASES.md](PHASES.md).',
    '',
    '## create_game options',
    '',
    optionsTable(module, tools?.protocolNotes),
    '',
    `The table options (\`timerMode\`, \`pace\`, \`reviewSeconds\`, \`graceSeconds\`) are the platform's. Seats: ${module.meta.players.min}–${module.meta.players.max}. Bot levels: ${module.bots.levels.map(code).join(', ')}.`,
    '',
    '## Windows (`session.window`)',
    '',
    windowsTable(module),
    '',
    '## Inputs (`act.action`, without `player`)',
    '',
    'A shape error (an unknown `type`, a missing field or one of the wrong JSON type) is `MALFORMED_INPUT`; the rules',
    'then refuse with their own reason codes. `TIMEOUT` is the host\'s own input (the phase timer), never sent by a client.',
    '',
    inputsTable(module, tools),
    '',
    '## Events (`view.events`)',
    '',
    'The event types a sample game emitted, with their fields besides `type` (events with `visibleTo` reach only those seats).',
    '',
    eventsTable(module),
    '',
  ].join('\n');
}
