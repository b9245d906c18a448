/**
 * Colours and line styles for Tycoon's charts. Colour is never the only signal: lines also differ by dash
 * pattern and point shape, and every series is named in the legend, the tooltip and the text fallback.
 * Companies take an Okabe–Ito set (colour-blind friendly), in company order.
 */
export const COMPANY_COLOURS: Record<string, string> = { ATL: '#56b4e9', TTN: '#999999', GLB: '#e69f00', OMG: '#d55e00', VTC: '#009e73', NOV: '#cc79a7' };
export const PLAYER_COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac', '#86bcb6', '#d37295'];
export const DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3], [1, 5]];
export const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;


export function companyStyle(id: string, index: number) {
  return { color: COMPANY_COLOURS[id] ?? PLAYER_COLOURS[index % PLAYER_COLOURS.length], dash: DASHES[index % DASHES.length], point: POINT_STYLES[index % POINT_STYLES.length] };
}

export function playerStyle(index: number) {
  return {
    color: PLAYER_COLOURS[index % PLAYER_COLOURS.length],
    dash: DASHES[Math.floor(index / PLAYER_COLOURS.length) % DASHES.length],
    point: POINT_STYLES[index % POINT_STYLES.length],
  };
}

export { cssVar } from '../../../components/charts/css-var.ts';
