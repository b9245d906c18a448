/**
 * Game events are typed by the schemas of src-shared/games/sectors/events.ts. Every event of a few complete
 * seeded bot games must parse with the schema of its type (the schemas describe what the engine really emits),
 * the games must between them show every event type (so no schema goes untested), and an event with a wrong,
 * missing or unknown field must fail to parse. The schemas are strict and `emit` is typed by them, so an emit call
 * writing a field (or a type) the schemas lack fails to type-check or to parse here; no source is scanned.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_EVENT_SCHEMAS, EVENT_SCHEMAS, GameEventSchema, isGameEventType, readEvent, type EngineEvent, type EventOf,
} from '../../../src-shared/games/sectors/schemas/events.ts';
import { INPUT_REFUSED_SAMPLE, sampleGames } from '../../helpers/sectors-events.ts';

const played = sampleGames();
const allEvents = played.flatMap((g) => g.events);
const first = <T extends EngineEvent['type']>(type: T) => allEvents.find((e): e is EventOf<T> => e.type === type)!;

const problems = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? [] : parsed.issues.map((i) => `${v.getDotPath(i) ?? '(event)'}: ${i.message}`);
};

describe('game events of seeded bot games', () => {
  it('every event parses with the schema of its type and with the union', () => {
    const failures: string[] = [];
    for (const { label, events } of played) {
      for (const e of events) {
        const own = isGameEventType(e.type) ? problems(EVENT_SCHEMAS[e.type], e) : ['no schema for this type'];
        const union = problems(GameEventSchema, e);
        if (own.length + union.length > 0) failures.push(`${label}: ${e.type} ${JSON.stringify(e)} → ${[...own, ...union].join('; ')}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(allEvents.length).toBeGreaterThan(1000);
  });

  it('between them show every event type the engine has a schema for', () => {
    const seen = new Set(allEvents.map((e) => e.type));
    expect(Object.keys(ENGINE_EVENT_SCHEMAS).filter((type) => !seen.has(type as EngineEvent['type']))).toEqual([]);
  });
});

describe('an event that does not match its schema', () => {
  const production = first('PRODUCTION');
  const resolved = first('COMPANY_ACTION_RESOLVED');
  const placed = first('ORDER_PLACED');

  it('fails on a field of the wrong type, naming the field', () => {
    expect(problems(GameEventSchema, { ...production, company: 42 })).toEqual([expect.stringMatching(/^company: /)]);
    expect(problems(GameEventSchema, { ...production, salesBonus: 'yes' })).toEqual([expect.stringMatching(/^salesBonus: /)]);
    expect(problems(GameEventSchema, { ...resolved, partnerSeq: 'P1' })).toEqual([expect.stringMatching(/^partnerSeq: /)]);
  });

  it('fails on a value outside its list (a phase, a sector, an action, an order type)', () => {
    expect(problems(GameEventSchema, { ...production, phase: 'LUNCH' })).toEqual([expect.stringMatching(/^phase: /)]);
    expect(problems(GameEventSchema, { ...first('COMPANY_FLOATED'), sector: 'SPACE' })).toEqual([expect.stringMatching(/^sector: /)]);
    expect(problems(GameEventSchema, { ...resolved, action: 'BRIBE' })).toEqual([expect.stringMatching(/^action: /)]);
    expect(problems(GameEventSchema, { ...placed, orderType: 'STOP' })).toEqual([expect.stringMatching(/^orderType: /)]);
  });

  it('fails when a required field is missing or an unknown field is added', () => {
    const { revenue: _revenue, ...noRevenue } = production;
    expect(problems(GameEventSchema, noRevenue)).toEqual([expect.stringMatching(/^revenue: /)]);
    expect(problems(GameEventSchema, { ...production, bonus: 1 })).toEqual([expect.stringMatching(/^bonus: /)]);
  });

  it('fails on an unknown event type', () => {
    expect(problems(GameEventSchema, { ...production, type: 'PRODUCTION_PLANNED' })).toEqual([expect.stringMatching(/^type: /)]);
  });
});

describe('INPUT_REFUSED (emitted by the session)', () => {
  const refused = INPUT_REFUSED_SAMPLE;

  it('parses with its schema, with or without a seat to show it to', () => {
    const { visibleTo: _visibleTo, ...toEveryone } = refused;
    expect(problems(GameEventSchema, refused)).toEqual([]);
    expect(problems(GameEventSchema, toEveryone)).toEqual([]);
  });

  it('carries no turn or phase, and needs its reason', () => {
    expect(problems(GameEventSchema, { ...refused, turn: 1 })).toEqual([expect.stringMatching(/^turn: /)]);
    const { reason: _reason, ...noReason } = refused;
    expect(problems(GameEventSchema, noReason)).toEqual([expect.stringMatching(/^reason: /)]);
  });
});

describe('readEvent (how clients read view.events)', () => {
  const production = first('PRODUCTION');

  it('gives back every real event itself, typed', () => {
    expect(allEvents.filter((e) => readEvent(e) !== e).map((e) => e.type)).toEqual([]);
    expect(readEvent(INPUT_REFUSED_SAMPLE)).toBe(INPUT_REFUSED_SAMPLE);
  });

  it('ignores fields it does not know (a newer host may add some)', () => {
    const newer = { ...production, carbon: 3 };
    expect(readEvent(newer)).toBe(newer);
  });

  it('skips an event of an unknown type, or with a field of the wrong type or missing', () => {
    const { revenue: _revenue, ...noRevenue } = production;
    expect(readEvent({ type: 'PRODUCTION_PLANNED' })).toBeNull();
    expect(readEvent({ ...production, revenue: '40' })).toBeNull();
    expect(readEvent(noRevenue)).toBeNull();
  });
});
