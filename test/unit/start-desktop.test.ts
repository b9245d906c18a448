/**
 * `npm start` (scripts/start-desktop.mjs): Electron's installer runs first, then `electron-vite build` and
 * `electron-vite preview`; when the runtime cannot be fetched, one sentence names `npm run serve`.
 * Nothing is downloaded: the installer is a stub, or Electron's real installer pointed at a local server that
 * refuses the download. node_modules/electron is never written to.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.ts';

const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'scripts/start-desktop.mjs');
const electronDir = join(root, 'node_modules/electron');
const SERVE_HINT = 'so the desktop app cannot open on this machine; run `npm run serve` and open the address it prints instead.';

// What Electron 45's install.js printed on this machine with no network (err.stack, then exit 1).
const OFFLINE_STACK = `TypeError: fetch failed
    at node:internal/deps/undici/undici:14976:13
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async FetchDownloader.download (file:///x/node_modules/@electron/get/dist/FetchDownloader.js:46:30)
    at async downloadArtifact (file:///x/node_modules/@electron/get/dist/index.js:154:12)
`;

// A stand-in for node_modules/electron/install.js: like the real one it exits 0 at once when the runtime
// is there (path.txt in FAKE_DIR), else "downloads" it (writes path.txt), or fails as FAKE_INSTALL_FAIL says.
const FAKE_INSTALLER = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const dir = process.env.FAKE_DIR;
const log = (line) => appendFileSync(join(dir, 'calls.log'), line + '\\n');
if (existsSync(join(dir, 'path.txt'))) { log('installer: already installed'); process.exit(0); }
if (process.env.FAKE_INSTALL_FAIL === 'offline') {
  log('installer: offline');
  console.error(${JSON.stringify(OFFLINE_STACK)});
  process.exit(1);
}
writeFileSync(join(dir, 'path.txt'), 'electron');
log('installer: downloaded');
`;

// A stand-in for electron-vite's CLI: records its arguments, and on \`preview\` does what FAKE_PREVIEW says.
const FAKE_ELECTRON_VITE = `
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
const dir = process.env.FAKE_DIR;
const log = (line) => appendFileSync(join(dir, 'calls.log'), line + '\\n');
const args = process.argv.slice(2);
log('electron-vite ' + args.join(' '));
if (args[0] === 'build' && process.env.FAKE_BUILD_EXIT) process.exit(Number(process.env.FAKE_BUILD_EXIT));
if (args[0] === 'preview') {
  if (!existsSync(join(dir, 'path.txt'))) { console.error('Error: Electron uninstall'); process.exit(1); }
  if (process.env.FAKE_PREVIEW === 'exit-3') process.exit(3);
  if (process.env.FAKE_PREVIEW === 'killed') process.kill(process.pid, 'SIGTERM');
  if (process.env.FAKE_PREVIEW === 'wait-for-sigterm') {
    process.on('SIGTERM', () => { log('preview: got SIGTERM'); process.exit(0); });
    setInterval(() => {}, 1000);
    console.log('preview: window open');
  }
}
`;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the start script (asynchronously, so a server in this process can answer it). */
function start(env: Record<string, string>, args: string[] = [], onStdout?: (text: string, kill: () => void) => void): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      onStdout?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}

let temp: ReturnType<typeof makeTempDir>;
let stubs: Record<string, string>;

beforeEach(() => {
  temp = makeTempDir('sectors-start-');
  writeFileSync(join(temp.dir, 'fake-install.mjs'), FAKE_INSTALLER);
  writeFileSync(join(temp.dir, 'fake-electron-vite.mjs'), FAKE_ELECTRON_VITE);
  stubs = {
    FAKE_DIR: temp.dir,
    SECTORS_ELECTRON_INSTALLER: join(temp.dir, 'fake-install.mjs'),
    SECTORS_ELECTRON_VITE: join(temp.dir, 'fake-electron-vite.mjs'),
  };
});
afterEach(() => temp.cleanup());

const calls = () => {
  const path = join(temp.dir, 'calls.log');
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n') : [];
};

describe('npm start without a reachable Electron download', () => {
  it('prints one sentence naming `npm run serve`, no stack trace, exits non-zero, and never runs electron-vite', async () => {
    const run = await start({ ...stubs, FAKE_INSTALL_FAIL: 'offline' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Could not download Electron's runtime (no network, or the download is blocked), ${SERVE_HINT}`);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m);
    expect(`${run.stdout}${run.stderr}`).not.toContain('TypeError');
    expect(calls()).toEqual(['installer: offline']);
  });

  it("with Electron's real installer and a download that is refused (HTTP 403), says so in one sentence", async () => {
    const server = createServer((_request, response) => response.writeHead(403, 'Forbidden').end('blocked'));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const pathTxtBefore = existsSync(join(electronDir, 'path.txt')) ? readFileSync(join(electronDir, 'path.txt'), 'utf8') : null;
    try {
      const run = await start({
        FAKE_DIR: temp.dir,
        SECTORS_ELECTRON_VITE: stubs.SECTORS_ELECTRON_VITE,
        // The download goes to the local server (this variable outranks ELECTRON_MIRROR and .npmrc) ...
        npm_config_electron_mirror: `http://127.0.0.1:${port}/`,
        // ... with an empty cache, so a cached zip elsewhere on this machine is not used ...
        electron_config_cache: join(temp.dir, 'cache'),
        // ... and for a platform other than this one, so an Electron already installed here is not "already installed".
        ELECTRON_INSTALL_PLATFORM: process.platform === 'linux' ? 'darwin' : 'linux',
        ELECTRON_INSTALL_ARCH: 'x64',
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(`Could not download Electron's runtime (the download was blocked: HTTP 403), ${SERVE_HINT}`);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m);
      expect(calls()).toEqual([]);
    } finally {
      server.close();
    }
    const pathTxtAfter = existsSync(join(electronDir, 'path.txt')) ? readFileSync(join(electronDir, 'path.txt'), 'utf8') : null;
    expect(pathTxtAfter).toBe(pathTxtBefore);
  });

  it('says `npm install` is missing when Electron\'s installer is not there at all', async () => {
    const run = await start({ ...stubs, SECTORS_ELECTRON_INSTALLER: join(temp.dir, 'no-such-install.js') });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Electron is not installed (node_modules/electron is missing; run \`npm install\` first), ${SERVE_HINT}`,
    );
    expect(calls()).toEqual([]);
  });
});

describe("npm start asks Electron's installer first", () => {
  it('runs the installer, then electron-vite build, then electron-vite preview (with the extra arguments)', async () => {
    const first = await start(stubs, ['--inspect']);
    expect(first.code).toBe(0);
    expect(calls()).toEqual(['installer: downloaded', 'electron-vite build', 'electron-vite preview --inspect']);
    expect(first.stderr).toBe('');
  });

  it('takes the installer\'s "already installed" fast path on the next start and goes on', async () => {
    await start(stubs);
    const second = await start(stubs);
    expect(second.code).toBe(0);
    expect(calls()).toEqual([
      'installer: downloaded',
      'electron-vite build',
      'electron-vite preview',
      'installer: already installed',
      'electron-vite build',
      'electron-vite preview',
    ]);
  });

  it('stops after a failed build with its exit code, and passes on the exit code of preview', async () => {
    const failedBuild = await start({ ...stubs, FAKE_BUILD_EXIT: '2' });
    expect(failedBuild.code).toBe(2);
    expect(calls()).toEqual(['installer: downloaded', 'electron-vite build']);

    const failedPreview = await start({ ...stubs, FAKE_PREVIEW: 'exit-3' });
    expect(failedPreview.code).toBe(3);
  });

  it.skipIf(process.platform === 'win32')('ends by the same signal as preview, and forwards SIGTERM to it', async () => {
    const killed = await start({ ...stubs, FAKE_PREVIEW: 'killed' });
    expect(killed.signal).toBe('SIGTERM');

    let sent = false;
    const stopped = await start({ ...stubs, FAKE_PREVIEW: 'wait-for-sigterm' }, [], (stdout, kill) => {
      if (!sent && stdout.includes('preview: window open')) {
        sent = true;
        kill();
      }
    });
    expect(stopped.code).toBe(0);
    expect(calls().at(-1)).toBe('preview: got SIGTERM');
  });
});
