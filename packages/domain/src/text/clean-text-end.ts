const END_MARKS = '.,!?:;';

/**
 * Text-end cleaning: trim, then drop ONE trailing punctuation mark among `. , ! ? : ;`.
 * Only one mark goes ("Why?!" -> "Why?"), and whitespace left before it is trimmed too.
 */
export function cleanTextEnd(s: string): string {
  const t = s.trim();
  const last = t.at(-1);
  if (last !== undefined && END_MARKS.includes(last)) return t.slice(0, -1).trimEnd();
  return t;
}
