// OneRoster 1.2 CSV sets built to the binding: every header is the spec's column list, in order.
import { strToU8, zipSync } from 'fflate';
import {
  ACADEMIC_SESSIONS_COLUMNS,
  CLASSES_COLUMNS,
  COURSES_COLUMNS,
  ENROLLMENTS_COLUMNS,
  ORGS_COLUMNS,
  ROLES_COLUMNS,
  USERS_COLUMNS,
} from '@markwell/domain';
import { toSafeCsv } from '../src/lib/csv';

type Row = Record<string, string>;

export interface RosterSet {
  orgs: Row[];
  academicSessions: Row[];
  courses: Row[];
  classes: Row[];
  users: Row[];
  enrollments: Row[];
  roles?: Row[];
  /** Manifest properties to override (e.g. `file.users: delta`). */
  manifest?: Record<string, string>;
}

const csv = (columns: readonly string[], rows: Row[]) =>
  toSafeCsv(
    rows.map((r) => columns.map((c) => r[c] ?? '')),
    { header: columns },
  );

/** The files of a set, by name, as the CSV text a school's system would write. */
export function rosterFiles(set: RosterSet): Record<string, string> {
  const manifest: Record<string, string> = {
    'manifest.version': '1.0',
    'oneroster.version': '1.2',
    'file.academicSessions': 'bulk',
    'file.categories': 'absent',
    'file.classes': 'bulk',
    'file.classResources': 'absent',
    'file.courses': 'bulk',
    'file.courseResources': 'absent',
    'file.demographics': 'absent',
    'file.enrollments': 'bulk',
    'file.lineItems': 'absent',
    'file.orgs': 'bulk',
    'file.resources': 'absent',
    'file.results': 'absent',
    'file.roles': set.roles ? 'bulk' : 'absent',
    'file.userResources': 'absent',
    'file.users': 'bulk',
    'source.systemName': 'Test MIS',
    ...set.manifest,
  };
  const files: Record<string, string> = {
    'manifest.csv': csv(
      ['propertyName', 'value'],
      Object.entries(manifest).map(([propertyName, value]) => ({ propertyName, value })),
    ),
    'orgs.csv': csv(ORGS_COLUMNS, set.orgs),
    'academicSessions.csv': csv(ACADEMIC_SESSIONS_COLUMNS, set.academicSessions),
    'courses.csv': csv(COURSES_COLUMNS, set.courses),
    'classes.csv': csv(CLASSES_COLUMNS, set.classes),
    'users.csv': csv(USERS_COLUMNS, set.users),
    'enrollments.csv': csv(ENROLLMENTS_COLUMNS, set.enrollments),
  };
  if (set.roles) files['roles.csv'] = csv(ROLES_COLUMNS, set.roles);
  return files;
}

/** The set zipped, as uploaded. */
export function rosterZip(set: RosterSet): Buffer {
  const files = rosterFiles(set);
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)]))));
}

/**
 * A school's set: `students` students and `teachers` teachers, `classes` classes each with one
 * teacher (round robin) and every student in `perStudent` classes.
 */
export function buildRosterSet(opts: {
  org: string;
  students: number;
  teachers: number;
  classes: number;
  perStudent?: number;
  prefix?: string;
  emailDomain?: string;
}): RosterSet {
  const p = opts.prefix ?? '';
  const domain = opts.emailDomain ?? 'mis.example.test';
  const users: Row[] = [];
  const enrollments: Row[] = [];
  for (let i = 1; i <= opts.teachers; i++) {
    users.push({
      sourcedId: `${p}t${i}`,
      status: 'active',
      dateLastModified: '2026-09-01T08:00:00.000Z',
      enabledUser: 'true',
      username: `${p}teacher${i}`,
      givenName: 'Teacher',
      familyName: `Number${i}`,
      email: `${p}teacher${i}@${domain}`,
      primaryOrgSourcedId: opts.org,
    });
  }
  for (let i = 1; i <= opts.students; i++) {
    users.push({
      sourcedId: `${p}s${i}`,
      status: 'active',
      dateLastModified: '2026-09-01T08:00:00.000Z',
      enabledUser: 'true',
      username: `${p}student${i}`,
      userIds: `{MIS:${100000 + i}}`,
      givenName: 'Student',
      familyName: `Number${i}`,
      email: `${p}student${i}@${domain}`,
      grades: '10',
    });
  }
  const classes: Row[] = [];
  for (let c = 1; c <= opts.classes; c++) {
    classes.push({
      sourcedId: `${p}c${c}`,
      status: 'active',
      title: `${p}Class ${c}`,
      grades: '10',
      courseSourcedId: `${p}course1`,
      classCode: `C${c}`,
      classType: 'scheduled',
      schoolSourcedId: opts.org,
      termSourcedIds: `${p}term1`,
    });
    const teacher = ((c - 1) % Math.max(1, opts.teachers)) + 1;
    if (opts.teachers)
      enrollments.push({
        sourcedId: `${p}e-c${c}-t${teacher}`,
        status: 'active',
        classSourcedId: `${p}c${c}`,
        schoolSourcedId: opts.org,
        userSourcedId: `${p}t${teacher}`,
        role: 'teacher',
        primary: 'true',
      });
  }
  const per = opts.perStudent ?? 1;
  for (let i = 1; i <= opts.students; i++) {
    for (let k = 0; k < per; k++) {
      const c = ((i + k * 7) % opts.classes) + 1;
      enrollments.push({
        sourcedId: `${p}e-c${c}-s${i}`,
        status: 'active',
        classSourcedId: `${p}c${c}`,
        schoolSourcedId: opts.org,
        userSourcedId: `${p}s${i}`,
        role: 'student',
        primary: 'false',
        beginDate: '2026-09-01',
      });
    }
  }
  return {
    orgs: [
      { sourcedId: `${p}district`, status: 'active', name: 'Test District', type: 'district' },
      {
        sourcedId: opts.org,
        status: 'active',
        name: `School ${opts.org}`,
        type: 'school',
        parentSourcedId: `${p}district`,
      },
    ],
    academicSessions: [
      {
        sourcedId: `${p}term1`,
        status: 'active',
        title: 'Autumn 2026',
        type: 'term',
        startDate: '2026-09-01',
        endDate: '2026-12-18',
        schoolYear: '2027',
      },
    ],
    courses: [
      { sourcedId: `${p}course1`, status: 'active', title: 'Science', courseCode: 'SCI', orgSourcedId: opts.org },
    ],
    classes,
    users,
    enrollments,
  };
}
