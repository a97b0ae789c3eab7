import {
  CLASS_TYPES,
  ENROLLMENT_ROLES,
  MANIFEST_COLUMNS,
  ORG_TYPES,
  REQUIRED_ROSTER_FILES,
  ROLE_TYPES,
  ROSTER_FILE_COLUMNS,
  SESSION_TYPES,
  STATUS_VALUES,
  USER_ROLES,
  type RosterFileName,
} from './columns';

import type {
  CsvTable,
  ReadRosterOptions,
  Roster,
  RosterClass,
  RosterEnrollment,
  RosterIssue,
  RosterKind,
  RosterUser,
} from './roster-types';
import { checkHeader, rowsOf, type Row } from './roster-rows';

export type {
  CsvTable,
  ReadRosterOptions,
  Roster,
  RosterClass,
  RosterEnrollment,
  RosterIssue,
  RosterKind,
  RosterUser,
} from './roster-types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_ID = 255;

/** A comma-separated list cell (grades, termSourcedIds), blanks dropped. */
export const listCell = (cell: string) =>
  cell
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Reads and checks a OneRoster 1.2 bulk CSV set: headers, required fields, vocabularies,
 * duplicate `sourcedId`s and references between the files, and that every class, enrolment and
 * role is of this school's org. Returns the rows Markwell keeps with every problem found: an
 * import applies only a set without errors.
 *
 * @param tables the parsed files by name (those missing from the zip are absent)
 */
export function readRoster(tables: Partial<Record<RosterFileName, CsvTable>>, options: ReadRosterOptions): Roster {
  const errors: RosterIssue[] = [];
  const warnings: RosterIssue[] = [];
  const err = (file: string, line: number, field: string | null, message: string) =>
    errors.push({ file, line, field, message });
  const empty: Roster = { org: null, users: [], classes: [], enrollments: [], errors, warnings };

  // --- manifest.csv
  const manifest = tables['manifest.csv'];
  if (!manifest) {
    err('manifest.csv', 0, null, 'The zip has no manifest.csv');
    return empty;
  }
  if (!checkHeader('manifest.csv', manifest, errors)) return empty;
  const props = new Map<string, { value: string; line: number }>();
  for (const r of rowsOf(manifest)) props.set(r.get(MANIFEST_COLUMNS[0]), { value: r.get('value'), line: r.line });
  const version = props.get('oneroster.version');
  if (version?.value !== '1.2')
    err(
      'manifest.csv',
      version?.line ?? 1,
      'oneroster.version',
      `oneroster.version must be 1.2 (is "${version?.value ?? ''}")`,
    );
  const declared = (file: RosterFileName) => props.get(`file.${file.replace(/\.csv$/, '')}`);
  for (const file of Object.keys(ROSTER_FILE_COLUMNS) as RosterFileName[]) {
    if (file === 'manifest.csv') continue;
    const d = declared(file);
    const mode = d?.value ?? 'absent';
    const required = (REQUIRED_ROSTER_FILES as readonly string[]).includes(file);
    if (mode === 'delta')
      err(
        'manifest.csv',
        d!.line,
        `file.${file.slice(0, -4)}`,
        'Delta files are not read: send the whole roster (bulk)',
      );
    else if (mode !== 'bulk' && mode !== 'absent')
      err('manifest.csv', d!.line, `file.${file.slice(0, -4)}`, `"${mode}" is not bulk, delta or absent`);
    else if (mode === 'absent' && required)
      err('manifest.csv', d?.line ?? 1, `file.${file.slice(0, -4)}`, `${file} is required (bulk)`);
    else if (mode === 'bulk' && !tables[file])
      err(file, 0, null, `The manifest lists ${file} as bulk but the zip has no such file`);
  }
  const present = (file: RosterFileName) => {
    const t = tables[file];
    return t && declared(file)?.value === 'bulk' && checkHeader(file, t, errors) ? rowsOf(t) : null;
  };
  const orgRows = present('orgs.csv');
  const sessionRows = present('academicSessions.csv');
  const courseRows = present('courses.csv');
  const classRows = present('classes.csv');
  const userRows = present('users.csv');
  const roleRows = tables['roles.csv'] ? present('roles.csv') : null;
  const enrollmentRows = present('enrollments.csv');
  if (errors.length) return empty;

  /** Rows with a sourcedId and a status of the vocabulary; a repeated sourcedId is an error. */
  function unique(file: RosterFileName, rows: Row[]): Row[] {
    const seen = new Map<string, number>();
    const kept: Row[] = [];
    for (const r of rows) {
      const id = r.get('sourcedId');
      const status = r.get('status');
      if (!id) err(file, r.line, 'sourcedId', 'sourcedId is required');
      else if (id.length > MAX_ID) err(file, r.line, 'sourcedId', `sourcedId is longer than ${MAX_ID} characters`);
      else if (seen.has(id))
        err(file, r.line, 'sourcedId', `Duplicate sourcedId "${id}" (first on line ${seen.get(id)})`);
      else if (status && !(STATUS_VALUES as readonly string[]).includes(status))
        err(file, r.line, 'status', `status "${status}" is not active or tobedeleted`);
      else if (r.get('dateLastModified') && !DATE_TIME.test(r.get('dateLastModified')))
        err(file, r.line, 'dateLastModified', 'dateLastModified is not an ISO 8601 date-time');
      else {
        seen.set(id, r.line);
        kept.push(r);
        continue;
      }
      if (id && !seen.has(id)) seen.set(id, r.line);
    }
    return kept;
  }
  const live = (r: Row) => r.get('status') !== 'tobedeleted';
  const required = (file: RosterFileName, r: Row, fields: string[]) => {
    let ok = true;
    for (const f of fields) {
      if (!r.get(f)) {
        err(file, r.line, f, `${f} is required`);
        ok = false;
      }
    }
    return ok;
  };
  const oneOf = (file: RosterFileName, r: Row, field: string, values: readonly string[]) => {
    const v = r.get(field);
    if (!v || values.includes(v) || v.startsWith('ext:')) return true;
    err(file, r.line, field, `${field} "${v}" is not one of ${values.join(', ')}`);
    return false;
  };
  const dateField = (file: RosterFileName, r: Row, field: string) => {
    const v = r.get(field);
    if (!v || DATE.test(v)) return true;
    err(file, r.line, field, `${field} must be a date as YYYY-MM-DD`);
    return false;
  };

  // --- orgs.csv: find this school's org; another school's org is an error
  const orgs = new Map<string, { type: string; name: string; line: number }>();
  for (const r of unique('orgs.csv', orgRows!)) {
    if (!required('orgs.csv', r, ['name', 'type']) || !oneOf('orgs.csv', r, 'type', ORG_TYPES)) continue;
    orgs.set(r.get('sourcedId'), { type: r.get('type'), name: r.get('name'), line: r.line });
  }
  const schoolOrgs = [...orgs.entries()].filter(([, o]) => o.type === 'school');
  let ours: string | null = options.schoolSourcedId;
  let adopted = false;
  if (!ours) {
    const free = schoolOrgs.filter(([id]) => !options.otherSchoolsSourcedIds.has(id));
    if (free.length === 1) {
      ours = free[0]![0];
      adopted = true;
    } else {
      err(
        'orgs.csv',
        free[1]?.[1].line ?? 1,
        'sourcedId',
        free.length
          ? `The file has ${free.length} school orgs and this school has none yet: send one school's roster`
          : 'The file has no org of type school for this school',
      );
      return empty;
    }
  }
  const ourOrg = orgs.get(ours);
  if (!ourOrg || ourOrg.type !== 'school') {
    err('orgs.csv', 1, 'sourcedId', `The file has no school org "${ours}" (this school's sourcedId)`);
    return empty;
  }
  for (const [id, o] of schoolOrgs) {
    if (id !== ours)
      err(
        'orgs.csv',
        o.line,
        'sourcedId',
        `Org "${id}" is another school: only the rows of "${ours}" can be imported here`,
      );
  }
  /** A school reference of a row: must be this school. */
  const ourSchool = (file: RosterFileName, r: Row, field: string) => {
    const v = r.get(field);
    if (v === ours) return true;
    err(
      file,
      r.line,
      field,
      orgs.has(v) || options.otherSchoolsSourcedIds.has(v)
        ? `"${v}" is another school's org, not this school's ("${ours}")`
        : `Unknown org "${v}"`,
    );
    return false;
  };

  // --- academicSessions.csv and courses.csv: checked, referenced by classes, not stored
  const sessions = new Set<string>();
  for (const r of unique('academicSessions.csv', sessionRows!)) {
    if (
      required('academicSessions.csv', r, ['title', 'type', 'startDate', 'endDate', 'schoolYear']) &&
      oneOf('academicSessions.csv', r, 'type', SESSION_TYPES) &&
      dateField('academicSessions.csv', r, 'startDate') &&
      dateField('academicSessions.csv', r, 'endDate')
    )
      sessions.add(r.get('sourcedId'));
  }
  const courses = new Set<string>();
  for (const r of unique('courses.csv', courseRows!)) {
    if (!required('courses.csv', r, ['title', 'orgSourcedId'])) continue;
    const org = r.get('orgSourcedId');
    if (!orgs.has(org)) err('courses.csv', r.line, 'orgSourcedId', `Unknown org "${org}"`);
    else if (orgs.get(org)!.type === 'school' && org !== ours)
      err('courses.csv', r.line, 'orgSourcedId', `"${org}" is another school's org, not this school's ("${ours}")`);
    else courses.add(r.get('sourcedId'));
  }

  // --- classes.csv
  const classes: RosterClass[] = [];
  const classIds = new Set<string>();
  for (const r of unique('classes.csv', classRows!)) {
    if (!required('classes.csv', r, ['title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds']))
      continue;
    if (!oneOf('classes.csv', r, 'classType', CLASS_TYPES) || !ourSchool('classes.csv', r, 'schoolSourcedId')) continue;
    if (!courses.has(r.get('courseSourcedId'))) {
      err('classes.csv', r.line, 'courseSourcedId', `Unknown course "${r.get('courseSourcedId')}"`);
      continue;
    }
    const terms = listCell(r.get('termSourcedIds'));
    const missingTerm = terms.find((t) => !sessions.has(t));
    if (missingTerm) {
      err('classes.csv', r.line, 'termSourcedIds', `Unknown academic session "${missingTerm}"`);
      continue;
    }
    classes.push({
      sourcedId: r.get('sourcedId'),
      line: r.line,
      title: r.get('title'),
      termSourcedId: terms[0]!,
      active: live(r),
    });
    classIds.add(r.get('sourcedId'));
  }

  // --- users.csv
  const users: RosterUser[] = [];
  const userById = new Map<string, RosterUser>();
  for (const r of unique('users.csv', userRows!)) {
    if (!required('users.csv', r, ['enabledUser', 'username', 'givenName', 'familyName'])) continue;
    const enabled = r.get('enabledUser');
    if (enabled !== 'true' && enabled !== 'false') {
      err('users.csv', r.line, 'enabledUser', 'enabledUser must be true or false');
      continue;
    }
    const email = r.get('email').toLowerCase();
    if (email && !EMAIL.test(email)) {
      err('users.csv', r.line, 'email', `"${r.get('email')}" is not an e-mail address`);
      continue;
    }
    const primaryOrg = r.get('primaryOrgSourcedId');
    if (
      primaryOrg &&
      primaryOrg !== ours &&
      (orgs.get(primaryOrg)?.type === 'school' || options.otherSchoolsSourcedIds.has(primaryOrg))
    ) {
      err(
        'users.csv',
        r.line,
        'primaryOrgSourcedId',
        `"${primaryOrg}" is another school's org, not this school's ("${ours}")`,
      );
      continue;
    }
    const given = r.get('preferredGivenName') || r.get('givenName');
    const family = r.get('preferredFamilyName') || r.get('familyName');
    const user: RosterUser = {
      sourcedId: r.get('sourcedId'),
      line: r.line,
      kind: null,
      name: `${given} ${family}`.replace(/\s+/g, ' ').trim(),
      email: email || null,
      active: live(r) && enabled === 'true',
    };
    users.push(user);
    userById.set(user.sourcedId, user);
  }

  // --- roles.csv (optional): the user's role in this school
  const roleOf = new Map<string, { kind: RosterKind | null; primary: boolean }>();
  if (roleRows) {
    for (const r of unique('roles.csv', roleRows)) {
      if (!required('roles.csv', r, ['userSourcedId', 'roleType', 'role', 'orgSourcedId'])) continue;
      if (!oneOf('roles.csv', r, 'roleType', ROLE_TYPES) || !oneOf('roles.csv', r, 'role', USER_ROLES)) continue;
      if (!dateField('roles.csv', r, 'beginDate') || !dateField('roles.csv', r, 'endDate')) continue;
      const org = r.get('orgSourcedId');
      if (org !== ours) {
        if (orgs.get(org)?.type === 'school' || options.otherSchoolsSourcedIds.has(org) || !orgs.has(org))
          ourSchool('roles.csv', r, 'orgSourcedId');
        continue; // a role in a district or department: not this school's
      }
      const userId = r.get('userSourcedId');
      if (!userById.has(userId)) {
        err('roles.csv', r.line, 'userSourcedId', `Unknown user "${userId}"`);
        continue;
      }
      if (!live(r)) continue;
      const role = r.get('role');
      const kind: RosterKind | null = role === 'student' || role === 'teacher' ? role : null;
      const primary = r.get('roleType') === 'primary';
      const before = roleOf.get(userId);
      if (!before || (primary && !before.primary)) roleOf.set(userId, { kind, primary });
    }
  }

  // --- enrollments.csv
  const enrollments: RosterEnrollment[] = [];
  const enrolledAs = new Map<string, Set<RosterKind>>();
  for (const r of unique('enrollments.csv', enrollmentRows!)) {
    if (!required('enrollments.csv', r, ['classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'])) continue;
    if (!oneOf('enrollments.csv', r, 'role', ENROLLMENT_ROLES) || !ourSchool('enrollments.csv', r, 'schoolSourcedId'))
      continue;
    const primary = r.get('primary');
    if (primary && primary !== 'true' && primary !== 'false') {
      err('enrollments.csv', r.line, 'primary', 'primary must be true or false');
      continue;
    }
    if (!dateField('enrollments.csv', r, 'beginDate') || !dateField('enrollments.csv', r, 'endDate')) continue;
    const classId = r.get('classSourcedId');
    const userId = r.get('userSourcedId');
    if (!classIds.has(classId)) {
      err('enrollments.csv', r.line, 'classSourcedId', `Unknown class "${classId}"`);
      continue;
    }
    if (!userById.has(userId)) {
      err('enrollments.csv', r.line, 'userSourcedId', `Unknown user "${userId}"`);
      continue;
    }
    const role = r.get('role');
    if (role !== 'student' && role !== 'teacher') continue; // administrators and proctors: not class members here
    const ended = (r.get('endDate') && r.get('endDate') < options.today) || false;
    const e: RosterEnrollment = {
      sourcedId: r.get('sourcedId'),
      line: r.line,
      classSourcedId: classId,
      userSourcedId: userId,
      role,
      active: live(r) && !ended,
    };
    enrollments.push(e);
    if (e.active) {
      const set = enrolledAs.get(userId) ?? new Set<RosterKind>();
      set.add(role);
      enrolledAs.set(userId, set);
    }
  }

  // --- each user's kind: roles.csv first, else their enrolments (teacher wins); null: the plan
  // keeps an existing account's kind, and does not create one
  for (const u of users) {
    const fromRoles = roleOf.get(u.sourcedId);
    const as = enrolledAs.get(u.sourcedId);
    u.kind = roleRows
      ? (fromRoles?.kind ?? null)
      : as?.has('teacher')
        ? 'teacher'
        : as?.has('student')
          ? 'student'
          : null;
  }
  for (const e of enrollments) {
    const kind = userById.get(e.userSourcedId)!.kind;
    if (kind && kind !== e.role && e.active)
      err(
        'enrollments.csv',
        e.line,
        'role',
        `User "${e.userSourcedId}" is a ${kind} in roles.csv, enrolled as ${e.role}`,
      );
  }

  // --- a class with no teacher is imported, with a warning
  const taught = new Set(enrollments.filter((e) => e.active && e.role === 'teacher').map((e) => e.classSourcedId));
  for (const c of classes) {
    if (c.active && !taught.has(c.sourcedId))
      warnings.push({
        file: 'classes.csv',
        line: c.line,
        field: 'sourcedId',
        message: `Class "${c.title}" has no teacher enrolled`,
      });
  }

  return {
    org: { sourcedId: ours, name: ourOrg.name, adopted },
    users,
    classes,
    enrollments,
    errors,
    warnings,
  };
}
