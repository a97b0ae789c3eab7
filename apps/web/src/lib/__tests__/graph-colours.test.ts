import { describe, expect, it } from 'vitest';
import { GRAPH_COLOURS, graphColour } from '../graph-colours';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('graph colours', () => {
  it('are 43 distinct colours, each at least 3:1 against white', () => {
    expect(GRAPH_COLOURS).toHaveLength(43);
    expect(new Set(GRAPH_COLOURS).size).toBe(43);
    for (const c of GRAPH_COLOURS) {
      expect(c).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastOnWhite(c), c).toBeGreaterThanOrEqual(3);
    }
  });

  it('are taken by index, starting again after the last', () => {
    expect(graphColour(0)).toBe(GRAPH_COLOURS[0]);
    expect(graphColour(42)).toBe(GRAPH_COLOURS[42]);
    expect(graphColour(43)).toBe(GRAPH_COLOURS[0]);
    expect(graphColour(-1)).toBe(GRAPH_COLOURS[42]);
  });
});
