/**
 * Tutorials at the host (docs/TUTORIALS.md "Playing a tutorial", docs/PROTOCOL.md "Tutorials"). `start_tutorial`
 * creates a private table from the tutorial's position — untimed, every seat human, only the learner's held, a
 * grace period that never runs out, so nothing moves but the learner and the tutorial — and journals it like any
 * game (its START carries the position, so it replays). Each move of the learner is judged against the step
 * (platform/tutorials/judge.ts) before it reaches the game: the step's move is applied through the ordinary `act`
 * path, then the other seats' moves and the run-on to the step's end are journaled in the same transaction as the
 * run's new place, so a crash leaves the table and the learner's place in step; any other move is refused with
 * its explanation and applies nothing.
 */
import { randomUUID } from 'node:crypto';
import type { AnyGameModule, BaseInput } from '../../../src-shared/platform/module.ts';
import { GRACE_SECONDS, type TableOptions } from '../../../src-shared/platform/table-options.ts';
import { judgeMove, NOT_THIS_STEP_DRAFT } from '../../../src-shared/platform/tutorials/judge.ts';
import { playOthers, playUntil, type PlayOn } from '../../../src-shared/platform/tutorials/play.ts';
import type { CommandOf, HostEventOf } from '../../../src-shared/protocol/index.ts';
import type { Clock } from '../../../src-shared/session/runner.ts';
import { sessionWindow } from '../../../src-shared/session/runner.ts';
import type { SeatInfo, SessionEvent } from '../../../src-shared/session/types.ts';
import type { AccessRepository } from '../../store/access.ts';
import type { Db } from '../../store/database.ts';
import type { GameRecord, GameRepository } from '../../store/games.ts';
import { TutorialRunRepository, type TutorialRun } from '../../store/tutorial-runs.ts';
import type { GameSession } from '../game-session.ts';
import { Refusal, rid, type Link } from '../links.ts';
import { uniqueNames } from '../names.ts';
import { TutorialCatalog, type Listed } from './catalog.ts';

/** A tutorial seat is never given up: its grace period (ms) outlasts any lesson, so no seat is readied by the clock. */
const NEVER_MS = 10 * 365 * 24 * 3600 * 1000;
/** Untimed: nothing moves but the learner and the tutorial. */
const TUTORIAL_TABLE: TableOptions = { timerMode: 'TIMERLESS', pace: 1, reviewSeconds: 0, graceSeconds: GRACE_SECONDS.max };

export type TutorialDeskDeps = {
  db: Db;
  clock: Clock;
  catalog: TutorialCatalog;
  games: GameRepository;
  access: AccessRepository;
  moduleOf(kind: string): AnyGameModule;
  open(record: GameRecord): GameSession;
  requireSession(gameId: string): GameSession;
  /** Drops the live session and rebuilds it from the store (after a rolled-back transaction). */
  rebuild(gameId: string): void;
  send(gameId: string, event: SessionEvent): void;
  /** Gives the connection the seat with a fresh token, answered like a join (`joined`, then the view). */
  grantSeat(link: Link, gameId: string, player: string, requestId: { requestId?: string }): void;
  profileFor(link: Link, profileId: string): { id: string; name: string };
  /** The class student whose seat this connection holds at `gameId`, or null. */
  studentHeld(link: Link, gameId: string): { classId: string; key: string; name: string } | null;
  /** Whether the class assigned the tutorial. */
  assigned(classId: string, tutorialId: string): boolean;
  /** A class student's run moved: their devices and the class's dashboards see it. */
  studentProgress(run: TutorialRun): void;
  gameLinks(gameId: string): ReadonlySet<Link>;
};

export class TutorialDesk {
  readonly runs: TutorialRunRepository;
  private readonly deps: TutorialDeskDeps;
  /** Every tutorial table (lists of games leave them out), with its run once read. */
  private readonly tables = new Map<string, TutorialRun | null>();

  constructor(deps: TutorialDeskDeps) {
    this.deps = deps;
    this.runs = new TutorialRunRepository(deps.db);
    for (const id of this.runs.gameIds()) this.tables.set(id, null);
  }

  isTutorial(gameId: string): boolean {
    return this.tables.has(gameId);
  }

  /** A tutorial table's seat the host plays as the tutorial says (every seat but the learner's). */
  isScripted(gameId: string, player: string): boolean {
    const run = this.run(gameId);
    return run !== null && player !== run.seat;
  }

  run(gameId: string): TutorialRun | null {
    if (!this.tables.has(gameId)) return null;
    let run = this.tables.get(gameId) ?? null;
    if (run === null) this.tables.set(gameId, (run = this.runs.get(gameId)));
    return run;
  }

  /** Refuses what a tutorial's private table does not do (export, facilitate, play on from it). */
  refuseTable(gameId: string, what: string): void {
    if (this.isTutorial(gameId)) throw new Refusal('TUTORIAL_TABLE', `a tutorial's table is private to its learner: it cannot be ${what}`);
  }

  // ---------------------------------------------------------------- commands

  list(link: Link, command: CommandOf<'list_tutorials'>): void {
    const tutorials = this.deps.catalog.list(command.game).map(TutorialCatalog.info);
    let progress: HostEventOf<'tutorials'>['progress'];
    if (command.profileId) {
      const profile = this.deps.profileFor(link, command.profileId);
      progress = {};
      for (const run of this.runs.ofProfile(profile.id)) {
        const was = progress[run.tutorialId] ?? { completed: false, star: false, inProgress: false };
        const done = run.stage === 'done';
        progress[run.tutorialId] = { completed: was.completed || done, star: was.star || (done && run.wrongMoves === 0), inProgress: was.inProgress || !done };
      }
    }
    link.send({ type: 'tutorials', tutorials, ...(progress ? { progress } : {}), ...rid(command) });
  }

  start(link: Link, command: CommandOf<'start_tutorial'>): void {
    const listed = this.deps.catalog.get(command.tutorial);
    if (!listed) throw new Refusal('TUTORIAL_NOT_FOUND', `this host has no tutorial "${command.tutorial}"`);
    const profile = command.profileId ? this.deps.profileFor(link, command.profileId) : null;
    const student = command.classGame ? this.deps.studentHeld(link, command.classGame) : null;
    if (command.classGame && !student) throw new Refusal('NOT_A_STUDENT', 'this connection holds no student\'s seat at that class table');
    if (student && !this.deps.assigned(student.classId, listed.tutorial.id)) throw new Refusal('TUTORIAL_NOT_FOUND', `your teacher has not assigned "${listed.tutorial.title}"`);
    const learner = profile ? { profileId: profile.id } : student ? { classId: student.classId, studentKey: student.key } : null;
    const unfinished = learner && command.restart !== true ? this.runs.unfinished(listed.tutorial.id, learner) : null;
    if (unfinished) return this.resume(link, unfinished, rid(command));
    const record = this.recordFor(listed, profile?.name ?? student?.name ?? 'You');
    const now = this.deps.clock.now();
    const run: TutorialRun = {
      gameId: record.id, tutorialId: listed.tutorial.id, kind: listed.kind, seat: listed.tutorial.seat, profileId: profile?.id ?? null,
      classId: student?.classId ?? null, studentKey: student?.key ?? null, step: 0, line: 0, made: 0, stage: 'step', wrongMoves: 0,
      explanation: null, startedAt: now, completedAt: null,
    };
    this.deps.db.transaction(() => {
      this.deps.games.insert(record);
      this.deps.access.issueGameAccess(record.id);
      this.runs.insert(run);
    })();
    this.tables.set(record.id, run);
    this.deps.open(record);
    this.deps.send(record.id, { type: 'START', at: now, config: record.config, seed: record.seed, table: record.table, position: listed.tutorial.position });
    this.deps.grantSeat(link, record.id, run.seat, rid(command));
    link.send(this.stateEvent(run));
    if (run.classId) this.deps.studentProgress(run);
  }

  /** The learner back at an unfinished run's table (a new device, or "Continue"), where they left it. */
  private resume(link: Link, stored: TutorialRun, requestId: { requestId?: string }): void {
    const run = this.run(stored.gameId) ?? stored;
    this.deps.grantSeat(link, run.gameId, run.seat, requestId);
    link.send(this.stateEvent(run));
  }

  next(link: Link, command: CommandOf<'tutorial_next'>): void {
    const run = this.learnerRun(link, command.gameId);
    if (run.stage === 'done') throw new Refusal('TUTORIAL_DONE', 'this tutorial is over: start it again, or the next one');
    if (run.stage === 'result') this.moveOn(run);
    link.send({ type: 'ack', ...rid(command) });
    this.changed(run);
  }

  /**
   * An `act` at a tutorial table: judged against the step before `apply` (the ordinary act path) runs. Anything
   * the ordinary path refuses on its own (not the seat, a stale window, a malformed action) goes straight to it.
   */
  act(link: Link, command: CommandOf<'act'>, apply: () => void): void {
    const run = this.run(command.gameId);
    if (!run || command.player !== run.seat || !link.grants.get(command.gameId)?.players.has(run.seat)) return apply();
    if (run.stage === 'result') this.moveOn(run);
    if (run.stage === 'done') {
      this.changed(run);
      throw new Refusal('TUTORIAL_DONE', 'this tutorial is over: start it again, or the next one');
    }
    const session = this.deps.requireSession(command.gameId);
    const engine = session.context.engine;
    const decoded = session.module.inputs.decode({ ...command.action, player: run.seat });
    if (engine === null || !decoded.ok || sessionWindow(session.module, session.context)?.id !== command.phaseSerial) return apply();
    const step = this.tutorialOf(run).steps[run.step];
    const verdict = judgeMove(session.module, engine, step, run.seat, { line: run.line, made: run.made }, decoded.input);
    if (verdict.kind === 'refused') {
      run.wrongMoves += 1;
      run.explanation = { reason: verdict.reason, text: verdict.text };
      this.runs.update(run);
      this.changed(run);
      throw new Refusal(verdict.reason, verdict.text);
    }
    const before = { ...run };
    let applied = false;
    try {
      this.deps.db.transaction(() => {
        apply();
        applied = true;
        Object.assign(run, { line: verdict.line, made: run.made + 1, explanation: null });
        if (verdict.last) {
          this.playOn(session, run);
          Object.assign(run, { stage: 'result', made: 0 });
        }
        this.runs.update(run);
      })();
    } catch (err) {
      Object.assign(run, before);
      // Refused by the ordinary path: nothing was written. Failed after it (the run-on): the transaction took back
      // every event of the step, so the live game, which applied them, is rebuilt from the store to match.
      if (applied) this.deps.rebuild(command.gameId);
      throw err;
    }
    this.changed(run);
  }

  /**
   * A `check` at a tutorial table: the form drafting a move hears the tutorial's verdict, not only the rules' — a
   * wrong move the tutorial explains is "not ok" with its explanation (the form shows it, and holds the move back).
   * Nothing is counted or changed: a refused move counts only when it is sent (`act`).
   */
  check(link: Link, command: CommandOf<'check'>, rules: () => void): void {
    const run = this.run(command.gameId);
    if (!run || command.player !== run.seat || !link.grants.get(command.gameId)?.players.has(run.seat)) return rules();
    const session = this.deps.requireSession(command.gameId);
    const engine = session.context.engine;
    const decoded = session.module.inputs.decode({ ...command.action, player: run.seat });
    if (engine === null || !decoded.ok || session.context.timer.paused) return rules();
    const steps = this.tutorialOf(run).steps;
    // While a result is shown the next move is the next step's (a move then moves on first: `act`).
    const place = run.stage === 'result' ? { step: run.step + 1, line: 0, made: 0 } : run;
    const step = run.stage === 'done' ? undefined : steps[place.step];
    if (step === undefined) {
      link.send({ type: 'check_result', ok: false, reason: 'TUTORIAL_DONE', message: 'This tutorial is over.', ...rid(command) });
      return;
    }
    const verdict = judgeMove(session.module, engine, step, run.seat, { line: place.line, made: place.made }, decoded.input);
    if (verdict.kind === 'move') return rules();
    const preview = session.module.preview?.(engine, decoded.input);
    // Forms put a code they know in the game's own words: the tutorial's words go under a code of the tutorial's,
    // and a refusal the tutorial did not foresee keeps the rules' code and message (the game's words are best).
    // A legal move the step does not ask for: a note, not a fault (every form checks the draft it opens with, before
    // the learner has done anything; forms show this code as a neutral note and hold the move back).
    const notThisStep = verdict.reason === 'TUTORIAL_NOT_THIS_STEP';
    const reason = notThisStep ? verdict.reason : verdict.taught ? 'TUTORIAL_WRONG_MOVE' : verdict.reason;
    const message = notThisStep ? NOT_THIS_STEP_DRAFT : verdict.taught ? verdict.text : (verdict.rules ?? verdict.text);
    link.send({ type: 'check_result', ok: false, reason, message, ...(preview === undefined || preview === null ? {} : { preview }), ...rid(command) });
  }

  /** After a connection was sent a tutorial table's view: the learner's connections get the tutorial with it. */
  afterView(link: Link, gameId: string): void {
    const run = this.run(gameId);
    if (run && link.grants.get(gameId)?.players.has(run.seat)) link.send(this.stateEvent(run));
  }

  // ---------------------------------------------------------------- the run

  tutorialOf(run: TutorialRun): Listed['tutorial'] {
    const listed = this.deps.catalog.get(run.tutorialId);
    if (!listed) throw new Refusal('TUTORIAL_NOT_FOUND', `this host no longer has the tutorial "${run.tutorialId}"`);
    return listed.tutorial;
  }

  stateEvent(run: TutorialRun): HostEventOf<'tutorial_state'> {
    const listed = this.deps.catalog.get(run.tutorialId)!;
    const tutorial = listed.tutorial;
    const steps = tutorial.steps.length;
    const done = run.stage === 'done';
    const next = done ? this.deps.catalog.next(tutorial.id) : null;
    return {
      type: 'tutorial_state', gameId: run.gameId, tutorial: TutorialCatalog.info(listed), seat: run.seat, stage: run.stage,
      step: done ? steps : run.step, steps,
      prompt: run.stage === 'step' ? tutorial.steps[run.step].prompt : null,
      result: run.stage === 'result' ? tutorial.steps[run.step].result : done ? tutorial.steps[steps - 1].result : null,
      explanation: run.explanation, wrongMoves: run.wrongMoves,
      star: done ? run.wrongMoves === 0 : null, summary: done ? tutorial.summary : null, next: next ? TutorialCatalog.info(next) : null,
    };
  }

  private learnerRun(link: Link, gameId: string): TutorialRun {
    const run = this.run(gameId);
    if (!run || !link.grants.get(gameId)?.players.has(run.seat)) throw new Refusal('NOT_A_TUTORIAL', 'this connection plays no tutorial at that table');
    return run;
  }

  /** From a step's result to the next step, or to the end after the last. */
  private moveOn(run: TutorialRun): void {
    const steps = this.tutorialOf(run).steps.length;
    if (run.step + 1 < steps) Object.assign(run, { step: run.step + 1, line: 0, made: 0, stage: 'step', explanation: null });
    else Object.assign(run, { stage: 'done', explanation: null, completedAt: this.deps.clock.now() });
    this.runs.update(run);
  }

  /** The other seats' moves and the run-on to where the step ends, as journaled session events. */
  private playOn(session: GameSession, run: TutorialRun): void {
    const step = this.tutorialOf(run).steps[run.step];
    const at = () => this.deps.clock.now();
    const on: PlayOn = {
      state: () => this.deps.requireSession(session.id).context.engine,
      input: (input: BaseInput) => this.deps.send(session.id, { type: 'INPUT', at: at(), input }),
      endWindow: () => this.deps.send(session.id, { type: 'END_PHASE_NOW', at: at() }),
    };
    playOthers(session.module, step, run.seat, on);
    if (step.until !== undefined) playUntil(session.module, step.until, on);
  }

  /** The learner's connections see the run; a class student's dashboard too. */
  private changed(run: TutorialRun): void {
    const event = this.stateEvent(run);
    for (const link of this.deps.gameLinks(run.gameId)) if (link.grants.get(run.gameId)?.players.has(run.seat)) link.send(event);
    if (run.classId) this.deps.studentProgress(run);
  }

  /** The table's record: the position's config and seed, every seat human, untimed, named for the tutorial. */
  private recordFor({ kind, tutorial }: Listed, learner: string): GameRecord {
    const module = this.deps.moduleOf(kind);
    const state = module.tutorials!.start(tutorial.position);
    const config = module.tutorials!.config(state);
    const count = module.config.seats(config);
    const seatNames = Array.from({ length: count }, (_, i) => `P${i + 1}`);
    const learnerIndex = Number(tutorial.seat.slice(1)) - 1;
    const names = uniqueNames(seatNames.map((name, i) => (i === learnerIndex ? learner : name)));
    const seed = (tutorial.position as { seed?: unknown }).seed;
    return {
      id: randomUUID(), kind, engineVersion: module.meta.engineVersion, name: `Tutorial: ${tutorial.title}`, config,
      seed: typeof seed === 'number' ? seed : 0, table: TUTORIAL_TABLE,
      seats: seatNames.map((player, i): SeatInfo => ({ player, name: names[i], kind: 'human', botLevel: null, lostAt: null })),
      options: { graceMs: NEVER_MS }, status: 'LOBBY', createdAt: this.deps.clock.now(), finishedAt: null,
    };
  }
}
