/**
 * `npm run golden:update [-- --game KIND]`: deliberately regenerates a game's golden transcripts in
 * test/fixtures/golden/. Run it only when a rules change is meant to change game outcomes, and review the diff.
 * Every game has goldens: the games with a golden set of their own rewrite it — Sectors (GOLDEN_GAMES, its bots
 * replayed from their seeds), Stock Market Tycoon (test/fixtures/golden/tycoon/, test/helpers/tycoon-golden.ts)
 * and the 1876 stock round (test/fixtures/golden/sr1876/, test/helpers/sr1876-golden.ts) — and every other game,
 * a new one included, gets module goldens played through its module alone (test/fixtures/golden/module/KIND/,
 * test/helpers/module-golden.ts), with no code of its own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameRegistry } from '../src-shared/games/registry.ts';
import type { AnyGameModule } from '../src-shared/platform/module.ts';
import { everyGame } from '../src-main/cli/game-tools.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from '../src-main/cli/tool-args.ts';
import { buildGoldenText, GOLDEN_DIR, GOLDEN_GAMES, goldenFile, playGolden } from '../test/helpers/golden.ts';
import { buildSr1876GoldenText, playSr1876Golden, SR1876_GOLDEN_DIR, SR1876_GOLDEN_GAMES, sr1876GoldenFile } from '../test/helpers/sr1876-golden.ts';
import { buildModuleGoldenText, moduleGoldenFile, moduleGoldenGames, playModuleGolden } from '../test/helpers/module-golden.ts';
import { buildTycoonGoldenText, playTycoonGolden, TYCOON_GOLDEN_DIR, TYCOON_GOLDEN_GAMES, tycoonGoldenFile } from '../test/helpers/tycoon-golden.ts';

const USAGE = `usage: npm run golden:update -- [--game KIND]\n${gameUsageLine(gameRegistry)}`;

function updateSectors(argv: string[]): void {
  parseToolOptions(argv, USAGE, {});
  mkdirSync(fileURLToPath(GOLDEN_DIR), { recursive: true });
  for (const game of GOLDEN_GAMES) {
    const inputs = playGolden(game);
    const text = buildGoldenText(game, inputs);
    const path = fileURLToPath(goldenFile(game.name));
    writeFileSync(path, text);
    console.log(`${path}: ${inputs.length} inputs, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
}

function updateTycoon(argv: string[]): void {
  parseToolOptions(argv, USAGE, {});
  mkdirSync(fileURLToPath(TYCOON_GOLDEN_DIR), { recursive: true });
  for (const game of TYCOON_GOLDEN_GAMES) {
    const actions = playTycoonGolden(game);
    const text = buildTycoonGoldenText(game, actions);
    const path = fileURLToPath(tycoonGoldenFile(game.name));
    writeFileSync(path, text);
    console.log(`${path}: ${actions.length} actions, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
}

function updateSr1876(argv: string[]): void {
  parseToolOptions(argv, USAGE, {});
  mkdirSync(fileURLToPath(SR1876_GOLDEN_DIR), { recursive: true });
  for (const game of SR1876_GOLDEN_GAMES) {
    const actions = playSr1876Golden(game);
    const text = buildSr1876GoldenText(game, actions);
    const path = fileURLToPath(sr1876GoldenFile(game.name));
    writeFileSync(path, text);
    console.log(`${path}: ${actions.length} actions, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
}

/** Any game through its module: the games of test/helpers/module-golden.ts. */
function updateModule(module: AnyGameModule, argv: string[]): void {
  parseToolOptions(argv, USAGE, {});
  for (const game of moduleGoldenGames(module)) {
    const inputs = playModuleGolden(module, game);
    const text = buildModuleGoldenText(module, game, inputs);
    const path = fileURLToPath(moduleGoldenFile(module, game.name));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`${path}: ${inputs.length} inputs, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
}

/** The golden sets of their own (OWN_GOLDEN_SETS in test/helpers/module-golden.ts); every other game: updateModule. */
const OWN_SETS: Record<string, (argv: string[]) => void> = { sectors: updateSectors, tycoon: updateTycoon, sr1876: updateSr1876 };

await runGameCli('npm run golden:update', process.argv.slice(2), { ...everyGame(gameRegistry, updateModule), ...OWN_SETS }, gameRegistry);
