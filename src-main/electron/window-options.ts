import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The desktop window's settings, following Electron's security checklist: the renderer gets no Node,
 * runs sandboxed in its own JavaScript context, and reaches the host only through the preload's `api`.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Sectors Desk',
    show: false,
    backgroundColor: '#14161a',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}
