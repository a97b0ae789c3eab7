import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreateMafQuestionBody } from '@markwell/contracts';
import { reviewCard, type RevisionCard } from '@markwell/domain/learning/index';
import type { Db } from '../db/client';
import {
  chapters,
  courses,
  lessonCompletions,
  lessonContents,
  lessons,
  practiceAnswers,
  questions,
  schoolGroups,
  topics,
} from '../db/schema/index';
import { toAuthUser } from '../lib/access';
import { sanitizeRichHtml } from '../lib/sanitize-html';
import {
  createLearningRepository,
  createLearningService,
  createPracticeReviewService,
} from '../modules/learning/index';
import { createAssignmentsService } from '../modules/assignments/index';
import { createQuestionsService } from '../modules/questions/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertQuizQuestions } from './questions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The tutorials content staff wrote for Bioenergetics, by lesson name. The other courses' lessons
 * have none yet, so the staff lesson list shows what is missing.
 */
const TUTORIALS: Record<string, string> = {
  'The photosynthesis equation': `<h2>What photosynthesis does</h2>
<p>Plants make their own food. In the <strong>chloroplasts</strong> of leaf cells, the green pigment
<strong>chlorophyll</strong> absorbs light energy, which is used to turn carbon dioxide and water into glucose.
Oxygen is released as a by-product.</p>
<h2>The word equation</h2>
<p>carbon dioxide + water → glucose + oxygen (light energy needed)</p>
<p>Photosynthesis is <strong>endothermic</strong>: energy is transferred from the environment (as light) to the chloroplasts.</p>
<ul><li>Reactants: carbon dioxide (from the air, through the stomata) and water (from the soil, through the roots).</li>
<li>Products: glucose (used by the plant) and oxygen (released or used in respiration).</li></ul>`,
  'Rate of photosynthesis': `<h2>Limiting factors</h2>
<p>The rate of photosynthesis depends on <strong>light intensity</strong>, <strong>carbon dioxide concentration</strong>
and <strong>temperature</strong> (and the amount of chlorophyll). Whichever is in shortest supply limits the rate:
it is the <em>limiting factor</em>.</p>
<p>As light intensity rises the rate rises, until another factor, such as carbon dioxide concentration or temperature,
becomes limiting and the graph levels off. Too high a temperature denatures the enzymes and the rate falls.</p>
<h2>Inverse square law</h2>
<p>Light intensity is proportional to 1 / distance². Halving the distance from the lamp makes the light four times as intense.</p>`,
  'How plants use glucose': `<h2>Five uses of glucose</h2>
<ol><li><strong>Respiration</strong>: releases the energy the plant's cells need.</li>
<li><strong>Cellulose</strong>: made into cellulose to strengthen cell walls.</li>
<li><strong>Starch</strong>: stored as insoluble starch in roots, stems and leaves.</li>
<li><strong>Fats and oils</strong>: stored in seeds.</li>
<li><strong>Amino acids</strong>: combined with nitrate ions from the soil to make proteins.</li></ol>`,
  'Aerobic respiration': `<h2>Respiration releases energy</h2>
<p>Respiration is an <strong>exothermic</strong> reaction that goes on continuously in living cells. Aerobic
respiration uses oxygen and takes place in the <strong>mitochondria</strong>.</p>
<p>glucose + oxygen → carbon dioxide + water</p>
<p>Organisms need the energy for chemical reactions that build larger molecules, for movement, and (birds and mammals) to keep warm.</p>`,
  'Anaerobic respiration': `<h2>Respiration without oxygen</h2>
<p>When muscles work hard and oxygen runs short, they respire anaerobically:</p>
<p>glucose → lactic acid</p>
<p>Much less energy is released than by aerobic respiration, because the oxidation of glucose is incomplete.
In plant and yeast cells the products are ethanol and carbon dioxide: this is <strong>fermentation</strong>,
used to make bread and alcoholic drinks.</p>`,
  'Response to exercise': `<h2>Exercise</h2>
<p>During exercise the heart rate, breathing rate and breath volume increase, to supply the muscles with more
oxygenated blood and to remove carbon dioxide faster.</p>
<p>If muscles respire anaerobically, lactic acid builds up and an <strong>oxygen debt</strong> forms: the oxygen
needed afterwards to react with the lactic acid. Blood carries the lactic acid to the liver, where it is converted back into glucose.</p>`,
};

/** More practice questions for Bioenergetics, so each lesson has something to practise. */
const PRACTICE_QUESTIONS: (Omit<CreateMafQuestionBody, 'curricula_id' | 'lesson_id'> & { lesson: string })[] = [
  {
    lesson: 'Rate of photosynthesis',
    text: 'Name two factors that can limit the rate of photosynthesis.',
    max_marks: 2,
    marking_points: [
      { text: 'Light intensity', marks: 1, phrases: ['light intensity', 'amount of light'] },
      { text: 'Carbon dioxide concentration', marks: 1, phrases: ['carbon dioxide', 'CO2'] },
      { text: 'Temperature', marks: 1, phrases: ['temperature'] },
    ],
  },
  {
    lesson: 'How plants use glucose',
    text: 'Give three ways a plant uses the glucose it makes in photosynthesis.',
    max_marks: 3,
    marking_points: [
      { text: 'For respiration', marks: 1, phrases: ['respiration'] },
      { text: 'Stored as starch', marks: 1, phrases: ['starch'] },
      { text: 'Made into cellulose for cell walls', marks: 1, phrases: ['cellulose', 'cell wall'] },
      { text: 'Made into amino acids / proteins', marks: 1, phrases: ['amino acid', 'protein'] },
      { text: 'Stored as fats or oils', marks: 1, phrases: ['fat', 'oil'] },
    ],
  },
  {
    lesson: 'Aerobic respiration',
    text: 'Write the word equation for aerobic respiration.',
    max_marks: 2,
    marking_points: [
      { text: 'Glucose and oxygen are the reactants', marks: 1, phrases: ['glucose & oxygen'] },
      { text: 'Carbon dioxide and water are the products', marks: 1, phrases: ['carbon dioxide & water'] },
    ],
  },
  {
    lesson: 'Response to exercise',
    text: 'Explain why heart rate increases during exercise.',
    max_marks: 3,
    marking_points: [
      { text: 'Muscles respire faster / need more energy', marks: 1, phrases: ['more energy', 'respire faster'] },
      { text: 'More oxygen is delivered to the muscles', marks: 1, phrases: ['more oxygen'] },
      { text: 'Carbon dioxide is removed faster', marks: 1, phrases: ['remove carbon dioxide', 'carbon dioxide away'] },
    ],
  },
];

const QUIZ = [
  {
    lesson: 'The photosynthesis equation',
    text: 'Which gas do plants release in photosynthesis?',
    options: { choices: ['Carbon dioxide', 'Oxygen', 'Nitrogen', 'Water vapour'], correct: [1] },
  },
  {
    lesson: 'Aerobic respiration',
    text: 'In which part of a cell does aerobic respiration take place?',
    options: { choices: ['Nucleus', 'Ribosomes', 'Mitochondria', 'Cell membrane'], correct: [2] },
  },
  {
    lesson: 'Anaerobic respiration',
    text: 'What does yeast make when it respires anaerobically?',
    options: {
      choices: ['Lactic acid', 'Ethanol and carbon dioxide', 'Oxygen and water', 'Glucose'],
      correct: [1],
    },
  },
];

/**
 * What the demo students did: a lesson read (tutorial), or a practice answer (matched to its
 * question by the start of its text; a number is a choice's index), so many days ago.
 */
type Step =
  | { who: string; daysAgo: number; read: string }
  | {
      who: string;
      daysAgo: number;
      lesson: string;
      question: string;
      answer: string | number[];
      /** The student compared the answer with the model answer (the engine was unsure). */
      selfAssess?: 'yes' | 'partly';
      /** The teacher has since checked it and given this mark. */
      teacherMarks?: number;
    };

const SOPHIE = DEMO_ACCOUNTS.student;
const STEPS: Step[] = [
  // Sophie is part-way through Bioenergetics: photosynthesis done, glucose read, respiration begun.
  { who: SOPHIE, daysAgo: 6, read: 'The photosynthesis equation' },
  {
    who: SOPHIE,
    daysAgo: 6,
    lesson: 'The photosynthesis equation',
    question: 'Describe the process of photosynthesis',
    answer: 'Carbon dioxide and water react to make glucose and oxygen, using light energy absorbed by chlorophyll.',
  },
  {
    who: SOPHIE,
    daysAgo: 6,
    lesson: 'The photosynthesis equation',
    question: 'Which gas do plants release',
    answer: [1],
  },
  {
    who: SOPHIE,
    daysAgo: 5,
    lesson: 'Rate of photosynthesis',
    question: 'Explain why the rate of photosynthesis',
    answer: 'With brighter light the plant photosynthesises faster, until the carbon dioxide runs short.',
    selfAssess: 'yes',
    teacherMarks: 2,
  },
  {
    who: SOPHIE,
    daysAgo: 5,
    lesson: 'Rate of photosynthesis',
    question: 'Name two factors',
    answer: 'Light intensity and temperature.',
  },
  { who: SOPHIE, daysAgo: 3, read: 'How plants use glucose' },
  {
    who: SOPHIE,
    daysAgo: 2,
    lesson: 'Aerobic respiration',
    question: 'Write the word equation for aerobic',
    answer: 'glucose + oxygen -> energy',
  },
  {
    who: SOPHIE,
    daysAgo: 2,
    lesson: 'Aerobic respiration',
    question: 'In which part of a cell',
    answer: [0],
  },
  {
    who: SOPHIE,
    daysAgo: 1,
    lesson: 'Anaerobic respiration',
    question: 'Compare aerobic and anaerobic',
    answer:
      'Without oxygen the muscles make lactate and the energy released is smaller, but with oxygen you get CO2 and H2O.',
    selfAssess: 'partly',
  },
  // The rest of 10B practised photosynthesis, some well and some not, so the class has live scores
  // and the same wrong answers come up more than once.
  ...(
    [
      ['amir-khan', 'Carbon dioxide and water make glucose and oxygen in the chloroplasts using light energy.', [1]],
      ['bella-jones', 'Plants make food from sunlight.', [0]],
      ['chloe-smith', 'Oxygen and glucose are made from carbon dioxide and water.', [1]],
      ['daniel-okafor', 'Plants take in oxygen and give out carbon dioxide.', [0]],
      ['emma-brown', 'Plants make food from sunlight and water.', [1]],
    ] as const
  ).flatMap(([who, text, choice], i): Step[] => [
    {
      who: `${who}@demo.markwell.test`,
      daysAgo: 5 - (i % 3),
      lesson: 'The photosynthesis equation',
      question: 'Describe the process of photosynthesis',
      answer: text,
    },
    {
      who: `${who}@demo.markwell.test`,
      daysAgo: 5 - (i % 3),
      lesson: 'The photosynthesis equation',
      question: 'Which gas do plants release',
      answer: [...choice],
    },
  ]),
];

/**
 * The demo's learning: Bioenergetics tutorials and practice questions, and 10B's practice
 * history, given through the same service students use (so every mark is the engine's, with its
 * explanation), then dated back; the revision schedule is replayed from those dates, so the
 * questions Sophie met days ago are due for revision today.
 */
export async function seedLearning(db: Db, core: CoreSeed) {
  const staffId = core.users.get(DEMO_ACCOUNTS.staff)!.id;
  const bio = core.curricula.bio.id;
  const lessonRows = await db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(courses.curriculaId, bio), eq(courses.name, 'Bioenergetics')));
  const lesson = (name: string) => {
    const row = lessonRows.find((l) => l.name === name);
    if (!row) throw new Error(`seed: no Bioenergetics lesson "${name}"`);
    return row.id;
  };

  await db.insert(lessonContents).values(
    Object.entries(TUTORIALS).map(([name, html]) => ({
      lessonId: lesson(name),
      bodyHtml: sanitizeRichHtml(html),
      updatedBy: staffId,
    })),
  );
  const questionsService = createQuestionsService(db);
  for (const { lesson: name, ...q } of PRACTICE_QUESTIONS)
    await questionsService.createMafQuestion({ ...q, curricula_id: bio, lesson_id: lesson(name) }, staffId, db);
  await insertQuizQuestions(
    db,
    staffId,
    QUIZ.map((q) => ({ text: q.text, curriculaId: bio, lessonId: lesson(q.lesson), options: q.options })),
  );

  const service = createLearningService(db);
  const review = createPracticeReviewService(db);
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const now = Date.now();
  const questionIn = async (lessonId: number, start: string) => {
    const { question_ids } = (await createLearningRepository(db).lesson(lessonId))!;
    const bank = await db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(inArray(questions.id, question_ids));
    const found = bank.find((q) => q.text.startsWith(start));
    if (!found) throw new Error(`seed: no practice question "${start}" on lesson ${lessonId}`);
    return found.id;
  };
  for (const step of STEPS) {
    const user = toAuthUser(core.users.get(step.who)!);
    const at = new Date(now - step.daysAgo * DAY + (STEPS.indexOf(step) % 24) * 60_000);
    if ('read' in step) {
      await service.complete(user, lesson(step.read));
      await db
        .update(lessonCompletions)
        .set({ completedAt: at })
        .where(and(eq(lessonCompletions.studentId, user.id), eq(lessonCompletions.lessonId, lesson(step.read))));
      continue;
    }
    const lessonId = lesson(step.lesson);
    const result = await service.answer(user, {
      lesson_id: lessonId,
      question_id: await questionIn(lessonId, step.question),
      answer: step.answer,
      source: 'practice',
    });
    await db.update(practiceAnswers).set({ answeredAt: at }).where(eq(practiceAnswers.id, result.id));
    if (step.selfAssess && result.needs_review) await service.selfAssess(user, result.id, step.selfAssess);
    if (step.teacherMarks !== undefined && result.needs_review) {
      await review.review(teacher, result.id, step.teacherMarks);
      await db
        .update(practiceAnswers)
        .set({ reviewedAt: new Date(at.getTime() + DAY / 2) })
        .where(eq(practiceAnswers.id, result.id));
    }
  }
  // A lesson completed by practice is dated by the answer that completed it.
  await db.execute(sql`update lesson_completions lc set completed_at = (
      select max(pa.answered_at) from practice_answers pa
      where pa.student_id = lc.student_id and pa.lesson_id = lc.lesson_id)
    where lc.source = 'practice'`);
  await replayRevisionCards(db, [...new Set(STEPS.map((s) => core.users.get(s.who)!.id))]);

  // The teacher set 10B practice on respiration, due this week: each lesson done and 70% on it.
  const [class10b] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(eq(schoolGroups.name, '10B Biology'));
  await createAssignmentsService(db).create(teacher, {
    kind: 'practice',
    title: 'Practice: respiration',
    lesson_ids: ['Aerobic respiration', 'Anaerobic respiration', 'Response to exercise'].map(lesson),
    target_lessons_completed: true,
    target_score: 70,
    opens_at: new Date(now - 2 * DAY).toISOString(),
    due_at: new Date(now + 4 * DAY).toISOString(),
    one_per_page: false,
    targets: { group_ids: [class10b!.id], subgroups: [], student_ids: [] },
    extra_time: [],
    notify: true,
  });
}

/** Rebuilds the students' revision cards from their dated answers, answer by answer, as FSRS would have moved them. */
async function replayRevisionCards(db: Db, studentIds: number[]) {
  const repo = createLearningRepository(db);
  const answers = await db
    .select()
    .from(practiceAnswers)
    .where(inArray(practiceAnswers.studentId, studentIds))
    .orderBy(asc(practiceAnswers.answeredAt), asc(practiceAnswers.id));
  const cards = new Map<string, { card: RevisionCard; row: (typeof answers)[number] }>();
  for (const a of answers) {
    const key = `${a.studentId}:${a.questionId}`;
    const share = a.maxMarks > 0 ? (a.teacherMarks ?? a.engineMarks) / a.maxMarks : 0;
    cards.set(key, { card: reviewCard(cards.get(key)?.card ?? null, share, a.answeredAt), row: a });
  }
  for (const { card, row } of cards.values())
    await repo.saveCard({
      schoolId: row.schoolId,
      studentId: row.studentId,
      questionId: row.questionId,
      lessonId: row.lessonId,
      ...card,
    });
}
