/**
 * Whether a game's protocol notes and its schemas agree, both ways: every option, input type, event type and view
 * field the module has gets words, and no note names an option, input, field, event, phase or path the module
 * lacks. Each problem is one sentence naming the game and the path, so a failing test says what to write where
 * (test/unit/protocol-notes.test.ts). A part the module has no schemas for yet is not checked.
 */
import * as v from 'valibot';
import { eventWords, inputRows, inputSchemas, type GameDoc } from './game-tables.ts';
import { fieldRows, type SchemaNode } from './schema-text.ts';

const node = (schema: unknown) => schema as SchemaNode;

/** `missing`: keys the schemas have and the notes lack; `unknown`: keys of the notes the schemas lack. */
function compare(have: readonly string[], words: Readonly<Record<string, unknown>>): { missing: string[]; unknown: string[] } {
  return { missing: have.filter((k) => !Object.hasOwn(words, k)), unknown: Object.keys(words).filter((k) => !have.includes(k)) };
}

export function notesProblems(doc: GameDoc): string[] {
  const { module, notes } = doc;
  const kind = module.meta.kind;
  const out: string[] = [];
  const both = (what: string, where: string, have: readonly string[], words: Readonly<Record<string, unknown>>) => {
    const { missing, unknown } = compare(have, words);
    for (const k of missing) out.push(`${kind}: ${what} \`${k}\` has no words in its protocol notes (${where})`);
    for (const k of unknown) out.push(`${kind}: the protocol notes name ${what} \`${k}\` (${where}), which the module lacks`);
  };

  both('option', 'options', module.config.options.map((o) => o.key), notes.options ?? {});

  const inputs = inputSchemas(doc);
  if (inputs) {
    both('input', 'inputs', Object.keys(inputs), notes.inputs ?? {});
    for (const [type, n] of Object.entries(notes.inputs ?? {})) {
      const schema = inputs[type];
      if (!schema) continue;
      const fields = inputRows(schema).map((r) => r.path);
      for (const f of Object.keys(n.fields ?? {})) if (!fields.includes(f)) out.push(`${kind}: the protocol notes give words for field \`${f}\` of input \`${type}\` (inputs.${type}.fields), which its schema lacks`);
      if (Array.isArray(n.phases)) for (const p of n.phases) if (!module.phaseGraph.phases.includes(p)) out.push(`${kind}: input \`${type}\` is said to be accepted in phase \`${p}\`, which the phase graph lacks`);
      if (n.example) {
        const parsed = v.safeParse(schema, { ...n.example, player: 'P1' });
        if (!parsed.success) out.push(`${kind}: the example of input \`${type}\` does not pass its schema: ${parsed.issues[0].message}`);
        if (n.example.type !== type) out.push(`${kind}: the example of input \`${type}\` has type \`${String(n.example.type)}\``);
      }
    }
  }

  const schemas = module.schemas;
  if (!schemas) return out;
  both('event', 'events', Object.keys(schemas.events), notes.events ?? {});
  for (const type of Object.keys(notes.events ?? {})) {
    const schema = schemas.events[type];
    if (!schema) continue;
    const fields = fieldRows(node(schema)).map((r) => r.path);
    for (const f of Object.keys(eventWords(notes, type)?.fields ?? {})) if (!fields.includes(f)) out.push(`${kind}: the protocol notes give words for field \`${f}\` of event \`${type}\` (events.${type}.fields), which its schema lacks`);
  }
  both('public view field', 'publicView', fieldRows(node(schemas.publicView)).map((r) => r.path), notes.publicView ?? {});
  both('private view field', 'privateView', fieldRows(node(schemas.privateView)).map((r) => r.path), notes.privateView ?? {});

  if (!notes.refusals || Object.keys(notes.refusals).length === 0) out.push(`${kind}: the protocol notes declare no refusal codes (refusals)`);
  const outcomes = notes.outcomes;
  if (outcomes) {
    for (const at of outcomes.events) {
      const [type, field] = at.split('.');
      const schema = schemas.events[type];
      if (!schema || !fieldRows(node(schema)).some((r) => r.path === field)) out.push(`${kind}: outcome codes are said to travel in \`${at}\` (outcomes.events), which the event schemas lack`);
    }
    const publicPaths = fieldRows(node(schemas.publicView)).map((r) => r.path);
    for (const at of outcomes.views ?? []) if (!publicPaths.includes(at)) out.push(`${kind}: outcome codes are said to travel in view field \`${at}\` (outcomes.views), which the public view schema lacks`);
  }
  return out;
}
