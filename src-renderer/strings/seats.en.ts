import type { Dictionary } from '../lib/i18n.ts';

/**
 * Seats and the table: the lobby's start choices and network addresses, the facilitator's seat controls on the
 * board, the locked table, the paused board, seat invitations and the "never played" tag in the results.
 */
export const seatStrings = {
  // ---- lobby: starting with empty seats
  'lobby.empty.one': '1 human seat is still empty. How should the game start?',
  'lobby.empty.other': '{n} human seats are still empty. How should the game start?',
  'lobby.start.fill.one': 'Start: fill the empty seat with a bot',
  'lobby.start.fill.other': 'Start: fill {n} empty seats with bots',
  'lobby.start.level': 'level',
  'lobby.start.fillHint': 'Bots take the seats nobody joined; you can hand a seat back to a person later.',
  'lobby.start.remove': 'Start without them (remove the seats)',
  'lobby.start.removeHint': 'The empty seats leave the game: fewer players at the table.',
  'lobby.start.wait': 'Start and wait for them',
  'lobby.start.waitHint': 'They can still join after the start; until then their seats count as ready once the grace time has passed.',
  'lobby.lanAddresses': 'Players on the network open',
  'lobby.thisComputer': 'Address on this computer only',
  'lobby.lanPick': 'Show the QR code for {url}',
  'lobby.lanShown': 'QR code shows this address',

  // ---- the table: locked or open
  'table.locked': 'Table locked',
  'table.lock': 'Lock the table',
  'table.unlock': 'Unlock',
  'table.lockedHint': 'No new players can join. Players who already hold a seat can still come back.',
  'table.openHint': 'Anyone with the code can take a free seat. Lock the table when everyone is in.',

  // ---- board: the facilitator's seat controls
  'seats.toggle': 'Seats ({n})',
  'seats.panel': 'Seat controls',
  'seats.online': 'online',
  'seats.away': 'away',
  'seats.here': 'on this screen',
  'seats.botLevel': 'bot · {level}',
  'seats.neverJoined': 'nobody has joined yet',
  'seats.level': 'Bot level for {name}',
  'seats.toBot': 'Replace by a bot',
  'seats.toBotHint': 'A bot plays this seat from now on, with everything the player had.',
  'seats.toHuman': 'Hand back to a person',
  'seats.toHumanHint': 'The seat waits for a person again; send them the link.',
  'seats.free': 'Free the seat',
  'seats.freeHint': 'Whoever holds the seat loses it; anyone with the code can take it.',
  'seats.kick': 'Kick',
  'seats.kickHint': 'Disconnects {name} and takes the seat away from their browser.',
  'seats.rename': 'Rename',
  'seats.renameLabel': 'New name for {name}',
  'seats.renameSave': 'Save name',
  'seats.invite': 'Send {name} this link to take the seat:',
  'seats.inviteQr': 'QR code of the link for {name}',
  'seats.link': 'Join link',
  'seats.inviteNoLan': 'Only this computer can connect now. Open the game to the network in the desktop app, or let {name} take the seat here with code {code}.',
  'seats.done.bot': '{name} is now played by a bot.',
  'seats.done.human': '{name} waits for a person.',
  'seats.done.free': '{name} is free for anyone with the code.',
  'seats.done.kick': '{name} was disconnected.',
  'seats.done.rename': 'Renamed to {name}.',

  'seats.revoked': 'The facilitator took your seat away from this screen. You are watching now; to play again, open the join link the facilitator gives you.',

  // ---- board: paused
  'paused.banner': 'Paused by the facilitator',
  'paused.bannerHint': 'The timer has stopped. Orders, votes and “Ready” wait until the game resumes.',
  'paused.inputs': 'Paused by the facilitator — you can act again when the game resumes.',

  // ---- join by a seat link
  'join.seatLink': 'You are invited to take seat {seat}.',
  'join.takingSeat': 'Taking seat {seat}…',

  // ---- lobby: local profiles
  'lobby.profile': 'plays for profile {name}',
  'lobby.profileLacks': 'Not unlocked for this profile: {what}',

  // ---- results
  'end.neverPlayed': 'never played',
  'end.neverPlayedHint': 'Nobody ever took this seat; it stayed empty all game.',
} satisfies Dictionary;
