import type { RegradePreview } from '../api/regrade';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One line for a dry run: "Accepting would change 4 marks: 3 up, 1 down; 2 hand-set marks kept."
 * `lead` says what would do it ("Accepting", "Applying the regrade"). A change that keeps the total
 * but awards other points is counted apart.
 */
export function describeRegrade(preview: Pick<RegradePreview, 'changes' | 'kept'>, lead: string): string {
  const { changes, kept } = preview;
  const up = changes.filter((c) => c.marks_after > c.marks_before).length;
  const down = changes.filter((c) => c.marks_after < c.marks_before).length;
  const same = changes.length - up - down;
  const parts = [up && `${up} up`, down && `${down} down`, same && `${same} with the same total but other points`]
    .filter(Boolean)
    .join(', ');
  const changed =
    changes.length === 0
      ? `${lead} would change no marks`
      : `${lead} would change ${plural(changes.length, 'mark')}: ${parts}`;
  const handSet = kept.length ? `; ${plural(kept.length, 'hand-set mark')} kept` : '';
  return `${changed}${handSet}.`;
}

/** "2 of them are released: those students will be told." (empty when none is). */
export function describeReleased(preview: Pick<RegradePreview, 'changes'>): string {
  const released = preview.changes.filter((c) => c.released).length;
  if (!released) return '';
  return released === 1
    ? '1 of them is released: that student will be told.'
    : `${released} of them are released: those students will be told.`;
}
