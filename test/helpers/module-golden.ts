/**
 * Golden games for any game, through its module alone (the games with a golden set of their own — Sectors, Tycoon,
 * the 1876 stock round: golden.ts, tycoon-golden.ts, sr1876-golden.ts — keep theirs). Two complete games per game,
 * played by random-legal players (platform/testing/module-play.ts): the fewest seats with the default options,
 * and the most seats (at most six) with a third of the windows timed out. The file stores the config, seed and
 * inputs with what the module made of each input; the golden test replays the inputs from `create` and requires
 * the rendered file to equal the stored one byte for byte. `npm run golden:update -- --game KIND` rewrites them.
 *
 * One transcript line per input: where the game stood (`summary`), the accepted input's event types (or the
 * refusal's reason) and a hash of the whole state after it, so a difference shows at the first input it touches.
 */
import { seedRng } from '../../src-shared/rng.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { playModuleGame } from '../../src-shared/platform/testing/module-play.ts';
import { defaultBotSeed } from '../../src-shared/platform/testing/sim-stats.ts';
import { hash } from './golden-common.ts';

/** The games whose golden sets are their own (test/helpers/<kind>-golden.ts); every other game gets module goldens. */
export const OWN_GOLDEN_SETS: readonly string[] = ['sectors', 'tycoon', 'sr1876'];

export const MODULE_GOLDEN_DIR = new URL('../fixtures/golden/module/', import.meta.url);

export type ModuleGoldenGame = { name: string; about: string; seats: number; seed: number; timeoutRate: number };

export function moduleGoldenGames(module: AnyGameModule): ModuleGoldenGame[] {
  const { min, max } = module.meta.players;
  const most = Math.max(min, Math.min(max, 6));
  return [
    { name: `${module.meta.kind}-${min}-default`, about: `${min} seats, default options, every window answered or timed out as random-legal players do`, seats: min, seed: 101, timeoutRate: 0.1 },
    { name: `${module.meta.kind}-${most}-timeouts`, about: `${most} seats, default options, a third of the windows timed out`, seats: most, seed: 202, timeoutRate: 0.33 },
  ];
}

export const moduleGoldenFile = (module: AnyGameModule, name: string): URL => new URL(`${module.meta.kind}/${name}.json`, MODULE_GOLDEN_DIR);

export function goldenConfig(module: AnyGameModule, game: ModuleGoldenGame): unknown {
  const names = Array.from({ length: game.seats }, (_, i) => `Seat ${i + 1}`);
  return module.config.make(game.seats, names, {}, DEFAULT_TABLE_OPTIONS);
}

/** The inputs of a golden game (golden:update): refuses a game that does not end by its rules or breaks one. */
export function playModuleGolden(module: AnyGameModule, game: ModuleGoldenGame): BaseInput[] {
  const r = playModuleGame({
    module, config: goldenConfig(module, game), seed: game.seed, playerOf: () => 'legal', rng: seedRng(defaultBotSeed(game.seed)),
    timeoutRate: game.timeoutRate, checkInvariants: true, record: true,
  });
  if (r.stopped !== null || r.violations.length > 0) throw new Error(`${game.name}: ${r.stopped ?? 'ended'} ${JSON.stringify([...r.errors, ...r.violations].slice(0, 3))}`);
  return r.inputs;
}

/** The file text of a golden game replayed from its inputs: one input and one transcript line per line. */
export function buildModuleGoldenText(module: AnyGameModule, game: ModuleGoldenGame, inputs: readonly BaseInput[]): string {
  const config = goldenConfig(module, game);
  const state = module.create(config, game.seed);
  const where = () => {
    const s = module.summary(state);
    return `${s.turn ?? '-'} ${s.phase ?? '-'}`;
  };
  const transcript: Record<string, unknown>[] = [{ i: -1, at: where(), hash: hash(state) }];
  inputs.forEach((input, i) => {
    const at = where();
    const r = module.applyInPlace(state, input);
    transcript.push(r.ok ? { i, at, events: r.events.map((e: { type: string }) => e.type), hash: hash(state) } : { i, at, refused: r.reason });
  });
  const lines = (items: readonly unknown[]) => items.map((x) => '    ' + JSON.stringify(x)).join(',\n');
  return [
    '{',
    `  "game": ${JSON.stringify(module.meta.kind)},`,
    `  "engineVersion": ${module.meta.engineVersion},`,
    `  "name": ${JSON.stringify(game.name)},`,
    `  "about": ${JSON.stringify(game.about)},`,
    `  "seed": ${game.seed},`,
    `  "timeoutRate": ${game.timeoutRate},`,
    `  "config": ${JSON.stringify(config)},`,
    `  "status": ${JSON.stringify(module.status(state))},`,
    `  "outcome": ${JSON.stringify(module.outcome(state))},`,
    '  "inputs": [',
    lines(inputs),
    '  ],',
    '  "transcript": [',
    lines(transcript),
    '  ]',
    '}',
    '',
  ].join('\n');
}
