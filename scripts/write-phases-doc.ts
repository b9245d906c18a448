// Writes docs/PHASES.md from the session machine (`npm run docs:phases`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderPhasesDoc } from '../src-shared/games/sectors/phases-doc.ts';

const target = resolve(import.meta.dirname, '../docs/PHASES.md');
writeFileSync(target, renderPhasesDoc());
console.log(`wrote ${target}`);
