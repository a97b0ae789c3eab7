import { closingText } from '@markwell/domain/exams/index';
import { formatDateTime } from '@markwell/domain/time/index';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "23.11.2026 14:00" in the browser's time zone. */
export const dateTime = formatDateTime;

/** "23.11.2026 14:00 (closes in 2 days)", "… (closed 3 days ago)": the teacher's view of a due time. */
export const dueLabel = (iso: string, now: Date = new Date()) => `${dateTime(iso)} (${closingText(iso, now)})`;

export const minutesLabel = (seconds: number | null) =>
  seconds ? plural(Math.round(seconds / 60), 'minute') : 'No time limit';
