import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import { academyCourses, curricula, schoolCurricula, subscriptionSubjects } from '../../db/schema/index';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';
import { staffOnly } from '../../../test/helpers';

let t: TestApp;
/** A copy of the demo database the tests only read, but for the unpublishing and unsubscribing at the end of two tests. */
let pristine: TestApp;
let bioId: number;
let chemId: number;
beforeAll(async () => {
  [t, pristine] = await Promise.all([createTestApp(), createTestApp()]);
  const rows = await t.db.select().from(curricula);
  bioId = rows.find((c) => c.name === 'AQA Biology')!.id;
  chemId = rows.find((c) => c.name === 'AQA Chemistry')!.id;
});
afterAll(() => Promise.all([t.close(), pristine.close()]));

/** Teachers and school admins get `ok`; students and staff 403; nobody signed in 401. */
const teachersOnly = (ok: number, otherTeacher = ok): Record<Caller, number> => ({
  anonymous: 401,
  student: 403,
  otherTeacher,
  teacher: ok,
  schoolAdmin: ok,
  staff: 403,
  admin: 403,
});

let courseCounter = 0;
/** A published course of the test's own with `lessons` lessons (the second with a quiz), made through the staff API. */
async function newCourse(opts: { curriculaId?: number; lessons?: number; published?: boolean } = {}) {
  const created = await t.request('staff', {
    method: 'POST',
    url: '/api/v2/academycourses',
    payload: {
      curricula_id: opts.curriculaId ?? bioId,
      title: `Test course ${++courseCounter}`,
      summary: 'For the tests',
      published: opts.published ?? true,
      position: 100 + courseCounter,
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const lessonIds: number[] = [];
  for (let i = 0; i < (opts.lessons ?? 2); i++) {
    const res = await t.request('staff', {
      method: 'POST',
      url: `/api/v2/academycourses/${id}/lessons`,
      payload: {
        title: `Lesson ${i + 1}`,
        content: '<p>Read this.</p>',
        quiz: i === 1 ? [{ prompt: 'Which gas do plants take in?', answers: ['carbon dioxide'] }] : [],
      },
    });
    expect(res.statusCode).toBe(201);
    lessonIds.push(res.json().id);
  }
  return { id, lessonIds };
}

const patch = (caller: Caller, url: string) => t.request(caller, { method: 'PATCH', url });
const complete = (caller: Caller, courseId: number, lessonId: number, answers: string[] = []) =>
  t.request(caller, {
    method: 'POST',
    url: `/api/v2/teacher/academy/courses/${courseId}/lessons/${lessonId}/complete`,
    payload: { answers },
  });

describe('GET /academy/enabled', () => {
  it("answers teachers whether their school's curricula have published courses", async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/academy/enabled' })).toEqual(teachersOnly(200));
    expect((await t.request('teacher', { method: 'GET', url: '/api/v2/academy/enabled' })).json()).toEqual({
      enabled: true,
    });
  });
});

describe('GET /teacher/academy/curriculas', () => {
  it("lists the school's curricula with published courses, counted", async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/teacher/academy/curriculas' })).toEqual(
      teachersOnly(200),
    );
    const mine = (
      await pristine.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/curriculas' })
    ).json();
    expect(mine).toEqual([
      { id: bioId, name: 'AQA Biology', courses: 2 },
      { id: chemId, name: 'AQA Chemistry', courses: 1 },
    ]);
    const theirs = (
      await pristine.request('otherTeacher', { method: 'GET', url: '/api/v2/teacher/academy/curriculas' })
    ).json();
    expect(theirs).toEqual([{ id: bioId, name: 'AQA Biology', courses: 2 }]);
  });
});

describe('GET /teacher/academy/courses', () => {
  it("pages the published courses of the school's curricula, with the caller's status", async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/teacher/academy/courses' })).toEqual(
      teachersOnly(200),
    );
    const all = (await t.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/courses' })).json();
    const titles = all.items.map((c: { title: string }) => c.title);
    expect(titles).toContain('Marking extended answers in Biology');
    expect(titles).toContain('Teaching moles with confidence');
    expect(titles).not.toContain('Ecology fieldwork (in preparation)');
    const marking = all.items.find((c: { title: string }) => c.title === 'Marking extended answers in Biology');
    expect(marking).toMatchObject({ status: 'active', attempt: 1, lessons_done: 1, lessons_total: 3, progress: 33 });
    const moles = all.items.find((c: { title: string }) => c.title === 'Teaching moles with confidence');
    expect(moles).toMatchObject({ status: 'none', attempt: 0, progress: 0, curricula_name: 'AQA Chemistry' });

    const page = (
      await t.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/courses?limit=1&page=2' })
    ).json();
    expect(page).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(page.items).toEqual([all.items[1]]);
  });

  it('filters by curriculum and searches title and summary (wildcards literal)', async () => {
    const titles = async (caller: Caller, q: string) =>
      (await t.request(caller, { method: 'GET', url: `/api/v2/teacher/academy/courses?${q}` }))
        .json()
        .items.map((c: { title: string }) => c.title);
    expect(await titles('teacher', `curricula=${chemId}`)).toEqual(['Teaching moles with confidence']);
    expect(await titles('teacher', 'query=PRACTICALS')).toEqual(['Required practicals without the stress']);
    expect(await titles('teacher', 'query=amount%20of%20substance')).toEqual(['Teaching moles with confidence']);
    expect(await titles('teacher', 'query=%25')).toEqual([]);
    // Another school's curriculum answers nothing, as a curriculum without courses does.
    expect(await titles('otherTeacher', `curricula=${chemId}`)).toEqual([]);
  });

  it('validates page, limit and curricula', async () => {
    for (const q of ['page=0', 'limit=500', 'curricula=x', 'curricula=0', `query=${'a'.repeat(101)}`]) {
      const res = await t.request('teacher', { method: 'GET', url: `/api/v2/teacher/academy/courses?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /teacher/academy/courses/:courseId', () => {
  it('shows a visible course with its lessons, quiz questions without their answers', async () => {
    const { id } = await newCourse();
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` })).toEqual(
      teachersOnly(200),
    );
    const course = (await t.request('teacher', { method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` })).json();
    expect(course).toMatchObject({ status: 'none', lessons_total: 2, attempts: [] });
    expect(course.lessons[1]).toEqual({
      id: expect.any(Number),
      title: 'Lesson 2',
      content: '<p>Read this.</p>',
      quiz: [{ prompt: 'Which gas do plants take in?' }],
      completed: false,
      quiz_score: null,
    });
    expect(JSON.stringify(course)).not.toContain('carbon dioxide');
  });

  it("is 404 for a draft, another school's curriculum or a missing course; 400 for a bad id", async () => {
    const draft = await newCourse({ published: false });
    const chem = await newCourse({ curriculaId: chemId });
    const get = (caller: Caller, id: number | string) =>
      t.request(caller, { method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` });
    expect((await get('teacher', draft.id)).statusCode).toBe(404);
    expect((await get('teacher', chem.id)).statusCode).toBe(200);
    const cross = await get('otherTeacher', chem.id);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('course_not_found');
    expect((await get('teacher', 999_999)).statusCode).toBe(404);
    expect((await get('teacher', 'abc')).statusCode).toBe(400);
  });
});

describe('status changes', () => {
  it('each route: 401, 403, 400 for a bad id, 404 for a missing or cross-school course', async () => {
    const { id } = await newCourse();
    expect(await t.statusByCaller({ method: 'PATCH', url: `/api/v2/${id}/enroll` })).toEqual(teachersOnly(200));
    expect(await t.statusByCaller({ method: 'PATCH', url: `/api/v2/agains/${id}/take` })).toEqual(teachersOnly(200));
    expect(await t.statusByCaller({ method: 'PATCH', url: `/api/v2/${id}/deactivate` })).toEqual(teachersOnly(200));
    expect(await t.statusByCaller({ method: 'PATCH', url: `/api/v2/${id}/reactivate` })).toEqual(teachersOnly(200));
    const chem = await newCourse({ curriculaId: chemId });
    for (const url of [
      `/api/v2/${chem.id}/enroll`,
      `/api/v2/${chem.id}/deactivate`,
      `/api/v2/${chem.id}/reactivate`,
      `/api/v2/agains/${chem.id}/take`,
    ]) {
      expect((await patch('otherTeacher', url)).statusCode, url).toBe(404);
      expect((await patch('teacher', url.replace(String(chem.id), '999999'))).statusCode, url).toBe(404);
      for (const bad of ['abc', '0', '007', '1.5', '99999999999']) {
        expect((await patch('teacher', url.replace(String(chem.id), bad))).statusCode, `${url} ${bad}`).toBe(400);
      }
    }
  });

  it('walks every legal transition and refuses every illegal one with 409 and the current status', async () => {
    const { id, lessonIds } = await newCourse();
    const [first, second] = lessonIds as [number, number];
    const refused = async (url: string, status: string) => {
      const res = await patch('teacher', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'academy_status_conflict', status: 409, current_status: status });
    };
    const enroll = `/api/v2/${id}/enroll`;
    const deactivate = `/api/v2/${id}/deactivate`;
    const reactivate = `/api/v2/${id}/reactivate`;
    const take = `/api/v2/agains/${id}/take`;

    // none
    await refused(deactivate, 'none');
    await refused(reactivate, 'none');
    await refused(take, 'none');
    expect((await complete('teacher', id, first)).statusCode).toBe(409);
    const enrolled = await patch('teacher', enroll);
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({
      course_id: id,
      status: 'active',
      attempt: 1,
      lessons_done: 0,
      lessons_total: 2,
      progress: 0,
    });

    // active
    await refused(enroll, 'active');
    await refused(reactivate, 'active');
    const done = await complete('teacher', id, first);
    expect(done.json()).toMatchObject({ completed: true, quiz: null, enrolment: { status: 'active', progress: 50 } });
    expect((await patch('teacher', deactivate)).json()).toMatchObject({ status: 'inactive', lessons_done: 1 });

    // inactive
    await refused(enroll, 'inactive');
    await refused(deactivate, 'inactive');
    await refused(take, 'inactive');
    expect((await complete('teacher', id, second, ['carbon dioxide'])).statusCode).toBe(409);
    expect((await patch('teacher', reactivate)).json()).toMatchObject({
      status: 'active',
      lessons_done: 1,
      progress: 50,
    });

    // a quiz answered wrongly records nothing; answered rightly completes the course
    const wrong = (await complete('teacher', id, second, ['oxygen'])).json();
    expect(wrong).toMatchObject({
      completed: false,
      quiz: { correct: [false], score: 0, total: 1 },
      enrolment: { lessons_done: 1 },
    });
    const right = (await complete('teacher', id, second, ['CO2'])).json();
    expect(right).toMatchObject({
      completed: true,
      quiz: { score: 1 },
      enrolment: { status: 'completed', progress: 100 },
    });

    // completed
    await refused(enroll, 'completed');
    await refused(reactivate, 'completed');
    expect((await patch('teacher', deactivate)).json()).toMatchObject({ status: 'inactive' });
    expect((await patch('teacher', reactivate)).json()).toMatchObject({ status: 'completed' });
    expect((await complete('teacher', id, first)).json()).toMatchObject({ enrolment: { status: 'completed' } });
    const again = (await patch('teacher', take)).json();
    expect(again).toEqual({
      course_id: id,
      status: 'active',
      attempt: 2,
      lessons_done: 0,
      lessons_total: 2,
      progress: 0,
    });
    // take again is also legal while active, and keeps every earlier attempt
    expect((await patch('teacher', take)).json()).toMatchObject({ attempt: 3, status: 'active' });

    const course = (await t.request('teacher', { method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` })).json();
    expect(course.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([false, false]);
    expect(course.attempts.map((a: { number: number; lessons_done: number }) => [a.number, a.lessons_done])).toEqual([
      [3, 0],
      [2, 0],
      [1, 2],
    ]);
    expect(course.attempts[2].completed_at).not.toBeNull();
    expect(course.attempts[0].completed_at).toBeNull();
  });

  it("keeps one teacher's status apart from another's", async () => {
    const { id } = await newCourse();
    await patch('teacher', `/api/v2/${id}/enroll`);
    const theirs = (
      await t.request('schoolAdmin', { method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` })
    ).json();
    expect(theirs.status).toBe('none');
  });
});

describe('POST /teacher/academy/courses/:courseId/lessons/:lessonId/complete', () => {
  it('checks callers, the body and that the lesson belongs to the course', async () => {
    const { id, lessonIds } = await newCourse();
    const other = await newCourse();
    await patch('teacher', `/api/v2/${id}/enroll`);
    const url = `/api/v2/teacher/academy/courses/${id}/lessons/${lessonIds[0]}/complete`;
    const statuses = await t.statusByCaller({ method: 'POST', url, payload: {} });
    // Only the enrolled teacher may complete; the other teachers are not enrolled (409).
    expect(statuses).toEqual({ ...teachersOnly(409), teacher: 200 });
    expect((await t.request('teacher', { method: 'POST', url, payload: { answers: 'x' } })).statusCode).toBe(400);
    expect((await complete('teacher', id, other.lessonIds[0]!)).statusCode).toBe(404);
    expect((await complete('teacher', id, 999_999)).statusCode).toBe(404);
  });
});

describe('GET /teacher/academy/active/courses and /teacher/academy/progress', () => {
  it("lists the caller's courses with status and progress, and the attempts history", async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/teacher/academy/active/courses' })).toEqual(
      teachersOnly(200),
    );
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/teacher/academy/progress' })).toEqual(
      teachersOnly(200),
    );
    const mine = (
      await pristine.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/active/courses' })
    ).json();
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'Marking extended answers in Biology',
        status: 'active',
        lessons_done: 1,
        lessons_total: 3,
        progress: 33,
      }),
    ]);
    const progress = (
      await pristine.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/progress' })
    ).json();
    expect(progress).toEqual([
      expect.objectContaining({
        title: 'Marking extended answers in Biology',
        attempts: [expect.objectContaining({ number: 1, lessons_done: 1, completed_at: null })],
      }),
    ]);
    expect(
      (await pristine.request('otherTeacher', { method: 'GET', url: '/api/v2/teacher/academy/active/courses' })).json(),
    ).toEqual([]);
    // An unpublished course leaves the list.
    await pristine.db.update(academyCourses).set({ published: false }).where(eq(academyCourses.id, mine[0].id));
    expect(
      (await pristine.request('teacher', { method: 'GET', url: '/api/v2/teacher/academy/active/courses' })).json(),
    ).toEqual([]);
  });
});

describe('content staff routes', () => {
  it('create: staff only, validated, content sanitised, lessons appended in order', async () => {
    expect(
      await t.statusByCaller(() => ({
        method: 'POST',
        url: '/api/v2/academycourses',
        payload: { curricula_id: bioId, title: 'Staff check' },
      })),
    ).toEqual(staffOnly(201));
    for (const payload of [{ curricula_id: bioId }, { curricula_id: bioId, title: ' ' }, { title: 'x' }]) {
      const res = await t.request('staff', { method: 'POST', url: '/api/v2/academycourses', payload });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/academycourses',
      payload: { curricula_id: 999_999, title: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_curricula');

    const { id } = await newCourse({ lessons: 0 });
    const lesson = await t.request('staff', {
      method: 'POST',
      url: `/api/v2/academycourses/${id}/lessons`,
      payload: { title: 'Unsafe', content: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    });
    expect(lesson.json()).toMatchObject({ content: '<p>Hi</p>', position: 0, quiz: [] });
    const badQuiz = await t.request('staff', {
      method: 'POST',
      url: `/api/v2/academycourses/${id}/lessons`,
      payload: { title: 'Quiz', quiz: [{ prompt: 'Q', answers: [] }] },
    });
    expect(badQuiz.statusCode).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'POST',
          url: '/api/v2/academycourses/999999/lessons',
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reads, edits, publishes, reorders and deletes', async () => {
    const { id, lessonIds } = await newCourse({ lessons: 3, published: false });
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/academycourses' })).toEqual(staffOnly(200));
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/academycourses/${id}` })).toEqual(staffOnly(200));
    const list = (await t.request('staff', { method: 'GET', url: `/api/v2/academycourses?curricula=${bioId}` })).json();
    expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({ published: false, lessons: 3, enrolled: 0 });
    expect((await t.request('staff', { method: 'GET', url: '/api/v2/academycourses/999999' })).statusCode).toBe(404);

    expect(
      await t.statusByCaller({ method: 'PATCH', url: `/api/v2/academycourses/${id}`, payload: { published: true } }),
    ).toEqual(staffOnly(200));
    expect(
      (await t.request('staff', { method: 'PATCH', url: `/api/v2/academycourses/${id}`, payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('teacher', { method: 'GET', url: `/api/v2/teacher/academy/courses/${id}` })).statusCode,
    ).toBe(200);

    const reversed = [...lessonIds].reverse();
    const ordered = await t.request('staff', {
      method: 'PUT',
      url: `/api/v2/academycourses/${id}/lessons/order`,
      payload: { lesson_ids: reversed },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().lessons.map((l: { id: number }) => l.id)).toEqual(reversed);
    const mismatch = await t.request('staff', {
      method: 'PUT',
      url: `/api/v2/academycourses/${id}/lessons/order`,
      payload: { lesson_ids: reversed.slice(1) },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('lesson_order_mismatch');

    const edited = await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/academycourses/${id}/lessons/${lessonIds[0]}`,
      payload: { title: 'Renamed', quiz: [{ prompt: 'Q?', answers: ['yes'] }] },
    });
    expect(edited.json()).toMatchObject({ title: 'Renamed', quiz: [{ prompt: 'Q?', answers: ['yes'], synonyms: [] }] });
    const other = await newCourse({ lessons: 1 });
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: `/api/v2/academycourses/${id}/lessons/${other.lessonIds[0]}`,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const removedLesson = await t.request('staff', {
      method: 'DELETE',
      url: `/api/v2/academycourses/${id}/lessons/${lessonIds[1]}`,
    });
    expect(removedLesson.json().lessons).toHaveLength(2);
    expect(await t.statusByCaller({ method: 'DELETE', url: `/api/v2/academycourses/${other.id}` })).toEqual({
      ...staffOnly(404),
      staff: 200,
    });
  });
});

describe('PUT /academycourses/order', () => {
  const order = (curriculaId: number, courseIds: number[]) => ({
    method: 'PUT' as const,
    url: '/api/v2/academycourses/order',
    payload: { curricula_id: curriculaId, course_ids: courseIds },
  });
  const idsOf = async (curriculaId: number) =>
    (
      (await t.request('staff', { method: 'GET', url: `/api/v2/academycourses?curricula=${curriculaId}` })).json() as {
        id: number;
        title: string;
        published: boolean;
      }[]
    ).map((c) => c.id);

  it('puts a new course last, reorders a curriculum in one go and teachers see that order', async () => {
    const created = await t.request('staff', {
      method: 'POST',
      url: '/api/v2/academycourses',
      payload: { curricula_id: bioId, title: 'Appended course', published: true },
    });
    const before = await idsOf(bioId);
    expect(before[before.length - 1]).toBe(created.json().id);

    const reversed = [...before].reverse();
    expect(await t.statusByCaller(() => order(bioId, reversed))).toEqual(staffOnly(200));
    const res = await t.request('staff', order(bioId, reversed));
    expect(res.statusCode).toBe(200);
    const answered = (res.json() as { id: number; curricula_id: number; position: number }[]).filter(
      (c) => c.curricula_id === bioId,
    );
    expect(answered.map((c) => c.id)).toEqual(reversed);
    expect(answered.map((c) => c.position)).toEqual(reversed.map((_, i) => i));
    expect(await idsOf(bioId)).toEqual(reversed);

    const published = (
      (await t.request('staff', { method: 'GET', url: `/api/v2/academycourses?curricula=${bioId}` })).json() as {
        title: string;
        published: boolean;
      }[]
    )
      .filter((c) => c.published)
      .map((c) => c.title);
    const catalogue = (
      await t.request('teacher', {
        method: 'GET',
        url: `/api/v2/teacher/academy/courses?curricula=${bioId}&limit=100`,
      })
    ).json();
    expect(catalogue.items.map((c: { title: string }) => c.title)).toEqual(published);
  });

  it('refuses a list that is not every course of the curriculum exactly once', async () => {
    const ids = await idsOf(bioId);
    const [chemCourse] = await idsOf(chemId);
    const refusals: [number, number[], string][] = [
      [bioId, ids.slice(1), 'course_order_mismatch'],
      [bioId, [...ids.slice(1), chemCourse!], 'course_order_mismatch'],
      [bioId, [...ids, 999_999], 'course_order_mismatch'],
      [999_999, ids, 'unknown_curricula'],
      [bioId, [ids[0]!, ids[0]!], 'validation_failed'],
      [bioId, [], 'validation_failed'],
    ];
    for (const [curriculaId, courseIds, code] of refusals) {
      const res = await t.request('staff', order(curriculaId, courseIds));
      expect(res.statusCode, JSON.stringify(courseIds)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await idsOf(bioId)).toEqual(ids);
  });
});

describe('content staff routes: bad ids and bodies', () => {
  it('answer 400 for malformed ids, queries and bodies and 404 for a missing course or lesson', async () => {
    const { id, lessonIds } = await newCourse({ lessons: 1 });
    const cases: [string, string, unknown, number][] = [
      ['GET', '/api/v2/academycourses?curricula=x', undefined, 400],
      ['GET', '/api/v2/academycourses/abc', undefined, 400],
      ['PATCH', `/api/v2/academycourses/${id}`, { title: '' }, 400],
      ['PATCH', `/api/v2/academycourses/${id}`, { curricula_id: 999_999 }, 400],
      ['PATCH', '/api/v2/academycourses/999999', { title: 'x' }, 404],
      ['DELETE', '/api/v2/academycourses/0', undefined, 400],
      ['DELETE', '/api/v2/academycourses/999999', undefined, 404],
      ['POST', `/api/v2/academycourses/${id}/lessons`, { title: 'x', quiz: 'none' }, 400],
      ['PATCH', `/api/v2/academycourses/${id}/lessons/${lessonIds[0]}`, {}, 400],
      ['PATCH', `/api/v2/academycourses/${id}/lessons/999999`, { title: 'x' }, 404],
      ['DELETE', `/api/v2/academycourses/${id}/lessons/999999`, undefined, 404],
      ['DELETE', `/api/v2/academycourses/999999/lessons/${lessonIds[0]}`, undefined, 404],
      ['PUT', `/api/v2/academycourses/${id}/lessons/order`, { lesson_ids: [] }, 400],
      ['PUT', `/api/v2/academycourses/${id}/lessons/order`, { lesson_ids: [lessonIds[0], lessonIds[0]] }, 400],
      ['PUT', '/api/v2/academycourses/999999/lessons/order', { lesson_ids: [1] }, 404],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await t.request('staff', { method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(
      await t.statusByCaller({
        method: 'PUT',
        url: `/api/v2/academycourses/${id}/lessons/order`,
        payload: { lesson_ids: lessonIds },
      }),
    ).toEqual(staffOnly(200));
  });
});

// Last: it changes the pristine copy.
describe('GET /academy/enabled without courses', () => {
  it('is false for a school without a curriculum that has courses', async () => {
    // Biology leaves both schools: granted by hand and through their subscriptions.
    await pristine.db.delete(schoolCurricula).where(eq(schoolCurricula.curriculaId, bioId));
    await pristine.db.delete(subscriptionSubjects).where(eq(subscriptionSubjects.subjectId, SUBJECT_IDS.Biology));
    // Riverside subscribes to Biology only: no course left for its teachers; Northfield keeps Chemistry's.
    expect((await pristine.request('otherTeacher', { method: 'GET', url: '/api/v2/academy/enabled' })).json()).toEqual({
      enabled: false,
    });
    expect((await pristine.request('teacher', { method: 'GET', url: '/api/v2/academy/enabled' })).json()).toEqual({
      enabled: true,
    });
  });
});
