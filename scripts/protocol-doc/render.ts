/**
 * Renders docs/PROTOCOL-REFERENCE.md and the generated block of docs/PROTOCOL.md from the protocol schemas,
 * the engine's input schemas and phase table, real views and events of seeded games, and the reason codes
 * found in the source; the hand-kept tables next to this file only add meanings. `npm run docs:protocol`
 * writes both; test/unit/protocol-doc.test.ts fails when either differs from what this renders.
 */
import * as commands from '../../src-shared/protocol/commands.ts';
import * as events from '../../src-shared/protocol/events.ts';
import { ACCEPTED_IN, ACTION_SCHEMAS, actionsAcceptedIn } from '../../src-shared/games/sectors/inputs.ts';
import { PHASE_IDS, isActionablePhase } from '../../src-shared/games/sectors/data.ts';
import { GAME_EVENT_TEXT } from './events-text.ts';
import { INPUT_TEXT } from './inputs-text.ts';
import { HOST_REASON_TEXT, OUTCOME_REASON_TEXT, RULE_REASON_TEXT } from './reasons-text.ts';
import { collectSamples, type Samples } from './samples.ts';
import { fieldRows, typeLiteral, type SchemaNode } from './schema-text.ts';
import { constList, emittedEvents, reasonCodes, schemaDocs, tsFiles, type EmittedEvent } from './source-scan.ts';
import { PRIVATE_VIEW_FIELDS, PUBLIC_VIEW_FIELDS, recordPaths } from './view-fields.ts';

export const REFERENCE_FILE = 'docs/PROTOCOL-REFERENCE.md';
export const PROTOCOL_FILE = 'docs/PROTOCOL.md';
export const BLOCK_START = '<!-- generated: host reason codes (npm run docs:protocol) -->';
export const BLOCK_END = '<!-- end of generated block -->';

/** Inputs only the host sends (the phase timer); never part of `act.action`. */
export const HOST_ONLY_INPUTS = ['TIMEOUT'];

const ENGINE_DIRS = ['src-shared/games/sectors'];
const SESSION_DIRS = ['src-shared/session'];
// The client's transport (game-client.ts) answers DISCONNECTED itself; the rest of the renderer's client state is not protocol.
const HOST_DIRS = ['src-main/host', 'src-main/net', 'src-main/electron', 'src-shared/protocol', 'src-renderer/client/game-client.ts'];

/** Everything the reference is made of that is read from the code (shared with the completeness tests). */
export type Facts = {
  ruleCodes: string[];
  outcomeCodes: string[];
  hostCodes: string[];
  emitted: EmittedEvent[];
  samples: Samples;
};

const uniqueSorted = (xs: string[]) => [...new Set(xs)].sort();

export function gatherFacts(): Facts {
  const engine = tsFiles(...ENGINE_DIRS);
  const host = tsFiles(...HOST_DIRS);
  return {
    ruleCodes: uniqueSorted(reasonCodes(engine, 'refusal').map((f) => f.code)),
    outcomeCodes: uniqueSorted(reasonCodes(engine, 'outcome').map((f) => f.code)),
    hostCodes: uniqueSorted([
      ...constList('src-shared/protocol/reasons.ts', 'EDGE_REASONS'),
      ...reasonCodes(host, 'refusal').map((f) => f.code),
      ...reasonCodes(host, 'outcome').map((f) => f.code),
    ]),
    emitted: emittedEvents([...engine, ...tsFiles(...SESSION_DIRS)]),
    samples: collectSamples({ public: recordPaths(PUBLIC_VIEW_FIELDS), private: recordPaths(PRIVATE_VIEW_FIELDS) }),
  };
}

/** A markdown table cell: no line breaks, pipes escaped. */
const cell = (s: string) => s.replace(/\n/g, ' ').replace(/\|/g, '\\|');
const code = (s: string) => `\`${s}\``;
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/** The exported schema constants of a module, by identity, so each variant member finds its doc comments. */
function constNames(module: Record<string, unknown>): Map<unknown, string> {
  return new Map(Object.entries(module).map(([name, value]) => [value, name]));
}

function messageSection(title: string, intro: string, members: readonly SchemaNode[], module: Record<string, unknown>, file: string): string[] {
  const names = constNames(module);
  const docs = schemaDocs(file);
  const out = [`## ${title}`, '', intro, ''];
  for (const schema of members) {
    const doc = docs[names.get(schema) ?? ''] ?? { about: '', fields: {} };
    out.push(`### ${code(typeLiteral(schema))}`, '');
    if (doc.about) out.push(doc.about, '');
    const rows = fieldRows(schema)
      .filter((r) => r.path !== 'type')
      .map((r) => [code(r.path), code(r.type), r.required ? 'yes' : 'no', r.limits, doc.fields[r.path] ?? '']);
    out.push(rows.length ? table(['Field', 'Type', 'Required', 'Limits', 'Notes'], rows) : 'No fields besides `type`.', '');
  }
  return out;
}

function inputsSection(): string[] {
  const out = [
    '## Engine inputs (`act.action`, `check.action`)',
    '',
    'Send an input without `player`: the host adds the seat named in the command. Input objects are strict: an',
    'unknown field, a missing field, a wrong JSON type or an unknown enum value is `MALFORMED_INPUT`. Ranges and',
    'rules are checked next, each with its own reason code (in brackets). An input sent in a phase that does not',
    'accept it is `NOT_YOUR_PHASE`. Phase ids and the order of play: [PHASES.md](PHASES.md).',
    '',
  ];
  const byPhase = PHASE_IDS.filter(isActionablePhase).map((phase) => {
    const list = actionsAcceptedIn(phase).map(code);
    return [code(phase), [...list, '`READY`', '`UNREADY`'].join(', ')];
  });
  out.push(table(['Actionable phase', 'Accepts'], byPhase), '');
  out.push('Automatic phases accept only `READY` / `UNREADY` (every seat READY ends the review early).', '');
  for (const [type, schema] of Object.entries(ACTION_SCHEMAS)) {
    if (HOST_ONLY_INPUTS.includes(type)) continue;
    const text = INPUT_TEXT[type];
    const phases = ACCEPTED_IN[type]?.map(code).join(', ') ?? 'every phase';
    out.push(`### ${code(type)}`, '', `${text?.about ?? ''} Accepted in: ${phases}.`, '');
    const rows = fieldRows(schema as unknown as SchemaNode)
      .filter((r) => r.path !== 'type' && r.path !== 'player')
      .map((r) => [code(r.path), code(r.type), r.required ? 'yes' : 'no', [r.limits, text?.fields[r.path] ?? ''].filter(Boolean).join('; ')]);
    out.push(rows.length ? table(['Field', 'Type', 'Required', 'Range and rules'], rows) : 'No fields besides `type`.', '');
    out.push('```json', JSON.stringify(exampleAction(type, schema as unknown as SchemaNode)), '```', '');
  }
  return out;
}

/** A shape-valid example of an input (checked against the engine schema by the tests). */
function exampleAction(type: string, schema: SchemaNode): Record<string, unknown> {
  const sample: Record<string, unknown> = {
    points: 12, headlineId: 2, packageId: 1, cash: [{ player: 'P2', amount: 50 }], prestigeCompanyId: 'HAPPY', passiveCompanyId: 'HAPPY',
    companyId: 'HAPPY', location: 'IPO', side: 'BUY', quantity: 2, value: 60, contractId: 3, orderId: 14, shortId: 9, choice: 'HALF',
    actions: ['SMALL_MARKETING'], amount: 20,
  };
  const out: Record<string, unknown> = { type };
  for (const [name, field] of Object.entries(schema.entries ?? {})) {
    if (name === 'type' || name === 'player' || field.type === 'optional') continue;
    out[name] = sample[name];
  }
  return out;
}

function kinds(set: Set<string> | undefined): string {
  return set ? [...set].sort().join(' | ') : '';
}

function viewSection(title: string, intro: string[], fields: Record<string, string>, seen: Map<string, Set<string>>): string[] {
  const rows = Object.entries(fields).map(([path, meaning]) => [code(path), kinds(seen.get(path)), meaning]);
  return [`## ${title}`, '', ...intro, '', table(['Field', 'JSON', 'Meaning'], rows), ''];
}

const COMMON_EVENT_FIELDS = ['turn', 'phase', 'visibleTo'];

function gameEventsSection(facts: Facts): string[] {
  const byType = new Map<string, { fields: Set<string>; spreads: Set<string>; audience: Set<string> }>();
  for (const e of facts.emitted) {
    const entry = byType.get(e.type) ?? { fields: new Set(), spreads: new Set(), audience: new Set() };
    e.fields.forEach((f) => entry.fields.add(f));
    e.spreads.filter((s) => !s.includes('visibleTo')).forEach((s) => entry.spreads.add(s));
    entry.audience.add(e.private ? 'own seat' : 'everyone');
    byType.set(e.type, entry);
  }
  const rows = [...byType.keys()].sort().map((type) => {
    const entry = byType.get(type)!;
    const observed = facts.samples.events.get(type);
    const names = new Set([...entry.fields, ...(observed?.keys() ?? [])]);
    const fields = [...names]
      .filter((f) => !COMMON_EVENT_FIELDS.includes(f))
      .map((f) => (observed?.has(f) ? `${f}: ${[...observed.get(f)!].sort().join('/')}` : f));
    // Fields copied in from another object (`...order`) are listed above when a sample game showed them.
    if (!observed && entry.spreads.size > 0) fields.push(...[...entry.spreads].map((s) => `…fields of ${code(s)}`));
    return [code(type), [...entry.audience].sort().reverse().join(' or '), fields.join(', '), GAME_EVENT_TEXT[type] ?? ''];
  });
  return [
    '## Game events (`view.events[]`)',
    '',
    'Every game event has `type`, `turn` and `phase` (where it happened); events with `visibleTo` reach only',
    'those seats. Field kinds are those seen in the sample games; a field without a kind did not occur there.',
    '',
    table(['Event', 'Seen by', 'Fields', 'Meaning'], rows),
    '',
  ];
}

function reasonTable(codes: string[], text: Record<string, string>): string {
  return table(['Code', 'Meaning'], codes.map((c) => [code(c), text[c] ?? '']));
}

/** The host/edge reason table (also the generated block of PROTOCOL.md); the test keeps it equal to the codes found. */
export function hostReasonTable(): string {
  return reasonTable(Object.keys(HOST_REASON_TEXT), HOST_REASON_TEXT);
}

function reasonsSection(facts: Facts): string[] {
  return [
    '## Reason codes',
    '',
    'An `error` event\'s `reason` is one of the host codes or, for an `act`, one of the rule codes. A refused',
    'command or input changes nothing.',
    '',
    '### Host and edge',
    '',
    hostReasonTable(),
    '',
    '### Rules: refused inputs',
    '',
    reasonTable(Object.keys(RULE_REASON_TEXT), RULE_REASON_TEXT),
    '',
    '### Rules: resolution outcomes (`orders[].reason`, `ORDER_REJECTED`, `COMPANY_ACTION_SKIPPED`)',
    '',
    reasonTable(Object.keys(OUTCOME_REASON_TEXT), OUTCOME_REASON_TEXT),
    '',
  ];
}

export function renderReference(facts: Facts = gatherFacts()): string {
  const lines = [
    '# Protocol reference (version 1)',
    '',
    'Generated by `npm run docs:protocol` (scripts/write-protocol-doc.ts) from the protocol schemas in',
    '`src-shared/protocol/`, the engine\'s input schemas and phase table, real views and events of seeded games',
    'and the reason codes in the source. Do not edit by hand: a test fails when this file differs from what the',
    'script writes. The narrative (roles, order of messages, timing, retries) is in [PROTOCOL.md](PROTOCOL.md).',
    '',
    ...messageSection('Commands (client → host)', 'Field paths: `a.b` is a field of an object, `a[].b` a field of each array item.', commands.Command.options as unknown as SchemaNode[], commands, 'src-shared/protocol/commands.ts'),
    ...messageSection('Events (host → client)', 'Clients should ignore fields they do not know (views and events are loose objects).', events.HostEvent.options as unknown as SchemaNode[], events, 'src-shared/protocol/events.ts'),
    ...inputsSection(),
    ...viewSection('Public view (`view.view`)', [
      'The same for every connection (`publicView` in src-shared/games/sectors/view.ts). Before the game starts the',
      'host sends `{ "phase": "LOBBY", "turn": 0, "status": "LOBBY" }` instead. Records (`*`) are keyed by player',
      'id, ticker, sector, action or package id. JSON: the kinds seen in the sample games.',
    ], PUBLIC_VIEW_FIELDS, facts.samples.publicPaths),
    ...viewSection('Private view (`view.private[P]`)', [
      'One per seat the connection holds (`privateView`). `mergeView` puts it over the public view: seat P\'s counters,',
      'its concealed orders and its own secret submissions.',
    ], PRIVATE_VIEW_FIELDS, facts.samples.privatePaths),
    ...gameEventsSection(facts),
    ...reasonsSection(facts),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** PROTOCOL.md with its generated block (the host reason table) replaced by the current one. */
export function renderProtocolBlock(protocolText: string): string {
  const start = protocolText.indexOf(BLOCK_START);
  const end = protocolText.indexOf(BLOCK_END);
  if (start < 0 || end < start) throw new Error(`${PROTOCOL_FILE} has no generated block (${BLOCK_START} … ${BLOCK_END})`);
  return `${protocolText.slice(0, start + BLOCK_START.length)}\n${hostReasonTable()}\n${protocolText.slice(end)}`;
}
