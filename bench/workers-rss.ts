// Memory of the API workers under load: starts the production build (`npm run build` first) with
// WEB_CONCURRENCY workers on PostgreSQL, sends 50 concurrent connections of public reads for
// --seconds with autocannon, and prints each worker's resident memory (peak and at the end) with
// the request rate. Linux only (reads /proc).
//   DATABASE_URL=postgres://… npx tsx bench/workers-rss.ts [--workers 2] [--seconds 20] [--connections 50]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const opt = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const workers = opt('workers', 2);
const seconds = opt('seconds', 20);
const connections = opt('connections', 50);
const port = opt('port', 3990);
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL: workers run on PostgreSQL only');

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    WEB_CONCURRENCY: String(workers),
    RATE_LIMIT: 'off',
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/** Children of the primary and their resident memory, in MB. */
function workerRss(): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== server.pid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) result.set(Number(entry), Number(rss[1]) / 1024);
    } catch {
      // the process went away
    }
  }
  return result;
}

try {
  await waitReady();
  const idle = workerRss();
  const peak = new Map(idle);
  const sampler = setInterval(() => {
    for (const [pid, mb] of workerRss()) peak.set(pid, Math.max(peak.get(pid) ?? 0, mb));
  }, 250);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/api/v2/curriculasactive' },
      { method: 'GET', path: '/api/v2/public/home' },
      { method: 'GET', path: '/api/v2/blogs' },
      { method: 'GET', path: '/health' },
    ],
  });
  clearInterval(sampler);
  const end = workerRss();
  console.log(
    `${workers} workers, ${connections} connections, ${seconds} s: ${Math.round(result.requests.average)} req/s, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  for (const [pid, mb] of peak) {
    console.log(
      `  worker ${pid}: RSS idle ${idle.get(pid)?.toFixed(0) ?? '?'} MB, peak ${mb.toFixed(0)} MB, end ${end.get(pid)?.toFixed(0) ?? '?'} MB`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
