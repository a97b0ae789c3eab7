import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStructures, examTemplateQuestions, examTemplates, questions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartFile, PNG, questionFixtures } from '../../../test/question-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
});
afterAll(() => t.close());

const READERS = {
  anonymous: 401,
  student: 403,
  otherTeacher: 200,
  teacher: 200,
  schoolAdmin: 200,
  staff: 200,
  admin: 200,
};
const staffOnly = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: 403,
  staff: ok,
  admin: ok,
});
const api = (path: string) => `/api/v2${path}`;

describe('GET /questionmafs', () => {
  it('is for teachers and staff', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/questionmafs') })).toEqual(READERS);
  });

  it('pages the seeded questions and filters by curriculum, lesson, marks and words', async () => {
    const all = (await t.request('staff', { method: 'GET', url: api('/questionmafs?limit=2&page=1') })).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const page2 = (await t.request('staff', { method: 'GET', url: api('/questionmafs?limit=2&page=2') })).json();
    expect(page2.items.map((q: { id: number }) => q.id)).not.toContain(all.items[0].id);

    const chem = (await t.request('staff', { method: 'GET', url: api(`/questionmafs?curricula=${f.chem}`) })).json();
    expect(chem.items.every((q: { curricula_id: number }) => q.curricula_id === f.chem)).toBe(true);
    expect(chem.items.map((q: { id: number }) => q.id)).toEqual(expect.arrayContaining([f.chromatography.id, f.mr.id]));

    const byLesson = (
      await t.request('staff', { method: 'GET', url: api(`/questionmafs?lesson=${f.photosynthesis.lessonId}`) })
    ).json();
    expect(byLesson.items.map((q: { id: number }) => q.id)).toEqual([f.photosynthesis.id]);
    expect(byLesson.items[0]).toMatchObject({ points_count: 4, max_marks: 4, course_id: f.photosynthesis.courseId });

    const byCourse = (
      await t.request('staff', { method: 'GET', url: api(`/questionmafs?course=${f.photosynthesis.courseId}&marks=4`) })
    ).json();
    expect(byCourse.items.every((q: { max_marks: number }) => q.max_marks === 4)).toBe(true);
    expect(byCourse.items.map((q: { id: number }) => q.id)).toContain(f.photosynthesis.id);

    const search = (
      await t.request('staff', { method: 'GET', url: api('/questionmafs?query=CHROMATOGRAPHY%20ink') })
    ).json();
    expect(search).toMatchObject({ total: 1, items: [{ id: f.chromatography.id }] });
    const noMatch = (await t.request('staff', { method: 'GET', url: api('/questionmafs?query=100%25') })).json();
    expect(noMatch.total).toBe(0);
  });

  it('shows a teacher only the curricula their school follows', async () => {
    const mafOf = async (curriculaId: number) =>
      (
        await t.db
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.kind, 'maf'), eq(questions.curriculaId, curriculaId)))
      ).length;
    const other = (await t.request('otherTeacher', { method: 'GET', url: api('/questionmafs?limit=100') })).json();
    expect(other.total).toBe(await mafOf(f.bio));
    expect(other.items.every((q: { curricula_id: number }) => q.curricula_id === f.bio)).toBe(true);
    const mine = (await t.request('teacher', { method: 'GET', url: api(`/questionmafs?curricula=${f.chem}`) })).json();
    expect(mine.total).toBe(await mafOf(f.chem));
    expect(mine.total).toBeGreaterThan(0);
  });

  it('rejects bad filters', async () => {
    for (const q of ['limit=0', 'limit=101', 'page=0', 'curricula=abc', 'marks=-1']) {
      const res = await t.request('staff', { method: 'GET', url: api(`/questionmafs?${q}`) });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});

describe('GET /questionmafs/:id', () => {
  it('shows the mark scheme to teachers of a school following the curriculum; to others it is missing', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api(`/questionmafs/${f.photosynthesis.id}`) })).toEqual(
      READERS,
    );
    expect(await t.statusByCaller({ method: 'GET', url: api(`/questionmafs/${f.chromatography.id}`) })).toEqual({
      ...READERS,
      otherTeacher: 404,
    });
  });

  it('answers the question with points and structure', async () => {
    const res = await t.request('teacher', { method: 'GET', url: api(`/questionmafs/${f.mr.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: f.mr.id,
      kind: 'maf',
      marking_type: 'points',
      structure: { type: 'numeric', value: 100, tolerance: 0 },
      marking_points: [{ text: 'Mr = 100', marks: 1, phrases: [] }],
    });
  });

  it('is 404 for a missing question or a quiz question, 400 for a bad id', async () => {
    expect((await t.request('staff', { method: 'GET', url: api('/questionmafs/999999') })).statusCode).toBe(404);
    const [quiz] = await t.db.select().from(questions).where(eq(questions.kind, 'quiz'));
    expect((await t.request('staff', { method: 'GET', url: api(`/questionmafs/${quiz!.id}`) })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'GET', url: api('/questionmafs/abc') })).statusCode).toBe(400);
  });
});

describe('POST /questionmafs', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    text: 'Name the gas produced by photosynthesis.',
    curricula_id: f.bio,
    max_marks: 1,
    marking_points: [{ text: 'Oxygen', phrases: ['oxygen', 'O2'] }],
    ...over,
  });

  it('is staff only', async () => {
    expect(await t.statusByCaller(() => ({ method: 'POST', url: api('/questionmafs'), payload: body() }))).toEqual(
      staffOnly(201),
    );
  });

  it('creates the question, its points and structure, filling course and topic from the lesson', async () => {
    const lessonId = await f.lesson('Diffusion');
    const res = await t.request('staff', {
      method: 'POST',
      url: api('/questionmafs'),
      payload: body({
        text: 'What is the speed of the particles?',
        lesson_id: lessonId,
        max_marks: 2,
        marking_points: [
          { text: 'Value', marks: 1, phrases: [] },
          { text: 'Unit', marks: 1, phrases: ['m/s'] },
        ],
        structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' },
      }),
    });
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      lesson_id: lessonId,
      points_count: 2,
      created_by: f.staffId,
      structure: { type: 'numeric', value: 9.8 },
    });
    expect(q.course_id).not.toBeNull();
    expect(q.topic_id).not.toBeNull();
    expect(q.marking_points.map((p: { position: number; marks: number }) => [p.position, p.marks])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects bad input: missing fields, levelled without levels, unreadable phrases, mismatched links', async () => {
    const bad = async (payload: unknown, code: string) => {
      const res = await t.request('staff', { method: 'POST', url: api('/questionmafs'), payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
      return res.json();
    };
    await bad({ text: '' }, 'validation_failed');
    const levelled = await bad(body({ marking_type: 'levelled' }), 'validation_failed');
    expect(levelled.errors.map((e: { path: string }) => e.path)).toContain('body.levels');
    await bad(body({ structure: { type: 'numeric', value: 'x' } }), 'validation_failed');
    await bad(body({ marking_points: [{ text: 'x', phrases: ['?!'] }] }), 'invalid_phrase');
    await bad(body({ curricula_id: 999999 }), 'invalid_link');
    const chemLesson = await f.lesson('Chromatography');
    const link = await bad(body({ lesson_id: chemLesson }), 'invalid_link');
    expect(link.errors[0].path).toBe('body.course_id');
    const before = await t.db.select().from(questions);
    await bad(body({ lesson_id: 999999 }), 'invalid_link');
    expect(await t.db.select().from(questions)).toHaveLength(before.length);
  });

  it('creates a levelled question with its levels', async () => {
    const res = await t.request('staff', {
      method: 'POST',
      url: api('/questionmafs'),
      payload: body({
        marking_type: 'levelled',
        levels: [
          { level: 1, minPoints: 1 },
          { level: 2, minPoints: 2 },
        ],
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      marking_type: 'levelled',
      levels: [
        { level: 1, minPoints: 1 },
        { level: 2, minPoints: 2 },
      ],
    });
  });
});

describe('createMafQuestion (for the import module)', () => {
  it('runs inside a transaction it is given: a rollback leaves nothing behind', async () => {
    const before = (await t.db.select().from(questions)).length;
    await expect(
      t.db.transaction(async (tx) => {
        const id = await f.service.createMafQuestion(
          {
            text: 'Inside a batch',
            curricula_id: f.bio,
            max_marks: 1,
            marking_points: [{ text: 'a', phrases: ['alpha'] }],
          },
          f.staffId,
          tx as unknown as typeof t.db,
        );
        expect(id).toBeGreaterThan(0);
        throw new Error('abort the batch');
      }),
    ).rejects.toThrow('abort the batch');
    expect((await t.db.select().from(questions)).length).toBe(before);
  });

  it('refuses invalid input with a 400 AppError', async () => {
    await expect(
      f.service.createMafQuestion({ text: '', curricula_id: f.bio, max_marks: 1 }, f.staffId),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });
});

describe('PATCH /questionmafs/:id', () => {
  it('is staff only', async () => {
    const id = await f.buildQuestion();
    expect(
      await t.statusByCaller({ method: 'PATCH', url: api(`/questionmafs/${id}`), payload: { max_marks: 2 } }),
    ).toEqual(staffOnly(200));
  });

  it('edits fields, re-links and refreshes the content hash', async () => {
    const id = await f.buildQuestion();
    const [before] = await t.db.select().from(questions).where(eq(questions.id, id));
    const lessonId = await f.lesson('Osmosis');
    const res = await t.request('staff', {
      method: 'PATCH',
      url: api(`/questionmafs/${id}`),
      payload: {
        text: 'Explain osmosis.',
        lesson_id: lessonId,
        max_marks: 3,
        media: 'https://videos.example.test/osmosis.mp4',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      text: 'Explain osmosis.',
      lesson_id: lessonId,
      max_marks: 3,
      media: 'https://videos.example.test/osmosis.mp4',
    });
    const [after] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(after!.contentHash).not.toBe(before!.contentHash);

    const moved = await t.request('staff', {
      method: 'PATCH',
      url: api(`/questionmafs/${id}`),
      payload: { curricula_id: f.chem },
    });
    expect(moved.json()).toMatchObject({ curricula_id: f.chem, course_id: null, topic_id: null, lesson_id: null });
  });

  it('rejects bad input', async () => {
    const id = await f.buildQuestion();
    const send = (payload: object) => t.request('staff', { method: 'PATCH', url: api(`/questionmafs/${id}`), payload });
    expect((await send({})).statusCode).toBe(400);
    expect((await send({ max_marks: -1 })).statusCode).toBe(400);
    expect((await send({ media: 'not a url' })).statusCode).toBe(400);
    expect((await send({ marking_type: 'levelled' })).json().code).toBe('levels_required');
    expect((await send({ lesson_id: await f.lesson('The mole') })).json().code).toBe('invalid_link');
    expect(
      (await t.request('staff', { method: 'PATCH', url: api('/questionmafs/999999'), payload: { max_marks: 1 } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /questionmafs/:id', () => {
  it('is staff only', async () => {
    const ids = await Promise.all(Array.from({ length: 7 }, () => f.buildQuestion()));
    let i = 0;
    expect(await t.statusByCaller(() => ({ method: 'DELETE', url: api(`/questionmafs/${ids[i++]}`) }))).toEqual(
      staffOnly(200),
    );
  });

  it('deletes a question no template uses, with its points', async () => {
    const id = await f.buildQuestion();
    const res = await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await f.pointsOf(id)).toEqual([]);
    expect((await t.request('staff', { method: 'GET', url: api(`/questionmafs/${id}`) })).statusCode).toBe(404);
  });

  it('answers 400 question_in_use with the templates, and deletes only with confirm=true', async () => {
    // A question and a template of this test's own: the seeded ones stay for the other tests.
    const id = await f.buildQuestion();
    const [template] = await t.db
      .insert(examTemplates)
      .values({ name: `Template using question ${id}`, curriculaId: f.bio, createdBy: f.staffId })
      .returning();
    await t.db.insert(examTemplateQuestions).values({ templateId: template!.id, questionId: id, position: 0 });
    const refused = await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}`) });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'question_in_use',
      templates: [{ id: template!.id, name: template!.name }],
    });
    const notConfirmed = await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}?confirm=false`) });
    expect(notConfirmed.statusCode).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: api(`/questionmafs/${id}`) })).statusCode).toBe(200);
    expect(
      (await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}?confirm=maybe`) })).statusCode,
    ).toBe(400);

    const confirmed = await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}?confirm=true`) });
    expect(confirmed.statusCode).toBe(200);
    expect(await t.db.select().from(questions).where(eq(questions.id, id))).toEqual([]);
    expect(
      await t.db.select().from(examTemplateQuestions).where(eq(examTemplateQuestions.templateId, template!.id)),
    ).toEqual([]);
    expect(await t.db.select().from(examTemplates).where(eq(examTemplates.id, template!.id))).toHaveLength(1);
  });
});

describe('POST /questionmafs/:id/photos and DELETE /questionmafs/:id/media', () => {
  it('is staff only', async () => {
    const id = await f.buildQuestion();
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: api(`/questionmafs/${id}/photos`),
        ...multipartFile('a.png', PNG),
      })),
    ).toEqual(staffOnly(200));
    expect(await t.statusByCaller({ method: 'DELETE', url: api(`/questionmafs/${id}/media`) })).toEqual(staffOnly(200));
  });

  it('stores an image under a generated name and serves it; removing media clears it', async () => {
    const id = await f.buildQuestion();
    const res = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/photos`),
      ...multipartFile('leaf.png', PNG),
    });
    expect(res.statusCode).toBe(200);
    const { photo, photo_url } = res.json();
    expect(photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(photo_url).toBe(`/uploads/images/${photo}`);
    const served = await t.app.inject({ method: 'GET', url: photo_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    await t.request('staff', {
      method: 'PATCH',
      url: api(`/questionmafs/${id}`),
      payload: { media: 'https://videos.example.test/a.mp4' },
    });
    const removed = await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}/media`) });
    expect(removed.json()).toMatchObject({ photo: null, photo_url: null, media: null });
    expect((await t.app.inject({ method: 'GET', url: photo_url })).statusCode).toBe(404);
  });

  it('refuses a text file named x.png, a non-multipart request, a broken one, and a file over the size limit', async () => {
    const id = await f.buildQuestion();
    const text = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/photos`),
      ...multipartFile('x.png', Buffer.from('just some text, not an image')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('not_an_image');
    const json = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/photos`),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    // A multipart body cut short: the sender's fault, a 400 problem.
    const { payload, headers } = multipartFile('cut.png', PNG);
    const cut = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/photos`),
      payload: payload.subarray(0, payload.length - 30),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('multipart_invalid');
    const huge = Buffer.concat([PNG, Buffer.alloc(t.app.env.UPLOAD_MAX_BYTES + 10)]);
    const big = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/photos`),
      ...multipartFile('big.png', huge),
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toContain('application/problem+json');
    expect((await t.request('staff', { method: 'GET', url: api(`/questionmafs/${id}`) })).json().photo).toBeNull();
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: api('/questionmafs/999999/photos'),
          ...multipartFile('a.png', PNG),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('marking points (/questionmafs/:id/makingpoints)', () => {
  it('are staff only, every route', async () => {
    const id = await f.buildQuestion();
    const [point] = await f.pointsOf(id);
    const extra = await Promise.all(
      Array.from({ length: 2 }, () =>
        f.service.createMafQuestion(
          { text: 'x', curricula_id: f.bio, max_marks: 1, marking_points: [{ text: 'a' }, { text: 'b' }] },
          f.staffId,
        ),
      ),
    );
    expect(await t.statusByCaller({ method: 'GET', url: api(`/questionmafs/${id}/makingpoints`) })).toEqual(
      staffOnly(200),
    );
    expect(
      await t.statusByCaller({
        method: 'POST',
        url: api(`/questionmafs/${id}/makingpoints`),
        payload: { text: 'More', phrases: ['more'] },
      }),
    ).toEqual(staffOnly(201));
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: api(`/questionmafs/${id}/makingpoints/${point!.id}`),
        payload: { marks: 2 },
      }),
    ).toEqual(staffOnly(200));
    const toDelete = (await Promise.all(extra.map((q) => f.pointsOf(q)))).flat();
    let i = 0;
    expect(
      await t.statusByCaller(() => {
        const p = toDelete[i++ % toDelete.length]!;
        return { method: 'DELETE', url: api(`/questionmafs/${p.questionId}/makingpoints/${p.id}`) };
      }),
    ).toEqual(staffOnly(200));
  });

  it('adds at the end, edits and deletes; a point of another question is 404', async () => {
    const id = await f.buildQuestion();
    const added = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/makingpoints`),
      payload: { text: 'Absorbs red and blue light', marks: 1, phrases: ['absorbs red & blue'] },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ question_id: id, position: 1, phrases: ['absorbs red & blue'] });
    const pid = added.json().id;
    const edited = await t.request('staff', {
      method: 'PATCH',
      url: api(`/questionmafs/${id}/makingpoints/${pid}`),
      payload: { phrases: ['absorbs red', 'absorbs blue'], position: 0 },
    });
    expect(edited.json()).toMatchObject({ id: pid, position: 0, phrases: ['absorbs red', 'absorbs blue'] });
    const list = (await t.request('staff', { method: 'GET', url: api(`/questionmafs/${id}/makingpoints`) })).json();
    expect(list.find((p: { id: number }) => p.id === pid).position).toBe(0);

    const other = await f.buildQuestion();
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api(`/questionmafs/${other}/makingpoints/${pid}`),
          payload: { marks: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${other}/makingpoints/${pid}`) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request('staff', { method: 'DELETE', url: api(`/questionmafs/${id}/makingpoints/${pid}`) })).statusCode,
    ).toBe(200);
    expect((await f.pointsOf(id)).map((p) => p.id)).not.toContain(pid);
  });

  it('rejects bad input', async () => {
    const id = await f.buildQuestion();
    const [point] = await f.pointsOf(id);
    const post = (payload: object) =>
      t.request('staff', { method: 'POST', url: api(`/questionmafs/${id}/makingpoints`), payload });
    expect((await post({ text: '' })).statusCode).toBe(400);
    expect((await post({ text: 'x', marks: -1 })).statusCode).toBe(400);
    expect((await post({ text: 'x', phrases: ['...'] })).json().code).toBe('invalid_phrase');
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api(`/questionmafs/${id}/makingpoints/${point!.id}`),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api(`/questionmafs/${id}/makingpoints/x`),
          payload: { marks: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/questionmafs/999999/makingpoints') })).statusCode,
    ).toBe(404);
  });
});

describe('answer structures (/questions/:id/structures, /questions/:id/structure)', () => {
  it('are staff only, every route', async () => {
    const ids = await Promise.all(Array.from({ length: 2 }, () => f.buildQuestion()));
    const numeric = { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' };
    expect(await t.statusByCaller({ method: 'GET', url: api(`/questions/${ids[0]}/structures`) })).toEqual(
      staffOnly(200),
    );
    let i = 0;
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: api(`/questions/${ids[i++ % 2]}/structures`),
        payload: numeric,
      })),
    ).toEqual(staffOnly(201));
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: api(`/questions/${ids[0]}/structure`),
        payload: { type: 'text' },
      }),
    ).toEqual(staffOnly(200));
    i = 0;
    expect(
      await t.statusByCaller(() => ({ method: 'DELETE', url: api(`/questions/${ids[i++ % 2]}/structure`) })),
    ).toEqual(staffOnly(200));
  });

  it('creates one structure per question, replaces and removes it', async () => {
    const id = await f.buildQuestion();
    const url = api(`/questions/${id}/structures`);
    expect((await t.request('staff', { method: 'GET', url })).json()).toEqual({ question_id: id, structure: null });
    const numeric = { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' };
    const created = await t.request('staff', { method: 'POST', url, payload: numeric });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ question_id: id, structure: numeric });
    const again = await t.request('staff', { method: 'POST', url, payload: numeric });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('structure_exists');
    const parts = { type: 'parts', parts: [{ label: 'a' }, { label: 'b' }] };
    expect(
      (await t.request('staff', { method: 'PATCH', url: api(`/questions/${id}/structure`), payload: parts })).json()
        .structure,
    ).toEqual(parts);
    expect((await t.request('staff', { method: 'GET', url })).json().structure).toEqual(parts);
    expect((await t.request('staff', { method: 'DELETE', url: api(`/questions/${id}/structure`) })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(answerStructures).where(eq(answerStructures.questionId, id))).toEqual([]);
    expect(
      (await t.request('staff', { method: 'PATCH', url: api(`/questions/${id}/structure`), payload: parts }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: api(`/questions/${id}/structure`) })).statusCode).toBe(
      404,
    );
  });

  it('rejects shapes the marking engine does not know', async () => {
    const id = await f.buildQuestion();
    const url = api(`/questions/${id}/structures`);
    for (const payload of [
      { type: 'essay' },
      { type: 'numeric', value: 1 },
      { type: 'numeric', value: 1, tolerance: -1 },
      { type: 'parts', parts: [] },
    ]) {
      const res = await t.request('staff', { method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: api('/questions/999999/structures'),
          payload: { type: 'text' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /questionmaf/exam', () => {
  it('is for teachers and staff', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/questionmaf/exam') })).toEqual(READERS);
  });

  it('lists only complete questions (with a marking point), filtered', async () => {
    const empty = await f.service.createMafQuestion(
      { text: 'Incomplete: no mark scheme yet', curricula_id: f.chem, max_marks: 2 },
      f.staffId,
    );
    const page = (
      await t.request('staff', { method: 'GET', url: api(`/questionmaf/exam?curricula=${f.chem}`) })
    ).json();
    expect(page).toMatchObject({ total: page.items.length, total_capped: false });
    const rows = page.items;
    const ids = rows.map((q: { id: number }) => q.id);
    expect(ids).toEqual(expect.arrayContaining([f.chromatography.id, f.mr.id]));
    expect(ids).not.toContain(empty);
    expect(rows.find((q: { id: number }) => q.id === f.chromatography.id)).toMatchObject({
      points_count: 3,
      points_marks: 3,
    });
    const listed = (await t.request('staff', { method: 'GET', url: api('/questionmafs?query=Incomplete') })).json();
    expect(listed.items.map((q: { id: number }) => q.id)).toContain(empty);

    const byLesson = (
      await t.request('teacher', { method: 'GET', url: api(`/questionmaf/exam?lesson=${f.mr.lessonId}`) })
    ).json().items;
    expect(byLesson.map((q: { id: number }) => q.id)).toEqual([f.mr.id]);
    const other = (
      await t.request('otherTeacher', { method: 'GET', url: api(`/questionmaf/exam?curricula=${f.chem}`) })
    ).json();
    expect(other).toEqual({ items: [], total: 0, total_capped: false });
    expect((await t.request('staff', { method: 'GET', url: api('/questionmaf/exam?course=x') })).statusCode).toBe(400);
  });

  it('filters by the answer a question expects: a number or text', async () => {
    const list = async (type: string) =>
      (
        await t.request('staff', { method: 'GET', url: api(`/questionmaf/exam?curricula=${f.chem}&type=${type}`) })
      ).json().items;
    const numeric = await list('numeric');
    expect(numeric.map((q: { id: number }) => q.id)).toEqual([f.mr.id]);
    expect(numeric[0].answer_type).toBe('numeric');
    const text = await list('text');
    expect(text.map((q: { id: number }) => q.id)).toContain(f.chromatography.id);
    expect(text.map((q: { id: number }) => q.id)).not.toContain(f.mr.id);
    expect(text.find((q: { id: number }) => q.id === f.chromatography.id).answer_type).toBe('text');
    expect((await t.request('staff', { method: 'GET', url: api('/questionmaf/exam?type=essay') })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /questionmafs by answer type', () => {
  it('labels each free-text question by the answer it expects and filters by it; no type lists both', async () => {
    const list = async (query: string) => {
      const res = await t.request('teacher', { method: 'GET', url: api(`/questionmafs?curricula=${f.chem}${query}`) });
      expect(res.statusCode).toBe(200);
      return res.json().items as { id: number; answer_type?: string }[];
    };
    const all = await list('');
    expect(all.find((q) => q.id === f.mr.id)?.answer_type).toBe('numeric');
    expect(all.find((q) => q.id === f.chromatography.id)?.answer_type).toBe('text');
    const numeric = await list('&type=numeric');
    expect(numeric.map((q) => q.id)).toEqual([f.mr.id]);
    const text = await list('&type=text');
    expect(text.map((q) => q.id)).toContain(f.chromatography.id);
    expect(text.map((q) => q.id)).not.toContain(f.mr.id);
    expect((await t.request('teacher', { method: 'GET', url: api('/questionmafs?type=essay') })).statusCode).toBe(400);
    expect((await t.request('anonymous', { method: 'GET', url: api('/questionmafs?type=numeric') })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /questions (quiz)', () => {
  it('is for teachers and staff', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/questions') })).toEqual(READERS);
  });

  it('lists multiple-choice questions with their options, filtered', async () => {
    const all = (await t.request('staff', { method: 'GET', url: api('/questions') })).json();
    // Two in the bank's seed, three more on the Bioenergetics lessons for practice.
    expect(all.total).toBe(5);
    expect(all.items[0].options.choices.length).toBe(4);
    const chem = (await t.request('staff', { method: 'GET', url: api(`/questions?curricula=${f.chem}`) })).json();
    expect(chem).toMatchObject({
      total: 1,
      items: [{ text: 'Which particles are found in the nucleus of an atom?', options: { correct: [2] } }],
    });
    expect((await t.request('staff', { method: 'GET', url: api('/questions?query=chloroplast') })).json().total).toBe(
      0,
    );
    expect((await t.request('staff', { method: 'GET', url: api('/questions?query=plant%20cell') })).json().total).toBe(
      1,
    );
    // Riverside follows Biology only.
    expect((await t.request('otherTeacher', { method: 'GET', url: api('/questions') })).json().total).toBe(4);
    expect((await t.request('staff', { method: 'GET', url: api('/questions?topic=0') })).statusCode).toBe(400);
  });
});
