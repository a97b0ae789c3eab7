import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col, escapeLike, rowsOf } from '../../db/sql';
import {
  answerMarks,
  assignmentTargets,
  assignments,
  attempts,
  examTemplateQuestions,
  examTemplates,
  mockAssignments,
  mockSessionSchools,
  mockSessions,
  questions,
  schoolGroups,
  schools,
  users,
} from '../../db/schema/index';

export type MockSessionRow = typeof mockSessions.$inferSelect;
type MockSessionInsert = typeof mockSessions.$inferInsert;

const templateTotal = sql<number>`(select coalesce(sum(${col(questions.maxMarks)}), 0) from ${examTemplateQuestions}
  join ${questions} on ${col(questions.id)} = ${col(examTemplateQuestions.questionId)}
  where ${col(examTemplateQuestions.templateId)} = ${col(examTemplates.id)})`.mapWith(Number);
const templateQuestionCount = sql<number>`(select count(*) from ${examTemplateQuestions}
  where ${col(examTemplateQuestions.templateId)} = ${col(examTemplates.id)})`.mapWith(Number);

/** The session's assignments still standing (a deleted assignment no longer sits the mock). */
const liveLinks = sql`${mockAssignments} join ${assignments} on ${col(assignments.id)} = ${col(mockAssignments.assignmentId)}
  and ${col(assignments.schoolId)} = ${col(mockAssignments.schoolId)} and ${col(assignments.deletedAt)} is null`;
const assignmentCount = sql<number>`(select count(*) from ${liveLinks}
  where ${col(mockAssignments.sessionId)} = ${col(mockSessions.id)})`.mapWith(Number);
const submittedCount = sql<number>`(select count(*) from ${liveLinks}
  join ${attempts} on ${col(attempts.assignmentId)} = ${col(assignments.id)} and ${col(attempts.schoolId)} = ${col(assignments.schoolId)}
  where ${col(mockAssignments.sessionId)} = ${col(mockSessions.id)} and ${col(attempts.submittedAt)} is not null)`.mapWith(
  Number,
);

/** Names of the classes, subgroups and students an assignment (an assignments.id expression) is set to. */
const targetLabels = sql<
  string[]
>`(select coalesce(array_agg(coalesce(${col(schoolGroups.name)}, ${col(assignmentTargets.tag)}, ${col(users.name)})
    order by ${col(assignmentTargets.id)}), '{}') from ${assignmentTargets}
  left join ${schoolGroups} on ${col(schoolGroups.id)} = ${col(assignmentTargets.groupId)}
  left join ${users} on ${col(users.id)} = ${col(assignmentTargets.studentId)}
  where ${col(assignmentTargets.schoolId)} = ${col(assignments.schoolId)} and ${col(assignmentTargets.assignmentId)} = ${col(assignments.id)})`;

/** The classes an assignment (an assignments.id expression) is set to whole. */
const targetGroupIds = sql<
  number[]
>`(select coalesce(array_agg(${col(assignmentTargets.groupId)} order by ${col(assignmentTargets.groupId)}), '{}')
  from ${assignmentTargets}
  where ${col(assignmentTargets.schoolId)} = ${col(assignments.schoolId)} and ${col(assignmentTargets.assignmentId)} = ${col(assignments.id)}
    and ${col(assignmentTargets.groupId)} is not null)`;

/** An attempt's marks and maximum, summed over its marked answers. */
export const attemptTotal = sql<number>`(select coalesce(sum(${col(answerMarks.marks)}), 0) from ${answerMarks}
  where ${col(answerMarks.attemptId)} = ${col(attempts.id)})`.mapWith(Number);
export const attemptMax = sql<number>`(select coalesce(sum(${col(answerMarks.maxMarks)}), 0) from ${answerMarks}
  where ${col(answerMarks.attemptId)} = ${col(attempts.id)})`.mapWith(Number);

export interface SessionFilter {
  schoolIds?: number[] | undefined;
  templateIds?: number[] | undefined;
  archived?: boolean | undefined;
}

/** Drizzle queries of the mocks module. */
export function createMocksRepository(db: Db) {
  const sessionColumns = {
    session: mockSessions,
    templateName: examTemplates.name,
    totalMarks: templateTotal,
    questionCount: templateQuestionCount,
  };
  const sessionsWithTemplate = () =>
    db
      .select(sessionColumns)
      .from(mockSessions)
      .innerJoin(examTemplates, eq(examTemplates.id, mockSessions.templateId));
  const sessionsWithCounts = () =>
    db
      .select({ ...sessionColumns, assignmentCount, submittedCount })
      .from(mockSessions)
      .innerJoin(examTemplates, eq(examTemplates.id, mockSessions.templateId));

  return {
    /** Sessions newest opening first, with their template and how far schools have got. */
    async listSessions(f: SessionFilter, page: { limit: number; offset: number }) {
      const where = and(
        f.archived ? undefined : isNull(mockSessions.archivedAt),
        f.templateIds?.length ? inArray(mockSessions.templateId, f.templateIds) : undefined,
        f.schoolIds?.length
          ? sql`exists (select 1 from ${mockSessionSchools} where ${col(mockSessionSchools.sessionId)} = ${col(mockSessions.id)}
              and ${inArray(mockSessionSchools.schoolId, f.schoolIds)})`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        sessionsWithCounts()
          .where(where)
          .orderBy(desc(mockSessions.opensAt), desc(mockSessions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(mockSessions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One session (archived ones too) with its template and counts. */
    async findSession(id: number) {
      const [row] = await sessionsWithCounts().where(eq(mockSessions.id, id));
      return row ?? null;
    },

    /** The schools each session is offered to, by name. */
    async schoolsOf(sessionIds: number[]) {
      if (!sessionIds.length) return [];
      return db
        .select({ sessionId: mockSessionSchools.sessionId, id: schools.id, name: schools.name })
        .from(mockSessionSchools)
        .innerJoin(schools, eq(schools.id, mockSessionSchools.schoolId))
        .where(inArray(mockSessionSchools.sessionId, sessionIds))
        .orderBy(asc(schools.name), asc(schools.id));
    },

    /** The schools among ids that exist and are active. */
    async activeSchoolsIn(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: schools.id })
        .from(schools)
        .where(and(inArray(schools.id, ids), eq(schools.active, true)));
      return rows.map((r) => r.id);
    },

    /** Active schools by name, optionally those whose name contains the words. */
    async searchSchools(query: string | undefined, page: { limit: number; offset: number }) {
      return db
        .select({ id: schools.id, name: schools.name })
        .from(schools)
        .where(and(eq(schools.active, true), query ? ilike(schools.name, `%${escapeLike(query)}%`) : undefined))
        .orderBy(asc(schools.name), asc(schools.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Central templates not archived, by name, with their totals. */
    async centralTemplates(query: string | undefined, page: { limit: number; offset: number }) {
      return db
        .select({
          id: examTemplates.id,
          name: examTemplates.name,
          curriculaId: examTemplates.curriculaId,
          timeLimitSeconds: examTemplates.timeLimitSeconds,
          totalMarks: templateTotal,
          questionCount: templateQuestionCount,
        })
        .from(examTemplates)
        .where(
          and(
            eq(examTemplates.central, true),
            isNull(examTemplates.archivedAt),
            query ? ilike(examTemplates.name, `%${escapeLike(query)}%`) : undefined,
          ),
        )
        .orderBy(asc(examTemplates.name), asc(examTemplates.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A central template by id (archived: `archivedAt` set), or null. */
    async centralTemplate(id: number) {
      const [row] = await db
        .select({ id: examTemplates.id, name: examTemplates.name, archivedAt: examTemplates.archivedAt })
        .from(examTemplates)
        .where(and(eq(examTemplates.id, id), eq(examTemplates.central, true)));
      return row ?? null;
    },

    /** What schools have done with a session: schools that set it, their assignments, submitted attempts. */
    async usage(sessionId: number) {
      type Usage = { schools: number; assignments: number; submitted: number };
      const [row] = await rowsOf<Usage>(
        db,
        sql`
        select count(distinct ${col(mockAssignments.schoolId)})::int as schools,
               count(distinct ${col(assignments.id)})::int as assignments,
               count(${col(attempts.submittedAt)})::int as submitted
        from ${liveLinks}
        left join ${attempts} on ${col(attempts.assignmentId)} = ${col(assignments.id)} and ${col(attempts.schoolId)} = ${col(assignments.schoolId)}
        where ${col(mockAssignments.sessionId)} = ${sessionId}`,
      );
      return { schools: row?.schools ?? 0, assignments: row?.assignments ?? 0, submitted: row?.submitted ?? 0 };
    },

    /** The live assignments of a session, each with its school and window. */
    async sessionAssignments(sessionId: number) {
      return db
        .select({
          id: assignments.id,
          schoolId: assignments.schoolId,
          title: assignments.title,
          opensAt: assignments.opensAt,
          dueAt: assignments.dueAt,
        })
        .from(mockAssignments)
        .innerJoin(
          assignments,
          and(eq(assignments.id, mockAssignments.assignmentId), eq(assignments.schoolId, mockAssignments.schoolId)),
        )
        .where(and(eq(mockAssignments.sessionId, sessionId), isNull(assignments.deletedAt)));
    },

    // --- a school's view
    /** Sessions offered to the school, not archived and closed no earlier than `closedSince`, soonest closing first. */
    async offeredTo(schoolId: number, closedSince: Date) {
      return sessionsWithTemplate()
        .innerJoin(
          mockSessionSchools,
          and(eq(mockSessionSchools.sessionId, mockSessions.id), eq(mockSessionSchools.schoolId, schoolId)),
        )
        .where(and(isNull(mockSessions.archivedAt), gte(mockSessions.closesAt, closedSince)))
        .orderBy(asc(mockSessions.closesAt), asc(mockSessions.id));
    },

    /** A session offered to the school (archived ones only with `archived`), or null. */
    async findOffered(sessionId: number, schoolId: number, opts: { archived?: boolean } = {}) {
      const [row] = await sessionsWithTemplate()
        .innerJoin(
          mockSessionSchools,
          and(eq(mockSessionSchools.sessionId, mockSessions.id), eq(mockSessionSchools.schoolId, schoolId)),
        )
        .where(and(eq(mockSessions.id, sessionId), opts.archived ? undefined : isNull(mockSessions.archivedAt)));
      return row ?? null;
    },

    /** The school's live assignments of the given sessions, with what they are set to. */
    async schoolAssignments(sessionIds: number[], schoolId: number) {
      if (!sessionIds.length) return [];
      return db
        .select({
          sessionId: mockAssignments.sessionId,
          id: assignments.id,
          title: assignments.title,
          opensAt: assignments.opensAt,
          dueAt: assignments.dueAt,
          createdBy: assignments.createdBy,
          classes: targetLabels,
          groupIds: targetGroupIds,
        })
        .from(mockAssignments)
        .innerJoin(
          assignments,
          and(eq(assignments.id, mockAssignments.assignmentId), eq(assignments.schoolId, mockAssignments.schoolId)),
        )
        .where(
          and(
            eq(mockAssignments.schoolId, schoolId),
            inArray(mockAssignments.sessionId, sessionIds),
            isNull(assignments.deletedAt),
          ),
        )
        .orderBy(asc(assignments.id));
    },

    /** Classes of `groupIds` that a live assignment of the school already sets session `sessionId` to. */
    async groupsAlreadySet(sessionId: number, schoolId: number, groupIds: number[]) {
      if (!groupIds.length) return [];
      const rows = await db
        .selectDistinct({ id: schoolGroups.id, name: schoolGroups.name })
        .from(mockAssignments)
        .innerJoin(
          assignments,
          and(eq(assignments.id, mockAssignments.assignmentId), eq(assignments.schoolId, mockAssignments.schoolId)),
        )
        .innerJoin(
          assignmentTargets,
          and(eq(assignmentTargets.assignmentId, assignments.id), eq(assignmentTargets.schoolId, assignments.schoolId)),
        )
        .innerJoin(schoolGroups, eq(schoolGroups.id, assignmentTargets.groupId))
        .where(
          and(
            eq(mockAssignments.schoolId, schoolId),
            eq(mockAssignments.sessionId, sessionId),
            isNull(assignments.deletedAt),
            inArray(assignmentTargets.groupId, groupIds),
          ),
        )
        .orderBy(asc(schoolGroups.name));
      return rows;
    },

    /** The session a live assignment of the school sits, or null when it is not a mock. */
    async sessionOfAssignment(assignmentId: number, schoolId: number) {
      const [row] = await db
        .select({ sessionId: mockAssignments.sessionId })
        .from(mockAssignments)
        .innerJoin(
          assignments,
          and(eq(assignments.id, mockAssignments.assignmentId), eq(assignments.schoolId, mockAssignments.schoolId)),
        )
        .where(
          and(
            eq(mockAssignments.assignmentId, assignmentId),
            eq(mockAssignments.schoolId, schoolId),
            isNull(assignments.deletedAt),
          ),
        );
      return row?.sessionId ?? null;
    },

    /**
     * Every submitted attempt for credit of a session's live assignments, with its school,
     * assignment and totals: what the cross-school comparison is worked out from.
     */
    async attemptTotals(sessionId: number) {
      return db
        .select({
          schoolId: assignments.schoolId,
          schoolName: schools.name,
          assignmentId: assignments.id,
          title: assignments.title,
          classes: targetLabels,
          total: attemptTotal,
          max: attemptMax,
        })
        .from(mockAssignments)
        .innerJoin(
          assignments,
          and(eq(assignments.id, mockAssignments.assignmentId), eq(assignments.schoolId, mockAssignments.schoolId)),
        )
        .innerJoin(schools, eq(schools.id, assignments.schoolId))
        .innerJoin(
          attempts,
          and(eq(attempts.assignmentId, assignments.id), eq(attempts.schoolId, assignments.schoolId)),
        )
        .where(
          and(
            eq(mockAssignments.sessionId, sessionId),
            isNull(assignments.deletedAt),
            sql`${col(attempts.submittedAt)} is not null`,
            // Only released marks compare across schools: unreviewed ones never count.
            sql`${col(attempts.releasedAt)} is not null`,
            eq(attempts.noCredit, false),
          ),
        );
    },

    // --- writes
    async insertSession(values: MockSessionInsert) {
      const [row] = await db.insert(mockSessions).values(values).returning({ id: mockSessions.id });
      return row!.id;
    },
    async updateSession(id: number, patch: Partial<MockSessionInsert>) {
      await db
        .update(mockSessions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(mockSessions.id, id));
    },
    async replaceSchools(sessionId: number, schoolIds: number[]) {
      await db.delete(mockSessionSchools).where(eq(mockSessionSchools.sessionId, sessionId));
      if (schoolIds.length)
        await db.insert(mockSessionSchools).values(schoolIds.map((schoolId) => ({ sessionId, schoolId })));
    },
    async archiveSession(id: number) {
      await db.update(mockSessions).set({ archivedAt: new Date() }).where(eq(mockSessions.id, id));
    },
    /**
     * Deletes a session with its links to assignments schools have since deleted (the assignments,
     * their attempts and answers stay, as every deleted assignment's do).
     */
    async deleteSession(id: number) {
      await db.transaction(async (tx) => {
        await tx.delete(mockAssignments).where(eq(mockAssignments.sessionId, id));
        await tx.delete(mockSessions).where(eq(mockSessions.id, id));
      });
    },
    async linkAssignment(values: { schoolId: number; assignmentId: number; sessionId: number }) {
      await db.insert(mockAssignments).values(values);
    },
  };
}

export type MocksRepository = ReturnType<typeof createMocksRepository>;
