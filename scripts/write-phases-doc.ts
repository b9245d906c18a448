// Writes docs/phases/<kind>.md for every registered game from its phase graph, and docs/PHASES.md, the index that
// points to them (`npm run docs:phases`): a game's own words when its tools hook has them, else generated from its
// module (src-shared/platform/testing/phases-doc.ts). One file per game, so adding a game adds a file and edits none.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GAME_MODULES } from '../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../src-shared/games/tools.generated.ts';
import { PHASES_INDEX, renderGamePhasesDoc } from '../src-shared/platform/testing/phases-doc.ts';

const docs = resolve(import.meta.dirname, '../docs');
mkdirSync(join(docs, 'phases'), { recursive: true });
writeFileSync(join(docs, 'PHASES.md'), PHASES_INDEX);
for (const module of GAME_MODULES) {
  const target = join(docs, 'phases', `${module.meta.kind}.md`);
  writeFileSync(target, renderGamePhasesDoc(module, GAME_TOOLS[module.meta.kind]));
  console.log(`wrote ${target}`);
}
