import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curricula, groupStudents, qualifications, schoolGroups, studentTags, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createTestApp, type Request, type TestApp } from '../../../test/test-app';

let t: TestApp;
/**
 * A second copy of the demo database that no test writes to: the exact lists and counts of the
 * seeded school are read from it, so they hold whatever order the tests run in.
 */
let pristine: TestApp;
let ids: {
  bio: number;
  chem: number;
  spanish: number;
  bioGcse: number;
  chemGcse: number;
  class10b: number;
  class11a: number;
  riversideClass: number;
  helen: number;
  tom: number;
  rita: number;
  sophie: number;
  ravi: number;
};

beforeAll(async () => {
  [t, pristine] = await Promise.all([createTestApp(), createTestApp()]);
  const c = await t.db.select().from(curricula);
  const q = await t.db.select().from(qualifications);
  const g = await t.db.select().from(schoolGroups);
  const by = <T extends { name: string }>(rows: T[], name: string) => rows.find((r) => r.name === name)!;
  const bio = by(c, 'AQA Biology').id;
  const chem = by(c, 'AQA Chemistry').id;
  ids = {
    bio,
    chem,
    spanish: by(c, 'Edexcel Spanish').id,
    bioGcse: q.find((r) => r.curriculaId === bio && r.name === 'GCSE')!.id,
    chemGcse: q.find((r) => r.curriculaId === chem && r.name === 'GCSE')!.id,
    class10b: by(g, '10B Biology').id,
    class11a: by(g, '11A Chemistry').id,
    riversideClass: by(g, 'Year 10 Biology').id,
    helen: await t.userId('schoolAdmin'),
    tom: await t.userId('teacher'),
    rita: await t.userId('otherTeacher'),
    sophie: await t.userId('student'),
    ravi: (await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.student2)))[0]!.id,
  };
});
afterAll(() => Promise.all([t.close(), pristine.close()]));

/** Only the school admin (of Northfield) may use these routes. */
const ONLY_SCHOOL_ADMIN = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: ok,
  staff: 403,
  admin: 403,
});

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++seq}@example.test`;
const get = (url: string): Request => ({ method: 'GET', url });
const post = (url: string, payload: object): Request => ({ method: 'POST', url, payload });
const patch = (url: string, payload: object): Request => ({ method: 'PATCH', url, payload });

let ipSeq = 0;
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login_check',
    payload: { username, password },
    remoteAddress: `10.9.0.${++ipSeq}`,
  });

/**
 * Makes Rita (Riverside) a school admin, for refusals between two school admins. The row is
 * changed behind the app's back, so the app is told to drop its cached copy of her.
 */
async function withRiversideAdmin<T>(fn: () => Promise<T>): Promise<T> {
  await t.db.update(users).set({ schoolAdmin: true }).where(eq(users.id, ids.rita));
  t.app.forgetAuthUser(ids.rita);
  try {
    return await fn();
  } finally {
    await t.db.update(users).set({ schoolAdmin: false }).where(eq(users.id, ids.rita));
    t.app.forgetAuthUser(ids.rita);
  }
}

describe('GET /school/overview', () => {
  it('counts the school’s active teachers, classes, students and curricula', async () => {
    expect(await t.statusByCaller(get('/api/v2/school/overview'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const res = await pristine.request('schoolAdmin', get('/api/v2/school/overview'));
    expect(res.json()).toEqual({ teachers: 2, classes: 2, students: 6, curricula: 2 });
  });
});

describe('teachers', () => {
  it('GET /school/teachers lists the school’s teachers only', async () => {
    expect(await t.statusByCaller(get('/api/v2/school/teachers'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const list = (await pristine.request('schoolAdmin', get('/api/v2/school/teachers'))).json();
    expect(list).toEqual([
      {
        id: ids.helen,
        name: 'Helen Head',
        email: DEMO_ACCOUNTS.schoolAdmin,
        schoolAdmin: true,
        owner: true,
        active: true,
        groups: [{ id: ids.class11a, name: '11A Chemistry' }],
      },
      {
        id: ids.tom,
        name: 'Tom Teacher',
        email: DEMO_ACCOUNTS.teacher,
        schoolAdmin: false,
        owner: false,
        active: true,
        groups: [{ id: ids.class10b, name: '10B Biology' }],
      },
    ]);
  });

  it('POST /school/teachers creates an account with a one-time password that logs in', async () => {
    expect(
      await t.statusByCaller(() => post('/api/v2/school/teachers', { name: 'New Teacher', email: unique('t') })),
    ).toEqual(ONLY_SCHOOL_ADMIN(201));
    const email = unique('Grace.Teacher');
    const res = await t.request('schoolAdmin', post('/api/v2/school/teachers', { name: ' Grace Hopper ', email }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Grace Hopper',
      email: email.toLowerCase(),
      schoolAdmin: false,
      owner: false,
      active: true,
      groups: [],
    });
    expect(body.initialPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({
      kind: 'teacher',
      schoolId: (await t.db.select().from(users).where(eq(users.id, ids.helen)))[0]!.schoolId,
    });
    expect(row!.passwordHash).not.toContain(body.initialPassword);
    expect((await login(email, body.initialPassword)).statusCode).toBe(200);
    // The password is never listed again.
    const list = (await t.request('schoolAdmin', get('/api/v2/school/teachers'))).json();
    expect(JSON.stringify(list)).not.toContain(body.initialPassword);
  });

  it('POST /school/teachers refuses bad input (400) and a taken e-mail in any case (409)', async () => {
    const bad = await t.request('schoolAdmin', post('/api/v2/school/teachers', { name: '', email: 'not-an-email' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.name']);
    const taken = await t.request(
      'schoolAdmin',
      post('/api/v2/school/teachers', { name: 'X', email: 'Student2@Demo.Markwell.test' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', status: 409 });
  });

  it('PATCH /school/teachers/:id edits a teacher of the school only', async () => {
    expect(await t.statusByCaller(patch(`/api/v2/school/teachers/${ids.tom}`, { name: 'Tom Teacher' }))).toEqual(
      ONLY_SCHOOL_ADMIN(200),
    );
    const res = await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.tom}`, { name: 'Tom T. Teacher' }));
    expect(res.json()).toMatchObject({ id: ids.tom, name: 'Tom T. Teacher', email: DEMO_ACCOUNTS.teacher });
    await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.tom}`, { name: 'Tom Teacher' }));

    expect((await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.tom}`, {}))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', patch(`/api/v2/school/teachers/abc`, { name: 'x' }))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', patch(`/api/v2/school/teachers/999999`, { name: 'x' }))).statusCode).toBe(
      404,
    );
    // A student is not a teacher.
    expect(
      (await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.sophie}`, { name: 'x' }))).statusCode,
    ).toBe(404);
    // Riverside's teacher is not ours: answered like a missing one.
    const other = await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.rita}`, { name: 'Hacked' }));
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Teacher not found');
    const [rita] = await t.db.select().from(users).where(eq(users.id, ids.rita));
    expect(rita!.name).toBe('Rita Rivers');
    // An e-mail of another account is refused.
    const taken = await t.request(
      'schoolAdmin',
      patch(`/api/v2/school/teachers/${ids.tom}`, { email: DEMO_ACCOUNTS.staff }),
    );
    expect(taken.statusCode).toBe(409);
  });

  it('a deactivated teacher can no longer sign in, and comes back when reactivated', async () => {
    const reactivate = () => t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.tom}`, { active: true }));
    try {
      const off = await t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.tom}`, { active: false }));
      expect(off.json()).toMatchObject({ active: false });
      expect((await t.request('teacher', get('/api/v2/me'))).statusCode).toBe(401);
      // Still listed (last), nothing deleted.
      const list = (await t.request('schoolAdmin', get('/api/v2/school/teachers'))).json();
      expect(list.at(-1)).toMatchObject({ id: ids.tom, active: false });
      expect(list.at(-1).groups).toContainEqual({ id: ids.class10b, name: '10B Biology' });
      await reactivate();
      expect((await t.request('teacher', get('/api/v2/me'))).statusCode).toBe(200);
    } finally {
      // Other tests sign in as Tom: never leave him switched off, even when this one fails.
      await reactivate();
    }
  });

  it('protects the caller and the owner: no self-deactivation or self-demotion, owner demoted only by themself', async () => {
    const asHelen = (body: object) => t.request('schoolAdmin', patch(`/api/v2/school/teachers/${ids.helen}`, body));
    const self = await asHelen({ active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('cannot_deactivate_self');
    // The owner is the only school admin: stepping down would leave the school without one.
    expect((await asHelen({ schoolAdmin: false })).json().code).toBe('last_school_admin');

    const created = (
      await t.request(
        'schoolAdmin',
        post('/api/v2/school/teachers', { name: 'Deputy Head', email: unique('deputy'), schoolAdmin: true }),
      )
    ).json();
    // As if the deputy had replaced their one-time password already.
    await t.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, created.id));
    const deputy = { userId: created.id as number };
    const asDeputy = (id: number, body: object) => t.request(deputy, patch(`/api/v2/school/teachers/${id}`, body));
    expect((await asDeputy(ids.helen, { schoolAdmin: false })).json().code).toBe('owner_demotion_forbidden');
    expect((await asDeputy(ids.helen, { active: false })).json().code).toBe('owner_deactivation_forbidden');
    expect((await asDeputy(created.id, { schoolAdmin: false })).json().code).toBe('cannot_demote_self');
    expect((await asDeputy(created.id, { active: false })).json().code).toBe('cannot_deactivate_self');
    const [helen] = await t.db.select().from(users).where(eq(users.id, ids.helen));
    expect(helen).toMatchObject({ schoolAdmin: true, active: true });

    // The owner may step down while another school admin remains; the deputy restores them.
    const stepDown = await asHelen({ schoolAdmin: false });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json()).toMatchObject({ schoolAdmin: false, owner: true });
    expect((await t.request('schoolAdmin', get('/api/v2/school/teachers'))).statusCode).toBe(403);
    expect((await asDeputy(ids.helen, { schoolAdmin: true })).json()).toMatchObject({ schoolAdmin: true });
    expect((await t.request('schoolAdmin', get('/api/v2/school/teachers'))).statusCode).toBe(200);
    // Demoting another (non-owner) admin is fine.
    expect((await asHelen({ name: 'Helen Head' })).statusCode).toBe(200);
    const demoted = await t.request(
      'schoolAdmin',
      patch(`/api/v2/school/teachers/${created.id}`, { schoolAdmin: false, active: false }),
    );
    expect(demoted.json()).toMatchObject({ schoolAdmin: false, active: false });
  });
});

describe('classes', () => {
  it('GET /school/groups lists the school’s classes with teachers, curricula, qualification and count', async () => {
    expect(await t.statusByCaller(get('/api/v2/school/groups'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const list = (await pristine.request('schoolAdmin', get('/api/v2/school/groups'))).json();
    expect(list.map((g: { name: string }) => g.name)).toEqual(['10B Biology', '11A Chemistry']);
    expect(list[0]).toEqual({
      id: ids.class10b,
      name: '10B Biology',
      active: true,
      qualification: { id: ids.bioGcse, name: 'GCSE' },
      curricula: [{ id: ids.bio, name: 'AQA Biology' }],
      teachers: [{ id: ids.tom, name: 'Tom Teacher' }],
      studentsCount: 6,
    });
  });

  it('GET /school/groups/options offers the subscribed curricula with their qualifications', async () => {
    expect(await t.statusByCaller(get('/api/v2/school/groups/options'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const { curricula: list } = (await t.request('schoolAdmin', get('/api/v2/school/groups/options'))).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['AQA Biology', 'AQA Chemistry']);
    expect(list[0].qualifications.map((q: { name: string }) => q.name)).toEqual(['A-level', 'GCSE']);
  });

  it('POST /school/groups creates a class from subscribed curricula and the school’s teachers', async () => {
    expect(
      await t.statusByCaller(() =>
        post('/api/v2/school/groups', { name: `Class ${++seq}`, curriculaIds: [ids.bio], teacherIds: [] }),
      ),
    ).toEqual(ONLY_SCHOOL_ADMIN(201));
    const res = await t.request(
      'schoolAdmin',
      post('/api/v2/school/groups', {
        name: '9C Science',
        qualificationId: ids.chemGcse,
        curriculaIds: [ids.bio, ids.chem, ids.bio],
        teacherIds: [ids.tom, ids.helen],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: '9C Science',
      active: true,
      qualification: { id: ids.chemGcse, name: 'GCSE' },
      curricula: [{ id: ids.bio }, { id: ids.chem }],
      teachers: [{ id: ids.helen }, { id: ids.tom }],
      studentsCount: 0,
    });
  });

  it('POST /school/groups refuses bad input, foreign curricula and teachers, and a taken name', async () => {
    const create = (body: object) => t.request('schoolAdmin', post('/api/v2/school/groups', body));
    expect((await create({ name: 'X', curriculaIds: [], teacherIds: [] })).statusCode).toBe(400);
    expect((await create({ name: 'X', curriculaIds: ['a'], teacherIds: [] })).statusCode).toBe(400);
    const spanish = await create({ name: 'X', curriculaIds: [ids.spanish], teacherIds: [] });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ code: 'curriculum_not_subscribed', curriculaIds: [ids.spanish] });
    expect((await create({ name: 'X', curriculaIds: [ids.bio], teacherIds: [ids.rita] })).json()).toMatchObject({
      code: 'teacher_invalid',
      teacherIds: [ids.rita],
    });
    expect((await create({ name: 'X', curriculaIds: [ids.bio], teacherIds: [ids.sophie] })).json().code).toBe(
      'teacher_invalid',
    );
    expect(
      (await create({ name: 'X', qualificationId: ids.chemGcse, curriculaIds: [ids.bio], teacherIds: [] })).json().code,
    ).toBe('qualification_invalid');
    const dup = await create({ name: '10b BIOLOGY', curriculaIds: [ids.bio], teacherIds: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('class_name_taken');
  });

  it('PATCH /school/groups/:id edits and deactivates a class of the school only', async () => {
    const url = `/api/v2/school/groups/${ids.class11a}`;
    // Other tests may add students to the class: count them now.
    const linked = async () =>
      (await t.db.select().from(groupStudents).where(eq(groupStudents.groupId, ids.class11a))).length;
    const studentsCount = await linked();
    expect(await t.statusByCaller(patch(url, { name: '11A Chemistry' }))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const res = await t.request('schoolAdmin', patch(url, { teacherIds: [ids.helen, ids.tom], name: '11A Chem' }));
    expect(res.json()).toMatchObject({
      name: '11A Chem',
      teachers: [{ id: ids.helen }, { id: ids.tom }],
      studentsCount,
    });
    expect((await t.request('schoolAdmin', patch(url, { qualificationId: ids.bioGcse }))).json().code).toBe(
      'qualification_invalid',
    );
    expect((await t.request('schoolAdmin', patch(url, { name: '10B Biology' }))).statusCode).toBe(409);
    expect((await t.request('schoolAdmin', patch(url, {}))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', patch(url, { active: 'no' }))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', patch('/api/v2/school/groups/999999', { name: 'x' }))).statusCode).toBe(404);
    const foreign = await t.request(
      'schoolAdmin',
      patch(`/api/v2/school/groups/${ids.riversideClass}`, { name: 'Hacked' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Class not found');

    const off = await t.request(
      'schoolAdmin',
      patch(url, { active: false, name: '11A Chemistry', teacherIds: [ids.helen] }),
    );
    expect(off.json()).toMatchObject({ active: false, studentsCount, teachers: [{ id: ids.helen }] });
    // Students stay linked: nothing is deleted.
    expect(await linked()).toBe(studentsCount);
    const list = (await t.request('schoolAdmin', get('/api/v2/school/groups'))).json();
    expect(list.at(-1)).toMatchObject({ id: ids.class11a, active: false });
    expect((await t.request('schoolAdmin', patch(url, { active: true }))).json()).toMatchObject({ active: true });
  });
});

describe('students', () => {
  it('GET /school/students lists, searches and filters the school’s students', async () => {
    expect(await t.statusByCaller(get('/api/v2/school/students'))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const all = (await pristine.request('schoolAdmin', get('/api/v2/school/students'))).json().items;
    expect(all).toHaveLength(6);
    expect(all.map((s: { email: string }) => s.email)).not.toContain(DEMO_ACCOUNTS.student2);
    expect(all.find((s: { id: number }) => s.id === ids.sophie)).toEqual({
      id: ids.sophie,
      name: 'Sophie Student',
      email: DEMO_ACCOUNTS.student,
      active: true,
      groups: [
        { id: ids.class10b, name: '10B Biology' },
        { id: ids.class11a, name: '11A Chemistry' },
      ],
      subgroups: ['Set 1'],
    });
    const search = (await pristine.request('schoolAdmin', get('/api/v2/school/students?query=AMIR'))).json().items;
    expect(search.map((s: { name: string }) => s.name)).toEqual(['Amir Khan']);
    const byEmail = (await pristine.request('schoolAdmin', get('/api/v2/school/students?query=bella-jones@'))).json()
      .items;
    expect(byEmail.map((s: { name: string }) => s.name)).toEqual(['Bella Jones']);
    // LIKE wildcards are taken literally.
    expect((await pristine.request('schoolAdmin', get('/api/v2/school/students?query=%25'))).json().items).toEqual([]);
    const inClass = (
      await pristine.request('schoolAdmin', get(`/api/v2/school/students?groupId=${ids.class11a}`))
    ).json().items;
    expect(inClass).toHaveLength(3);
    expect(
      (await pristine.request('schoolAdmin', get(`/api/v2/school/students?groupId=${ids.riversideClass}`))).statusCode,
    ).toBe(404);
    expect(
      (await pristine.request('schoolAdmin', get('/api/v2/school/students?includeInactive=maybe'))).statusCode,
    ).toBe(400);
    expect((await pristine.request('schoolAdmin', get('/api/v2/school/students?groupId=x'))).statusCode).toBe(400);
  });

  it('GET /school/students pages by name with a cursor, a capped page size and a total', async () => {
    const page = (query: string) => pristine.request('schoolAdmin', get(`/api/v2/school/students?${query}`));
    const everyone = (await page('limit=100')).json();
    expect(everyone).toMatchObject({ total: 6, total_capped: false, next_cursor: null });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page(`limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(6);
      expect(body.items.length).toBeLessThanOrEqual(4);
      seen.push(...body.items.map((s: { email: string }) => s.email));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    // The pages hold every student once, in the order of the single page.
    expect(seen).toEqual(everyone.items.map((s: { email: string }) => s.email));
    // One class, paged the same way.
    const firstOfClass = (await page(`groupId=${ids.class11a}&limit=2`)).json();
    expect(firstOfClass).toMatchObject({ total: 3 });
    expect(firstOfClass.items).toHaveLength(2);
    const restOfClass = (await page(`groupId=${ids.class11a}&limit=2&cursor=${firstOfClass.next_cursor}`)).json();
    expect(restOfClass).toMatchObject({ next_cursor: null });
    expect(restOfClass.items).toHaveLength(1);
    // After the last student: no items, the total still counted.
    const pastEnd = (await page(`cursor=${Buffer.from(JSON.stringify(['\uffff', 0])).toString('base64url')}`)).json();
    expect(pastEnd).toMatchObject({ items: [], next_cursor: null, total: 6 });
    // A page size over the cap, or a cursor no page gave, is a 400 problem.
    expect((await page('limit=101')).statusCode).toBe(400);
    expect((await page('limit=0')).statusCode).toBe(400);
    const forged = await page(`cursor=${Buffer.from('{"x":1}').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_cursor');
    expect((await page('cursor=not%20a%20cursor')).statusCode).toBe(400);
  });

  it('POST /school/students creates a student in classes with subgroups and a one-time password', async () => {
    expect(
      await t.statusByCaller(() =>
        post('/api/v2/school/students', { name: 'Sam Pupil', email: unique('s'), groupIds: [], subgroups: [] }),
      ),
    ).toEqual(ONLY_SCHOOL_ADMIN(201));
    const email = unique('nina');
    const res = await t.request(
      'schoolAdmin',
      post('/api/v2/school/students', {
        name: 'Nina New',
        email,
        groupIds: [ids.class10b, ids.class10b],
        subgroups: ['Set 2', ' Set 2 ', 'SEN'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Nina New',
      email,
      active: true,
      groups: [{ id: ids.class10b, name: '10B Biology' }],
      subgroups: ['SEN', 'Set 2'],
    });
    expect((await login(email, body.initialPassword)).statusCode).toBe(200);
    // The class teacher now sees her.
    const students = (await t.request('teacher', get(`/api/v2/filters/${ids.class10b}/students`))).json();
    expect(students.map((s: { id: number }) => s.id)).toContain(body.id);
  });

  it('POST /school/students refuses bad input, a taken e-mail and classes of another school', async () => {
    const create = (body: object) => t.request('schoolAdmin', post('/api/v2/school/students', body));
    expect((await create({ name: 'A', email: 'nope', groupIds: [], subgroups: [] })).statusCode).toBe(400);
    expect(
      (await create({ name: 'A', email: unique('a'), groupIds: [], subgroups: ['x'.repeat(51)] })).statusCode,
    ).toBe(400);
    const taken = await create({ name: 'A', email: DEMO_ACCOUNTS.student, groupIds: [], subgroups: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');
    const foreign = await create({ name: 'A', email: unique('a'), groupIds: [ids.riversideClass], subgroups: [] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'class_invalid', groupIds: [ids.riversideClass] });
  });

  it('PATCH /school/students/:id edits classes and subgroups; deactivation keeps the data', async () => {
    const created = (
      await t.request(
        'schoolAdmin',
        post('/api/v2/school/students', {
          name: 'Otto Old',
          email: unique('otto'),
          groupIds: [ids.class10b],
          subgroups: ['Set 1'],
        }),
      )
    ).json();
    const url = `/api/v2/school/students/${created.id}`;
    expect(await t.statusByCaller(patch(url, { name: 'Otto Old' }))).toEqual(ONLY_SCHOOL_ADMIN(200));
    const moved = await t.request(
      'schoolAdmin',
      patch(url, { groupIds: [ids.class11a], subgroups: ['Set 3'], name: 'Otto Older' }),
    );
    expect(moved.json()).toMatchObject({ name: 'Otto Older', groups: [{ id: ids.class11a }], subgroups: ['Set 3'] });
    expect((await t.request('schoolAdmin', patch(url, {}))).statusCode).toBe(400);
    expect((await t.request('schoolAdmin', patch(url, { email: DEMO_ACCOUNTS.teacher }))).statusCode).toBe(409);
    expect((await t.request('schoolAdmin', patch(url, { groupIds: [ids.riversideClass] }))).json().code).toBe(
      'class_invalid',
    );
    expect((await t.request('schoolAdmin', patch('/api/v2/school/students/999999', { name: 'x' }))).statusCode).toBe(
      404,
    );
    expect(
      (await t.request('schoolAdmin', patch(`/api/v2/school/students/${ids.tom}`, { name: 'x' }))).statusCode,
    ).toBe(404);

    const off = await t.request('schoolAdmin', patch(url, { active: false }));
    expect(off.json()).toMatchObject({ active: false, groups: [{ id: ids.class11a }], subgroups: ['Set 3'] });
    expect((await t.request({ userId: created.id }, get('/api/v2/me'))).statusCode).toBe(401);
    const listed = (await t.request('schoolAdmin', get('/api/v2/school/students'))).json().items;
    expect(listed.map((s: { id: number }) => s.id)).not.toContain(created.id);
    const withInactive = (await t.request('schoolAdmin', get('/api/v2/school/students?includeInactive=true'))).json()
      .items;
    expect(withInactive.find((s: { id: number }) => s.id === created.id)).toMatchObject({ active: false });
    expect(await t.db.select().from(users).where(eq(users.id, created.id))).toHaveLength(1);
    expect((await t.request('schoolAdmin', patch(url, { active: true }))).json()).toMatchObject({ active: true });
  });

  it('refuses another school’s students, also between two school admins', async () => {
    const foreign = await t.request(
      'schoolAdmin',
      patch(`/api/v2/school/students/${ids.ravi}`, { name: 'Hacked', active: false }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Student not found');
    await withRiversideAdmin(async () => {
      const list = (await t.request('otherTeacher', get('/api/v2/school/students'))).json().items;
      expect(list.map((s: { id: number }) => s.id)).toEqual([ids.ravi]);
      expect(
        (await t.request('otherTeacher', patch(`/api/v2/school/students/${ids.sophie}`, { active: false }))).statusCode,
      ).toBe(404);
      expect(
        (await t.request('otherTeacher', patch(`/api/v2/school/teachers/${ids.tom}`, { active: false }))).statusCode,
      ).toBe(404);
      expect(
        (await t.request('otherTeacher', patch(`/api/v2/school/groups/${ids.class10b}`, { active: false }))).statusCode,
      ).toBe(404);
      const classes = (await t.request('otherTeacher', get('/api/v2/school/groups'))).json();
      expect(classes.map((g: { id: number }) => g.id)).toEqual([ids.riversideClass]);
    });
    const [ravi] = await t.db.select().from(users).where(eq(users.id, ids.ravi));
    const [sophie] = await t.db.select().from(users).where(eq(users.id, ids.sophie));
    expect(ravi).toMatchObject({ name: 'Ravi Student', active: true });
    expect(sophie).toMatchObject({ active: true });
  });
});

describe('POST /school/students/import', () => {
  const url = '/api/v2/school/students/import';
  const importJson = (csv: string) => t.request('schoolAdmin', post(url, { csv }));
  const multipart = (content: Buffer | string, filename = 'students.csv', target = url) => {
    const boundary = '----markwell-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      method: 'POST' as const,
      url: target,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('answers 401/403 by role, 201 for the school admin', async () => {
    expect(await t.statusByCaller(() => post(url, { csv: `name,email\nPat Pupil,${unique('pat')}\n` }))).toEqual(
      ONLY_SCHOOL_ADMIN(201),
    );
  });

  it('checks every line first: one bad line and nothing is imported', async () => {
    const good = unique('good');
    const csv = [
      'name,email,class,subgroups',
      `Good Row,${good},10B Biology,Set 1`,
      'No Email,,10B Biology,',
      `Bad Class,${unique('bc')},12Z Nothing,`,
      `Taken,${DEMO_ACCOUNTS.student.toUpperCase()},,`,
      '',
      `Dup,${good.toUpperCase()},,`,
      `,not-an-email,11a chemistry,${'x'.repeat(51)}`,
      `Too,${unique('many')},,,extra`,
    ].join('\n');
    const res = await importJson(csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('import_invalid');
    expect(body.detail).toContain('nothing was imported');
    const codes = Object.fromEntries(
      body.rows.map((r: { line: number; errors: { code: string }[] }) => [r.line, r.errors.map((e) => e.code)]),
    );
    expect(codes).toEqual({
      3: ['email_missing'],
      4: ['class_unknown'],
      5: ['email_taken'],
      7: ['email_duplicate'],
      8: ['name_missing', 'email_invalid', 'subgroup_invalid'],
      9: ['too_many_cells'],
    });
    expect(body.rows.find((r: { line: number }) => r.line === 7).errors[0].message).toContain('line 2');
    expect(await t.db.select().from(users).where(eq(users.email, good))).toHaveLength(0);
  });

  it('refuses a file without the needed header, an empty file, a missing file and more than 2000 lines', async () => {
    const header = await importJson('fullname,mail,class\nA,a@example.test,\n');
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ code: 'import_invalid', rows: [{ line: 1 }] });
    expect(header.json().rows[0].errors.map((e: { code: string }) => e.code)).toEqual([
      'column_missing',
      'column_missing',
      'column_unknown',
      'column_unknown',
    ]);
    expect((await importJson('name,email\n')).json().code).toBe('import_empty');
    expect((await importJson('\n\n')).json().code).toBe('import_empty');
    expect((await importJson('name,email\n"Unclosed,a@example.test\n')).json()).toMatchObject({
      code: 'import_invalid',
      rows: [{ errors: [{ code: 'csv_malformed' }] }],
    });
    expect((await t.request('schoolAdmin', post(url, {}))).statusCode).toBe(400);
    const none = await t.request('schoolAdmin', { method: 'POST', url });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('file_missing');
    const big = ['name,email', ...Array.from({ length: 2001 }, (_, i) => `S ${i},s${i}@big.example.test`)].join('\n');
    const tooBig = await t.request('schoolAdmin', multipart(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('import_too_large');
  });

  it('imports a good file (multipart) in one go, with classes, subgroups and spreadsheet-safe passwords', async () => {
    const a = unique('ann');
    const b = unique('ben');
    const c = unique('cleo');
    const csv =
      '\uFEFFName,Email,Class,Subgroups\r\n' +
      `"Smith, Ann",${a},10b biology,Set 1; SEN\r\n` +
      `=HYPERLINK("http://evil.example"),${b},11A Chemistry,\r\n` +
      `Cleo,${c},,\r\n`;
    const res = await t.request('schoolAdmin', multipart(csv));
    expect(res.statusCode).toBe(201);
    const { created, credentialsCsv } = res.json();
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({
      line: 2,
      name: 'Smith, Ann',
      email: a,
      class: '10B Biology',
      subgroups: ['Set 1', 'SEN'],
    });
    expect(created[2]).toMatchObject({ line: 4, class: null, subgroups: [] });
    for (const row of created) expect(row.initialPassword).toMatch(/^[A-Za-z2-9]{12}$/);

    const [head, ...lines] = parse(credentialsCsv) as string[][];
    expect(head).toEqual(['name', 'email', 'class', 'subgroups', 'password']);
    expect(lines[0]).toEqual(['Smith, Ann', a, '10B Biology', 'Set 1;SEN', created[0].initialPassword]);
    expect(lines[1]![0]).toBe(`'=HYPERLINK("http://evil.example")`);

    const ids2 = created.map((r: { id: number }) => r.id);
    const links = await t.db.select().from(groupStudents).where(inArray(groupStudents.studentId, ids2));
    expect(links.map((l) => [l.studentId, l.groupId]).sort()).toEqual(
      [
        [ids2[0], ids.class10b],
        [ids2[1], ids.class11a],
      ].sort(),
    );
    const tags = await t.db.select().from(studentTags).where(inArray(studentTags.studentId, ids2));
    expect(tags.map((x) => x.name).sort()).toEqual(['SEN', 'Set 1']);
    // The name is stored as typed; only the CSV output is neutralised.
    const [evil] = await t.db.select().from(users).where(eq(users.id, ids2[1]));
    expect(evil!.name).toBe('=HYPERLINK("http://evil.example")');
    expect((await login(c, created[2].initialPassword)).statusCode).toBe(200);

    // Importing the same file again: every row is now taken, nothing is added.
    const again = await t.request('schoolAdmin', multipart(csv));
    expect(again.statusCode).toBe(400);
    expect(again.json().rows.map((r: { errors: { code: string }[] }) => r.errors[0]!.code)).toEqual([
      'email_taken',
      'email_taken',
      'email_taken',
    ]);
  });

  it('POST /school/students/import/check previews a file without creating anything', async () => {
    const check = '/api/v2/school/students/import/check';
    expect(await t.statusByCaller(post(check, { csv: `name,email\nPat,${unique('pat')}\n` }))).toEqual(
      ONLY_SCHOOL_ADMIN(200),
    );
    const email = unique('preview');
    const ok = await t.request(
      'schoolAdmin',
      post(check, { csv: `name,email,class,subgroups\nPia Preview,${email},10B Biology,Set 1;Set 2\n` }),
    );
    expect(ok.json()).toEqual({
      valid: true,
      students: [{ line: 2, name: 'Pia Preview', email, class: '10B Biology', subgroups: ['Set 1', 'Set 2'] }],
      rows: [],
    });
    const bad = await t.request('schoolAdmin', post(check, { csv: `name,email,class\nPia,${email},Nope\n` }));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({
      valid: false,
      students: [],
      rows: [{ line: 2, errors: [{ code: 'class_unknown', column: 'class' }] }],
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Problems that are not about lines stay 400s.
    expect((await t.request('schoolAdmin', post(check, { csv: 'name,email\n' }))).json().code).toBe('import_empty');
    expect((await t.request('schoolAdmin', { method: 'POST', url: check })).json().code).toBe('file_missing');
    const file = await t.request('schoolAdmin', multipart(`name,email\nMo,${unique('mo')}\n`, 'students.csv', check));
    expect(file.json()).toMatchObject({ valid: true, students: [{ line: 2, name: 'Mo' }] });
  });

  it('finds a NUL character in a cell of an uploaded file: a row error in the check, 400 on import', async () => {
    const check = '/api/v2/school/students/import/check';
    const email = unique('nul');
    const csv = `name,email,class,subgroups\nNu\u0000l Name,${email},,\nSub Group,${unique('sub')},,Set\u00001\n`;
    const checked = await t.request('schoolAdmin', multipart(csv, 'students.csv', check));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      valid: false,
      rows: [
        { line: 2, errors: [{ code: 'nul_character', column: 'name' }] },
        { line: 3, errors: [{ code: 'nul_character', column: 'subgroups' }] },
      ],
    });
    const imported = await t.request('schoolAdmin', multipart(csv));
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json()).toMatchObject({ code: 'import_invalid' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('reads Windows-1252 files and tab-separated text, and accepts JSON {csv}', async () => {
    const email = unique('jose');
    const latin1 = Buffer.from(`name,email,class\nJos\xe9 M\xfcller,${email},\n`, 'latin1');
    const res = await t.request('schoolAdmin', multipart(latin1));
    expect(res.statusCode).toBe(201);
    expect(res.json().created[0].name).toBe('José Müller');

    const tabbed = await importJson(`name\temail\tclass\nTab Person\t${unique('tab')}\t10B Biology\n`);
    expect(tabbed.statusCode).toBe(201);
    expect(tabbed.json().created[0]).toMatchObject({ name: 'Tab Person', class: '10B Biology' });
  });
});
