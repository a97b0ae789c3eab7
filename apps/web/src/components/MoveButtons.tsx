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

/**
 * Once the list has re-rendered, focuses the moved row's button of the same direction (or the
 * other one when the item reached the end), so pressing it again keeps moving the item.
 */
export function focusMoveButton(rowKey: string | number, which: 'up' | 'down') {
  window.requestAnimationFrame(() => {
    const row = document.querySelector(`[data-move-row="${rowKey}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  });
}

/** The ids of a list with one moved from `from` to `to`. */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
