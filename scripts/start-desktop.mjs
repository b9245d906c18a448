// `npm start`: opens the desktop app. Electron (42 and newer) no longer fetches its runtime at `npm install`,
// and electron-vite only reads node_modules/electron/path.txt (it fails with "Error: Electron uninstall" when
// the runtime is missing), so this first asks Electron's own installer for the runtime (a download on the first
// start, an instant no-op after that), then runs `electron-vite build` and `electron-vite preview` as before.
// When the runtime cannot be fetched it says so in one sentence, points to `npm run serve`, and exits 1.
//
// For tests, two environment variables replace the commands (each is a Node script, run with this same node):
//   SECTORS_ELECTRON_INSTALLER  instead of node_modules/electron/install.js
//   SECTORS_ELECTRON_VITE       instead of node_modules/electron-vite/bin/electron-vite.js
// Extra arguments (`npm start -- …`) go to `electron-vite preview`, as they did when `start` was
// "electron-vite build && electron-vite preview".
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const installer = resolve(root, process.env.SECTORS_ELECTRON_INSTALLER || 'node_modules/electron/install.js');
const electronVite = resolve(root, process.env.SECTORS_ELECTRON_VITE || 'node_modules/electron-vite/bin/electron-vite.js');
const extraArgs = process.argv.slice(2);
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// Only a real download takes this long; the "already installed" check answers at once.
const DOWNLOAD_NOTE_AFTER_MS = 2000;

/** Runs a Node script with this same node; resolves with its exit code or signal (and output when piped). */
function run(script, args, { capture = false } = {}) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const forward = (signal) => child.kill(signal);
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      done({ output, ...result });
    };
    child.on('error', (error) => finish({ code: 1, signal: null, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => finish({ code, signal }));
  });
}

/** Ends this process the way the child ended: same exit code, or killed by the same signal. */
function exitLike({ code, signal }) {
  if (signal) {
    process.kill(process.pid, signal); // no handler is installed any more, so this ends the process
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 1)), 1000); // where signals are emulated
    return;
  }
  process.exit(code ?? 1);
}

/** A few words on why the installer failed, from its output (a stack trace we do not show). */
function shortReason(output, code) {
  const http = /Response code (\d{3})/.exec(output);
  if (http) {
    const status = Number(http[1]);
    return status === 403 || status === 407 || status === 451
      ? `the download was blocked: HTTP ${status}`
      : `the download server answered HTTP ${status}`;
  }
  if (/fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|UND_ERR_/.test(output)) {
    return 'no network, or the download is blocked';
  }
  const platform = /does not have a published (\S+) artifact/.exec(output);
  if (platform) return `there is no Electron build for ${platform[1]}`;
  if (/checksum/i.test(output)) return 'the download did not match its checksum';
  if (/ENOSPC/.test(output)) return 'the disk is full';
  if (/EACCES|EPERM|EROFS/.test(output)) return 'no permission to write into node_modules/electron';
  const firstLine = output
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('at '));
  if (!firstLine) return `Electron's installer exited with code ${code}`;
  return firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine;
}

function cannotOpen(what) {
  console.error(
    `${what}, so the desktop app cannot open on this machine; run \`npm run serve\` and open the address it prints instead.`,
  );
  process.exit(1);
}

if (!existsSync(installer)) {
  cannotOpen("Electron is not installed (node_modules/electron is missing; run `npm install` first)");
}

const note = setTimeout(() => console.log("Downloading Electron's runtime (first start only)…"), DOWNLOAD_NOTE_AFTER_MS);
const install = await run(installer, [], { capture: true });
clearTimeout(note);
if (install.signal) exitLike(install);
else if (install.code !== 0) cannotOpen(`Could not download Electron's runtime (${shortReason(install.output, install.code)})`);
else {
  const build = await run(electronVite, ['build']);
  if (build.signal || build.code !== 0) exitLike(build);
  else exitLike(await run(electronVite, ['preview', ...extraArgs]));
}
