/** docs/PROTOCOL.md stays true: every JSON example in it is a valid command or event of the current schemas. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COMMAND_TYPES, decodeCommand, decodeEvent, HostEvent } from '../../src-shared/protocol/index.ts';

const doc = readFileSync('docs/PROTOCOL.md', 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as { type: string });
const eventTypes = HostEvent.options.map((o) => o.entries.type.literal as string);

describe('docs/PROTOCOL.md', () => {
  it('has an example of every command and every event', () => {
    const shown = new Set(examples.map((e) => e.type));
    expect(COMMAND_TYPES.filter((t) => !shown.has(t))).toEqual([]);
    expect(eventTypes.filter((t) => !shown.has(t))).toEqual([]);
  });

  it.each(examples.map((e, i) => [`${i + 1}: ${e.type}`, e] as const))('example %s passes its schema', (_name, example) => {
    const result = COMMAND_TYPES.includes(example.type) ? decodeCommand(example) : decodeEvent(example);
    expect(result.ok ? 'valid' : result).toBe('valid');
  });
});
