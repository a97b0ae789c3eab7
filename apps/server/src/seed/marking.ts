import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, examTemplates, schoolGroups } from '../db/schema/index';
import { toAuthUser, type AuthUser } from '../lib/access';
import { createAssignmentsService, createMarkingDigestService } from '../modules/assignments/index';
import { afterSubmitted, createAttemptsService } from '../modules/attempts/index';
import { createMarkingService, createReleaseService, refitFromMarking } from '../modules/marking/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { shiftDemoDates } from './demo-timeline';
import { DEMO_TEMPLATES } from './exams';

const DAY = 86_400_000;
/** The demo teacher's submitted assignment waiting to be marked. */
export const DEMO_TO_MARK_TITLE = 'Photosynthesis: end-of-topic check';
/** The assignment whose marks the demo student can review. */
export const DEMO_RELEASED_TITLE = 'Photosynthesis: first check';
const RIVERSIDE_TO_MARK_TITLE = 'Photosynthesis starter: marking';
/**
 * Practice rounds the demo teacher marked and released before the waiting exam was sat: their
 * marked answers teach every point of the rate question a word model, which marks the exam.
 */
export const DEMO_PRACTICE_TITLES = [
  'Photosynthesis: practice 1',
  'Photosynthesis: practice 2',
  'Photosynthesis: practice 3',
  'Photosynthesis: practice 4',
];
/** The question whose points get learnt word models from the practice rounds. */
export const DEMO_LEARNT_QUESTION = 'Explain why the rate of photosynthesis';

/**
 * What the students answer to the rate question in the practice rounds (one round after another,
 * a round's answers in the order of the class list), and the points (by position) their teacher
 * awards. The phrases miss some credit and give some wrongly, so a word model is learnt for each
 * point: "brighter" light or a "higher light intensity" earns the first point although its phrase
 * "more light" misses it, and "more light" said of something else does not; "limiting factor"
 * said of carbon dioxide or temperature is the third point's, not the second's (which is light's,
 * at low intensity); running short of carbon dioxide earns the third point without the word
 * "limiting". Each way of earning or missing a point comes more than once, so a model learnt on
 * some of these answers predicts the others (its agreement, which confidence reads).
 */
const PRACTICE: [string, number[]][] = [
  ['Brighter light gives the plant more energy for photosynthesis.', [0]],
  ['The plant gets more water.', []],
  ['A higher light intensity means more energy is absorbed.', [0]],
  ['More light does not matter, the plant is tired.', []],
  ['The light is brighter so there is more energy to use.', [0]],
  ['At low intensity light is the limiting factor; later carbon dioxide becomes limiting.', [1, 2]],
  ['Increasing the light intensity gives more energy until carbon dioxide becomes limiting.', [0, 2]],
  ['The leaves grow bigger in the sun.', []],
  ['Higher light intensity supplies more energy, then temperature is the limiting factor.', [0, 2]],
  ['More light does not help, the plant is tired.', []],
  ['Brighter light provides extra energy for the reactions.', [0]],
  ['It gets darker so it slows down.', []],
  [
    'More light gives more energy. At low light intensity light is the limiting factor, then carbon dioxide becomes limiting.',
    [0, 1, 2],
  ],
  ['Carbon dioxide is the limiting factor.', [2]],
  [
    'More light gives more energy; at low intensity light is the limiting factor, until temperature becomes limiting.',
    [0, 1, 2],
  ],
  ['The plant is tired at night.', []],
  ['At low light intensity, light is the limiting factor.', [1]],
  ['The temperature is the limiting factor.', [2]],
  [
    'Brighter light gives more energy. At low intensity light is the limiting factor, until the plant runs short of carbon dioxide.',
    [0, 1, 2],
  ],
  ['The plant runs short of carbon dioxide.', [2]],
  ['Light is the limiting factor at low intensity.', [1]],
  [
    'Brighter light means more energy; at low intensity light is the limiting factor until carbon dioxide becomes limiting.',
    [0, 1, 2],
  ],
  ['Higher light intensity gives more energy, then carbon dioxide is the limiting factor.', [0, 2]],
  ['Temperature is the limiting factor in the day.', [2]],
];

/**
 * Three of the waiting exam's answers to the rate question, as its word models mark them: a clear
 * right and a clear wrong answer need no review; a bare "more light", which may or may not mean
 * the energy the first point asks for, does.
 */
export const DEMO_RATE_ANSWERS = {
  clearRight:
    'More light gives more energy. At low light intensity light is the limiting factor, until carbon dioxide becomes limiting.',
  clearWrong: 'Because the plant gets tired.',
  borderline: 'more light',
};

/**
 * Answers the students give, by the start of the question text. Several are the same words in
 * other dress (they form one cluster), one is misspelt (near-identical), and some are partial
 * or unusual enough that the engine asks a teacher to look.
 */
const ANSWERS: Record<string, string[]> = {
  'Describe the process of photosynthesis': [
    'Carbon dioxide and water',
    'carbon dioxide and water.',
    'Carbon dioxide and watter',
    'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll in the chloroplast to make glucose and oxygen.',
    'The plant makes sugar and oxygen from CO2 and H2O using sunlight.',
    'It happens in the chloroplasts, light energy is absorbed by chlorophyll.',
    'Photosynthesis makes food for the plant.',
    'carbon dioxide + water -> glucose + oxygen, needs light energy',
  ],
  'Explain why the rate of photosynthesis': [
    'More light means more energy for photosynthesis until another factor is limiting.',
    DEMO_RATE_ANSWERS.borderline,
    DEMO_RATE_ANSWERS.clearRight,
    'Light is the limiting factor at low intensity, then carbon dioxide becomes limiting.',
    DEMO_RATE_ANSWERS.clearWrong,
  ],
  'Compare aerobic and anaerobic respiration': [
    'Aerobic uses oxygen and releases more energy; anaerobic makes lactic acid.',
    'Anaerobic respiration produces lactic acid.',
    'anaerobic respiration produces lactic acid',
    'Aerobic respiration produces carbon dioxide and water.',
    'They are different.',
  ],
};

function answerFor(text: string, i: number, answers: Record<string, string[]> = ANSWERS): string {
  const key =
    Object.keys(answers).find((k) => text.startsWith(k)) ?? Object.keys(ANSWERS).find((k) => text.startsWith(k));
  const list = key ? (answers[key] ?? ANSWERS[key]!) : ['I am not sure.'];
  return list[i % list.length]!;
}

/** Students of a school open, answer and submit an assignment; marked on submission as in the app (the mock seed too). */
export async function sitAll(
  db: Db,
  assignmentId: number,
  students: AuthUser[],
  offset = 0,
  answers: Record<string, string[]> = ANSWERS,
) {
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
          ? [(i + offset) % 3 === 0 ? 1 : 0]
          : q.type === 'numeric'
            ? 13
            : answerFor(q.text, i + offset, answers);
      await attempts.save(student, assignmentId, q.question_id, { answer, revision: 1 });
    }
    await attempts.submit(student, assignmentId);
  }
}

async function templateId(db: Db, createdBy: number, name: string) {
  const [t] = await db
    .select({ id: examTemplates.id })
    .from(examTemplates)
    .where(and(eq(examTemplates.createdBy, createdBy), eq(examTemplates.name, name)));
  return t?.id;
}

/**
 * Demo data of marking (after the attempts seed): the demo teacher has a submitted assignment
 * waiting to be marked (answers that cluster, some needing review), and a marked and released one
 * that the demo student can review (with feedback and a point the teacher changed). Riverside's
 * teacher has one waiting to be marked too. Runs again without duplicating anything.
 */
export async function seedMarking(db: Db, core: CoreSeed) {
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const teacher2 = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher2)!);
  const [done] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.createdBy, teacher.id), eq(assignments.title, DEMO_TO_MARK_TITLE)));
  if (done) return;
  const template = await templateId(db, teacher.id, DEMO_TEMPLATES.photosynthesis);
  const riversideTemplate = await templateId(db, teacher2.id, DEMO_TEMPLATES.riverside);
  const [class10b] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, teacher.schoolId!), eq(schoolGroups.name, '10B Biology')));
  if (!template || !riversideTemplate || !class10b) return;

  const northfield = [...core.users.values()]
    .filter((u) => u.kind === 'student' && u.schoolId === teacher.schoolId)
    .map((u) => toAuthUser(u))
    .sort((a, b) => a.name.localeCompare(b.name));
  const demoStudent = northfield.find((s) => s.email === DEMO_ACCOUNTS.student)!;
  const others = northfield.filter((s) => s.id !== demoStudent.id);
  const service = createAssignmentsService(db, { publicUrl: '' });
  const now = Date.now();
  const window = { opens_at: new Date(now - 2 * DAY).toISOString(), due_at: new Date(now + DAY).toISOString() };
  const targets = { group_ids: [class10b.id], subgroups: [], student_ids: [] };

  const released = await service.create(teacher, {
    template_id: template,
    title: DEMO_RELEASED_TITLE,
    ...window,
    time_limit_seconds: null,
    one_per_page: false,
    targets,
  });
  await sitAll(db, released.id, [demoStudent, ...others.slice(0, 3)], 3);
  // The teacher marks the demo student's free-text answers, gives feedback and releases.
  const marking = createMarkingService(db);
  const student = await marking.byStudent(teacher, released.id, demoStudent.id);
  for (const { answer } of student.questions) {
    const missed = answer.points.find((p) => !p.awarded);
    if (answer.type !== 'text' || !missed) continue;
    await marking.change(
      teacher,
      released.id,
      [{ answer_id: answer.answer_id, version: answer.version }],
      { points: [{ point_id: missed.point_id, awarded: true }], feedback: 'Good: you named it in your own words.' },
      'points',
    );
    break;
  }
  const release = createReleaseService(db, marking);
  await release.setFeedback(teacher, released.id, {
    student_id: demoStudent.id,
    feedback: 'A clear answer overall. Next time give the word equation in full.',
    version: 0,
  });
  await release.release(teacher, released.id, true);

  // Riverside's student submitted before Northfield's practice taught the rate question word
  // models: its "another factor is limiting" is marked by the phrases alone, so the machine
  // phrase staff review would raise an unreleased mark (its dry run has one to show).
  const student2 = toAuthUser(core.users.get(DEMO_ACCOUNTS.student2)!);
  const riverside = await service.create(teacher2, {
    template_id: riversideTemplate,
    title: RIVERSIDE_TO_MARK_TITLE,
    ...window,
    time_limit_seconds: null,
    one_per_page: true,
    targets: { group_ids: [], subgroups: [], student_ids: [student2.id] },
  });
  await sitAll(db, riverside.id, [student2], 5);

  const practice = await seedPractice(db, teacher, template, targets, window, northfield);
  // Work marked and released reads as finished some days ago, the oldest round first, not as
  // submitted a moment ago and still open.
  const finished = practice.map((id, round) => [id, 2 * (practice.length - round) + 4] as const);
  for (const [id, daysAgo] of [...finished, [released.id, 4] as const])
    await shiftDemoDates(db, [teacher.schoolId!], -daysAgo * DAY, [id]);

  // The waiting exam is sat after the practice rounds, so the rate question's word models mark it:
  // its clear right and clear wrong answers need no review, its borderline ones do.
  const toMark = await service.create(teacher, {
    template_id: template,
    title: DEMO_TO_MARK_TITLE,
    ...window,
    time_limit_seconds: null,
    one_per_page: false,
    targets,
  });
  await sitAll(db, toMark.id, others);
}

/**
 * The practice rounds of the photosynthesis template, sat by every Northfield student, the rate
 * question marked by the teacher as PRACTICE says and released: a teacher-marked answer per
 * student and round, so each of the question's points gets a word model (the refit that teachers' marking queues in the app is
 * run here at once), shown on its staff page beside the machine phrases. Returns their ids.
 */
async function seedPractice(
  db: Db,
  teacher: AuthUser,
  template: number,
  targets: { group_ids: number[]; subgroups: never[]; student_ids: never[] },
  window: { opens_at: string; due_at: string },
  students: AuthUser[],
): Promise<number[]> {
  const service = createAssignmentsService(db, { publicUrl: '' });
  const ids: number[] = [];
  const marking = createMarkingService(db);
  const release = createReleaseService(db, marking);
  let questionId: number | null = null;
  for (const [round, title] of DEMO_PRACTICE_TITLES.entries()) {
    const a = await service.create(teacher, {
      template_id: template,
      title,
      ...window,
      time_limit_seconds: null,
      one_per_page: false,
      targets,
    });
    ids.push(a.id);
    const given = PRACTICE.slice(round * students.length, (round + 1) * students.length);
    await sitAll(db, a.id, students, 0, { [DEMO_LEARNT_QUESTION]: given.map(([text]) => text) });
    for (const [i, student] of students.entries()) {
      const view = await marking.byStudent(teacher, a.id, student.id);
      const rate = view.questions.find((q) => q.question.text.startsWith(DEMO_LEARNT_QUESTION));
      if (!rate) continue;
      questionId = rate.question.question_id;
      const awarded = new Set(given[i % given.length]![1]);
      const points = rate.answer.points.map((p, position) => ({
        point_id: p.point_id,
        awarded: awarded.has(position),
      }));
      await marking.change(
        teacher,
        a.id,
        [{ answer_id: rate.answer.answer_id, version: rate.answer.version }],
        { points },
        'points',
      );
    }
    await release.release(teacher, a.id, true);
  }
  if (questionId !== null) await refitFromMarking(db, questionId);
  return ids;
}

/**
 * Today's marking digest, sent as the daily job sends it, once every module has seeded its work:
 * the demo teacher finds in their notifications how many submissions wait across which
 * assignments (and so does every other demo teacher with work waiting).
 */
export async function seedMarkingDigest(db: Db) {
  await createMarkingDigestService(db).send(new Date());
}
