import { describe, expect, it } from 'vitest';
import {
  ACADEMIC_SESSIONS_COLUMNS,
  CLASSES_COLUMNS,
  COURSES_COLUMNS,
  ENROLLMENTS_COLUMNS,
  ORGS_COLUMNS,
  ROLES_COLUMNS,
  USERS_COLUMNS,
  type RosterFileName,
} from './columns';
import { planRoster, type CurrentRoster } from './plan-roster';
import { readRoster, type CsvTable } from './read-roster';

type Row = Record<string, string>;
const table = (columns: readonly string[], rows: Row[]): CsvTable => ({
  header: [...columns],
  rows: rows.map((r, i) => ({ line: i + 2, cells: columns.map((c) => r[c] ?? '') })),
});

/** A bulk set: org "sch", one term and course, classes k1 and k2, users and enrolments as given. */
function tables(over: { users: Row[]; enrollments: Row[]; roles?: Row[]; manifest?: Row[] }) {
  const declared = [
    'orgs',
    'academicSessions',
    'courses',
    'classes',
    'users',
    'enrollments',
    ...(over.roles ? ['roles'] : []),
  ];
  const t: Partial<Record<RosterFileName, CsvTable>> = {
    'manifest.csv': table(
      ['propertyName', 'value'],
      [
        { propertyName: 'manifest.version', value: '1.0' },
        { propertyName: 'oneroster.version', value: '1.2' },
        ...declared.map((f) => ({ propertyName: `file.${f}`, value: 'bulk' })),
        ...(over.manifest ?? []),
      ],
    ),
    'orgs.csv': table(ORGS_COLUMNS, [{ sourcedId: 'sch', name: 'School', type: 'school' }]),
    'academicSessions.csv': table(ACADEMIC_SESSIONS_COLUMNS, [
      {
        sourcedId: 'y',
        title: 'Year',
        type: 'schoolYear',
        startDate: '2026-09-01',
        endDate: '2027-07-20',
        schoolYear: '2027',
      },
    ]),
    'courses.csv': table(COURSES_COLUMNS, [{ sourcedId: 'co', title: 'Science', orgSourcedId: 'sch' }]),
    'classes.csv': table(
      CLASSES_COLUMNS,
      ['k1', 'k2'].map((id) => ({
        sourcedId: id,
        title: `Class ${id}`,
        courseSourcedId: 'co',
        classType: 'scheduled',
        schoolSourcedId: 'sch',
        termSourcedIds: 'y',
      })),
    ),
    'users.csv': table(USERS_COLUMNS, over.users),
    'enrollments.csv': table(ENROLLMENTS_COLUMNS, over.enrollments),
  };
  if (over.roles) t['roles.csv'] = table(ROLES_COLUMNS, over.roles);
  return t;
}
const user = (id: string, extra: Row = {}): Row => ({
  sourcedId: id,
  enabledUser: 'true',
  username: id,
  givenName: 'Given',
  familyName: id.toUpperCase(),
  email: `${id}@x.test`,
  ...extra,
});
const enrol = (id: string, k: string, u: string, role: string, extra: Row = {}): Row => ({
  sourcedId: id,
  classSourcedId: k,
  schoolSourcedId: 'sch',
  userSourcedId: u,
  role,
  ...extra,
});
const options = { schoolSourcedId: 'sch', otherSchoolsSourcedIds: new Set<string>(), today: '2026-10-01' };
const nobody: CurrentRoster = { people: [], classes: [], memberships: [], emailsTakenElsewhere: new Set() };

describe('readRoster', () => {
  it('takes the kind from roles.csv when the file has it, the primary role first', () => {
    const r = readRoster(
      tables({
        users: [user('a'), user('b'), user('c')],
        enrollments: [enrol('e1', 'k1', 'a', 'student')],
        roles: [
          { sourcedId: 'r1', userSourcedId: 'a', roleType: 'secondary', role: 'teacher', orgSourcedId: 'sch' },
          { sourcedId: 'r2', userSourcedId: 'a', roleType: 'primary', role: 'student', orgSourcedId: 'sch' },
          { sourcedId: 'r3', userSourcedId: 'b', roleType: 'primary', role: 'aide', orgSourcedId: 'sch' },
        ],
      }),
      options,
    );
    expect(r.errors).toEqual([]);
    expect(r.users.map((u) => [u.sourcedId, u.kind])).toEqual([
      ['a', 'student'],
      ['b', null],
      ['c', null],
    ]);
  });

  it('ends an enrolment whose endDate is past, and a teacher enrolment makes a teacher', () => {
    const r = readRoster(
      tables({
        users: [user('a'), user('t')],
        enrollments: [
          enrol('e1', 'k1', 'a', 'student', { endDate: '2026-09-30' }),
          enrol('e2', 'k2', 'a', 'student'),
          enrol('e3', 'k1', 't', 'teacher'),
        ],
      }),
      options,
    );
    expect(r.enrollments.map((e) => [e.sourcedId, e.active])).toEqual([
      ['e1', false],
      ['e2', true],
      ['e3', true],
    ]);
    expect(r.users.find((u) => u.sourcedId === 't')!.kind).toBe('teacher');
    expect(r.warnings).toEqual([
      { file: 'classes.csv', line: 3, field: 'sourcedId', message: 'Class "Class k2" has no teacher enrolled' },
    ]);
  });

  it('refuses a delta file and a missing manifest', () => {
    const delta = readRoster(
      tables({ users: [], enrollments: [], manifest: [{ propertyName: 'file.users', value: 'delta' }] }),
      options,
    );
    expect(delta.errors).toContainEqual({
      file: 'manifest.csv',
      line: 10,
      field: 'file.users',
      message: 'Delta files are not read: send the whole roster (bulk)',
    });
    expect(readRoster({}, options).errors).toEqual([
      { file: 'manifest.csv', line: 0, field: null, message: 'The zip has no manifest.csv' },
    ]);
  });
});

describe('planRoster', () => {
  const read = (users: Row[], enrollments: Row[]) => readRoster(tables({ users, enrollments }), options);

  it('never deactivates a school admin, and keeps a leaver’s class memberships', () => {
    const current: CurrentRoster = {
      people: [
        {
          id: 1,
          sourcedId: 'boss',
          kind: 'teacher',
          name: 'Boss',
          email: 'boss@x.test',
          active: true,
          schoolAdmin: true,
        },
        {
          id: 2,
          sourcedId: 'gone',
          kind: 'student',
          name: 'Gone',
          email: 'gone@x.test',
          active: true,
          schoolAdmin: false,
        },
        {
          id: 3,
          sourcedId: 'a',
          kind: 'student',
          name: 'Given A',
          email: 'a@x.test',
          active: true,
          schoolAdmin: false,
        },
      ],
      classes: [{ id: 10, sourcedId: 'k1', name: 'Class k1', termSourcedId: 'y', active: true }],
      memberships: [
        { groupId: 10, userId: 2, role: 'student' },
        { groupId: 10, userId: 3, role: 'student' },
      ],
      emailsTakenElsewhere: new Set(),
    };
    const plan = planRoster(read([user('a')], [enrol('e1', 'k2', 'a', 'student')]), current);
    expect(plan.people.leave.map((l) => l.sourcedId)).toEqual(['gone']);
    expect(plan.warnings.map((w) => w.message)).toContain(
      'Boss is a school admin: not deactivated though the file no longer has them',
    );
    // a moved from k1 to k2 (k2 new); Gone's k1 membership stays
    expect(plan.enrollments.end.map((e) => [e.groupId, e.userId])).toEqual([[10, 3]]);
    expect(plan.enrollments.add.map((e) => [e.classSourcedId, e.userSourcedId])).toEqual([['k2', 'a']]);
    expect(plan.classes.add.map((c) => [c.sourcedId, c.termSourcedId])).toEqual([['k2', 'y']]);
    expect(plan.classes.update).toEqual([]); // k1's term is unchanged
  });

  it('keys an unkeyed class by its exact name and an unkeyed account by e-mail', () => {
    const current: CurrentRoster = {
      ...nobody,
      people: [
        { id: 5, sourcedId: null, kind: 'student', name: 'Old', email: 'A@x.test', active: true, schoolAdmin: false },
      ],
      classes: [{ id: 20, sourcedId: null, name: 'Class k1', termSourcedId: null, active: true }],
    };
    const plan = planRoster(read([user('a')], [enrol('e1', 'k1', 'a', 'student')]), current);
    expect(plan.people.update).toMatchObject([{ id: 5, sourcedId: 'a', name: 'Given A', email: 'a@x.test' }]);
    expect(plan.classes.update).toMatchObject([{ id: 20, sourcedId: 'k1', termSourcedId: 'y' }]);
    expect(plan.people.add).toEqual([]);
  });

  it('refuses an e-mail of another account, one repeated in the file, and a change of kind', () => {
    const current: CurrentRoster = {
      people: [
        { id: 7, sourcedId: 'tt', kind: 'teacher', name: 'Tea', email: 'tt@x.test', active: true, schoolAdmin: false },
      ],
      classes: [],
      memberships: [],
      emailsTakenElsewhere: new Set(['taken@x.test']),
    };
    const plan = planRoster(
      read(
        [user('a', { email: 'taken@x.test' }), user('b'), user('c', { email: 'b@x.test' }), user('tt')],
        ['a', 'b', 'c', 'tt'].map((u, i) => enrol(`e${i}`, 'k1', u, 'student')),
      ),
      current,
    );
    expect(plan.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [2, 'email', 'The e-mail taken@x.test belongs to another account'],
      [4, 'email', 'The e-mail b@x.test is also on line 3'],
      [5, 'sourcedId', 'Tea is a teacher here and a student in the file: change it by hand first'],
    ]);
  });
});
