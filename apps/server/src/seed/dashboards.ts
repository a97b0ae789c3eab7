import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dashboardFilters, examTemplates, questions, schoolGroups, topics } from '../db/schema/index';
import { toAuthUser, type AuthUser } from '../lib/access';
import { createAssignmentsService } from '../modules/assignments/index';
import { afterSubmitted, createAttemptsService } from '../modules/attempts/index';
import { createExamTemplatesService } from '../modules/exam-templates/index';
import { createMarkingService, createReleaseService } from '../modules/marking/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { shiftDemoDates } from './demo-timeline';

const DAY = 86_400_000;

/** The checkpoints content staff made: topic name -> the questions (by the start of their text) of its end-of-topic exam. */
const CHECKPOINTS: { topic: string; name: string; questions: string[]; minutes: number }[] = [
  {
    topic: 'Eukaryotes and prokaryotes',
    name: 'Checkpoint: cells',
    questions: ['Which part of a plant cell'],
    minutes: 10,
  },
  {
    topic: 'Photosynthetic reaction',
    name: 'Checkpoint: photosynthesis',
    questions: ['Describe the process of photosynthesis', 'Explain why the rate of photosynthesis'],
    minutes: 20,
  },
  {
    topic: 'Aerobic and anaerobic respiration',
    name: 'Checkpoint: respiration',
    questions: ['Compare aerobic and anaerobic respiration'],
    minutes: 15,
  },
  { topic: 'Atoms', name: 'Checkpoint: atoms', questions: ['Which particles are found in the nucleus'], minutes: 10 },
  {
    topic: 'Amount of substance',
    name: 'Checkpoint: moles',
    questions: ['Calculate the relative formula mass'],
    minutes: 10,
  },
];

/** The demo checkpoint 10B sat and got back, and the one it sat that waits to be marked. */
export const DEMO_CHECKPOINT_RELEASED = 'Photosynthesis checkpoint';
export const DEMO_CHECKPOINT_SUBMITTED = 'Cells checkpoint';

/** What 10B answers in the photosynthesis checkpoint: a spread from full marks to none. */
const ANSWERS: Record<string, string[]> = {
  'Describe the process of photosynthesis': [
    'Carbon dioxide and water are turned into glucose and oxygen using light energy absorbed by chlorophyll in the chloroplasts.',
    'Carbon dioxide and water make glucose and oxygen.',
    'Light energy is absorbed by chlorophyll.',
    'Plants make food.',
    'carbon dioxide + water -> glucose + oxygen using light energy',
    'I do not know.',
  ],
  'Explain why the rate of photosynthesis': [
    'More light gives more energy until another factor such as carbon dioxide becomes limiting.',
    'Light is the limiting factor at low intensity.',
    'more light',
    'The plant grows.',
    'More light, then the limiting factor is temperature.',
    '',
  ],
};

/** Students open, answer and submit an assignment; marked on submission as in the app. */
async function sitAll(db: Db, assignmentId: number, students: AuthUser[]) {
  const attempts = createAttemptsService(db, {
    afterSubmit: (submitted) =>
      afterSubmitted(
        db,
        {},
        submitted.map((a) => a.id),
      ),
  });
  for (const [i, student] of students.entries()) {
    const view = await attempts.open(student, assignmentId);
    for (const q of view.questions) {
      const answer =
        q.type === 'choice'
          ? [i % 2]
          : q.type === 'numeric'
            ? 100
            : (Object.entries(ANSWERS).find(([k]) => q.text.startsWith(k))?.[1][i % 6] ?? 'I am not sure.');
      await attempts.save(student, assignmentId, q.question_id, { answer, revision: 1 });
    }
    await attempts.submit(student, assignmentId);
  }
}

/**
 * Demo data of the dashboards (after the marking seed, whose marked work already gives 10B live
 * scores on several lessons): content staff's checkpoints (central end-of-topic exams linked
 * from their topics); 10B sat the photosynthesis checkpoint as a timed exam three days ago and
 * got it back, and sat the cells checkpoint yesterday (waiting to be marked); the demo teacher
 * keeps one saved filter. Runs again without duplicating anything.
 */
export async function seedDashboards(db: Db, core: CoreSeed) {
  const staff = toAuthUser(core.users.get(DEMO_ACCOUNTS.staff)!);
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const [done] = await db
    .select({ id: examTemplates.id })
    .from(examTemplates)
    .where(
      and(
        eq(examTemplates.central, true),
        inArray(
          examTemplates.name,
          CHECKPOINTS.map((c) => c.name),
        ),
      ),
    );
  if (done) return;

  const templates = createExamTemplatesService(db);
  const made = new Map<string, number>();
  for (const c of CHECKPOINTS) {
    const ids: number[] = [];
    for (const prefix of c.questions) {
      const [q] = await db
        .select({ id: questions.id, curriculaId: questions.curriculaId })
        .from(questions)
        .where(like(questions.text, `${prefix}%`));
      if (q) ids.push(q.id);
    }
    const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.name, c.topic));
    const [first] = await db
      .select({ curriculaId: questions.curriculaId })
      .from(questions)
      .where(inArray(questions.id, ids.length ? ids : [0]));
    if (!topic || !first) continue;
    const template = await templates.create(
      staff,
      {
        name: c.name,
        instructions: 'The end-of-topic checkpoint: answer every question on your own.',
        curricula_id: first.curriculaId,
        time_limit_seconds: c.minutes * 60,
        sections: [{ title: '', question_ids: ids }],
      },
      true,
    );
    await db.update(topics).set({ checkpointId: template.id }).where(eq(topics.id, topic.id));
    made.set(c.topic, template.id);
  }

  const [class10b] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, teacher.schoolId!), eq(schoolGroups.name, '10B Biology')));
  const photosynthesis = made.get('Photosynthetic reaction');
  const cells = made.get('Eukaryotes and prokaryotes');
  if (!class10b || !photosynthesis || !cells) return;

  const students = [...core.users.values()]
    .filter((u) => u.kind === 'student' && u.schoolId === teacher.schoolId)
    .map((u) => toAuthUser(u))
    .sort((a, b) => a.name.localeCompare(b.name));
  const assignments = createAssignmentsService(db, { publicUrl: '' });
  const now = Date.now();
  const window = { opens_at: new Date(now - DAY).toISOString(), due_at: new Date(now + DAY).toISOString() };
  const targets = { group_ids: [class10b.id], subgroups: [], student_ids: [] };

  // Set from the central template, so the assignment takes its time limit: an exam.
  const released = await assignments.create(teacher, {
    template_id: photosynthesis,
    title: DEMO_CHECKPOINT_RELEASED,
    ...window,
    one_per_page: false,
    targets,
  });
  await sitAll(db, released.id, students);
  const marking = createMarkingService(db);
  await createReleaseService(db, marking).release(teacher, released.id, true);

  // Sat by four of the six, not marked yet: it shows as submitted, and its lesson as covered but not assessed.
  const submitted = await assignments.create(teacher, {
    template_id: cells,
    title: DEMO_CHECKPOINT_SUBMITTED,
    ...window,
    one_per_page: false,
    targets,
  });
  await sitAll(db, submitted.id, students.slice(0, 4));

  await shiftDemoDates(db, [teacher.schoolId!], -3 * DAY, [released.id]);
  await shiftDemoDates(db, [teacher.schoolId!], -DAY, [submitted.id]);

  await db.insert(dashboardFilters).values({
    schoolId: teacher.schoolId!,
    userId: teacher.id,
    dashboard: 'livedata',
    name: '10B Biology',
    subjectId: 8,
    groupId: class10b.id,
  });
}
