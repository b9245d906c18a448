/** The auction's open windows in the platform's terms (src-shared/platform/windows.ts), outermost first. */
import type { GameWindow } from '../../platform/windows.ts';
import type { AuctionState } from './types.ts';

export const SECONDS = { BID: 30, TURN: 20, OFFER: 15 } as const;

export function auctionWindows(s: AuctionState): GameWindow[] {
  if (s.status !== 'RUNNING') return [];
  const all = s.players.map((p) => p.id);
  switch (s.phase) {
    case 'BID':
      return [{ id: s.window, phase: 'BID', kind: 'simultaneous', seats: all, ready: [...s.ready], seconds: SECONDS.BID, secret: true }];
    case 'REVEAL':
      // Display windows last the table's review time: their own seconds are ignored.
      return [{ id: s.window, phase: 'REVEAL', kind: 'display', seats: all, ready: [...s.ready], seconds: null, secret: false }];
    case 'TURNS':
    case 'OFFER': {
      const turn: GameWindow = { id: s.window, phase: 'TURNS', kind: 'sequential', seats: [s.players[s.turnIndex].id], ready: [], seconds: SECONDS.TURN, secret: false };
      if (!s.offer) return [turn];
      return [turn, { id: s.offer.window, phase: 'OFFER', kind: 'interrupt', seats: [s.offer.to], ready: [], seconds: SECONDS.OFFER, secret: false }];
    }
  }
}
