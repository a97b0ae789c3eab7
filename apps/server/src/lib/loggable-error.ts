/**
 * What of an error may reach the log: its type, codes and stack frames, never the values a request
 * carried. A failed query's error (Drizzle) holds the SQL parameters (a password hash, a message)
 * in its message and its stack's first line, and PostgreSQL quotes the offending value after a
 * colon ("invalid input syntax for type integer: "…""), so both are cut.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const isQuery = 'params' in error || 'query' in error;
  const db = (isQuery ? cause : error) as (Error & Record<string, unknown>) | undefined;
  const message = isQuery ? (cause?.message ?? 'database query failed') : error.message;
  return {
    type: error.name,
    ...pick(db, ['code', 'constraint', 'table', 'column', 'routine']),
    message: (message.split(':')[0] ?? '').slice(0, 200),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

function pick(source: Record<string, unknown> | undefined, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (typeof source?.[key] === 'string') out[key] = source[key];
  return out;
}
