import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a status badge says about its object; each tone is one colour pair, the same everywhere. */
export type BadgeTone = 'success' | 'neutral' | 'warning' | 'danger' | 'info';

/**
 * Text and background per tone: shade 9 on shade 1 of one Mantine colour (AA colours of the
 * theme), at least 7:1. Mantine's `light` variant with a shaded colour (`green.9`) paints the
 * background in that shade and the text in the colour's light shade, which made badges unreadable.
 */
export const BADGE_TONES: Record<BadgeTone, { text: string; background: string }> = {
  success: { text: 'var(--mantine-color-green-9)', background: 'var(--mantine-color-green-1)' },
  neutral: { text: 'var(--mantine-color-gray-9)', background: 'var(--mantine-color-gray-2)' },
  warning: { text: 'var(--mantine-color-yellow-9)', background: 'var(--mantine-color-yellow-1)' },
  danger: { text: 'var(--mantine-color-red-9)', background: 'var(--mantine-color-red-1)' },
  info: { text: 'var(--mantine-color-brand-9)', background: 'var(--mantine-color-brand-1)' },
};

/** A small status label ("Active", "Deactivated"…) in one of the app's readable tones. */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const { text, background } = BADGE_TONES[tone];
  return (
    <Badge variant="light" styles={{ root: { color: text, backgroundColor: background } }} data-tone={tone}>
      {children}
    </Badge>
  );
}

/** Active / deactivated, as on every list of accounts, classes and schools. */
export function StatusBadge({ active, inactiveLabel = 'Deactivated' }: { active: boolean; inactiveLabel?: string }) {
  return active ? <ToneBadge tone="success">Active</ToneBadge> : <ToneBadge tone="neutral">{inactiveLabel}</ToneBadge>;
}
