import { eq, like } from 'drizzle-orm';
import type { CreateMafQuestionBody } from '@markwell/contracts';
import { curricula, lessons, markingPoints, questions } from '../src/db/schema/index';
import type { TestApp } from './test-app';
import { createQuestionsService } from '../src/modules/questions/index';

/** Seeded ids and a quick question factory for the question bank tests. */
export async function questionFixtures(t: TestApp) {
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const [chem] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Chemistry'));
  const seeded = async (prefix: string) => {
    const [row] = await t.db
      .select()
      .from(questions)
      .where(like(questions.text, `${prefix}%`));
    if (!row) throw new Error(`no seeded question "${prefix}"`);
    return row;
  };
  const lesson = async (name: string) => (await t.db.select().from(lessons).where(eq(lessons.name, name)))[0]!.id;
  const pointsOf = (questionId: number) =>
    t.db.select().from(markingPoints).where(eq(markingPoints.questionId, questionId)).orderBy(markingPoints.position);
  const staffId = await t.userId('staff');
  const service = createQuestionsService(t.db);
  let n = 0;
  /** A fresh MAF question (biology unless told) with one marking point. */
  const buildQuestion = (over: Partial<CreateMafQuestionBody> = {}) =>
    service.createMafQuestion(
      {
        text: `Test question ${++n}: why do leaves look green?`,
        curricula_id: bio!.id,
        max_marks: 1,
        marking_points: [{ text: 'Chlorophyll reflects green light', marks: 1, phrases: ['reflects green light'] }],
        ...over,
      },
      staffId,
    );
  return {
    bio: bio!.id,
    chem: chem!.id,
    photosynthesis: await seeded('Describe the process of photosynthesis'),
    chromatography: await seeded('A student uses paper chromatography'),
    mr: await seeded('Calculate the relative formula mass'),
    lesson,
    pointsOf,
    staffId,
    service,
    buildQuestion,
  };
}

/** A multipart/form-data body with one file field. */
export function multipartFile(filename: string, content: Buffer, type = 'image/png') {
  const boundary = '----markwell-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
