/**
 * The shapes of a class debrief: each table's per-student per-period rows (the CSV's source) and the class
 * report built from them. Built on the host by replaying each table (debrief-build.ts); sent in `class_report`.
 * Only completed periods of a running table appear, so nothing still secret in an open window is in them.
 */
import type { DebriefTrade } from './debrief.ts';
import type { SeatId } from './windows.ts';

/** An order the host refused for a seat, in words (rules or shape). */
export type RejectedOrder = { player: SeatId; period: number; at: number; action: string; reason: string; message: string };

/** A trade with the line that says it and the period it was made in. */
export type DebriefTradeLine = DebriefTrade & { text: string; period: number };

/** One seat in one completed period: its position at the period's end and what it did during it. */
export type PeriodRow = {
  period: number;
  netWorth: number;
  cash: number;
  holdings: Record<string, number>;
  trades: DebriefTradeLine[];
  /** Dividends received in the period (the game's money). */
  dividends: number;
  shorts: string[];
  options: string[];
  rejected: { action: string; reason: string; message: string }[];
};

/** A trade valued at the end: exposure × quantity × (price at the end − price). */
export type ValuedTrade = DebriefTradeLine & { value: number };

export type SeatDebrief = {
  player: SeatId;
  name: string;
  kind: 'human' | 'bot';
  startingCapital: number;
  rows: PeriodRow[];
  /** Net worth at the end of the last completed period (the start, when none is complete). */
  finalNetWorth: number;
  /** finalNetWorth / startingCapital − 1, in percent. */
  returnPct: number;
  /** Risk: the standard deviation of the period-on-period returns, in percent (0 with fewer than two periods). */
  riskPct: number;
  bestTrade: ValuedTrade | null;
  worstTrade: ValuedTrade | null;
};

export type TableDebrief = {
  gameId: string;
  table: string;
  /** The game's kind and title. */
  game: string;
  gameTitle: string;
  status: 'LOBBY' | 'RUNNING' | 'FINISHED';
  /** 'turn', 'year', … (the game's debrief hook); null for a game without one (rows are then empty). */
  periodName: string | null;
  completedPeriods: number;
  seats: SeatDebrief[];
};

/** The class leaderboard: every student of every table by return on starting capital (tables differ). */
export type LeaderboardLine = { name: string; table: string; kind: 'human' | 'bot'; returnPct: number; finalNetWorth: number };

export type ClassReport = {
  classId: string;
  name: string;
  generatedAt: number;
  tables: TableDebrief[];
  /** Students only (bots are left out), best return first. */
  leaderboard: LeaderboardLine[];
};
