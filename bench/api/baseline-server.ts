/**
 * The comparison server of the API benchmark, a separate process like the app: Fastify with one
 * pg pool of the app's size, serving
 *   GET /hello          a hello-world route (the ceiling of Fastify + Node on this machine);
 *   GET /replay/:name   the statements the app ran for that route, replayed in order through pg;
 *   GET /sql/:name      hand-written SQL returning the same data.
 * Reads the statements from the JSON file named by BENCH_SPEC; listens on PORT; prints "ready".
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from './capture';

interface Spec {
  databaseUrl: string;
  routes: Record<string, { replay: Statement[]; sql: Statement[] }>;
}

const spec = JSON.parse(readFileSync(process.env.BENCH_SPEC!, 'utf8')) as Spec;
const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: 10 });
const app = Fastify({ logger: false });

async function run(statements: Statement[]) {
  let rows: unknown[] = [];
  for (const s of statements) rows = (await pool.query(s.text, s.values)).rows;
  return rows;
}

app.get('/hello', async () => ({ hello: 'world' }));
app.get<{ Params: { name: string } }>('/replay/:name', async (req, reply) => {
  const route = spec.routes[req.params.name];
  if (!route) return reply.code(404).send();
  return run(route.replay);
});
app.get<{ Params: { name: string } }>('/sql/:name', async (req, reply) => {
  const route = spec.routes[req.params.name];
  if (!route) return reply.code(404).send();
  return run(route.sql);
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
