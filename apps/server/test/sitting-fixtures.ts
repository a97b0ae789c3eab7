import { and, eq, like } from 'drizzle-orm';
import {
  answerStructures,
  assignmentExtraTime,
  assignmentTargets,
  assignments,
  attempts,
  curricula,
  examTemplateQuestions,
  examTemplateSections,
  examTemplates,
  markingPoints,
  questions,
  schoolGroups,
  users,
} from '../src/db/schema/index';
import type { TestApp } from './test-app';

const MINUTE = 60_000;

/** A template of three questions (free text, multiple choice, numeric) and an assignment factory. */
export async function sittingFixtures(t: TestApp) {
  const db = t.db;
  const [bio] = await db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const [class10b] = await db.select().from(schoolGroups).where(eq(schoolGroups.name, '10B Biology'));
  const teacherId = await t.userId('teacher');
  const studentId = await t.userId('student');
  const [teacher] = await db.select().from(users).where(eq(users.id, teacherId));
  const schoolId = teacher!.schoolId!;

  const [text] = await db
    .select()
    .from(questions)
    .where(like(questions.text, 'Describe the process of photosynthesis%'));
  const [choice] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.kind, 'quiz'), eq(questions.curriculaId, bio!.id)));
  const [numeric] = await db
    .insert(questions)
    .values({
      kind: 'maf',
      text: 'A leaf gains 6 g in the morning and 7 g in the afternoon. What is its total gain in grams?',
      curriculaId: bio!.id,
      maxMarks: 1,
      contentHash: `numeric-${Math.random()}`,
    })
    .returning();
  await db.insert(answerStructures).values({
    questionId: numeric!.id,
    structure: { type: 'numeric', value: 13.25, tolerance: 0.75, unit: 'g' },
  });
  await db.insert(markingPoints).values({
    questionId: numeric!.id,
    marks: 1,
    text: 'Thirteen and a quarter grams',
    phrases: ['secret-number-phrase'],
  });

  const [template] = await db
    .insert(examTemplates)
    .values({
      name: 'Sitting test',
      instructions: 'Answer every question.',
      schoolId,
      createdBy: teacherId,
      curriculaId: bio!.id,
    })
    .returning();
  const [sectionA, sectionB] = await db
    .insert(examTemplateSections)
    .values([
      { templateId: template!.id, position: 0, title: 'Section A' },
      { templateId: template!.id, position: 1, title: 'Section B' },
    ])
    .returning();
  await db.insert(examTemplateQuestions).values([
    { templateId: template!.id, questionId: text!.id, sectionId: sectionA!.id, position: 0 },
    { templateId: template!.id, questionId: choice!.id, sectionId: sectionA!.id, position: 1 },
    { templateId: template!.id, questionId: numeric!.id, sectionId: sectionB!.id, position: 0 },
  ]);

  /** An assignment of the template, open now and due in an hour unless told, set to 10B. */
  async function makeAssignment(
    over: {
      opensAt?: Date;
      dueAt?: Date;
      timeLimitSeconds?: number | null;
      target?:
        { kind: 'group'; groupId: number } | { kind: 'student'; studentId: number } | { kind: 'subgroup'; tag: string };
      extraPercent?: number;
    } = {},
  ) {
    const [a] = await db
      .insert(assignments)
      .values({
        schoolId,
        templateId: template!.id,
        createdBy: teacherId,
        title: 'Photosynthesis check',
        opensAt: over.opensAt ?? new Date(Date.now() - MINUTE),
        dueAt: over.dueAt ?? new Date(Date.now() + 60 * MINUTE),
        timeLimitSeconds: over.timeLimitSeconds ?? null,
      })
      .returning();
    const target = over.target ?? { kind: 'group', groupId: class10b!.id };
    await db.insert(assignmentTargets).values({ schoolId, assignmentId: a!.id, ...target });
    if (over.extraPercent) {
      await db
        .insert(assignmentExtraTime)
        .values({ schoolId, assignmentId: a!.id, studentId, extraPercent: over.extraPercent });
    }
    return a!;
  }

  /** Moves an attempt's deadline to `seconds` from now (negative: in the past). */
  async function setDeadline(assignmentId: number, seconds: number) {
    await db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() + seconds * 1000) })
      .where(eq(attempts.assignmentId, assignmentId));
  }

  return {
    schoolId,
    studentId,
    class10b: class10b!,
    questions: { text: text!, choice: choice!, numeric: numeric! },
    template: template!,
    makeAssignment,
    setDeadline,
  };
}
