/**
 * The words of the platform's part of docs/PROTOCOL-REFERENCE.md (`npm run docs:protocol`): what a command or a
 * host event is for and what some of its fields mean, by its `type` and field path (`seats[].profile`). The
 * fields, types and limits are generated from the schemas of this folder; only these words are kept by hand.
 * test/unit/protocol-doc.test.ts requires every type and path named here to exist in the schemas.
 */

export type MessageNotes = { about?: string; fields?: Readonly<Record<string, string>> };

/** The commands (client → host). */
export const COMMAND_NOTES: Readonly<Record<string, MessageNotes>> = {
  hello: {
    fields: {
      protocol: 'The version the client speaks (its newest, when it lists several in `protocols`).',
      protocols: 'Added in version 2: every version the client speaks; the host picks the highest it speaks too.',
    },
  },
  create_game: {
    fields: {
      game: 'The game\'s kind (\'sectors\', …); left out: \'sectors\', so clients written before game modules keep working.',
      options: 'The game\'s options (anything left out takes its default; checked in full by the game) plus the table options every game shares: `timerMode`, `phaseTimeMultiplier` (pace) and `reviewSeconds`.',
      'seats[].profile': 'Human seats: the local profile this seat plays for (its progress is credited when the game ends).',
    },
  },
  start_game: {
    about: 'Start the game. `emptySeats` says what happens to human seats nobody holds at that moment: `bot` fills them with bots of `botLevel` (default medium), `remove` drops them (the seats are renumbered). Left out, they stay and count as ready once the grace period has passed.',
  },
  join: {
    about: 'Take a seat: with a token, the seat that token belongs to; without, a free human seat (or the one named).',
    fields: {
      profile: 'The host machine\'s screens (or the game\'s facilitator) only: the local profile the seat plays for. Left out, the seat keeps the profile it has (given at creation, or by an earlier join).',
    },
  },
  spectate: {
    about: 'Watch without acting: a spectator, or the projector (large public board).',
  },
  facilitate: {
    about: 'Become the facilitator of a game with the host secret shown on the host screen.',
  },
  claim_seat: {
    about: 'Hot-seat: the facilitator\'s own screen takes a human seat so a player at the table can act on it.',
    fields: {
      profile: 'The local profile the seat plays for from now on (left out: the seat keeps the one it has, if any).',
    },
  },
  act: {
    fields: {
      phaseSerial: 'The phase instance the client acted in; an action built on an older phase is refused as stale.',
      clientSeq: 'Strictly increasing per seat (not per connection): an `act` whose clientSeq is not above the seat\'s highest accepted one is answered `DUPLICATE_REQUEST` and not applied again, even after a reconnect or host restart. `joined` tells a (re)joining client the seat\'s highest accepted clientSeq.',
      action: 'A player action without `player`; the engine\'s own input schemas check it in full (MALFORMED_INPUT).',
    },
  },
  check: {
    about: 'Would the engine accept this action now? Answered with `check_result`; nothing is applied or journaled.',
  },
  control: {
    fields: {
      name: '`rename_seat`: the seat\'s new name (made unique in the game, like every name).',
      on: '`set_hints`: the "Hints for learners" switch (solo games have hints whatever it says).',
    },
  },
  export_game: {
    about: 'A finished game: the full file. A running game only as a sealed file (needs `passphrase`): cut at the last completed phase and encrypted, so nobody can read pending submissions or the seed from it.',
  },
  import_game: {
    about: '`passphrase` opens a sealed file (the one given when it was exported).',
  },
  lan: {
    about: 'Desktop only: open the games to the local network (or close it again); without `enable`, just report.',
  },
  list_profiles: {
    about: 'The host machine\'s local player profiles, with their progress per game; answered with `profiles`.',
  },
  create_profile: {
    about: 'A new local profile; answered with `profiles` (its `profileId` is the new profile\'s).',
  },
  set_profile_settings: {
    about: 'Changes a profile\'s settings (fields left out stay as they are); answered with `profiles`.',
    fields: {
      unlockAllModes: 'Every option value a game locks behind progress becomes selectable for this profile (games still earn credit).',
    },
  },
  hint: {
    about: 'What would the strongest bot do now, and why? From a connection holding `player`, when hints are allowed (the facilitator\'s switch, or a solo game) and the seat has something to do in the active window. Answered later with `hint_result` (the bot thinks off the host\'s event loop) or an `error`; nothing is applied or journaled.',
  },
  history: {
    about: 'The history browser: the game as it was at step `step` (0 = the start; left out: the latest step), a step being the start of a window or the end of the game. A finished game: anyone holding a role in it (or the host machine); a running one: the facilitator (or the host machine) only, up to the start of the open window. Answered with `history_step`.',
  },
  play_from: {
    about: '"Play on from here": a new game continuing a finished one from step `step` (a window\'s start) — its inputs up to there, the same config, seed and table — with `seat` (default: the first human seat) human and every other seat a bot of the game\'s default level. It runs at once. The facilitator (or the host machine); answered with `game_created` and a view, like `import_game`.',
  },
};

/** The events (host → client). */
export const HOST_EVENT_NOTES: Readonly<Record<string, MessageNotes>> = {
  welcome: {
    fields: {
      protocol: 'The version in force on this connection (see `hello`).',
      protocols: 'Added in version 2: every version the host speaks.',
    },
  },
  error: {
    about: 'The answer to any refused command; the state of the host is unchanged when this is sent.',
  },
  ack: {
    about: 'A command was accepted (for commands whose effect arrives as views).',
  },
  games: {
    fields: {
      'games[].game': 'The game\'s kind (\'sectors\', …); absent from hosts before game modules.',
      'games[].unplayable': 'Present when this host cannot resume the game (it was played under another version of its rules, or is of a kind this build lacks): `reason` (ENGINE_VERSION_MISMATCH, GAME_KIND_UNKNOWN) and a sentence saying so. The game stays stored as it was, with its last status; opening it is refused the same way. Absent otherwise.',
    },
  },
  game_created: {
    about: 'To the creator only: the join code players type, and the facilitator secret shown on the host screen.',
  },
  joined: {
    about: 'A role was granted. Players get the token their browser keeps to rejoin the same seat later.',
    fields: {
      clientSeq: 'Players: the seat\'s highest accepted `act` clientSeq (0 if none); continue above it.',
    },
  },
  view: {
    about: 'The view after every change: the public part (the same for everyone) plus the private parts of the seats this connection holds. Secrets of other seats are never in it (removed by the engine\'s view functions).',
    fields: {
      'session.kind': 'The game\'s kind (\'sectors\', …).',
      'session.windowStartedAt': 'When the active window opened (or resumed after an interrupt above it closed), host clock in ms: how long the window has been open even without a clock (the class dashboard\'s "idle"). Absent from older hosts.',
      'session.timerMode': 'TIMED or TIMERLESS (a table option).',
      'session.reviewSeconds': 'Seconds a display window stays up (a table option; absent from hosts before lesson presets).',
      'session.plannedEndAt': 'The lesson\'s planned end (ms, host clock), from the "Fits in N minutes" preset; absent: none planned.',
      'session.heldAt': 'A same-deal class table shown to a watcher as it stood when it entered this period (turn, year, round): the board is not the live one until every table of the deal has ended (docs/PROTOCOL.md "Classes"). Absent: live.',
      'session.window': 'The active window: who acts, whether submissions are sealed (curtain), and its full length at the current pace (null: no clock). `id` is the stale-input token that `act.phaseSerial` must carry.',
      'session.locked': 'No new players may join (the facilitator locked the table); token rejoins still work.',
      'session.hints': 'Hints for learners: `on` (the facilitator\'s switch), `solo` (off, but one human seat: hints anyway) or `off` (nobody may ask). Absent from hosts before hints.',
      'session.seats[].everConnected': 'A person has held this seat at some time in the game (false: a seat nobody ever played; bots: false).',
      'session.seats[].profile': 'The local profile the seat plays for (absent: none). `lacks`: the progress text of each option value this game was set up with that the profile has not unlocked (the lobby marks the seat; it may still play).',
      fresh: 'The connection just took a role: `events` are the recent history (replace the log), not a new change.',
    },
  },
  game_file: {
    about: '`file.format` is the game\'s file format (\'sectors-game\' for Sectors); a sealed file keeps it in its readable header.',
  },
  check_result: {
    about: 'The engine\'s verdict on a `check`: ok, or the reason code it would refuse with.',
    fields: {
      preview: 'The game\'s preview of the input (GameModule.preview: costs, cash after, warnings), when it has one.',
    },
  },
  profiles: {
    about: 'Every local profile, by name; `profileId` is the one the command created or changed.',
    fields: {
      'profiles[].games': 'Per game kind with progression: its title, the profile\'s progress in one line and the form\'s locks for it.',
      everyone: 'Per game kind with progression, the locks that hold for everyone, a guest without a profile included: values nobody may choose yet (`comingSoon`; `locked` is empty).',
    },
  },
  hint_result: {
    about: 'The answer to `hint`: what the game\'s strongest bot (`level`) would send for `player` in window `window` (the active window\'s id when asked; `inputs` may be empty: it would pass or just ready up), and `why`, one sentence naming the move and its reason. Advice only: nothing was applied.',
  },
  history_step: {
    about: 'The answer to `history`: the game at step `step` of `steps` (so far, while it runs). `view` is the public view at the start of that window (the end, when `final`); `events` are the public events of the window that ended there (none at step 0); `window` is the window that opened (null at the end). `finished`: the game is over, so its steps never change and `play_from` may start from any step but the last.',
  },
};
