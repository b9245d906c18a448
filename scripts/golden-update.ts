/**
 * `npm run golden:update [-- --game KIND]`: deliberately regenerates the golden transcripts in test/fixtures/golden/.
 * The bots replay each game of GOLDEN_GAMES from its seeds, and the engine's transcript of those inputs is
 * written out. Run it only when a rules change is meant to change game outcomes, and review the diff.
 * `--game tycoon` rewrites Stock Market Tycoon's golden games (test/fixtures/golden/tycoon/, defined in
 * test/helpers/tycoon-golden.ts) from their random-legal players; `--game sr1876` the 1876 stock round's
 * (test/fixtures/golden/sr1876/, test/helpers/sr1876-golden.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameRegistry } from '../src-shared/games/registry.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from '../src-main/cli/tool-args.ts';
import { buildGoldenText, GOLDEN_DIR, GOLDEN_GAMES, goldenFile, playGolden } from '../test/helpers/golden.ts';
import { buildSr1876GoldenText, playSr1876Golden, SR1876_GOLDEN_DIR, SR1876_GOLDEN_GAMES, sr1876GoldenFile } from '../test/helpers/sr1876-golden.ts';
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

await runGameCli('npm run golden:update', process.argv.slice(2), { sectors: updateSectors, tycoon: updateTycoon, sr1876: updateSr1876 }, gameRegistry);
