/**
 * `npm run golden:update`: deliberately regenerates the golden transcripts in test/fixtures/golden/.
 * The bots replay each game of GOLDEN_GAMES from its seeds, and the engine's transcript of those inputs is
 * written out. Run it only when a rules change is meant to change game outcomes, and review the diff.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGoldenText, GOLDEN_DIR, GOLDEN_GAMES, goldenFile, playGolden } from '../test/helpers/golden.ts';

mkdirSync(fileURLToPath(GOLDEN_DIR), { recursive: true });
for (const game of GOLDEN_GAMES) {
  const inputs = playGolden(game);
  const text = buildGoldenText(game, inputs);
  const path = fileURLToPath(goldenFile(game.name));
  writeFileSync(path, text);
  console.log(`${path}: ${inputs.length} inputs, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
}
