import { Button, Group } from '@mantine/core';

/**
 * "Move up" and "Move down" for one item of an ordered list, named after the item ("Move up:
 * Cells"). The row holding them carries `data-move-row={rowKey}` so that, after the list
 * re-renders in its new order, {@link focusMoveButton} puts the keyboard back on the moved item.
 */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
}: {
  /** The item's name, as the list shows it. */
  label: string;
  /** Where the item is (from 0) among `count` items it can move between. */
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        data-move="up"
        disabled={index === 0}
        aria-label={`Move up: ${label}`}
        onClick={() => onMove(index, index - 1)}
      >
        Move up
      </Button>
      <Button
        size="xs"
        variant="default"
        data-move="down"
        disabled={index === count - 1}
        aria-label={`Move down: ${label}`}
        onClick={() => onMove(index, index + 1)}
      >
        Move down
      </Button>
    </Group>
  );
}

/** Frames to wait for a list to show its new order before focusing anyway (about two seconds). */
const MAX_FRAMES_TO_SETTLE = 120;

/** Where a row stands among the rows of its list, or -1. */
const rowIndexOf = (row: Element | null) =>
  row?.parentElement ? [...row.parentElement.querySelectorAll(':scope > [data-move-row]')].indexOf(row) : -1;

/**
 * Puts the keyboard back on a moved item: once its row stands `by` places from where it stood
 * (the list re-renders in its new order a moment after the click, and moving a row's element
 * takes the focus away), focuses the row's button of the same direction, or the other one when
 * the item reached the end. Pressing again keeps moving the item.
 */
export function focusMoveButton(rowKey: string | number, which: 'up' | 'down', by: number) {
  const rowOf = () => document.querySelector(`[data-move-row="${rowKey}"]`);
  const target = rowIndexOf(rowOf()) + by;
  let frames = 0;
  const attempt = () => {
    const row = rowOf();
    if (row && rowIndexOf(row) !== target && ++frames < MAX_FRAMES_TO_SETTLE) {
      window.requestAnimationFrame(attempt);
      return;
    }
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  };
  window.requestAnimationFrame(attempt);
}

/** The ids of a list with one moved from `from` to `to`. */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
