/**
 * docs/PROTOCOL.md and docs/PROTOCOL-REFERENCE.md stay true: every JSON example is a valid command or event of
 * the current schemas; the generated reference (and PROTOCOL.md's generated block) equals what
 * `npm run docs:protocol` writes now; the reference's input examples pass the default game's input schemas; and
 * the platform's hand-kept words (src-shared/protocol/protocol-notes.ts) name only commands, events and fields the
 * schemas have. The default game's own words are checked with every game's (protocol-notes.test.ts).
 * (test/integration/protocol-examples.test.ts sends the example commands to a real host.)
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { DEFAULT_KIND, GAME_MODULES } from '../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import { COMMAND_TYPES, decodeCommand, decodeEvent, HostEvent } from '../../src-shared/protocol/index.ts';
import { EDGE_REASONS, HOST_REASONS } from '../../src-shared/protocol/reasons.ts';
import { gameDoc, inputSchemas } from '../../scripts/protocol-doc/game-tables.ts';
import { MESSAGES, PROTOCOL_FILE, REFERENCE_FILE, renderProtocolBlock, renderReference } from '../../scripts/protocol-doc/render.ts';
import { fieldRows, typeLiteral } from '../../scripts/protocol-doc/schema-text.ts';

const doc = readFileSync(PROTOCOL_FILE, 'utf8');
const reference = readFileSync(REFERENCE_FILE, 'utf8');
const jsonBlocks = (text: string) => [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as { type: string } & Record<string, unknown>);
const examples = jsonBlocks(doc);
const eventTypes = HostEvent.options.map((o) => o.entries.type.literal as string);
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();
const defaultGame = gameDoc(GAME_MODULES.find((m) => m.meta.kind === DEFAULT_KIND)!, GAME_TOOLS[DEFAULT_KIND]);

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

  it('shows only view fields, private fields and game events the default game\'s schemas have', () => {
    const schemas = defaultGame.module.schemas;
    if (!schemas) throw new Error(`${DEFAULT_KIND}: its module has no \`schemas\``);
    const topLevel = (schema: unknown) => new Set(fieldRows(schema as Parameters<typeof fieldRows>[0]).map((r) => r.path.split(/[.[]/)[0]));
    const view = examples.find((e) => e.type === 'view') as unknown as { view: object; private: Record<string, object>; events: { type: string }[] };
    const publicFields = topLevel(schemas.publicView);
    const privateFields = topLevel(schemas.privateView);
    expect(Object.keys(view.view).filter((k) => !publicFields.has(k))).toEqual([]);
    for (const part of Object.values(view.private)) expect(Object.keys(part).filter((k) => !privateFields.has(k))).toEqual([]);
    expect(view.events.map((e) => e.type).filter((t) => !(t in schemas.events))).toEqual([]);
  });
});

describe('docs/PROTOCOL-REFERENCE.md', () => {
  it('is what `npm run docs:protocol` writes now (and so is the generated block of PROTOCOL.md)', () => {
    expect(reference, 'run npm run docs:protocol').toBe(renderReference(defaultGame));
    expect(doc, 'run npm run docs:protocol').toBe(renderProtocolBlock(doc));
  });

  it('shows an example of every input of the default game, each passing its schema (with the seat added)', () => {
    const schemas = inputSchemas(defaultGame)!;
    const inputs = jsonBlocks(reference).filter((e) => e.type in schemas);
    expect(sorted(inputs.map((e) => e.type))).toEqual(sorted(Object.keys(schemas)));
    for (const input of inputs) {
      const parsed = v.safeParse(schemas[input.type], { ...input, player: 'P1' });
      expect(parsed.success ? 'valid' : `${input.type}: ${parsed.issues[0].message}`).toBe('valid');
    }
  });

  it('words only commands, host events and fields the protocol schemas have', () => {
    const problems: string[] = [];
    for (const { members, notes } of MESSAGES) {
      const byType = new Map(members.map((m) => [typeLiteral(m), new Set(fieldRows(m).map((r) => r.path))]));
      for (const [type, words] of Object.entries(notes)) {
        const fields = byType.get(type);
        if (!fields) problems.push(`protocol-notes.ts names \`${type}\`, which is neither a command nor a host event`);
        else for (const f of Object.keys(words.fields ?? {})) if (!fields.has(f)) problems.push(`protocol-notes.ts gives words for \`${type}.${f}\`, which its schema lacks`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every edge code among the host codes, each with its words', () => {
    expect(EDGE_REASONS.filter((c) => !(c in HOST_REASONS))).toEqual([]);
    expect(Object.entries(HOST_REASONS).filter(([, words]) => words.trim() === '').map(([c]) => c)).toEqual([]);
  });
});
