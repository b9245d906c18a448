/**
 * Reason codes the protocol edge answers with, before a command reaches any game.
 * Rule-level reason codes (spec §13) come from the engine and travel in the same `error` event.
 */
import { TUTORIAL_REASONS } from './tutorial-protocol.ts';

export const EDGE_REASONS = [
  'MALFORMED_INPUT', // not JSON, or fields missing / of the wrong type / unknown enum values
  'UNKNOWN_COMMAND', // a `type` this protocol version does not define
  'MESSAGE_TOO_LARGE',
  'PROTOCOL_MISMATCH', // the client speaks another protocol version
] as const;

export type EdgeReason = (typeof EDGE_REASONS)[number];

/**
 * Every code the host answers a command with — its edge's (above), the host's own and the one the client's
 * transport answers itself (DISCONNECTED) — and what it means: the host table of docs/PROTOCOL-REFERENCE.md and
 * the generated block of docs/PROTOCOL.md (`npm run docs:protocol`). A game's rule codes are its own (its protocol
 * notes); they travel in the same `error` event. Every edge code is one of them, with its words (the `satisfies`).
 */
export const HOST_REASONS = {
  MALFORMED_INPUT: 'not JSON, or a field missing / of the wrong type / an unknown value (also a control command missing its field)',
  UNKNOWN_COMMAND: 'a `type` this protocol version does not have',
  MESSAGE_TOO_LARGE: 'over 64 KiB (over 4 Mi characters from the host machine)',
  PROTOCOL_MISMATCH: 'the client speaks another protocol version',
  RATE_LIMITED: 'over the connection\'s message budget (60 burst, 30/s): this message was dropped, nothing applied; answered with its requestId',
  CUT_OFF: 'the connection\'s 2000th refused message (a flood): answered with this instead of its own reason, then the connection closes (WebSocket close code 1008) after every earlier answer has been sent; nothing sent after it is read',
  LOCAL_ONLY: 'only the host machine may do this (profiles: the host machine or a facilitator)',
  GAME_NOT_FOUND: 'no game with that id or join code',
  WRONG_TOKEN: 'the seat token does not belong to this game',
  WRONG_SECRET: 'the host secret does not belong to this game',
  TOO_MANY_ATTEMPTS: 'a join code or class code alone, after too many wrong codes, tokens, secrets or keys (10 a minute from this connection, 100 from its network address): the message says when to try again; a valid seat token, secret or student key is never refused',
  NO_FREE_SEAT: 'every human seat is taken',
  SEAT_TAKEN: 'the named seat is held by someone else',
  SEAT_NOT_HUMAN: 'the seat is a bot seat (or does not exist)',
  ALREADY_SEATED: 'this connection already took a new seat in this game (one new seat per connection; a token rejoin, a student\'s key and a seat the teacher approved are not counted; other connections from the same address are not limited)',
  TABLE_LOCKED: 'the facilitator locked the table: no new players (token rejoins still work)',
  SEAT_REVOKED: 'sent unasked (no requestId): the facilitator took a seat from this connection (kick, free, bot swap, removal); a fresh view follows',
  NOT_YOUR_SEAT: 'acting (or checking) for a seat this connection does not hold',
  NOT_SEATED: 'a control command naming a seat the game does not have',
  FACILITATOR_ONLY: 'control commands without facilitator rights (also `play_from`, and `history` of a game still being played)',
  STALE_INPUT: 'the action was made in an earlier window (`phaseSerial` is not the active window\'s id, `session.window.id`)',
  DUPLICATE_REQUEST: 'a resent `act`: its `clientSeq` is not above the seat\'s highest accepted one; it was already applied',
  PAUSED: 'the game is paused: inputs and READY are refused until it resumes',
  GAME_NOT_RUNNING: 'the game has not started (or has ended)',
  GAME_ALREADY_STARTED: 'the game has started already (start_game, remove_seat)',
  INVALID_CONFIG: 'host options or a seed the engine refuses (the message says why)',
  INVALID_GAME_FILE: 'a game file of no known format, or whose inputs do not replay (the message says why)',
  ENGINE_VERSION_MISMATCH: 'a stored game (resumed, viewed, exported, browsed, debriefed) or a game file (`import_game`) was played under another version of its game\'s rules than this build plays: the message names both ("This game was played under Stock Market Tycoon rules v1; this build plays v2 and cannot replay it"); nothing is replayed or changed',
  GAME_KIND_UNKNOWN: '`create_game.game` (or a file\'s `game`) names a game this host does not play; the message lists the ones it does',
  GAME_UNREADABLE: 'a stored game cannot be rebuilt from its journal (a bug or a damaged database); nothing else is affected',
  PASSPHRASE_REQUIRED: 'exporting a running game, or importing a sealed file, needs `passphrase`',
  WRONG_PASSPHRASE: 'the passphrase does not open this sealed file',
  LAN_UNAVAILABLE: 'this host cannot change its network access',
  PROFILE_NOT_FOUND: 'no local profile with that id on this host',
  PROFILE_NAME_TAKEN: 'another profile has that name (compared without case)',
  PROFILE_IN_USE: 'the profile already plays another seat of this game (one seat per profile and game)',
  HINTS_OFF: '`hint` while hints for learners are off at this table (the facilitator\'s `set_hints`; solo games always have them)',
  HINTS_UNAVAILABLE: '`hint` in a game that offers no hints',
  NOTHING_TO_DO: '`hint` for a seat that has nothing to do in the active window (not its turn, already ready, a review window)',
  HINT_BUSY: '`hint` while this seat\'s previous hint is still being worked out',
  HINT_FAILED: 'the bot behind a `hint` could not decide, or its move could not be explained',
  WINDOW_CLOSED: 'the window a `hint` was asked in closed before the bot answered (ask again in the new one)',
  NO_ROLE: '`history` of a finished game, or `resync`, from a connection that holds no role in that game (join, watch or facilitate it first)',
  NO_SUCH_STEP: '`history` or `play_from` past the game\'s steps (`play_from`: the last step, the end, cannot be played on)',
  GAME_NOT_FINISHED: '`play_from` on a game still being played (what-ifs start from finished games)',
  CLASS_NOT_FOUND: 'no class with that id or code',
  WRONG_KEY: '`join_student` with a student key this host does not know (counted like a wrong join code)',
  NOT_ON_ROSTER: '`join` with the code of a class table without the name of a student of that table (as on the roster): a class table\'s seats are its students\' (a name on the roster is answered `join_pending`: the teacher decides)',
  STUDENT_NOT_FOUND: 'a `class_control` naming a student (key) that is not in this class',
  NOT_IN_CLASS: 'a `class_control` or `export_class` naming a game that is not a table of this class',
  REQUEST_NOT_FOUND: '`approve`/`deny` of a device request that is gone (answered already, or the student left)',
  DEVICE_DENIED: 'sent to a device waiting for the teacher (answering its `join_student`, or its `join` by name at a class table): the teacher did not let it take the seat',
  ...TUTORIAL_REASONS,
  DISCONNECTED: '(client side) the link dropped before the answer came',
  INTERNAL_ERROR: 'a bug; nothing was applied',
} as const satisfies Readonly<Record<EdgeReason, string>> & Readonly<Record<string, string>>;

export type HostReason = keyof typeof HOST_REASONS;
