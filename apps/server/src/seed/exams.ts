import { and, eq, inArray, like } from 'drizzle-orm';
import { toAuthUser } from '../lib/access';
import { createAssignmentsService } from '../modules/assignments/index';
import { createExamTemplatesService } from '../modules/exam-templates/index';
import type { Db } from '../db/client';
import { examTemplates, lessons, questions, schoolGroups, users } from '../db/schema/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Demo template names: the seed looks for them to stay idempotent. */
export const DEMO_TEMPLATES = {
  photosynthesis: 'Photosynthesis and respiration',
  skills: 'Science skills check',
  riverside: 'Photosynthesis starter',
} as const;

/**
 * Exam templates and assignments, made through the same services as the routes: the demo teacher
 * has two templates set to 10B (one open now and due in 2 days, one opened yesterday and due in
 * 5 days, which the sitting seed gives an attempt in progress); Riverside's teacher has their own
 * template set to their student. Runs again without duplicating anything.
 */
export async function seedExams(db: Db, core: CoreSeed) {
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const teacher2 = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher2)!);
  const existing = await db
    .select({ id: examTemplates.id })
    .from(examTemplates)
    .where(
      and(
        inArray(examTemplates.createdBy, [teacher.id, teacher2.id]),
        inArray(examTemplates.name, Object.values(DEMO_TEMPLATES)),
      ),
    );
  if (existing.length) return;

  const question = async (prefix: string) => {
    const [row] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(like(questions.text, `${prefix}%`));
    if (!row) throw new Error(`seed: no question "${prefix}"`);
    return row.id;
  };
  const lesson = async (name: string) => {
    const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.name, name));
    if (!row) throw new Error(`seed: no lesson "${name}"`);
    return row.id;
  };
  const group = async (name: string) => {
    const [row] = await db.select({ id: schoolGroups.id }).from(schoolGroups).where(eq(schoolGroups.name, name));
    return row!.id;
  };
  const studentId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  const bio = core.curricula.bio.id;
  const chem = core.curricula.chem.id;
  const q = {
    photosynthesis: await question('Describe the process of photosynthesis'),
    rate: await question('Explain why the rate of photosynthesis'),
    respiration: await question('Compare aerobic and anaerobic respiration'),
    microscopes: await question('Evaluate the use of light and electron microscopes'),
    mr: await question('Calculate the relative formula mass'),
    chloroplast: await question('Which part of a plant cell'),
    nucleus: await question('Which particles are found in the nucleus'),
  };

  const templates = createExamTemplatesService(db);
  const photosynthesis = await templates.create(teacher, {
    name: DEMO_TEMPLATES.photosynthesis,
    instructions: 'Answer every question in full sentences. Use the key words from the lessons.',
    curricula_id: bio,
    lesson_ids: [await lesson('The photosynthesis equation'), await lesson('Rate of photosynthesis')],
    visibility: 'school',
    time_limit_seconds: 30 * 60,
    sections: [
      { title: 'Photosynthesis', question_ids: [q.chloroplast, q.photosynthesis, q.rate] },
      { title: 'Respiration', question_ids: [q.respiration] },
    ],
  });
  // Free text, multiple choice and a numeric answer side by side.
  const skills = await templates.create(teacher, {
    name: DEMO_TEMPLATES.skills,
    instructions: 'Show your working for the calculation.',
    curricula_id: chem,
    visibility: 'private',
    sections: [
      { title: 'Cells', question_ids: [q.microscopes] },
      { title: 'Atoms and formula mass', question_ids: [q.nucleus, q.mr] },
    ],
  });
  const riverside = await templates.create(teacher2, {
    name: DEMO_TEMPLATES.riverside,
    curricula_id: bio,
    visibility: 'school',
    time_limit_seconds: 20 * 60,
    sections: [{ title: '', question_ids: [q.photosynthesis, q.rate] }],
  });

  const assignments = createAssignmentsService(db);
  const now = Date.now();
  const class10b = await group('10B Biology');
  await assignments.create(teacher, {
    template_id: photosynthesis.id,
    title: 'Photosynthesis homework',
    opens_at: new Date(now - HOUR).toISOString(),
    due_at: new Date(now + 2 * DAY).toISOString(),
    one_per_page: false,
    targets: { group_ids: [class10b], subgroups: [], student_ids: [] },
    extra_time: [{ student_id: await studentId('chloe-smith@demo.markwell.test'), extra_percent: 25 }],
  });
  await assignments.create(teacher, {
    template_id: skills.id,
    title: 'Science skills check',
    opens_at: new Date(now - DAY).toISOString(),
    due_at: new Date(now + 5 * DAY).toISOString(),
    time_limit_seconds: 45 * 60,
    one_per_page: true,
    targets: { group_ids: [class10b], subgroups: [], student_ids: [] },
  });
  await assignments.create(teacher2, {
    template_id: riverside.id,
    title: 'Photosynthesis starter',
    opens_at: new Date(now - HOUR).toISOString(),
    due_at: new Date(now + 3 * DAY).toISOString(),
    one_per_page: true,
    targets: { group_ids: [], subgroups: [], student_ids: [await studentId(DEMO_ACCOUNTS.student2)] },
  });
}
