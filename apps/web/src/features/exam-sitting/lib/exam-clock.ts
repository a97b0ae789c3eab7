/**
 * The exam timer. Time is the server's: the deadline comes from the server, and the device clock
 * (which may be minutes off) is corrected by the offset between the server's "now" and the
 * device's at the moment the answer arrived. Screen readers hear the time left only at a few
 * thresholds, never every second. The rules themselves are the domain's (the server uses them too).
 */
import { secondsLeft as domainSecondsLeft, timerAnnouncement } from '@markwell/domain/exams/index';

/**
 * Server clock minus device clock (ms). `requestStartedAt`/`receivedAt` bracket the request:
 * the server's time is taken as the midpoint, halving the error of a slow answer.
 */
export function clockOffset(
  serverNow: string | number | Date,
  receivedAt: number,
  requestStartedAt = receivedAt,
): number {
  const server = new Date(serverNow).getTime();
  if (Number.isNaN(server)) return 0;
  return server - (requestStartedAt + receivedAt) / 2;
}

/** Whole seconds left until the deadline on the server's clock, never below 0. */
export function secondsLeft(deadline: string | number | Date, deviceNow: number, offset: number): number {
  const end = new Date(deadline).getTime();
  if (Number.isNaN(end)) return 0;
  return domainSecondsLeft(end, deviceNow + offset);
}

/** "1:05:09", "42:03", "0:59". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const minutesText = (m: number) => `${m} ${m === 1 ? 'minute' : 'minutes'} left`;

/**
 * The announcement due when the time left went from `before` to `now` seconds: the domain's
 * thresholds (10, 5, 1 minutes), the smallest one crossed, so a tab asleep for a while announces
 * the time that matters now. `undefined` otherwise, on the first reading (`before` null: opening an
 * exam with 4 minutes left announces nothing until the 1-minute mark; the visible timer shows it)
 * and at 0 (the time-out has its own message).
 */
export function announcementFor(before: number | null, now: number): string | undefined {
  if (before === null || now <= 0) return undefined;
  const minutes = timerAnnouncement(before, now);
  return minutes === null ? undefined : minutesText(minutes);
}
