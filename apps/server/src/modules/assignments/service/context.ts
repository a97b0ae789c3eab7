// The assignments service's shared state and helpers: repositories, loading as the caller may, reply shapes, input checks.
import type {
  Assignment,
  AssignmentKind,
  PracticeSet,
  PracticeStudent,
  AssignmentSummary,
  StudentAssignment,
  StudentAssignmentStatus,
} from '@markwell/contracts';
import { assignmentStatus } from '@markwell/domain/exams/index';
import { practiceStarted } from '@markwell/domain/learning/index';
import type { Db } from '../../../db/client';
import { type AuthUser } from '../../../lib/access';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { createExamTemplatesService } from '../../exam-templates/index';
import { notify } from '../../notifications/index';
import {
  createAssignmentsRepository,
  type AssignmentRow,
  type ExtraTimeInput,
  type TargetsInput,
} from '../assignments.repository';
import { createPracticeRepository } from '../practice.repository';
import { practiceProgressOf } from '../practice.service';
import { canEdit } from '../assignments.policy';
import {
  type AssignmentInput,
  type AssignmentsDeps,
  type SummaryRow,
  iso,
  isoOrNull,
  mailDate,
  schoolOf,
  studentLinkOf,
  targetOf,
} from './shared';
import { mayMark } from '../assignments.policy';

export function createAssignmentsContext(db: Db, deps: AssignmentsDeps) {
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

  return {
    db,
    deps,
    repo,
    practice,
    templates,
    practiceJson,
    practiceStudents,
    loadForTeacher,
    loadEditable,
    targetsJson,
    summary,
    detail,
    studentPractice,
    studentJson,
    checkInput,
    checkPractice,
    notifySet,
    createPractice,
  };
}

export type AssignmentsContext = ReturnType<typeof createAssignmentsContext>;
