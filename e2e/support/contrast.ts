import type { Page } from 'playwright-core';

/** A badge whose text is too faint on its own background. */
export interface LowContrastBadge {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/** WCAG AA minimum for normal-size text; badges are small text. */
export const MIN_BADGE_CONTRAST = 4.5;

/**
 * Measures, in the page, the contrast of every visible Mantine badge: its computed text colour
 * against its background, semi-transparent backgrounds blended over the ancestors' own (as the
 * eye sees them). Returns the badges below MIN_BADGE_CONTRAST.
 */
export async function lowContrastTexts(page: Page, selector = '.mantine-Badge-root'): Promise<LowContrastBadge[]> {
  return page.evaluate(
    ([sel, min]) => {
      type Rgba = [number, number, number, number];
      const probe = document.createElement('canvas').getContext('2d');
      // Any CSS colour (rgb(), oklab(), color-mix() results…) to RGBA through the canvas.
      const parse = (css: string): Rgba => {
        if (!probe) return [0, 0, 0, 1];
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = '#000';
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        return [r ?? 0, g ?? 0, b ?? 0, (a ?? 255) / 255];
      };
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const a = top[3] + bottom[3] * (1 - top[3]);
        if (a === 0) return [0, 0, 0, 0];
        const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
        return [mix(0), mix(1), mix(2), a];
      };
      const backgroundOf = (el: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let node: Element | null = el; node; node = node.parentElement) {
          const layer = parse(getComputedStyle(node).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      };
      const luminance = ([r, g, b]: Rgba) => {
        const lin = (v: number) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const found: { text: string; ratio: number; color: string; background: string }[] = [];
      for (const badge of Array.from(document.querySelectorAll(sel))) {
        const box = badge.getBoundingClientRect();
        const text = (badge.textContent ?? '').trim();
        if (!text || box.width === 0 || box.height === 0) continue;
        // The label's own element carries the colour Mantine resolves for the variant.
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const background = backgroundOf(badge);
        const color = over(parse(getComputedStyle(label).color), background);
        const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [number, number];
        const ratio = (light + 0.05) / (dark + 0.05);
        if (ratio < min) {
          const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;
          found.push({ text, ratio: Math.round(ratio * 100) / 100, color: css(color), background: css(background) });
        }
      }
      return found;
    },
    [selector, MIN_BADGE_CONTRAST] as const,
  );
}

/** Fails when any visible badge on the page is below MIN_BADGE_CONTRAST. */
export async function checkBadgeContrast(page: Page): Promise<void> {
  const faint = await lowContrastTexts(page);
  if (faint.length > 0) {
    const path = new URL(page.url()).pathname;
    const lines = faint.map((b) => `  "${b.text}": ${b.ratio}:1 (${b.color} on ${b.background})`);
    throw new Error(`Badge contrast below ${MIN_BADGE_CONTRAST}:1 on ${path}\n${lines.join('\n')}`);
  }
}
