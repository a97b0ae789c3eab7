import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  answerMarks,
  answers,
  assignments,
  attempts,
  demoTimeline,
  lessonCompletions,
  markAudit,
  markQueries,
  mockSessionSchools,
  mockSessions,
  practiceAnswers,
  revisionCards,
  schools,
  users,
} from '../db/schema/index';
import { col } from '../db/sql';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The demo data's dates follow the clock. The seed sets assignments relative to the moment it
 * runs (open now and due in two days, in progress, submitted, released), and the data folder is
 * kept between starts, so without this a week later the open assignment is overdue. The seed
 * records when its dates were true (`demo_timeline`); each start moves the demo schools'
 * assignment timeline forward by the time since, in one transaction, and records the new moment.
 * Only the demo schools' rows move: the schools of the demo accounts.
 */

/** Records that the demo dates are true as of `at` (called by the seed, in its transaction). */
export async function recordDemoTimeline(db: Db, at: Date) {
  await db
    .insert(demoTimeline)
    .values({ id: 1, datesAsOf: at })
    .onConflictDoUpdate({ target: demoTimeline.id, set: { datesAsOf: at } });
}

/** The schools of the demo accounts: where the demo data lives (none on a database without it). */
async function demoSchoolIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ schoolId: users.schoolId })
    .from(users)
    .where(and(inArray(users.email, Object.values(DEMO_ACCOUNTS)), isNotNull(users.schoolId)));
  return rows.map((r) => r.schoolId!).sort((a, b) => a - b);
}

/**
 * Moves the demo schools' assignment timeline by `ms` milliseconds (negative: back): the
 * assignments' window, their attempts (started, deadline, saved, submitted, marked, released),
 * answers and marks (changes, audit, queries), and the mock sessions offered only to them, so
 * every status and "in N days" stays as it was.
 * With `onlyAssignments`, only those assignments and what hangs on them move (the seed dates
 * finished work in the past).
 */
export async function shiftDemoDates(db: Db, schoolIds: number[], ms: number, onlyAssignments?: number[]) {
  if (!schoolIds.length || ms === 0 || onlyAssignments?.length === 0) return;
  const by = sql`(${ms}::float8 * interval '1 millisecond')`;
  // null + interval is null: unset times (not submitted, not released) stay unset.
  const moved = (column: AnyColumn): SQL => sql`${column} + ${by}`;
  // the rows of the demo schools, and with `onlyAssignments` only those of these assignments
  const scoped = (schoolId: AnyColumn, ofThese: (ids: number[]) => SQL) =>
    and(inArray(schoolId, schoolIds), onlyAssignments ? ofThese(onlyAssignments) : undefined);
  const attemptsOf = (ids: number[]) =>
    sql`(select ${attempts.id} from ${attempts} where ${inArray(attempts.assignmentId, ids)})`;
  const marksOf = (ids: number[]) =>
    sql`(select ${answerMarks.id} from ${answerMarks} where ${inArray(answerMarks.assignmentId, ids)})`;
  await db
    .update(assignments)
    .set({
      opensAt: moved(assignments.opensAt),
      dueAt: moved(assignments.dueAt),
      createdAt: moved(assignments.createdAt),
      updatedAt: moved(assignments.updatedAt),
      deletedAt: moved(assignments.deletedAt),
    })
    .where(scoped(assignments.schoolId, (ids) => inArray(assignments.id, ids)));
  await db
    .update(attempts)
    .set({
      startedAt: moved(attempts.startedAt),
      deadlineAt: moved(attempts.deadlineAt),
      lastSavedAt: moved(attempts.lastSavedAt),
      submittedAt: moved(attempts.submittedAt),
      autoMarkedAt: moved(attempts.autoMarkedAt),
      releasedAt: moved(attempts.releasedAt),
      feedbackAt: moved(attempts.feedbackAt),
    })
    .where(scoped(attempts.schoolId, (ids) => inArray(attempts.assignmentId, ids)));
  await db
    .update(answers)
    .set({ savedAt: moved(answers.savedAt) })
    .where(scoped(answers.schoolId, (ids) => sql`${answers.attemptId} in ${attemptsOf(ids)}`));
  await db
    .update(answerMarks)
    .set({ updatedAt: moved(answerMarks.updatedAt) })
    .where(scoped(answerMarks.schoolId, (ids) => inArray(answerMarks.assignmentId, ids)));
  await db
    .update(markAudit)
    .set({ createdAt: moved(markAudit.createdAt) })
    .where(scoped(markAudit.schoolId, (ids) => sql`${markAudit.answerMarkId} in ${marksOf(ids)}`));
  await db
    .update(markQueries)
    .set({ createdAt: moved(markQueries.createdAt), decidedAt: moved(markQueries.decidedAt) })
    .where(scoped(markQueries.schoolId, (ids) => sql`${markQueries.answerMarkId} in ${marksOf(ids)}`));
  // Mock sessions offered only to demo schools move with them, so their assignments stay inside
  // their window; a session also offered to another school is that school's too and stays.
  // Students' own learning (lessons done, practice, revision due) moves too, so the same
  // questions are due for revision on every start.
  if (!onlyAssignments) {
    await db
      .update(lessonCompletions)
      .set({ completedAt: moved(lessonCompletions.completedAt) })
      .where(inArray(lessonCompletions.schoolId, schoolIds));
    await db
      .update(practiceAnswers)
      .set({ answeredAt: moved(practiceAnswers.answeredAt), reviewedAt: moved(practiceAnswers.reviewedAt) })
      .where(inArray(practiceAnswers.schoolId, schoolIds));
    await db
      .update(revisionCards)
      .set({ due: moved(revisionCards.due), lastReview: moved(revisionCards.lastReview) })
      .where(inArray(revisionCards.schoolId, schoolIds));
    await db
      .update(mockSessions)
      .set({
        opensAt: moved(mockSessions.opensAt),
        closesAt: moved(mockSessions.closesAt),
        createdAt: moved(mockSessions.createdAt),
        updatedAt: moved(mockSessions.updatedAt),
        archivedAt: moved(mockSessions.archivedAt),
      })
      .where(
        sql`exists (select 1 from ${mockSessionSchools} where ${col(mockSessionSchools.sessionId)} = ${col(mockSessions.id)})
          and not exists (select 1 from ${mockSessionSchools} where ${col(mockSessionSchools.sessionId)} = ${col(mockSessions.id)}
            and ${col(mockSessionSchools.schoolId)} not in (${sql.join(
              schoolIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
      );
  }
}

/**
 * On a start with demo data: moves the demo timeline forward to `now` by the time elapsed since
 * its dates were last true, in one transaction. The row is locked first, so two processes
 * starting at once move it once. Does nothing on a database without the demo accounts.
 * @returns the milliseconds the dates moved (0: nothing to move).
 */
export async function moveDemoTimeline(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const schoolIds = await demoSchoolIds(tx);
    if (!schoolIds.length) return 0;
    const lock = () => tx.select().from(demoTimeline).where(eq(demoTimeline.id, 1)).for('update');
    let [row] = await lock();
    if (!row) {
      // Seeded before the timeline was recorded: the demo schools were created by the seed.
      const [seeded] = await tx
        .select({ at: sql<Date>`min(${schools.createdAt})`.mapWith(schools.createdAt) })
        .from(schools)
        .where(inArray(schools.id, schoolIds));
      await tx.insert(demoTimeline).values({ id: 1, datesAsOf: seeded!.at }).onConflictDoNothing();
      [row] = await lock();
    }
    const elapsed = row ? now.getTime() - row.datesAsOf.getTime() : 0;
    // A clock set back (or a seed dated ahead) moves nothing: dates only ever move forward.
    if (elapsed <= 0) return 0;
    await shiftDemoDates(tx, schoolIds, elapsed);
    await tx.update(demoTimeline).set({ datesAsOf: now }).where(eq(demoTimeline.id, 1));
    return elapsed;
  });
}
