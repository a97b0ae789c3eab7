import type {
  Assignment,
  AssignmentEmailKind,
  AssignmentKind,
  PracticeSet,
  PracticeStudent,
  AssignmentPage,
  AssignmentSummary,
  StudentAssignment,
  StudentAssignmentPage,
  StudentAssignmentStatus,
} from '@markwell/contracts';
import { assignmentStatus, computeDeadline } from '@markwell/domain/exams/index';
import { practiceStarted, type PracticeTarget } from '@markwell/domain/learning/index';
import { formatDateUtc } from '@markwell/domain/time/index';
import type { Db } from '../../db/client';
import { type AuthUser, callerSchoolId } from '../../lib/access';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import { createExamTemplatesService } from '../exam-templates/index';
import { notify } from '../notifications/index';
import {
  createAssignmentsRepository,
  type AssignmentRow,
  type AssignmentsRepository,
  type ExtraTimeInput,
  type TargetsInput,
  type WhenFilter,
} from './assignments.repository';
import { createPracticeRepository } from './practice.repository';
import { practiceProgressOf } from './practice.service';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null | undefined) => (d ? iso(d) : null);

/** "23.11.2026 14:00 UTC": e-mails go to people in any time zone, so the zone is said. */
function mailDate(d: Date) {
  return `${formatDateUtc(d, 'DD.MM.YYYY HH:mm')} UTC`;
}

export interface AssignmentInput {
  kind?: AssignmentKind | undefined;
  template_id?: number | undefined;
  lesson_ids?: number[] | undefined;
  topic_id?: number | undefined;
  target_lessons_completed?: boolean | undefined;
  target_score?: number | null | undefined;
  title?: string | undefined;
  opens_at?: string | undefined;
  due_at?: string | undefined;
  time_limit_seconds?: number | null | undefined;
  one_per_page?: boolean | undefined;
  targets?: { group_ids: number[]; subgroups: string[]; student_ids: number[] } | undefined;
  extra_time?:
    | { student_id: number; extra_minutes?: number | null | undefined; extra_percent?: number | null | undefined }[]
    | undefined;
}

export interface AssignmentsDeps {
  /** Needed only to e-mail students (the demo seed sets assignments without it). */
  mail?: Mailer | undefined;
  /** Absolute site URL, for the links in e-mails. */
  publicUrl: string;
  /** Minutes between two reminders of one assignment (ASSIGNMENT_REMINDER_INTERVAL_MINUTES); unset: 60. */
  reminderIntervalMinutes?: number | undefined;
}

type SummaryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAssignmentsRepository>['find']>>>;

/** The student's page of an assignment: the link of every notification and e-mail about it. */
export const studentAssignmentPath = (id: number) => `/student/assignments/${id}`;

/** Practice is not sat on a page of its own: its notifications lead to the student's list of set work. */
const studentLinkOf = (a: { id: number; kind: AssignmentKind }) =>
  a.kind === 'practice' ? `/student/assignments#practice-${a.id}` : studentAssignmentPath(a.id);

const targetOf = (a: AssignmentRow): PracticeTarget => ({
  lessonsCompleted: a.targetLessonsCompleted,
  score: a.targetScore,
});

const schoolOf = (user: AuthUser) => callerSchoolId(user);

/** Who may change an assignment: the teacher who set it, or a school admin of its school. */
function canEdit(user: AuthUser, a: AssignmentRow) {
  return a.schoolId === user.schoolId && (a.createdBy === user.id || user.role === 'schooladmin');
}

/**
 * Who may mark an assignment, release or take back its marks, give feedback and read its marking:
 * a school admin of its school, the teacher who set it, and the teachers of a class it is set to.
 * Other teachers of the school may see the assignment but not its students' marks.
 */
export async function mayMark(db: Db, user: AuthUser, a: { id: number; schoolId: number }): Promise<boolean> {
  if (a.schoolId !== user.schoolId) return false;
  if (user.role === 'schooladmin') return true;
  if (user.role !== 'teacher') return false;
  return createAssignmentsRepository(db).isResponsible(a.id, a.schoolId, user.id);
}

/**
 * Assignments: a template set by a teacher to classes, subgroups and single students of their
 * school, with times, an optional time limit and per-student extra time; students see those set
 * to them with where they stand; teachers e-mail and notify them.
 */
/**
 * A change of due time, time limit or extra time applies to attempts already being sat, too: each
 * open attempt's deadline is worked out again from when it started, by the same rule as at the
 * start. A deadline moved into the past closes the attempt (the auto-submit sweep submits it).
 */
async function moveOpenDeadlines(
  r: AssignmentsRepository,
  assignmentId: number,
  schoolId: number,
  times: { dueAt: Date; timeLimitSeconds: number | null },
) {
  const open = await r.openAttemptsWithExtraTime(assignmentId, schoolId);
  await r.setDeadlines(
    schoolId,
    open.map((o) => ({
      id: o.id,
      deadlineAt: computeDeadline({
        startedAt: o.startedAt,
        dueAt: times.dueAt,
        timeLimitSeconds: times.timeLimitSeconds,
        extra: { extraMinutes: o.extraMinutes, extraPercent: o.extraPercent },
      }),
    })),
  );
}

export function createAssignmentsService(db: Db, deps: AssignmentsDeps = { publicUrl: '' }) {
  const repo = createAssignmentsRepository(db);
  const practice = createPracticeRepository(db);
  const templates = createExamTemplatesService(db);

  type LessonList = Awaited<ReturnType<typeof practice.lessonsOf>> extends Map<number, infer L> ? L : never;
  function practiceJson(a: AssignmentRow, lessons: LessonList | undefined): PracticeSet | null {
    if (a.kind !== 'practice') return null;
    return {
      topic_id: a.practiceTopicId,
      lessons: (lessons ?? []).map((l) => ({ lesson_id: l.lessonId, name: l.name, topic_name: l.topicName })),
      target_lessons_completed: a.targetLessonsCompleted,
      target_score: a.targetScore,
    };
  }

  /** Every student's progress toward a practice's target, in the order given. */
  async function practiceStudents(
    a: AssignmentRow,
    students: { id: number; name: string }[],
    lessons: LessonList,
  ): Promise<PracticeStudent[]> {
    const lessonIds = lessons.map((l) => l.lessonId);
    const progress = await practice.progress(
      a.schoolId,
      students.map((s) => s.id),
      lessonIds,
    );
    return students.map((s) => ({
      student_id: s.id,
      name: s.name,
      ...practiceProgressOf(s.id, lessonIds, targetOf(a), progress),
    }));
  }

  /** An assignment of the teacher's school; another school's (or a deleted one) is missing. */
  async function loadForTeacher(user: AuthUser, id: number) {
    const row = await repo.find(id, schoolOf(user));
    if (!row) throw notFound('Assignment');
    return row;
  }

  async function loadEditable(user: AuthUser, id: number) {
    const row = await loadForTeacher(user, id);
    if (!canEdit(user, row.assignment))
      throw forbidden('Only the teacher who set it (or a school admin) may change it');
    return row;
  }

  type TargetRow = Awaited<ReturnType<typeof repo.targetsOf>>[number];
  async function targetsJson(id: number, schoolId: number, loaded?: TargetRow[]) {
    const rows = loaded ?? (await repo.targetsOf(id, schoolId));
    return rows.map((r) => ({
      kind: r.kind,
      group_id: r.groupId,
      tag: r.tag,
      student_id: r.studentId,
      label: (r.kind === 'group' ? r.groupName : r.kind === 'student' ? r.studentName : r.tag) ?? '',
    }));
  }

  async function summary(
    row: SummaryRow,
    counts?: {
      studentCount: number;
      startedCount: number;
      submittedCount: number;
      releasedCount: number;
      toMarkCount: number;
    },
    targets?: TargetRow[],
    lessons?: LessonList,
  ): Promise<AssignmentSummary> {
    const a = row.assignment;
    const c = counts ?? (await repo.counts(a.id, a.schoolId));
    const set =
      a.kind === 'practice' ? (lessons ?? (await practice.lessonsOf([a.id], a.schoolId)).get(a.id) ?? []) : undefined;
    return {
      id: a.id,
      school_id: a.schoolId,
      kind: a.kind,
      practice: practiceJson(a, set),
      template_id: a.templateId,
      template_name: row.templateName,
      title: a.title,
      opens_at: iso(a.opensAt),
      due_at: iso(a.dueAt),
      time_limit_seconds: a.timeLimitSeconds,
      one_per_page: a.onePerPage,
      total_marks: row.totalMarks,
      question_count: row.questionCount,
      created_by: a.createdBy,
      targets: await targetsJson(a.id, a.schoolId, targets),
      student_count: c.studentCount,
      started_count: c.startedCount,
      submitted_count: c.submittedCount,
      released_count: c.releasedCount,
      to_mark_count: c.toMarkCount,
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    };
  }

  async function detail(row: SummaryRow, user: AuthUser): Promise<Assignment> {
    const a = row.assignment;
    const [students, extra, canMark, mockSessionId, lessons, toMarkCount] = await Promise.all([
      repo.studentsOf(a.id, a.schoolId),
      repo.extraTimeOf(a.id, a.schoolId),
      mayMark(db, user, a),
      repo.mockSessionOf(a.id, a.schoolId),
      a.kind === 'practice' ? practice.lessonsOf([a.id], a.schoolId).then((m) => m.get(a.id) ?? []) : undefined,
      // the list's own count, so the assignment page, the list and the home say the same
      repo.toMarkCount(a.id, a.schoolId),
    ]);
    // Practice progress is each student's own work: only those who may mark the work read it.
    const practiceRows = lessons && canMark ? await practiceStudents(a, students, lessons) : [];
    const now = new Date();
    const studentsJson = students.map((s) => ({
      student_id: s.id,
      name: s.name,
      status: assignmentStatus(s.startedAt ? s : null, now) as StudentAssignmentStatus,
      started_at: isoOrNull(s.startedAt),
      last_saved_at: isoOrNull(s.lastSavedAt),
      submitted_at: isoOrNull(s.submittedAt),
    }));
    const base = await summary(
      row,
      {
        studentCount: students.length,
        startedCount: students.filter((s) => s.startedAt).length,
        submittedCount: studentsJson.filter((s) => s.status === 'submitted' || s.status === 'marked').length,
        releasedCount: studentsJson.filter((s) => s.status === 'marked').length,
        toMarkCount,
      },
      undefined,
      lessons,
    );
    return {
      ...base,
      extra_time: extra.map((e) => ({
        student_id: e.studentId,
        student_name: e.studentName,
        extra_minutes: e.extraMinutes,
        extra_percent: e.extraPercent,
      })),
      students: studentsJson,
      practice_students: practiceRows,
      can_mark: canMark,
      mock_session_id: mockSessionId,
    };
  }

  type StudentRow = NonNullable<Awaited<ReturnType<typeof repo.findForStudent>>>;

  /** The set lessons and the student's progress of each practice among rows, by assignment id. */
  async function studentPractice(rows: StudentRow[], student: { id: number; schoolId: number }) {
    const byId = new Map<number, NonNullable<StudentAssignment['practice']>>();
    const practiceRows = rows.filter((r) => r.assignment.kind === 'practice');
    if (!practiceRows.length) return byId;
    const lessons = await practice.lessonsOf(
      practiceRows.map((r) => r.assignment.id),
      student.schoolId,
    );
    const allLessons = [...new Set([...lessons.values()].flat().map((l) => l.lessonId))];
    const progress = await practice.progress(student.schoolId, [student.id], allLessons);
    for (const r of practiceRows) {
      const set = lessons.get(r.assignment.id) ?? [];
      const json = practiceJson(r.assignment, set)!;
      const lessonIds = set.map((l) => l.lessonId);
      byId.set(r.assignment.id, {
        ...json,
        progress: practiceProgressOf(student.id, lessonIds, targetOf(r.assignment), progress),
      });
    }
    return byId;
  }

  function studentJson(row: StudentRow, practiceOf?: StudentAssignment['practice']): StudentAssignment {
    const a = row.assignment;
    const attempt = row.attempt?.startedAt ? row.attempt : null;
    const p = practiceOf ?? null;
    const status: StudentAssignmentStatus = p
      ? p.progress.met
        ? 'submitted'
        : practiceStarted(p.progress.lessons)
          ? 'in_progress'
          : 'to_do'
      : (assignmentStatus(attempt) as StudentAssignmentStatus);
    return {
      id: a.id,
      kind: a.kind,
      practice: p,
      title: a.title,
      template_name: row.templateName,
      instructions: row.instructions,
      opens_at: iso(a.opensAt),
      due_at: iso(a.dueAt),
      time_limit_seconds: a.timeLimitSeconds,
      extra_minutes: row.extraMinutes,
      extra_percent: row.extraPercent,
      one_per_page: a.onePerPage,
      total_marks: row.totalMarks,
      question_count: row.questionCount,
      status,
      started_at: isoOrNull(attempt?.startedAt),
      deadline_at: isoOrNull(attempt?.deadlineAt),
      submitted_at: isoOrNull(attempt?.submittedAt),
      // null until released: the statement sums the marks only then
      marks: attempt?.releasedMarks ?? null,
      max_marks: attempt?.releasedMaxMarks ?? null,
      no_credit: attempt?.noCredit ?? false,
    };
  }

  /**
   * Checks what an assignment is set to: only the teacher's own classes (a school admin: any of
   * the school's), subgroups and students of their school; times in order; extra time once per student.
   */
  async function checkInput(user: AuthUser, schoolId: number, input: AssignmentInput, current: AssignmentRow | null) {
    const problems: { path: string; message: string }[] = [];
    const opensAt = input.opens_at ? new Date(input.opens_at) : current?.opensAt;
    const dueAt = input.due_at ? new Date(input.due_at) : current?.dueAt;
    if (opensAt && dueAt && dueAt <= opensAt) problems.push({ path: 'body.due_at', message: 'Must be after opens_at' });
    if (input.due_at && dueAt && dueAt.getTime() <= Date.now() && (!current || input.due_at !== iso(current.dueAt)))
      problems.push({ path: 'body.due_at', message: 'Must be in the future' });

    let targets: TargetsInput | null = null;
    if (input.targets) {
      const t = input.targets;
      targets = {
        groupIds: [...new Set(t.group_ids)],
        subgroups: [...new Set(t.subgroups)],
        studentIds: [...new Set(t.student_ids)],
      };
      if (!targets.groupIds.length && !targets.subgroups.length && !targets.studentIds.length)
        problems.push({ path: 'body.targets', message: 'Set it to at least one class, subgroup or student' });
      const groups = new Map((await repo.groupsIn(schoolId, targets.groupIds, user.id)).map((g) => [g.id, g]));
      t.group_ids.forEach((g, i) => {
        const found = groups.get(g);
        if (!found || (user.role !== 'schooladmin' && !found.taught))
          problems.push({ path: `body.targets.group_ids.${i}`, message: 'Not one of your classes' });
      });
      const tags = new Set(await repo.tagsIn(schoolId, targets.subgroups));
      t.subgroups.forEach((s, i) => {
        if (!tags.has(s))
          problems.push({
            path: `body.targets.subgroups.${i}`,
            message: 'No student of your school is in this subgroup',
          });
      });
      const students = new Set(await repo.studentsIn(schoolId, targets.studentIds));
      t.student_ids.forEach((s, i) => {
        if (!students.has(s))
          problems.push({ path: `body.targets.student_ids.${i}`, message: 'Not a student of your school' });
      });
    }

    let extra: ExtraTimeInput[] | null = null;
    if (input.extra_time) {
      const ids = input.extra_time.map((e) => e.student_id);
      const known = new Set(await repo.studentsIn(schoolId, ids));
      const seen = new Set<number>();
      input.extra_time.forEach((e, i) => {
        if (!known.has(e.student_id))
          problems.push({ path: `body.extra_time.${i}.student_id`, message: 'Not a student of your school' });
        if (seen.has(e.student_id))
          problems.push({ path: `body.extra_time.${i}.student_id`, message: 'Extra time is given once per student' });
        seen.add(e.student_id);
      });
      extra = input.extra_time.map((e) => ({
        studentId: e.student_id,
        extraMinutes: e.extra_minutes ?? null,
        extraPercent: e.extra_minutes == null ? (e.extra_percent ?? null) : null,
      }));
    }
    if (problems.length)
      throw badRequest('invalid_assignment', 'The assignment cannot be set like this', { errors: problems });
    return { targets, extra };
  }

  /**
   * Checks what practice sets: lessons that exist (or a topic, for all its lessons), no exam
   * fields, and a target (lessons completed and/or a live score). `current`: the practice changed.
   */
  async function checkPractice(input: AssignmentInput, current: AssignmentRow | null) {
    const problems: { path: string; message: string }[] = [];
    for (const field of ['time_limit_seconds', 'one_per_page', 'extra_time', 'template_id'] as const) {
      const v = input[field];
      if (
        v !== undefined &&
        v !== null &&
        !(field === 'one_per_page' && v === false) &&
        !(Array.isArray(v) && !v.length)
      )
        problems.push({ path: `body.${field}`, message: 'Practice has no template, time limit or extra time' });
    }
    let lessonIds: number[] | null = null;
    let topicId: number | null = current?.practiceTopicId ?? null;
    if (!current) {
      if (input.topic_id !== undefined && input.lesson_ids?.length)
        problems.push({ path: 'body.topic_id', message: 'Give lesson_ids or topic_id, not both' });
      else if (input.topic_id !== undefined) {
        const found = await practice.topicLessons(input.topic_id);
        if (!found) problems.push({ path: 'body.topic_id', message: 'No such topic' });
        else if (!found.length) problems.push({ path: 'body.topic_id', message: 'This topic has no lessons' });
        else {
          lessonIds = found;
          topicId = input.topic_id;
        }
      } else if (input.lesson_ids?.length) {
        const known = await practice.lessonsIn(input.lesson_ids);
        input.lesson_ids.forEach((l, i) => {
          if (!known.has(l)) problems.push({ path: `body.lesson_ids.${i}`, message: 'No such lesson' });
        });
        lessonIds = [...new Set(input.lesson_ids)];
      } else problems.push({ path: 'body.lesson_ids', message: 'Set at least one lesson or a topic' });
    } else if (input.lesson_ids !== undefined || input.topic_id !== undefined) {
      problems.push({ path: 'body.lesson_ids', message: 'The lessons of set practice do not change' });
    }
    const lessonsCompleted = input.target_lessons_completed ?? current?.targetLessonsCompleted ?? false;
    const score = input.target_score !== undefined ? input.target_score : (current?.targetScore ?? null);
    if (!lessonsCompleted && score === null)
      problems.push({
        path: 'body.target_score',
        message: 'Give a target: lessons completed, a live score to reach, or both',
      });
    if (problems.length)
      throw badRequest('invalid_assignment', 'The assignment cannot be set like this', { errors: problems });
    return { lessonIds, topicId, lessonsCompleted, score };
  }

  async function notifySet(
    t: Db,
    row: { id: number; kind: AssignmentKind; title: string; dueAt: Date },
    studentIds: number[],
  ) {
    return notify(t, studentIds, {
      title: `${row.kind === 'practice' ? 'New practice' : 'New assignment'}: ${row.title}`,
      body: `Due ${mailDate(row.dueAt)}.`,
      link: studentLinkOf(row),
    });
  }

  /** Sets lessons as practice with a target, to students of the caller's school; notifies them. */
  async function createPractice(
    user: AuthUser,
    schoolId: number,
    input: AssignmentInput & { opens_at: string; due_at: string; notify?: boolean | undefined },
  ): Promise<Assignment> {
    const set = await checkPractice(input, null);
    const { targets } = await checkInput(user, schoolId, input, null);
    const lessonIds = set.lessonIds!;
    const title = input.title ?? (await practice.defaultTitle(set.topicId, lessonIds));
    const id = await db.transaction(async (t) => {
      const r = createAssignmentsRepository(t);
      const newId = await r.insert({
        schoolId,
        kind: 'practice',
        templateId: null,
        createdBy: user.id,
        title,
        opensAt: new Date(input.opens_at),
        dueAt: new Date(input.due_at),
        timeLimitSeconds: null,
        onePerPage: false,
        practiceTopicId: set.topicId,
        targetLessonsCompleted: set.lessonsCompleted,
        targetScore: set.score,
      });
      await r.replaceTargets(newId, schoolId, targets!);
      await createPracticeRepository(t).replaceLessons(newId, schoolId, lessonIds);
      if (input.notify !== false) {
        const students = await r.studentsOf(newId, schoolId);
        await notifySet(
          t,
          { id: newId, kind: 'practice', title, dueAt: new Date(input.due_at) },
          students.map((s) => s.id),
        );
      }
      return newId;
    });
    return detail((await repo.find(id, schoolId))!, user);
  }

  const mailText: Record<AssignmentEmailKind, { subject: (title: string) => string; lead: string; notice: string }> = {
    new: { subject: (t) => `New assignment: ${t}`, lead: 'You have a new assignment', notice: 'New assignment' },
    reminder: { subject: (t) => `Reminder: ${t}`, lead: 'A reminder about your assignment', notice: 'Reminder' },
    changed: { subject: (t) => `Changed: ${t}`, lead: 'Your assignment has changed', notice: 'Assignment changed' },
  };

  return {
    /** Sets a template to students of the caller's school; notifies each of them in the app. */
    async create(
      user: AuthUser,
      input: AssignmentInput & {
        opens_at: string;
        due_at: string;
        targets: NonNullable<AssignmentInput['targets']>;
        notify?: boolean | undefined;
      },
    ): Promise<Assignment> {
      const schoolId = schoolOf(user);
      if (input.kind === 'practice') return createPractice(user, schoolId, input);
      for (const field of ['lesson_ids', 'topic_id', 'target_lessons_completed', 'target_score'] as const)
        if (input[field] !== undefined)
          throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
            errors: [{ path: `body.${field}`, message: 'Only practice sets lessons and targets' }],
          });
      if (input.template_id === undefined)
        throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
          errors: [{ path: 'body.template_id', message: 'An exam sets a template' }],
        });
      const template = await templates.findForAssignment(user, input.template_id).catch((e: unknown) => {
        // The template is named in the body: a missing one is a field problem, not a missing resource.
        if (e instanceof AppError && e.status === 404)
          throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
            errors: [{ path: 'body.template_id', message: 'No such template' }],
          });
        throw e;
      });
      const { targets, extra } = await checkInput(user, schoolId, input, null);
      const id = await db.transaction(async (t) => {
        const r = createAssignmentsRepository(t);
        const newId = await r.insert({
          schoolId,
          templateId: template.id,
          createdBy: user.id,
          title: input.title ?? template.name,
          opensAt: new Date(input.opens_at),
          dueAt: new Date(input.due_at),
          timeLimitSeconds:
            input.time_limit_seconds === undefined ? template.timeLimitSeconds : input.time_limit_seconds,
          onePerPage: input.one_per_page ?? false,
        });
        await r.replaceTargets(newId, schoolId, targets!);
        await r.replaceExtraTime(newId, schoolId, extra ?? []);
        if (input.notify !== false) {
          const students = await r.studentsOf(newId, schoolId);
          await notifySet(
            t,
            { id: newId, kind: 'exam', title: input.title ?? template.name, dueAt: new Date(input.due_at) },
            students.map((s) => s.id),
          );
        }
        return newId;
      });
      return detail((await repo.find(id, schoolId))!, user);
    },

    /** A teacher gets the assignment with every student's progress; a student their own view (404 when not set to them). */
    async get(user: AuthUser, id: number): Promise<Assignment | StudentAssignment> {
      if (user.role === 'student') {
        const student = { id: user.id, schoolId: schoolOf(user) };
        const row = await repo.findForStudent(id, student);
        if (!row) throw notFound('Assignment');
        return studentJson(row, (await studentPractice([row], student)).get(row.assignment.id));
      }
      return detail(await loadForTeacher(user, id), user);
    },

    async list(
      user: AuthUser,
      q: {
        when: WhenFilter;
        group?: number | undefined;
        template?: number | undefined;
        to_mark?: boolean | undefined;
        status?: StudentAssignmentStatus | undefined;
        page: number;
        limit: number;
      },
    ): Promise<AssignmentPage | StudentAssignmentPage> {
      const schoolId = schoolOf(user);
      const page = { limit: q.limit, offset: (q.page - 1) * q.limit };
      if (user.role === 'student') {
        const student = { id: user.id, schoolId };
        const { rows, total } = await repo.listForStudent(student, { when: q.when, status: q.status }, page);
        const practiceOf = await studentPractice(rows, student);
        return {
          items: rows.map((r) => studentJson(r, practiceOf.get(r.assignment.id))),
          total,
          page: q.page,
          limit: q.limit,
        };
      }
      const { rows, total } = await repo.listForSchool(
        schoolId,
        {
          teacherId: user.role === 'schooladmin' ? undefined : user.id,
          when: q.when,
          group: q.group,
          template: q.template,
          toMark: q.to_mark,
        },
        page,
      );
      // Every row's targets in one statement, not one per row.
      const targets = await repo.targetsOfMany(
        rows.map((r) => r.assignment.id),
        schoolId,
      );
      const lessons = await practice.lessonsOf(
        rows.filter((r) => r.assignment.kind === 'practice').map((r) => r.assignment.id),
        schoolId,
      );
      const items = await Promise.all(
        rows.map((r) => summary(r, r, targets.get(r.assignment.id) ?? [], lessons.get(r.assignment.id) ?? [])),
      );
      return { items, total, page: q.page, limit: q.limit };
    },

    /** Changes an assignment; `targets` and `extra_time` replace the lists. Students newly set to it are notified. */
    async update(user: AuthUser, id: number, input: AssignmentInput): Promise<Assignment> {
      const row = await loadEditable(user, id);
      const a = row.assignment;
      const practiceChange = a.kind === 'practice' ? await checkPractice(input, a) : null;
      if (!practiceChange)
        for (const field of ['lesson_ids', 'topic_id', 'target_lessons_completed', 'target_score'] as const)
          if (input[field] !== undefined)
            throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
              errors: [{ path: `body.${field}`, message: 'Only practice sets lessons and targets' }],
            });
      const { targets, extra } = await checkInput(user, a.schoolId, input, a);
      await db.transaction(async (t) => {
        const r = createAssignmentsRepository(t);
        const before = targets ? new Set((await r.studentsOf(id, a.schoolId)).map((s) => s.id)) : null;
        await r.update(id, a.schoolId, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.opens_at !== undefined ? { opensAt: new Date(input.opens_at) } : {}),
          ...(input.due_at !== undefined ? { dueAt: new Date(input.due_at) } : {}),
          ...(input.time_limit_seconds !== undefined ? { timeLimitSeconds: input.time_limit_seconds } : {}),
          ...(input.one_per_page !== undefined ? { onePerPage: input.one_per_page } : {}),
          ...(practiceChange
            ? { targetLessonsCompleted: practiceChange.lessonsCompleted, targetScore: practiceChange.score }
            : {}),
        });
        if (targets) await r.replaceTargets(id, a.schoolId, targets);
        if (extra) await r.replaceExtraTime(id, a.schoolId, extra);
        if (input.due_at !== undefined || input.time_limit_seconds !== undefined || extra) {
          await moveOpenDeadlines(r, id, a.schoolId, {
            dueAt: input.due_at !== undefined ? new Date(input.due_at) : a.dueAt,
            timeLimitSeconds: input.time_limit_seconds !== undefined ? input.time_limit_seconds : a.timeLimitSeconds,
          });
        }
        if (before) {
          const added = (await r.studentsOf(id, a.schoolId)).map((s) => s.id).filter((s) => !before.has(s));
          const title = input.title ?? a.title;
          const dueAt = input.due_at ? new Date(input.due_at) : a.dueAt;
          if (added.length) await notifySet(t, { id, kind: a.kind, title, dueAt }, added);
        }
      });
      return detail((await repo.find(id, a.schoolId))!, user);
    },

    /**
     * Deletes an assignment (kept, marked deleted, so attempts keep what they point at). When
     * students have started it: 400 `assignment_started` unless `confirm`.
     */
    async remove(user: AuthUser, id: number, confirm: boolean) {
      const { assignment } = await loadEditable(user, id);
      const c = await repo.counts(id, assignment.schoolId);
      if (c.startedCount > 0 && !confirm) {
        throw new AppError(
          400,
          'assignment_started',
          `${c.startedCount} student(s) have started this assignment; send confirm=true to delete it`,
          { started_count: c.startedCount, submitted_count: c.submittedCount },
        );
      }
      await repo.softDelete(id, assignment.schoolId);
      return { success: true as const };
    },

    /**
     * E-mails the students of an assignment (new / reminder / changed) through the mail outbox and
     * raises the same message as an in-app notification. Reminders skip students who have submitted.
     */
    async email(
      user: AuthUser,
      id: number,
      kind: AssignmentEmailKind,
      opts: { message?: string | undefined; only_not_submitted?: boolean | undefined } | null | undefined,
    ) {
      const mail = deps.mail;
      if (!mail) throw new Error('createAssignmentsService: mail is required to e-mail students');
      const row = await loadEditable(user, id);
      const a = row.assignment;
      if (kind === 'reminder') {
        // One reminder per assignment per interval, whoever sends it: claimed atomically first,
        // so concurrent clicks send one batch.
        const minutes = deps.reminderIntervalMinutes ?? 60;
        const claim = await repo.claimReminder(id, a.schoolId, minutes);
        if (!claim.claimed) {
          const next = new Date(claim.remindedAt.getTime() + minutes * 60_000);
          const wait = Math.max(1, Math.ceil((next.getTime() - claim.now.getTime()) / 1000));
          throw new AppError(
            429,
            'reminder_too_soon',
            `A reminder for this assignment was sent at ${mailDate(claim.remindedAt)}; the next may be sent from ${mailDate(next)}.`,
            { next_allowed_at: next.toISOString(), retry_after: wait },
          );
        }
      }
      const onlyOpen = opts?.only_not_submitted ?? kind === 'reminder';
      const now = new Date();
      const everyone = await repo.studentsOf(id, a.schoolId);
      // Practice: "not submitted" is "target not met yet".
      const met = new Set<number>();
      if (a.kind === 'practice' && onlyOpen) {
        const lessons = (await practice.lessonsOf([id], a.schoolId)).get(id) ?? [];
        for (const p of await practiceStudents(a, everyone, lessons)) if (p.met) met.add(p.student_id);
      }
      const students = everyone.filter((s) => {
        if (!onlyOpen) return true;
        if (a.kind === 'practice') return !met.has(s.id);
        const status = assignmentStatus(s.startedAt ? s : null, now);
        return status === 'to_do' || status === 'in_progress';
      });
      const text = mailText[kind];
      const link = `${deps.publicUrl.replace(/\/$/, '')}${studentLinkOf(a)}`;
      const limit = a.timeLimitSeconds ? `Time limit: ${Math.round(a.timeLimitSeconds / 60)} minutes.\n` : '';
      const goal =
        a.kind === 'practice'
          ? `Target: ${[
              a.targetLessonsCompleted ? 'complete every set lesson' : null,
              a.targetScore !== null ? `a live score of ${a.targetScore}% on each set lesson` : null,
            ]
              .filter(Boolean)
              .join(' and ')}.\n`
          : '';
      await mail.sendMany(
        students.map((s) => ({
          to: s.email,
          subject: text.subject(a.title),
          text:
            `Hello ${s.name},\n\n${text.lead} from ${user.name}: "${a.title}".\n` +
            `Opens: ${mailDate(a.opensAt)}\nDue: ${mailDate(a.dueAt)}\n${limit}${goal}` +
            (opts?.message ? `\n${opts.message}\n` : '') +
            `\nOpen it here: ${link}\n`,
        })),
      );
      const notified = await notify(
        db,
        students.map((s) => s.id),
        {
          title: `${text.notice}: ${a.title}`,
          body: opts?.message ?? `Due ${mailDate(a.dueAt)}.`,
          link: studentLinkOf(a),
        },
      );
      return { emailed: students.length, notified };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
