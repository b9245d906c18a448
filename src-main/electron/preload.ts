/**
 * Preload: exposes exactly one typed object, `window.api`, and never raw ipcRenderer.
 * Bundled to one CommonJS file so the window's sandbox can stay on.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_COMMAND, IPC_EVENT, type DesktopApi } from '../../src-shared/desktop-api.ts';

const api: DesktopApi = {
  send(command) {
    ipcRenderer.send(IPC_COMMAND, command);
  },
  onEvent(listener) {
    const handler = (_event: IpcRendererEvent, message: unknown) => listener(message);
    ipcRenderer.on(IPC_EVENT, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, handler);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
