import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, groupStudents, groupTeachers, schoolGroups, schools, users } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { multipart } from '../../../test/helpers';
import { buildRosterSet, rosterFiles, rosterZip, type RosterSet } from '../../../test/roster-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRosterService, type RosterService } from './index';

let t: TestApp;
let service: RosterService;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  service = createRosterService({ db: t.db });
});
afterAll(() => t.close());

const clone = (set: RosterSet): RosterSet => JSON.parse(JSON.stringify(set)) as RosterSet;
const texts = (set: RosterSet) => rosterFiles(set);

async function peopleOf(schoolId: number) {
  return t.db.select().from(users).where(eq(users.schoolId, schoolId));
}
async function membersOf(schoolId: number, sourcedId: string) {
  const [g] = await t.db
    .select()
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.sourcedId, sourcedId)));
  const s = await t.db.select().from(groupStudents).where(eq(groupStudents.groupId, g!.id));
  const tt = await t.db.select().from(groupTeachers).where(eq(groupTeachers.groupId, g!.id));
  const all = await peopleOf(schoolId);
  const sid = (id: number) => all.find((u) => u.id === id)!.sourcedId;
  return {
    group: g!,
    students: s.map((m) => sid(m.studentId)).sort(),
    teachers: tt.map((m) => sid(m.teacherId)).sort(),
  };
}

describe('first import, then a second with changes and leavers', () => {
  it('dry-runs, applies keyed by sourcedId, and is idempotent', async () => {
    const school = await f.buildSchool({ name: 'Roster High' });
    const set = buildRosterSet({ org: 'org-rh', students: 12, teachers: 3, classes: 3, prefix: 'rh-' });

    const dry = await service.check(school.id, texts(set));
    expect(dry).toMatchObject({
      applied: false,
      org: { sourcedId: 'org-rh', adopted: true },
      students: { added: 12, changed: 0, leaving: 0 },
      teachers: { added: 3, changed: 0, leaving: 0 },
      classes: { added: 3, changed: 0, leaving: 0 },
      enrollments: { added: 15, ended: 0 },
      errorCount: 0,
    });
    expect(await peopleOf(school.id)).toHaveLength(1); // the dry run changed nothing: only the owner

    const applied = await service.apply(school.id, texts(set));
    expect(applied.applied).toBe(true);
    const [row] = await t.db.select().from(schools).where(eq(schools.id, school.id));
    expect(row!.sourcedId).toBe('org-rh');
    const people = await peopleOf(school.id);
    expect(people.filter((p) => p.sourcedId?.startsWith('rh-s'))).toHaveLength(12);
    const s1 = people.find((p) => p.sourcedId === 'rh-s1')!;
    expect(s1).toMatchObject({
      name: 'Student Number1',
      email: 'rh-student1@mis.example.test',
      kind: 'student',
      active: true,
    });
    expect(await membersOf(school.id, 'rh-c1')).toMatchObject({
      teachers: ['rh-t1'],
      group: { termSourcedId: 'rh-term1' }, // the term its gradebook line items name
    });

    // Idempotent: the same files again change nothing.
    const again = await service.apply(school.id, texts(set));
    expect(again).toMatchObject({
      students: { added: 0, changed: 0, leaving: 0 },
      teachers: { added: 0, changed: 0, leaving: 0 },
      classes: { added: 0, changed: 0, leaving: 0 },
      enrollments: { added: 0, ended: 0 },
    });

    // Second import: a renamed student, a leaver, a tobedeleted student, a renamed class,
    // a class gone, a student moved class, a new teacher taking over class 2.
    const next = clone(set);
    next.users.find((u) => u.sourcedId === 'rh-s2')!.familyName = 'Renamed';
    next.users = next.users.filter((u) => u.sourcedId !== 'rh-s3');
    next.users.find((u) => u.sourcedId === 'rh-s4')!.status = 'tobedeleted';
    next.users.push({
      sourcedId: 'rh-t9',
      status: 'active',
      enabledUser: 'true',
      username: 'newteacher',
      givenName: 'Nina',
      familyName: 'New',
      email: 'nina.new@mis.example.test',
    });
    next.classes.find((c) => c.sourcedId === 'rh-c1')!.title = 'Class One';
    next.classes = next.classes.filter((c) => c.sourcedId !== 'rh-c3');
    next.enrollments = next.enrollments.filter(
      (e) => e.classSourcedId !== 'rh-c3' && e.userSourcedId !== 'rh-s3' && e.userSourcedId !== 'rh-s4',
    );
    const moved = next.enrollments.find((e) => e.userSourcedId === 'rh-s6')!;
    const from = moved.classSourcedId!;
    moved.classSourcedId = from === 'rh-c1' ? 'rh-c2' : 'rh-c1';
    moved.sourcedId = 'rh-e-moved';
    const c2Teacher = next.enrollments.find((e) => e.classSourcedId === 'rh-c2' && e.role === 'teacher')!;
    c2Teacher.userSourcedId = 'rh-t9';
    c2Teacher.sourcedId = 'rh-e-c2-t9';

    const plan = await service.check(school.id, texts(next));
    expect(plan).toMatchObject({
      students: { added: 0, changed: 1, leaving: 2 },
      teachers: { added: 1, changed: 0, leaving: 0 },
      classes: { added: 0, changed: 1, leaving: 1 },
      errorCount: 0,
    });
    expect(plan.lists.studentsChanged[0]).toMatchObject({ sourcedId: 'rh-s2', name: 'Student Renamed' });
    expect(plan.lists.studentsLeaving.map((l) => l.sourcedId).sort()).toEqual(['rh-s3', 'rh-s4']);
    expect(plan.lists.classesLeaving.map((c) => c.sourcedId)).toEqual(['rh-c3']);
    // s6 moved (one added, one ended) and class 2's teacher changed (one added, one ended)
    expect(plan.enrollments).toEqual({ added: 2, ended: 2 });

    await service.apply(school.id, texts(next));
    const after = await peopleOf(school.id);
    const s3 = after.find((p) => p.sourcedId === 'rh-s3')!;
    expect(s3).toMatchObject({ active: false }); // deactivated, never deleted
    expect(s3.leftAt).not.toBeNull();
    expect(after.find((p) => p.sourcedId === 'rh-s4')!.active).toBe(false);
    expect(after.find((p) => p.sourcedId === 'rh-s2')!.name).toBe('Student Renamed');
    const c2 = await membersOf(school.id, 'rh-c2');
    expect(c2.teachers).toEqual(['rh-t9']); // a class's teachers follow the enrolments
    const [c3] = await t.db.select().from(schoolGroups).where(eq(schoolGroups.sourcedId, 'rh-c3'));
    expect(c3!.active).toBe(false);
    // A leaver keeps their class memberships (their work and marks stay with the class).
    const s3Groups = await t.db.select().from(groupStudents).where(eq(groupStudents.studentId, s3.id));
    expect(s3Groups.length).toBeGreaterThan(0);
    // And once more: nothing left to do.
    const third = await service.check(school.id, texts(next));
    expect(third).toMatchObject({
      students: { added: 0, changed: 0, leaving: 0 },
      enrollments: { added: 0, ended: 0 },
    });
  });

  it('keys an account made by hand by its e-mail on the first import', async () => {
    const school = await f.buildSchool({ name: 'Linking School' });
    const existing = await f.buildStudent(school.id, { name: 'Old Name', email: 'ls-student1@mis.example.test' });
    const set = buildRosterSet({ org: 'org-ls', students: 2, teachers: 1, classes: 1, prefix: 'ls-' });
    const plan = await service.apply(school.id, texts(set));
    expect(plan.students).toMatchObject({ added: 1, changed: 1 });
    expect(plan.lists.studentsChanged[0]!.detail).toContain('linked to the roster');
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ sourcedId: 'ls-s1', name: 'Student Number1' });
  });
});

describe('row errors', () => {
  it('reports bad rows with file, line, field and why, and applies nothing', async () => {
    const school = await f.buildSchool({ name: 'Bad Rows School' });
    const set = buildRosterSet({ org: 'org-br', students: 4, teachers: 1, classes: 1, prefix: 'br-' });
    set.users[2]!.enabledUser = 'yes'; // users.csv line 4
    set.users[3]!.givenName = ''; // line 5
    set.classes.push({ ...set.classes[0]!, sourcedId: 'br-c2', classType: 'lecture' }); // classes.csv line 3
    set.enrollments.push({
      sourcedId: 'br-e-x',
      classSourcedId: 'br-c1',
      schoolSourcedId: 'org-br',
      userSourcedId: 'nobody',
      role: 'student',
    });
    const plan = await service.check(school.id, texts(set));
    expect(plan.errors).toEqual(
      expect.arrayContaining([
        { file: 'users.csv', line: 4, field: 'enabledUser', message: 'enabledUser must be true or false' },
        { file: 'users.csv', line: 5, field: 'givenName', message: 'givenName is required' },
        {
          file: 'classes.csv',
          line: 3,
          field: 'classType',
          message: 'classType "lecture" is not one of homeroom, scheduled',
        },
        expect.objectContaining({ file: 'enrollments.csv', field: 'userSourcedId', message: 'Unknown user "nobody"' }),
      ]),
    );
    await expect(service.apply(school.id, texts(set))).rejects.toMatchObject({ status: 400, code: 'roster_invalid' });
    expect(await peopleOf(school.id)).toHaveLength(1);
  });

  it('refuses a header that is not the spec’s', async () => {
    const school = await f.buildSchool({ name: 'Header School' });
    const files = texts(buildRosterSet({ org: 'org-hs', students: 1, teachers: 1, classes: 1 }));
    files['users.csv'] = files['users.csv']!.replace('givenName', 'firstName');
    const plan = await service.check(school.id, files);
    expect(plan.errors).toContainEqual({
      file: 'users.csv',
      line: 1,
      field: 'givenName',
      message: 'Column 7 is "firstName" where OneRoster 1.2 has "givenName"',
    });
  });

  it('reports duplicate sourcedIds on the later line', async () => {
    const school = await f.buildSchool({ name: 'Duplicate School' });
    const set = buildRosterSet({ org: 'org-ds', students: 3, teachers: 1, classes: 1, prefix: 'ds-' });
    set.users.push({ ...set.users[1]!, email: 'other@mis.example.test' });
    const plan = await service.check(school.id, texts(set));
    expect(plan.errors).toContainEqual({
      file: 'users.csv',
      line: 6,
      field: 'sourcedId',
      message: 'Duplicate sourcedId "ds-s1" (first on line 3)',
    });
  });

  it('imports a class with no teacher, with a warning', async () => {
    const school = await f.buildSchool({ name: 'No Teacher School' });
    const set = buildRosterSet({ org: 'org-nt', students: 2, teachers: 1, classes: 2, prefix: 'nt-' });
    set.enrollments = set.enrollments.filter((e) => !(e.classSourcedId === 'nt-c2' && e.role === 'teacher'));
    const plan = await service.apply(school.id, texts(set));
    expect(plan.classes.added).toBe(2);
    expect(plan.warnings).toContainEqual({
      file: 'classes.csv',
      line: 3,
      field: 'sourcedId',
      message: 'Class "nt-Class 2" has no teacher enrolled',
    });
  });

  it('refuses rows of another school’s org, and never applies them', async () => {
    const mine = await f.buildSchool({ name: 'Org Mine' });
    const theirs = await f.buildSchool({ name: 'Org Theirs' });
    await t.db.update(schools).set({ sourcedId: 'org-mine' }).where(eq(schools.id, mine.id));
    await t.db.update(schools).set({ sourcedId: 'org-theirs' }).where(eq(schools.id, theirs.id));
    // The whole file is the other school's.
    const other = buildRosterSet({ org: 'org-theirs', students: 2, teachers: 1, classes: 1, prefix: 'ot-' });
    const plan = await service.check(mine.id, texts(other));
    expect(plan.errors[0]).toMatchObject({ file: 'orgs.csv', field: 'sourcedId' });
    // A file with both schools: the other school's org and class are row errors.
    const both = buildRosterSet({ org: 'org-mine', students: 2, teachers: 1, classes: 1, prefix: 'om-' });
    both.orgs.push({ sourcedId: 'org-theirs', status: 'active', name: 'Theirs', type: 'school' });
    both.classes.push({ ...both.classes[0]!, sourcedId: 'om-cx', schoolSourcedId: 'org-theirs' });
    const mixed = await service.check(mine.id, texts(both));
    expect(mixed.errors).toEqual([
      {
        file: 'orgs.csv',
        line: 4,
        field: 'sourcedId',
        message: 'Org "org-theirs" is another school: only the rows of "org-mine" can be imported here',
      },
      {
        file: 'classes.csv',
        line: 3,
        field: 'schoolSourcedId',
        message: '"org-theirs" is another school\'s org, not this school\'s ("org-mine")',
      },
    ]);
    await expect(service.apply(mine.id, texts(both))).rejects.toMatchObject({ code: 'roster_invalid' });
    expect(await t.db.select().from(schoolGroups).where(eq(schoolGroups.schoolId, mine.id))).toEqual([]);
  });

  it('refuses delta files', async () => {
    const school = await f.buildSchool({ name: 'Delta School' });
    const set = buildRosterSet({ org: 'org-dl', students: 1, teachers: 1, classes: 1 });
    set.manifest = { 'file.users': 'delta' };
    const plan = await service.check(school.id, texts(set));
    expect(plan.errors).toContainEqual(expect.objectContaining({ file: 'manifest.csv', field: 'file.users' }));
  });
});

describe('routes', () => {
  const zip = rosterZip(buildRosterSet({ org: 'org-northfield', students: 2, teachers: 1, classes: 1, prefix: 'nf-' }));
  const upload = (url: string, bytes = zip) => ({
    method: 'POST' as const,
    url,
    ...multipart(bytes, 'roster.zip', 'application/zip'),
  });
  const ONLY_SCHOOL_ADMIN = (ok: number) => ({
    anonymous: 401,
    student: 403,
    otherTeacher: 403,
    teacher: 403,
    schoolAdmin: ok,
    staff: 403,
    admin: 403,
  });

  it('POST check: 401, 403, 400, and the dry run', async () => {
    expect(await t.statusByCaller(() => upload('/api/v2/school/roster/oneroster/check'))).toEqual(
      ONLY_SCHOOL_ADMIN(200),
    );
    const notZip = await t.request(
      'schoolAdmin',
      upload('/api/v2/school/roster/oneroster/check', Buffer.from('a,b\n1,2\n')),
    );
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ code: 'roster_not_zip' });
    const json = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/school/roster/oneroster/check',
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const res = await t.request('schoolAdmin', upload('/api/v2/school/roster/oneroster/check'));
    expect(res.json()).toMatchObject({ applied: false, students: { added: 2 }, org: { sourcedId: 'org-northfield' } });
  });

  it('POST apply: applies to the caller’s school only; another school’s org is refused', async () => {
    const res = await t.request('schoolAdmin', upload('/api/v2/school/roster/oneroster/apply'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, students: { added: 2 } });
    const helen = await t.userId('schoolAdmin');
    const [admin] = await t.db.select().from(users).where(eq(users.id, helen));
    const mine = await t.db
      .select()
      .from(users)
      .where(and(eq(users.schoolId, admin!.schoolId!), eq(users.sourcedId, 'nf-s1')));
    expect(mine).toHaveLength(1);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'roster_import'));
    expect(audit).toMatchObject([{ actorId: helen, schoolId: admin!.schoolId, objectKind: 'school' }]);
    // Cross-school: a zip of another Markwell school's org is refused and changes nothing there.
    const [riverside] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, await t.userId('otherTeacher')));
    await t.db.update(schools).set({ sourcedId: 'org-riverside' }).where(eq(schools.id, riverside!.schoolId!));
    const other = rosterZip(
      buildRosterSet({ org: 'org-riverside', students: 1, teachers: 1, classes: 1, prefix: 'rv-' }),
    );
    const refused = await t.request('schoolAdmin', upload('/api/v2/school/roster/oneroster/apply', other));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'roster_invalid',
      issues: [expect.objectContaining({ file: 'orgs.csv' })],
    });
    expect(await t.db.select().from(users).where(eq(users.sourcedId, 'rv-s1'))).toEqual([]);
  });
});
