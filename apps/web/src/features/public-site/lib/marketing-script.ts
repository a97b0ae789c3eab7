import { MARKETING_SCRIPT_META } from '@markwell/contracts/app-pages';

/** What became of the marketing script: none configured, loaded, or stopped (a blocker, or the network). */
export type MarketingScriptState = 'off' | 'loaded' | 'blocked';

/** How long the script may take before the site stops waiting for it and treats it as blocked. */
export const MARKETING_SCRIPT_TIMEOUT_MS = 10_000;

/**
 * Loads the marketing script the server's shell names (once a page load) and finds out whether
 * it ran. A content blocker stops such scripts: the site then carries on without it, quietly
 * (no error shown or thrown), and says which on `<html data-marketing-script="…">`, so styles can
 * hide anything that needs the script. Without a configured script nothing is requested.
 */
export function checkMarketingScript(doc: Document = document): Promise<MarketingScriptState> {
  const src = doc.querySelector<HTMLMetaElement>(`meta[name="${MARKETING_SCRIPT_META}"]`)?.content;
  const settle = (state: MarketingScriptState) => {
    doc.documentElement.dataset.marketingScript = state;
    return state;
  };
  if (!src) return Promise.resolve(settle('off'));
  const existing = doc.documentElement.dataset.marketingScript;
  if (existing === 'loaded' || existing === 'blocked') return Promise.resolve(existing);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    let done = false;
    const finish = (state: MarketingScriptState) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(settle(state));
    };
    const timer = setTimeout(() => finish('blocked'), MARKETING_SCRIPT_TIMEOUT_MS);
    script.async = true;
    script.src = src;
    script.onload = () => finish('loaded');
    script.onerror = () => finish('blocked');
    doc.head.appendChild(script);
  });
}
