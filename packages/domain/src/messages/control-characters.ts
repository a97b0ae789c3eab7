const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls (below space), DEL and the C1 controls. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * Whether a message text holds a character that is never typed on purpose (NUL, escape codes…).
 * A body may hold line breaks and tabs; a one-line text (`singleLine`, a subject) may not.
 */
export function hasControlCharacters(text: string, options: { singleLine?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isControl(code)) continue;
    if (!options.singleLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
