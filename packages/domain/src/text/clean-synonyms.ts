/**
 * Synonym cleaning: collapse whitespace, normalise semicolons to "; ", remove a leading or
 * trailing semicolon, lowercase. Empty members between doubled semicolons are dropped.
 *
 * @example cleanSynonyms(' Sunlight ;light  from the Sun; ') === 'sunlight; light from the sun'
 */
export function cleanSynonyms(s: string): string {
  return s
    .toLowerCase()
    .split(';')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0)
    .join('; ');
}

/** The members of a cleaned synonym string ("a; b c" -> ["a", "b c"]). */
export function synonymMembers(s: string): string[] {
  const cleaned = cleanSynonyms(s);
  return cleaned === '' ? [] : cleaned.split('; ');
}
