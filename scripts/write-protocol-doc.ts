// Writes docs/PROTOCOL-REFERENCE.md and the generated block of docs/PROTOCOL.md (`npm run docs:protocol`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_FILE, REFERENCE_FILE, renderProtocolBlock, renderReference } from './protocol-doc/render.ts';
import { ROOT } from './protocol-doc/source-scan.ts';

const reference = join(ROOT, REFERENCE_FILE);
writeFileSync(reference, renderReference());
console.log(`wrote ${reference}`);
const protocol = join(ROOT, PROTOCOL_FILE);
writeFileSync(protocol, renderProtocolBlock(readFileSync(protocol, 'utf8')));
console.log(`updated the generated block of ${protocol}`);
