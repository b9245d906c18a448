/**
 * Colours and line styles for the charts. Colour is never the only signal: lines also differ by dash
 * pattern and point shape, and every series is named in the legend and the tooltip.
 */
export const PLAYER_COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];
export const DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3], [1, 5]];
export const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;


export function playerStyle(index: number) {
  return {
    color: PLAYER_COLOURS[index % PLAYER_COLOURS.length],
    dash: DASHES[Math.floor(index / PLAYER_COLOURS.length) % DASHES.length],
    point: POINT_STYLES[index % POINT_STYLES.length],
  };
}

export { cssVar } from '../../../components/charts/css-var.ts';
