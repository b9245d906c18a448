/**
 * The shapes of a class debrief: each table's per-student per-period rows (the CSV's source) and the class
 * report built from them. Built on the host by replaying each table (debrief-build.ts); sent in `class_report`.
 * Only completed periods of a running table appear, so nothing still secret in an open window is in them.
 */
import type { DebriefTrade } from './debrief.ts';
import type { MoneyUnit } from './module.ts';
import type { SeatId } from './windows.ts';

export type { MoneyUnit } from './module.ts';

/** An order the host refused for a seat, in words (rules or shape). */
export type RejectedOrder = { player: SeatId; period: number; at: number; action: string; reason: string; message: string };

/** A trade with the line that says it and the period it was made in. */
export type DebriefTradeLine = DebriefTrade & { text: string; period: number };

/**
 * Who played a seat during a period (the table's journal says it): `student`, the seat's own person the whole
 * period; `bot`, a bot the whole period; `both`, the seat changed hands during the period.
 */
export type Credit = 'student' | 'bot' | 'both';

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
  /** Who played the seat during the period. */
  credit: Credit;
  /** Moves the seat's person made during the period (accepted inputs; a bot's and the clock's defaults not counted). */
  studentMoves: number;
};

/**
 * A trade that opened a position, valued by what it made (first in, first out): the part later closed — by the
 * seat's trades the other way (sales close buys, covers close shorts) or a settlement — at the closing prices, the
 * part still open at the price at the end of the last completed period. `value` = exposure × Σ quantity ×
 * (closing or end price − price). A trade that only closed earlier positions is not valued on its own.
 */
export type ValuedTrade = DebriefTradeLine & {
  value: number;
  /** Of `quantity`: how much was closed later (its gain is realised) and how much is still open at the end. */
  closed: number;
  open: number;
};

export type SeatDebrief = {
  player: SeatId;
  name: string;
  /** `human`: a student's seat (whoever played it); `bot`: a seat of the table's bots, no student's. */
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
  /** Who played the seat over its completed periods (`student` or `bot` when no period is complete: its holder). */
  credit: Credit;
  /**
   * Moves the seat's person made in the whole game, the open period included but not a sealed window still open
   * (how many sealed orders a seat placed is its secret until the reveal): 0 means the student never played.
   */
  studentMoves: number;
  /** Place at the table among all its seats (bots too) by return, equal returns sharing one; null before a completed period. */
  place: number | null;
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
  /** The game's options in words ("Trader, 2 years"; empty for a game without a debrief). */
  options: string;
  /** Equal for tables a class ranks together: same game, same options, same number of seats. */
  compareKey: string;
  /** How the game writes its money; absent: plain numbers. */
  money?: MoneyUnit;
  /** Dealt the same cards and draws as the class's other tables of its game (same game, seed and seats). */
  sameDeal?: true;
};

/**
 * A student on a board: their return against the others of the board, their place at their own table, and who
 * played their seat. `rank` is null for a student who never played (listed after the ranking).
 */
export type BoardLine = {
  name: string;
  table: string;
  gameId: string;
  player: SeatId;
  /** Always `human` (kept for readers of the report before boards). */
  kind: 'human';
  /** Rank on the board (equal returns share one); null: not ranked (the student never played). */
  rank: number | null;
  /** Place at the table among all its seats, bots too, at the board's period; and how many seats it has. */
  place: number | null;
  of: number;
  /** Return on starting capital and net worth at the end of the board's period. */
  returnPct: number;
  finalNetWorth: number;
  /** Who played the seat over the game's completed periods. */
  credit: Credit;
  /** The student made moves of their own and a bot played part of the game too: ranked with a mark. */
  partly: boolean;
  /** The student made at least one move of their own. */
  played: boolean;
  /** With the same deal: rank among the board's students in the same seat (same cards), else null. */
  seatRank: number | null;
};

/**
 * One leaderboard of comparable tables: same game, same options, same number of seats. Students are ranked by
 * return on starting capital at the end of `period`, the last period every table of the board has completed.
 */
export type Board = {
  key: string;
  game: string;
  gameTitle: string;
  /** The options in words ("Trader, 2 years") and the seats every table has. */
  options: string;
  seats: number;
  tables: string[];
  periodName: string;
  period: number;
  /** Every table of the board has completed exactly `period` periods (else some are further on: returns are at `period`). */
  final: boolean;
  /** Every table of the board was dealt the same cards and draws. */
  sameDeal: boolean;
  money?: MoneyUnit;
  /** The ranked students, best first; then those who never played (rank null). */
  lines: BoardLine[];
  unranked: BoardLine[];
};

/** The old one-list leaderboard's line: every student, board by board (see `ClassReport.leaderboard`). */
export type LeaderboardLine = BoardLine & { board: string | null };

export type ClassReport = {
  classId: string;
  name: string;
  generatedAt: number;
  tables: TableDebrief[];
  /** One board per group of comparable tables with a completed period, in the order of their first table. */
  boards: Board[];
  /**
   * Every student once, board by board (`board` its key) ranked as on the board, then those not ranked (never
   * played, or at a table not on a board: in its lobby, without a completed period or a debrief). Never one
   * ranking across games.
   */
  leaderboard: LeaderboardLine[];
};
