import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the app applies them at start
// on PGlite and PostgreSQL alike. Generate with: npm run db:generate (from the repo root).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
