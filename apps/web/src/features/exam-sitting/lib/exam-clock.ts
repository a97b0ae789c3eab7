/**
 * The exam timer. Time is the server's: the deadline comes from the server, and the device clock
 * (which may be minutes off) is corrected by the offset between the server's "now" and the
 * device's at the moment the answer arrived. Screen readers hear the time left only at a few
 * thresholds, never every second.
 */

/** Minutes left at which the time is announced. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

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

/** Whole seconds left until the deadline, never below 0. */
export function secondsLeft(deadline: string | number | Date, deviceNow: number, offset: number): number {
  const end = new Date(deadline).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - (deviceNow + offset)) / 1000));
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
 * The announcement due when the time left went from `before` to `now` seconds, if a threshold
 * (10, 5, 1 minutes) was crossed on the way: the smallest one crossed, so a tab asleep for a
 * while announces the time that matters now, not a stale one. `undefined` otherwise (including
 * on the first reading, `before` null: opening an exam with 4 minutes left announces nothing
 * until the 1-minute mark; the visible timer shows it).
 */
export function announcementFor(before: number | null, now: number): string | undefined {
  if (before === null || now >= before) return undefined;
  let crossed: number | undefined;
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60;
    if (before > at && now <= at && now > 0) crossed = minutes;
  }
  return crossed === undefined ? undefined : minutesText(crossed);
}
