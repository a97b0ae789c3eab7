// Migrates the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR) and seeds
// the demo data when it holds no accounts yet, then exits: what the first `npm start` with demo
// data does before it listens. The browser journeys prepare, with it, the seeded database their
// extra servers start on copies of.
//   npx tsx apps/server/src/cli/seed-demo.ts
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/index';
import { loadEnv } from '../env';
import { setPasswordHashCost } from '../lib/password';

const env = loadEnv();
// The demo password is hashed at the cost the server would use with the same settings.
setPasswordHashCost(env.passwordHashLog2N);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await database.migrate();
  console.log(
    (await seedDemoData(database.db)) ? 'Demo data seeded.' : 'The database already holds accounts: nothing seeded.',
  );
} finally {
  await database.close();
}
