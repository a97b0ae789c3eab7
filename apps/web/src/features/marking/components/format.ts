import { formatDate } from '@markwell/domain/time/index';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 / 5" with at most one decimal (a levelled mark may be fractional). */
export const marksOf = (marks: number, max: number) => `${Math.round(marks * 10) / 10} / ${max}`;

export const dateTime = (iso: string) => formatDate(iso, 'DD.MM.YYYY HH:mm');

/** 0.734 -> "73%"; null -> "—". */
export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
