import type { Db } from '../db/client';
import {
  academyAttempts,
  academyCourses,
  academyEnrolments,
  academyLessonCompletions,
  academyLessons,
} from '../db/schema/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

interface SeedLesson {
  title: string;
  content: string;
  quiz?: { prompt: string; answers: string[] }[];
}

interface SeedCourse {
  curriculaId: number;
  title: string;
  summary: string;
  published: boolean;
  lessons: SeedLesson[];
}

function courses(core: CoreSeed): SeedCourse[] {
  const { bio, chem } = core.curricula;
  return [
    {
      curriculaId: bio.id,
      title: 'Marking extended answers in Biology',
      summary: 'How mark schemes read six-mark answers, and how to give feedback students act on.',
      published: true,
      lessons: [
        {
          title: 'What a marking point is',
          content:
            '<h2>Marking points</h2><p>A mark scheme lists <strong>marking points</strong>: each is one idea an answer must hold to earn a mark.</p><ul><li>Accept the idea, not the exact words.</li><li>Watch for answers that contradict themselves.</li></ul>',
          quiz: [{ prompt: 'What does a mark scheme list, one per idea?', answers: ['marking points'] }],
        },
        {
          title: 'Levelled answers',
          content:
            '<h2>Levels of response</h2><p>Six-mark questions are marked by <em>level</em>: first decide the level from the quality of the whole answer, then the mark within it.</p>',
        },
        {
          title: 'Feedback students read',
          content:
            '<h2>Feedback</h2><p>Short, specific feedback tied to one marking point is acted on far more often than a general comment.</p><ol><li>Name the missing point.</li><li>Ask for a rewrite of one sentence.</li></ol>',
          quiz: [
            {
              prompt: 'Which gas do plants take in for photosynthesis?',
              answers: ['carbon dioxide'],
            },
          ],
        },
      ],
    },
    {
      curriculaId: bio.id,
      title: 'Required practicals without the stress',
      summary: 'Planning, running and assessing the required practicals of GCSE Biology.',
      published: true,
      lessons: [
        {
          title: 'Planning a practical lesson',
          content:
            '<p>Set out equipment lists and risk assessments the day before; give each group one clear role card.</p>',
        },
        {
          title: 'Assessing practical skills',
          content:
            '<p>Exam questions on practicals test the method, the variables and the evaluation. Practise all three.</p>',
          quiz: [{ prompt: 'What is the variable you change called?', answers: ['independent variable'] }],
        },
      ],
    },
    {
      curriculaId: chem.id,
      title: 'Teaching moles with confidence',
      summary: 'A sequence of lessons that makes amount of substance click for GCSE students.',
      published: true,
      lessons: [
        {
          title: 'Starting from particles',
          content: '<p>Begin with counting particles before introducing the mole as a counting unit.</p>',
        },
        {
          title: 'Relative formula mass',
          content: '<p>Practise relative formula mass until it is automatic: the mole calculations lean on it.</p>',
        },
      ],
    },
    {
      curriculaId: bio.id,
      title: 'Ecology fieldwork (in preparation)',
      summary: 'Quadrats, transects and sampling: coming soon.',
      published: false,
      lessons: [{ title: 'Sampling with quadrats', content: '<p>Draft lesson.</p>' }],
    },
  ];
}

/** Academy courses for the demo curricula; the demo teacher is part-way through the first. */
export async function seedAcademy(db: Db, core: CoreSeed) {
  const lessonIds: number[][] = [];
  const courseIds: number[] = [];
  for (const [position, course] of courses(core).entries()) {
    const [row] = await db
      .insert(academyCourses)
      .values({
        curriculaId: course.curriculaId,
        title: course.title,
        summary: course.summary,
        published: course.published,
        position,
      })
      .returning({ id: academyCourses.id });
    courseIds.push(row!.id);
    const lessons = await db
      .insert(academyLessons)
      .values(
        course.lessons.map((l, i) => ({
          courseId: row!.id,
          title: l.title,
          content: l.content,
          quiz: (l.quiz ?? []).map((q) => ({ ...q, synonyms: [] })),
          position: i,
        })),
      )
      .returning({ id: academyLessons.id });
    lessonIds.push(lessons.map((l) => l.id));
  }

  const teacher = core.users.get(DEMO_ACCOUNTS.teacher)!;
  const [enrolment] = await db
    .insert(academyEnrolments)
    .values({ schoolId: teacher.schoolId!, teacherId: teacher.id, courseId: courseIds[0]! })
    .returning({ id: academyEnrolments.id });
  const [attempt] = await db
    .insert(academyAttempts)
    .values({ enrolmentId: enrolment!.id, schoolId: teacher.schoolId!, number: 1 })
    .returning({ id: academyAttempts.id });
  await db.insert(academyLessonCompletions).values({
    attemptId: attempt!.id,
    lessonId: lessonIds[0]![0]!,
    schoolId: teacher.schoolId!,
    quizScore: 1,
    quizTotal: 1,
  });
}
