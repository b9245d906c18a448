// Builds the app when anything in out/ is missing or older than its sources, so `npm run serve` and the
// tests always use what the source says, without rebuilding on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, process.env.SECTORS_OUT ?? 'out');
const builtIndex = join(out, 'renderer/index.html');
const builtOutputs = [builtIndex, join(out, 'main/main.js'), join(out, 'main/bot-worker.js'), join(out, 'preload/preload.cjs')];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['src-renderer', 'src-shared', 'src-main', 'electron.vite.config.ts', 'svelte.config.js', 'package.json'].map((p) => join(root, p));
const oldestOutput = () => Math.min(...builtOutputs.map((p) => statSync(p).mtimeMs));
const stale = !builtOutputs.every(existsSync) || Math.max(...sources.map(newestMtime)) > oldestOutput();
if (stale) {
  console.log('Building the app (sources changed since the last build)…');
  const cli = join(root, 'node_modules/electron-vite/bin/electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
