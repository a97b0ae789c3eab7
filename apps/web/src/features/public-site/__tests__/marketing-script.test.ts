import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_SCRIPT_TIMEOUT_MS, checkMarketingScript } from '../lib/marketing-script';

const SRC = 'http://127.0.0.1:9/marketing.js';

function configure(src: string | null) {
  document.head.querySelectorAll('meta[name="markwell:marketing-script"], script').forEach((e) => e.remove());
  delete document.documentElement.dataset.marketingScript;
  if (src) {
    const meta = document.createElement('meta');
    meta.name = 'markwell:marketing-script';
    meta.content = src;
    document.head.appendChild(meta);
  }
}
const scriptTag = () => document.head.querySelector<HTMLScriptElement>(`script[src="${SRC}"]`);

afterEach(() => {
  vi.useRealTimers();
  configure(null);
});

describe('checkMarketingScript', () => {
  it('requests nothing when no script is configured', async () => {
    configure(null);
    await expect(checkMarketingScript()).resolves.toBe('off');
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.documentElement.dataset.marketingScript).toBe('off');
  });

  it('says so, quietly, when a blocker stops the script', async () => {
    configure(SRC);
    const state = checkMarketingScript();
    const script = scriptTag()!;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('error'));
    await expect(state).resolves.toBe('blocked');
    expect(document.documentElement.dataset.marketingScript).toBe('blocked');
    // Asked again (another public page), it neither loads the script twice nor changes its answer.
    await expect(checkMarketingScript()).resolves.toBe('blocked');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('notices a script that loaded', async () => {
    configure(SRC);
    const state = checkMarketingScript();
    scriptTag()!.dispatchEvent(new Event('load'));
    await expect(state).resolves.toBe('loaded');
  });

  it('stops waiting for a script that never answers', async () => {
    vi.useFakeTimers();
    configure(SRC);
    const state = checkMarketingScript();
    vi.advanceTimersByTime(MARKETING_SCRIPT_TIMEOUT_MS);
    await expect(state).resolves.toBe('blocked');
  });
});
