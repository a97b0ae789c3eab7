import { Group, Paper, Text } from '@mantine/core';
import type { TipIcon, TipPlace } from '@markwell/contracts/tips';
import { useId } from 'react';
import { useTip } from '../api/get-tips';

/** The outline of each tip icon (24 x 24, stroked): a picture beside the title, never the message. */
const ICON_PATHS: Record<TipIcon, string> = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  lightbulb: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z',
  chart: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-8',
  keyboard: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
};

export function TipIconGlyph({ icon }: { icon: TipIcon }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}

/**
 * The tip content staff wrote for a place of the app, as a quiet note (a `note` region named by its
 * title); nothing while it loads, when staff hid it, or when the read failed.
 */
export function Tip({ place }: { place: TipPlace }) {
  const tip = useTip(place);
  const titleId = useId();
  if (!tip) return null;
  return (
    <Paper withBorder p="sm" radius="md" role="note" aria-labelledby={titleId} bg="blue.0">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text span c="blue.9" lh={0}>
          <TipIconGlyph icon={tip.icon} />
        </Text>
        <div>
          <Text fw={600} size="sm" id={titleId} c="dark.8">
            {tip.title}
          </Text>
          <Text size="sm" c="dark.8">
            {tip.text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
