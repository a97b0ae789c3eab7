import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, curricula, schoolGroups } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let ids: {
  bio: number;
  chem: number;
  spanish: number;
  class10b: number;
  class11a: number;
  riversideClass: number;
  bioCourse: number;
  chemCourse: number;
  northfield: number;
  riverside: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const c = await t.db.select().from(curricula);
  const g = await t.db.select().from(schoolGroups);
  const co = await t.db.select().from(courses);
  const by = <T extends { name: string }>(rows: T[], name: string) => rows.find((r) => r.name === name)!;
  ids = {
    bio: by(c, 'AQA Biology').id,
    chem: by(c, 'AQA Chemistry').id,
    spanish: by(c, 'Edexcel Spanish').id,
    class10b: by(g, '10B Biology').id,
    class11a: by(g, '11A Chemistry').id,
    riversideClass: by(g, 'Year 10 Biology').id,
    bioCourse: by(co, 'Cell Biology').id,
    chemCourse: by(co, 'Quantitative chemistry').id,
    northfield: by(g, '10B Biology').schoolId,
    riverside: by(g, 'Year 10 Biology').schoolId,
  };
});
afterAll(() => t.close());

const get = (url: string) => ({ method: 'GET' as const, url });
const CELL_BIOLOGY_CHAPTERS = ['Cell structure', 'Transport in cells'];

describe('curricula', () => {
  it('GET /curriculas: the school’s curricula for members, all for staff', async () => {
    expect(await t.statusByCaller(get('/api/v2/curriculas'))).toEqual({
      anonymous: 401,
      student: 200,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 200,
      admin: 200,
    });
    const teacher = (await t.request('teacher', get('/api/v2/curriculas'))).json();
    expect(teacher.map((c: { name: string }) => c.name)).toEqual(['AQA Biology', 'AQA Chemistry']);
    const other = (await t.request('otherTeacher', get('/api/v2/curriculas'))).json();
    expect(other.map((c: { name: string }) => c.name)).toEqual(['AQA Biology']);
    const staff = (await t.request('staff', get('/api/v2/curriculas'))).json();
    expect(staff).toHaveLength(3);
    expect(staff[0]).toMatchObject({ subject_id: 8, subject: 'Biology', active: true });
  });

  it('GET /curriculasactive is public and lists only active curricula', async () => {
    await t.db.update(curricula).set({ active: false }).where(eq(curricula.id, ids.spanish));
    const res = await t.request('anonymous', get('/api/v2/curriculasactive'));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['AQA Biology', 'AQA Chemistry']);
    await t.db.update(curricula).set({ active: true }).where(eq(curricula.id, ids.spanish));
  });

  it('GET /schools/:id/curriculas(/maf): own school only', async () => {
    const url = `/api/v2/schools/${ids.northfield}/curriculas`;
    expect(await t.statusByCaller(get(url))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 404,
      teacher: 200,
      schoolAdmin: 200,
      staff: 200,
      admin: 200,
    });
    expect((await t.request('teacher', get(`${url}/maf`))).json()).toHaveLength(2);
    expect((await t.request('teacher', get('/api/v2/schools/abc/curriculas'))).statusCode).toBe(400);
  });

  it('GET /curricula/:id/courses: 404 for a curriculum the school does not follow, as for an unknown one', async () => {
    expect((await t.request('teacher', get(`/api/v2/curricula/${ids.bio}/courses`))).json()).toHaveLength(2);
    expect((await t.request('otherTeacher', get(`/api/v2/curricula/${ids.chem}/courses`))).statusCode).toBe(404);
    expect((await t.request('teacher', get('/api/v2/curricula/999999/courses'))).statusCode).toBe(404);
    expect((await t.request('anonymous', get(`/api/v2/curricula/${ids.bio}/courses`))).statusCode).toBe(401);
    expect((await t.request('teacher', get('/api/v2/curricula/0/courses'))).statusCode).toBe(400);
  });

  it('PATCH /curriculas/:id: staff only, validates, saves', async () => {
    const req = () => ({
      method: 'PATCH' as const,
      url: `/api/v2/curriculas/${ids.spanish}`,
      payload: { description: 'Updated' },
    });
    expect(await t.statusByCaller(req)).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
    const empty = await t.request('staff', { method: 'PATCH', url: `/api/v2/curriculas/${ids.spanish}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('application/problem+json');
    const bad = await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/curriculas/${ids.spanish}`,
      payload: { name: '' },
    });
    expect(bad.json().errors[0].path).toBe('body.name');
    const ok = await t.request('staff', {
      method: 'PATCH',
      url: `/api/v2/curriculas/${ids.spanish}`,
      payload: { name: 'Edexcel GCSE Spanish' },
    });
    expect(ok.json()).toMatchObject({ id: ids.spanish, name: 'Edexcel GCSE Spanish', description: 'Updated' });
    expect(
      (await t.request('staff', { method: 'PATCH', url: '/api/v2/curriculas/999999', payload: { active: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('GET /skills filters by curricula', async () => {
    expect((await t.request('anonymous', get('/api/v2/skills'))).statusCode).toBe(401);
    // Staff see every skill; a teacher only those of the curricula the school follows.
    expect((await t.request('staff', get('/api/v2/skills'))).json()).toHaveLength(5);
    const teachers = (await t.request('teacher', get('/api/v2/skills'))).json();
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.length).toBeLessThan(5);
    expect((await t.request('teacher', get(`/api/v2/skills?curricula=${ids.bio}`))).json()).toEqual([
      expect.objectContaining({ name: 'Working scientifically', curricula_id: ids.bio }),
    ]);
    expect((await t.request('teacher', get('/api/v2/skills?curricula=x'))).statusCode).toBe(400);
  });

  it('GET /curriculases/:id/courses/lessons returns the whole tree', async () => {
    const url = `/api/v2/curriculases/${ids.bio}/courses/lessons`;
    expect(await t.statusByCaller(get(url))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 200,
      admin: 200,
    });
    const [cell] = (await t.request('teacher', get(url))).json();
    expect(cell.name).toBe('Cell Biology');
    expect(cell.chapters[0].topics[0]).toMatchObject({
      name: 'Eukaryotes and prokaryotes',
      checkpoint_id: expect.any(Number),
    });
    expect(cell.chapters[0].topics[1].checkpoint_id).toBeNull();
    expect(cell.chapters[0].topics[0].lessons[0]).toEqual({
      id: expect.any(Number),
      name: 'Animal and plant cells',
      url: '/lessons/cell-biology/animal-and-plant-cells',
    });
    expect((await t.request('teacher', get('/api/v2/curriculases'))).json()).toHaveLength(2);
    expect((await t.request('teacher', get(`/api/v2/curriculases/${ids.chem}/courses`))).json()).toHaveLength(2);
    expect((await t.request('otherTeacher', get(`/api/v2/curriculases/${ids.chem}/courses`))).statusCode).toBe(404);
  });
});

describe('school groups and filters', () => {
  it('GET /schoolgroups: taught classes for a teacher, all for the school admin, own for a student', async () => {
    expect(await t.statusByCaller(get('/api/v2/schoolgroups'))).toEqual({
      anonymous: 401,
      student: 200,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 403,
      admin: 403,
    });
    const names = async (caller: 'teacher' | 'schoolAdmin' | 'student' | 'otherTeacher') =>
      (await t.request(caller, get('/api/v2/schoolgroups'))).json().map((g: { name: string }) => g.name);
    expect(await names('teacher')).toEqual(['10B Biology']);
    expect(await names('schoolAdmin')).toEqual(['10B Biology', '11A Chemistry']);
    expect(await names('student')).toEqual(['10B Biology', '11A Chemistry']);
    expect(await names('otherTeacher')).toEqual(['Year 10 Biology']);
    const [g] = (await t.request('teacher', get('/api/v2/schoolgroups'))).json();
    expect(g).toMatchObject({ curricula_id: [ids.bio], studentsCount: 6 });
  });

  it('GET /schoolgroups/courses lists courses with their class ids', async () => {
    const list = (await t.request('schoolAdmin', get('/api/v2/schoolgroups/courses'))).json();
    expect(list.find((c: { id: number }) => c.id === ids.bioCourse).group_id).toEqual([ids.class10b]);
    expect(list.find((c: { id: number }) => c.id === ids.chemCourse).group_id).toEqual([ids.class11a]);
  });

  it('GET /filters gives the filter options', async () => {
    expect(await t.statusByCaller(get('/api/v2/filters'))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 200,
      teacher: 200,
      schoolAdmin: 200,
      staff: 403,
      admin: 403,
    });
    const body = (await t.request('schoolAdmin', get('/api/v2/filters'))).json();
    expect(body.owner).toBe(true);
    expect(body.schoolAdmin).toBe(true);
    expect(body.school_groups).toContainEqual({
      id: ids.class10b,
      name: '10B Biology',
      qualification_id: expect.any(Number),
      curricula_id: [ids.bio],
    });
    expect(body.courses).toContainEqual({
      id: ids.bioCourse,
      name: 'Cell Biology',
      curricula_id: ids.bio,
      qualification_id: expect.any(Number),
      group_id: [ids.class10b],
    });
    expect(body.qualifications.map((q: { name: string }) => q.name)).toContain('A-level');
    const teacher = (await t.request('teacher', get('/api/v2/filters'))).json();
    expect(teacher).toMatchObject({ owner: false, schoolAdmin: false });
    expect(teacher.courses.every((c: { curricula_id: number }) => c.curricula_id === ids.bio)).toBe(true);
  });

  it('GET /filters answers what the class, course and curriculum reads answer, for every kind of teacher', async () => {
    for (const caller of ['teacher', 'schoolAdmin', 'otherTeacher'] as const) {
      const read = async (url: string) => (await t.request(caller, get(url))).json();
      const filters = await read('/api/v2/filters');
      const groups = (await read('/api/v2/schoolgroups')) as ({ studentsCount: number } & object)[];
      const courses = (await read('/api/v2/schoolgroups/courses')) as ({ qualification: string } & object)[];
      const curriculas = (await read('/api/v2/curriculas')) as { id: number; name: string; subject_id: number }[];
      expect(filters.school_groups).toEqual(groups.map(({ studentsCount: _n, ...g }) => g));
      expect(filters.courses).toEqual(courses.map(({ qualification: _q, ...c }) => c));
      expect(filters.curriculas).toEqual(curriculas.map((c) => ({ id: c.id, name: c.name, subject_id: c.subject_id })));
      expect(filters.school_groups.length).toBeGreaterThan(0);
      expect(filters.courses.length).toBeGreaterThan(0);
    }
    // The qualifications are those of the school's curricula, as the class form offers them.
    const filters = (await t.request('schoolAdmin', get('/api/v2/filters'))).json();
    const options = (await t.request('schoolAdmin', get('/api/v2/school/groups/options'))).json();
    const offered = options.curricula.flatMap((c: { id: number; qualifications: { id: number; name: string }[] }) =>
      c.qualifications.map((q) => ({ ...q, curricula_id: c.id })),
    );
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...filters.qualifications].sort(byId)).toEqual([...offered].sort(byId));
  });

  it('caps the curricula lists: limit up to the cap, offset past it, 400 beyond', async () => {
    const all = (await t.request('staff', get('/api/v2/curriculas'))).json();
    expect(all.length).toBeGreaterThan(2);
    const second = (await t.request('staff', get('/api/v2/curriculas?limit=1&offset=1'))).json();
    expect(second).toEqual([all[1]]);
    expect((await t.request('staff', get('/api/v2/curriculas?limit=201'))).statusCode).toBe(400);
    expect((await t.request('staff', get('/api/v2/curriculas?offset=-1'))).statusCode).toBe(400);
    const url = `/api/v2/filters/${ids.class10b}/students`;
    const students = (await t.request('teacher', get(url))).json();
    expect((await t.request('teacher', get(`${url}?limit=2&offset=2`))).json()).toEqual(students.slice(2, 4));
    expect((await t.request('teacher', get(`${url}?limit=501`))).statusCode).toBe(400);
    expect((await t.request('teacher', get('/api/v2/skills?limit=1001'))).statusCode).toBe(400);
    expect((await t.request('teacher', get('/api/v2/schoolgroups?limit=1&offset=5'))).json()).toEqual([]);
  });

  it('GET /filters/:id/lessons: only courses the caller’s classes follow', async () => {
    const ok = await t.request('teacher', get(`/api/v2/filters/${ids.bioCourse}/lessons`));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().chapters.map((c: { name: string }) => c.name)).toEqual(CELL_BIOLOGY_CHAPTERS);
    expect((await t.request('teacher', get(`/api/v2/filters/${ids.chemCourse}/lessons`))).statusCode).toBe(404);
    expect((await t.request('student', get(`/api/v2/filters/${ids.bioCourse}/lessons`))).statusCode).toBe(403);
    expect((await t.request('teacher', get('/api/v2/filters/999999/lessons'))).statusCode).toBe(404);
    expect((await t.request('anonymous', get(`/api/v2/filters/${ids.bioCourse}/lessons`))).statusCode).toBe(401);
    expect((await t.request('teacher', get('/api/v2/filters/-1/lessons'))).statusCode).toBe(400);
  });

  it('GET /filters/:id/students: students with subgroups, never another school’s class', async () => {
    const url = `/api/v2/filters/${ids.class10b}/students`;
    expect(await t.statusByCaller(get(url))).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 404,
      teacher: 200,
      schoolAdmin: 200,
      staff: 403,
      admin: 403,
    });
    const students = (await t.request('teacher', get(url))).json();
    expect(students).toContainEqual({
      id: await t.userId('student'),
      name: 'Sophie',
      full_name: 'Sophie Student',
      subgroups: ['Set 1'],
    });
    expect((await t.request('teacher', get(`/api/v2/filters/${ids.class11a}/students`))).statusCode).toBe(403);
    expect((await t.request('teacher', get(`/api/v2/filters/${ids.riversideClass}/students`))).statusCode).toBe(404);
    expect((await t.request('teacher', get('/api/v2/filters/999999/students'))).statusCode).toBe(404);
    expect((await t.request('teacher', get('/api/v2/filters/x/students'))).statusCode).toBe(400);
  });
});
