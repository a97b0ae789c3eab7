import { eq, like } from 'drizzle-orm';
import {
  answerMarks,
  answers,
  assignmentTargets,
  assignments,
  attemptQuestions,
  attempts,
  courses,
  curricula,
  examTemplateQuestions,
  examTemplates,
  questionVersions,
  questions,
  topics,
} from '../src/db/schema/index';
import { completeLessonsOfAttempt } from '../src/modules/marking/index';
import { factories } from './factories';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * Set work and sat attempts written straight into the database, so dashboard tests choose every
 * mark, time and release themselves: a school of their own following Biology, a class, its
 * teacher and students, and the demo bank's Biology questions (each placed on a lesson).
 */
export async function dashboardFixtures(t: TestApp) {
  const f = factories(t);
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const question = async (prefix: string) => {
    const [q] = await t.db
      .select()
      .from(questions)
      .where(like(questions.text, `${prefix}%`));
    return q!;
  };
  const q = {
    /** 4 marks, lesson "The photosynthesis equation" (Bioenergetics) */
    photosynthesis: await question('Describe the process of photosynthesis'),
    /** 3 marks, lesson "Rate of photosynthesis" (Bioenergetics) */
    rate: await question('Explain why the rate of photosynthesis'),
    /** lesson "Anaerobic respiration" (Bioenergetics) */
    respiration: await question('Compare aerobic and anaerobic respiration'),
    /** multiple choice, lesson "Animal and plant cells" (Cell Biology) */
    chloroplast: await question('Which part of a plant cell'),
  };
  const courseId = async (name: string) => (await t.db.select().from(courses).where(eq(courses.name, name)))[0]!.id;
  const bioenergetics = await courseId('Bioenergetics');
  const cellBiology = await courseId('Cell Biology');

  const school = await f.buildSchool({ curriculaIds: [bio!.id] });
  const teacher = await f.buildTeacher(school.id);
  const otherTeacher = await f.buildTeacher(school.id);
  const group = await f.buildClass(school.id, { name: 'Test 10X', curriculaIds: [bio!.id], teacherIds: [teacher.id] });
  const untaught = await f.buildClass(school.id, { curriculaIds: [bio!.id], teacherIds: [otherTeacher.id] });
  const studentA = await f.buildStudent(school.id, { name: 'Ann Able', groupIds: [group.id] });
  const studentB = await f.buildStudent(school.id, { name: 'Ben Bright', groupIds: [group.id] });
  const studentC = await f.buildStudent(school.id, { name: 'Cat Calm', groupIds: [group.id] });

  const versions = new Map<number, number>();
  async function versionOf(questionId: number, maxMarks: number) {
    if (versions.has(questionId)) return versions.get(questionId)!;
    const [v] = await t.db
      .insert(questionVersions)
      .values({
        questionId,
        contentHash: `dashboard-test-${questionId}-${maxMarks}`,
        maxMarks,
        snapshot: {
          student: {
            type: 'text',
            text: 'q',
            maxMarks,
            photo: null,
            media: null,
            parts: null,
            choices: null,
            multiple: false,
          },
          markScheme: { kind: 'maf', markingType: 'points', levels: null, points: [], structure: null, correct: null },
        },
      })
      .onConflictDoNothing()
      .returning();
    const id =
      v?.id ??
      (
        await t.db
          .select()
          .from(questionVersions)
          .where(eq(questionVersions.contentHash, `dashboard-test-${questionId}-${maxMarks}`))
      )[0]!.id;
    versions.set(questionId, id);
    return id;
  }

  /** A template of the test school holding the questions (central: a checkpoint template), optionally closing a topic. */
  async function template(questionIds: number[], over: { central?: boolean; topicName?: string; name?: string } = {}) {
    const [row] = await t.db
      .insert(examTemplates)
      .values({
        name: over.name ?? f.unique('Template'),
        curriculaId: bio!.id,
        schoolId: over.central ? null : school.id,
        central: over.central ?? false,
        visibility: over.central ? 'public' : 'school',
      })
      .returning();
    await t.db
      .insert(examTemplateQuestions)
      .values(questionIds.map((questionId, position) => ({ templateId: row!.id, questionId, position })));
    if (over.topicName) await t.db.update(topics).set({ checkpointId: row!.id }).where(eq(topics.name, over.topicName));
    return row!;
  }

  /** Work set to the class: timed (an exam) with `timeLimitSeconds`, due `dueInDays` from now. */
  async function setWork(
    templateId: number,
    over: { timeLimitSeconds?: number; dueInDays?: number; groupId?: number } = {},
  ) {
    const due = Date.now() + (over.dueInDays ?? -1) * DAY;
    const [row] = await t.db
      .insert(assignments)
      .values({
        schoolId: school.id,
        templateId,
        createdBy: teacher.id,
        title: f.unique('Work'),
        opensAt: new Date(due - 7 * DAY),
        dueAt: new Date(due),
        timeLimitSeconds: over.timeLimitSeconds ?? null,
      })
      .returning();
    await t.db
      .insert(assignmentTargets)
      .values({ schoolId: school.id, assignmentId: row!.id, kind: 'group', groupId: over.groupId ?? group.id });
    return row!;
  }

  /**
   * A student's attempt at set work: each question's marks out of its maximum, answered in the
   * order given at `answeredAt`; submitted unless `submitted: false`, released when `released`.
   */
  async function sit(
    assignment: { id: number; dueAt: Date },
    studentId: number,
    marks: { questionId: number; marks: number; max: number }[],
    over: { submitted?: boolean; released?: boolean; noCredit?: boolean; answeredAt?: Date; lateMs?: number } = {},
  ) {
    const at = over.answeredAt ?? new Date(assignment.dueAt.getTime() - DAY);
    const submittedAt = over.lateMs ? new Date(assignment.dueAt.getTime() + over.lateMs) : at;
    const [attempt] = await t.db
      .insert(attempts)
      .values({
        schoolId: school.id,
        assignmentId: assignment.id,
        studentId,
        startedAt: at,
        deadlineAt: assignment.dueAt,
        submittedAt: over.submitted === false ? null : submittedAt,
        submittedBy: over.submitted === false ? null : 'student',
        autoMarkedAt: over.submitted === false ? null : submittedAt,
        releasedAt: over.released ? submittedAt : null,
        noCredit: over.noCredit ?? false,
      })
      .returning();
    for (const [position, m] of marks.entries()) {
      const questionVersionId = await versionOf(m.questionId, m.max);
      await t.db.insert(attemptQuestions).values({
        schoolId: school.id,
        attemptId: attempt!.id,
        questionId: m.questionId,
        questionVersionId,
        position,
        answerType: 'text',
      });
      await t.db.insert(answers).values({
        schoolId: school.id,
        attemptId: attempt!.id,
        questionId: m.questionId,
        answer: 'an answer',
        revision: 1,
        savedAt: new Date(at.getTime() + position * 1000),
      });
      if (over.submitted === false) continue;
      await t.db.insert(answerMarks).values({
        schoolId: school.id,
        assignmentId: assignment.id,
        attemptId: attempt!.id,
        questionId: m.questionId,
        questionVersionId,
        marks: m.marks,
        maxMarks: m.max,
        engineMarks: m.marks,
        confidence: 1,
        engineNeedsReview: false,
        needsReview: false,
        points: [],
      });
    }
    // What marking on submission writes besides the marks: the lessons the work completes.
    if (over.submitted !== false) await completeLessonsOfAttempt(t.db, attempt!.id);
    return attempt!;
  }

  return {
    f,
    bio: bio!,
    q,
    courses: { bioenergetics, cellBiology },
    school,
    teacher,
    otherTeacher,
    group,
    untaught,
    students: { a: studentA, b: studentB, c: studentC },
    template,
    setWork,
    sit,
    as: (user: { id: number }) => ({ userId: user.id }),
  };
}

export type DashboardFixtures = Awaited<ReturnType<typeof dashboardFixtures>>;
