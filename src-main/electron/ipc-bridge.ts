import type { IpcMain, IpcMainEvent, WebContents } from 'electron';
import { IPC_COMMAND, IPC_EVENT } from '../../src-shared/desktop-api.ts';
import type { GameHost } from '../host/host.ts';

/**
 * Connects one window to the host over IPC: commands in on IPC_COMMAND, events out on IPC_EVENT.
 * Messages from any other WebContents are ignored, so a stray frame cannot act for the window. Commands come as
 * JSON text (the renderer's IpcTransport), so a large one — an imported game file — is parsed off the event
 * loop like a browser's; structured commands are still accepted.
 * Returns the function that undoes the bridge.
 */
export function bridgeIpc(ipcMain: IpcMain, host: GameHost, contents: WebContents): () => void {
  const send = (event: unknown) => {
    if (!contents.isDestroyed()) contents.send(IPC_EVENT, event);
  };
  // Views shared by many screens, and the answers of heavy work, arrive as JSON text: passed on as they are.
  const connection = host.connect('ipc', send, { local: true, sendText: send });
  const onCommand = (event: IpcMainEvent, message: unknown) => {
    if (event.sender !== contents) return;
    connection.receive(message);
  };
  ipcMain.on(IPC_COMMAND, onCommand);
  return () => {
    ipcMain.removeListener(IPC_COMMAND, onCommand);
    connection.close();
  };
}
