// The prefixes a phrase may start with: "k of:" (any k of its '&' parts) and "gap N:" (the gap allowance).

/** The largest gap a phrase may ask for with "gap N:". */
export const MAX_GAP_SETTING = 12;
/** "k of: a & b & c": a phrase that needs any k of its '&' parts (partial-phrase credit). */
const MIN_PREFIX = /^\s*(\d+)\s+of\s*:\s*/i;
/** "gap N: push pop": up to N other words (stopwords not counted) between two words of the phrase. */
const GAP_PREFIX = /^\s*gap\s+(\d+)\s*:\s*/i;

/**
 * Split a phrase into its "k of:" minimum and "gap N:" allowance (null when absent, either order)
 * and the rest.
 */
export function splitMinimum(text: string): { min: number | null; gap: number | null; body: string } {
  let min: number | null = null;
  let gap: number | null = null;
  let body = text;
  for (let i = 0; i < 2; i++) {
    const m: RegExpExecArray | null = min === null ? MIN_PREFIX.exec(body) : null;
    if (m) {
      min = Number(m[1]);
      body = body.slice(m[0].length);
      continue;
    }
    const g: RegExpExecArray | null = gap === null ? GAP_PREFIX.exec(body) : null;
    if (g) {
      gap = Math.min(MAX_GAP_SETTING, Number(g[1]));
      body = body.slice(g[0].length);
    }
  }
  return { min, gap, body };
}

/** The prefixes of a phrase written back ("gap 4: 2 of: "). */
export function prefixOf(min: number | null, gap: number | null): string {
  return `${gap === null ? '' : `gap ${gap}: `}${min === null ? '' : `${min} of: `}`;
}
