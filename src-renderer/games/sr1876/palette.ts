/**
 * Colours for the stock round: each company's token (a disc with its code, so colour is never the only
 * signal) and the players' chart lines. Company colours are an Okabe–Ito based set, in table order; the
 * text colour on each disc is picked for WCAG AA contrast (4.5:1 at its small size): black on vermillion (5.4)
 * and green (6.1), white on blue (5.2), near-black on the light ones (5.7 and more).
 */
export const COMPANY_COLOURS: Record<string, { bg: string; fg: string }> = {
  PSR: { bg: '#d55e00', fg: '#000000' },
  SFR: { bg: '#0072b2', fg: '#ffffff' },
  ARR: { bg: '#009e73', fg: '#000000' },
  CRR: { bg: '#e69f00', fg: '#1a1a1a' },
  SGR: { bg: '#cc79a7', fg: '#1a1a1a' },
  TBR: { bg: '#f0e442', fg: '#1a1a1a' },
};
const FALLBACK = [{ bg: '#56b4e9', fg: '#1a1a1a' }, { bg: '#999999', fg: '#1a1a1a' }];

export function companyColour(code: string, index = 0): { bg: string; fg: string } {
  return COMPANY_COLOURS[code] ?? FALLBACK[index % FALLBACK.length];
}

export const PLAYER_COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#b07aa1'];
export const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;
export const DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3], [1, 5], [4, 2]];

export function playerStyle(index: number) {
  return { color: PLAYER_COLOURS[index % PLAYER_COLOURS.length], dash: DASHES[index % DASHES.length], point: POINT_STYLES[index % POINT_STYLES.length] };
}
