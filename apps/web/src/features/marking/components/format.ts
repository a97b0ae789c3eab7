import { formatDateTime } from '@markwell/domain/time/index';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 / 5" with at most one decimal (a levelled mark may be fractional). */
export const marksOf = (marks: number, max: number) => `${Math.round(marks * 10) / 10} / ${max}`;

/** "23.11.2026 14:00" in the browser's time zone. */
export const dateTime = formatDateTime;

/** 0.734 -> "73%"; null -> "—". */
export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
