import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateExamTemplateBody, ExamTemplate } from '@markwell/contracts';
import { assignments, users } from '../../db/schema/index';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';
import { patchOf, statusesFor } from '../../../test/exam-fixtures';
import { questionFixtures } from '../../../test/question-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
let n = 0;

/** A template body on the biology curriculum both demo schools follow. */
function body(over: Partial<CreateExamTemplateBody> = {}): CreateExamTemplateBody {
  return {
    name: `Biology test ${++n}`,
    curricula_id: f.bio,
    sections: [
      { title: 'Section A', question_ids: [f.photosynthesis.id] },
      { title: 'Section B', question_ids: [] },
    ],
    ...over,
  };
}

async function create(caller: Caller, over: Partial<CreateExamTemplateBody> = {}): Promise<ExamTemplate> {
  const res = await t.request(caller, { method: 'POST', url: api('/examtemplates'), payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /examtemplates', () => {
  it('is for teachers and school admins', async () => {
    expect(await t.statusByCaller(() => ({ method: 'POST', url: api('/examtemplates'), payload: body() }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 201, school: 201, platform: 403 }),
    );
  });

  it('builds sections in order and totals the marks of their questions', async () => {
    const created = await create('teacher', {
      instructions: 'Answer every question.',
      time_limit_seconds: 1800,
      lesson_ids: [f.photosynthesis.lessonId!],
      course_id: f.photosynthesis.courseId,
      sections: [
        { title: 'Long answers', question_ids: [f.photosynthesis.id] },
        { title: 'Chemistry', question_ids: [f.mr.id, f.chromatography.id] },
      ],
    });
    expect(created).toMatchObject({
      visibility: 'school',
      central: false,
      school_id: (
        await t.db
          .select()
          .from(users)
          .where(eq(users.id, await t.userId('teacher')))
      )[0]!.schoolId,
      time_limit_seconds: 1800,
      lesson_ids: [f.photosynthesis.lessonId],
      editable: true,
      question_count: 3,
      total_marks: f.photosynthesis.maxMarks + f.mr.maxMarks + f.chromatography.maxMarks,
    });
    expect(created.sections.map((s) => [s.title, s.questions.map((q) => q.question_id)])).toEqual([
      ['Long answers', [f.photosynthesis.id]],
      ['Chemistry', [f.mr.id, f.chromatography.id]],
    ]);
    expect(created.sections[1]!.marks).toBe(f.mr.maxMarks + f.chromatography.maxMarks);
  });

  it('refuses bad bodies, unknown questions, repeats and curricula the school does not follow', async () => {
    const cases: [Caller, unknown, string][] = [
      ['teacher', { curricula_id: f.bio }, 'validation_failed'],
      ['teacher', { ...body(), time_limit_seconds: 5 }, 'validation_failed'],
      ['teacher', body({ sections: [{ title: '', question_ids: [2_000_000_000] }] }), 'invalid_template'],
      [
        'teacher',
        body({ sections: [{ title: '', question_ids: [f.photosynthesis.id, f.photosynthesis.id] }] }),
        'invalid_template',
      ],
      // Riverside follows biology only.
      ['otherTeacher', body({ sections: [{ title: '', question_ids: [f.mr.id] }] }), 'invalid_template'],
      ['otherTeacher', body({ curricula_id: f.chem, sections: [] }), 'invalid_template'],
    ];
    for (const [caller, payload, code] of cases) {
      const res = await t.request(caller, { method: 'POST', url: api('/examtemplates'), payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });
});

describe('GET /examtemplates/:id and visibility', () => {
  it('shows a school template to its school and answers 404 to another school', async () => {
    const tpl = await create('teacher');
    const req = { method: 'GET' as const, url: api(`/examtemplates/${tpl.id}`) };
    // Content staff read central and public templates, not a school's own.
    expect(await t.statusByCaller(req)).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 404 }),
    );
    expect((await t.request('schoolAdmin', req)).json().editable).toBe(true);
    expect((await t.request('teacher', { method: 'GET', url: api('/examtemplates/2000000000') })).statusCode).toBe(404);
    expect((await t.request('teacher', { method: 'GET', url: api('/examtemplates/abc') })).statusCode).toBe(400);
  });

  it('keeps a private template to its author', async () => {
    const tpl = await create('teacher', { visibility: 'private' });
    const req = { method: 'GET' as const, url: api(`/examtemplates/${tpl.id}`) };
    expect((await t.request('teacher', req)).statusCode).toBe(200);
    expect((await t.request('schoolAdmin', req)).statusCode).toBe(404);
    expect((await t.request('otherTeacher', req)).statusCode).toBe(404);
  });

  it('shows a public template to every school, editable only by its author', async () => {
    const tpl = await create('teacher', { visibility: 'public' });
    const got = await t.request('otherTeacher', { method: 'GET', url: api(`/examtemplates/${tpl.id}`) });
    expect(got.statusCode).toBe(200);
    expect(got.json().editable).toBe(false);
    const patch = await t.request('otherTeacher', patchOf(`/examtemplates/${tpl.id}`, { name: 'Mine now' }));
    expect(patch.statusCode).toBe(403);
  });
});

describe('PATCH /examtemplates/:id', () => {
  it('lets the author and their school admin change it; others are refused', async () => {
    const tpl = await create('teacher');
    expect(await t.statusByCaller(() => patchOf(`/examtemplates/${tpl.id}`, { name: 'Renamed' }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    const colleague = await create('schoolAdmin');
    const res = await t.request('teacher', patchOf(`/examtemplates/${colleague.id}`, { name: 'Not mine' }));
    expect(res.statusCode).toBe(403);
  });

  it('replaces sections and lessons and recomputes the total', async () => {
    const tpl = await create('teacher');
    const res = await t.request('teacher', {
      method: 'PATCH',
      url: api(`/examtemplates/${tpl.id}`),
      payload: {
        visibility: 'private',
        time_limit_seconds: null,
        sections: [{ title: 'Only', question_ids: [f.chromatography.id, f.photosynthesis.id] }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: ExamTemplate = res.json();
    expect(updated.visibility).toBe('private');
    expect(updated.sections).toHaveLength(1);
    expect(updated.sections[0]!.questions.map((q) => q.question_id)).toEqual([
      f.chromatography.id,
      f.photosynthesis.id,
    ]);
    expect(updated.total_marks).toBe(f.chromatography.maxMarks + f.photosynthesis.maxMarks);

    const bad = await t.request('teacher', patchOf(`/examtemplates/${tpl.id}`, { visibility: 'everyone' }));
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /examtemplates/:id/twigs', () => {
  it('gives teachers the tree with marking points and never lets students in', async () => {
    const tpl = await create('teacher');
    const req = { method: 'GET' as const, url: api(`/examtemplates/${tpl.id}/twigs`) };
    expect(await t.statusByCaller(req)).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 404 }),
    );
    const tree = (await t.request('teacher', req)).json();
    expect(tree.total_marks).toBe(f.photosynthesis.maxMarks);
    const q = tree.sections[0].questions[0];
    expect(q.question_id).toBe(f.photosynthesis.id);
    expect(q.marking_points).toHaveLength((await f.pointsOf(f.photosynthesis.id)).length);
    expect(q.marking_points[0]).toMatchObject({ text: expect.any(String), marks: expect.any(Number) });
    expect(tree.sections[1]).toMatchObject({ title: 'Section B', questions: [], marks: 0 });
  });
});

describe('DELETE /examtemplates/:id', () => {
  it('deletes a template never assigned', async () => {
    const tpl = await create('teacher');
    const del = (caller: Caller) => t.request(caller, { method: 'DELETE', url: api(`/examtemplates/${tpl.id}`) });
    for (const [caller, status] of [
      ['anonymous', 401],
      ['student', 403],
      ['otherTeacher', 404],
      ['staff', 404],
    ] as const)
      expect((await del(caller)).statusCode, caller).toBe(status);
    const res = await del('teacher');
    expect(res.json()).toEqual({ success: true, archived: false });
    expect((await t.request('teacher', { method: 'GET', url: api(`/examtemplates/${tpl.id}`) })).statusCode).toBe(404);
  });

  it('answers 400 template_in_use while assignments use it, and archives with confirm=true', async () => {
    const tpl = await create('teacher');
    const teacherId = await t.userId('teacher');
    const [assignment] = await t.db
      .insert(assignments)
      .values({
        schoolId: tpl.school_id!,
        templateId: tpl.id,
        createdBy: teacherId,
        title: 'Using the template',
        opensAt: new Date(),
        dueAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const refused = await t.request('teacher', { method: 'DELETE', url: api(`/examtemplates/${tpl.id}`) });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'template_in_use',
      assignment_count: 1,
      assignments: [{ id: assignment!.id, title: 'Using the template' }],
    });
    const bad = await t.request('teacher', { method: 'DELETE', url: api(`/examtemplates/${tpl.id}?confirm=maybe`) });
    expect(bad.statusCode).toBe(400);

    const done = await t.request('teacher', { method: 'DELETE', url: api(`/examtemplates/${tpl.id}?confirm=true`) });
    expect(done.json()).toEqual({ success: true, archived: true });
    // Still readable (assignments and attempts point at it), gone from the browser, frozen.
    const got = (await t.request('teacher', { method: 'GET', url: api(`/examtemplates/${tpl.id}`) })).json();
    expect(got.archived_at).not.toBeNull();
    expect(got.sections[0].questions).toHaveLength(1);
    const list = (
      await t.request('teacher', { method: 'GET', url: api('/examstemplate?browse=mine&limit=100') })
    ).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(tpl.id);
    const archived = (
      await t.request('teacher', { method: 'GET', url: api('/examstemplate?browse=mine&archived=true&limit=100') })
    ).json();
    expect(archived.items.map((i: { id: number }) => i.id)).toContain(tpl.id);
    const patch = await t.request('teacher', patchOf(`/examtemplates/${tpl.id}`, { name: 'x' }));
    expect(patch.statusCode).toBe(409);
  });
});

describe('GET /examstemplate', () => {
  it('is for teachers and staff, paged with a capped page size', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/examstemplate') })).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 200 }),
    );
    for (const q of ['limit=101', 'limit=0', 'page=0', 'browse=everything', 'lessons=1;2', 'marks=-1', 'public=yes']) {
      expect((await t.request('teacher', { method: 'GET', url: api(`/examstemplate?${q}`) })).statusCode, q).toBe(400);
    }
    await create('teacher');
    await create('teacher');
    const page = (await t.request('teacher', { method: 'GET', url: api('/examstemplate?limit=1&page=2') })).json();
    expect(page).toMatchObject({ page: 2, limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    // Past the last page: no rows, the same total.
    const past = (await t.request('teacher', { method: 'GET', url: api('/examstemplate?limit=1&page=9999') })).json();
    expect(past).toMatchObject({ items: [], total: page.total });
  });

  it('combines filters and never lists another school’s own templates', async () => {
    const marker = `Findme ${Date.now()}`;
    const lessonId = f.photosynthesis.lessonId!;
    const match = await create('teacher', {
      name: `${marker} one`,
      lesson_ids: [lessonId],
      course_id: f.photosynthesis.courseId,
      visibility: 'public',
    });
    await create('teacher', { name: `${marker} two`, sections: [] });
    const theirs = await create('otherTeacher', { name: `${marker} Riverside` });
    const q = (s: string) => t.request('teacher', { method: 'GET', url: api(`/examstemplate?${s}`) });

    const byName = (await q(`query=${encodeURIComponent(marker)}`)).json();
    expect(byName.total).toBe(2);
    expect(byName.items.map((i: { id: number }) => i.id)).not.toContain(theirs.id);
    const combined = (
      await q(
        `query=${encodeURIComponent(marker)}&curricula=${f.bio}&course=${f.photosynthesis.courseId}&lessons=${lessonId}&marks=${match.total_marks}&public=true`,
      )
    ).json();
    expect(combined.items.map((i: { id: number }) => i.id)).toEqual([match.id]);
    expect(combined.total).toBe(1);
    expect((await q(`query=${encodeURIComponent(marker)}&marks=999`)).json().total).toBe(0);

    // The public one shows up for Riverside under "public"; their own one under "mine".
    const other = (s: string) => t.request('otherTeacher', { method: 'GET', url: api(`/examstemplate?${s}`) });
    const publicForThem = (await other(`browse=public&query=${encodeURIComponent(marker)}`)).json();
    expect(publicForThem.items.map((i: { id: number }) => i.id)).toEqual([match.id]);
    const mine = (await other(`browse=mine&query=${encodeURIComponent(marker)}`)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([theirs.id]);
    // Content staff see the public one only: a school's own templates stay the school's.
    const staff = (
      await t.request('staff', { method: 'GET', url: api(`/examstemplate?query=${encodeURIComponent(marker)}`) })
    ).json();
    expect(staff.items.map((i: { id: number }) => i.id)).toEqual([match.id]);
  });
});

describe('central templates', () => {
  const centralBody = () => body({ name: `Central ${++n}`, visibility: 'private' });

  it('are created by content staff only, always public', async () => {
    expect(
      await t.statusByCaller(() => ({ method: 'POST', url: api('/centrals/examtemplates'), payload: centralBody() })),
    ).toEqual(statusesFor({ student: 403, otherTeacher: 403, school: 403, platform: 201 }));
    const res = await t.request('staff', {
      method: 'POST',
      url: api('/centrals/examtemplates'),
      payload: centralBody(),
    });
    expect(res.json()).toMatchObject({ central: true, school_id: null, visibility: 'public', editable: true });
    const bad = await t.request('staff', {
      method: 'POST',
      url: api('/centrals/examtemplates'),
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('are visible to every school but edited only by staff', async () => {
    const tpl: ExamTemplate = (
      await t.request('staff', { method: 'POST', url: api('/centrals/examtemplates'), payload: centralBody() })
    ).json();
    for (const caller of ['teacher', 'otherTeacher'] as const) {
      const got = await t.request(caller, { method: 'GET', url: api(`/examtemplates/${tpl.id}`) });
      expect(got.statusCode).toBe(200);
      expect(got.json().editable).toBe(false);
      const list = (await t.request(caller, { method: 'GET', url: api('/central/template?limit=100') })).json();
      expect(list.items.map((i: { id: number }) => i.id)).toContain(tpl.id);
      expect(list.items.every((i: { central: boolean }) => i.central)).toBe(true);
      const patch = await t.request(caller, patchOf(`/examtemplates/${tpl.id}`, { name: 'Taken over' }));
      expect(patch.statusCode).toBe(403);
      const del = await t.request(caller, { method: 'DELETE', url: api(`/examtemplates/${tpl.id}`) });
      expect(del.statusCode).toBe(403);
    }
    expect(
      await t.statusByCaller(() =>
        patchOf(`/centrals/${tpl.id}/examtemplate`, { name: 'Renamed centrally', visibility: 'private' }),
      ),
    ).toEqual(statusesFor({ student: 403, otherTeacher: 403, school: 403, platform: 200 }));
    const after = (await t.request('staff', { method: 'GET', url: api(`/examtemplates/${tpl.id}`) })).json();
    expect(after).toMatchObject({ name: 'Renamed centrally', visibility: 'public' });

    // A school's template is not a central one: the central route answers 404 for it.
    const schoolTpl = await create('teacher');
    const wrong = await t.request('staff', patchOf(`/centrals/${schoolTpl.id}/examtemplate`, { name: 'x' }));
    expect(wrong.statusCode).toBe(404);
    const badBody = await t.request(
      'staff',
      patchOf(`/centrals/${tpl.id}/examtemplate`, { time_limit_seconds: 'long' }),
    );
    expect(badBody.statusCode).toBe(400);

    const del = await t.request('staff', { method: 'DELETE', url: api(`/examtemplates/${tpl.id}`) });
    expect(del.json()).toEqual({ success: true, archived: false });
  });

  it('GET /central/template is for teachers and staff and checks its filters', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/central/template') })).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 200 }),
    );
    expect((await t.request('teacher', { method: 'GET', url: api('/central/template?limit=500') })).statusCode).toBe(
      400,
    );
    // The seeded central template.
    const seeded = (
      await t.request('teacher', { method: 'GET', url: api('/central/template?query=Bioenergetics') })
    ).json();
    expect(seeded.total).toBeGreaterThanOrEqual(1);
  });
});
