/**
 * Guided tutorials as this screen knows them (docs/TUTORIALS.md, protocol: tutorial-protocol.ts): the host's
 * catalogue with a profile's progress, the learner's tutorial state at each tutorial table (the latest the host
 * sent), and a class student's assigned tutorials. Starting a tutorial is taking a seat: the host answers like
 * `join`, so the Desk holds the seat exactly as after a join (token remembered, rejoined after a reconnect). The
 * run in progress is kept in the browser's storage too, so after a refresh the Learn screen offers it back.
 */
import type { HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import type { GameClient } from './game-client.ts';

export type TutorialInfo = HostEventOf<'tutorials'>['tutorials'][number];
export type TutorialProgressMark = { completed: boolean; star: boolean; inProgress?: boolean };
export type TutorialState = Omit<HostEventOf<'tutorial_state'>, 'type' | 'requestId'>;
/** The latest `class_tutorials`: the tutorials the teacher assigned to this student, with their progress. */
export type ClassAssigned = Omit<HostEventOf<'class_tutorials'>, 'type'>;
/** How a tutorial was started: whose progress it counts for (a local profile, or a class student's seat). */
export type StartOptions = { profileId?: string; classGame?: string };
/** `restart`: a new run even when the profile or student has an unfinished one (which the host resumes otherwise). */
export type StartRequest = StartOptions & { restart?: boolean };
/** A tutorial started on this browser and not finished yet: where to take its seat back after a refresh. */
export type TutorialRun = { gameId: string; joinCode: string; seat: string; tutorial: string; title: string; game: string; options: StartOptions };
type Outcome = { ok: true } | { ok: false; reason: string; message: string };
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the book needs from the screen's store: the game on screen, and holding a seat as after `join`. */
export interface TutorialHost {
  readonly game: { gameId: string } | null;
  adoptTutorialSeat(answer: HostEventOf<'joined'>): void;
  join(code: string, name?: string, seat?: string): Promise<Outcome>;
}

const RUN_KEY = 'sectors.tutorialRun';

const outcome = (event: HostEvent): Outcome => (event.type === 'error' ? { ok: false, reason: event.reason, message: event.message } : { ok: true });

export class TutorialBook {
  /** The host's tutorials as last listed (one game's, or every game's), each game's in order. */
  catalogue: TutorialInfo[] = $state.raw([]);
  /** The game the catalogue was listed for (null: every game). */
  listedGame: string | null = $state(null);
  /** By tutorial id, what the listed profile achieved (empty: no profile asked, or nothing completed). */
  progress: Record<string, TutorialProgressMark> = $state.raw({});
  /** The profile `progress` is for (null: none). */
  progressFor: string | null = $state(null);
  /** The latest tutorial state per tutorial table (game id). */
  states: Record<string, TutorialState> = $state.raw({});
  /** A class student's assigned tutorials (the latest `class_tutorials`); null when none came. */
  classAssigned: ClassAssigned | null = $state.raw(null);
  /** The unfinished run this browser remembers (see `resume`). */
  run: TutorialRun | null = $state.raw(null);

  private readonly client: GameClient;
  private readonly host: TutorialHost;
  private readonly storage: Storage | null;
  /** How each run on this screen was started, by its table: "Next tutorial" starts the next one the same way. */
  private readonly started = new Map<string, StartOptions>();

  constructor(client: GameClient, host: TutorialHost, storage: Storage | null) {
    this.client = client;
    this.host = host;
    this.storage = storage;
    this.run = this.readRun();
    client.onEvent((event) => this.receive(event));
  }

  /** The tutorial state of the game on screen; null when that game is no tutorial (or none is open). */
  get current(): TutorialState | null {
    const game = this.host.game;
    return game ? (this.states[game.gameId] ?? null) : null;
  }

  /** How the tutorial on screen was started (empty when this screen did not start it, e.g. after a refresh). */
  get currentOptions(): StartOptions {
    const game = this.host.game;
    return (game && this.started.get(game.gameId)) ?? (game && this.run?.gameId === game.gameId ? this.run.options : {});
  }

  private receive(event: HostEvent): void {
    switch (event.type) {
      case 'tutorials':
        this.catalogue = event.tutorials;
        this.progress = event.progress ?? {};
        return;
      case 'tutorial_state': {
        const { type: _type, requestId: _id, ...state } = event;
        this.states = { ...this.states, [event.gameId]: state };
        // A finished run is no longer offered back after a refresh (how it was started still counts for "Next").
        if (state.stage === 'done' && this.run?.gameId === state.gameId) {
          if (!this.started.has(state.gameId)) this.started.set(state.gameId, this.run.options);
          this.forgetRun();
        }
        return;
      }
      case 'class_tutorials': {
        const { type: _type, ...assigned } = event;
        this.classAssigned = assigned;
        return;
      }
      default:
        return;
    }
  }

  /** Asks for the tutorials of `game` (left out: every game's) and, with `profileId`, that profile's progress. */
  async list(game?: string, profileId?: string): Promise<Outcome> {
    this.listedGame = game ?? null;
    this.progressFor = profileId ?? null;
    return outcome(await this.client.request({ type: 'list_tutorials', ...(game ? { game } : {}), ...(profileId ? { profileId } : {}) }));
  }

  /**
   * Starts `tutorialId` at a new private table (or, for a profile or a class student, resumes their unfinished run
   * of it unless `restart`): the host answers like `join` (the learner's seat and its token), and this screen then
   * plays that seat; the view and the tutorial state follow.
   */
  async start(tutorialId: string, request: StartRequest = {}): Promise<Outcome> {
    const { restart, ...options } = request;
    const answer = await this.client.request({
      type: 'start_tutorial', tutorial: tutorialId,
      ...(options.profileId ? { profileId: options.profileId } : {}),
      ...(options.classGame ? { classGame: options.classGame } : {}),
      ...(restart ? { restart: true } : {}),
    });
    if (answer.type === 'joined' && answer.player) {
      this.host.adoptTutorialSeat(answer);
      this.started.set(answer.gameId, { ...options });
      const info = this.catalogue.find((t) => t.id === tutorialId) ?? this.classAssigned?.tutorials.find((t) => t.id === tutorialId);
      this.writeRun({ gameId: answer.gameId, joinCode: answer.joinCode, seat: answer.player, tutorial: tutorialId, title: info?.title ?? tutorialId, game: info?.game ?? '', options: { ...options } });
    }
    return outcome(answer);
  }

  /** The learner has read the step's result: on to the next step (or, after the last, the summary). */
  async next(): Promise<Outcome> {
    const game = this.host.game;
    if (!game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(await this.client.request({ type: 'tutorial_next', gameId: game.gameId }));
  }

  /** Takes the remembered run's seat back (after a refresh) with its token, as any remembered seat. */
  async resume(): Promise<Outcome> {
    const run = this.run;
    if (!run) return { ok: false, reason: 'NO_GAME', message: 'no tutorial to continue' };
    const back = await this.host.join(run.joinCode, undefined, run.seat);
    // The host no longer has the table (it restarted, the run ended): nothing to offer back any more.
    if (!back.ok && back.reason !== 'DISCONNECTED') this.forgetRun();
    return back;
  }

  /** Leaves a tutorial table this screen moved away from (another tutorial, a real game): the host may drop it. */
  async abandon(gameId: string): Promise<Outcome> {
    if (this.run?.gameId === gameId) this.forgetRun();
    this.started.delete(gameId);
    return outcome(await this.client.request({ type: 'leave', gameId }));
  }

  /** The remembered run is not offered back any more (the learner left it or finished it). */
  forgetRun(): void {
    this.run = null;
    try {
      this.storage?.removeItem(RUN_KEY);
    } catch {
      /* private mode: nothing was kept */
    }
  }

  private writeRun(run: TutorialRun): void {
    this.run = run;
    try {
      this.storage?.setItem(RUN_KEY, JSON.stringify(run));
    } catch {
      /* private mode: the run lasts as long as the page */
    }
  }

  private readRun(): TutorialRun | null {
    try {
      const raw = this.storage?.getItem(RUN_KEY);
      if (!raw) return null;
      const run = JSON.parse(raw) as Partial<TutorialRun>;
      const text = (x: unknown) => typeof x === 'string' && x.length > 0;
      if (!text(run.gameId) || !text(run.joinCode) || !text(run.seat) || !text(run.tutorial)) return null;
      return { gameId: run.gameId!, joinCode: run.joinCode!, seat: run.seat!, tutorial: run.tutorial!, title: typeof run.title === 'string' ? run.title : run.tutorial!, game: typeof run.game === 'string' ? run.game : '', options: typeof run.options === 'object' && run.options ? run.options : {} };
    } catch {
      return null;
    }
  }
}
