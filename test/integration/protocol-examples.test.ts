/**
 * Every example command in docs/PROTOCOL.md, sent to a real in-process host (SQLite, simulated clock) in the
 * order a table would send them: create → join → start → act …, with the real game id, join code, seat token,
 * host secret and phase serial put in. Each must get its documented answer; a refusal fails the test unless
 * the step names the reason it expects. A few extra steps check the prose next to the examples: per-seat
 * clientSeq, pause, sealed export/import and the finished game file in test/fixtures/game-files/.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import type { LanControl } from '../../src-main/host/host.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { COMMAND_TYPES } from '../../src-shared/protocol/index.ts';
import { LocalClient } from '../helpers/host.ts';
import { randomBots } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

type Json = Record<string, unknown>;
const doc = readFileSync('docs/PROTOCOL.md', 'utf8');
const commandExamples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)]
  .map((m) => JSON.parse(m[1]) as Json)
  .filter((e) => COMMAND_TYPES.includes(e.type as string));
const finishedFile = JSON.parse(readFileSync('test/fixtures/game-files/finished-2p.sectors.json', 'utf8')) as Json;

/** What each command is answered with when it is accepted. */
const ANSWER: Record<string, string> = {
  hello: 'welcome', list_games: 'games', create_game: 'game_created', start_game: 'ack', join: 'joined', spectate: 'joined',
  facilitate: 'joined', claim_seat: 'joined', leave: 'ack', act: 'ack', check: 'check_result', control: 'ack',
  export_game: 'game_file', import_game: 'game_created', lan: 'lan_status',
  list_profiles: 'profiles', create_profile: 'profiles', set_profile_settings: 'profiles',
  history: 'history_step', play_from: 'game_created', hint: 'hint_result', resync: 'ack',
  create_class: 'class_created', list_classes: 'classes', facilitate_class: 'class_joined', watch_class: 'class_joined',
  join_student: 'joined', class_control: 'ack', export_class: 'class_files', class_report: 'class_report_data',
  list_tutorials: 'tutorials', start_tutorial: 'joined', tutorial_next: 'ack', assign_tutorials: 'ack',
};

/** Fields a real session has other values for; everything else in an example is sent as written. */
type Real = Partial<{ gameId: string; code: string; token: string; secret: string; phaseSerial: number; profile: string; profileId: string; classId: string; key: string; student: string }>;

let temp = makeTempDir();
let booted: BootedHost;
let clock: SimulatedClock;
const used = new Set<string>();
const lanState = { enabled: false };
const lan: LanControl = {
  status: () => ({ enabled: lanState.enabled, urls: lanState.enabled ? ['http://192.168.1.20:4719/'] : [] }),
  setEnabled: async (enabled) => {
    lanState.enabled = enabled;
    return lan.status();
  },
};

beforeEach(() => {
  clock = new SimulatedClock();
  booted = bootHost(join(temp.dir, 'data'), { clock, bots: randomBots, botThinkMs: 300, heartbeatMs: 250, lan });
});
afterEach(() => {
  booted.close();
  temp.cleanup();
  temp = makeTempDir();
});

/** The example with that requestId, with the real values put in (only into fields the example has). */
function example(requestId: string, real: Real = {}): Json {
  const found = commandExamples.find((e) => e.requestId === requestId);
  if (!found) throw new Error(`docs/PROTOCOL.md has no example command ${requestId}`);
  used.add(requestId);
  const copy = structuredClone(found);
  for (const [key, value] of Object.entries(real)) if (key in copy && value !== undefined) copy[key] = value;
  return copy;
}

/** Sends an example; its answer must be the documented one, or an error with exactly `expectedReason`. */
function send(client: LocalClient, requestId: string, real: Real = {}, expectedReason?: string): HostEvent {
  const command = example(requestId, real);
  const answer = client.request(command);
  const expected = expectedReason ? { type: 'error', reason: expectedReason } : { type: ANSWER[command.type as string] };
  expect({ example: requestId, ...answer }).toMatchObject({ example: requestId, ...expected });
  return answer;
}

const lastView = (client: LocalClient, gameId: string) => client.lastView(gameId)!;
const seatRevocations = (client: LocalClient) => client.events.filter((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED' && !('requestId' in e && e.requestId));

describe('docs/PROTOCOL.md example commands against a real host', () => {
  it('accepts every example command in a session from creation to export, import and the LAN switch', async () => {
    const host = new LocalClient(booted);
    const ann = new LocalClient(booted, false);
    const annRefreshed = new LocalClient(booted, false);
    const watcher = new LocalClient(booted, false);
    const teacher = new LocalClient(booted, false);
    for (const c of [host, ann, annRefreshed, watcher, teacher]) send(c, 'r1');
    send(host, 'r2');

    const created = send(host, 'r3') as Extract<HostEvent, { type: 'game_created' }>;
    const gameId = created.gameId;
    const code = created.joinCode;
    expect(lastView(host, gameId).view.status).toBe('LOBBY');

    const joined = send(ann, 'r5', { code }) as Extract<HostEvent, { type: 'joined' }>;
    expect(joined).toMatchObject({ role: 'player', player: 'P1', clientSeq: 0 });
    send(host, 'r4', { gameId });
    send(annRefreshed, 'r6', { code, token: joined.token });
    send(watcher, 'r7', { code });
    send(teacher, 'r8', { code, secret: created.hostSecret });
    expect(send(host, 'r9', { gameId })).toMatchObject({ role: 'player', player: 'P2' });
    // A local profile for the hot seat: created, listed, set up, then seated on P2 (the lobby line names it).
    const profileId = (send(host, 'r29') as Extract<HostEvent, { type: 'profiles' }>).profileId!;
    expect(send(host, 'r28')).toMatchObject({ profiles: [{ id: profileId, name: 'Ben' }] });
    send(host, 'r30', { profileId });
    send(host, 'r31', { gameId, profile: profileId });
    expect(lastView(host, gameId).session.seats[1].profile).toEqual({ name: 'Ben', lacks: [] });
    // Profiles are the host machine's: a player's own browser is refused.
    expect(ann.request({ type: 'list_profiles' })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    send(watcher, 'r10', { gameId });
    // A screen that speaks view deltas: numbered full views, a change as a patch, and a full view again on resync.
    const patched = new LocalClient(booted, false);
    expect(send(patched, 'r1d')).toMatchObject({ features: ['viewDeltas'] });
    expect(patched.request({ type: 'spectate', code })).toMatchObject({ type: 'joined' });
    expect(lastView(patched, gameId)).toMatchObject({ seq: 1, fresh: true });
    send(host, 'r23', { gameId });
    expect(patched.events.at(-1)).toMatchObject({ type: 'view_delta', seq: 2 });
    send(patched, 'rd1', { gameId });
    expect(lastView(patched, gameId)).toMatchObject({ seq: 3, fresh: true });

    send(host, 'r23', { gameId });
    expect(lastView(host, gameId).session.seats[0].name).toBe('Annie');
    send(host, 'r24', { gameId });
    expect(lastView(host, gameId).session.locked).toBe(true);
    // A locked table takes nobody new; the seat token still works (the prose of `join`).
    expect(new LocalClient(booted, false).request({ type: 'join', code })).toMatchObject({ type: 'error', reason: 'TABLE_LOCKED' });

    // The act examples are orders: end phases (as the facilitator may) until the first order phase.
    for (let i = 0; i < 40 && lastView(host, gameId).view.phase !== 'PLACE_STOCK_ORDERS'; i++) {
      expect(host.request({ type: 'control', gameId, command: 'end_phase' })).toMatchObject({ type: 'ack' });
    }
    const phaseSerial = (lastView(ann, gameId).view as unknown as { phaseSerial: number }).phaseSerial;
    expect(lastView(ann, gameId).view.phase).toBe('PLACE_STOCK_ORDERS');
    send(ann, 'r11', { gameId, phaseSerial });
    expect(lastView(ann, gameId).private.P1).toMatchObject({ orders: [{ type: 'MARKET', company: 'HAPPY', quantity: 2 }] });
    // Hints for learners: off at a table of two people until the facilitator switches them on.
    expect(ann.request({ type: 'hint', gameId, player: 'P1' })).toMatchObject({ type: 'error', reason: 'HINTS_OFF' });
    send(host, 'ri2', { gameId });
    expect(lastView(ann, gameId).session.hints).toBe('on');
    send(ann, 'ri1', { gameId });
    send(ann, 'r12', { gameId, phaseSerial });
    // clientSeq is per seat: the same `act` resent from the seat's other screen was already applied.
    send(annRefreshed, 'r12', { gameId, phaseSerial }, 'DUPLICATE_REQUEST');
    send(ann, 'r13', { gameId });

    send(host, 'r21', { gameId });
    expect(lastView(host, gameId).session.paused).toBe(true);
    const whilePaused = { type: 'act', gameId, player: 'P1', phaseSerial, clientSeq: 9, action: { type: 'UNREADY' } };
    expect(ann.request(whilePaused)).toMatchObject({ type: 'error', reason: 'PAUSED' });
    expect(host.request({ type: 'control', gameId, command: 'end_phase' })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    send(host, 'r22', { gameId });
    expect(ann.request(whilePaused)).toMatchObject({ type: 'ack' });

    send(host, 'r14', { gameId });
    send(host, 'r15', { gameId });
    expect(seatRevocations(host)).toHaveLength(1); // the host screen held P2 (hot-seat) until it went to a bot

    // A running game leaves only sealed; the sealed file comes back with its passphrase.
    expect(host.request({ type: 'export_game', gameId })).toMatchObject({ type: 'error', reason: 'PASSPHRASE_REQUIRED' });
    const sealed = send(host, 'r27', { gameId }) as Extract<HostEvent, { type: 'game_file' }>;
    expect(sealed.file).toHaveProperty('sealed');
    expect(JSON.stringify(sealed.file)).not.toContain('"inputs"');
    const passphrase = example('r27').passphrase as string;
    expect(host.request({ type: 'import_game', file: sealed.file })).toMatchObject({ type: 'error', reason: 'PASSPHRASE_REQUIRED' });
    expect(host.request({ type: 'import_game', file: sealed.file, passphrase: 'not the passphrase' })).toMatchObject({ type: 'error', reason: 'WRONG_PASSPHRASE' });
    expect(host.request({ type: 'import_game', file: sealed.file, passphrase })).toMatchObject({ type: 'game_created' });

    send(host, 'r25', { gameId });
    expect(seatRevocations(ann)).toHaveLength(1);

    send(host, 'r17');
    // The finished game file of the fixtures imports, and exports again in full with the same inputs.
    const imported = host.request({ type: 'import_game', file: finishedFile }) as Extract<HostEvent, { type: 'game_created' }>;
    expect(imported.type).toBe('game_created');
    const full = send(host, 'r16', { gameId: imported.gameId }) as Extract<HostEvent, { type: 'game_file' }>;
    expect(full.file).toMatchObject({ inputs: finishedFile.inputs, final: finishedFile.final, seed: finishedFile.seed });
    // The finished game's history, and a what-if from one of its steps.
    expect(send(host, 'rh1', { gameId: imported.gameId })).toMatchObject({ step: 3, final: false, finished: true });
    send(host, 'rh2', { gameId: imported.gameId });

    host.connection.receive(example('r18'));
    await vi.waitFor(() => expect(host.events.at(-1)).toMatchObject({ type: 'lan_status', enabled: true }));

    // Lobby-only commands on a second game: remove a seat, then start with the empty seats given to bots.
    const lobby = send(host, 'r3') as Extract<HostEvent, { type: 'game_created' }>;
    send(host, 'r26', { gameId: lobby.gameId });
    const games = host.request({ type: 'list_games' }) as Extract<HostEvent, { type: 'games' }>;
    expect(games.games.find((g) => g.id === lobby.gameId)!.seats.map((s) => s.player)).toEqual(['P1', 'P2']);
    send(host, 'r20', { gameId: lobby.gameId });
    expect(lastView(host, lobby.gameId).session.seats.map((s) => [s.kind, s.botLevel])).toEqual([['bot', 'easy'], ['bot', 'easy']]);

    // The class examples (rc…) and the tutorial examples (rt…) have their own sessions below.
    const requestIds = commandExamples.map((e) => e.requestId as string).filter((id) => !id.startsWith('rc') && !id.startsWith('rt'));
    expect(requestIds.filter((id) => !used.has(id))).toEqual([]);
  });

  it('accepts every class example: a roster over two tables, a student link, a second device, the projector and the debrief', () => {
    const teacher = new LocalClient(booted);
    const created = send(teacher, 'rc1') as Extract<HostEvent, { type: 'class_created' }>;
    const { classId, code, secret } = created;
    expect(send(teacher, 'rc2')).toMatchObject({ classes: [{ id: classId, tables: 2, students: 4 }] });
    const state = teacher.events.filter((e): e is Extract<HostEvent, { type: 'class_state' }> => e.type === 'class_state').at(-1)!;
    const ana = state.students.find((s) => s.name === 'Ana')!;
    const laptop = new LocalClient(booted, false);
    expect(send(laptop, 'rc5', { key: ana.key })).toMatchObject({ player: ana.player, gameId: ana.gameId });
    const phone = new LocalClient(booted, false);
    expect(phone.request(example('rc5', { key: ana.key }))).toMatchObject({ type: 'join_pending', name: 'Ana' });
    const second = new LocalClient(booted, false);
    send(second, 'rc3', { code, secret });
    send(new LocalClient(booted, false), 'rc4', { code });
    expect(teacher.request({ type: 'class_control', classId, command: 'start' })).toMatchObject({ type: 'ack' });
    send(second, 'rc6', { classId });
    send(teacher, 'rc7', { classId, student: ana.key });
    expect(send(teacher, 'rc8', { classId })).toMatchObject({ files: [{ name: expect.stringMatching(/class\.csv$/) }, {}, {}] });
    expect(send(teacher, 'rc9', { classId })).toMatchObject({ report: { classId, name: 'Period 3' } });
    const classIds = commandExamples.map((e) => e.requestId as string).filter((id) => id.startsWith('rc'));
    expect(classIds.filter((id) => !used.has(id))).toEqual([]);
  });

  it('accepts every tutorial example: a profile\'s tutorial from start to end, and a class student\'s', () => {
    const host = new LocalClient(booted);
    const profileId = (host.request({ type: 'create_profile', name: 'Robin' }) as Extract<HostEvent, { type: 'profiles' }>).profileId!;
    const joined = send(host, 'rt2', { profileId }) as Extract<HostEvent, { type: 'joined' }>;
    const gameId = joined.gameId;
    expect(host.events.at(-1)).toMatchObject({ type: 'tutorial_state', gameId, stage: 'step', step: 0 });
    expect(host.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 36 })).toMatchObject({ type: 'ack' });
    send(host, 'rt3', { gameId });
    expect(host.events.at(-1)).toMatchObject({ type: 'tutorial_state', stage: 'done', star: true });
    expect(send(host, 'rt1', { profileId })).toMatchObject({ progress: { 'sectors-influence-bid': { completed: true, star: true, inProgress: false } } });
    const teacher = new LocalClient(booted);
    const created = teacher.request({ type: 'create_class', name: 'Period 3', students: ['Ana', 'Ben'], tables: [{ game: 'sectors' }] }) as Extract<HostEvent, { type: 'class_created' }>;
    send(teacher, 'rt4', { classId: created.classId });
    const state = teacher.events.filter((e): e is Extract<HostEvent, { type: 'class_state' }> => e.type === 'class_state').at(-1)!;
    const ana = new LocalClient(booted, false);
    const seat = ana.request({ type: 'join_student', key: state.students[0].key }) as Extract<HostEvent, { type: 'joined' }>;
    expect(ana.events.find((e) => e.type === 'class_tutorials')).toMatchObject({ classGame: seat.gameId });
    const classGame = (example('rt5').classGame as string);
    expect(classGame).not.toBe(seat.gameId);
    const started = ana.request({ ...example('rt5'), classGame: seat.gameId });
    expect(started).toMatchObject({ type: 'joined', role: 'player' });
    const ids = commandExamples.map((e) => e.requestId as string).filter((id) => id.startsWith('rt'));
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
  });

  it('ends a TIMERLESS phase when every eligible seat is READY, a dropped seat counting as ready after its grace period', () => {
    const host = new LocalClient(booted);
    const seats = [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }];
    const created = host.request({ type: 'create_game', seats, options: { timerMode: 'TIMERLESS' }, graceSeconds: 5, start: true }) as Extract<HostEvent, { type: 'game_created' }>;
    const { gameId, joinCode: code } = created;
    const ann = new LocalClient(booted, false);
    const ben = new LocalClient(booted, false);
    expect(ann.request({ type: 'join', code })).toMatchObject({ type: 'joined', player: 'P1' });
    expect(ben.request({ type: 'join', code })).toMatchObject({ type: 'joined', player: 'P2' });
    expect(lastView(host, gameId).session.deadline).toBeNull();
    expect(ann.act(gameId, 'P1', { type: 'READY' })).toMatchObject({ type: 'ack' });
    ben.connection.close();
    clock.increment(4000);
    expect(lastView(host, gameId).view.phase).toBe('INFLUENCE_BID'); // Ben's grace period is still running
    clock.increment(1000);
    expect(lastView(host, gameId).view.phase).not.toBe('INFLUENCE_BID');
  });

  it('answers every rate-limited message with RATE_LIMITED and its requestId, and cuts off a flood', () => {
    const limited = bootHost(join(temp.dir, 'limited'), { clock, bots: randomBots, rateLimit: { capacity: 2, perSecond: 1 }, floodLimit: 5 });
    const events: HostEvent[] = [];
    let cut = false;
    const link = limited.host.connect('ws', (e) => events.push(e), { local: false, disconnect: () => (cut = true) });
    for (let i = 1; i <= 4; i++) link.receive(JSON.stringify({ type: 'hello', protocol: 1, client: { kind: 'test' }, requestId: `h${i}` }));
    expect(events.map((e) => [e.type, 'reason' in e ? e.reason : null, 'requestId' in e ? e.requestId : null])).toEqual([
      ['welcome', null, 'h1'], ['welcome', null, 'h2'], ['error', 'RATE_LIMITED', 'h3'], ['error', 'RATE_LIMITED', 'h4'],
    ]);
    for (let i = 0; i < 10 && !cut; i++) link.receive('{}');
    expect(cut).toBe(true);
    limited.close();
  });
});
