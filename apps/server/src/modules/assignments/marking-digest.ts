import { requestSweeps, sweepPayload } from '../../lib/periodic-sweep';
import type { FastifyInstance } from 'fastify';
import { assignmentMarkingPath, assignmentsToMarkPath } from '@markwell/contracts/app-pages';
import type { Db } from '../../db/client';
import { notifyOnce, type NotificationInput } from '../notifications/index';
import { createAssignmentsRepository } from './assignments.repository';

export const MARKING_DIGEST_QUEUE = 'marking-digest';

/** How often each instance asks for a digest sweep: the day's digests go out within this of the hour. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** At most this many assignments are named in a digest; the link lists them all. */
const NAMED = 5;

/** The once-key of a teacher's digest of one UTC day: a second raise that day is a no-op. */
export const digestKeyOf = (day: Date) => `marking-digest:${day.toISOString().slice(0, 10)}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export interface WorkToMark {
  assignmentId: number;
  title: string;
  toMark: number;
}

/**
 * The digest of one teacher's work waiting for marks: how many submissions across which
 * assignments (due first), leading to the one assignment's marking page, or to their assignments
 * list filtered to work to mark when there are several.
 */
export function digestOf(work: WorkToMark[]): NotificationInput {
  const total = work.reduce((s, w) => s + w.toMark, 0);
  const named = work
    .slice(0, NAMED)
    .map((w) => `${w.title} (${w.toMark})`)
    .join(', ');
  const more = work.length > NAMED ? ` and ${plural(work.length - NAMED, 'more assignment')}` : '';
  return {
    title: `${plural(total, 'submission')} waiting for marks`,
    body: `${plural(total, 'submission')} across ${plural(work.length, 'assignment')} ${total === 1 ? 'waits' : 'wait'} for marks: ${named}${more}.`,
    link: work.length === 1 ? assignmentMarkingPath(work[0]!.assignmentId) : assignmentsToMarkPath,
  };
}

/**
 * The daily digest of work waiting for marks: one in-app notification per teacher per day
 * (never one per submission) for the assignments in their list (set by them or to a class they
 * teach) with submissions whose marks are not released, the count the home and the list show.
 */
export function createMarkingDigestService(db: Db) {
  const repo = createAssignmentsRepository(db);
  return {
    /**
     * Sends the digests of `asOf`'s UTC day to every teacher with work waiting and none sent that
     * day yet; a teacher with nothing waiting gets none. Safe to run again and from many instances
     * at once: the notification's once-key (teacher, day) lets one through. Returns the teachers
     * notified by this run.
     */
    async send(asOf: Date): Promise<number[]> {
      const rows = await repo.workToMarkByTeacher();
      const byTeacher = new Map<number, WorkToMark[]>();
      for (const r of rows) {
        byTeacher.set(r.teacherId, [
          ...(byTeacher.get(r.teacherId) ?? []),
          { assignmentId: r.assignmentId, title: r.title, toMark: r.toMark },
        ]);
      }
      const onceKey = digestKeyOf(asOf);
      return notifyOnce(
        db,
        [...byTeacher].map(([userId, work]) => ({ userId, onceKey, notification: digestOf(work) })),
      );
    },
  };
}

/**
 * The digest as a job of the queue: every instance asks for a sweep on start and every ten
 * minutes unless one is waiting; a sweep from MARKING_DIGEST_HOUR (UTC) on sends the day's
 * digests not sent yet. Tests queue the job themselves, with `asOf` for their clock.
 */
export async function markingDigestJob(app: FastifyInstance) {
  const service = createMarkingDigestService(app.db);
  // `asOf` lets a test run the sweep on its own clock through the real queue; jobs are only ever
  // queued by the platform itself.
  app.jobs.handle(MARKING_DIGEST_QUEUE, sweepPayload, async ({ asOf }) => {
    const at = asOf ?? new Date();
    if (at.getUTCHours() < app.env.MARKING_DIGEST_HOUR) return;
    const notified = await service.send(at);
    if (notified.length) app.log.info({ teachers: notified.length }, 'marking digests sent');
  });
  requestSweeps(app, MARKING_DIGEST_QUEUE, SWEEP_EVERY_MS, 'marking digest');
}
