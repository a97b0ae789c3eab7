import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMockSessionBody, MockResults, MockSession } from '@markwell/contracts';
import { assignments, attempts, users } from '../../db/schema/index';
import { statusesFor } from '../../../test/exam-fixtures';
import { factories } from '../../../test/factories';
import { staffOnly } from '../../../test/helpers';
import { oneQuestionTemplate, sitOneQuestion } from '../../../test/marking-fixtures';
import { questionFixtures } from '../../../test/question-fixtures';
import { createMocksService } from './mocks.service';
import { createTestApp, type Caller, type Request, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof factories>;
let q: Awaited<ReturnType<typeof questionFixtures>>;
/** A two-mark question: "Chlorophyll reflects green light" earns both marks, "It is a plant" none. */
let question: { id: number };
let centralTemplateId: number;
let northfield: number;
let riverside: number;
let northClass: { id: number; name: string };
let riverClass: { id: number };

const HOUR = 3_600_000;
const api = (path: string) => `/api/v2${path}`;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  q = await questionFixtures(t);
  const questionId = await q.buildQuestion({
    max_marks: 2,
    marking_points: [
      { text: 'Names chlorophyll', marks: 1, phrases: ['chlorophyll'] },
      { text: 'Green light is reflected', marks: 1, phrases: ['reflects green light'] },
    ],
  });
  question = { id: questionId };
  const res = await t.request('staff', {
    method: 'POST',
    url: api('/centrals/examtemplates'),
    payload: {
      name: f.unique('Central mock paper'),
      curricula_id: q.bio,
      sections: [{ title: '', question_ids: [question.id] }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  centralTemplateId = res.json().id;
  const schoolOf = async (caller: Exclude<Caller, 'anonymous'>) =>
    (
      await t.db
        .select()
        .from(users)
        .where(eq(users.id, await t.userId(caller)))
    )[0]!.schoolId!;
  northfield = await schoolOf('teacher');
  riverside = await schoolOf('otherTeacher');
  northClass = await f.buildClass(northfield, { curriculaIds: [q.bio], teacherIds: [await t.userId('teacher')] });
  riverClass = await f.buildClass(riverside, { curriculaIds: [q.bio], teacherIds: [await t.userId('otherTeacher')] });
});
afterAll(() => t.close());

function sessionBody(over: Partial<CreateMockSessionBody> = {}): CreateMockSessionBody {
  return {
    name: f.unique('Mock'),
    template_id: centralTemplateId,
    school_ids: [northfield, riverside],
    opens_at: isoIn(-HOUR),
    closes_at: isoIn(3 * HOUR),
    time_limit_seconds: 3600,
    ...over,
  };
}

async function createSession(over: Partial<CreateMockSessionBody> = {}): Promise<MockSession> {
  const res = await t.request('staff', { method: 'POST', url: api('/sessions'), payload: sessionBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function setMock(caller: Caller | { userId: number }, sessionId: number, payload: Record<string, unknown>) {
  return t.request(caller, { method: 'POST', url: api(`/sessions/${sessionId}/assignments`), payload });
}

/** A session set to a class of each school, sat by one student per answer in each. */
async function satSession(answers: { north: string[]; river: string[] }, names: { north?: string } = {}) {
  const session = await createSession();
  const sit = async (caller: Caller, schoolId: number, groupId: number, list: string[], name?: string) => {
    const set = await setMock(caller, session.id, { group_ids: [groupId] });
    expect(set.statusCode, set.body).toBe(201);
    const assignmentId: number = set.json().assignment_id;
    for (const answer of list) {
      const s = await f.buildStudent(schoolId, { name: name ?? f.unique('Student'), groupIds: [groupId] });
      await sitOneQuestion(t, s.id, assignmentId, question.id, answer);
    }
    return assignmentId;
  };
  const north = await sit('teacher', northfield, northClass.id, answers.north, names.north);
  const river = await sit('otherTeacher', riverside, riverClass.id, answers.river);
  return { session, north, river };
}

const FULL = 'Chlorophyll reflects green light.';
const HALF = 'Chlorophyll.';
const NONE = 'It is a plant.';

describe('POST /sessions', () => {
  it('is for content staff and the platform admin', async () => {
    expect(await t.statusByCaller(() => ({ method: 'POST', url: api('/sessions'), payload: sessionBody() }))).toEqual(
      staffOnly(201),
    );
  });

  it('offers a central template to schools with a window and a time limit', async () => {
    const s = await createSession({ school_ids: [riverside, northfield] });
    expect(s).toMatchObject({
      template_id: centralTemplateId,
      total_marks: 2,
      question_count: 1,
      time_limit_seconds: 3600,
      state: 'open',
      assignment_count: 0,
      submitted_count: 0,
      archived_at: null,
    });
    expect(s.schools.map((x) => x.name)).toEqual(['Northfield Academy', 'Riverside School']);
  });

  it('refuses bad bodies, school templates and unknown schools', async () => {
    const schoolTemplate = await oneQuestionTemplate(t, f, {
      schoolId: northfield,
      teacherId: await t.userId('teacher'),
      curriculaId: q.bio,
      questionId: question.id,
    });
    const cases: [unknown, string, string | undefined][] = [
      [{ ...sessionBody(), closes_at: isoIn(-2 * HOUR) }, 'validation_failed', undefined],
      [{ ...sessionBody(), school_ids: [] }, 'validation_failed', undefined],
      [{ ...sessionBody(), opens_at: 'tomorrow' }, 'validation_failed', undefined],
      [sessionBody({ template_id: schoolTemplate }), 'invalid_mock_session', 'body.template_id'],
      [sessionBody({ template_id: 2_000_000_000 }), 'invalid_mock_session', 'body.template_id'],
      [sessionBody({ school_ids: [northfield, 2_000_000_000] }), 'invalid_mock_session', 'body.school_ids.1'],
    ];
    for (const [payload, code, path] of cases) {
      const res = await t.request('staff', { method: 'POST', url: api('/sessions'), payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
      if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });
});

describe('GET /sessions and /sessions/:id', () => {
  it('lists sessions filtered by schools and templates', async () => {
    const riverOnly = await createSession({ school_ids: [riverside] });
    const both = await createSession();
    const ids = async (query: string) =>
      ((await t.request('admin', { method: 'GET', url: api(`/sessions?${query}`) })).json().items as MockSession[]).map(
        (s) => s.id,
      );
    const ofTemplate = await ids(`templates=${centralTemplateId}&limit=100`);
    expect(ofTemplate).toEqual(expect.arrayContaining([riverOnly.id, both.id]));
    const ofNorthfield = await ids(`templates=${centralTemplateId}&schools=${northfield}&limit=100`);
    expect(ofNorthfield).toContain(both.id);
    expect(ofNorthfield).not.toContain(riverOnly.id);
    expect(await ids(`templates=2000000000`)).toEqual([]);
  });

  it('answers 401, 403, 400 and 404 as it should', async () => {
    const s = await createSession();
    expect(await t.statusByCaller({ method: 'GET', url: api('/sessions') })).toEqual(staffOnly(200));
    expect(await t.statusByCaller({ method: 'GET', url: api(`/sessions/${s.id}`) })).toEqual(staffOnly(200));
    expect((await t.request('staff', { method: 'GET', url: api('/sessions?schools=abc') })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: api('/sessions/abc') })).statusCode).toBe(400);
    expect((await t.request('staff', { method: 'GET', url: api('/sessions/2000000000') })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'GET', url: api(`/sessions/${s.id}`) })).json().name).toBe(s.name);
  });
});

describe('PATCH /sessions/:id', () => {
  it('changes a session for staff only', async () => {
    const s = await createSession();
    const req = (): Request => ({ method: 'PATCH', url: api(`/sessions/${s.id}`), payload: { name: 'Renamed mock' } });
    expect(await t.statusByCaller(req)).toEqual(staffOnly(200));
    const res = await t.request('staff', {
      method: 'PATCH',
      url: api(`/sessions/${s.id}`),
      payload: { school_ids: [riverside], time_limit_seconds: null },
    });
    expect(res.json()).toMatchObject({ name: 'Renamed mock', time_limit_seconds: null, schools: [{ id: riverside }] });
    expect(
      (await t.request('staff', { method: 'PATCH', url: api('/sessions/2000000000'), payload: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request('staff', { method: 'PATCH', url: api(`/sessions/${s.id}`), payload: { name: '' } })).statusCode,
    ).toBe(400);
  });

  it('keeps what schools rely on once they have set it', async () => {
    const s = await createSession();
    expect((await setMock('teacher', s.id, { group_ids: [northClass.id] })).statusCode).toBe(201);
    const patch = async (payload: Record<string, unknown>) => {
      const res = await t.request('staff', { method: 'PATCH', url: api(`/sessions/${s.id}`), payload });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { path: string }) => e.path);
    };
    const other = await t.request('staff', {
      method: 'POST',
      url: api('/centrals/examtemplates'),
      payload: { name: f.unique('Other central'), curricula_id: q.bio, sections: [] },
    });
    expect(await patch({ template_id: other.json().id })).toContain('body.template_id');
    expect(await patch({ school_ids: [riverside] })).toContain('body.school_ids');
    expect(await patch({ closes_at: isoIn(HOUR) })).toContain('body.closes_at');
  });
});

describe('DELETE /sessions/:id', () => {
  it('deletes a session no school has set', async () => {
    const id = (await createSession()).id;
    const res = await t.request('staff', { method: 'DELETE', url: api(`/sessions/${id}`) });
    expect(res.json()).toEqual({ success: true, archived: false });
    expect((await t.request('staff', { method: 'GET', url: api(`/sessions/${id}`) })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: api(`/sessions/${id}`) })).statusCode).toBe(404);
    expect((await t.request('staff', { method: 'DELETE', url: api(`/sessions/${id}?confirm=maybe`) })).statusCode).toBe(
      400,
    );
  });

  it('deletes a session every school has taken off, keeping the work sat on it', async () => {
    const { session, north, river } = await satSession({ north: [FULL], river: [] });
    for (const [caller, id] of [
      ['teacher', north],
      ['otherTeacher', river],
    ] as const) {
      const off = await t.request(caller, { method: 'DELETE', url: api(`/mocks/${id}/assignment?confirm=true`) });
      expect(off.statusCode, off.body).toBe(200);
    }
    const res = await t.request('staff', { method: 'DELETE', url: api(`/sessions/${session.id}`) });
    expect(res.json()).toEqual({ success: true, archived: false });
    expect((await t.request('staff', { method: 'GET', url: api(`/sessions/${session.id}`) })).statusCode).toBe(404);
    const [kept] = await t.db.select().from(assignments).where(eq(assignments.id, north));
    expect(kept).toBeDefined();
  });

  it('asks before archiving a session schools have sat, and keeps their work', async () => {
    const { session, north } = await satSession({ north: [FULL], river: [] });
    const first = await t.request('staff', { method: 'DELETE', url: api(`/sessions/${session.id}`) });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'mock_session_in_use',
      school_count: 2,
      assignment_count: 2,
      submitted_count: 1,
    });
    const confirmed = await t.request('staff', { method: 'DELETE', url: api(`/sessions/${session.id}?confirm=true`) });
    expect(confirmed.json()).toEqual({ success: true, archived: true });
    const [kept] = await t.db.select().from(assignments).where(eq(assignments.id, north));
    expect(kept!.deletedAt).toBeNull();
    const after = await t.request('staff', { method: 'GET', url: api(`/sessions/${session.id}`) });
    expect(after.json().archived_at).not.toBeNull();
    const frozen = await t.request('staff', {
      method: 'PATCH',
      url: api(`/sessions/${session.id}`),
      payload: { name: 'Too late' },
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('mock_session_archived');
    const csv = await t.request('staff', { method: 'GET', url: `/admin/mock-exam/export-session/${session.id}` });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    const available = (await t.request('teacher', { method: 'GET', url: api('/mock/available') })).json();
    expect(available.map((a: { session: { id: number } }) => a.session.id)).not.toContain(session.id);
  });

  it('is for staff only', async () => {
    // one fresh session per caller, so the staff's delete does not make the admin's a 404
    const ids = await Promise.all([...Array(7)].map(async () => (await createSession()).id));
    expect(await t.statusByCaller(() => ({ method: 'DELETE', url: api(`/sessions/${ids.pop()}`) }))).toEqual(
      staffOnly(200),
    );
  });
});

describe('GET /mockschools and /mocktemplates', () => {
  it('searches the schools a session can be offered to', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/mockschools') })).toEqual(staffOnly(200));
    const found = (await t.request('staff', { method: 'GET', url: api('/mockschools?query=river') })).json();
    expect(found.map((s: { id: number }) => s.id)).toContain(riverside);
    expect(found.map((s: { id: number }) => s.id)).not.toContain(northfield);
    expect((await t.request('staff', { method: 'GET', url: api('/mockschools?limit=0') })).statusCode).toBe(400);
  });

  it('lists central templates only', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/mocktemplates') })).toEqual(staffOnly(200));
    const list = (
      await t.request('staff', { method: 'GET', url: api('/mocktemplates?query=Central mock paper') })
    ).json();
    expect(list).toContainEqual(expect.objectContaining({ id: centralTemplateId, total_marks: 2, question_count: 1 }));
    const all = (await t.request('staff', { method: 'GET', url: api('/mocktemplates') })).json();
    expect(all.every((x: { id: number }) => x.id !== undefined)).toBe(true);
    expect((await t.request('staff', { method: 'GET', url: api('/mocktemplates?limit=500') })).statusCode).toBe(400);
  });
});

describe('GET /mock/available and POST /sessions/:id/assignments', () => {
  it('shows a school the sessions offered to it, and whether it has set them', async () => {
    const northOnly = await createSession({ school_ids: [northfield] });
    expect(await t.statusByCaller({ method: 'GET', url: api('/mock/available') })).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 403 }),
    );
    const mine = async (caller: Caller) =>
      (
        (await t.request(caller, { method: 'GET', url: api('/mock/available') })).json() as {
          session: { id: number };
          set: boolean;
          assignments: { classes: string[] }[];
        }[]
      ).find((a) => a.session.id === northOnly.id);
    expect(await mine('teacher')).toMatchObject({ set: false, assignments: [] });
    expect(await mine('otherTeacher')).toBeUndefined();
    const set = await setMock('teacher', northOnly.id, { group_ids: [northClass.id] });
    expect(set.statusCode, set.body).toBe(201);
    expect((await mine('schoolAdmin'))?.set).toBe(true);
    expect((await mine('teacher'))?.assignments[0]?.classes).toEqual([
      (await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${set.json().assignment_id}`) })).json()
        .targets[0].label,
    ]);
  });

  it('sets an ordinary assignment of the template within the session window', async () => {
    const s = await createSession({ time_limit_seconds: 1800 });
    const res = await setMock('teacher', s.id, { group_ids: [northClass.id], due_at: isoIn(2 * HOUR) });
    expect(res.statusCode, res.body).toBe(201);
    const a = (
      await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${res.json().assignment_id}`) })
    ).json();
    expect(a).toMatchObject({
      template_id: centralTemplateId,
      title: s.name,
      time_limit_seconds: 1800,
      opens_at: s.opens_at,
    });
    const again = await setMock('teacher', s.id, { group_ids: [northClass.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'mock_already_set', detail: expect.stringContaining(northClass.name) });
    const available = (await t.request('teacher', { method: 'GET', url: api('/mock/available') })).json() as {
      session: { id: number };
      assignments: { group_ids: number[] }[];
    }[];
    expect(available.find((a) => a.session.id === s.id)?.assignments.map((a) => a.group_ids)).toEqual([
      [northClass.id],
    ]);
  });

  it('refuses a window outside the session, a class not the teacher’s, and another school’s session', async () => {
    const s = await createSession({ school_ids: [northfield] });
    const outside = await setMock('teacher', s.id, { group_ids: [northClass.id], due_at: isoIn(5 * HOUR) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ path: 'body.due_at', message: 'Must not be after the session closes' }]);
    const early = await setMock('teacher', s.id, { group_ids: [northClass.id], opens_at: isoIn(-2 * HOUR) });
    expect(early.json().errors[0].path).toBe('body.opens_at');
    expect((await setMock('teacher', s.id, { group_ids: [riverClass.id] })).statusCode).toBe(400);
    expect((await setMock('teacher', s.id, { group_ids: [] })).statusCode).toBe(400);
    expect((await setMock('otherTeacher', s.id, { group_ids: [riverClass.id] })).statusCode).toBe(404);
    expect((await setMock('teacher', 2_000_000_000, { group_ids: [northClass.id] })).statusCode).toBe(404);
    for (const caller of ['anonymous', 'student', 'staff', 'admin'] as const)
      expect((await setMock(caller, s.id, { group_ids: [northClass.id] })).statusCode).toBe(
        caller === 'anonymous' ? 401 : 403,
      );
  });
});

describe('GET /mocks/assignments/find and DELETE /mocks/:id/assignment', () => {
  it('finds the session of a mock assignment, and answers mock_not_found otherwise', async () => {
    const s = await createSession();
    const set = await setMock('teacher', s.id, { group_ids: [northClass.id] });
    const id = set.json().assignment_id as number;
    const find = (assignmentId: number | string): Request => ({
      method: 'GET',
      url: api(`/mocks/assignments/find?assignmentId=${assignmentId}`),
    });
    expect(await t.statusByCaller(find(id))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    expect((await t.request('teacher', find(id))).json()).toMatchObject({
      success: true,
      assignment_id: id,
      session: { id: s.id, name: s.name, template_id: centralTemplateId },
    });
    const plain = await oneQuestionTemplate(t, f, {
      schoolId: northfield,
      teacherId: await t.userId('teacher'),
      curriculaId: q.bio,
      questionId: question.id,
    });
    const [notMock] = await t.db
      .insert(assignments)
      .values({
        schoolId: northfield,
        templateId: plain,
        title: 'Plain',
        opensAt: new Date(),
        dueAt: new Date(Date.now() + HOUR),
      })
      .returning();
    const res = await t.request('teacher', find(notMock!.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'mock_not_found', detail: 'The Mok exam with this id does not exist.' });
    expect((await t.request('teacher', find('abc'))).statusCode).toBe(400);
    // The assignment itself says whether it sits a mock, so its page asks only then.
    const detail = async (assignmentId: number) =>
      (await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${assignmentId}`) })).json();
    expect((await detail(id)).mock_session_id).toBe(s.id);
    expect((await detail(notMock!.id)).mock_session_id).toBeNull();
    expect((await t.request('teacher', { method: 'GET', url: api('/mocks/assignments/find') })).statusCode).toBe(400);
  });

  it('takes an assignment off its mock, asking first once students started', async () => {
    const { session, north, river } = await satSession({ north: [HALF], river: [] });
    const del = (id: number, confirm = false): Request => ({
      method: 'DELETE',
      url: api(`/mocks/${id}/assignment${confirm ? '?confirm=true' : ''}`),
    });
    for (const caller of ['anonymous', 'student', 'staff'] as const)
      expect((await t.request(caller, del(north))).statusCode).toBe(caller === 'anonymous' ? 401 : 403);
    expect((await t.request('otherTeacher', del(north))).statusCode).toBe(404);
    expect((await t.request('teacher', { method: 'DELETE', url: api('/mocks/abc/assignment') })).statusCode).toBe(400);
    const first = await t.request('teacher', del(north));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'assignment_started', started_count: 1 });
    expect((await t.request('teacher', del(north, true))).json()).toEqual({ success: true });
    expect((await t.request('teacher', del(north, true))).statusCode).toBe(404);
    const usage = (await t.request('staff', { method: 'GET', url: api(`/sessions/${session.id}`) })).json();
    expect(usage.assignment_count).toBe(1);
    expect((await t.request('otherTeacher', del(river))).json()).toEqual({ success: true });
  });
});

/** Releases every attempt of the assignments' marks, as a teacher's release does. */
async function release(...assignmentIds: number[]) {
  for (const id of assignmentIds)
    await t.db.update(attempts).set({ releasedAt: new Date() }).where(eq(attempts.assignmentId, id));
}

describe('GET /sessions/:id/results', () => {
  it('gives staff every school and a school its own beside the anonymous average', async () => {
    const { session, north, river } = await satSession({ north: [FULL, HALF], river: [NONE, FULL] });
    await release(north, river);
    const req: Request = { method: 'GET', url: api(`/sessions/${session.id}/results`) };
    expect(await t.statusByCaller(req)).toEqual(
      statusesFor({ student: 403, otherTeacher: 200, school: 200, platform: 200 }),
    );
    const staff = (await t.request('staff', req)).json() as MockResults;
    expect(staff.all_schools).toEqual({ schools: 2, students: 4, mean_percent: 62.5 });
    expect(staff.schools).toEqual([
      { school_id: northfield, school_name: 'Northfield Academy', students: 2, mean_percent: 75 },
      { school_id: riverside, school_name: 'Riverside School', students: 2, mean_percent: 50 },
    ]);
    const res = await t.request('teacher', req);
    const school = res.json() as MockResults;
    // One other school of two students is far too few to hide a school's mean: withheld, saying why.
    expect(school.all_schools).toBeNull();
    expect(school.all_schools_withheld).toBe(
      'Shown once at least 3 other schools and 20 of their students have released results (so far: 1 school, 2 students).',
    );
    expect(staff.all_schools_withheld).toBeNull();
    expect(school.schools).toEqual([staff.schools[0]]);
    expect(school.assignments).toEqual([
      expect.objectContaining({ assignment_id: north, students: 2, mean_percent: 75 }),
    ]);
    expect(res.body).not.toContain('Riverside');
    expect(res.body).not.toContain('62.5');
    const offeredElsewhere = await createSession({ school_ids: [riverside] });
    expect(
      (await t.request('teacher', { method: 'GET', url: api(`/sessions/${offeredElsewhere.id}/results`) })).statusCode,
    ).toBe(404);
    expect((await t.request('staff', { method: 'GET', url: api('/sessions/abc/results') })).statusCode).toBe(400);
  });
});

describe('GET /sessions/:id/results: comparisons that cannot reveal another school', () => {
  it('counts only released marks, for staff and schools alike', async () => {
    const { session, north, river } = await satSession({ north: [FULL], river: [NONE, FULL] });
    const req: Request = { method: 'GET', url: api(`/sessions/${session.id}/results`) };
    const before = (await t.request('staff', req)).json() as MockResults;
    expect(before.all_schools).toEqual({ schools: 0, students: 0, mean_percent: null });
    expect(before.schools).toEqual([]);
    await release(river);
    const after = (await t.request('staff', req)).json() as MockResults;
    expect(after.all_schools).toEqual({ schools: 1, students: 2, mean_percent: 50 });
    // The school's own unreleased marks never count either, so its mean cannot be subtracted out.
    const own = (await t.request('teacher', req)).json() as MockResults;
    expect(own.schools).toEqual([]);
    expect(own.assignments).toEqual([]);
    await release(north);
    const released = (await t.request('teacher', req)).json() as MockResults;
    expect(released.assignments).toEqual([expect.objectContaining({ assignment_id: north, students: 1 })]);
  });

  it('shows a school the all-schools figure once enough other schools and students stand behind it', async () => {
    const { session, north, river } = await satSession({ north: [FULL], river: [NONE, FULL] });
    await release(north, river);
    const teacher = await t.userId('teacher');
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher));
    const user = { ...row!, role: 'teacher' as const, image: null, mustChangePassword: false } as never;
    const lenient = createMocksService(t.db, { minOtherSchools: 1, minOtherStudents: 2 });
    const shown = await lenient.results(user, session.id);
    expect(shown.all_schools).toEqual({ schools: 2, students: 3, mean_percent: 66.7 });
    expect(shown.all_schools_withheld).toBeNull();
    const strict = createMocksService(t.db, { minOtherSchools: 1, minOtherStudents: 3 });
    expect((await strict.results(user, session.id)).all_schools).toBeNull();
  });
});

describe('CSV exports', () => {
  const HOSTILE = '=HYPERLINK("http://evil.test","click")';

  it('exports every student of a session across schools, formula-safe', async () => {
    const { session, river } = await satSession({ north: [FULL], river: [NONE] }, { north: HOSTILE });
    const url = `/admin/mock-exam/export-session/${session.id}`;
    expect(await t.statusByCaller({ method: 'GET', url })).toEqual(staffOnly(200));
    const res = await t.request('admin', { method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`mock-session-${session.id}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'school,class,student,assignment,submitted_at,total,max,percent,released,for_credit,Q1 (out of 2)',
    );
    expect(lines).toHaveLength(3);
    const north = lines.find((l) => l.startsWith('Northfield Academy'))!;
    expect(north).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(north).toMatch(/,2,2,100,false,true,2$/);
    expect(lines.find((l) => l.startsWith('Riverside School'))).toMatch(/,0,2,0,false,true,0$/);
    await t.db.update(attempts).set({ noCredit: true }).where(eq(attempts.assignmentId, river));
    const again = (await t.request('staff', { method: 'GET', url })).body.trim().split('\r\n');
    expect(again.find((l) => l.startsWith('Riverside School'))).toMatch(/,0,2,0,false,false,0$/);
    expect(
      (await t.request('staff', { method: 'GET', url: '/admin/mock-exam/export-session/2000000000' })).statusCode,
    ).toBe(404);
    expect((await t.request('staff', { method: 'GET', url: '/admin/mock-exam/export-session/abc' })).statusCode).toBe(
      400,
    );
  });

  it('exports every assignment set from a central template', async () => {
    const before = (
      await t.request('staff', { method: 'GET', url: `/admin/central-exam/export-data/${centralTemplateId}` })
    ).body
      .trim()
      .split('\r\n').length;
    await satSession({ north: [HALF], river: [FULL] }, { north: '@SUM(A1:A2)' });
    const url = `/admin/central-exam/export-data/${centralTemplateId}`;
    expect(await t.statusByCaller({ method: 'GET', url })).toEqual(staffOnly(200));
    const res = await t.request('staff', { method: 'GET', url });
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(before + 2);
    expect(res.body).toContain(`'@SUM(A1:A2)`);
    expect(res.body).not.toMatch(/(^|,)@SUM/m);
    const schoolTemplate = await oneQuestionTemplate(t, f, {
      schoolId: northfield,
      teacherId: await t.userId('teacher'),
      curriculaId: q.bio,
      questionId: question.id,
    });
    expect(
      (await t.request('staff', { method: 'GET', url: `/admin/central-exam/export-data/${schoolTemplate}` }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('staff', { method: 'GET', url: '/admin/central-exam/export-data/0' })).statusCode).toBe(
      400,
    );
  });
});
