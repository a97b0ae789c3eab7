/**
 * The cookies of a request's Cookie header, by name (no cookie plugin: the API reads only a
 * few, on a few routes). The first of two cookies with one name wins; a value that is not valid
 * percent-encoding is kept as sent.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Kept as sent: whoever reads it checks it.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** One cookie of a request's Cookie header, or undefined. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}
