/** Longest heading taken from a question's text before it is cut at a word. */
const MAX_HEADING = 70;

/**
 * A bank question named by the start of its text ("Describe the process of photosynthesis…"):
 * a bank question has no place in an exam, and "Question 6" (its database id) reads as the sixth
 * question of something.
 */
export function questionHeading(text: string): string {
  const line = text.trim().split(/\r?\n/)[0]!.replace(/\s+/g, ' ');
  if (line.length <= MAX_HEADING) return line || 'Question';
  const cut = line.slice(0, MAX_HEADING);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > MAX_HEADING / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
