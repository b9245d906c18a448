/**
 * The market grid (§2): price lookups and token moves, edges included (S-D02, S-D11, S-D13). Pure functions
 * of a grid and a cell, so views and bots can ask "what if" without a state.
 */
import type { Cell } from './types.ts';

type Grid = readonly (readonly number[])[];

const lastRow = (g: Grid): number => g.length - 1;
const lastCol = (g: Grid): number => g[0].length - 1;

export function priceAt(g: Grid, cell: Cell): number {
  return g[cell.r][cell.c];
}

export function onGrid(g: Grid, cell: Cell): boolean {
  return Number.isInteger(cell.r) && Number.isInteger(cell.c) && cell.r >= 0 && cell.r <= lastRow(g) && cell.c >= 0 && cell.c <= lastCol(g);
}

/** Modernity bonus: one row up; nothing on the top row. */
export function moveUp(g: Grid, cell: Cell): Cell {
  return cell.r > 0 ? { r: cell.r - 1, c: cell.c } : { ...cell };
}

/** Payout with nothing paid: one column left; at column 0 one row down instead; the bottom-left cell stays. */
export function moveLeft(g: Grid, cell: Cell): Cell {
  if (cell.c > 0) return { r: cell.r, c: cell.c - 1 };
  if (cell.r < lastRow(g)) return { r: cell.r + 1, c: cell.c };
  return { ...cell };
}

/** Payout of at least 10%: one column right; at column 14 one row up instead; the top-right cell stays. */
export function moveRight(g: Grid, cell: Cell): Cell {
  if (cell.c < lastCol(g)) return { r: cell.r, c: cell.c + 1 };
  if (cell.r > 0) return { r: cell.r - 1, c: cell.c };
  return { ...cell };
}

/**
 * §7 absorption of one share: above the bottom row the bank pays the price one column left and the token goes
 * one row down; on the bottom row it pays two columns left and the token goes one column left. Both clamp at
 * column 0 (S-D11).
 */
export function absorption(g: Grid, cell: Cell): { paid: number; to: Cell } {
  const bottom = lastRow(g);
  if (cell.r < bottom) return { paid: g[cell.r][Math.max(cell.c - 1, 0)], to: { r: cell.r + 1, c: cell.c } };
  return { paid: g[bottom][Math.max(cell.c - 2, 0)], to: { r: bottom, c: Math.max(cell.c - 1, 0) } };
}

/** §8 pool price: one column right; in the last column the cell one row up, or the same cell on row 0 (S-D13). */
export function poolPriceAt(g: Grid, cell: Cell): number {
  if (cell.c < lastCol(g)) return g[cell.r][cell.c + 1];
  return g[Math.max(cell.r - 1, 0)][cell.c];
}

/**
 * §7 "the two extremes" of selling `count` shares from `cell`: every share taken at the market price (the token
 * stays), or every share absorbed in turn (EX-06). Every real sale lands between the two.
 */
export function saleExtremes(g: Grid, cell: Cell, count: number): { best: number; worst: number; worstCell: Cell } {
  let at: Cell = { ...cell };
  let worst = 0;
  for (let i = 0; i < count; i++) {
    const a = absorption(g, at);
    worst += a.paid;
    at = a.to;
  }
  return { best: count * priceAt(g, cell), worst, worstCell: at };
}
