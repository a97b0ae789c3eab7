import { Group, Text } from '@mantine/core';
import { graphColour } from '../lib/graph-colours';
import './PercentBar.css';

/** A percentage as text, to one decimal (or "no data"). */
export function formatPercent(value: number | null): string {
  return value === null ? 'no data' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}

/**
 * A percentage written out with a bar beside it. The bar is a picture only (hidden from screen
 * readers); the written figure carries the value, and a low value is said in words too. `series`
 * picks the bar's colour from the fixed graph colours, so the same figure has the same colour in
 * every row; a low value is drawn in the warning colour whatever its series.
 */
export function PercentBar({
  value,
  lowBelow,
  series = 0,
}: {
  value: number | null;
  lowBelow?: number;
  series?: number;
}) {
  if (value === null) return <Text span>no data</Text>;
  const low = lowBelow !== undefined && value < lowBelow;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text span className="dash-figure">
        {formatPercent(value)}
        {low ? ' (low)' : ''}
      </Text>
      <div className="dash-bar" aria-hidden="true">
        <div
          className="dash-bar-fill"
          data-low={low}
          style={{
            width: `${Math.min(100, Math.max(0, value))}%`,
            ...(low ? {} : { backgroundColor: graphColour(series) }),
          }}
        />
      </div>
    </Group>
  );
}
