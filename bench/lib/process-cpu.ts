/**
 * CPU time of the processes doing a benchmark's work, read from Linux's /proc, so a figure does not
 * depend on what else runs on the machine: this process's descendants (a server and its workers, or
 * the SQL processes) and the PostgreSQL processes serving one database (its backends, found in
 * pg_stat_activity, and the server's own background processes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** USER_HZ: /proc counts CPU time in these ticks a second on Linux. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** User and system CPU time in seconds. */
  cpu: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** Every process below `root` (children, their children, …). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = procStat(Number(name));
    if (!s) continue;
    const list = children.get(s.ppid) ?? [];
    list.push(Number(name));
    children.set(s.ppid, list);
  }
  const out: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

export interface WorkCpu {
  /** CPU seconds the tracked processes have used so far (those that ended keep their last reading). */
  read(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Tracks this process's descendants and the PostgreSQL processes of `databaseUrl`'s database
 * (null: descendants only, e.g. on PGlite, which runs inside the server). Linux only: null
 * elsewhere.
 */
export async function trackWorkCpu(databaseUrl: string | null): Promise<WorkCpu | null> {
  if (procStat(process.pid) === null) return null;
  let client: pg.Client | null = null;
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  }
  const last = new Map<number, number>();
  return {
    async read() {
      const pids = descendantsOf(process.pid);
      if (client) {
        // The database's backends and the server's background processes (WAL writer, checkpointer…),
        // not this monitoring connection.
        const { rows } = await client.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where (datname = current_database() or datname is null) and pid <> pg_backend_pid()`,
        );
        pids.push(...rows.map((r) => r.pid));
      }
      for (const pid of pids) {
        const s = procStat(pid);
        if (s) last.set(pid, s.cpu);
      }
      let total = 0;
      for (const cpu of last.values()) total += cpu;
      return total;
    },
    async close() {
      await client?.end();
    },
  };
}
