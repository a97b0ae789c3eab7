import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  academyAttempts,
  academyCourses,
  academyEnrolments,
  academyLessonCompletions,
  academyLessons,
  curricula,
  schoolVisibleCurricula,
} from '../../db/schema/index';

export type AcademyCourseRow = typeof academyCourses.$inferSelect;
export type AcademyLessonRow = typeof academyLessons.$inferSelect;
export type AcademyEnrolmentRow = typeof academyEnrolments.$inferSelect;

/**
 * `position = 0, 1, 2…` for the given ids in their order, as one CASE expression: a reorder is
 * one statement, whatever the number of rows.
 */
const positionsInOrder = (idColumn: typeof academyCourses.id | typeof academyLessons.id, ids: number[]) =>
  sql<number>`CASE ${idColumn} ${sql.join(
    ids.map((id, position) => sql`WHEN ${id} THEN ${position}::int`),
    sql` `,
  )} END`;

/** `ILIKE` pattern matching the text literally (%, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published courses of a curriculum the school sees (school_visible_curricula): what its teachers may see. */
const visibleTo = (schoolId: number): SQL =>
  and(
    eq(academyCourses.published, true),
    sql`${academyCourses.curriculaId} IN (SELECT ${schoolVisibleCurricula.curriculaId} FROM ${schoolVisibleCurricula} WHERE ${schoolVisibleCurricula.schoolId} = ${schoolId})`,
  )!;

export interface CatalogueFilter {
  curriculaId?: number | undefined;
  query?: string | undefined;
}

const courseColumns = {
  id: academyCourses.id,
  title: academyCourses.title,
  summary: academyCourses.summary,
  curriculaId: academyCourses.curriculaId,
  curriculaName: curricula.name,
  position: academyCourses.position,
  published: academyCourses.published,
  updatedAt: academyCourses.updatedAt,
};
export type CourseListRow = { [K in keyof typeof courseColumns]: (typeof courseColumns)[K]['_']['data'] };

/** Drizzle queries of the teacher academy. */
export function createAcademyRepository(db: Db) {
  function catalogueWhere(schoolId: number, filter: CatalogueFilter) {
    const conditions: SQL[] = [visibleTo(schoolId)];
    if (filter.curriculaId !== undefined) conditions.push(eq(academyCourses.curriculaId, filter.curriculaId));
    if (filter.query) {
      const pattern = containsPattern(filter.query);
      conditions.push(or(ilike(academyCourses.title, pattern), ilike(academyCourses.summary, pattern))!);
    }
    return and(...conditions);
  }

  return {
    /** How many courses the school's teachers may see. */
    async countVisible(schoolId: number) {
      const [row] = await db.select({ n: count() }).from(academyCourses).where(visibleTo(schoolId));
      return row?.n ?? 0;
    },

    /** The school's curricula that have published courses, with how many. */
    visibleCurricula(schoolId: number) {
      return db
        .select({ id: curricula.id, name: curricula.name, courses: count() })
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(visibleTo(schoolId))
        .groupBy(curricula.id, curricula.name)
        .orderBy(asc(curricula.name));
    },

    /** One page of the catalogue, in staff's order: by curriculum, then position within it. */
    catalogue(schoolId: number, filter: CatalogueFilter, page: { limit: number; offset: number }) {
      return db
        .select(courseColumns)
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(catalogueWhere(schoolId, filter))
        .orderBy(
          asc(curricula.name),
          asc(academyCourses.curriculaId),
          asc(academyCourses.position),
          asc(academyCourses.id),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    async countCatalogue(schoolId: number, filter: CatalogueFilter) {
      const [row] = await db.select({ n: count() }).from(academyCourses).where(catalogueWhere(schoolId, filter));
      return row?.n ?? 0;
    },

    /** A course the school's teachers may see, or undefined (missing, draft or another curriculum). */
    async findVisibleCourse(schoolId: number, courseId: number): Promise<CourseListRow | undefined> {
      const [row] = await db
        .select(courseColumns)
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(and(eq(academyCourses.id, courseId), visibleTo(schoolId)));
      return row;
    },

    /** Lesson counts of courses. */
    async lessonCounts(courseIds: number[]) {
      if (!courseIds.length) return new Map<number, number>();
      const rows = await db
        .select({ courseId: academyLessons.courseId, n: count() })
        .from(academyLessons)
        .where(inArray(academyLessons.courseId, courseIds))
        .groupBy(academyLessons.courseId);
      return new Map(rows.map((r) => [r.courseId, r.n]));
    },

    lessonsOf(courseId: number) {
      return db
        .select()
        .from(academyLessons)
        .where(eq(academyLessons.courseId, courseId))
        .orderBy(asc(academyLessons.position), asc(academyLessons.id));
    },

    async findLesson(courseId: number, lessonId: number) {
      const [row] = await db
        .select()
        .from(academyLessons)
        .where(and(eq(academyLessons.id, lessonId), eq(academyLessons.courseId, courseId)));
      return row;
    },

    /**
     * A teacher's enrolments on some courses (or all of them), each with its current attempt and the
     * lessons done in it.
     */
    async enrolments(teacherId: number, courseIds?: number[]) {
      if (courseIds && !courseIds.length) return [];
      const done = db
        .select({ attemptId: academyLessonCompletions.attemptId, n: count().as('n') })
        .from(academyLessonCompletions)
        .groupBy(academyLessonCompletions.attemptId)
        .as('done');
      return db
        .select({
          id: academyEnrolments.id,
          courseId: academyEnrolments.courseId,
          state: academyEnrolments.state,
          attempt: academyEnrolments.attempt,
          enrolledAt: academyEnrolments.enrolledAt,
          updatedAt: academyEnrolments.updatedAt,
          attemptId: academyAttempts.id,
          completedAt: academyAttempts.completedAt,
          lessonsDone: sql<number>`coalesce(${done.n}, 0)`.mapWith(Number),
        })
        .from(academyEnrolments)
        .innerJoin(
          academyAttempts,
          and(
            eq(academyAttempts.enrolmentId, academyEnrolments.id),
            eq(academyAttempts.number, academyEnrolments.attempt),
          ),
        )
        .leftJoin(done, eq(done.attemptId, academyAttempts.id))
        .where(
          and(
            eq(academyEnrolments.teacherId, teacherId),
            courseIds ? inArray(academyEnrolments.courseId, courseIds) : undefined,
          ),
        )
        .orderBy(desc(academyEnrolments.updatedAt), desc(academyEnrolments.id));
    },

    /** The courses among `ids` the school's teachers may see. */
    visibleCoursesByIds(schoolId: number, ids: number[]) {
      if (!ids.length) return Promise.resolve([] as CourseListRow[]);
      return db
        .select(courseColumns)
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(and(inArray(academyCourses.id, ids), visibleTo(schoolId)));
    },

    /** Every attempt of some enrolments with the lessons done in each, newest first. */
    async attemptsOf(enrolmentIds: number[]) {
      if (!enrolmentIds.length) return [];
      return db
        .select({
          enrolmentId: academyAttempts.enrolmentId,
          number: academyAttempts.number,
          startedAt: academyAttempts.startedAt,
          completedAt: academyAttempts.completedAt,
          lessonsDone:
            sql<number>`(SELECT count(*) FROM ${academyLessonCompletions} c WHERE c.attempt_id = ${academyAttempts.id})`.mapWith(
              Number,
            ),
        })
        .from(academyAttempts)
        .where(inArray(academyAttempts.enrolmentId, enrolmentIds))
        .orderBy(desc(academyAttempts.number));
    },

    completionsOf(attemptId: number) {
      return db.select().from(academyLessonCompletions).where(eq(academyLessonCompletions.attemptId, attemptId));
    },

    /** Enrols a teacher: the enrolment and its first attempt, in one transaction. */
    async enrol(values: { schoolId: number; teacherId: number; courseId: number }) {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(academyEnrolments).values(values).returning({ id: academyEnrolments.id });
        await tx.insert(academyAttempts).values({ enrolmentId: row!.id, schoolId: values.schoolId, number: 1 });
      });
    },

    /** Moves an enrolment from one state to another; false when it was not in `from` (a racing change). */
    async setState(enrolmentId: number, from: 'active' | 'inactive', to: 'active' | 'inactive') {
      const rows = await db
        .update(academyEnrolments)
        .set({ state: to, updatedAt: new Date() })
        .where(and(eq(academyEnrolments.id, enrolmentId), eq(academyEnrolments.state, from)))
        .returning({ id: academyEnrolments.id });
      return rows.length > 0;
    },

    /** Starts attempt n+1 of an active enrolment (earlier attempts stay); false when it is not active. */
    async startNextAttempt(enrolmentId: number, schoolId: number, expectedAttempt: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(academyEnrolments)
          .set({ attempt: expectedAttempt + 1, updatedAt: new Date() })
          .where(
            and(
              eq(academyEnrolments.id, enrolmentId),
              eq(academyEnrolments.state, 'active'),
              eq(academyEnrolments.attempt, expectedAttempt),
            ),
          )
          .returning({ id: academyEnrolments.id });
        if (!rows.length) return false;
        await tx.insert(academyAttempts).values({ enrolmentId, schoolId, number: expectedAttempt + 1 });
        return true;
      });
    },

    /** Records a lesson done in an attempt (a retried quiz keeps its latest score). */
    async recordCompletion(values: {
      attemptId: number;
      lessonId: number;
      schoolId: number;
      quizScore: number | null;
      quizTotal: number | null;
    }) {
      await db
        .insert(academyLessonCompletions)
        .values(values)
        .onConflictDoUpdate({
          target: [academyLessonCompletions.attemptId, academyLessonCompletions.lessonId],
          set: { quizScore: values.quizScore, quizTotal: values.quizTotal },
        });
    },

    /** Stamps an attempt complete the first time every lesson is done. */
    async markAttemptComplete(attemptId: number) {
      await db
        .update(academyAttempts)
        .set({ completedAt: new Date() })
        .where(and(eq(academyAttempts.id, attemptId), sql`${academyAttempts.completedAt} IS NULL`));
    },

    // --- content staff
    staffCourses(curriculaId?: number) {
      return db
        .select({
          ...courseColumns,
          lessons:
            sql<number>`(SELECT count(*) FROM ${academyLessons} l WHERE l.course_id = ${academyCourses.id})`.mapWith(
              Number,
            ),
          enrolled:
            sql<number>`(SELECT count(*) FROM ${academyEnrolments} e WHERE e.course_id = ${academyCourses.id})`.mapWith(
              Number,
            ),
        })
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(curriculaId === undefined ? undefined : eq(academyCourses.curriculaId, curriculaId))
        .orderBy(asc(curricula.name), asc(academyCourses.position), asc(academyCourses.id));
    },

    async staffCourse(id: number) {
      const [row] = await db
        .select({
          ...courseColumns,
          enrolled:
            sql<number>`(SELECT count(*) FROM ${academyEnrolments} e WHERE e.course_id = ${academyCourses.id})`.mapWith(
              Number,
            ),
        })
        .from(academyCourses)
        .innerJoin(curricula, eq(curricula.id, academyCourses.curriculaId))
        .where(eq(academyCourses.id, id));
      return row;
    },

    async curriculumExists(id: number) {
      const [row] = await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, id));
      return !!row;
    },

    async insertCourse(values: typeof academyCourses.$inferInsert) {
      const [row] = await db.insert(academyCourses).values(values).returning({ id: academyCourses.id });
      return row!.id;
    },

    async updateCourse(id: number, values: Partial<typeof academyCourses.$inferInsert>) {
      const rows = await db
        .update(academyCourses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(academyCourses.id, id))
        .returning({ id: academyCourses.id });
      return rows.length > 0;
    },

    async deleteCourse(id: number) {
      const rows = await db
        .delete(academyCourses)
        .where(eq(academyCourses.id, id))
        .returning({ id: academyCourses.id });
      return rows.length > 0;
    },

    /** Adds a lesson at the end of the course. */
    async insertLesson(values: Omit<typeof academyLessons.$inferInsert, 'position'>) {
      const [row] = await db
        .insert(academyLessons)
        .values({
          ...values,
          position: sql`(SELECT coalesce(max(position), -1) + 1 FROM ${academyLessons} WHERE course_id = ${values.courseId})`,
        })
        .returning();
      return row!;
    },

    async updateLesson(courseId: number, lessonId: number, values: Partial<typeof academyLessons.$inferInsert>) {
      const [row] = await db
        .update(academyLessons)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(academyLessons.id, lessonId), eq(academyLessons.courseId, courseId)))
        .returning();
      return row;
    },

    async deleteLesson(courseId: number, lessonId: number) {
      const rows = await db
        .delete(academyLessons)
        .where(and(eq(academyLessons.id, lessonId), eq(academyLessons.courseId, courseId)))
        .returning({ id: academyLessons.id });
      return rows.length > 0;
    },

    /**
     * The course's lesson ids in order, with the course row locked until the caller's
     * transaction ends: reorders of one course apply one after the other.
     */
    async lockLessonIds(courseId: number) {
      const [course] = await db
        .select({ id: academyCourses.id })
        .from(academyCourses)
        .where(eq(academyCourses.id, courseId))
        .for('update');
      if (!course) return null;
      const rows = await db
        .select({ id: academyLessons.id })
        .from(academyLessons)
        .where(eq(academyLessons.courseId, courseId))
        .orderBy(asc(academyLessons.position), asc(academyLessons.id));
      return rows.map((r) => r.id);
    },

    /** Writes the lessons' positions in the given order, in one statement. */
    async orderLessons(courseId: number, lessonIds: number[]) {
      await db
        .update(academyLessons)
        .set({ position: positionsInOrder(academyLessons.id, lessonIds) })
        .where(and(eq(academyLessons.courseId, courseId), inArray(academyLessons.id, lessonIds)));
    },

    /** A curriculum's course ids (drafts too) in order, locked until the caller's transaction ends. */
    async lockCourseIdsOf(curriculaId: number) {
      const rows = await db
        .select({ id: academyCourses.id })
        .from(academyCourses)
        .where(eq(academyCourses.curriculaId, curriculaId))
        .orderBy(asc(academyCourses.position), asc(academyCourses.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Writes the courses' positions in the given order, in one statement. */
    async orderCourses(curriculaId: number, courseIds: number[]) {
      await db
        .update(academyCourses)
        .set({ position: positionsInOrder(academyCourses.id, courseIds), updatedAt: new Date() })
        .where(and(eq(academyCourses.curriculaId, curriculaId), inArray(academyCourses.id, courseIds)));
    },

    /** The position after the last course of a curriculum (0 for its first). */
    async nextCoursePosition(curriculaId: number) {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${academyCourses.position}), -1) + 1`.mapWith(Number) })
        .from(academyCourses)
        .where(eq(academyCourses.curriculaId, curriculaId));
      return row?.next ?? 0;
    },
  };
}

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
