/**
 * Classes on the host: a teacher's roster spread over several tables, each an ordinary game. This desk creates
 * classes, grants the class roles (the dashboard's facilitator, the class projector), seats students through
 * their personal keys (a new device waits for the teacher's approval) and keeps every dashboard's roster current.
 * The class controls are in class-controls.ts, the debrief (CSV, report) in class-debrief.ts.
 */
import { randomBytes } from 'node:crypto';
import type { BotLevel } from '../../src-shared/platform/table-options.ts';
import type { AnyGameModule, SeatId } from '../../src-shared/platform/module.ts';
import { CLASS_CODE_LENGTH, STUDENT_KEY_LENGTH, type Command, type CommandOf, type HostEventOf } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { AccessRepository } from '../store/access.ts';
import { ClassRepository, type ClassRecord, type StudentRecord } from '../store/classes.ts';
import type { Db } from '../store/database.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import type { Job } from './heavy/jobs.ts';
import { ClassControls } from './class-controls.ts';
import { LastActions } from './class-actions.ts';
import { ClassDebrief } from './class-debrief.ts';
import { CoalescedPushes } from './coalesced-pushes.ts';
import type { GameSession } from './game-session.ts';
import { grantOf, Refusal, rid, type Link } from './links.ts';
import { uniqueNames } from './names.ts';
import { dealGroups, dealSeeds } from './same-deal.ts';
import type { SeatDesk } from './seats.ts';

/** What the class desk needs from the host. */
export interface ClassHost {
  readonly clock: Clock;
  readonly access: AccessRepository;
  readonly version: string;
  /** Links with any role in a game, and those that facilitate or project a class (indexed: no scan of every connection). */
  gameLinks(gameId: string): ReadonlySet<Link>;
  classLinks(classId: string): ReadonlySet<Link>;
  moduleOf(kind: string): AnyGameModule;
  /** Checks a new game's command in full without creating it (throws the refusal create_game would). */
  checkNewGame(command: Omit<CommandOf<'create_game'>, 'type'>): void;
  createGame(command: Omit<CommandOf<'create_game'>, 'type'>): { gameId: string; joinCode: string; hostSecret: string };
  startGame(gameId: string, emptySeats?: 'bot' | 'remove', botLevel?: BotLevel): void;
  /** A facilitator's `control` on one table (the caller has checked the role). */
  control(command: CommandOf<'control'>): void;
  requireRecord(gameId: string): GameRecord;
  requireSession(gameId: string): GameSession;
  /** A game's status from its live session (no store read). */
  status(gameId: string): GameRecord['status'];
  sendView(link: Link, gameId: string): void;
  journal(gameId: string): StoredJournalEntry[];
  /** Runs heavy work (a class's debrief replays every table) and answers `link` with its result. */
  work(link: Link, job: Job): void;
}

type ClassCommand = Extract<Command, { type: 'create_class' | 'list_classes' | 'facilitate_class' | 'watch_class' | 'join_student' | 'class_control' | 'export_class' | 'class_report' }>;

/** The dashboard's `tutorials` part only when the class has some (a class without them reads as before). */
const withTutorials = (tutorials: HostEventOf<'class_state'>['tutorials']) => (tutorials ? { tutorials } : {});

export const CLASS_COMMAND_TYPES: ReadonlySet<string> = new Set<ClassCommand['type']>([
  'create_class', 'list_classes', 'facilitate_class', 'watch_class', 'join_student', 'class_control', 'export_class', 'class_report',
]);

/**
 * A device waiting for the teacher to let it take a student's seat (kept in memory: it belongs to a live
 * connection): the student's link on a new device (`via` link), or a join by name with the table's code (`name`).
 */
export type DeviceRequest = { id: string; key: string; link: Link; at: number; requestId: { requestId?: string }; via: 'link' | 'name'; address: string | null };

export class ClassDesk {
  readonly repo: ClassRepository;
  readonly host: ClassHost;
  readonly seats: SeatDesk;
  readonly requests = new Map<string, DeviceRequest>();
  private nextRequest = 1;
  /** Ids differ between host runs: an old request still on a dashboard never approves a new device after a restart. */
  private readonly requestRun = randomBytes(3).toString('hex');
  /** class id → its tables' fixed facts (see tableInfos). */
  private readonly tableFacts = new Map<string, { gameId: string; name: string; game: string; joinCode: string }[]>();
  /** class id → its tables dealt the same cards (game id → the group). */
  private readonly deals = new Map<string, Map<string, string[]>>();
  /** game id → class id (null: not a class table), so every table change finds its dashboards at once. */
  private readonly classOfGame = new Map<string, string | null>();
  private readonly actions: LastActions;
  private readonly controls: ClassControls;
  private readonly debrief: ClassDebrief;
  /** The dashboards' rosters, pushed at once or coalesced (a large class's tables change dozens of times a second). */
  private readonly pushes: CoalescedPushes;
  /** The class's tutorials (set by the host's tutorial wiring): the dashboard's progress and the CSV's file. */
  tutorials: { stateOf(classId: string): HostEventOf<'class_state'>['tutorials']; csvFile(record: ClassRecord): { name: string; csv: string } | null } | null = null;

  constructor(db: Db, host: ClassHost, seats: SeatDesk, classStateMs: number) {
    this.repo = new ClassRepository(db);
    this.host = host;
    this.seats = seats;
    this.controls = new ClassControls(this);
    this.debrief = new ClassDebrief(this.repo, host);
    this.actions = new LastActions(host);
    this.pushes = new CoalescedPushes(host.clock, classStateMs, (classId) => this.sendState(classId));
  }

  handle(link: Link, command: ClassCommand): void {
    switch (command.type) {
      case 'create_class':
        return this.create(link, command);
      case 'list_classes':
        this.requireLocal(link);
        link.send({ type: 'classes', classes: this.repo.list().map((c) => ({ id: c.id, name: c.name, code: c.code, createdAt: c.createdAt, tables: this.repo.tables(c.id).length, students: this.repo.students(c.id).length })), ...rid(command) });
        return;
      case 'facilitate_class':
        return this.facilitate(link, command);
      case 'watch_class':
        return this.watch(link, command);
      case 'join_student':
        return this.joinStudent(link, command);
      case 'class_control':
        this.requireFacilitator(link, command.classId);
        this.controls.run(link, command);
        if (['rename', 'move', 'replace_by_bot', 'hand_back'].includes(command.command)) this.rosterChanged(command.classId);
        this.pushState(command.classId);
        if (command.command !== 'new_secret') link.send({ type: 'ack', ...rid(command) });
        return;
      case 'export_class': {
        this.requireFacilitator(link, command.classId);
        const record = this.requireClass(command.classId);
        const tables = this.debrief.tableJobs(record, command.table);
        // Every table is replayed: heavy work, answered when it is done.
        const progress = command.table === undefined ? this.tutorials?.csvFile(record) : null;
        const extraFiles = progress ? [progress] : [];
        return this.host.work(link, { kind: 'class_files', classId: record.id, className: record.name, tables, only: command.table, extraFiles, now: this.host.clock.now(), ...rid(command) });
      }
      case 'class_report': {
        this.requireFacilitator(link, command.classId);
        const record = this.requireClass(command.classId);
        return this.host.work(link, { kind: 'class_report', classId: record.id, className: record.name, tables: this.debrief.tableJobs(record), now: this.host.clock.now(), ...rid(command) });
      }
    }
  }

  // ---------------------------------------------------------------- lookups

  requireLocal(link: Link): void {
    if (!link.options.local) throw new Refusal('LOCAL_ONLY', 'only the host machine can do this');
  }

  requireClass(classId: string): ClassRecord {
    const record = this.repo.get(classId);
    if (!record) throw new Refusal('CLASS_NOT_FOUND', `no class ${classId}`);
    return record;
  }

  private requireFacilitator(link: Link, classId: string): void {
    this.requireClass(classId);
    if (link.classes.get(classId) !== 'facilitator') throw new Refusal('FACILITATOR_ONLY', 'only the class facilitator can do this (open the class with its secret)');
  }

  requireStudent(classId: string, key: string | undefined): StudentRecord {
    if (!key) throw new Refusal('MALFORMED_INPUT', 'this control needs student');
    const student = this.repo.student(key);
    if (!student || student.classId !== classId) throw new Refusal('STUDENT_NOT_FOUND', `no student ${key} in this class`);
    return student;
  }

  private byCode(code: string): ClassRecord {
    const record = this.repo.byCode(code);
    if (!record) throw new Refusal('CLASS_NOT_FOUND', `no class with code ${code}`);
    return record;
  }

  /** The class secret opens each of the class's tables as its facilitator (`facilitate` with the class secret). */
  seatsRenumbered(): void {
    this.repo.forgetRosters();
  }

  secretOpens(gameId: string, secret: string): boolean {
    const classId = this.classOf(gameId);
    return classId !== null && this.repo.checkSecret(classId, secret);
  }

  /** The name of the student whose seat `player` is at a class table (null: a bot's seat, or not a class table). */
  studentAt(gameId: string, player: string): string | null {
    return this.classOf(gameId) === null ? null : (this.repo.studentAt(gameId, player)?.name ?? null);
  }

  /**
   * A join with a class table's code (no token): the code is on the projector and the roster is listed to every
   * class watcher, so a name alone never takes a student's seat. A name on the table's roster asks the teacher,
   * like a student's link on a new device (join_pending now; joined or DEVICE_DENIED when the teacher answers).
   */
  askByName(link: Link, gameId: string, command: CommandOf<'join'>): boolean {
    const classId = this.classOf(gameId);
    if (classId === null) return false;
    const wanted = command.name?.trim().toLocaleLowerCase();
    const student = this.repo.students(classId).find((s) => s.gameId === gameId && s.name.toLocaleLowerCase() === wanted);
    if (!student || (command.seat !== undefined && command.seat !== student.player)) {
      throw new Refusal('NOT_ON_ROSTER', 'this table belongs to a class: type your name as it is on the roster, or open the personal link on your slip');
    }
    this.requireStudentSeat(student);
    this.ask(link, student, 'name', rid(command));
    return true;
  }

  /** The class a game is a table of, if any (cached). */
  classOf(gameId: string): string | null {
    if (!this.classOfGame.has(gameId)) this.classOfGame.set(gameId, this.repo.classOfGame(gameId));
    return this.classOfGame.get(gameId)!;
  }

  // ---------------------------------------------------------------- creating a class

  /**
   * Every table is checked before any is created, so a refused class leaves nothing behind. Students are dealt
   * round the tables in roster order unless `assign` places them; bots top each table up.
   */
  private create(link: Link, command: CommandOf<'create_class'>): void {
    this.requireLocal(link);
    const { tables } = command;
    // Names are unique in the class as at a table ("Sam", "Sam (2)"): the roster, the CSV and the class
    // leaderboard must tell two students apart by name, and each seat carries the roster's name unchanged.
    const students = uniqueNames(command.students);
    const assign = command.assign ?? students.map((_, i) => i % tables.length);
    if (assign.length !== students.length) throw new Refusal('INVALID_CONFIG', `assign has ${assign.length} entries for ${students.length} students`);
    const bad = assign.find((t) => t >= tables.length);
    if (bad !== undefined) throw new Refusal('INVALID_CONFIG', `assign names table ${bad}, but the class has ${tables.length} tables (0–${tables.length - 1})`);
    const games = tables.map((spec, t) => {
      const module = this.host.moduleOf(spec.game ?? 'sectors');
      const humans = students.filter((_, i) => assign[i] === t);
      const { min, max } = module.meta.players;
      const total = spec.seats ?? Math.max(humans.length, min);
      const label = spec.name ?? `Table ${t + 1}`;
      if (humans.length > total) throw new Refusal('INVALID_CONFIG', `${label}: ${humans.length} students for ${total} seats`);
      if (total < min || total > max) throw new Refusal('INVALID_CONFIG', `${label}: ${module.meta.title} is played by ${min} to ${max} seats, not ${total}`);
      const bots = Array.from({ length: total - humans.length }, (_, b) => ({ name: `Bot ${b + 1}`, kind: 'bot' as const, ...(spec.botLevel ? { botLevel: spec.botLevel } : {}) }));
      return {
        game: module.meta.kind, name: `${command.name} — ${label}`, options: spec.options, seed: spec.seed, graceSeconds: spec.graceSeconds,
        seats: [...humans.map((name) => ({ name, kind: 'human' as const })), ...bots],
      };
    });
    // Same deal at every table (on unless the class says otherwise): tables of one game with the same options share a seed.
    const dealt = dealSeeds(games, command.sameDeal);
    for (const game of dealt) this.host.checkNewGame(game);
    const { record, secret } = this.repo.insert(command.name, this.host.clock.now(), CLASS_CODE_LENGTH);
    for (const [t, game] of dealt.entries()) {
      const { gameId } = this.host.createGame(game);
      this.repo.addTable(record.id, gameId, t);
      this.classOfGame.set(gameId, record.id);
      const seats = this.host.requireSession(gameId).context.seats;
      const placed = students.map((name, i) => ({ name, i })).filter(({ i }) => assign[i] === t);
      for (const [h, { name, i }] of placed.entries()) this.repo.addStudent(record.id, name, i, gameId, seats[h].player, STUDENT_KEY_LENGTH);
    }
    link.send({ type: 'class_created', classId: record.id, code: record.code, secret, ...rid(command) });
    this.grantClass(link, record, 'facilitator');
  }

  // ---------------------------------------------------------------- class roles

  private facilitate(link: Link, command: CommandOf<'facilitate_class'>): void {
    const record = this.seats.guarded(link, command.secret === undefined ? 'code' : 'secret', () => {
      const found = this.byCode(command.code);
      if (command.secret === undefined ? !link.options.local : !this.repo.checkSecret(found.id, command.secret)) {
        throw new Refusal('WRONG_SECRET', 'that is not the secret of this class');
      }
      return found;
    });
    this.grantClass(link, record, 'facilitator', command);
  }

  private watch(link: Link, command: CommandOf<'watch_class'>): void {
    const record = this.seats.guarded(link, 'code', () => this.byCode(command.code));
    this.grantClass(link, record, 'projector', command);
  }

  /** The class role on the class and the matching role on each of its tables; then the class and every table's view. */
  private grantClass(link: Link, record: ClassRecord, role: 'facilitator' | 'projector', command: { requestId?: string } = {}): void {
    if (link.classes.get(record.id) !== 'facilitator') link.classes.set(record.id, role);
    const tables = this.repo.tables(record.id);
    for (const gameId of tables) {
      const grant = grantOf(link, gameId);
      if (role === 'facilitator') grant.facilitator = true;
      else grant.watcher = 'projector';
    }
    link.send(this.joinedEvent(record, role, command));
    if (role === 'facilitator') link.send(this.state(record));
    for (const gameId of tables) this.host.sendView(link, gameId);
  }

  private joinedEvent(record: ClassRecord, role: 'facilitator' | 'projector', command: { requestId?: string } = {}): HostEventOf<'class_joined'> {
    const students = this.repo.students(record.id).map((s) => ({ name: s.name, gameId: s.gameId, player: s.player }));
    return { type: 'class_joined', classId: record.id, code: record.code, name: record.name, role, tables: this.tableInfos(record.id), students, ...rid(command) };
  }

  /** The tables of this table's class dealt the same cards (itself included), or null (cached per class). */
  dealGroup(gameId: string): string[] | null {
    const classId = this.classOf(gameId);
    if (classId === null) return null;
    let groups = this.deals.get(classId);
    if (!groups) {
      groups = dealGroups(this.repo.tables(classId).map((id) => {
        const record = this.host.requireRecord(id);
        return { gameId: id, kind: record.kind, seed: record.seed, seats: record.seats.length };
      }));
      this.deals.set(classId, groups);
    }
    return groups.get(gameId) ?? null;
  }

  /** After a roster change: the class's projectors learn the students' names and seats again. */
  rosterChanged(classId: string): void {
    // A move in the lobby may change a table's number of seats, and so its deal.
    this.deals.delete(classId);
    const record = this.repo.get(classId);
    if (!record) return;
    for (const link of this.host.classLinks(classId)) if (link.classes.get(classId) === 'projector') link.send(this.joinedEvent(record, 'projector'));
  }

  /**
   * The class's tables as class events list them. Names, kinds and join codes never change, so they are read from
   * the store once per class; the status comes from the live session (this runs on every change of a table).
   */
  tableInfos(classId: string): HostEventOf<'class_joined'>['tables'] {
    let fixed = this.tableFacts.get(classId);
    if (!fixed) {
      fixed = this.repo.tables(classId).map((gameId) => {
        const record = this.host.requireRecord(gameId);
        return { gameId, name: record.name, game: record.kind, joinCode: this.host.access.joinCodeOf(gameId) ?? '' };
      });
      this.tableFacts.set(classId, fixed);
    }
    return fixed.map((t) => ({ ...t, status: this.host.status(t.gameId), ...(this.dealGroup(t.gameId) ? { sameDeal: true } : {}) }));
  }

  // ---------------------------------------------------------------- students

  /**
   * A student's personal link. A seat nobody has taken is theirs at once (unless late joining is locked); a taken
   * seat without the browser's token is a new device: the teacher approves it (class_control approve/deny).
   */
  private joinStudent(link: Link, command: CommandOf<'join_student'>): void {
    const student = this.seats.guarded(link, 'secret', () => {
      const found = this.repo.student(command.key);
      if (!found) throw new Refusal('WRONG_KEY', 'that student link is not known here; check the slip');
      return found;
    });
    const { gameId, player } = student;
    this.requireStudentSeat(student);
    const owner = command.token ? this.host.access.seatOfToken(command.token) : null;
    if (owner && owner.gameId === gameId && owner.player === player) {
      // The same browser back: exactly a rejoin with the seat's token.
      return this.seats.join(link, { type: 'join', code: this.host.access.joinCodeOf(gameId)!, token: command.token, ...rid(command) });
    }
    const taken = this.host.access.claimedSeats(gameId).includes(player) || this.seats.seatHolders(gameId, player).length > 0;
    if (!taken) {
      this.seats.grantSeat(link, gameId, player, rid(command));
      this.pushState(student.classId);
      return;
    }
    this.ask(link, student, 'link', rid(command));
  }

  /**
   * A student's seat can be asked for: a person plays it (not a bot), and late joining is not locked for a student
   * who never joined.
   */
  private requireStudentSeat(student: StudentRecord): void {
    const seat = this.host.requireSession(student.gameId).context.seats.find((s) => s.player === student.player);
    if (!seat || seat.kind !== 'human') throw new Refusal('SEAT_NOT_HUMAN', 'your teacher gave your seat to a bot for now; ask them to hand it back');
    const everJoined = this.host.access.playedSeats(student.gameId).has(student.player);
    if (!everJoined && (this.requireClass(student.classId).locked || this.host.access.isLocked(student.gameId))) {
      throw new Refusal('TABLE_LOCKED', 'your teacher has locked late joining; ask them to let you in');
    }
  }

  /** A device asks the teacher for a student's seat: a request on the dashboard, `join_pending` to the device. */
  private ask(link: Link, student: StudentRecord, via: DeviceRequest['via'], requestId: { requestId?: string }): void {
    for (const [id, request] of this.requests) if (request.link === link) this.requests.delete(id);
    const id = `R${this.requestRun}-${this.nextRequest++}`;
    this.requests.set(id, { id, key: student.key, link, at: this.host.clock.now(), requestId, via, address: link.options.local ? null : (link.options.address ?? null) });
    const table = this.host.requireRecord(student.gameId).name;
    link.send({ type: 'join_pending', name: student.name, table, ...requestId });
    this.pushState(student.classId);
  }

  /** The teacher's answer to a device request: the new device gets the seat (the old one loses it), or an error. */
  answerRequest(classId: string, id: string | undefined, approve: boolean): void {
    const request = id ? this.requests.get(id) : undefined;
    const student = request ? this.repo.student(request.key) : null;
    // Another class's request is not found here either (its teacher answers it).
    if (!request || !student || student.classId !== classId) throw new Refusal('REQUEST_NOT_FOUND', 'that device request is gone (answered already, or the student left)');
    // A seat a bot took meanwhile cannot be given to the device: refused before the request is used up.
    if (approve) this.seats.requireHumanSeat(student.gameId, student.player);
    this.requests.delete(request.id);
    if (!approve) {
      request.link.send({ type: 'error', reason: 'DEVICE_DENIED', message: 'your teacher did not let this device take your seat', ...request.requestId });
      return;
    }
    this.seats.freeSeat(student.gameId, student.player, false);
    this.seats.grantSeat(request.link, student.gameId, student.player, request.requestId);
  }

  /** A connection closed: its device requests go with it. */
  linkClosed(link: Link): void {
    for (const [id, request] of this.requests) {
      if (request.link !== link) continue;
      this.requests.delete(id);
      const classId = this.repo.student(request.key)?.classId;
      if (classId) this.pushState(classId);
    }
  }

  /** An `act` the host refused at a class table (kept for the debrief: class-debrief.ts). */
  noteRejected(command: CommandOf<'act'>, err: unknown, at: number): void {
    if (this.classOf(command.gameId) !== null) this.debrief.noteRejected(command, err, at);
  }

  /** A seat's action, before the host applies it (the roster's "last action"; see class-actions.ts). */
  noteAction(gameId: string, player: SeatId, type: string, at: number): () => void {
    return this.classOf(gameId) === null ? () => {} : this.actions.note(gameId, player, type, at);
  }

  // ---------------------------------------------------------------- the dashboard's roster

  state(record: ClassRecord): HostEventOf<'class_state'> {
    const tables = this.tableInfos(record.id);
    const requests = [...this.requests.values()].flatMap((r) => {
      const s = this.repo.student(r.key);
      return s && s.classId === record.id ? [{ id: r.id, key: s.key, name: s.name, gameId: s.gameId, at: r.at, via: r.via, ...(r.address ? { address: r.address } : {}) }] : [];
    });
    const played = new Map(tables.map((t) => [t.gameId, this.host.access.playedSeats(t.gameId)]));
    // One pass over the connections for every seat held at the class's tables (not one pass per student).
    const held = new Set<string>();
    for (const t of tables) {
      for (const link of this.host.gameLinks(t.gameId)) for (const p of link.grants.get(t.gameId)?.players ?? []) held.add(`${t.gameId} ${p}`);
    }
    const students = this.repo.students(record.id).map((s) => {
      const seat = this.host.requireSession(s.gameId).context.seats.find((x) => x.player === s.player);
      return {
        key: s.key, name: s.name, gameId: s.gameId, player: s.player, bot: seat?.kind === 'bot',
        joined: played.get(s.gameId)?.has(s.player) ?? false,
        connected: held.has(`${s.gameId} ${s.player}`),
        lastAction: this.actions.of(s.gameId).get(s.player) ?? null,
      };
    });
    return {
      type: 'class_state', classId: record.id, code: record.code, name: record.name, createdAt: record.createdAt, locked: record.locked,
      tables, students, requests, ...withTutorials(this.tutorials?.stateOf(record.id)), serverNow: this.host.clock.now(),
    };
  }

  /** Sends every dashboard of the class its roster now (after a teacher's command or a student's arrival). */
  pushState(classId: string): void {
    this.pushes.now(classId);
  }

  /** The class's dashboards see the roster with the next coalesced push (a student's tutorial moved on). */
  pushSoon(classId: string): void {
    this.pushes.soon(classId);
  }

  private sendState(classId: string): void {
    const links = [...this.host.classLinks(classId)].filter((l) => l.classes.get(classId) === 'facilitator');
    if (links.length === 0) return;
    const record = this.repo.get(classId);
    if (!record) return;
    const state = this.state(record);
    for (const link of links) link.send(state);
  }

  /** After any change of a table: its class's dashboards see the roster with it, or with the next (coalesced). */
  tableChanged(gameId: string): void {
    const classId = this.classOf(gameId);
    if (classId !== null) this.pushes.soon(classId);
  }

  /** The host stops: no roster push is left pending. */
  stop(): void {
    this.pushes.stop();
  }
}
