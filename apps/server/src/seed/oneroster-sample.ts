// A OneRoster 1.2 CSV set for the demo school, Northfield Academy, so a newcomer can try the
// roster import: docs/samples/oneroster-northfield.zip (upload it at /school/roster) and the same
// files in docs/samples/oneroster-northfield/ (for `npm run roster:import -- --dir`). Its people
// carry the demo accounts' e-mails, so the first import keys them, adds two students and a class.
// Regenerate: `npx tsx apps/server/src/seed/oneroster-sample.ts docs/samples`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import {
  ACADEMIC_SESSIONS_COLUMNS,
  CLASSES_COLUMNS,
  COURSES_COLUMNS,
  ENROLLMENTS_COLUMNS,
  ORGS_COLUMNS,
  USERS_COLUMNS,
} from '@markwell/domain';
import { toSafeCsv } from '../lib/csv';
import { DEMO_ACCOUNTS } from './demo-accounts';

type Row = Record<string, string>;
const csv = (columns: readonly string[], rows: Row[]) =>
  toSafeCsv(
    rows.map((r) => columns.map((c) => r[c] ?? '')),
    { header: columns },
  );
const MODIFIED = '2026-09-01T07:00:00.000Z';
const ORG = 'northfield-academy';

const people: [string, string, string, 'student' | 'teacher'][] = [
  ['nf-t-helen', 'Helen Head', DEMO_ACCOUNTS.schoolAdmin, 'teacher'],
  ['nf-t-tom', 'Tom Teacher', DEMO_ACCOUNTS.teacher, 'teacher'],
  ['nf-s-sophie', 'Sophie Student', DEMO_ACCOUNTS.student, 'student'],
  ['nf-s-amir', 'Amir Khan', 'amir-khan@demo.markwell.test', 'student'],
  ['nf-s-bella', 'Bella Jones', 'bella-jones@demo.markwell.test', 'student'],
  ['nf-s-chloe', 'Chloe Smith', 'chloe-smith@demo.markwell.test', 'student'],
  ['nf-s-daniel', 'Daniel Okafor', 'daniel-okafor@demo.markwell.test', 'student'],
  ['nf-s-emma', 'Emma Brown', 'emma-brown@demo.markwell.test', 'student'],
  ['nf-s-farah', 'Farah Ali', 'farah-ali@demo.markwell.test', 'student'],
  ['nf-s-george', 'George Hill', 'george-hill@demo.markwell.test', 'student'],
];
const classes: [string, string, string, string[]][] = [
  ['nf-c-10b-bio', '10B Biology', 'nf-t-tom', people.filter((p) => p[3] === 'student').map((p) => p[0])],
  ['nf-c-11a-chem', '11A Chemistry', 'nf-t-helen', ['nf-s-sophie', 'nf-s-amir', 'nf-s-bella']],
  ['nf-c-12c-bio', '12C Biology', 'nf-t-tom', ['nf-s-farah', 'nf-s-george']],
];

/** The sample's files by name, as a school's information system would export them. */
export function northfieldRosterFiles(): Record<string, string> {
  const manifest = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ['file.academicSessions', 'bulk'],
    ['file.categories', 'absent'],
    ['file.classes', 'bulk'],
    ['file.classResources', 'absent'],
    ['file.courses', 'bulk'],
    ['file.courseResources', 'absent'],
    ['file.demographics', 'absent'],
    ['file.enrollments', 'bulk'],
    ['file.lineItems', 'absent'],
    ['file.orgs', 'bulk'],
    ['file.resources', 'absent'],
    ['file.results', 'absent'],
    ['file.roles', 'absent'],
    ['file.userResources', 'absent'],
    ['file.users', 'bulk'],
    ['source.systemName', 'Sample MIS'],
  ];
  return {
    'manifest.csv': csv(
      ['propertyName', 'value'],
      manifest.map(([propertyName, value]) => ({ propertyName: propertyName!, value: value! })),
    ),
    'orgs.csv': csv(ORGS_COLUMNS, [
      {
        sourcedId: ORG,
        status: 'active',
        dateLastModified: MODIFIED,
        name: 'Northfield Academy',
        type: 'school',
        identifier: 'URN 100001',
      },
    ]),
    'academicSessions.csv': csv(ACADEMIC_SESSIONS_COLUMNS, [
      {
        sourcedId: 'nf-2026-27',
        status: 'active',
        dateLastModified: MODIFIED,
        title: '2026-27',
        type: 'schoolYear',
        startDate: '2026-09-01',
        endDate: '2027-07-21',
        schoolYear: '2027',
      },
    ]),
    'courses.csv': csv(COURSES_COLUMNS, [
      {
        sourcedId: 'nf-gcse-bio',
        status: 'active',
        dateLastModified: MODIFIED,
        schoolYearSourcedId: 'nf-2026-27',
        title: 'GCSE Biology',
        courseCode: 'BIO',
        orgSourcedId: ORG,
      },
      {
        sourcedId: 'nf-gcse-chem',
        status: 'active',
        dateLastModified: MODIFIED,
        schoolYearSourcedId: 'nf-2026-27',
        title: 'GCSE Chemistry',
        courseCode: 'CHEM',
        orgSourcedId: ORG,
      },
    ]),
    'classes.csv': csv(
      CLASSES_COLUMNS,
      classes.map(([sourcedId, title]) => ({
        sourcedId,
        status: 'active',
        dateLastModified: MODIFIED,
        title,
        grades: title.startsWith('12') ? '12' : title.slice(0, 2),
        courseSourcedId: title.includes('Chemistry') ? 'nf-gcse-chem' : 'nf-gcse-bio',
        classCode: title.split(' ')[0]!,
        classType: 'scheduled',
        schoolSourcedId: ORG,
        termSourcedIds: 'nf-2026-27',
      })),
    ),
    'users.csv': csv(
      USERS_COLUMNS,
      people.map(([sourcedId, name, email]) => ({
        sourcedId,
        status: 'active',
        dateLastModified: MODIFIED,
        enabledUser: 'true',
        username: email.split('@')[0]!,
        givenName: name.split(' ')[0]!,
        familyName: name.split(' ').slice(1).join(' '),
        email,
        primaryOrgSourcedId: ORG,
      })),
    ),
    'enrollments.csv': csv(
      ENROLLMENTS_COLUMNS,
      classes.flatMap(([classId, , teacher, students]) => [
        {
          sourcedId: `${classId}-${teacher}`,
          status: 'active',
          dateLastModified: MODIFIED,
          classSourcedId: classId,
          schoolSourcedId: ORG,
          userSourcedId: teacher,
          role: 'teacher',
          primary: 'true',
          beginDate: '2026-09-01',
        },
        ...students.map((s) => ({
          sourcedId: `${classId}-${s}`,
          status: 'active',
          dateLastModified: MODIFIED,
          classSourcedId: classId,
          schoolSourcedId: ORG,
          userSourcedId: s,
          role: 'student',
          primary: 'false',
          beginDate: '2026-09-01',
        })),
      ]),
    ),
  };
}

/** The sample zipped, as the upload takes it (fixed file times, so the bytes do not change). */
export function northfieldRosterZip(): Uint8Array {
  const files = northfieldRosterFiles();
  const mtime = new Date('2026-09-01T07:00:00Z');
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? 'docs/samples');
  mkdirSync(join(out, 'oneroster-northfield'), { recursive: true });
  for (const [name, text] of Object.entries(northfieldRosterFiles()))
    writeFileSync(join(out, 'oneroster-northfield', name), text);
  writeFileSync(join(out, 'oneroster-northfield.zip'), northfieldRosterZip());
  console.log(`Wrote ${out}/oneroster-northfield/ and oneroster-northfield.zip`);
}
