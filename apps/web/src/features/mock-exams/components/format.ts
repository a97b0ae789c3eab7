import type { MockSessionState } from '@markwell/contracts/mocks';
import { formatDateTime } from '@markwell/domain/time/index';
import type { BadgeTone } from '../../../components/StatusBadge';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "23.11.2026 14:00" in the browser's time zone. */
export const dateTime = formatDateTime;

/** "23.11.2026 09:00 to 30.11.2026 17:00". */
export const windowLabel = (s: { opens_at: string; closes_at: string }) =>
  `${dateTime(s.opens_at)} to ${dateTime(s.closes_at)}`;

export const minutesLabel = (seconds: number | null) =>
  seconds ? plural(Math.round(seconds / 60), 'minute') : 'No time limit';

export const STATE_BADGE: Record<MockSessionState, { tone: BadgeTone; label: string }> = {
  upcoming: { tone: 'info', label: 'Upcoming' },
  open: { tone: 'success', label: 'Open' },
  closed: { tone: 'neutral', label: 'Closed' },
};
