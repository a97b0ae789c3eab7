/**
 * The 43 fixed colours of chart series, taken by the series' index (index 43 starts again at the
 * first). Consecutive colours are far apart in hue (golden-angle steps), and each has at least
 * 3:1 contrast against white, the least WCAG asks of the parts of a graph. A colour never carries
 * a value alone: every chart writes its figures as text beside the bars.
 */
// prettier-ignore
export const GRAPH_COLOURS = [
  '#368ce2', '#d14764', '#0da51a', '#7736e2', '#b4872d', '#0da09a', '#e236b7', '#5e9f28', '#2b4bee',
  '#e24c36', '#29a35c', '#b52bee', '#939315', '#3199c4', '#ee2b7c', '#29a518', '#5f47d1', '#de7012',
  '#17a17f', '#d147cb', '#6c9c0d', '#3676e2', '#d14752', '#0da52d', '#8d36e2', '#a78e2a', '#0e9caa',
  '#e236a1', '#4f9f28', '#2b32ee', '#e26236', '#29a36c', '#ce2bee', '#879816', '#4395d0', '#ee2b63',
  '#18a518', '#7047d1', '#cb7e10', '#17a190', '#d147b9', '#5ca00d', '#3660e2',
] as const;

/** The colour of series `index` (0-based). */
export function graphColour(index: number): string {
  const n = GRAPH_COLOURS.length;
  return GRAPH_COLOURS[((Math.trunc(index) % n) + n) % n]!;
}
