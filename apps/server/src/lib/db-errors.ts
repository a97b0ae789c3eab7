/** True when a database error is a unique-constraint violation (PostgreSQL or PGlite 23505; Drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}
