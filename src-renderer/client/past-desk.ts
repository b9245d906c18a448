/**
 * A store for a game's board showing a past step of the history browser: the step's public view, and the
 * public events of the window that ended there as the log (the board's own log and summaries then tell that
 * window's story). It is never connected: every command it might send is answered with a refusal, so a board
 * given one cannot act, whatever it shows.
 */
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { Desk, type LogEvent, type ViewBase } from './desk.svelte.ts';
import type { GameClient } from './game-client.ts';
import type { HistoryStep } from './history.svelte.ts';

function readOnlyClient(): GameClient {
  return {
    state: { status: 'connected', transport: 'websocket', hostVersion: null, lastError: null },
    start: () => undefined,
    send: () => undefined,
    stop: () => undefined,
    request: async (command: Command): Promise<HostEvent> => ({
      type: 'error', reason: 'READ_ONLY', message: 'a past step of the game takes no commands', ...(command.requestId ? { requestId: command.requestId } : {}),
    }),
    onChange: () => () => undefined,
    onEvent: () => () => undefined,
  };
}

export function pastDesk(step: HistoryStep): Desk {
  const desk = new Desk(readOnlyClient(), null);
  desk.publicView = step.view as ViewBase;
  desk.log = step.events as LogEvent[];
  return desk;
}
