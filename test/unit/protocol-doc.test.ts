/**
 * docs/PROTOCOL.md and docs/PROTOCOL-REFERENCE.md stay true: every JSON example is a valid command or event of
 * the current schemas; the generated reference (and PROTOCOL.md's generated block) equals what
 * `npm run docs:protocol` writes now; and the hand-kept meanings cover exactly what the code has — every input
 * type and field, every view field seen in real games, every game event and every reason code.
 * (test/integration/protocol-examples.test.ts sends the example commands to a real host.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { ACTION_SCHEMAS } from '../../src-shared/games/sectors/inputs.ts';
import { COMMAND_TYPES, decodeCommand, decodeEvent, HostEvent } from '../../src-shared/protocol/index.ts';
import { GAME_EVENT_TEXT } from '../../scripts/protocol-doc/events-text.ts';
import { INPUT_TEXT } from '../../scripts/protocol-doc/inputs-text.ts';
import { HOST_CODES_AHEAD, HOST_REASON_TEXT, OUTCOME_REASON_TEXT, RULE_REASON_TEXT } from '../../scripts/protocol-doc/reasons-text.ts';
import { gatherFacts, HOST_ONLY_INPUTS, PROTOCOL_FILE, REFERENCE_FILE, renderProtocolBlock, renderReference, type Facts } from '../../scripts/protocol-doc/render.ts';
import { fieldRows, type SchemaNode } from '../../scripts/protocol-doc/schema-text.ts';
import { PRIVATE_VIEW_FIELDS, PUBLIC_VIEW_FIELDS } from '../../scripts/protocol-doc/view-fields.ts';

const doc = readFileSync(PROTOCOL_FILE, 'utf8');
const reference = readFileSync(REFERENCE_FILE, 'utf8');
const jsonBlocks = (text: string) => [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as { type: string } & Record<string, unknown>);
const examples = jsonBlocks(doc);
const eventTypes = HostEvent.options.map((o) => o.entries.type.literal as string);
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

describe('docs/PROTOCOL.md examples', () => {
  it('has an example of every command and every event', () => {
    const shown = new Set(examples.map((e) => e.type));
    expect(COMMAND_TYPES.filter((t) => !shown.has(t))).toEqual([]);
    expect(eventTypes.filter((t) => !shown.has(t))).toEqual([]);
  });

  it('gives every example command its own requestId (the integration test finds them by it)', () => {
    const ids = examples.filter((e) => COMMAND_TYPES.includes(e.type)).map((e) => e.requestId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(examples.map((e, i) => [`${i + 1}: ${e.type}`, e] as const))('example %s passes its schema', (_name, example) => {
    const result = COMMAND_TYPES.includes(example.type) ? decodeCommand(example) : decodeEvent(example);
    expect(result.ok ? 'valid' : result).toBe('valid');
  });

  it('shows only view fields, private fields and game events that exist', () => {
    const view = examples.find((e) => e.type === 'view') as unknown as { view: object; private: Record<string, object>; events: { type: string }[] };
    expect(Object.keys(view.view).filter((k) => !(k in PUBLIC_VIEW_FIELDS))).toEqual([]);
    for (const part of Object.values(view.private)) expect(Object.keys(part).filter((k) => !(k in PRIVATE_VIEW_FIELDS))).toEqual([]);
    expect(view.events.map((e) => e.type).filter((t) => !(t in GAME_EVENT_TEXT))).toEqual([]);
  });
});

describe('docs/PROTOCOL-REFERENCE.md', () => {
  let facts: Facts;
  beforeAll(() => {
    facts = gatherFacts();
  });

  it('is what `npm run docs:protocol` writes now (and so is the generated block of PROTOCOL.md)', () => {
    expect(reference).toBe(renderReference(facts));
    expect(doc).toBe(renderProtocolBlock(doc));
  });

  it('every input example passes the engine schema (with the seat added)', () => {
    const inputs = jsonBlocks(reference).filter((e) => e.type in ACTION_SCHEMAS);
    expect(sorted(inputs.map((e) => e.type))).toEqual(sorted(Object.keys(ACTION_SCHEMAS).filter((t) => !HOST_ONLY_INPUTS.includes(t))));
    for (const input of inputs) {
      const parsed = v.safeParse(ACTION_SCHEMAS[input.type as keyof typeof ACTION_SCHEMAS], { ...input, player: 'P1' });
      expect(parsed.success ? 'valid' : `${input.type}: ${parsed.issues[0].message}`).toBe('valid');
    }
  });

  it('describes every player input and each of its fields, and nothing else', () => {
    const types = Object.keys(ACTION_SCHEMAS).filter((t) => !HOST_ONLY_INPUTS.includes(t));
    expect(sorted(Object.keys(INPUT_TEXT))).toEqual(sorted(types));
    for (const type of types) {
      const fields = fieldRows(ACTION_SCHEMAS[type as keyof typeof ACTION_SCHEMAS] as unknown as SchemaNode)
        .map((r) => r.path)
        .filter((p) => p !== 'type' && p !== 'player');
      expect([type, sorted(Object.keys(INPUT_TEXT[type].fields))]).toEqual([type, sorted(fields)]);
    }
  });

  it('describes every field seen in real public and private views of the sample games, and only those', () => {
    const missing = (seen: Map<string, unknown>, table: Record<string, string>) => [...seen.keys()].filter((p) => !(p in table));
    const unseen = (seen: Map<string, unknown>, table: Record<string, string>) => Object.keys(table).filter((p) => !seen.has(p));
    expect({ undescribed: missing(facts.samples.publicPaths, PUBLIC_VIEW_FIELDS), neverSeen: unseen(facts.samples.publicPaths, PUBLIC_VIEW_FIELDS) })
      .toEqual({ undescribed: [], neverSeen: [] });
    expect({ undescribed: missing(facts.samples.privatePaths, PRIVATE_VIEW_FIELDS), neverSeen: unseen(facts.samples.privatePaths, PRIVATE_VIEW_FIELDS) })
      .toEqual({ undescribed: [], neverSeen: [] });
  });

  it('describes every game event the engine and the session emit (and that the sample games showed), and only those', () => {
    const emitted = sorted(facts.emitted.map((e) => e.type));
    expect([...facts.samples.events.keys()].filter((t) => !emitted.includes(t))).toEqual([]);
    expect(sorted(Object.keys(GAME_EVENT_TEXT))).toEqual(emitted);
  });

  it('describes every reason code found in the source, and only those', () => {
    expect(sorted(Object.keys(RULE_REASON_TEXT))).toEqual(facts.ruleCodes);
    expect(sorted(Object.keys(OUTCOME_REASON_TEXT))).toEqual(facts.outcomeCodes);
    expect(facts.hostCodes.filter((c) => !(c in HOST_REASON_TEXT))).toEqual([]);
    const described = Object.keys(HOST_REASON_TEXT).filter((c) => !facts.hostCodes.includes(c));
    expect(described.filter((c) => !HOST_CODES_AHEAD.includes(c))).toEqual([]);
    expect(HOST_CODES_AHEAD.filter((c) => !(c in HOST_REASON_TEXT))).toEqual([]);
  });
});
