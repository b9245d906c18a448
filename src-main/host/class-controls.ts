/**
 * The teacher's class controls: table controls for one table or all of them (start, pause, extra time, pace,
 * end window, hints), late joining, and the roster's controls (rename, move before the start, replace by a
 * bot and hand back, device requests, a new secret). Each goes through the same host paths a single table's
 * facilitator uses, so a class table behaves exactly like any other game.
 */
import { defaultBotLevel } from '../../src-shared/platform/bots.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { ClassDesk } from './class-desk.ts';
import { Refusal, rid, type Link } from './links.ts';
import { uniqueName } from './names.ts';

type TableControl = 'pause' | 'resume' | 'add_time' | 'set_pace' | 'end_phase' | 'set_hints';

/** Refusals meaning "this table is not at a stage for this control": "all tables" skips such a table. */
const NOT_APPLICABLE = new Set(['GAME_NOT_RUNNING', 'GAME_ALREADY_STARTED', 'PAUSED']);

export class ClassControls {
  private readonly desk: ClassDesk;

  constructor(desk: ClassDesk) {
    this.desk = desk;
  }

  run(link: Link, command: CommandOf<'class_control'>): void {
    const { classId } = command;
    const record = this.desk.requireClass(classId);
    switch (command.command) {
      case 'start':
        return this.eachTable(
          command,
          (gameId) => {
            if (this.desk.host.requireRecord(gameId).status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the table has already started');
            // Checked here too so no table starts when another would refuse (CL-11: students' seats stay).
            if (command.emptySeats === 'remove') {
              for (const player of this.desk.seats.emptySeats(gameId)) {
                const student = this.desk.studentAt(gameId, player);
                if (student !== null) throw new Refusal('INVALID_CONFIG', `${student} has not come yet: a student's seat is not removed (start with bots in empty seats, or without removing)`);
              }
            }
          },
          (gameId) => this.desk.host.startGame(gameId, command.emptySeats, command.botLevel),
        );
      case 'pause':
      case 'resume':
      case 'add_time':
      case 'set_pace':
      case 'end_phase':
      case 'set_hints':
        return this.tableControl(command, command.command);
      case 'lock':
      case 'unlock': {
        const locked = command.command === 'lock';
        this.desk.repo.setLocked(classId, locked);
        for (const gameId of this.desk.repo.tables(classId)) this.desk.seats.setLocked(gameId, locked);
        return;
      }
      case 'rename': {
        const student = this.desk.requireStudent(classId, command.student);
        if (!command.name) throw new Refusal('MALFORMED_INPUT', 'rename needs name');
        // Unique in the class (as at creation), then at the table; the roster keeps the seat's final name.
        const others = this.desk.repo.students(classId).filter((s) => s.key !== student.key).map((s) => s.name);
        this.desk.seats.rename(student.gameId, student.player, uniqueName(command.name, others));
        const seat = this.desk.host.requireSession(student.gameId).context.seats.find((s) => s.player === student.player);
        this.desk.repo.renameStudent(student.key, seat?.name ?? command.name);
        return;
      }
      case 'move':
        return this.move(classId, command.student, command.table);
      case 'replace_by_bot': {
        const student = this.desk.requireStudent(classId, command.student);
        const module = this.desk.host.requireSession(student.gameId).module;
        this.desk.seats.setSeat(student.gameId, student.player, 'bot', command.botLevel ?? defaultBotLevel(module));
        return;
      }
      case 'hand_back': {
        const student = this.desk.requireStudent(classId, command.student);
        // The seat is human again with no holder: the student's own link takes it back (even if joining is locked).
        this.desk.seats.setSeat(student.gameId, student.player, 'human', undefined);
        return;
      }
      case 'approve':
      case 'deny':
        if (!command.request) throw new Refusal('MALFORMED_INPUT', `${command.command} needs request`);
        return this.desk.answerRequest(classId, command.request, command.command === 'approve');
      case 'new_secret': {
        this.desk.requireLocal(link);
        const secret = this.desk.repo.newSecret(classId);
        link.send({ type: 'class_created', classId, code: record.code, secret, ...rid(command) });
        return;
      }
    }
  }

  /**
   * Every table is checked before any is changed, so a refused control leaves all of them as they were. Named
   * tables must all take the control (the first refusal is answered). With none named, the tables where the
   * control does not apply — `check` refused with one of `NOT_APPLICABLE` (a "pause all" skips tables not
   * playing) — are skipped; any other refusal is the answer.
   */
  private eachTable(command: CommandOf<'class_control'>, check: (gameId: string) => void, apply: (gameId: string) => void): void {
    const all = this.desk.repo.tables(command.classId);
    let targets: string[];
    if (command.tables) {
      const foreign = command.tables.find((t) => !all.includes(t));
      if (foreign) throw new Refusal('NOT_IN_CLASS', `game ${foreign} is not a table of this class`);
      targets = [...new Set(command.tables)];
      for (const gameId of targets) check(gameId);
    } else {
      targets = all.filter((gameId) => {
        try {
          check(gameId);
          return true;
        } catch (err) {
          if (err instanceof Refusal && NOT_APPLICABLE.has(err.reason)) return false;
          throw err;
        }
      });
    }
    for (const gameId of targets) apply(gameId);
  }

  private tableControl(command: CommandOf<'class_control'>, control: TableControl): void {
    // A missing field is the command's fault, not a table's: refused before any table is tried, so "all
    // tables" never skips every table and answers ack for a control that did nothing.
    const field = ({ add_time: 'ms', set_pace: 'pace', set_hints: 'on' } as const)[control as 'add_time' | 'set_pace' | 'set_hints'];
    if (field && command[field] === undefined) throw new Refusal('MALFORMED_INPUT', `${control} needs ${field}`);
    this.eachTable(
      command,
      (gameId) => {
        const session = this.desk.host.requireSession(gameId);
        const engine = session.context.engine;
        if (engine === null || session.module.status(engine) !== 'RUNNING') throw new Refusal('GAME_NOT_RUNNING', 'the table is not playing');
        // end_phase on a paused table is refused by the table itself (PAUSED): check it here, before any table moves.
        if (control === 'end_phase' && session.context.timer.paused) throw new Refusal('PAUSED', 'the table is paused');
      },
      (gameId) => {
        const session = this.desk.host.requireSession(gameId);
        // Pausing a paused table (or resuming a running one) changes nothing: "pause all" stays harmless.
        if ((control === 'pause' && session.context.timer.paused) || (control === 'resume' && !session.context.timer.paused)) return;
        this.desk.host.control({ type: 'control', gameId, command: control, ms: command.ms, pace: command.pace, on: command.on });
      },
    );
  }

  /**
   * Before the start: the student gets a new seat at the other table and leaves theirs (removed, or a bot's
   * when the old table would fall below its game's minimum). Their slip still works: it names the student.
   */
  private move(classId: string, key: string | undefined, to: string | undefined): void {
    const student = this.desk.requireStudent(classId, key);
    if (!to) throw new Refusal('MALFORMED_INPUT', 'move needs table');
    if (!this.desk.repo.tables(classId).includes(to)) throw new Refusal('NOT_IN_CLASS', `game ${to} is not a table of this class`);
    if (to === student.gameId) return;
    for (const gameId of [student.gameId, to]) {
      if (this.desk.host.requireRecord(gameId).status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'students move only between tables that have not started');
    }
    const from = { gameId: student.gameId, player: student.player };
    const player = this.desk.seats.addSeat(to, student.name);
    this.desk.repo.seatStudent(student.key, to, player);
    const session = this.desk.host.requireSession(from.gameId);
    if (session.context.seats.length - 1 >= session.module.meta.players.min) this.desk.seats.removeSeats(from.gameId, [from.player]);
    else {
      this.desk.seats.setSeat(from.gameId, from.player, 'bot', defaultBotLevel(session.module));
      this.desk.seats.rename(from.gameId, from.player, 'Bot');
    }
  }
}
