import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../client';
import {
  assignmentTargets,
  assignments,
  examTemplateQuestions,
  examTemplateSections,
  examTemplates,
  questions,
  schoolGroups,
} from '../schema/index';
import { toAuthUser } from '../../lib/access';
import { createAttemptsService } from '../../modules/attempts/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;

/**
 * Demo data of sitting an exam: the demo student has an assignment in progress (an attempt
 * opened, two answers saved, one question flagged), set by the demo teacher to 10B.
 */
export async function seedAttempts(db: Db, core: CoreSeed) {
  const northfield = core.schools.northfield.id;
  const teacher = core.users.get(DEMO_ACCOUNTS.teacher)!;
  const student = core.users.get(DEMO_ACCOUNTS.student)!;
  const [class10b] = await db
    .select()
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, northfield), eq(schoolGroups.name, '10B Biology')));
  const find = async (kind: 'maf' | 'quiz', start: string) =>
    (
      await db
        .select()
        .from(questions)
        .where(and(eq(questions.kind, kind), like(questions.text, `${start}%`)))
    )[0];
  const picked = [
    await find('maf', 'Describe the process of photosynthesis'),
    await find('quiz', 'Which part of'),
    await find('maf', 'Explain why the rate of photosynthesis'),
    await find('maf', 'Compare aerobic and anaerobic respiration'),
  ].filter((q) => q !== undefined);
  if (!class10b || picked.length < 2) return;

  const [template] = await db
    .insert(examTemplates)
    .values({
      name: 'Photosynthesis and respiration: practice',
      instructions: 'Answer every question. Your answers are saved as you type.',
      curriculaId: core.curricula.bio.id,
      schoolId: northfield,
      createdBy: teacher.id,
      visibility: 'school',
    })
    .returning();
  const [sectionA, sectionB] = await db
    .insert(examTemplateSections)
    .values([
      { templateId: template!.id, position: 0, title: 'Section A: photosynthesis' },
      { templateId: template!.id, position: 1, title: 'Section B: respiration' },
    ])
    .returning();
  await db.insert(examTemplateQuestions).values(
    picked.map((q, i) => ({
      templateId: template!.id,
      questionId: q.id,
      sectionId: i < 3 ? sectionA!.id : sectionB!.id,
      position: i,
    })),
  );
  const now = Date.now();
  const [assignment] = await db
    .insert(assignments)
    .values({
      schoolId: northfield,
      templateId: template!.id,
      createdBy: teacher.id,
      title: 'Photosynthesis and respiration: practice',
      opensAt: new Date(now - DAY),
      dueAt: new Date(now + 3 * DAY),
    })
    .returning();
  await db
    .insert(assignmentTargets)
    .values({ schoolId: northfield, assignmentId: assignment!.id, kind: 'group', groupId: class10b.id });

  // Opened through the service, so the attempt has its question versions like any other.
  const service = createAttemptsService(db);
  const user = toAuthUser(student);
  const view = await service.open(user, assignment!.id);
  const [first, second] = view.questions;
  await service.save(user, assignment!.id, first!.question_id, {
    answer: 'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll to make glucose',
    revision: 3,
  });
  if (second?.type === 'choice') {
    await service.save(user, assignment!.id, second.question_id, { answer: [0], revision: 1, flagged: true });
  }
}
