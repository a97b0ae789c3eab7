import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col, rowsOf } from '../../db/sql';
import {
  assignmentExtraTime,
  assignmentTargets,
  assignments,
  attempts,
  examTemplates,
  groupTeachers,
  mockAssignments,
  notifications,
  schoolGroups,
  studentTags,
  users,
  type AssignmentTargetKind,
} from '../../db/schema/index';
import {
  hasWorkToMark,
  releasedCount,
  responsibleTeacher,
  startedCount,
  studentCount,
  submittedCount,
  summaryColumns,
  targets,
  toMarkCount,
  waitingForMarks,
  whenCondition,
  type WhenFilter,
} from './assignment-columns.repository';
import { createStudentAssignmentsRepository } from './student-assignments.repository';

export type { WhenFilter } from './assignment-columns.repository';

export type AssignmentRow = typeof assignments.$inferSelect;
type AssignmentInsert = typeof assignments.$inferInsert;

export interface TargetsInput {
  groupIds: number[];
  subgroups: string[];
  studentIds: number[];
}

export interface ExtraTimeInput {
  studentId: number;
  extraMinutes: number | null;
  extraPercent: number | null;
}

/** Drizzle queries of the assignments module. */
export function createAssignmentsRepository(db: Db) {
  /** Targets of the given assignments with their class or student names, in the order set. */
  function selectTargets(assignmentIds: number[], schoolId: number) {
    return db
      .select({
        assignmentId: assignmentTargets.assignmentId,
        kind: assignmentTargets.kind,
        groupId: assignmentTargets.groupId,
        tag: assignmentTargets.tag,
        studentId: assignmentTargets.studentId,
        groupName: schoolGroups.name,
        studentName: users.name,
      })
      .from(assignmentTargets)
      .leftJoin(schoolGroups, eq(schoolGroups.id, assignmentTargets.groupId))
      .leftJoin(users, eq(users.id, assignmentTargets.studentId))
      .where(and(eq(assignmentTargets.schoolId, schoolId), inArray(assignmentTargets.assignmentId, assignmentIds)))
      .orderBy(asc(assignmentTargets.id));
  }

  return {
    ...createStudentAssignmentsRepository(
      db,
    ) /** An assignment (not deleted) of the school, with its template's name and totals. */,
    async find(id: number, schoolId: number) {
      const [row] = await db
        .select(summaryColumns)
        .from(assignments)
        .leftJoin(examTemplates, eq(examTemplates.id, assignments.templateId))
        .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id), isNull(assignments.deletedAt)));
      return row ?? null;
    },

    /** Whether the teacher set the assignment or teaches a class it is set to (deleted ones: false). */
    async isResponsible(id: number, schoolId: number, teacherId: number) {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(
            eq(assignments.schoolId, schoolId),
            eq(assignments.id, id),
            isNull(assignments.deletedAt),
            responsibleTeacher(teacherId),
          ),
        );
      return row !== undefined;
    },

    /**
     * The school's assignments, newest due first. `teacherId`: only those the teacher set or that
     * are set to one of their classes (a school admin passes none and sees the whole school).
     */
    async listForSchool(
      schoolId: number,
      f: {
        teacherId?: number | undefined;
        when: WhenFilter;
        group?: number | undefined;
        template?: number | undefined;
        /** Only assignments with submissions waiting for marks. */
        toMark?: boolean | undefined;
      },
      page: { limit: number; offset: number },
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(assignments.schoolId, schoolId),
        isNull(assignments.deletedAt),
        whenCondition(f.when),
      ];
      if (f.teacherId !== undefined) conditions.push(responsibleTeacher(f.teacherId));
      if (f.group !== undefined) {
        conditions.push(
          sql`exists (select 1 from ${assignmentTargets} where ${col(assignmentTargets.assignmentId)} = ${col(assignments.id)}
            and ${col(assignmentTargets.kind)} = 'group' and ${col(assignmentTargets.groupId)} = ${f.group})`,
        );
      }
      if (f.template !== undefined) conditions.push(eq(assignments.templateId, f.template));
      if (f.toMark) conditions.push(hasWorkToMark);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...summaryColumns, studentCount, startedCount, submittedCount, releasedCount, toMarkCount })
          .from(assignments)
          .leftJoin(examTemplates, eq(examTemplates.id, assignments.templateId))
          .where(where)
          .orderBy(desc(assignments.dueAt), desc(assignments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(assignments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Counts of one assignment: students it is set to, started, submitted, released, to mark. */
    async counts(id: number, schoolId: number) {
      const [row] = await db
        .select({ studentCount, startedCount, submittedCount, releasedCount, toMarkCount })
        .from(assignments)
        .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id)));
      return row ?? { studentCount: 0, startedCount: 0, submittedCount: 0, releasedCount: 0, toMarkCount: 0 };
    },

    /** Submissions of one assignment waiting for marks (the list's count, for its detail). */
    async toMarkCount(id: number, schoolId: number) {
      const [row] = await db
        .select({ n: toMarkCount })
        .from(assignments)
        .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id)));
      return row?.n ?? 0;
    },

    /**
     * Every active teacher with work waiting for marks, in one statement: one row per teacher and
     * assignment of theirs (set by them or to a class they teach) with its count, by teacher, then
     * by the assignment due first. It starts from the unreleased attempts (a partial index holds
     * them), so its cost follows the work waiting, not the number of assignments. Teachers with
     * nothing waiting have no row.
     */
    async workToMarkByTeacher() {
      const rows = await rowsOf<{
        teacher_id: number;
        assignment_id: number;
        title: string;
        to_mark: number | string;
      }>(
        db,
        sql`with waiting as (
          select ${col(assignments.id)} as assignment_id, ${col(assignments.schoolId)} as school_id,
            ${col(assignments.createdBy)} as created_by, ${col(assignments.title)} as title,
            ${col(assignments.dueAt)} as due_at, count(*) as to_mark
          from ${attempts} join ${assignments} on ${col(assignments.id)} = ${col(attempts.assignmentId)}
          where ${waitingForMarks} and ${col(assignments.deletedAt)} is null
          group by ${col(assignments.id)}
        ), responsible as (
          select assignment_id, created_by as teacher_id from waiting where created_by is not null
          union
          select w.assignment_id, ${col(groupTeachers.teacherId)} from waiting w
            join ${assignmentTargets} on ${col(assignmentTargets.schoolId)} = w.school_id
              and ${col(assignmentTargets.assignmentId)} = w.assignment_id and ${col(assignmentTargets.kind)} = 'group'
            join ${groupTeachers} on ${col(groupTeachers.groupId)} = ${col(assignmentTargets.groupId)}
        )
        select ${col(users.id)} as teacher_id, w.assignment_id, w.title, w.to_mark
        from responsible r
          join waiting w on w.assignment_id = r.assignment_id
          join ${users} on ${col(users.id)} = r.teacher_id and ${col(users.schoolId)} = w.school_id
        where ${col(users.kind)} = 'teacher' and ${col(users.active)}
        order by ${col(users.id)}, w.due_at, w.assignment_id`,
      );
      return rows.map((r) => ({
        teacherId: Number(r.teacher_id),
        assignmentId: Number(r.assignment_id),
        title: r.title,
        toMark: Number(r.to_mark),
      }));
    },

    /** The active students an assignment is set to, by name, with their attempt if any. */
    async studentsOf(assignmentId: number, schoolId: number) {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          startedAt: attempts.startedAt,
          deadlineAt: attempts.deadlineAt,
          lastSavedAt: attempts.lastSavedAt,
          submittedAt: attempts.submittedAt,
          // released marks make the attempt read as marked
          markedAt: attempts.releasedAt,
        })
        .from(users)
        .leftJoin(
          attempts,
          and(
            eq(attempts.schoolId, schoolId),
            eq(attempts.assignmentId, assignmentId),
            eq(attempts.studentId, users.id),
          ),
        )
        .where(
          and(
            eq(users.schoolId, schoolId),
            eq(users.kind, 'student'),
            eq(users.active, true),
            targets(sql`${assignmentId}`, col(users.id), sql`${schoolId}`),
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async targetsOf(assignmentId: number, schoolId: number) {
      return selectTargets([assignmentId], schoolId);
    },

    /** The targets of several assignments of one school in one statement, by assignment, in the order set. */
    async targetsOfMany(assignmentIds: number[], schoolId: number) {
      const byAssignment = new Map<number, Awaited<ReturnType<typeof selectTargets>>>();
      if (assignmentIds.length === 0) return byAssignment;
      for (const row of await selectTargets(assignmentIds, schoolId)) {
        const list = byAssignment.get(row.assignmentId) ?? [];
        list.push(row);
        byAssignment.set(row.assignmentId, list);
      }
      return byAssignment;
    },

    async extraTimeOf(assignmentId: number, schoolId: number) {
      return db
        .select({
          studentId: assignmentExtraTime.studentId,
          studentName: users.name,
          extraMinutes: assignmentExtraTime.extraMinutes,
          extraPercent: assignmentExtraTime.extraPercent,
        })
        .from(assignmentExtraTime)
        .innerJoin(users, eq(users.id, assignmentExtraTime.studentId))
        .where(and(eq(assignmentExtraTime.schoolId, schoolId), eq(assignmentExtraTime.assignmentId, assignmentId)))
        .orderBy(asc(users.name));
    },

    /** The mock session the assignment sits, or null for an ordinary assignment. */
    async mockSessionOf(assignmentId: number, schoolId: number): Promise<number | null> {
      const [row] = await db
        .select({ sessionId: mockAssignments.sessionId })
        .from(mockAssignments)
        .where(and(eq(mockAssignments.schoolId, schoolId), eq(mockAssignments.assignmentId, assignmentId)));
      return row?.sessionId ?? null;
    },

    // --- checks of what a teacher sets an assignment to
    /** The active classes among ids in the school (with whether the teacher teaches them). */
    async groupsIn(schoolId: number, ids: number[], teacherId: number) {
      if (!ids.length) return [];
      return db
        .select({
          id: schoolGroups.id,
          taught: sql<boolean>`exists (select 1 from ${groupTeachers} where ${col(groupTeachers.groupId)} = ${col(schoolGroups.id)}
            and ${col(groupTeachers.teacherId)} = ${teacherId})`,
        })
        .from(schoolGroups)
        .where(and(inArray(schoolGroups.id, ids), eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.active, true)));
    },
    /** The subgroups (student tags) among names that the school's students carry. */
    async tagsIn(schoolId: number, names: string[]) {
      if (!names.length) return [];
      const rows = await db
        .selectDistinct({ name: studentTags.name })
        .from(studentTags)
        .where(and(eq(studentTags.schoolId, schoolId), inArray(studentTags.name, names)));
      return rows.map((r) => r.name);
    },
    /** The active students of the school among ids. */
    async studentsIn(schoolId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, ids), eq(users.schoolId, schoolId), eq(users.kind, 'student'), eq(users.active, true)),
        );
      return rows.map((r) => r.id);
    },

    // --- writes
    async insert(values: AssignmentInsert) {
      const [row] = await db.insert(assignments).values(values).returning({ id: assignments.id });
      return row!.id;
    },
    async update(id: number, schoolId: number, patch: Partial<AssignmentInsert>) {
      await db
        .update(assignments)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id)));
    },
    async replaceTargets(assignmentId: number, schoolId: number, t: TargetsInput) {
      await db
        .delete(assignmentTargets)
        .where(and(eq(assignmentTargets.schoolId, schoolId), eq(assignmentTargets.assignmentId, assignmentId)));
      const rows: (typeof assignmentTargets.$inferInsert)[] = [
        ...t.groupIds.map((groupId) => ({ kind: 'group' as AssignmentTargetKind, groupId })),
        ...t.subgroups.map((tag) => ({ kind: 'subgroup' as AssignmentTargetKind, tag })),
        ...t.studentIds.map((studentId) => ({ kind: 'student' as AssignmentTargetKind, studentId })),
      ].map((r) => ({ ...r, assignmentId, schoolId }));
      if (rows.length) await db.insert(assignmentTargets).values(rows);
    },
    async replaceExtraTime(assignmentId: number, schoolId: number, list: ExtraTimeInput[]) {
      await db
        .delete(assignmentExtraTime)
        .where(and(eq(assignmentExtraTime.schoolId, schoolId), eq(assignmentExtraTime.assignmentId, assignmentId)));
      if (list.length) await db.insert(assignmentExtraTime).values(list.map((e) => ({ ...e, assignmentId, schoolId })));
    },
    /** The attempts of an assignment still being sat, with each student's extra time. */
    async openAttemptsWithExtraTime(assignmentId: number, schoolId: number) {
      return db
        .select({
          id: attempts.id,
          startedAt: attempts.startedAt,
          extraMinutes: assignmentExtraTime.extraMinutes,
          extraPercent: assignmentExtraTime.extraPercent,
        })
        .from(attempts)
        .leftJoin(
          assignmentExtraTime,
          and(
            eq(assignmentExtraTime.schoolId, schoolId),
            eq(assignmentExtraTime.assignmentId, assignmentId),
            eq(assignmentExtraTime.studentId, attempts.studentId),
          ),
        )
        .where(
          and(eq(attempts.schoolId, schoolId), eq(attempts.assignmentId, assignmentId), isNull(attempts.submittedAt)),
        );
    },
    /** Sets new deadlines on open attempts, in one statement. */
    async setDeadlines(schoolId: number, list: { id: number; deadlineAt: Date }[]) {
      if (!list.length) return;
      await db.execute(sql`update ${attempts} set deadline_at = d."deadlineAt"
        from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as d(id int, "deadlineAt" timestamptz)
        where ${col(attempts.schoolId)} = ${schoolId} and ${col(attempts.id)} = d.id and ${col(attempts.submittedAt)} is null`);
    },
    /**
     * Marks the assignment deleted and unlinks the notifications that pointed to it (students' and
     * teachers' pages of it), so none leads to a page that now answers 404. Only the school's
     * people can hold such a notification, so their inbox index bounds the update.
     */
    /**
     * Claims the assignment's next reminder: stamps `reminded_at` when the last one is at least
     * `minutes` old (or none was sent), in one statement; otherwise says when the last one was.
     */
    async claimReminder(
      id: number,
      schoolId: number,
      minutes: number,
    ): Promise<{ claimed: true } | { claimed: false; remindedAt: Date; now: Date }> {
      const [claimed] = await db
        .update(assignments)
        .set({ remindedAt: sql`now()` })
        .where(
          and(
            eq(assignments.schoolId, schoolId),
            eq(assignments.id, id),
            sql`(${col(assignments.remindedAt)} is null
              or ${col(assignments.remindedAt)} <= now() - make_interval(mins => ${minutes}))`,
          ),
        )
        .returning({ id: assignments.id });
      if (claimed) return { claimed: true };
      const [row] = await db
        .select({ remindedAt: assignments.remindedAt, now: sql<Date>`now()`.mapWith(assignments.remindedAt) })
        .from(assignments)
        .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id)));
      return { claimed: false, remindedAt: row!.remindedAt!, now: row!.now };
    },

    async softDelete(id: number, schoolId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(assignments)
          .set({ deletedAt: new Date() })
          .where(and(eq(assignments.schoolId, schoolId), eq(assignments.id, id)));
        await tx
          .update(notifications)
          .set({ link: null })
          .where(
            and(
              sql`${col(notifications.userId)} in (select ${col(users.id)} from ${users} where ${col(users.schoolId)} = ${schoolId})`,
              sql`${col(notifications.link)} ~ ${`^/(student|teacher)/assignments/${id}(/|$)`}`,
            ),
          );
      });
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
