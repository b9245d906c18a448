import type { Dictionary } from '../lib/i18n.ts';

/** Strings shared by every screen. */
export const commonStrings: Dictionary = {
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
};
