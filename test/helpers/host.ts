import { SimulatedClock } from 'xstate';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import type { HostConnection } from '../../src-main/host/host.ts';
import { randomBots } from './session.ts';

/** An in-process client: sends commands, keeps every event it receives. */
export class LocalClient {
  readonly events: HostEvent[] = [];
  readonly connection: HostConnection;
  private counter = 0;

  private seq = 0;

  constructor(booted: BootedHost, local = true) {
    this.connection = booted.host.connect('local', (event) => this.events.push(JSON.parse(JSON.stringify(event)) as HostEvent), { local });
  }

  /** An `act` on the active window of the last view (unless `phaseSerial` is given), with the next client sequence number. */
  act(gameId: string, player: string, action: Record<string, unknown>, phaseSerial?: number): HostEvent {
    const serial = phaseSerial ?? this.lastView(gameId)?.session.window?.id ?? 0;
    return this.request({ type: 'act', gameId, player, phaseSerial: serial, clientSeq: ++this.seq, action });
  }

  /** Sends a command and returns the answer carrying its request id. */
  request(command: Record<string, unknown>): HostEvent {
    const requestId = `r${++this.counter}`;
    this.connection.receive({ ...command, requestId });
    const answer = this.events.find((e) => 'requestId' in e && e.requestId === requestId);
    if (!answer) throw new Error(`no answer to ${String(command.type)}`);
    return answer;
  }

  lastView(gameId: string) {
    const views = this.events.filter((e): e is Extract<HostEvent, { type: 'view' }> => e.type === 'view' && e.gameId === gameId);
    return views.at(-1);
  }
}

/** A host on a simulated clock with random bots, over a data directory; dashboards get the roster after every change (classStateMs 0), as the tests read it after each command. */
export function bootSimulated(dataDir: string, clock = new SimulatedClock(), botThinkMs = 300): { booted: BootedHost; clock: SimulatedClock } {
  const booted = bootHost(dataDir, { clock, bots: randomBots, botThinkMs, heartbeatMs: 250, classStateMs: 0 });
  return { booted, clock };
}
