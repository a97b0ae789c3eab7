import { asc, eq, inArray } from 'drizzle-orm';
import type { CreateMafQuestionBody } from '@markwell/contracts';
import type { Db } from '../db/client';
import {
  chapters,
  examTemplateQuestions,
  examTemplates,
  lessons,
  markingPoints,
  questions,
  synonyms,
  topics,
} from '../db/schema/index';
import { toAuthUser } from '../lib/access';
import {
  createMachinePhrasesService,
  createQuestionsService,
  questionContentHash,
  type MachinePhrasesService,
} from '../modules/questions/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** A demo question whose marking points are model answers written as sentences. */
export const DEMO_MODEL_ANSWER_QUESTION =
  'A student leaves a dish of salt solution on a sunny windowsill. A week later only white crystals are left in the dish. Explain what happened to the water and to the salt.';

/** Demo question bank: GCSE Biology and Chemistry MAF questions, a few quiz questions, one synonym set, one exam template. */
export async function seedQuestions(db: Db, core: CoreSeed) {
  const staffId = core.users.get(DEMO_ACCOUNTS.staff)!.id;
  const bio = core.curricula.bio.id;
  const chem = core.curricula.chem.id;

  // Lesson ids by name, with their course (the lesson names of the core seed are unique).
  const lessonRows = await db.select({ id: lessons.id, name: lessons.name }).from(lessons);
  const lesson = (name: string) => {
    const row = lessonRows.find((l) => l.name === name);
    if (!row) throw new Error(`seed: no lesson "${name}"`);
    return row.id;
  };

  await db.insert(synonyms).values([
    { text: 'sunlight; light from the sun; light energy', curriculaId: null },
    { text: 'glucose; sugar', curriculaId: bio },
  ]);

  const service = createQuestionsService(db);
  const maf: CreateMafQuestionBody[] = [
    {
      text: 'Describe the process of photosynthesis. Include the word equation in your answer.',
      curricula_id: bio,
      lesson_id: lesson('The photosynthesis equation'),
      max_marks: 4,
      marking_points: [
        {
          text: 'Carbon dioxide and water are the reactants',
          marks: 1,
          phrases: ['carbon dioxide & water', 'CO2 & H2O'],
        },
        { text: 'Glucose and oxygen are the products', marks: 1, phrases: ['glucose & oxygen'] },
        { text: 'Light energy is needed / absorbed', marks: 1, phrases: ['light energy', 'absorbs light'] },
        { text: 'Takes place in the chloroplasts (chlorophyll)', marks: 1, phrases: ['chloroplast', 'chlorophyll'] },
      ],
    },
    {
      text: 'Explain why the rate of photosynthesis increases as light intensity increases, up to a point.',
      curricula_id: bio,
      lesson_id: lesson('Rate of photosynthesis'),
      max_marks: 3,
      marking_points: [
        { text: 'More light energy is available', marks: 1, phrases: ['more light'] },
        { text: 'Light is the limiting factor at low intensity', marks: 1, phrases: ['limiting factor'] },
        {
          text: 'Another factor (CO2 concentration or temperature) becomes limiting',
          marks: 1,
          phrases: ['carbon dioxide & limiting', 'temperature & limiting'],
        },
      ],
    },
    {
      text: 'Compare aerobic and anaerobic respiration in muscle cells.',
      curricula_id: bio,
      lesson_id: lesson('Anaerobic respiration'),
      max_marks: 4,
      marking_points: [
        {
          text: 'Aerobic respiration uses oxygen; anaerobic does not',
          marks: 1,
          phrases: ['aerobic & oxygen', 'anaerobic & without oxygen'],
        },
        { text: 'Anaerobic respiration produces lactic acid', marks: 1, phrases: ['lactic acid'] },
        { text: 'Aerobic releases more energy', marks: 1, phrases: ['more energy'] },
        { text: 'Aerobic produces carbon dioxide and water', marks: 1, phrases: ['carbon dioxide & water'] },
      ],
    },
    {
      text: 'Evaluate the use of light and electron microscopes for studying cells. [6 marks]',
      curricula_id: bio,
      lesson_id: lesson('Light and electron microscopes'),
      max_marks: 6,
      marking_type: 'levelled',
      levels: [
        { level: 1, minPoints: 1, descriptor: 'Simple statements about one type of microscope' },
        { level: 2, minPoints: 3, descriptor: 'Comparison of both microscopes with some detail' },
        { level: 3, minPoints: 5, descriptor: 'Detailed, balanced evaluation with a conclusion' },
      ],
      marking_points: [
        { text: 'Electron microscopes have a higher magnification', marks: 1, phrases: ['higher magnification'] },
        {
          text: 'Electron microscopes have a higher resolution',
          marks: 1,
          phrases: ['higher resolution', 'more detail'],
        },
        { text: 'Light microscopes can view living cells', marks: 1, phrases: ['living cells', 'live specimens'] },
        { text: 'Light microscopes are cheaper and portable', marks: 1, phrases: ['cheaper', 'portable'] },
        {
          text: 'Electron microscopes show sub-cellular structures such as ribosomes',
          marks: 1,
          phrases: ['ribosomes', 'sub-cellular structures'],
        },
      ],
    },
    {
      text: 'A student uses paper chromatography to separate the dyes in an ink. Describe how the method works.',
      curricula_id: chem,
      lesson_id: lesson('Chromatography'),
      max_marks: 3,
      marking_points: [
        { text: 'Pencil start line above the solvent level', marks: 1, phrases: ['pencil line', 'above the solvent'] },
        {
          text: 'The solvent moves up the paper (mobile phase)',
          marks: 1,
          phrases: ['solvent moves up', 'mobile phase'],
        },
        {
          text: 'Dyes move different distances because of different solubility',
          marks: 1,
          phrases: ['different distances', 'different solubility'],
        },
      ],
    },
    {
      // model answers typed as sentences: the engine reads them as their concepts, the words of what
      // the question asks optional and the scene's words counted (the editor shows the reading)
      text: DEMO_MODEL_ANSWER_QUESTION,
      curricula_id: chem,
      lesson_id: lesson('Separating mixtures'),
      max_marks: 2,
      marking_points: [
        {
          text: 'The water evaporated, heated by the Sun',
          marks: 1,
          phrases: ['The water evaporated because the Sun heated the dish.'],
        },
        {
          text: 'The salt does not evaporate: it is left behind and crystallises',
          marks: 1,
          phrases: ['The salt did not evaporate, so it was left behind and formed crystals.'],
        },
      ],
    },
    {
      text: 'Calculate the relative formula mass (Mr) of calcium carbonate, CaCO3. (Ar: Ca = 40, C = 12, O = 16)',
      curricula_id: chem,
      lesson_id: lesson('The mole'),
      max_marks: 1,
      marking_points: [{ text: 'Mr = 100', marks: 1, phrases: [] }],
      structure: { type: 'numeric', value: 100, tolerance: 0, unit: null },
    },
  ];
  const ids: number[] = [];
  for (const q of maf) ids.push(await service.createMafQuestion(q, staffId, db));
  await seedMachinePhrases(db, core, createMachinePhrasesService(db), ids);

  const quiz: DemoQuizQuestion[] = [
    {
      text: 'Which part of a plant cell is the site of photosynthesis?',
      curriculaId: bio,
      lessonId: lesson('Animal and plant cells'),
      options: { choices: ['Nucleus', 'Chloroplast', 'Cell wall', 'Vacuole'], correct: [1] },
    },
    {
      text: 'Which particles are found in the nucleus of an atom?',
      curriculaId: chem,
      lessonId: lesson('Structure of the atom'),
      options: {
        choices: ['Protons and electrons', 'Neutrons and electrons', 'Protons and neutrons', 'Electrons only'],
        correct: [2],
      },
    },
  ];
  await insertQuizQuestions(db, staffId, quiz);

  const [template] = await db
    .insert(examTemplates)
    .values({
      name: 'Bioenergetics end-of-topic test',
      curriculaId: bio,
      createdBy: staffId,
      central: true,
      visibility: 'public',
    })
    .returning();
  await db.insert(examTemplateQuestions).values({ templateId: template!.id, questionId: ids[0]!, position: 0 });
}

/**
 * Machine phrases as teachers would have proposed them while marking (through the same service
 * the route uses): six wait in the staff review queue (two picked and measured by the engine), one was accepted and now takes part in
 * marking, so the review screen and the editor show the feature from the first start. Accepting
 * "another factor & limiting" would raise marks the marking seed gives (released and not), so its
 * dry run before accepting has something to show.
 */
async function seedMachinePhrases(db: Db, core: CoreSeed, service: MachinePhrasesService, questionIds: number[]) {
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const staff = toAuthUser(core.users.get(DEMO_ACCOUNTS.staff)!);
  const pointOf = async (questionIndex: number, position: number) => {
    const points = await db
      .select({ id: markingPoints.id })
      .from(markingPoints)
      .where(eq(markingPoints.questionId, questionIds[questionIndex]!))
      .orderBy(asc(markingPoints.position), asc(markingPoints.id));
    return points[position]!.id;
  };
  const proposals = [
    {
      point: await pointOf(1, 0),
      phrase: 'brighter light',
      answer: 'In brighter light the plant can photosynthesise faster until it runs short of carbon dioxide.',
    },
    {
      point: await pointOf(2, 1),
      phrase: 'lactate',
      answer: 'Anaerobic respiration makes lactate, which builds up in the muscles and causes cramp.',
    },
    {
      point: await pointOf(1, 2),
      phrase: 'another factor & limiting',
      answer: 'More light means more energy for photosynthesis until another factor is limiting.',
    },
    {
      point: await pointOf(0, 3),
      phrase: 'green parts of the leaf',
      answer: 'It happens in the green parts of the leaf, using carbon dioxide and water.',
    },
  ];
  for (const p of proposals) await service.proposeMachines(teacher, p.point, { phrases: [p.phrase], answer: p.answer });
  // two answers the teacher credited and the engine missed: the engine picks the phrases, and the
  // second is judged on the first (the queue shows that evidence)
  const magnification = await pointOf(3, 0);
  for (const answer of [
    'Electron microscopes magnify objects far more.',
    'An electron microscope can magnify things much more.',
  ])
    await service.proposeMachines(teacher, magnification, { answer });

  const solventPoint = await pointOf(4, 1);
  const [accepted] = await service.proposeMachines(teacher, solventPoint, {
    phrases: ['solvent soaks up the paper'],
    answer: 'The solvent soaks up the paper and carries the dyes with it.',
  });
  await service.reviewMachines(staff, solventPoint, [{ id: accepted!.id, status: 'accepted' }]);
}

/** A multiple choice question of the demo bank, placed on a lesson. */
export interface DemoQuizQuestion {
  text: string;
  curriculaId: number;
  lessonId: number;
  options: { choices: string[]; correct: number[] };
}

/** Adds multiple choice questions to the bank, each placed on its lesson (and so its topic and course). */
export async function insertQuizQuestions(db: Db, staffId: number, quiz: DemoQuizQuestion[]): Promise<number[]> {
  const places = await db
    .select({ id: lessons.id, topicId: lessons.topicId, courseId: chapters.courseId })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(
      inArray(
        lessons.id,
        quiz.map((q) => q.lessonId),
      ),
    );
  const rows = await db
    .insert(questions)
    .values(
      quiz.map((q) => {
        const place = places.find((p) => p.id === q.lessonId)!;
        return {
          kind: 'quiz' as const,
          text: q.text,
          curriculaId: q.curriculaId,
          courseId: place.courseId,
          topicId: place.topicId,
          lessonId: q.lessonId,
          maxMarks: 1,
          options: q.options,
          createdBy: staffId,
          contentHash: questionContentHash('quiz', q.curriculaId, q.text),
        };
      }),
    )
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}
