/**
 * The marking keyboard: number keys toggle marking points, J/K and the arrow keys move between
 * answers, Enter confirms, `?` lists the shortcuts. Keys typed into a field (feedback, the mark
 * box) stay there, and Enter on a button or link does what that control does, so the shortcuts
 * never steal a keystroke the teacher meant for something else.
 */
import { useEffect, useEffectEvent } from 'react';

export interface MarkingKeyHandlers {
  /** 1-based point number. */
  togglePoint: (n: number) => void;
  next: () => void;
  previous: () => void;
  confirm: () => void;
  help: () => void;
}

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: '1 – 9', does: 'Award or take away marking point 1 to 9' },
  { keys: 'J or ↓ or →', does: 'Next answer' },
  { keys: 'K or ↑ or ←', does: 'Previous answer' },
  {
    keys: 'Enter',
    does: 'Confirm the mark and go to the next answer (a mark the engine is unsure of: once you changed it)',
  },
  { keys: '?', does: 'Show these shortcuts' },
];

/** Input types whose keys are not text: shortcuts still work while one has focus. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/** Enter on these does what the control does (press a button, follow a link). */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    !!target.closest('button, a[href], [role="button"], input[type="button"], input[type="submit"]')
  );
}

/** Which handler a key press calls, or null when the key is not a shortcut here. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): { name: 'togglePoint'; n: number } | { name: Exclude<keyof MarkingKeyHandlers, 'togglePoint'> } | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (typesText(event.target)) return null;
  const key = event.key;
  if (/^[1-9]$/.test(key)) return { name: 'togglePoint', n: Number(key) };
  if (key === 'j' || key === 'J' || key === 'ArrowDown' || key === 'ArrowRight') return { name: 'next' };
  if (key === 'k' || key === 'K' || key === 'ArrowUp' || key === 'ArrowLeft') return { name: 'previous' };
  if (key === '?') return { name: 'help' };
  if (key === 'Enter' && !isControl(event.target)) return { name: 'confirm' };
  return null;
}

/** Listens on the document while `enabled` (off while a dialog is open). */
export function useMarkingKeys(handlers: MarkingKeyHandlers, enabled: boolean) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const hit = shortcutFor(event);
    if (!hit) return;
    event.preventDefault();
    if (hit.name === 'togglePoint') handlers.togglePoint(hit.n);
    else handlers[hit.name]();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
