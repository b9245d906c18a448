// Writes docs/PHASES.md from every registered game's phase graph (`npm run docs:phases`): a game's own words
// when its tools hook has them, else generated from its module (src-shared/platform/testing/phases-doc.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GAME_MODULES } from '../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../src-shared/games/tools.generated.ts';
import { renderPhasesDocs } from '../src-shared/platform/testing/phases-doc.ts';

const target = resolve(import.meta.dirname, '../docs/PHASES.md');
writeFileSync(target, renderPhasesDocs(GAME_MODULES, (kind) => GAME_TOOLS[kind]));
console.log(`wrote ${target}`);
