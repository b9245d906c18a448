/**
 * Real views and events from a few complete seeded games (the engine and its random bots, no host), so the
 * reference describes what a client actually receives. The views have no runtime schema: their field paths
 * are collected here and held against the hand-kept table in view-fields.ts (a test checks both ways).
 */
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { isActionablePhase } from '../../src-shared/games/sectors/data.ts';
import { simulateGame } from '../../src-shared/games/sectors/testing/sim.ts';
import type { GameConfig, GameEvent } from '../../src-shared/games/sectors/types.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/view.ts';

/** Varied enough to show every kind of order, vote, concealment level, timer mode and both game ends. */
export const SAMPLE_GAMES: { name: string; config: GameConfig; seed: number; timeoutRate?: number }[] = [
  { name: '3 named seats, defaults', config: makeConfig(3, { playerNames: ['Ann', 'Ben', 'Cy'] }), seed: 3003 },
  {
    name: '4 seats, bid priority, open orders, timerless',
    config: makeConfig(4, { distributionStrategy: 'BID_PRIORITY', ordersConcealed: false, timerMode: 'TIMERLESS', priorityMode: 'STATIC' }),
    seed: 4004,
  },
  { name: '6 seats, timeouts, 23 turns', config: makeConfig(6, { maxTurns: 23, startingCash: 400 }), seed: 6006, timeoutRate: 0.3 },
  { name: '2 seats, chosen sectors, 5 sub-rounds', config: makeConfig(2, { maxSubRounds: 5, reviewSeconds: 0, sectors: ['TECHNOLOGY', 'ENERGY', 'MATERIALS'] }), seed: 2002 },
];

/** Where a value sits in a view: `players[].cash`; records (named by `recordPaths`) use `*` for their keys. */
export function valuePaths(value: unknown, recordPaths: ReadonlySet<string>, prefix = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const note = (path: string, kind: string) => {
    if (path === '') return;
    if (!out.has(path)) out.set(path, new Set());
    out.get(path)!.add(kind);
  };
  if (Array.isArray(value)) {
    note(prefix, 'array');
    for (const item of value) valuePaths(item, recordPaths, `${prefix}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    note(prefix, recordPaths.has(prefix) ? 'record' : 'object');
    for (const [key, item] of Object.entries(value)) {
      const path = recordPaths.has(prefix) ? `${prefix}.*` : prefix === '' ? key : `${prefix}.${key}`;
      valuePaths(item, recordPaths, path, out);
    }
  } else {
    note(prefix, value === null ? 'null' : typeof value);
  }
  return out;
}

export type Samples = {
  publicPaths: Map<string, Set<string>>;
  privatePaths: Map<string, Set<string>>;
  /** Every event type seen, with every field it carried and the JSON kinds of their values. */
  events: Map<string, Map<string, Set<string>>>;
};

const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** Plays the sample games, recording view paths after every accepted input and every event's fields. */
export function collectSamples(recordPaths: { public: ReadonlySet<string>; private: ReadonlySet<string> }): Samples {
  const publicPaths = new Map<string, Set<string>>();
  const privatePaths = new Map<string, Set<string>>();
  const events = new Map<string, Map<string, Set<string>>>();
  const noteEvent = (e: GameEvent) => {
    if (!events.has(e.type)) events.set(e.type, new Map());
    const fields = events.get(e.type)!;
    for (const [k, v] of Object.entries(e)) {
      if (k === 'type') continue;
      if (!fields.has(k)) fields.set(k, new Set());
      fields.get(k)!.add(kindOf(v));
    }
  };
  for (const game of SAMPLE_GAMES) {
    simulateGame({
      config: game.config,
      seed: game.seed,
      timeoutRate: game.timeoutRate,
      recordInputs: false,
      invariants: 'off',
      onInput: (s, _input, _index, result) => {
        if (!result.ok) return;
        result.events.forEach(noteEvent);
        // Views change with every accepted input; reading them all would be slow, so read the ones that show
        // something new: phase changes, and every input of the phases where players act.
        if (!result.phaseChanged && !isActionablePhase(s.phase)) return;
        valuePaths(publicView(s), recordPaths.public, '', publicPaths);
        for (const p of s.players) valuePaths(privateView(s, p.id), recordPaths.private, '', privatePaths);
      },
    });
  }
  return { publicPaths, privatePaths, events };
}
