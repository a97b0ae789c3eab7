import { dueText } from '@markwell/domain/exams/index';
import { formatDate } from '@markwell/domain/time/index';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "23.11.2026 14:00" in the browser's time zone. */
export const dateTime = (iso: string) => formatDate(iso, 'DD.MM.YYYY HH:mm');

/** "23.11.2026 14:00 (due in 2 days)". */
export const dueLabel = (iso: string, now: Date = new Date()) => `${dateTime(iso)} (${dueText(iso, now)})`;

export const minutesLabel = (seconds: number | null) =>
  seconds ? plural(Math.round(seconds / 60), 'minute') : 'No time limit';
