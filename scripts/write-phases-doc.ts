// Writes docs/PHASES.md from the session machines' phase graphs (`npm run docs:phases`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderPhasesDoc } from '../src-shared/games/sectors/phases-doc.ts';
import { renderSr1876PhasesDoc } from '../src-shared/games/sr1876/live/phases-doc.ts';
import { renderTycoonPhasesDoc } from '../src-shared/games/tycoon/live/phases-doc.ts';

const target = resolve(import.meta.dirname, '../docs/PHASES.md');
writeFileSync(target, `${renderPhasesDoc()}\n${renderTycoonPhasesDoc()}\n${renderSr1876PhasesDoc()}`);
console.log(`wrote ${target}`);
