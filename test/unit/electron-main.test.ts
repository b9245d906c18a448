/**
 * The Electron entry as it is built (out/main/main.js), with `electron` replaced by a mock: no Electron
 * binary exists on this machine, and the code under test is the bundle Electron would run.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IPC_COMMAND, IPC_EVENT } from '../../src-shared/desktop-api.ts';
import { hello } from '../../src-shared/protocol/index.ts';
import { CONTENT_SECURITY_POLICY } from '../../src-shared/security.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const mock = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const ipcListeners = new Map<string, Listener[]>();
  const windows: FakeWindow[] = [];
  const state = { userData: '', headersHook: null as null | Listener };

  class FakeWebContents {
    sent: [string, unknown][] = [];
    openHandler: null | ((details: { url: string }) => { action: string }) = null;
    navigationListeners: Listener[] = [];
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload]);
    }
    isDestroyed() {
      return false;
    }
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      this.openHandler = handler;
    }
    on(event: string, listener: Listener) {
      if (event === 'will-navigate') this.navigationListeners.push(listener);
    }
  }

  class FakeWindow {
    options: Record<string, unknown>;
    webContents = new FakeWebContents();
    loadedFile: string | null = null;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      windows.push(this);
    }
    static getAllWindows() {
      return windows;
    }
    on() {}
    once() {}
    show() {}
    async loadFile(path: string) {
      this.loadedFile = path;
    }
    async loadURL() {}
  }

  const electron = {
    app: {
      isPackaged: false,
      whenReady: () => Promise.resolve(),
      getPath: (name: string) => {
        if (name !== 'userData') throw new Error(`unexpected path ${name}`);
        return state.userData;
      },
      on: () => undefined,
      quit: () => undefined,
    },
    BrowserWindow: FakeWindow,
    ipcMain: {
      on: (channel: string, listener: Listener) => {
        ipcListeners.set(channel, [...(ipcListeners.get(channel) ?? []), listener]);
      },
      removeListener: (channel: string, listener: Listener) => {
        ipcListeners.set(channel, (ipcListeners.get(channel) ?? []).filter((l) => l !== listener));
      },
    },
    session: {
      defaultSession: {
        webRequest: {
          onHeadersReceived: (hook: Listener) => {
            state.headersHook = hook;
          },
        },
      },
    },
    shell: { openExternal: vi.fn(async () => undefined) },
  };
  return { electron, ipcListeners, windows, state };
});

vi.mock('electron', () => ({ ...mock.electron, default: mock.electron }));

const BUILT_MAIN = resolve('out/main/main.js');
const temp = makeTempDir();
mock.state.userData = temp.dir;

afterAll(async () => {
  const main = await import(BUILT_MAIN);
  (await main.started).close();
  temp.cleanup();
});

async function startApp() {
  if (!existsSync(BUILT_MAIN)) throw new Error('out/main/main.js is missing: run "npm run build" first');
  const main = await import(BUILT_MAIN);
  await main.started;
  return main;
}

describe('desktop entry (electron mocked)', () => {
  it('opens one window with the secure options and the built preload', async () => {
    const main = await startApp();
    expect(mock.windows).toHaveLength(1);
    const prefs = mock.windows[0].options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(prefs.preload).toBe(main.PRELOAD_PATH);
    expect(main.PRELOAD_PATH).toBe(resolve('out/preload/preload.cjs'));
    expect(existsSync(main.PRELOAD_PATH)).toBe(true);
    expect(mock.windows[0].loadedFile).toBe(resolve('out/renderer/index.html'));
  });

  it('ships a preload that is one CommonJS file exposing only `api`', () => {
    const preload = readFileSync(resolve('out/preload/preload.cjs'), 'utf8');
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toContain('exposeInMainWorld("api"');
    expect(preload).not.toMatch(/require\("(?!electron")/);
  });

  it('registers the IPC handler and answers a hello from its own window only', async () => {
    await startApp();
    const handlers = mock.ipcListeners.get(IPC_COMMAND) ?? [];
    expect(handlers).toHaveLength(1);
    const contents = mock.windows[0].webContents;

    handlers[0]({ sender: { other: true } }, hello('desktop'));
    expect(contents.sent).toHaveLength(0);

    handlers[0]({ sender: contents }, hello('desktop'));
    expect(contents.sent).toHaveLength(1);
    expect(contents.sent[0][0]).toBe(IPC_EVENT);
    expect(contents.sent[0][1]).toMatchObject({ type: 'welcome', hostVersion: '0.1.0' });

    handlers[0]({ sender: contents }, { type: 'hello' });
    expect(contents.sent[1][1]).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    // The window's IpcTransport sends JSON text, as a browser does.
    handlers[0]({ sender: contents }, JSON.stringify({ ...hello('desktop'), requestId: 'text' }));
    expect(contents.sent[2][1]).toMatchObject({ type: 'welcome', requestId: 'text' });
  });

  it('enforces the CSP on responses and keeps the window from navigating or opening windows', async () => {
    await startApp();
    let headers: Record<string, unknown> = {};
    mock.state.headersHook!({ responseHeaders: { 'X-Test': ['1'] } }, (result: { responseHeaders: Record<string, unknown> }) => {
      headers = result.responseHeaders;
    });
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(headers['X-Test']).toEqual(['1']);

    const contents = mock.windows[0].webContents;
    expect(contents.openHandler!({ url: 'https://example.org' })).toEqual({ action: 'deny' });
    expect(mock.electron.shell.openExternal).toHaveBeenCalledWith('https://example.org');
    expect(contents.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(mock.electron.shell.openExternal).toHaveBeenCalledTimes(1);
    const prevent = vi.fn();
    contents.navigationListeners[0]({ preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
  });

  it('opens the games to the LAN on demand and closes again', async () => {
    await startApp();
    const handler = (mock.ipcListeners.get(IPC_COMMAND) ?? [])[0];
    const contents = mock.windows[0].webContents;
    const answer = async (requestId: string) => {
      for (let i = 0; i < 100; i++) {
        const found = contents.sent.find(([, e]) => (e as { requestId?: string }).requestId === requestId);
        if (found) return found[1] as Record<string, unknown>;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no answer to ${requestId}`);
    };
    handler({ sender: contents }, { type: 'lan', enable: true, requestId: 'lan-on' });
    const on = await answer('lan-on');
    expect(on).toMatchObject({ type: 'lan_status', enabled: true });
    const url = new URL(((on.urls as string[])[0] ?? 'http://127.0.0.1:4719/').replace(/\/\/[^:/]+/, '//127.0.0.1'));
    const port = Number(url.port);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    handler({ sender: contents }, { type: 'lan', enable: false, requestId: 'lan-off' });
    expect(await answer('lan-off')).toMatchObject({ type: 'lan_status', enabled: false, urls: [] });
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('stores its database in Electron userData', async () => {
    await startApp();
    expect(existsSync(resolve(temp.dir, 'sectors.sqlite3'))).toBe(true);
  });
});
