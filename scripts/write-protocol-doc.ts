// Writes docs/PROTOCOL-REFERENCE.md (the platform and the default game), the generated block of docs/PROTOCOL.md
// and every other game's protocol page (`npm run docs:protocol`): a hand-written page's generated tables are
// replaced and its prose kept, a game without one gets docs/PROTOCOL-<KIND>.md written whole
// (scripts/protocol-doc/game-reference.ts). Games are reached through the registry and their tools hooks only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_KIND, GAME_MODULES } from '../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../src-shared/games/tools.generated.ts';
import { renderGamePages } from './protocol-doc/game-pages.ts';
import { gameDoc } from './protocol-doc/game-tables.ts';
import { PROTOCOL_FILE, REFERENCE_FILE, renderProtocolBlock, renderReference } from './protocol-doc/render.ts';

const ROOT = join(import.meta.dirname, '..');
const defaultModule = GAME_MODULES.find((m) => m.meta.kind === DEFAULT_KIND)!;

const reference = join(ROOT, REFERENCE_FILE);
writeFileSync(reference, renderReference(gameDoc(defaultModule, GAME_TOOLS[DEFAULT_KIND])));
console.log(`wrote ${reference}`);
const protocol = join(ROOT, PROTOCOL_FILE);
writeFileSync(protocol, renderProtocolBlock(readFileSync(protocol, 'utf8')));
console.log(`updated the generated block of ${protocol}`);
const read = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : null);
for (const page of renderGamePages(GAME_MODULES, DEFAULT_KIND, (kind) => GAME_TOOLS[kind], read)) {
  writeFileSync(join(ROOT, page.file), page.text);
  console.log(`${page.whole ? 'wrote' : 'updated the generated tables of'} ${join(ROOT, page.file)}`);
}
