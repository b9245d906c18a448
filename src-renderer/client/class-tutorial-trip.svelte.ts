/**
 * A class student's trip from their class table to a tutorial the teacher assigned, and back. Starting one
 * remembers the class table (its game, join code, and the student's personal key when the seat came by the
 * link /s/KEY); the tutorial's board then offers "Back to my class table", which puts the tutorial down and takes
 * the class seat again the way this screen took it first: the personal link's page (its kept token, so no
 * teacher's approval) or the join code's remembered token. The tutorial's seat is kept while it is unfinished, so
 * "Continue" takes the same table back; a finished one is left.
 */
import { parseRoute } from '../lib/route.ts';
import type { Desk, Outcome } from './desk.svelte.ts';

/** Where the student came from. */
export type ClassTrip = { classGame: string; classCode: string; studentKey: string | null };

/** The personal key in the address bar (/s/KEY), if this page was opened by one. */
function keyInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const route = parseRoute(window.location.pathname, window.location.hash);
  return route.screen === 'student' ? route.key : null;
}

/** Back at the personal link's address, so that the app opens its page (which takes the seat) once the board is put down. */
function showStudentLink(key: string): void {
  if (typeof window === 'undefined' || keyInAddress() === key) return;
  window.history.replaceState(null, '', `/s/${encodeURIComponent(key)}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export class ClassTutorialTrip {
  /** The class table this screen left for a tutorial (null: none). */
  trip: ClassTrip | null = $state(null);
  private readonly desk: Desk;

  constructor(desk: Desk) {
    this.desk = desk;
  }

  /** The class table on screen holds the student's assigned tutorials (the latest `class_tutorials` is for it). */
  get atClassTable(): boolean {
    const assigned = this.desk.tutorials.classAssigned;
    const game = this.desk.game;
    return assigned !== null && game !== null && !game.facilitator && game.gameId === assigned.classGame;
  }

  /** A tutorial is on screen that was started from the class table: the way back is offered. */
  get away(): boolean {
    const trip = this.trip;
    const game = this.desk.game;
    return trip !== null && game !== null && game.gameId !== trip.classGame && this.desk.tutorials.current !== null;
  }

  /**
   * Starts (or continues) an assigned tutorial from the class table on screen: `start_tutorial` with the class
   * table, which takes the student back to an unfinished run's table where they left it.
   */
  async start(tutorialId: string): Promise<Outcome> {
    const game = this.desk.game;
    const assigned = this.desk.tutorials.classAssigned;
    if (!game || !assigned || game.gameId !== assigned.classGame) return { ok: false, reason: 'NO_GAME', message: 'not at the class table' };
    const trip: ClassTrip = { classGame: assigned.classGame, classCode: game.joinCode, studentKey: this.desk.studentLink ? keyInAddress() : null };
    // The host resumes the student's unfinished run of it (on any device) and starts a new one otherwise.
    const started = await this.desk.tutorials.start(tutorialId, { classGame: assigned.classGame });
    if (started.ok) this.trip = trip;
    return started;
  }

  /** Puts the tutorial down and takes the class seat again. */
  async back(): Promise<Outcome> {
    const trip = this.trip;
    if (!trip) return { ok: false, reason: 'NO_GAME', message: 'no class table to go back to' };
    this.trip = null;
    // A finished tutorial's table is of no more use: left. An unfinished one keeps its seat, to be continued.
    if (this.desk.tutorials.current?.stage === 'done') await this.desk.leave();
    else this.desk.putDown();
    if (trip.studentKey) {
      // The personal link's page takes the seat with the token this browser keeps for the key (StudentJoinScreen).
      showStudentLink(trip.studentKey);
      return { ok: true };
    }
    return this.desk.join(trip.classCode);
  }
}

const trips = new WeakMap<Desk, ClassTutorialTrip>();

/** The screen's one trip book (one per Desk). */
export function classTutorialTrip(desk: Desk): ClassTutorialTrip {
  let trip = trips.get(desk);
  if (!trip) {
    trip = new ClassTutorialTrip(desk);
    trips.set(desk, trip);
  }
  return trip;
}
