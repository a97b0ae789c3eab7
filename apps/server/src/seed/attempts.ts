import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, examTemplates, schoolGroups } from '../db/schema/index';
import { toAuthUser } from '../lib/access';
import { createAssignmentsService } from '../modules/assignments/index';
import { createAttemptsService } from '../modules/attempts/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TEMPLATES } from './exams';

const DAY = 86_400_000;
/** The demo assignment the demo student is in the middle of. */
export const DEMO_IN_PROGRESS_TITLE = 'Photosynthesis and respiration: practice';

/**
 * Demo data of sitting an exam (after the exams seed): the demo student has an assignment in
 * progress, an attempt opened with two answers saved and one question flagged. The assignment
 * has no time limit on purpose: a timed attempt is submitted by the auto-submit sweep once its
 * time runs out, and the demo must still show one in progress days later. Runs again without
 * duplicating anything.
 */
export async function seedAttempts(db: Db, core: CoreSeed) {
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const student = toAuthUser(core.users.get(DEMO_ACCOUNTS.student)!);
  const [done] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.createdBy, teacher.id), eq(assignments.title, DEMO_IN_PROGRESS_TITLE)));
  if (done) return;
  const [template] = await db
    .select({ id: examTemplates.id })
    .from(examTemplates)
    .where(and(eq(examTemplates.createdBy, teacher.id), eq(examTemplates.name, DEMO_TEMPLATES.photosynthesis)));
  const [class10b] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, teacher.schoolId!), eq(schoolGroups.name, '10B Biology')));
  if (!template || !class10b) return;

  const now = Date.now();
  const assignment = await createAssignmentsService(db, { publicUrl: '' }).create(teacher, {
    template_id: template.id,
    title: DEMO_IN_PROGRESS_TITLE,
    opens_at: new Date(now - DAY).toISOString(),
    due_at: new Date(now + 4 * DAY).toISOString(),
    time_limit_seconds: null,
    one_per_page: false,
    targets: { group_ids: [class10b.id], subgroups: [], student_ids: [] },
  });

  // Opened and answered through the service, like a student in the exam screen.
  const attempts = createAttemptsService(db);
  const view = await attempts.open(student, assignment.id);
  const text = view.questions.find((q) => q.type === 'text');
  const choice = view.questions.find((q) => q.type === 'choice');
  if (text) {
    await attempts.save(student, assignment.id, text.question_id, {
      answer: 'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll to make glucose.',
      revision: 3,
    });
  }
  if (choice) {
    await attempts.save(student, assignment.id, choice.question_id, { answer: [0], revision: 1, flagged: true });
  }
}
