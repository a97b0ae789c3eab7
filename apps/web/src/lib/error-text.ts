/** Longest error text taken from a page: a heading or a sentence, never a whole document. */
const MAX_ERROR_TEXT = 300;

/**
 * The main error text of an HTML answer (a proxy's or server's error page): its first heading,
 * else its title, else its text, with white space folded. Nothing when the answer is not a string
 * (a JSON problem has its own fields) or holds no text. Parsed inertly (DOMParser runs no script
 * and loads nothing), and only ever shown as text.
 */
export function errorTextFromHtml(body: unknown): string | undefined {
  if (typeof body !== 'string' || !body.trim()) return undefined;
  const doc = new DOMParser().parseFromString(body, 'text/html');
  for (const el of [doc.querySelector('h1'), doc.querySelector('h2'), doc.querySelector('title'), doc.body]) {
    const text = el?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT - 1)}…` : text;
  }
  return undefined;
}
