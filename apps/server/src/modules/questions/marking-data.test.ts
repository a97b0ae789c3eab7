import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machinePhrases, synonyms } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { questionFixtures } from '../../../test/question-fixtures';

// Synonyms, machine phrases, the mark-scheme editor view, "try an answer" and markingInputFor.

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
});
afterAll(() => t.close());

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

/** A biology question about photosynthesis products, with one point and its id. */
async function leafQuestion() {
  const id = await f.buildQuestion({
    text: 'What does photosynthesis produce?',
    max_marks: 2,
    marking_points: [
      { text: 'Glucose', marks: 1, phrases: ['glucose'] },
      { text: 'Oxygen is released', marks: 1, phrases: ['oxygen released'] },
    ],
  });
  const points = await f.pointsOf(id);
  return { id, glucose: points[0]!.id, oxygen: points[1]!.id };
}

describe('synonyms (/mafsynonyms)', () => {
  it('are staff only, every route', async () => {
    const ids = (
      await t.db
        .insert(synonyms)
        .values(Array.from({ length: 2 }, () => ({ text: 'a; b' })))
        .returning()
    ).map((s) => s.id);
    expect(await t.statusByCaller({ method: 'GET', url: api('/mafsynonyms') })).toEqual(staffOnly(200));
    expect(
      await t.statusByCaller({ method: 'POST', url: api('/mafsynonyms'), payload: { text: 'heat; thermal energy' } }),
    ).toEqual(staffOnly(201));
    expect(
      await t.statusByCaller({ method: 'PATCH', url: api(`/mafsynonyms/${ids[0]}`), payload: { text: 'c; d' } }),
    ).toEqual(staffOnly(200));
    let i = 0;
    expect(await t.statusByCaller(() => ({ method: 'DELETE', url: api(`/mafsynonyms/${ids[i++ % 2]}`) }))).toEqual(
      staffOnly(200),
    );
  });

  it('cleans the set (lowercase, whitespace, empty terms) and scopes it to all questions or one curriculum', async () => {
    const created = await t.request('staff', {
      method: 'POST',
      url: api('/mafsynonyms'),
      payload: { text: ' ;Sunlight   ;light  from the Sun; ', curricula_id: f.chem },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      text: 'sunlight; light from the sun',
      members: ['sunlight', 'light from the sun'],
      curricula_id: f.chem,
    });
    const id = created.json().id;

    const forBio = (await t.request('staff', { method: 'GET', url: api(`/mafsynonyms?curricula=${f.bio}`) })).json();
    const texts = forBio.map((s: { text: string }) => s.text);
    expect(texts).toContain('sunlight; light from the sun; light energy');
    expect(texts).toContain('glucose; sugar');
    expect(forBio.map((s: { id: number }) => s.id)).not.toContain(id);
    const forChem = (await t.request('staff', { method: 'GET', url: api(`/mafsynonyms?curricula=${f.chem}`) })).json();
    expect(forChem.map((s: { id: number }) => s.id)).toContain(id);
    expect(forChem.map((s: { text: string }) => s.text)).not.toContain('glucose; sugar');
    const searched = (await t.request('staff', { method: 'GET', url: api('/mafsynonyms?query=SUGAR') })).json();
    expect(searched.map((s: { text: string }) => s.text)).toEqual(['glucose; sugar']);

    const global = await t.request('staff', {
      method: 'PATCH',
      url: api(`/mafsynonyms/${id}`),
      payload: { curricula_id: null, text: 'Sun light;SUNLIGHT' },
    });
    expect(global.json()).toMatchObject({ curricula_id: null, text: 'sun light; sunlight' });
    expect((await t.request('staff', { method: 'DELETE', url: api(`/mafsynonyms/${id}`) })).statusCode).toBe(200);
    expect((await t.request('staff', { method: 'DELETE', url: api(`/mafsynonyms/${id}`) })).statusCode).toBe(404);
    expect(
      (await t.request('staff', { method: 'PATCH', url: api(`/mafsynonyms/${id}`), payload: { text: 'a; b' } }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects bad input', async () => {
    const post = (payload: object) => t.request('staff', { method: 'POST', url: api('/mafsynonyms'), payload });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ text: 'only-one; ;' })).json().code).toBe('synonyms_too_few');
    expect((await post({ text: 'a; b', curricula_id: 999999 })).json().code).toBe('invalid_link');
    expect((await post({ text: 'a; b', curricula_id: 'bio' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(synonyms);
    expect(
      (await t.request('staff', { method: 'PATCH', url: api(`/mafsynonyms/${row!.id}`), payload: {} })).statusCode,
    ).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: api('/mafsynonyms?curricula=x') })).statusCode).toBe(400);
  });

  it('apply to marking: a question-wide synonym earns the point', async () => {
    const id = await f.buildQuestion({ marking_points: [{ text: 'Needs light energy', phrases: ['light energy'] }] });
    const res = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${id}/try`),
      payload: { answer: 'Plants need sunlight.' },
    });
    expect(res.json()).toMatchObject({
      marks: 1,
      points: [{ awarded: true, matches: [{ how: 'synonym', text: 'sunlight' }] }],
    });
  });
});

describe('POST /markingpoints/:id/machines (propose)', () => {
  it('is for staff and teachers of a school following the curriculum', async () => {
    const q = await leafQuestion();
    expect(
      await t.statusByCaller({
        method: 'POST',
        url: api(`/markingpoints/${q.glucose}/machines`),
        payload: { phrases: ['makes sugar'] },
      }),
    ).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 201,
      teacher: 201,
      schoolAdmin: 201,
      staff: 201,
      admin: 201,
    });
    const [chemPoint] = await f.pointsOf(f.chromatography.id);
    const other = await t.request('otherTeacher', {
      method: 'POST',
      url: api(`/markingpoints/${chemPoint!.id}/machines`),
      payload: { phrases: ['line drawn in pencil'] },
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await t.request('teacher', {
          method: 'POST',
          url: api(`/markingpoints/${chemPoint!.id}/machines`),
          payload: { phrases: ['line drawn in pencil'] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps one row per point and phrase, with who proposed it and the answer excerpt', async () => {
    const q = await leafQuestion();
    const first = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { phrases: ['makes sugar', 'makes sugar'], answer: 'It makes sugar and gives off a gas.' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toHaveLength(1);
    expect(first.json()[0]).toMatchObject({
      phrase: 'makes sugar',
      status: 'proposed',
      source_excerpt: 'It makes sugar and gives off a gas.',
      proposed_by: await t.userId('teacher'),
      reviewed_by: null,
    });
    const again = await t.request('staff', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { phrases: ['makes sugar'] },
    });
    expect(again.json()[0].id).toBe(first.json()[0].id);
    expect(await t.db.select().from(machinePhrases).where(eq(machinePhrases.markingPointId, q.glucose))).toHaveLength(
      1,
    );
  });

  it('lets the engine pick the phrase from an awarded answer', async () => {
    const q = await leafQuestion();
    const res = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.oxygen}/machines`),
      payload: { answer: 'The leaf gives off oxygen gas into the air.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0]).toMatchObject({
      phrase: 'off oxygen',
      source_excerpt: 'The leaf gives off oxygen gas into the air.',
    });
    // An answer the engine already awards teaches nothing.
    const nothing = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { answer: 'glucose' },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe('nothing_to_learn');
  });

  it("vets the phrase it learns on the question's other marked answers and keeps the evidence", async () => {
    const q = await leafQuestion();
    const propose = (point: number, answer: string) =>
      t.request('teacher', { method: 'POST', url: api(`/markingpoints/${point}/machines`), payload: { answer } });
    const first = await propose(q.glucose, 'The leaf makes carbohydrate.');
    expect(first.statusCode).toBe(201);
    expect(first.json()[0].evidence).toEqual({ newly_correct: 0, newly_wrong: 0, answers: 0 });
    // the first answer is now a marked answer of the question: the second proposal is judged on it
    const second = await propose(q.glucose, 'Plants makes carbohydrate from water');
    expect(second.statusCode).toBe(201);
    const [learnt] = second.json();
    expect(learnt.evidence).toEqual({ newly_correct: 1, newly_wrong: 0, answers: 1 });
    expect(learnt.source_excerpt).toBe('Plants makes carbohydrate from water');
    const queue = (
      await t.request('staff', { method: 'GET', url: api(`/markingpoints/machines?question=${q.id}`) })
    ).json();
    expect(queue.items.find((i: { id: number }) => i.id === learnt.id).evidence).toEqual(learnt.evidence);
    // typed phrases carry no evidence
    const typed = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { phrases: ['makes glucose'] },
    });
    expect(typed.json()[0].evidence).toBeNull();
  });

  it('turns down a phrase that would credit marked answers teachers did not award the point', async () => {
    const q = await leafQuestion();
    const oxygen = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.oxygen}/machines`),
      payload: { answer: 'Carbohydrate made earlier is used up, oxygen is given off' },
    });
    expect(oxygen.statusCode).toBe(201);
    const glucose = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { answer: 'carbohydrate made' },
    });
    expect(glucose.statusCode).toBe(400);
    expect(glucose.json()).toMatchObject({ code: 'nothing_to_learn' });
    expect(glucose.json().detail).toMatch(/would also credit answers teachers did not award/);
  });

  it('rejects bad input', async () => {
    const q = await leafQuestion();
    const post = (payload: object, id = q.glucose) =>
      t.request('teacher', { method: 'POST', url: api(`/markingpoints/${id}/machines`), payload });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ phrases: [] })).statusCode).toBe(400);
    expect((await post({ phrases: ['  '] })).statusCode).toBe(400);
    expect((await post({ phrases: ['!!'] })).json().code).toBe('invalid_phrase');
    expect((await post({ phrases: ['x'] }, 999999)).statusCode).toBe(404);
  });
});

describe('machine phrase review', () => {
  async function proposed(count = 2) {
    const q = await leafQuestion();
    const res = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { phrases: Array.from({ length: count }, (_, i) => `makes sugar ${i}`), answer: 'It makes sugar.' },
    });
    return { ...q, ids: res.json().map((m: { id: number }) => m.id) as number[] };
  }

  it('every review route is staff only', async () => {
    const p = await proposed(4);
    expect(await t.statusByCaller({ method: 'GET', url: api('/markingpoints/machines') })).toEqual(staffOnly(200));
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: api(`/markingpoints/${p.glucose}/machines`),
        payload: { decisions: [{ id: p.ids[0], status: 'accepted' }] },
      }),
    ).toEqual(staffOnly(200));
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: api(`/markingpoints/${p.ids[1]}/machine`),
        payload: { status: 'rejected' },
      }),
    ).toEqual(staffOnly(200));
    let i = 2;
    expect(
      await t.statusByCaller(() => ({ method: 'DELETE', url: api(`/markingpoints/${p.ids[i++ % 4]}/machine`) })),
    ).toEqual(staffOnly(200));
  });

  it('the queue shows proposals with their point, question and answer excerpt', async () => {
    const p = await proposed(1);
    const queue = (
      await t.request('staff', { method: 'GET', url: api(`/markingpoints/machines?question=${p.id}`) })
    ).json();
    expect(queue).toMatchObject({
      total: 1,
      items: [
        {
          id: p.ids[0],
          status: 'proposed',
          source_excerpt: 'It makes sugar.',
          point: { id: p.glucose, text: 'Glucose', phrases: ['glucose'] },
          question: { id: p.id, text: 'What does photosynthesis produce?', curricula_id: f.bio },
        },
      ],
    });
    const chem = (
      await t.request('staff', {
        method: 'GET',
        url: api(`/markingpoints/machines?curricula=${f.chem}&question=${p.id}`),
      })
    ).json();
    expect(chem.total).toBe(0);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/markingpoints/machines?status=accepted') }))
        .json()
        .items.map((m: { id: number }) => m.id),
    ).not.toContain(p.ids[0]);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/markingpoints/machines?status=maybe') })).statusCode,
    ).toBe(400);
  });

  it('bulk review accepts and rejects, and refuses phrases of another point', async () => {
    const p = await proposed(2);
    const other = await proposed(1);
    const foreign = await t.request('staff', {
      method: 'PATCH',
      url: api(`/markingpoints/${p.glucose}/machines`),
      payload: { decisions: [{ id: other.ids[0], status: 'accepted' }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('machine_phrase_not_of_point');
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api(`/markingpoints/${p.glucose}/machines`),
          payload: { decisions: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api(`/markingpoints/${p.glucose}/machines`),
          payload: { decisions: [{ id: p.ids[0], status: 'proposed' }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api('/markingpoints/999999/machines'),
          payload: { decisions: [{ id: p.ids[0], status: 'accepted' }] },
        })
      ).statusCode,
    ).toBe(404);

    const res = await t.request('staff', {
      method: 'PATCH',
      url: api(`/markingpoints/${p.glucose}/machines`),
      payload: {
        decisions: [
          { id: p.ids[0], status: 'accepted' },
          { id: p.ids[1], status: 'rejected' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const staffId = await t.userId('staff');
    expect(
      res.json().map((m: { id: number; status: string; reviewed_by: number }) => [m.id, m.status, m.reviewed_by]),
    ).toEqual([
      [p.ids[0], 'accepted', staffId],
      [p.ids[1], 'rejected', staffId],
    ]);
  });

  it('one phrase can be edited, accepted, rejected and deleted', async () => {
    const p = await proposed(2);
    const url = api(`/markingpoints/${p.ids[0]}/machine`);
    const edited = await t.request('staff', {
      method: 'PATCH',
      url,
      payload: { phrase: 'produces sugar', status: 'accepted' },
    });
    expect(edited.json()).toMatchObject({ id: p.ids[0], phrase: 'produces sugar', status: 'accepted' });
    const clash = await t.request('staff', { method: 'PATCH', url, payload: { phrase: 'makes sugar 1' } });
    expect(clash.statusCode).toBe(409);
    expect((await t.request('staff', { method: 'PATCH', url, payload: {} })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'PATCH', url, payload: { phrase: '..' } })).json().code).toBe(
      'invalid_phrase',
    );
    expect(
      (
        await t.request('staff', {
          method: 'PATCH',
          url: api('/markingpoints/999999/machine'),
          payload: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.request('staff', { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('a machine phrase takes part in marking once accepted', () => {
  it("the demo data has teachers' proposals waiting and an accepted phrase that marks", async () => {
    const waiting = (await t.request('staff', { method: 'GET', url: api('/markingpoints/machines?limit=100') })).json();
    expect(waiting.items.map((m: { phrase: string }) => m.phrase)).toEqual(
      expect.arrayContaining(['brighter light', 'lactate', 'green parts of the leaf']),
    );
    expect(waiting.items.find((m: { phrase: string }) => m.phrase === 'lactate')).toMatchObject({
      status: 'proposed',
      source_excerpt: expect.stringContaining('makes lactate'),
      point: { text: 'Anaerobic respiration produces lactic acid' },
    });
    const measured = waiting.items.filter(
      (m: { point: { text: string }; evidence: unknown }) =>
        m.point.text === 'Electron microscopes have a higher magnification' && m.evidence !== null,
    );
    expect(measured.map((m: { evidence: { newly_correct: number } }) => m.evidence.newly_correct)).toContain(1);
    const [chromatography] = (
      await t.request('staff', { method: 'GET', url: api('/questionmafs?query=chromatography') })
    ).json().items;
    const result = (
      await t.request('staff', {
        method: 'POST',
        url: api(`/questionmafs/${chromatography.id}/try`),
        payload: { answer: 'The solvent soaks up the paper.' },
      })
    ).json();
    expect(result.points[1]).toMatchObject({ awarded: true, matches: [{ how: 'machine' }] });
  });

  it('proposal -> accept -> markingInputFor and the try route use it', async () => {
    const q = await leafQuestion();
    const answer = 'It produces carbohydrate food and releases oxygen.';
    const before = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${q.id}/try`),
      payload: { answer },
    });
    expect(before.json().points.find((p: { id: string }) => p.id === String(q.glucose)).awarded).toBe(false);

    const proposal = await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { answer },
    });
    expect(proposal.statusCode).toBe(201);
    const [phrase] = proposal.json();
    let input = await f.service.markingInputFor(q.id);
    expect(input.markingPoints.find((p) => p.id === String(q.glucose))!.machinePhrases).toEqual([]);

    await t.request('staff', {
      method: 'PATCH',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { decisions: [{ id: phrase.id, status: 'accepted' }] },
    });
    input = await f.service.markingInputFor(q.id);
    expect(input).toMatchObject({
      maxMarks: 2,
      levelled: false,
      structure: null,
      markingPoints: [
        { id: String(q.glucose), marks: 1, phrases: ['glucose'], machinePhrases: [phrase.phrase] },
        { id: String(q.oxygen), marks: 1, phrases: ['oxygen released'], machinePhrases: [] },
      ],
    });
    expect(input.synonyms).toEqual(
      expect.arrayContaining(['sunlight; light from the sun; light energy', 'glucose; sugar']),
    );

    // The teacher who proposed it hears the outcome.
    const notes = (await t.request('teacher', { method: 'GET', url: '/api/v2/notifications?limit=5&offset=0' })).json();
    expect(notes.items[0].title).toBe(`Your marking phrase "${phrase.phrase}" was accepted`);

    const after = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${q.id}/try`),
      payload: { answer },
    });
    const glucose = after.json().points.find((p: { id: string }) => p.id === String(q.glucose));
    expect(glucose.awarded).toBe(true);

    // Rejected again: it no longer counts.
    await t.request('staff', {
      method: 'PATCH',
      url: api(`/markingpoints/${phrase.id}/machine`),
      payload: { status: 'rejected' },
    });
    expect((await f.service.markingInputFor(q.id)).markingPoints[0]!.machinePhrases).toEqual([]);
  });

  it('markingInputFor carries the structure, levels and only the synonyms that apply', async () => {
    const mr = await f.service.markingInputFor(f.mr.id);
    expect(mr.structure).toEqual({ type: 'numeric', value: 100, tolerance: 0, unit: null });
    expect(mr.synonyms).not.toContain('glucose; sugar');
    expect(mr.synonyms).toContain('sunlight; light from the sun; light energy');
    const levelled = await f.buildQuestion({
      marking_type: 'levelled',
      levels: [
        { level: 1, minPoints: 1, descriptor: 'Some' },
        { level: 2, minPoints: 2 },
      ],
    });
    expect(await f.service.markingInputFor(levelled)).toMatchObject({
      levelled: true,
      levels: [
        { level: 1, minPoints: 1 },
        { level: 2, minPoints: 2 },
      ],
    });
    await expect(f.service.markingInputFor(999999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('POST /questionmafs/:id/try', () => {
  it("is for staff and teachers of a school following the question's curriculum", async () => {
    // f.mr is a chemistry question: the second school follows biology only.
    expect(
      await t.statusByCaller({ method: 'POST', url: api(`/questionmafs/${f.mr.id}/try`), payload: { answer: '100' } }),
    ).toEqual({ ...staffOnly(200), teacher: 200, schoolAdmin: 200, otherTeacher: 404 });
    const { id } = await leafQuestion();
    expect(
      (
        await t.request('otherTeacher', {
          method: 'POST',
          url: api(`/questionmafs/${id}/try`),
          payload: { answer: 'glucose' },
        })
      ).statusCode,
    ).toBe(200);
    const quiz = (await t.request('staff', { method: 'GET', url: api('/questions?limit=1') })).json().items[0];
    expect(
      (
        await t.request('teacher', {
          method: 'POST',
          url: api(`/questionmafs/${quiz.id}/try`),
          payload: { answer: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers the engine's result: numeric structure, levelled suggestion", async () => {
    const right = (
      await t.request('staff', {
        method: 'POST',
        url: api(`/questionmafs/${f.mr.id}/try`),
        payload: { answer: 'Mr = 100' },
      })
    ).json();
    expect(right).toMatchObject({ marks: 1, points: [{ awarded: true, matches: [{ how: 'number' }] }] });
    const wrong = (
      await t.request('staff', {
        method: 'POST',
        url: api(`/questionmafs/${f.mr.id}/try`),
        payload: { answer: 'Mr = 68' },
      })
    ).json();
    expect(wrong.marks).toBe(0);
    const [microscopes] = (
      await t.request('staff', { method: 'GET', url: api('/questionmafs?query=microscopes') })
    ).json().items;
    const levelled = (
      await t.request('staff', {
        method: 'POST',
        url: api(`/questionmafs/${microscopes.id}/try`),
        payload: {
          answer:
            'Electron microscopes have a higher magnification and a higher resolution, but light microscopes can look at living cells and are cheaper.',
        },
      })
    ).json();
    expect(levelled).toMatchObject({ needsReview: true, suggestedLevel: 2 });
  });

  it('rejects bad input', async () => {
    expect(
      (await t.request('staff', { method: 'POST', url: api(`/questionmafs/${f.mr.id}/try`), payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('staff', { method: 'POST', url: api('/questionmafs/999999/try'), payload: { answer: 'x' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /questionmafedits/:id/makingpoints', () => {
  it('is staff only', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api(`/questionmafedits/${f.mr.id}/makingpoints`) })).toEqual(
      staffOnly(200),
    );
  });

  it('answers question, points with their machine phrases, applicable synonyms and structure in one response', async () => {
    const q = await leafQuestion();
    await t.request('teacher', {
      method: 'POST',
      url: api(`/markingpoints/${q.glucose}/machines`),
      payload: { phrases: ['makes sugar'] },
    });
    const res = await t.request('staff', { method: 'GET', url: api(`/questionmafedits/${q.id}/makingpoints`) });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.question).toMatchObject({ id: q.id, points_count: 2 });
    expect(view.marking_points.map((p: { id: number }) => p.id)).toEqual([q.glucose, q.oxygen]);
    expect(view.marking_points[0].machine_phrases).toMatchObject([{ phrase: 'makes sugar', status: 'proposed' }]);
    expect(view.synonyms.map((s: { text: string }) => s.text)).toEqual(
      expect.arrayContaining(['glucose; sugar', 'sunlight; light from the sun; light energy']),
    );
    expect(view.structure).toBeNull();
    const mr = (
      await t.request('staff', { method: 'GET', url: api(`/questionmafedits/${f.mr.id}/makingpoints`) })
    ).json();
    expect(mr.structure).toMatchObject({ type: 'numeric', value: 100 });
    expect(mr.synonyms.map((s: { text: string }) => s.text)).not.toContain('glucose; sugar');
  });

  it('is 400 for a bad id and 404 for a missing question', async () => {
    expect(
      (await t.request('staff', { method: 'GET', url: api('/questionmafedits/abc/makingpoints') })).statusCode,
    ).toBe(400);
    expect(
      (await t.request('staff', { method: 'GET', url: api('/questionmafedits/999999/makingpoints') })).statusCode,
    ).toBe(404);
  });
});
