import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  assignmentTargets,
  assignments,
  curricula,
  examTemplateQuestions,
  examTemplateSections,
  examTemplates,
  markingPoints,
  questions,
  users,
} from '../src/db/schema/index';
import { factories } from './factories';
import type { TestApp } from './test-app';

const MINUTE = 60_000;

/** Four levels on a 5-mark question: level 2 is 5 × 2 / 4 = 2.5, so 3 marks. */
export const LEVELS = [
  { level: 1, minPoints: 1, descriptor: 'Names one factor' },
  { level: 2, minPoints: 2, descriptor: 'Names two factors' },
  { level: 3, minPoints: 3, descriptor: 'Explains how one limits the rate' },
  { level: 4, minPoints: 4, descriptor: 'A full explanation' },
];
export const LEVELLED_MAX = 5;

/**
 * Marking with people the test owns: a class of Northfield taught by `classTeacher` (not the demo
 * teacher), two students of it, a colleague of the same school who teaches neither, and a
 * template of one levelled free-text question set by the demo teacher. `assign()` sets it to the
 * class (or to one student) and has both students sit and submit it.
 */
export async function markingFixtures(t: TestApp) {
  const f = factories(t);
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const setterId = await t.userId('teacher');
  const schoolAdminId = await t.userId('schoolAdmin');
  const [setter] = await t.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, setterId));
  const schoolId = setter!.schoolId!;
  const classTeacher = await f.buildTeacher(schoolId, { name: 'Clara Class' });
  const colleague = await f.buildTeacher(schoolId, { name: 'Colin Colleague' });
  const group = await f.buildClass(schoolId, { curriculaIds: [bio!.id], teacherIds: [classTeacher.id] });
  const ann = await f.buildStudent(schoolId, { name: 'Ann Able', groupIds: [group.id] });
  const ben = await f.buildStudent(schoolId, { name: 'Ben Brief', groupIds: [group.id] });

  const [question] = await t.db
    .insert(questions)
    .values({
      kind: 'maf',
      text: `${f.unique('Levelled')}: explain what limits the rate of photosynthesis.`,
      curriculaId: bio!.id,
      maxMarks: LEVELLED_MAX,
      markingType: 'levelled',
      levels: LEVELS,
      contentHash: f.unique('levelled'),
    })
    .returning();
  await t.db.insert(markingPoints).values(
    ['light intensity', 'carbon dioxide', 'temperature', 'limiting factor'].map((phrase, position) => ({
      questionId: question!.id,
      position,
      marks: 1,
      text: `Names ${phrase}`,
      phrases: [phrase],
    })),
  );
  const templateId = await oneQuestionTemplate(t, f, {
    schoolId,
    teacherId: setterId,
    curriculaId: bio!.id,
    questionId: question!.id,
  });

  const sit = (studentId: number, assignmentId: number, answer: string) =>
    sitOneQuestion(t, studentId, assignmentId, question!.id, answer);

  /** The demo teacher's assignment of the template, set to the class (or one student), sat by both students. */
  async function assign(target: { kind: 'group' } | { kind: 'student' } = { kind: 'group' }) {
    const [a] = await t.db
      .insert(assignments)
      .values({
        schoolId,
        templateId,
        createdBy: setterId,
        title: f.unique('Levelled assignment'),
        opensAt: new Date(Date.now() - MINUTE),
        dueAt: new Date(Date.now() + 60 * MINUTE),
      })
      .returning();
    await t.db
      .insert(assignmentTargets)
      .values(
        target.kind === 'group'
          ? [{ schoolId, assignmentId: a!.id, kind: 'group' as const, groupId: group.id }]
          : [ann, ben].map((s) => ({ schoolId, assignmentId: a!.id, kind: 'student' as const, studentId: s.id })),
      );
    await sit(ann.id, a!.id, 'Light intensity and carbon dioxide: whichever is lowest is the limiting factor.');
    await sit(ben.id, a!.id, 'Temperature.');
    return a!;
  }

  return {
    schoolId,
    question: question!,
    group,
    ann,
    ben,
    people: {
      setter: { userId: setterId },
      classTeacher: { userId: classTeacher.id },
      colleague: { userId: colleague.id },
      schoolAdmin: { userId: schoolAdminId },
    },
    assign,
  };
}

/** A student opens an assignment, answers its question `questionId` and submits, through the API. */
export async function sitOneQuestion(
  t: TestApp,
  studentId: number,
  assignmentId: number,
  questionId: number,
  answer: string,
) {
  const as = { userId: studentId };
  expect((await t.request(as, { method: 'GET', url: `/api/v2/mafanswers/${assignmentId}` })).statusCode).toBe(200);
  const saved = await t.request(as, {
    method: 'POST',
    url: `/api/v2/mafanswers/${assignmentId}/questions/${questionId}`,
    payload: { answer, revision: 1 },
  });
  expect(saved.statusCode).toBe(200);
  const submitted = await t.request(as, {
    method: 'PATCH',
    url: `/api/v2/mafassignments/${assignmentId}/email/submit`,
  });
  expect(submitted.statusCode).toBe(200);
  // marking runs as a job after the submit
  await t.app.jobs.drain();
}

/**
 * A new assignment of a one-question template, open now and set to a class, sat by a new student
 * of the class per answer (made with the test's own factories `f`, so names never repeat). Returns
 * its id and each student's answer by student id.
 */
export async function assignmentSatBy(
  t: TestApp,
  f: ReturnType<typeof factories>,
  setting: { schoolId: number; templateId: number; teacherId: number; groupId: number; questionId: number },
  answers: readonly string[],
) {
  const { schoolId, groupId } = setting;
  const [a] = await t.db
    .insert(assignments)
    .values({
      schoolId,
      templateId: setting.templateId,
      createdBy: setting.teacherId,
      title: f.unique('Assignment'),
      opensAt: new Date(Date.now() - MINUTE),
      dueAt: new Date(Date.now() + 60 * MINUTE),
    })
    .returning();
  await t.db.insert(assignmentTargets).values({ schoolId, assignmentId: a!.id, kind: 'group', groupId });
  const byStudent = new Map<number, string>();
  for (const answer of answers) {
    const s = await f.buildStudent(schoolId, { name: f.unique('Student'), groupIds: [groupId] });
    byStudent.set(s.id, answer);
    await sitOneQuestion(t, s.id, a!.id, setting.questionId, answer);
  }
  return { assignmentId: a!.id, byStudent };
}

/** A school template of one section holding the one question `questionId`; returns its id. */
export async function oneQuestionTemplate(
  t: TestApp,
  f: ReturnType<typeof factories>,
  setting: { schoolId: number; teacherId: number; curriculaId: number; questionId: number },
) {
  const { schoolId, teacherId, curriculaId, questionId } = setting;
  const [template] = await t.db
    .insert(examTemplates)
    .values({ name: f.unique('Template'), schoolId, createdBy: teacherId, curriculaId })
    .returning();
  const templateId = template!.id;
  const [section] = await t.db.insert(examTemplateSections).values({ templateId, position: 0, title: '' }).returning();
  await t.db.insert(examTemplateQuestions).values({ templateId, questionId, sectionId: section!.id, position: 0 });
  return templateId;
}
