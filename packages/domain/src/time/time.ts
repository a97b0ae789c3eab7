/**
 * Time rules shared by server and web. Durations are held in seconds.
 * Calendar formatting uses the runtime's local time zone, as a screen shows dates to its user.
 */

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

/** A time of day (or a duration split into parts). */
export interface TimeOfDay {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Converts seconds to hours rounded to two decimals.
 * `secondsToHours(5400)` is `1.5`, `secondsToHours(100)` is `0.03`.
 * Rounds half away from zero; works on the integer `seconds / 36` (hundredths of an hour)
 * so no binary float drift shows in the result.
 */
export function secondsToHours(seconds: number): number {
  const hundredths = Math.round(Math.abs(seconds) / 36) * Math.sign(seconds);
  return hundredths / 100 || 0;
}

/**
 * Splits a number of seconds into a time of day. Values of a day or more wrap round
 * (90_000 s is 01:00:00); negative values count back from midnight. Fractions are dropped.
 */
export function secondsToTimeOfDay(totalSeconds: number): TimeOfDay {
  const whole = Math.floor(totalSeconds);
  const inDay = ((whole % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  return {
    hours: Math.floor(inDay / SECONDS_PER_HOUR),
    minutes: Math.floor((inDay % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: inDay % SECONDS_PER_MINUTE,
  };
}

/** The inverse of {@link secondsToTimeOfDay}: seconds since midnight. */
export function timeOfDayToSeconds({ hours, minutes, seconds }: TimeOfDay): number {
  return hours * SECONDS_PER_HOUR + minutes * SECONDS_PER_MINUTE + seconds;
}

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Default date format. */
export const DEFAULT_DATE_FORMAT = 'DD.MM.YYYY';

/**
 * Formats a date with the tokens YYYY, YY, MM, M, DD, D, HH, H, mm, ss (local time).
 * Anything else in the format is copied as is. Returns '' for an invalid date.
 * `formatDate(new Date(2024, 0, 5))` is `'05.01.2024'`.
 */
export function formatDate(date: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  return formatFields(toDate(date), format, false);
}

/** A date and time as the product writes them: "23.11.2026 14:05" (DD.MM.YYYY HH:mm). */
export function formatDateTime(date: DateInput): string {
  return formatDate(date, 'DD.MM.YYYY HH:mm');
}

/**
 * {@link formatDate} on the UTC calendar: for text the server writes (invoices, quotes, e-mails),
 * which must not depend on the time zone of the machine that wrote it.
 * `formatDateUtc('2026-11-29T23:30:00Z')` is `'29.11.2026'`.
 */
export function formatDateUtc(date: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  return formatFields(toDate(date), format, true);
}

function formatFields(d: Date, format: string, utc: boolean): string {
  if (Number.isNaN(d.getTime())) return '';
  const year = utc ? d.getUTCFullYear() : d.getFullYear();
  const month = (utc ? d.getUTCMonth() : d.getMonth()) + 1;
  const day = utc ? d.getUTCDate() : d.getDate();
  const hours = utc ? d.getUTCHours() : d.getHours();
  const tokens: Record<string, string> = {
    YYYY: pad(year, 4),
    YY: pad(year % 100),
    MM: pad(month),
    M: String(month),
    DD: pad(day),
    D: String(day),
    HH: pad(hours),
    H: String(hours),
    mm: pad(utc ? d.getUTCMinutes() : d.getMinutes()),
    ss: pad(utc ? d.getUTCSeconds() : d.getSeconds()),
  };
  return format.replace(/YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g, (token) => tokens[token] ?? token);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * "How long ago" text:
 * - under 60 seconds: "<n> sec. ago"
 * - under 60 minutes: "<n> min. ago"
 * - under 24 hours: "<n> hour(s) ago"
 * - under 30 days: "<n> day(s) ago"
 * - under 12 months (a month is 30 days): "<n> month(s) ago"
 * - then "<n> year(s) ago" (a year is 365 days, at least 1).
 *
 * Each unit is the whole number of elapsed units (rounded down). "sec." and "min." are
 * abbreviations and never change; the other units are singular for exactly 1
 * ("1 hour ago", "2 hours ago"). A date in the future reads "0 sec. ago".
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  const elapsed = Math.max(0, Math.floor((toDate(now).getTime() - toDate(date).getTime()) / 1000));
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < SECONDS_PER_MINUTE) return `${elapsed} sec. ago`;
  const minutes = Math.floor(elapsed / SECONDS_PER_MINUTE);
  if (minutes < 60) return `${minutes} min. ago`;
  const hours = Math.floor(elapsed / SECONDS_PER_HOUR);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(elapsed / SECONDS_PER_DAY);
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.max(1, Math.floor(days / 365)), 'year');
}
