import { Text } from '@mantine/core';
import './marking.css';

export interface TargetItem {
  key: string;
  label: string;
  detail: string;
}

/**
 * The answers (or clusters, or questions) of a marking page, the current one marked: a list of
 * buttons, so a mouse user can jump and a keyboard user can tab to one; J/K move too.
 */
export function TargetList({
  items,
  current,
  onChoose,
  label,
}: {
  items: TargetItem[];
  current: number;
  onChoose: (index: number) => void;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="mk-targets">
        {items.map((item, i) => (
          <li key={item.key}>
            <button
              type="button"
              className="mk-target"
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onChoose(i)}
            >
              <Text span fw={600} size="sm" display="block">
                {item.label}
              </Text>
              <Text span size="xs" display="block">
                {item.detail}
              </Text>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
