/** The driver error behind a Drizzle error: Drizzle wraps it in `cause` (a few levels at most). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown; cause?: unknown }> {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    yield e;
  }
}

/** True when a database error is a unique-constraint violation (PostgreSQL or PGlite 23505; Drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What `pg` throws, as messages, when its connection dies under a query or cannot be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/**
 * True when a query failed because the database could not be reached or its connection died: the
 * server shutting down or restarting (SQLSTATE 57P01-57P03), a connection exception (class 08),
 * a read-only standby during a failover (25006), a refused or cut socket, or the driver's own
 * "Connection terminated". Such a failure is the database's, not the request's: the request may
 * be sent again once the database answers (503 with Retry-After), and the process carries on.
 */
export function isConnectionError(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^57P0[123]$/.test(code) || code.startsWith('08') || code === '25006' || SOCKET_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
