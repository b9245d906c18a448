/**
 * The host's tutorial desks, built from what the host has: the catalogue of every game's tutorial files, the
 * learner's private tables (TutorialDesk) and a class's assigned tutorials (ClassTutorials), each told how to
 * reach the other. Kept out of host.ts so it stays the host's dispatcher.
 */
import type { GameRegistry } from '../../../src-shared/platform/module.ts';
import type { Clock } from '../../../src-shared/session/runner.ts';
import type { SessionEvent } from '../../../src-shared/session/types.ts';
import type { AccessRepository } from '../../store/access.ts';
import type { Db } from '../../store/database.ts';
import type { GameRepository } from '../../store/games.ts';
import type { ClassDesk } from '../class-desk.ts';
import type { Link } from '../links.ts';
import type { ProfileDesk } from '../profiles.ts';
import type { SeatDesk } from '../seats.ts';
import type { Tables } from '../tables.ts';
import { TutorialCatalog } from './catalog.ts';
import { ClassTutorials } from './class-tutorials.ts';
import { TutorialDesk } from './tutorial-desk.ts';

export type TutorialWiring = {
  db: Db;
  clock: Clock;
  registry: GameRegistry;
  /** Every game's tutorial files as data, by kind. */
  files: Readonly<Record<string, readonly unknown[]>>;
  games: GameRepository;
  access: AccessRepository;
  tables: Tables;
  seats: SeatDesk;
  profiles: ProfileDesk;
  classes: ClassDesk;
  send(gameId: string, event: SessionEvent): void;
  gameLinks(gameId: string): ReadonlySet<Link>;
};

export function tutorialDesks(w: TutorialWiring): { desk: TutorialDesk; classTutorials: ClassTutorials } {
  const catalog = new TutorialCatalog(w.registry, w.files);
  let classTutorials: ClassTutorials | null = null;
  const desk = new TutorialDesk({
    db: w.db, clock: w.clock, catalog, games: w.games, access: w.access,
    moduleOf: (kind) => w.tables.moduleOf(kind),
    open: (record) => {
      const session = w.tables.open(record);
      // Nobody takes a seat at a learner's private table by its code (the learner rejoins with the seat's token).
      w.access.setLocked(record.id, true);
      return session;
    },
    requireSession: (id) => w.tables.require(id), rebuild: (id) => w.tables.rebuild(id), send: w.send,
    grantSeat: (link, gameId, player, requestId) => w.seats.grantSeat(link, gameId, player, requestId),
    profileFor: (link, profileId) => w.profiles.usableBy(link, profileId),
    studentHeld: (link, gameId) => classTutorials!.studentHeld(link, gameId),
    assigned: (classId, tutorialId) => classTutorials!.isAssigned(classId, tutorialId),
    studentProgress: (run) => classTutorials!.studentProgress(run),
    gameLinks: w.gameLinks,
  });
  classTutorials = new ClassTutorials({
    runs: desk.runs, catalog, classes: w.classes.repo, gameLinks: w.gameLinks,
    pushState: (classId, soon) => (soon ? w.classes.pushSoon(classId) : w.classes.pushState(classId)),
    gameTitle: (kind) => w.registry.get(kind)?.meta.title ?? kind,
  });
  w.classes.tutorials = classTutorials;
  return { desk, classTutorials };
}
