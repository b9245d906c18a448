/**
 * The 1876 stock round's light data (no rules code): its name and seat range, the new-game form's options and
 * the bot levels it plays, so the renderer's shell can draw the form without loading the engine, and module.ts
 * reads the same source. The rules flags are §0.1 of ../shared/rules/stock-round-1876.md; `rounds` is the
 * scenario's N (§4: Trinidad Six has 4; past its modernity schedule the last value repeats, §3), the round cap
 * is S-D14's table option, and the clocks are the table's (§13 names no lengths: ours, RULES-DECISIONS SR-13).
 */
import type { ComparableOptions } from '../../platform/debrief.ts';
import type { BotLevel, GameMeta, OptionSpec } from '../../platform/module.ts';

/** Trinidad Six plays 3–6 (§4). */
export const SR1876_SEATS = { min: 3, max: 6 } as const;
/** Rounds per game: the scenario's N is 4; lessons may shorten or lengthen it. */
export const SR1876_ROUNDS = { min: 1, max: 8, default: 4 } as const;
/** S-D14: turns with a sale or purchase per seat before a round ends (only while noRebuyAfterSale is off). */
export const SR1876_ROUND_CAP = { min: 1, max: 20, default: 10 } as const;
export const SR1876_TURN_SECONDS = [30, 45, 60, 90, 120] as const;
export const SR1876_OFFER_SECONDS = [10, 15, 20, 30, 45] as const;

export const SR1876_DEFAULTS = {
  rounds: SR1876_ROUNDS.default,
  noRebuyAfterSale: true,
  companyMayBuyFromDirector: false,
  roundCapPerSeat: SR1876_ROUND_CAP.default,
  /** One turn (its sale's offer loop does not count: the clock stands still meanwhile) and one declaration window. */
  turnSeconds: 60,
  /** One offer pass ("anyone wants a share?"). */
  offerSeconds: 20,
} as const;

/** The new-game form's options, in the order the form shows them. */
export const SR1876_OPTIONS: readonly OptionSpec[] = [
  { key: 'rounds', kind: 'integer', min: SR1876_ROUNDS.min, max: SR1876_ROUNDS.max, default: SR1876_DEFAULTS.rounds },
  { key: 'turnSeconds', kind: 'choice', choices: SR1876_TURN_SECONDS, default: SR1876_DEFAULTS.turnSeconds },
  { key: 'offerSeconds', kind: 'choice', choices: SR1876_OFFER_SECONDS, default: SR1876_DEFAULTS.offerSeconds },
  { key: 'noRebuyAfterSale', kind: 'boolean', default: SR1876_DEFAULTS.noRebuyAfterSale },
  { key: 'companyMayBuyFromDirector', kind: 'boolean', default: SR1876_DEFAULTS.companyMayBuyFromDirector },
  { key: 'roundCapPerSeat', kind: 'integer', min: SR1876_ROUND_CAP.min, max: SR1876_ROUND_CAP.max, default: SR1876_DEFAULTS.roundCapPerSeat },
];

export const SR1876_META: Pick<GameMeta, 'kind' | 'title' | 'players' | 'money'> = {
  kind: 'sr1876', title: '1876 Stock Round', players: { min: SR1876_SEATS.min, max: SR1876_SEATS.max }, money: { prefix: '$', suffix: '' },
};

/**
 * The options a class compares stock-round tables by (those of the new-game form, given flat as the form names
 * them) and the words a teacher knows a game by ("4 rounds").
 */
export function sr1876TableOptions(options: Record<string, unknown>): ComparableOptions {
  const values: ComparableOptions['values'] = {};
  for (const o of SR1876_OPTIONS) {
    const value = options[o.key];
    // An option a config (or view) leaves out plays at its default.
    values[o.key] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : o.default;
  }
  return { values, words: typeof values.rounds === 'number' ? `${values.rounds} ${values.rounds === 1 ? 'round' : 'rounds'}` : '' };
}

/**
 * The stock round's bots (bots/, by the sr-bots work): easy, medium and hard; `random` plays random legal moves
 * (fuzz, the platform tests, tournaments), as in Tycoon.
 */
export const SR1876_BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];
export const SR1876_DEFAULT_BOT_LEVEL: BotLevel = 'medium';
