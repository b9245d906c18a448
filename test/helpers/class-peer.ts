/**
 * In-process clients for the classroom's hostile-input tests: a connection from a given network address (failed
 * attempts are counted per address), a class on a simulated clock, a snapshot of everything a refused command
 * must leave alone, and a way to play a table to a given window with the teacher's "end window".
 */
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import type { BootedHost } from '../../src-main/app/boot.ts';
import type { HostConnection } from '../../src-main/host/host.ts';
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { bootSimulated } from './host.ts';

type Msg = Record<string, any>;

/** A connection from `address` (another machine unless `local`), keeping every event it receives. */
export class Peer {
  readonly events: Msg[] = [];
  readonly connection: HostConnection;
  private n = 0;
  private seq = 0;

  constructor(booted: BootedHost, address: string, local = false) {
    this.connection = booted.host.connect('ws', (event) => this.events.push(JSON.parse(JSON.stringify(event)) as Msg), { local, address });
  }

  /** Sends a command and returns the answer carrying its request id. */
  ask(command: Msg): Msg {
    const requestId = `q${++this.n}`;
    this.connection.receive(JSON.stringify({ ...command, requestId }));
    const answer = this.events.find((e) => e.requestId === requestId);
    if (!answer) throw new Error(`no answer to ${String(command.type)}`);
    return answer;
  }

  act(gameId: string, player: string, action: Msg): Msg {
    const serial = this.lastView(gameId)?.session.window?.id ?? 0;
    return this.ask({ type: 'act', gameId, player, phaseSerial: serial, clientSeq: ++this.seq, action });
  }

  lastView(gameId: string): Msg | undefined {
    return this.events.filter((e) => e.type === 'view' && e.gameId === gameId).at(-1);
  }

  lastState(): HostEventOf<'class_state'> {
    return this.events.filter((e) => e.type === 'class_state').at(-1) as HostEventOf<'class_state'>;
  }

  close(): void {
    this.connection.close();
  }
}

export type Classroom = {
  booted: BootedHost;
  clock: SimulatedClock;
  teacher: Peer;
  created: HostEventOf<'class_created'>;
  classId: string;
  tables: string[];
  /** The dashboard's roster now, as a fresh dashboard on the host machine receives it (serverNow left out). */
  roster(): Omit<HostEventOf<'class_state'>, 'serverNow'>;
  key(name: string): string;
};

export const TIMERLESS = { maxTurns: 8, timerMode: 'TIMERLESS', reviewSeconds: 0 };

/** A class of two Sectors tables (timerless) created from the host machine; `extra` adds to create_class. */
export function classroom(dir: string, students: string[] = ['Ana', 'Ben', 'Cai', 'Dee'], extra: Msg = {}, booted?: BootedHost): Classroom {
  const clock = new SimulatedClock();
  clock.set(1_767_000_000_000);
  const host = booted ?? bootSimulated(join(dir, 'data'), clock).booted;
  const teacher = new Peer(host, '127.0.0.1', true);
  const created = teacher.ask({
    type: 'create_class', name: 'Period 3', students,
    tables: [{ game: 'sectors', options: TIMERLESS, seed: 5, seats: 3 }, { game: 'sectors', options: TIMERLESS, seed: 6, seats: 3 }],
    ...extra,
  }) as HostEventOf<'class_created'>;
  if (created.type !== 'class_created') throw new Error(`no class: ${JSON.stringify(created)}`);
  const state = teacher.lastState();
  const roster = () => {
    const dashboard = new Peer(host, '127.0.0.1', true);
    dashboard.ask({ type: 'facilitate_class', code: created.code });
    const { serverNow: _, ...rest } = dashboard.lastState();
    dashboard.close();
    return rest;
  };
  const key = (name: string) => state.students.find((s) => s.name === name)!.key;
  return { booted: host, clock, teacher, created, classId: created.classId, tables: state.tables.map((t) => t.gameId), roster, key };
}

/** Every row of the tables a refused class command must leave alone, and each table's seats and clock. */
export function snapshot(c: Classroom): unknown {
  const rows = Object.fromEntries(
    ['classes', 'class_tables', 'class_students', 'games', 'journal', 'rejected_orders', 'seat_tokens', 'seat_history'].map((t) => [t, c.booted.db.prepare(`SELECT * FROM ${t}`).all()]),
  );
  const sessions = c.tables.map((g) => {
    const { seats, timer } = c.booted.host.session(g)!.context;
    return { seats, timer, status: c.booted.host.record(g)!.status };
  });
  return { rows, sessions, roster: c.roster() };
}

/** The teacher ends windows of `gameId` until it stands in `phase` of `turn`. */
export function playTo(c: Classroom, gameId: string, phase: string, turn: number): void {
  for (let guard = 0; guard < 100; guard++) {
    const view = c.teacher.lastView(gameId)!;
    if (view.view.phase === phase && view.view.turn === turn) return;
    const answer = c.teacher.ask({ type: 'class_control', classId: c.classId, command: 'end_phase', tables: [gameId] });
    if (answer.type !== 'ack') throw new Error(`end_phase refused in ${view.view.phase} of turn ${view.view.turn} (${view.view.status}): ${JSON.stringify(answer)}`);
  }
  throw new Error(`never reached ${phase} of turn ${turn}`);
}

export type { HostEvent };
