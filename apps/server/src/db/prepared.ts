import { sql, type Placeholder } from 'drizzle-orm';

/**
 * How a filter value enters a query: as itself (a statement built for this call), or as a named
 * placeholder of a prepared statement that serves every call of the same shape.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asValue: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * Prepared statements kept per database handle and shape (which filters are set, not their
 * values), made on first use. Drizzle then builds a list's SQL once per shape instead of on
 * every request, and PostgreSQL plans it once per connection.
 */
export function preparedPerShape() {
  const byDb = new WeakMap<object, Map<string, unknown>>();
  // One cache serves one call site, so every statement under a shape was made by the same `make`.
  return <S>(db: object, shape: string, make: (name: string) => S): S => {
    let byShape = byDb.get(db);
    if (!byShape) byDb.set(db, (byShape = new Map()));
    if (!byShape.has(shape)) byShape.set(shape, make(shape));
    return byShape.get(shape) as S;
  };
}
