import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, curricula, users } from './db/schema/index';
import { factories } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A third school, made here, against the two demo schools: every school-scoped read shows a
 * school only its own rows, and ids of another school are refused. The lists are compared
 * exactly with what this file made, so the demo seed can grow without breaking them.
 */
let t: TestApp;
let hill: {
  id: number;
  admin: { userId: number };
  teacher: { userId: number };
  classId: number;
  chem: number;
  bio: number;
  chemCourseIds: number[];
  northfield: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  const [chem] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Chemistry'));
  const [bio] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const school = await f.buildSchool({ name: 'Hillside High', curriculaIds: [chem!.id] });
  const teacher = await f.buildTeacher(school.id, { name: 'Hana Hill' });
  const group = await f.buildClass(school.id, {
    name: 'H1 Chemistry',
    curriculaIds: [chem!.id],
    teacherIds: [teacher.id],
  });
  await f.buildStudent(school.id, { name: 'Hugo Hill', groupIds: [group.id], tags: ['Set H'] });
  const [northfieldTeacher] = await t.db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, await t.userId('teacher')));
  const chemCourses = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.curriculaId, chem!.id));
  hill = {
    id: school.id,
    admin: { userId: school.owner.id },
    teacher: { userId: teacher.id },
    classId: group.id,
    chem: chem!.id,
    bio: bio!.id,
    chemCourseIds: chemCourses.map((c) => c.id).sort((a, b) => a - b),
    northfield: northfieldTeacher!.schoolId!,
  };
});
afterAll(() => t.close());

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

describe('a school sees only its own rows', () => {
  it('GET /schools/:id/curriculas/maf: its own curricula; another school’s id is refused', async () => {
    const own = await t.request(hill.teacher, get(`/api/v2/schools/${hill.id}/curriculas/maf`));
    expect(own.statusCode).toBe(200);
    expect(own.json().map((c: { id: number }) => c.id)).toEqual([hill.chem]);
    const other = await t.request(hill.teacher, get(`/api/v2/schools/${hill.northfield}/curriculas/maf`));
    expect(other.statusCode).toBe(403);
    const back = await t.request('teacher', get(`/api/v2/schools/${hill.id}/curriculas/maf`));
    expect(back.statusCode).toBe(403);
  });

  it('GET /curriculases/:id/courses/lessons: a curriculum the school does not follow is refused', async () => {
    const own = await t.request(hill.teacher, get(`/api/v2/curriculases/${hill.chem}/courses/lessons`));
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .map((c: { id: number }) => c.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(hill.chemCourseIds);
    expect((await t.request(hill.teacher, get(`/api/v2/curriculases/${hill.bio}/courses/lessons`))).statusCode).toBe(
      403,
    );
  });

  it('GET /schoolgroups/courses: only the school’s classes appear', async () => {
    const list = (await t.request(hill.admin, get('/api/v2/schoolgroups/courses'))).json();
    const classIds = new Set(list.flatMap((c: { group_id: number[] }) => c.group_id));
    expect([...classIds]).toEqual([hill.classId]);
    expect(list.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual(hill.chemCourseIds);
    const northfield = (await t.request('schoolAdmin', get('/api/v2/schoolgroups/courses'))).json();
    expect(northfield.flatMap((c: { group_id: number[] }) => c.group_id)).not.toContain(hill.classId);
  });

  it('GET /filters: no class, course link or curriculum of another school', async () => {
    const body = (await t.request(hill.admin, get('/api/v2/filters'))).json();
    expect(body.school_groups.map((g: { id: number }) => g.id)).toEqual([hill.classId]);
    expect(body.curriculas.map((c: { id: number }) => c.id)).toEqual([hill.chem]);
    for (const course of body.courses as { group_id: number[]; curricula_id: number }[]) {
      expect(course.curricula_id).toBe(hill.chem);
      expect(course.group_id.every((id) => id === hill.classId)).toBe(true);
    }
    const northfield = (await t.request('schoolAdmin', get('/api/v2/filters'))).json();
    expect(northfield.school_groups.map((g: { id: number }) => g.id)).not.toContain(hill.classId);
  });

  it('GET /school/overview counts only the school’s own people and classes', async () => {
    const res = await t.request(hill.admin, get('/api/v2/school/overview'));
    expect(res.json()).toEqual({ teachers: 2, classes: 1, students: 1, curricula: 1 });
  });

  it('GET /school/groups/options offers only the school’s subscribed curricula', async () => {
    const { curricula: list } = (await t.request(hill.admin, get('/api/v2/school/groups/options'))).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([hill.chem]);
  });
});

describe('student imports stay inside the school', () => {
  const csvWithClass = (email: string, className: string) => `name,email,class\nIvy Import,${email},${className}\n`;

  it('POST /school/students/import/check does not know another school’s classes', async () => {
    const res = await t.request(
      hill.admin,
      post('/api/v2/school/students/import/check', { csv: csvWithClass('ivy.check@factory.test', '10B Biology') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: false,
      students: [],
      rows: [{ line: 2, errors: [{ code: 'class_unknown', column: 'class' }] }],
    });
  });

  it('POST /school/students/import refuses another school’s class and puts students in the caller’s school', async () => {
    const refused = await t.request(
      hill.admin,
      post('/api/v2/school/students/import', { csv: csvWithClass('ivy.refused@factory.test', '10B Biology') }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'ivy.refused@factory.test'))).toHaveLength(0);

    const ok = await t.request(
      hill.admin,
      post('/api/v2/school/students/import', { csv: csvWithClass('ivy.ok@factory.test', 'H1 Chemistry') }),
    );
    expect(ok.statusCode).toBe(201);
    const [ivy] = await t.db.select().from(users).where(eq(users.email, 'ivy.ok@factory.test'));
    expect(ivy!.schoolId).toBe(hill.id);
    const northfieldStudents = (await t.request('schoolAdmin', get('/api/v2/school/students?query=Ivy'))).json();
    expect(JSON.stringify(northfieldStudents)).not.toContain('ivy.ok@factory.test');
  });
});
