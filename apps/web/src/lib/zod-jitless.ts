/**
 * Zod compiles a faster object parser with `new Function`, and probes whether it may the first
 * time it builds an object schema. Under this site's CSP (script-src 'self', no 'unsafe-eval')
 * the probe fails quietly but the browser still reports a `script-src` violation on every
 * signed-in page. Jitless mode skips the probe and the compiled parser (same results).
 *
 * Imported for its effect, FIRST, by the module that opens the signed-in part of the app
 * (app/signed-in-routes.tsx), so it runs before any schema of the contracts is built.
 */
import { config } from 'zod';

config({ jitless: true });
