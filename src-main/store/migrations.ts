/**
 * Schema history. Migration i (1-based) brings the database from user_version i−1 to i.
 * Never edit a released migration: add a new one, so every installation upgrades the same way.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: games, the append-only journal of accepted commands, and settings.
  `
  CREATE TABLE games (
    id          TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    config      TEXT NOT NULL,
    seed        INTEGER NOT NULL,
    status      TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE TABLE journal (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  TEXT REFERENCES games(id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    kind     TEXT NOT NULL,
    seat     TEXT,
    payload  TEXT NOT NULL,
    at       INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX journal_game_seq ON journal(ifnull(game_id, ''), seq);
  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: live sessions — seats and session options per game, machine snapshots for crash-resume.
  `
  ALTER TABLE games ADD COLUMN name TEXT NOT NULL DEFAULT '';
  ALTER TABLE games ADD COLUMN seats TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
  CREATE INDEX games_status ON games(status);
  CREATE TABLE snapshots (
    game_id         TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    phase_serial    INTEGER NOT NULL,
    machine         TEXT NOT NULL,
    engine_schema   INTEGER NOT NULL,
    machine_version INTEGER NOT NULL,
    app_version     TEXT NOT NULL,
    at              INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
  );
  `,
  // 3: joining games — a short join code and a facilitator secret per game, seat tokens kept by browsers.
  `
  ALTER TABLE games ADD COLUMN join_code TEXT;
  ALTER TABLE games ADD COLUMN host_secret_hash TEXT;
  CREATE UNIQUE INDEX games_join_code ON games(join_code);
  CREATE TABLE seat_tokens (
    token_hash TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player     TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX seat_tokens_game ON seat_tokens(game_id, player);
  `,
  // 4: holding up in real rooms — tables can be locked against new joins, seats remember whether anybody
  // ever played them (results mark absentees), and connection greetings leave the game journal.
  `
  ALTER TABLE games ADD COLUMN locked INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE seat_history (
    game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player   TEXT NOT NULL,
    first_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, player)
  );
  DELETE FROM journal WHERE kind = 'hello';
  `,
  // 5: one platform, many games — table options leave the game's config for their own column, and local
  // player profiles (a name and per-game progress) outlive single games.
  `
  ALTER TABLE games ADD COLUMN table_options TEXT;
  CREATE INDEX games_kind ON games(kind);
  CREATE TABLE profiles (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    progress   TEXT NOT NULL DEFAULT '{}'
  );
  CREATE UNIQUE INDEX profiles_name ON profiles(name);
  `,
  // 6: profiles at the table — a profile's settings (unlock every mode), and which profile each seat of a game
  // plays for, with when the game's end was credited to it (once: a restart or a replay credits nothing again).
  `
  ALTER TABLE profiles ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
  CREATE TABLE game_profiles (
    game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player      TEXT NOT NULL,
    profile_id  TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    credited_at INTEGER,
    PRIMARY KEY (game_id, player)
  );
  CREATE INDEX game_profiles_profile ON game_profiles(profile_id);
  CREATE INDEX game_profiles_uncredited ON game_profiles(game_id) WHERE credited_at IS NULL;
  `,
  // 7: classes — a teacher's roster spread over several tables (each an ordinary game), the students' personal
  // keys (in clear like join codes: slips are reprinted from them, and a taken seat needs the teacher's approval
  // on a new device), and the orders the host refused at class tables (the debrief lists them with their reasons).
  `
  CREATE TABLE classes (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    code        TEXT NOT NULL UNIQUE,
    secret_hash TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    locked      INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE class_tables (
    class_id TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    game_id  TEXT NOT NULL UNIQUE REFERENCES games(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (class_id, game_id)
  );
  CREATE TABLE class_students (
    key      TEXT PRIMARY KEY,
    class_id TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    name     TEXT NOT NULL,
    position INTEGER NOT NULL,
    game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player   TEXT NOT NULL
  );
  CREATE INDEX class_students_game ON class_students(game_id, player);
  CREATE TABLE rejected_orders (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player  TEXT NOT NULL,
    period  INTEGER NOT NULL,
    at      INTEGER NOT NULL,
    action  TEXT NOT NULL,
    reason  TEXT NOT NULL,
    message TEXT NOT NULL
  );
  CREATE INDEX rejected_orders_game ON rejected_orders(game_id);
  `,
  // 8: the rules each game is played under — its module's engine version, recorded when the game is created or
  // imported and checked before its journal is replayed (a game of other rules is refused, never re-read). Every
  // module was at engine version 1 when this column came, so every game stored before it was played under 1.
  `
  ALTER TABLE games ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 1;
  `,
  // 9: guided tutorials. A run is one learner's private table of one tutorial: where they are in its steps and how
  // many moves were refused on the way (the star), for a local profile or a class's student (or neither). A
  // class's assigned tutorials are its teacher's list, in order.
  `
  CREATE TABLE tutorial_runs (
    game_id      TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tutorial_id  TEXT NOT NULL,
    kind         TEXT NOT NULL,
    seat         TEXT NOT NULL,
    profile_id   TEXT REFERENCES profiles(id) ON DELETE SET NULL,
    class_id     TEXT REFERENCES classes(id) ON DELETE CASCADE,
    student_key  TEXT,
    step         INTEGER NOT NULL DEFAULT 0,
    line         INTEGER NOT NULL DEFAULT 0,
    made         INTEGER NOT NULL DEFAULT 0,
    stage        TEXT NOT NULL DEFAULT 'step',
    wrong_moves  INTEGER NOT NULL DEFAULT 0,
    explanation  TEXT,
    started_at   INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE INDEX tutorial_runs_profile ON tutorial_runs(profile_id, tutorial_id);
  CREATE INDEX tutorial_runs_student ON tutorial_runs(class_id, student_key);
  CREATE TABLE class_tutorials (
    class_id    TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    tutorial_id TEXT NOT NULL,
    position    INTEGER NOT NULL,
    PRIMARY KEY (class_id, tutorial_id)
  );
  `,
];
