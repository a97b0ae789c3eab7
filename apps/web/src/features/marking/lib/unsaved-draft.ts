import { useCallback, useRef } from 'react';
import { UNSAVED_CHANGES_MESSAGE } from '../../../lib/use-unsaved-changes';
import type { MarkDraft } from './mark-draft';

/** Whether a draft differs from what is stored (ticks, override, level or feedback). */
export function draftChanged(draft: MarkDraft, initial: MarkDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(initial);
}

/**
 * For a page that moves between answers in one place: the marker reports whether its draft is
 * unsaved, and moving to another answer asks first, so feedback typed is never lost silently.
 * A ref, not state: the marker reports "saved" and moves on in the same event.
 */
export function useUnsavedDraft() {
  const dirty = useRef(false);
  const report = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  const mayLeave = useCallback(() => {
    if (!dirty.current || window.confirm(UNSAVED_CHANGES_MESSAGE)) {
      dirty.current = false;
      return true;
    }
    return false;
  }, []);
  return { report, mayLeave };
}
