import type { Dictionary } from '../lib/i18n.ts';

/** Strings shared by every screen. */
export const commonStrings = {
  'app.name': 'Sectors Desk',
  'app.tagline': 'Live stock-trading board games for one table, a classroom or a solo evening against bots.',
  'connection.connecting': 'connecting…',
  'connection.connected': 'connected',
  'connection.disconnected': 'disconnected',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.ok': 'OK',
  'common.back': 'Back',
  'common.loading': 'Loading…',
  'common.on': 'on',
  'common.off': 'off',
  'common.show': 'Show',
  'common.hide': 'Hide',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.you': 'you',
  'common.money': '${amount}',

  // top bar
  'topbar.help': 'Help',
  'topbar.helpHint': 'Rules and glossary (F1)',
  'topbar.settings': 'Settings',

  // seats, bots
  'seat.human': 'Human',
  'seat.bot': 'Bot',
  'bot.easy': 'Easy',
  'bot.medium': 'Medium',
  'bot.hard': 'Hard',
  'bot.random': 'Random level',

  // settings
  'settings.title': 'Settings',
  'settings.theme': 'Theme',
  'settings.theme.system': 'Same as the system',
  'settings.theme.dark': 'Dark',
  'settings.theme.light': 'Light',
  'settings.sounds': 'Sounds',
  'settings.soundsHint': 'Sound cues during the game, such as a new phase or a timer running out.',
  'settings.language': 'Language',
  'language.en': 'English',

  // reason codes the host answers with, in player words
  'refusal.LOCAL_ONLY': 'Only the host machine can do this. From another device, join a game with its code.',
  'refusal.GAME_NOT_FOUND': 'No game has this code. Check the code shown on the host screen.',
  'refusal.NO_FREE_SEAT': 'Every player seat is taken. Ask the host to free a seat, or watch as a spectator.',
  'refusal.SEAT_TAKEN': 'Someone already took this seat. Pick another one or ask the host.',
  'refusal.WRONG_TOKEN': 'The seat this browser remembered was given away. Join again to take a free seat.',
  'refusal.WRONG_SECRET': 'That is not the facilitator secret of this game.',
  'refusal.FACILITATOR_ONLY': 'Only the game’s facilitator (the host screen) can do this.',
  'refusal.NOT_SEATED': 'There is no such seat in this game.',
  'refusal.SEAT_NOT_HUMAN': 'A bot plays this seat. Swap it to a human first.',
  'refusal.GAME_ALREADY_STARTED': 'The game has already started.',
  'refusal.GAME_NOT_RUNNING': 'The game is not running.',
  'refusal.INVALID_CONFIG': 'The host refused these options: {message}',
  'refusal.INVALID_GAME_FILE': 'This is not a readable Sectors game file: {message}',
  'refusal.LAN_UNAVAILABLE': 'This host cannot change its network access from here. {message}',
  'refusal.DISCONNECTED': 'The connection to the host was lost. It reconnects by itself; try again in a moment.',
  'refusal.RATE_LIMITED': 'Too many requests at once. Wait a moment and try again.',
  'refusal.MALFORMED_INPUT': 'The host could not read this request: {message}',
  'refusal.INTERNAL_ERROR': 'Something went wrong on the host: {message}',
  'refusal.NO_GAME': 'You are not in a game.',
  'refusal.WRONG_PASSPHRASE': 'That passphrase does not open this file. Check it and try again; the file is still selected.',
  'refusal.PASSPHRASE_REQUIRED': 'A running game is saved only as a sealed file: it needs a passphrase.',
  'refusal.PAUSED': 'Paused by the facilitator: nothing was sent. Try again when the game resumes.',
  'refusal.TABLE_LOCKED': 'The facilitator has locked this table: no new players can join now. Ask the host to unlock it (players who already hold a seat can still come back).',
  'refusal.ALREADY_SEATED': 'This browser already holds a seat in this game.',
  'refusal.TOO_MANY_ATTEMPTS': 'Too many attempts with a wrong code or secret: wait a minute, then try again.',
  'refusal.unknown': '{message} ({reason})',


} satisfies Dictionary;
