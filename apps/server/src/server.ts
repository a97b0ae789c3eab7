import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/index';
import { DEMO_LOGIN_LINES, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { loadEnv } from './env';

/** Starts the platform: opens and migrates the database, seeds demo data, listens. */
async function main() {
  const started = performance.now();
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  await database.migrate();
  const seeded = env.DEMO_DATA === 'on' ? await seedDemoData(database.db) : false;
  const app = await buildApp({
    env,
    database,
    logger:
      env.NODE_ENV === 'development' && process.stdout.isTTY
        ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : { level: env.LOG_LEVEL },
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const lines = [
    '',
    `  Markwell is running at ${url}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL'}, ready in ${seconds} s${seeded ? ', demo data seeded' : ''})`,
    `  API documentation: ${url}/api/docs`,
  ];
  if (env.DEMO_DATA === 'on') {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const [who, email] of DEMO_LOGIN_LINES) lines.push(`    ${email.padEnd(34)} ${who}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
