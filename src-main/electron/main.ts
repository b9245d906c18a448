/**
 * Electron entry: the desktop window plus the same host `npm run serve` runs, embedded in-process.
 * This folder is the only place that imports `electron`.
 */
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../src-shared/security.ts';
import { bootHost, type BootedHost } from '../app/boot.ts';
import { bridgeIpc } from './ipc-bridge.ts';
import { desktopLanControl } from './lan-control.ts';
import { mainWindowOptions } from './window-options.ts';

export const PRELOAD_PATH = join(import.meta.dirname, '../preload/preload.cjs');
export const RENDERER_INDEX = join(import.meta.dirname, '../renderer/index.html');

/** Enforces the CSP on every response the window loads, on top of the <meta> tag in index.html. */
function enforceCsp(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}

export function createMainWindow(booted: BootedHost): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(PRELOAD_PATH));
  const unbridge = bridgeIpc(ipcMain, booted.host, win.webContents);
  win.on('closed', unbridge);
  // The window only ever shows the app: external links open in the system browser, nothing navigates away.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.once('ready-to-show', () => win.show());
  const devUrl = process.env.ELECTRON_RENDERER_URL;
  if (devUrl && !app.isPackaged) void win.loadURL(devUrl);
  else void win.loadFile(RENDERER_INDEX);
  return win;
}

export async function startDesktopApp(): Promise<BootedHost> {
  await app.whenReady();
  enforceCsp();
  let host: BootedHost['host'] | null = null;
  const lan = desktopLanControl(() => host!, join(import.meta.dirname, '../renderer'));
  const booted = bootHost(app.getPath('userData'), { lan, workerBots: true, workerHeavy: true });
  host = booted.host;
  createMainWindow(booted);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(booted);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    void lan.close();
    booted.close();
  });
  return booted;
}

export const started = startDesktopApp();
