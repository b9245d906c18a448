/**
 * Real Sectors events for tests that read them (the event schemas, the board's sentences): a few complete seeded
 * games of the random bots, chosen so that together they emit every event type of the engine (events-typed.test.ts
 * checks that they still do). Rich players trade, short, exercise options, go over the ownership cap and see
 * companies go insolvent and bankrupt; an empty research deck finds nothing; open orders under BID_PRIORITY are
 * announced in full; a tiny bank breaks. Played once per test file.
 */
import { expect } from 'vitest';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import type { EventOf, GameEvent } from '../../src-shared/games/sectors/schemas/events.ts';
import { playSectors, type SectorsPlay } from './sectors-table.ts';

const rich = (seats: number) => Object.fromEntries(Array.from({ length: seats }, (_, i) => [`P${i + 1}`, { cash: 3000 }]));

export const SAMPLE_GAMES: { label: string; options: Omit<SectorsPlay, 'onInput'> }[] = [
  { label: 'rich players, 15 turns', options: { config: makeConfig(5, { maxTurns: 15 }), seed: 3, timeoutRate: 0.2, overrides: { players: rich(5) } } },
  { label: 'empty research deck', options: { config: makeConfig(3, { maxTurns: 11 }), seed: 2, timeoutRate: 0.2, overrides: { researchDeck: [], players: rich(3) } } },
  {
    label: 'open orders under BID_PRIORITY',
    options: { config: makeConfig(4, { distributionStrategy: 'BID_PRIORITY', ordersConcealed: false }), seed: 2, timeoutRate: 0.2 },
  },
  { label: 'a bank that breaks', options: { config: makeConfig(4), seed: 1, overrides: { bank: 100 } } },
];

/** Every event of one game, public and private, in order. */
function play(options: Omit<SectorsPlay, 'onInput'>): GameEvent[] {
  const events: GameEvent[] = [];
  const result = playSectors({ ...options, onInput: (_s, _input, _i, outcome) => outcome.ok && events.push(...(outcome.events as GameEvent[])) });
  expect(result.errors).toEqual([]);
  return events;
}

let played: { label: string; events: GameEvent[] }[] | null = null;

export function sampleGames(): { label: string; events: GameEvent[] }[] {
  played ??= SAMPLE_GAMES.map((g) => ({ label: g.label, events: play(g.options) }));
  return played;
}

/** The session's report of a refused input, as src-shared/session/engine-step.ts writes it (the engine never emits it). */
export const INPUT_REFUSED_SAMPLE: EventOf<'INPUT_REFUSED'> = { type: 'INPUT_REFUSED', reason: 'NOT_YOUR_PHASE', message: 'not now', inputType: 'READY', visibleTo: ['P2'] };
