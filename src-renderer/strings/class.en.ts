import type { Dictionary } from '../lib/i18n.ts';

/**
 * The classroom for the teacher and the students: the class setup (roster, tables, assignment), the class
 * dashboard (tables, class-wide controls, roster, device requests), the printable slips, the class secret on
 * a second device and a student's personal link. (The class projector and report have theirs in class-show.en.ts.)
 */
export const classStrings = {
  // ---- the start screen
  'class.start.title': 'Run a class',
  'class.start.body': 'Several tables at once for a classroom: a roster of students, printed slips with each student’s link, one dashboard for every table, and a debrief at the end.',
  'class.start.run': 'Run a class',
  'class.start.open': 'Open dashboard',
  'class.start.summary': '{students} students, {tables} tables · {date}',

  // ---- setup
  'class.setup.title': 'Run a class',
  'class.setup.body': 'Paste the roster, choose the game and how many tables, check who sits where, then create the class.',
  'class.setup.classTitle': 'Class and roster',
  'class.setup.name': 'Class name',
  'class.setup.namePlaceholder': 'e.g. 10B Economics, Tuesday',
  'class.setup.defaultName': 'Class of {date}',
  'class.setup.tablesTitle': 'Tables and game',
  'class.setup.tables': 'Number of tables',
  'class.setup.tablesHint': 'One table for every five students is suggested; each table is a game of its own.',
  'class.setup.gameHint': 'Every table plays this game with the options below ({min}–{max} players a table).',
  'class.setup.seats': 'Seats per table (optional)',
  'class.setup.seatsAuto': 'students only',
  'class.setup.seatsHint': 'Empty: each table seats its students, with bots added up to the game’s minimum of {min}. A number: bots fill every table up to it.',
  'class.setup.botLevel': 'Bots',
  'class.setup.botLevelHint': 'The level of the bots that fill seats, and of a bot that takes over a student’s seat.',
  'class.setup.assignTitle': 'Who sits where',
  'class.setup.tableName': 'Table {n}',
  'class.setup.create': 'Create the class ({tables} tables, {students} students)',
  'class.setup.creating': 'Creating…',
  'class.setup.error.noStudents': 'The roster is empty: add at least one student.',
  'class.setup.error.tooManyStudents': 'A class holds at most {max} students.',
  'class.setup.error.tables': 'The number of tables must be a whole number from 1 to {max}.',
  'class.setup.error.tableFull': '{table} has {count} students; {game} seats at most {max} players.',
  'class.setup.error.tableEmpty': '{table} has no students: use fewer tables or move someone there.',
  'class.setup.error.seatsBelow': '{table} has {count} students, more than the {seats} seats per table.',
  'class.setup.error.seats': 'Seats per table must be a whole number from {min} to {max}, or empty.',

  // ---- the roster box
  'class.roster.label': 'Students (one name per line)',
  'class.roster.placeholder': 'Ana Silva\nBen Okafor\nChloé Martin',
  'class.roster.import': 'Import CSV',
  'class.roster.importHint': 'The column headed “name” or “student” is read (else the first column); the header row is skipped.',
  'class.roster.count': '{count} students',
  'class.roster.csvColumn': '{file}: {count} names from the column “{column}”.',
  'class.roster.csvFirst': '{file}: {count} names from the first column.',
  'class.roster.csvEmpty': '{file} holds no names.',
  'class.roster.csvUnreadable': '{file} could not be read as text.',
  'class.roster.duplicates': 'Left out, already in the list: {names}.',
  'class.roster.tooLong': 'Left out, longer than {max} characters: {names}.',

  // ---- assignment preview
  'class.assign.balanced': 'Balanced: students are dealt round the tables in roster order. Move anyone with their picker.',
  'class.assign.manual': 'Arranged by hand.',
  'class.assign.rebalance': 'Balance again',
  'class.assign.size': '{count} students',
  'class.assign.move': 'Table for {name}',
  'class.assign.empty': 'The tables fill in as you add students.',

  // ---- opening a class; its secret on another device
  'class.opening': 'Opening class {code}…',
  'class.secret.title': 'Class {code}',
  'class.secret.body': 'To run this class from this device, type the class secret shown on the host’s class dashboard.',
  'class.secret.label': 'Class secret',

  // ---- dashboard: header
  'class.header.code': 'Class code',
  'class.header.pages': 'Class pages',
  'class.header.slips': 'Slips',
  'class.header.projector': 'Projector',
  'class.header.report': 'Report',
  'class.header.csv': 'CSV for the class',
  'class.header.lock': 'Lock late joining',
  'class.header.secondDevice': 'Second device: open',
  'class.header.secondDeviceSecret': 'and type the secret.',
  'class.header.secondDeviceNoLan': 'Second device: open the host to the network, then open /class/{code} there and type the secret.',
  'class.header.secretUnknown': 'The secret was shown when the class was created. Make a new one to see it here.',
  'class.header.newSecret': 'New secret',
  'class.exported': 'Saved: {files}',
  'class.report.loading': 'Building the class report…',

  // ---- dashboard: the class-wide bar
  'class.all.title': 'All tables',
  'class.all.start': 'Start all ({n})',
  'class.all.pause': 'Pause all',
  'class.all.resume': 'Resume all',
  'class.all.addTime': '+30 s for all',
  'class.all.pace': 'Pace for all',
  'class.all.paceMixed': 'mixed',

  // ---- dashboard: a table
  'class.table.status.LOBBY': 'Waiting to start',
  'class.table.status.RUNNING': 'Playing',
  'class.table.status.FINISHED': 'Finished',
  'class.table.code': 'join code {code}',
  'class.table.paused': 'Paused',
  'class.table.ready': '{ready} of {seats} ready',
  'class.table.joined': '{joined} of {count} students here',
  'class.table.absent': 'Absent: {names}',
  'class.table.idle': 'Idle for a minute or more: {names}',
  'class.table.controls': 'Controls of {table}',
  'class.table.start': 'Start',
  'class.table.endWindow': 'End window',
  'class.table.csv': 'CSV',
  'class.table.open': 'Open table',

  // ---- dashboard: roster
  'class.roster.title': 'Roster ({count})',
  'class.roster.name': 'Student',
  'class.roster.table': 'Table',
  'class.roster.seat': 'Seat',
  'class.roster.joined': 'Joined',
  'class.roster.connected': 'Now',
  'class.roster.lastAction': 'Last action',
  'class.roster.actions': 'Actions',
  'class.roster.yes': 'yes',
  'class.roster.no': 'not yet',
  'class.roster.online': 'connected',
  'class.roster.offline': 'away',
  'class.roster.botPlays': 'a bot plays',
  'class.roster.rename': 'Rename',
  'class.roster.renameLabel': 'New name for {name}',
  'class.roster.save': 'Save',
  'class.roster.moveLabel': 'Move {name} to',
  'class.roster.toBot': 'Replace by bot',
  'class.roster.handBack': 'Hand back',
  'class.roster.actionSealed': 'answered (sealed)',
  'class.roster.actionAny': 'acted',
  'class.ago.now': 'just now',
  'class.ago.seconds': '{n} s ago',
  'class.ago.minutes': '{n} min ago',
  'class.ago.hours': '{n} h ago',

  // ---- dashboard: device requests
  'class.devices.title': 'New devices',
  'class.devices.asks': '{name} ({table}) wants to continue on a new device.',
  'class.devices.approve': 'Approve',
  'class.devices.deny': 'Deny',

  // ---- slips
  'class.slips.title': 'Slips: {name}',
  'class.slips.body': '{count} slips, eight to an A4 page. Cut them apart and hand each student theirs.',
  'class.slips.noAddress': 'This host is not open to the network, so the slips have no link: open it to the LAN first (or start it with --lan).',
  'class.slips.back': 'Back to the dashboard',
  'class.slips.print': 'Print',
  'class.slips.code': 'Join code',
  'class.slips.link': 'Your personal link',
  'class.slips.key': 'Your key: {key}',
  'class.slips.qr': 'QR code of the personal link for {name}',

  // ---- a student's personal link
  'class.student.title': 'Your seat in class',
  'class.student.joining': 'Taking your seat…',
  'class.student.pending': 'Waiting for your teacher to approve this device ({name}, {table})…',
  'class.student.pendingHint': 'Your seat was used on another device before. Keep this page open: the game opens here as soon as your teacher approves.',
  'class.student.refusal.DEVICE_DENIED': 'Your teacher did not approve this device. Ask your teacher, then try again.',
  'class.student.refusal.TABLE_LOCKED': 'Your table is locked: late joining is closed. Ask your teacher to let you in.',
  'class.student.refusal.SEAT_NOT_HUMAN': 'Your teacher gave your seat to a bot for now. Ask your teacher to hand it back, then try again.',
  'class.student.refusal.STUDENT_NOT_FOUND': 'This link does not belong to any class on this host. Check the link on your slip.',

  // ---- the host's refusals of class commands
  'refusal.CLASS_NOT_FOUND': 'No class has this code on this host. Check the code on the teacher’s dashboard.',
  'refusal.DEVICE_DENIED': 'The teacher did not approve this device.',
  'refusal.STUDENT_NOT_FOUND': 'No student has this link on this host.',
} satisfies Dictionary;
