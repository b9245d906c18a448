/**
 * `npm run golden:update [-- --game KIND]`: deliberately regenerates the golden transcripts in test/fixtures/golden/.
 * The bots replay each game of GOLDEN_GAMES from its seeds, and the engine's transcript of those inputs is
 * written out. Run it only when a rules change is meant to change game outcomes, and review the diff.
 * `--game tycoon` rewrites Stock Market Tycoon's golden games (test/fixtures/golden/tycoon/, defined in
 * test/helpers/tycoon-golden.ts) from their random-legal players.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameRegistry } from '../src-shared/games/registry.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from '../src-main/cli/tool-args.ts';
import { buildGoldenText, GOLDEN_DIR, GOLDEN_GAMES, goldenFile, playGolden } from '../test/helpers/golden.ts';
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

await runGameCli('npm run golden:update', process.argv.slice(2), { sectors: updateSectors, tycoon: updateTycoon }, gameRegistry);
