import { it } from 'vitest';
import { newPage, settle } from '../support';
it('measure', async () => {
  for (let i = 0; i < 3; i++) {
    const page = await newPage();
    const t0 = Date.now();
    await page.goto('/pages/about-markwell', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'About Markwell' }).waitFor();
    const shown = Date.now() - t0;
    await settle(page);
    const r = await page.evaluate(() => {
      const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')) as PerformanceResourceTiming[];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { files: js.map((e) => `${e.name.split('/').pop()} ${e.transferSize} ${e.encodedBodySize}`), transfer: js.reduce((a, e) => a + e.transferSize, 0), load: nav.loadEventEnd, dcl: nav.domContentLoadedEventEnd };
    });
    console.log(JSON.stringify({ shownMs: shown, ...r }));
  }
});
