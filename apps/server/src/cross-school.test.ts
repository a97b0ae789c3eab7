import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyCourses,
  academyLessons,
  answerMarks,
  dashboardFilters,
  assignments,
  attempts,
  courses,
  curricula,
  examTemplates,
  invoices,
  markingComments,
  markingPoints,
  markQueries,
  messageThreads,
  mockAssignments,
  notifications,
  questions,
  schoolGroups,
  subscriptions,
  subscriptionSubjects,
  users,
} from './db/schema/index';
import { factories } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A third school, made here, against the two demo schools: every school-scoped read shows a
 * school only its own rows, and ids of another school are answered exactly like missing ones.
 * The lists are compared exactly with what this file made, so the demo seed can grow without
 * breaking them.
 */
let t: TestApp;
let hill: {
  id: number;
  admin: { userId: number };
  teacher: { userId: number };
  student: { userId: number };
  classId: number;
  chem: number;
  bio: number;
  chemCourseIds: number[];
  northfield: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  const [chem] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Chemistry'));
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const school = await f.buildSchool({ name: 'Hillside High', curriculaIds: [chem!.id] });
  const teacher = await f.buildTeacher(school.id, { name: 'Hana Hill' });
  const group = await f.buildClass(school.id, {
    name: 'H1 Chemistry',
    curriculaIds: [chem!.id],
    teacherIds: [teacher.id],
  });
  const student = await f.buildStudent(school.id, { name: 'Hugo Hill', groupIds: [group.id], tags: ['Set H'] });
  const [northfieldTeacher] = await t.db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, await t.userId('teacher')));
  const chemCourses = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.curriculaId, chem!.id));
  hill = {
    id: school.id,
    admin: { userId: school.owner.id },
    teacher: { userId: teacher.id },
    student: { userId: student.id },
    classId: group.id,
    chem: chem!.id,
    bio: bio!.id,
    chemCourseIds: chemCourses.map((c) => c.id).sort((a, b) => a - b),
    northfield: northfieldTeacher!.schoolId!,
  };
});
afterAll(() => t.close());

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

describe('a school sees only its own rows', () => {
  it('GET /schools/:id/curriculas/maf: its own curricula; another school’s id is refused', async () => {
    const own = await t.request(hill.teacher, get(`/api/v2/schools/${hill.id}/curriculas/maf`));
    expect(own.statusCode).toBe(200);
    expect(own.json().map((c: { id: number }) => c.id)).toEqual([hill.chem]);
    const other = await t.request(hill.teacher, get(`/api/v2/schools/${hill.northfield}/curriculas/maf`));
    expect(other.statusCode).toBe(404);
    const back = await t.request('teacher', get(`/api/v2/schools/${hill.id}/curriculas/maf`));
    expect(back.statusCode).toBe(404);
  });

  it('GET /curriculases/:id/courses/lessons: a curriculum the school does not follow is a 404', async () => {
    const own = await t.request(hill.teacher, get(`/api/v2/curriculases/${hill.chem}/courses/lessons`));
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .map((c: { id: number }) => c.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(hill.chemCourseIds);
    expect((await t.request(hill.teacher, get(`/api/v2/curriculases/${hill.bio}/courses/lessons`))).statusCode).toBe(
      404,
    );
  });

  it('GET /skills: only the skills of curricula the school follows; another curriculum is a 404', async () => {
    const own = await t.request(hill.teacher, get('/api/v2/skills'));
    expect(own.statusCode).toBe(200);
    expect(own.json().every((s: { curricula_id: number }) => s.curricula_id === hill.chem)).toBe(true);
    expect((await t.request(hill.teacher, get(`/api/v2/skills?curricula=${hill.bio}`))).statusCode).toBe(404);
    expect((await t.request(hill.teacher, get(`/api/v2/skills?curricula=${hill.chem}`))).statusCode).toBe(200);
  });

  it('POST /sendproblem: a question outside the school’s curricula is answered like a missing one', async () => {
    const [bioQuestion] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.curriculaId, hill.bio));
    const report = (questionId: number) =>
      t.request(hill.teacher, post('/api/v2/sendproblem', { type: 'question', questionId, message: 'typo' }));
    const outside = await report(bioQuestion!.id);
    const missing = await report(2_000_000_000);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ ...missing.json(), instance: outside.json().instance });
  });

  it('GET /learning/reviews: another school’s class is answered like a missing one', async () => {
    const [northfieldClass] = await t.db
      .select({ id: schoolGroups.id })
      .from(schoolGroups)
      .where(eq(schoolGroups.schoolId, hill.northfield));
    const other = await t.request(hill.teacher, get(`/api/v2/learning/reviews?group_id=${northfieldClass!.id}`));
    const missing = await t.request(hill.teacher, get('/api/v2/learning/reviews?group_id=2000000000'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ...missing.json(), instance: other.json().instance });
    const own = (await t.request(hill.teacher, get('/api/v2/learning/reviews/counts'))).json();
    expect(own).toEqual([{ group_id: hill.classId, group_name: 'H1 Chemistry', to_review: 0 }]);
  });

  it('GET /schoolgroups/courses: only the school’s classes appear', async () => {
    const list = (await t.request(hill.admin, get('/api/v2/schoolgroups/courses'))).json();
    const classIds = new Set(list.flatMap((c: { group_id: number[] }) => c.group_id));
    expect([...classIds]).toEqual([hill.classId]);
    expect(list.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual(hill.chemCourseIds);
    const northfield = (await t.request('schoolAdmin', get('/api/v2/schoolgroups/courses'))).json();
    expect(northfield.flatMap((c: { group_id: number[] }) => c.group_id)).not.toContain(hill.classId);
  });

  it('GET /filters: no class, course link or curriculum of another school', async () => {
    const body = (await t.request(hill.admin, get('/api/v2/filters'))).json();
    expect(body.school_groups.map((g: { id: number }) => g.id)).toEqual([hill.classId]);
    expect(body.curriculas.map((c: { id: number }) => c.id)).toEqual([hill.chem]);
    for (const course of body.courses as { group_id: number[]; curricula_id: number }[]) {
      expect(course.curricula_id).toBe(hill.chem);
      expect(course.group_id.every((id) => id === hill.classId)).toBe(true);
    }
    const northfield = (await t.request('schoolAdmin', get('/api/v2/filters'))).json();
    expect(northfield.school_groups.map((g: { id: number }) => g.id)).not.toContain(hill.classId);
  });

  it('GET /school/overview counts only the school’s own people and classes', async () => {
    const res = await t.request(hill.admin, get('/api/v2/school/overview'));
    expect(res.json()).toEqual({ teachers: 2, classes: 1, students: 1, curricula: 1 });
  });

  it('GET /school/groups/options offers only the school’s subscribed curricula', async () => {
    const { curricula: list } = (await t.request(hill.admin, get('/api/v2/school/groups/options'))).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([hill.chem]);
  });
});

describe('student imports stay inside the school', () => {
  const csvWithClass = (email: string, className: string) => `name,email,class\nIvy Import,${email},${className}\n`;

  it('POST /school/students/import/check does not know another school’s classes', async () => {
    const res = await t.request(
      hill.admin,
      post('/api/v2/school/students/import/check', { csv: csvWithClass('ivy.check@factory.test', '10B Biology') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: false,
      students: [],
      rows: [{ line: 2, errors: [{ code: 'class_unknown', column: 'class' }] }],
    });
  });

  it('POST /school/students/import refuses another school’s class and puts students in the caller’s school', async () => {
    const refused = await t.request(
      hill.admin,
      post('/api/v2/school/students/import', { csv: csvWithClass('ivy.refused@factory.test', '10B Biology') }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'ivy.refused@factory.test'))).toHaveLength(0);

    const ok = await t.request(
      hill.admin,
      post('/api/v2/school/students/import', { csv: csvWithClass('ivy.ok@factory.test', 'H1 Chemistry') }),
    );
    expect(ok.statusCode).toBe(201);
    const [ivy] = await t.db.select().from(users).where(eq(users.email, 'ivy.ok@factory.test'));
    expect(ivy!.schoolId).toBe(hill.id);
    const northfieldStudents = (await t.request('schoolAdmin', get('/api/v2/school/students?query=Ivy'))).json().items;
    expect(JSON.stringify(northfieldStudents)).not.toContain('ivy.ok@factory.test');
  });
});

describe('messages stay in their school', () => {
  it('a class thread reaches only that school; other schools see neither it nor its recipients', async () => {
    const created = await t.request(
      hill.teacher,
      post('/api/v2/messages/threads', {
        to: { kind: 'class', groupId: hill.classId },
        subject: 'Hill news',
        body: 'Hi',
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const hillInbox = (await t.request(hill.teacher, get('/api/v2/messages/threads'))).json();
    expect(hillInbox.items.map((th: { subject: string }) => th.subject)).toEqual(['Hill news']);
    for (const caller of ['teacher', 'student', 'schoolAdmin', 'otherTeacher'] as const) {
      expect((await t.request(caller, get(`/api/v2/messages/threads/${id}`))).statusCode).toBe(404);
      const inbox = (await t.request(caller, get('/api/v2/messages/threads?limit=50'))).json();
      expect(JSON.stringify(inbox)).not.toContain('Hill news');
    }
    const recipients = (await t.request(hill.teacher, get('/api/v2/messages/recipients'))).json();
    const labels = recipients.items.map((o: { label: string }) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['H1 Chemistry', 'Hugo Hill']));
    expect(labels).not.toContain('10B Biology');
    expect(labels).not.toContain('Sophie Student');
    const across = await t.request(
      'teacher',
      post('/api/v2/messages/threads', { to: { kind: 'class', groupId: hill.classId }, subject: 'x', body: 'y' }),
    );
    expect(across.statusCode).toBe(404);
  });
});

/**
 * Every route with an id in its path, tried by Hillside's people with an id of Northfield's: the
 * answer must be the 404 a missing id gets (same status, code, title and detail), so nobody can
 * tell another school's object from one that does not exist. Routes only the platform's staff
 * and admins call see every school and are not probed; any other route with an id in its path
 * must have a probe here, or this file fails.
 */
describe('another school’s ids are answered like missing ones', () => {
  const MISSING = 2_000_000_000;
  interface Probe {
    caller: 'admin' | 'teacher' | 'student';
    /** The id of Northfield's object the path's first parameter names. */
    id: () => number;
    url: (id: number) => string;
    /** A function when the body holds ids found in beforeAll. */
    payload?: Record<string, unknown> | (() => Record<string, unknown>);
  }
  let foreign: Record<
    | 'school'
    | 'assignment'
    | 'template'
    | 'class'
    | 'student'
    | 'teacher'
    | 'thread'
    | 'notification'
    | 'curriculum'
    | 'course'
    | 'question'
    | 'point'
    | 'released'
    | 'releasedStudent'
    | 'markedQuestion'
    | 'markedPoint'
    | 'answerMark'
    | 'comment'
    | 'query'
    | 'invoice'
    | 'subscription'
    | 'subject'
    | 'bioCourse'
    | 'bioLesson'
    | 'savedFilter'
    | 'mockSession'
    | 'mockAssignment'
    | 'practiceAnswer'
    | 'practice',
    number
  >;

  beforeAll(async () => {
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const nf = hill.northfield;
    const bioQuestion = await first(
      t.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.curriculaId, hill.bio), eq(questions.kind, 'maf'))),
    );
    const northfieldStudent = await first(
      t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.schoolId, nf), eq(users.kind, 'student'))),
    );
    foreign = {
      school: nf,
      assignment: (
        await first(
          t.db
            .select({ id: assignments.id })
            .from(assignments)
            .where(and(eq(assignments.schoolId, nf), isNull(assignments.deletedAt))),
        )
      ).id,
      template: (
        await first(
          t.db
            .select({ id: examTemplates.id })
            .from(examTemplates)
            .where(and(eq(examTemplates.schoolId, nf), eq(examTemplates.visibility, 'school'))),
        )
      ).id,
      class: (await first(t.db.select({ id: schoolGroups.id }).from(schoolGroups).where(eq(schoolGroups.schoolId, nf))))
        .id,
      student: northfieldStudent.id,
      teacher: await t.userId('teacher'),
      thread: (
        await first(t.db.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.schoolId, nf)))
      ).id,
      notification: (
        await first(
          t.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(eq(notifications.userId, northfieldStudent.id)),
        )
      ).id,
      curriculum: hill.bio,
      course: (await first(t.db.select({ id: courses.id }).from(courses).where(eq(courses.curriculaId, hill.bio)))).id,
      question: bioQuestion.id,
      point: (
        await first(
          t.db.select({ id: markingPoints.id }).from(markingPoints).where(eq(markingPoints.questionId, bioQuestion.id)),
        )
      ).id,
      ...(await markedWork(nf)),
      ...(await billing(nf)),
      ...(await academy()),
      savedFilter: (
        await first(
          t.db.select({ id: dashboardFilters.id }).from(dashboardFilters).where(eq(dashboardFilters.schoolId, nf)),
        )
      ).id,
      // the demo mock is offered to both demo schools, not to this one; its Northfield assignment
      ...(await first(
        t.db
          .select({ mockSession: mockAssignments.sessionId, mockAssignment: mockAssignments.assignmentId })
          .from(mockAssignments)
          .where(eq(mockAssignments.schoolId, nf)),
      )),
      practiceAnswer: await practiceAnswerOfNorthfield(),
      // the demo's set practice (Northfield's 10B)
      practice: (
        await first(
          t.db
            .select({ id: assignments.id })
            .from(assignments)
            .where(and(eq(assignments.schoolId, nf), eq(assignments.kind, 'practice'))),
        )
      ).id,
    };
  });

  /** A practice answer of Northfield's demo student (made here, through the practice route). */
  async function practiceAnswerOfNorthfield() {
    const courses = (await t.request('student', { method: 'GET', url: '/api/v2/learning/courses' })).json();
    for (const course of courses as { id: number }[]) {
      const map = (await t.request('student', { method: 'GET', url: `/api/v2/learning/courses/${course.id}` })).json();
      for (const chapter of map.chapters)
        for (const topic of chapter.topics)
          for (const l of topic.lessons) {
            if (l.practice_questions === 0) continue;
            const lesson = (
              await t.request('student', { method: 'GET', url: `/api/v2/learning/lessons/${l.id}` })
            ).json();
            const q = lesson.questions[0];
            const answer = q.type === 'choice' ? [0] : q.type === 'numeric' ? 1 : 'an answer';
            const res = await t.request('student', {
              method: 'POST',
              url: '/api/v2/learning/practice-answers',
              payload: { lesson_id: l.id, question_id: q.question_id, answer },
            });
            return res.json().id as number;
          }
    }
    throw new Error('The demo student has no lesson to practise');
  }

  /**
   * Northfield's released assignment with one of its marked answers, a comment of its teacher's bank
   * and a student's query on that answer (made here: the seed has none).
   */
  async function markedWork(nf: number) {
    const [attempt] = await t.db
      .select({ id: attempts.id, assignmentId: attempts.assignmentId, studentId: attempts.studentId })
      .from(attempts)
      .where(and(eq(attempts.schoolId, nf), isNotNull(attempts.releasedAt)))
      .orderBy(asc(attempts.id))
      .limit(1);
    const marks = await t.db
      .select({ id: answerMarks.id, questionId: answerMarks.questionId, points: answerMarks.points })
      .from(answerMarks)
      .where(and(eq(answerMarks.attemptId, attempt!.id), eq(answerMarks.schoolId, nf)))
      .orderBy(asc(answerMarks.id));
    // A free-text answer: only those have marking points to query.
    const mark = marks.find((m) => m.points.length > 0);
    const pointId = mark!.points[0]!.id;
    const [comment] = await t.db
      .insert(markingComments)
      .values({ teacherId: await t.userId('teacher'), text: 'Name the product.' })
      .returning({ id: markingComments.id });
    const [query] = await t.db
      .insert(markQueries)
      .values({ schoolId: nf, answerMarkId: mark!.id, pointId, studentId: attempt!.studentId, text: 'I did say it' })
      .returning({ id: markQueries.id });
    return {
      released: attempt!.assignmentId,
      releasedStudent: attempt!.studentId,
      markedQuestion: mark!.questionId,
      markedPoint: pointId,
      answerMark: mark!.id,
      comment: comment!.id,
      query: query!.id,
    };
  }

  /** Northfield's invoice and subscription, and a subject it pays for. */
  async function billing(nf: number) {
    const [invoice] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.schoolId, nf));
    const [plan] = await t.db
      .select({ id: subscriptions.id, subject: subscriptionSubjects.subjectId })
      .from(subscriptions)
      .innerJoin(subscriptionSubjects, eq(subscriptionSubjects.subscriptionId, subscriptions.id))
      .where(eq(subscriptions.schoolId, nf));
    return { invoice: invoice!.id, subscription: plan!.id, subject: plan!.subject };
  }

  /** A published academy course of Biology, a curriculum Hillside does not follow, and one of its lessons. */
  async function academy() {
    const [lesson] = await t.db
      .select({ course: academyCourses.id, id: academyLessons.id })
      .from(academyCourses)
      .innerJoin(academyLessons, eq(academyLessons.courseId, academyCourses.id))
      .where(and(eq(academyCourses.curriculaId, hill.bio), eq(academyCourses.published, true)))
      .orderBy(asc(academyLessons.id));
    return { bioCourse: lesson!.course, bioLesson: lesson!.id };
  }

  const api = (path: string) => `/api/v2${path}`;
  const probes: Record<string, Probe> = {
    'GET /api/v2/schools/:id/curriculas': {
      caller: 'teacher',
      id: () => foreign.school,
      url: (id) => api(`/schools/${id}/curriculas`),
    },
    'GET /api/v2/schools/:id/curriculas/maf': {
      caller: 'teacher',
      id: () => foreign.school,
      url: (id) => api(`/schools/${id}/curriculas/maf`),
    },
    'GET /api/v2/curricula/:id/courses': {
      caller: 'student',
      id: () => foreign.curriculum,
      url: (id) => api(`/curricula/${id}/courses`),
    },
    'GET /api/v2/curriculases/:id/courses': {
      caller: 'teacher',
      id: () => foreign.curriculum,
      url: (id) => api(`/curriculases/${id}/courses`),
    },
    'GET /api/v2/curriculases/:id/courses/lessons': {
      caller: 'teacher',
      id: () => foreign.curriculum,
      url: (id) => api(`/curriculases/${id}/courses/lessons`),
    },
    'GET /api/v2/filters/:id/lessons': {
      caller: 'teacher',
      id: () => foreign.course,
      url: (id) => api(`/filters/${id}/lessons`),
    },
    'GET /api/v2/filters/:id/students': {
      caller: 'teacher',
      id: () => foreign.class,
      url: (id) => api(`/filters/${id}/students`),
    },
    'GET /api/v2/examtemplates/:id': {
      caller: 'teacher',
      id: () => foreign.template,
      url: (id) => api(`/examtemplates/${id}`),
    },
    'GET /api/v2/examtemplates/:id/twigs': {
      caller: 'teacher',
      id: () => foreign.template,
      url: (id) => api(`/examtemplates/${id}/twigs`),
    },
    'PATCH /api/v2/examtemplates/:id': {
      caller: 'teacher',
      id: () => foreign.template,
      url: (id) => api(`/examtemplates/${id}`),
      payload: { name: 'Taken over' },
    },
    'DELETE /api/v2/examtemplates/:id': {
      caller: 'admin',
      id: () => foreign.template,
      url: (id) => api(`/examtemplates/${id}`),
    },
    'GET /api/v2/assignments/practice/:id/students': {
      caller: 'teacher',
      id: () => foreign.practice,
      url: (id) => api(`/assignments/practice/${id}/students`),
    },
    'GET /api/v2/mafassignments/:id': {
      caller: 'teacher',
      id: () => foreign.assignment,
      url: (id) => api(`/mafassignments/${id}`),
    },
    'PATCH /api/v2/mafassignments/:id': {
      caller: 'admin',
      id: () => foreign.assignment,
      url: (id) => api(`/mafassignments/${id}`),
      payload: { title: 'Taken over' },
    },
    'DELETE /api/v2/mafassignments/:id': {
      caller: 'admin',
      id: () => foreign.assignment,
      url: (id) => api(`/mafassignments/${id}?confirm=true`),
    },
    'PATCH /api/v2/mafassignments/:id/emails/:x': {
      caller: 'teacher',
      id: () => foreign.assignment,
      url: (id) => api(`/mafassignments/${id}/emails/reminder`),
      payload: {},
    },
    'PATCH /api/v2/mafassignments/:id/email/submit': {
      caller: 'student',
      id: () => foreign.assignment,
      url: (id) => api(`/mafassignments/${id}/email/submit`),
      payload: {},
    },
    'GET /api/v2/mafanswers/:id': {
      caller: 'student',
      id: () => foreign.assignment,
      url: (id) => api(`/mafanswers/${id}`),
    },
    'GET /api/v2/mafanswers/:id/questions/:qid': {
      caller: 'student',
      id: () => foreign.assignment,
      url: (id) => api(`/mafanswers/${id}/questions/${foreign.question}`),
    },
    'POST /api/v2/mafanswers/:id/questions/:qid': {
      caller: 'student',
      id: () => foreign.assignment,
      url: (id) => api(`/mafanswers/${id}/questions/${foreign.question}`),
      payload: { answer: 'x', revision: 1 },
    },
    'GET /api/v2/messages/threads/:id': {
      caller: 'teacher',
      id: () => foreign.thread,
      url: (id) => api(`/messages/threads/${id}`),
    },
    'POST /api/v2/messages/threads/:id/messages': {
      caller: 'teacher',
      id: () => foreign.thread,
      url: (id) => api(`/messages/threads/${id}/messages`),
      payload: { body: 'Hello' },
    },
    'POST /api/v2/messages/threads/:id/read': {
      caller: 'teacher',
      id: () => foreign.thread,
      url: (id) => api(`/messages/threads/${id}/read`),
      payload: {},
    },
    'PATCH /api/v2/notifications/:id/read': {
      caller: 'student',
      id: () => foreign.notification,
      url: (id) => api(`/notifications/${id}/read`),
    },
    'GET /api/v2/questionmafs/:id': {
      caller: 'teacher',
      id: () => foreign.question,
      url: (id) => api(`/questionmafs/${id}`),
    },
    'POST /api/v2/questionmafs/:id/try': {
      caller: 'teacher',
      id: () => foreign.question,
      url: (id) => api(`/questionmafs/${id}/try`),
      payload: { answer: 'glucose' },
    },
    'POST /api/v2/markingpoints/:id/machines': {
      caller: 'teacher',
      id: () => foreign.point,
      url: (id) => api(`/markingpoints/${id}/machines`),
      payload: { phrases: ['makes sugar'] },
    },
    'PATCH /api/v2/school/groups/:id': {
      caller: 'admin',
      id: () => foreign.class,
      url: (id) => api(`/school/groups/${id}`),
      payload: { name: 'Taken over' },
    },
    'PATCH /api/v2/school/students/:id': {
      caller: 'admin',
      id: () => foreign.student,
      url: (id) => api(`/school/students/${id}`),
      payload: { name: 'Taken over' },
    },
    'POST /api/v2/learning/practice-answers/:id/self-assessment': {
      caller: 'student',
      id: () => foreign.practiceAnswer,
      url: (id) => api(`/learning/practice-answers/${id}/self-assessment`),
      payload: { assessment: 'yes' },
    },
    'POST /api/v2/learning/practice-answers/:id/review': {
      caller: 'teacher',
      id: () => foreign.practiceAnswer,
      url: (id) => api(`/learning/practice-answers/${id}/review`),
      payload: { marks: 0 },
    },
    'GET /api/v2/school/people/:id': {
      caller: 'admin',
      id: () => foreign.student,
      url: (id) => api(`/school/people/${id}`),
    },
    'GET /api/v2/school/people/:id/export': {
      caller: 'admin',
      id: () => foreign.student,
      url: (id) => api(`/school/people/${id}/export`),
    },
    'POST /api/v2/school/people/:id/erase': {
      caller: 'admin',
      id: () => foreign.teacher,
      url: (id) => api(`/school/people/${id}/erase`),
      payload: { confirm: true },
    },
    'POST /api/v2/school/students/:id/password-reset': {
      caller: 'admin',
      id: () => foreign.student,
      url: (id) => api(`/school/students/${id}/password-reset`),
    },
    'PATCH /api/v2/school/teachers/:id': {
      caller: 'admin',
      id: () => foreign.teacher,
      url: (id) => api(`/school/teachers/${id}`),
      payload: { name: 'Taken over' },
    },
    'POST /api/v2/school/teachers/:id/password-reset': {
      caller: 'admin',
      id: () => foreign.teacher,
      url: (id) => api(`/school/teachers/${id}/password-reset`),
    },

    'GET /api/v2/mafanswers/:id/marking/all': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/marking/all`),
    },
    'GET /api/v2/mafanswers/:id/markings': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings`),
    },
    'POST /api/v2/mafanswers/:id/markings': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings`),
      payload: () => ({ answers: [{ answer_id: foreign.answerMark, version: 1 }], feedback: 'Taken over' }),
    },
    'PATCH /api/v2/mafanswers/:id/markings': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings`),
      payload: () => ({ answer_id: foreign.answerMark, version: 1, feedback: 'Taken over' }),
    },
    'DELETE /api/v2/mafanswers/:id/markings': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings?answer_id=${foreign.answerMark}&version=1`),
    },
    'GET /api/v2/mafanswers/:id/markings/:mid': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings/${foreign.markedQuestion}`),
    },
    'POST /api/v2/mafanswers/:id/markings/:mid': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings/${foreign.markedQuestion}`),
      payload: () => ({ answers: [{ answer_id: foreign.answerMark, version: 1 }], level: null }),
    },
    'GET /api/v2/mafanswers/:id/markings/:mid/answers/:aid': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/markings/${foreign.markedQuestion}/answers/${foreign.answerMark}`),
    },
    'POST /api/v2/exams/:id/mafquestions/:qid/students/:sid/marks/:x': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) =>
        api(`/exams/${id}/mafquestions/${foreign.markedQuestion}/students/${foreign.releasedStudent}/marks/0`),
      payload: { version: 1 },
    },
    'GET /api/v2/exams/:id/students/:sid/marks': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/exams/${id}/students/${foreign.releasedStudent}/marks`),
    },
    'POST /api/v2/mafanswers/:id/finishes': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/finishes`),
      payload: { confirm: true },
    },
    'POST /api/v2/mafanswers/:id/unreleases': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/unreleases`),
      payload: {},
    },
    'POST /api/v2/mafanswers/:id/nocredits': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/nocredits`),
      payload: () => ({ student_id: foreign.releasedStudent, no_credit: true }),
    },
    'POST /api/v2/mafanswers/:id/feedback': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/feedback`),
      payload: () => ({ student_id: foreign.releasedStudent, feedback: 'Taken over', version: 1 }),
    },
    'GET /api/v2/mafanswers/:id/statistic': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/statistic`),
    },
    'GET /api/v2/mafanswers/:id/statistic/csv': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/statistic/csv`),
    },
    'GET /api/v2/mafanswers/:id/oneroster-gradebook': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/oneroster-gradebook`),
    },
    'GET /api/v2/mafanswers/:id/review': {
      caller: 'student',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/review`),
    },
    'POST /api/v2/mafanswers/:id/queries': {
      caller: 'student',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/queries`),
      payload: () => ({ question_id: foreign.markedQuestion, point_id: foreign.markedPoint, text: 'I did say it' }),
    },
    'GET /api/v2/mafanswers/:id/queries': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/queries?status=all`),
    },
    'PATCH /api/v2/mafanswers/:id/queries/:rid': {
      caller: 'teacher',
      id: () => foreign.released,
      url: (id) => api(`/mafanswers/${id}/queries/${foreign.query}`),
      payload: { decision: 'rejected', reply: 'No', version: 1 },
    },
    'PATCH /api/v2/markingcomments/:id': {
      caller: 'teacher',
      id: () => foreign.comment,
      url: (id) => api(`/markingcomments/${id}`),
      payload: { text: 'Taken over' },
    },
    'DELETE /api/v2/markingcomments/:id': {
      caller: 'teacher',
      id: () => foreign.comment,
      url: (id) => api(`/markingcomments/${id}`),
    },
    'GET /api/v2/invoices/:id': {
      caller: 'admin',
      id: () => foreign.invoice,
      url: (id) => api(`/invoices/${id}`),
    },
    'GET /api/v2/invoices/:id/pdf': {
      caller: 'admin',
      id: () => foreign.invoice,
      url: (id) => api(`/invoices/${id}/pdf`),
    },
    'POST /api/v2/subscriptions/:id/quotes': {
      caller: 'admin',
      id: () => foreign.subscription,
      url: (id) => api(`/subscriptions/${id}/quotes`),
      payload: () => ({ curriculas: [foreign.subject], monthly: false }),
    },
    'PATCH /api/v2/subscriptions/:id/user': {
      caller: 'admin',
      id: () => foreign.subscription,
      url: (id) => api(`/subscriptions/${id}/user`),
      payload: () => ({ curriculas: [foreign.subject], monthly: false, quoted_charge: 0 }),
    },
    'GET /api/v2/teacher/academy/courses/:courseId': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/teacher/academy/courses/${id}`),
    },
    'POST /api/v2/teacher/academy/courses/:courseId/lessons/:lessonId/complete': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/teacher/academy/courses/${id}/lessons/${foreign.bioLesson}/complete`),
      payload: { answers: [] },
    },
    'PATCH /api/v2/:courseId/enroll': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/${id}/enroll`),
    },
    'PATCH /api/v2/:courseId/deactivate': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/${id}/deactivate`),
    },
    'PATCH /api/v2/:courseId/reactivate': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/${id}/reactivate`),
    },
    'GET /api/v2/sessions/:id/results': {
      caller: 'teacher',
      id: () => foreign.mockSession,
      url: (id) => api(`/sessions/${id}/results`),
    },
    'POST /api/v2/sessions/:id/assignments': {
      caller: 'teacher',
      id: () => foreign.mockSession,
      url: (id) => api(`/sessions/${id}/assignments`),
      payload: () => ({ group_ids: [hill.classId] }),
    },
    'DELETE /api/v2/mocks/:id/assignment': {
      caller: 'teacher',
      id: () => foreign.mockAssignment,
      url: (id) => api(`/mocks/${id}/assignment`),
    },
    'PATCH /api/v2/agains/:courseId/take': {
      caller: 'teacher',
      id: () => foreign.bioCourse,
      url: (id) => api(`/agains/${id}/take`),
    },
    'GET /api/v2/progress/student/course/:type': {
      caller: 'teacher',
      id: () => foreign.class,
      url: (id) => api(`/progress/student/course/topics?group=${id}&course=${hill.chemCourseIds[0]}`),
    },
    // A checkpoint is a central template every school shares: what belongs to a school is the class.
    'GET /api/v2/checkpoints/:id/statistics': {
      caller: 'teacher',
      id: () => foreign.class,
      url: (id) => api(`/checkpoints/1/statistics?groupId=${id}&courseId=${hill.chemCourseIds[0]}`),
    },
    // Lessons are the platform's content: what belongs to a school is the class whose answers are read.
    'GET /api/v2/learning/lessons/:id/wrong-answers': {
      caller: 'teacher',
      id: () => foreign.class,
      url: (id) => api(`/learning/lessons/1/wrong-answers?group_id=${id}`),
    },
    'DELETE /api/v2/dashboards/:id/filter': {
      caller: 'teacher',
      id: () => foreign.savedFilter,
      url: (id) => api(`/dashboards/${id}/filter`),
    },
  };

  /**
   * Path parameters that name a kind, not an object: a breakdown (`groups`, `courses`…) or a
   * dashboard key. Nothing of another school can be named there; what they list is the caller's
   * own classes (the dashboards module's tests show another school's classes never appear).
   */
  const notObjectIds = new Set([
    // Courses and lessons are the platform's content, not a school's: a student reaches one when
    // their own classes follow its curriculum (the learning tests prove the 404 otherwise).
    'GET /api/v2/learning/courses/:id',
    'GET /api/v2/learning/lessons/:id',
    'POST /api/v2/learning/lessons/:id/complete',
    'GET /api/v2/livedata/subject/:type',
    'GET /api/v2/progress/subject/:type',
    'GET /api/v2/dashboards/:id/filters',
  ]);

  const platformOnly = (access: unknown) =>
    Array.isArray(access) && access.every((role) => role === 'staff' || role === 'admin');

  it('has a probe for every route with an id in its path that a school’s people may call', () => {
    const needed = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.includes('/:') && r.access !== 'public' && !platformOnly(r.access))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !notObjectIds.has(route));
    expect([...new Set(needed)].sort()).toEqual(Object.keys(probes).sort());
  });

  it.each(Object.keys(probes))('%s', async (route) => {
    const probe = probes[route]!;
    const caller = hill[probe.caller];
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    const payload = typeof probe.payload === 'function' ? probe.payload() : probe.payload;
    const send = (id: number) => t.request(caller, { method, url: probe.url(id), ...(payload ? { payload } : {}) });
    const missing = await send(MISSING);
    const other = await send(probe.id());
    expect(missing.statusCode).toBe(404);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { ...missing.json(), instance: other.json().instance },
    });
  });
});
