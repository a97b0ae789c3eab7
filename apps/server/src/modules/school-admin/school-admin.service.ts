import type { z } from 'zod';
import { COUNT_CAP } from '@markwell/contracts';
import type {
  SchoolListQuery,
  SchoolStudentPage,
  createClassBodySchema,
  createStudentBodySchema,
  createTeacherBodySchema,
  ImportStudentsCheck,
  ImportStudentsResult,
  schoolStudentsQuerySchema,
  updateClassBodySchema,
  updateStudentBodySchema,
  updateTeacherBodySchema,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import { type AuthUser, callerSchoolId } from '../../lib/access';
import { toSafeCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { generatePassword } from '../../lib/one-time-password';
import { cappedTotal, decodeCursor, keysetPage } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import { createOneTimePasswords } from '../auth/index';
import { createSchoolScope } from '../schools/index';
import { createSchoolAdminRepository, inTransaction } from './school-admin.repository';
import { parseStudentsCsv } from './students-import';

type CreateTeacher = z.output<typeof createTeacherBodySchema>;
type UpdateTeacher = z.output<typeof updateTeacherBodySchema>;
type CreateClass = z.output<typeof createClassBodySchema>;
type UpdateClass = z.output<typeof updateClassBodySchema>;
type StudentsQuery = z.output<typeof schoolStudentsQuerySchema>;
type CreateStudent = z.output<typeof createStudentBodySchema>;
type UpdateStudent = z.output<typeof updateStudentBodySchema>;

/**
 * Hashes many passwords two at a time: scrypt runs on libuv's small thread pool, and leaving
 * threads free keeps file and DNS work of other requests moving during a large import.
 */
async function hashAll(passwords: string[], concurrency = 2): Promise<string[]> {
  const out = new Array<string>(passwords.length);
  let next = 0;
  async function worker() {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]!, 'generated');
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker));
  return out;
}

const emailTaken = (email: string) => conflict('email_taken', `An account with ${email} already exists`);

/** The caller's school; every school-admin action is confined to it. */
const schoolOf = (user: AuthUser) => callerSchoolId(user, { why: 'Your account belongs to no school' });

/**
 * Manages a school's teachers, classes and students for its school admins. `onUserChanged` is
 * told the id of every user whose account row changed (the auth plugin drops its cached copy).
 */
export function createSchoolAdminService(db: Db, onUserChanged: (userId: number) => void | Promise<void> = () => {}) {
  const repo = createSchoolAdminRepository(db);
  const scope = createSchoolScope(db);
  const oneTimePasswords = createOneTimePasswords(db, onUserChanged);

  /** The teacher, if they belong to the caller's school: 404 when missing or of another school. */
  async function assertTeacher(user: AuthUser, id: number) {
    const teacher = await repo.findUser(id);
    if (!teacher || teacher.kind !== 'teacher') throw notFound('Teacher');
    if (teacher.schoolId !== schoolOf(user)) throw notFound('Teacher');
    return teacher;
  }

  async function assertEmailFree(email: string, exceptUserId?: number) {
    if ((await repo.takenEmails([email], exceptUserId)).size) throw emailTaken(email);
  }

  /** Runs a write that may hit the e-mail unique index when two requests race. */
  async function guardEmail<T>(email: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken(email ?? 'this e-mail');
      throw err;
    }
  }

  async function teacherView(schoolId: number, id: number) {
    const [row] = await repo.listTeachers(schoolId, [id]);
    return row!;
  }

  async function classView(schoolId: number, id: number) {
    const [row] = await repo.listClasses(schoolId, [id]);
    return row!;
  }

  async function studentView(schoolId: number, id: number) {
    const [row] = await repo.listStudents(schoolId, { ids: [id], includeInactive: true });
    const { total: _total, ...student } = row!;
    return student;
  }

  /** Checks the class fields against the school: subscribed curricula, a matching qualification, its own active teachers. */
  async function checkClassFields(
    schoolId: number,
    fields: { curriculaIds: number[]; qualificationId: number | null; teacherIds?: number[] | undefined },
    keepTeacherIds: number[] = [],
  ) {
    const subscribed = new Set((await repo.subscribedCurricula(schoolId)).map((c) => c.id));
    const notSubscribed = fields.curriculaIds.filter((id) => !subscribed.has(id));
    if (notSubscribed.length) {
      throw badRequest('curriculum_not_subscribed', 'Choose curricula your school subscribes to', {
        curriculaIds: notSubscribed,
      });
    }
    if (fields.qualificationId !== null) {
      const qualification = await repo.findQualification(fields.qualificationId);
      if (!qualification || !fields.curriculaIds.includes(qualification.curriculaId)) {
        throw badRequest('qualification_invalid', 'The qualification must belong to one of the class curricula');
      }
    }
    if (fields.teacherIds) {
      // Teachers already on the class may stay even if deactivated since; new ones must be active.
      const valid = new Set([...(await repo.activeTeacherIds(schoolId, fields.teacherIds)), ...keepTeacherIds]);
      const invalid = fields.teacherIds.filter((id) => !valid.has(id));
      if (invalid.length)
        throw badRequest('teacher_invalid', 'Choose active teachers of your school', { teacherIds: invalid });
    }
  }

  async function assertClassNameFree(schoolId: number, name: string, exceptClassId?: number) {
    if (await repo.classNameTaken(schoolId, name, exceptClassId)) {
      throw conflict('class_name_taken', `Your school already has a class named "${name}"`);
    }
  }

  /** Class ids a student may be put in: active classes of the school, plus the ones they are already in. */
  async function checkStudentClasses(schoolId: number, groupIds: number[], current: number[] = []) {
    const classes = await repo.classRefs(schoolId);
    const allowed = new Set([...classes.filter((c) => c.active).map((c) => c.id), ...current]);
    const invalid = groupIds.filter((id) => !allowed.has(id));
    if (invalid.length)
      throw badRequest('class_invalid', 'Choose active classes of your school', { groupIds: invalid });
    return [...new Set(groupIds)];
  }

  return {
    /** Counts for the school admin home. */
    overview: (user: AuthUser) => repo.overview(schoolOf(user)),

    // ---- teachers ----

    listTeachers: (user: AuthUser, page: SchoolListQuery) => repo.listTeachers(schoolOf(user), undefined, page),

    /** Creates a teacher account with a one-time password, returned once. */
    async createTeacher(user: AuthUser, body: CreateTeacher) {
      const schoolId = schoolOf(user);
      await assertEmailFree(body.email);
      const initialPassword = generatePassword();
      const passwordHash = await hashPassword(initialPassword, 'generated');
      const [created] = await guardEmail(body.email, () =>
        repo.insertUsers([
          {
            email: body.email,
            name: body.name,
            kind: 'teacher',
            schoolId,
            schoolAdmin: body.schoolAdmin,
            passwordHash,
            mustChangePassword: true,
          },
        ]),
      );
      return { ...(await teacherView(schoolId, created!.id)), initialPassword };
    },

    /**
     * Edits a teacher. An admin may not deactivate or demote themself; nobody but the owner
     * may demote the owner, and the owner may step down only while another school admin remains.
     */
    async updateTeacher(user: AuthUser, id: number, body: UpdateTeacher) {
      const schoolId = schoolOf(user);
      const teacher = await assertTeacher(user, id);
      const self = teacher.id === user.id;
      if (body.active === false && teacher.active) {
        if (self) throw badRequest('cannot_deactivate_self', 'You cannot deactivate your own account');
        if (teacher.owner)
          throw badRequest('owner_deactivation_forbidden', 'The owner of the school cannot be deactivated');
      }
      if (body.schoolAdmin === false && teacher.schoolAdmin) {
        if (teacher.owner && !self)
          throw badRequest('owner_demotion_forbidden', 'Only the owner can remove their own school admin rights');
        if (self && !teacher.owner)
          throw badRequest('cannot_demote_self', 'You cannot remove your own school admin rights');
        if (self && (await repo.countOtherActiveAdmins(schoolId, teacher.id)) === 0) {
          throw badRequest('last_school_admin', 'Make another teacher a school admin before stepping down');
        }
      }
      const emailChanges = body.email !== undefined && body.email !== teacher.email.toLowerCase();
      // The owner's e-mail is their login: another school admin changing it could take the school over.
      if (emailChanges && teacher.owner && !self) {
        throw new AppError(403, 'owner_email_forbidden', "Only the owner can change the owner's e-mail address");
      }
      if (emailChanges) await assertEmailFree(body.email!, teacher.id);
      await guardEmail(body.email, () => repo.updateUser(teacher.id, body));
      await onUserChanged(teacher.id);
      return teacherView(schoolId, teacher.id);
    },

    /**
     * Gives a teacher of the school a new one-time password (answered once). Another school's
     * teacher is a 404, like a missing one; nobody resets their own (they change it) and only
     * the owner resets the owner's.
     */
    async resetTeacherPassword(user: AuthUser, id: number) {
      const teacher = await repo.findUser(id);
      if (!teacher || teacher.kind !== 'teacher' || teacher.schoolId !== schoolOf(user)) throw notFound('Teacher');
      if (teacher.id === user.id) {
        throw badRequest('cannot_reset_self', 'Change your own password from your account menu instead');
      }
      if (teacher.owner)
        throw new AppError(403, 'owner_reset_forbidden', "Only the owner can change the owner's password");
      return { userId: teacher.id, initialPassword: await oneTimePasswords.issue(teacher.id) };
    },

    // ---- classes ----

    listClasses: (user: AuthUser, page: SchoolListQuery) => repo.listClasses(schoolOf(user), undefined, page),

    async classOptions(user: AuthUser) {
      const curricula = await repo.subscribedCurricula(schoolOf(user));
      return { curricula: curricula.map(({ id, name, qualifications }) => ({ id, name, qualifications })) };
    },

    async createClass(user: AuthUser, body: CreateClass) {
      const schoolId = schoolOf(user);
      const curriculaIds = [...new Set(body.curriculaIds)];
      const teacherIds = [...new Set(body.teacherIds)];
      const qualificationId = body.qualificationId ?? null;
      await checkClassFields(schoolId, { curriculaIds, qualificationId, teacherIds });
      await assertClassNameFree(schoolId, body.name);
      const created = await inTransaction(db, async (tx) => {
        const group = await tx.insertClass({ schoolId, name: body.name, qualificationId });
        await tx.setClassCurricula(group.id, curriculaIds);
        await tx.setClassTeachers(group.id, teacherIds);
        return group;
      });
      return classView(schoolId, created.id);
    },

    async updateClass(user: AuthUser, id: number, body: UpdateClass) {
      const schoolId = schoolOf(user);
      const group = await scope.assertGroup(user, id);
      const curriculaIds = body.curriculaIds ? [...new Set(body.curriculaIds)] : await repo.classCurriculaIds(group.id);
      const teacherIds = body.teacherIds ? [...new Set(body.teacherIds)] : undefined;
      const qualificationId = body.qualificationId !== undefined ? body.qualificationId : group.qualificationId;
      if (body.curriculaIds || body.qualificationId !== undefined || teacherIds) {
        const current = teacherIds ? await repo.classTeacherIds(group.id) : [];
        await checkClassFields(schoolId, { curriculaIds, qualificationId, teacherIds }, current);
      }
      if (body.name) await assertClassNameFree(schoolId, body.name, group.id);
      await inTransaction(db, async (tx) => {
        await tx.updateClass(group.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.qualificationId !== undefined ? { qualificationId: body.qualificationId } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
        });
        if (body.curriculaIds) await tx.setClassCurricula(group.id, curriculaIds);
        if (teacherIds) await tx.setClassTeachers(group.id, teacherIds);
      });
      return classView(schoolId, group.id);
    },

    // ---- students ----

    /** A page of the school's students by name; the cursor is the (name, id) of the last one shown. */
    async listStudents(user: AuthUser, query: StudentsQuery): Promise<SchoolStudentPage> {
      const schoolId = schoolOf(user);
      if (query.groupId) await scope.assertGroup(user, query.groupId);
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'number'] as const) : undefined;
      const rows = await repo.listStudents(schoolId, query, { limit: query.limit, after, countCap: COUNT_CAP });
      // Past the last page no row carries the count.
      const counted = rows[0]?.total ?? (await repo.countStudents(schoolId, query, COUNT_CAP));
      const page = keysetPage(rows, query.limit, (s) => [s.name, s.id]);
      return { ...page, items: page.items.map(({ total: _total, ...s }) => s), ...cappedTotal(counted) };
    },

    /** Creates a student account with a one-time password, returned once. */
    async createStudent(user: AuthUser, body: CreateStudent) {
      const schoolId = schoolOf(user);
      const groupIds = await checkStudentClasses(schoolId, body.groupIds);
      await assertEmailFree(body.email);
      const initialPassword = generatePassword();
      const passwordHash = await hashPassword(initialPassword, 'generated');
      const id = await guardEmail(body.email, () =>
        inTransaction(db, async (tx) => {
          const [created] = await tx.insertUsers([
            { email: body.email, name: body.name, kind: 'student', schoolId, passwordHash, mustChangePassword: true },
          ]);
          await tx.setStudentClasses(created!.id, groupIds);
          await tx.setStudentTags(schoolId, created!.id, body.subgroups);
          return created!.id;
        }),
      );
      return { ...(await studentView(schoolId, id)), initialPassword };
    },

    /** Edits a student; `active: false` deactivates them (nothing is deleted). */
    async updateStudent(user: AuthUser, id: number, body: UpdateStudent) {
      const schoolId = schoolOf(user);
      const student = await scope.assertStudent(user, id);
      const groupIds = body.groupIds
        ? await checkStudentClasses(schoolId, body.groupIds, await repo.studentClassIds(student.id))
        : undefined;
      if (body.email && body.email !== student.email.toLowerCase()) await assertEmailFree(body.email, student.id);
      await guardEmail(body.email, () =>
        inTransaction(db, async (tx) => {
          const { groupIds: _g, subgroups, ...fields } = body;
          await tx.updateUser(student.id, fields);
          if (groupIds) await tx.setStudentClasses(student.id, groupIds);
          if (subgroups) await tx.setStudentTags(schoolId, student.id, subgroups);
        }),
      );
      await onUserChanged(student.id);
      return studentView(schoolId, student.id);
    },

    /** Gives a student of the school a new one-time password (answered once); another school's student is a 404. */
    async resetStudentPassword(user: AuthUser, id: number) {
      const student = await repo.findUser(id);
      if (!student || student.kind !== 'student' || student.schoolId !== schoolOf(user)) throw notFound('Student');
      return { userId: student.id, initialPassword: await oneTimePasswords.issue(student.id) };
    },

    /** Validates a students CSV without creating anything: the preview the web shows before importing. */
    async checkImport(user: AuthUser, csv: string): Promise<ImportStudentsCheck> {
      const schoolId = schoolOf(user);
      try {
        const rows = await parseStudentsCsv(csv, await repo.classRefs(schoolId), (emails) => repo.takenEmails(emails));
        return {
          valid: true,
          students: rows.map((r) => ({
            line: r.line,
            name: r.name,
            email: r.email,
            class: r.group?.name ?? null,
            subgroups: r.subgroups,
          })),
          rows: [],
        };
      } catch (err) {
        if (err instanceof AppError && err.code === 'import_invalid') {
          return { valid: false, students: [], rows: err.extra.rows as ImportStudentsCheck['rows'] };
        }
        throw err;
      }
    },

    /**
     * Adds the students of a CSV in one transaction after validating every line (any bad line:
     * nothing is created). Answers the new accounts with their one-time passwords, also as a
     * spreadsheet-safe CSV.
     */
    async importStudents(user: AuthUser, csv: string): Promise<ImportStudentsResult> {
      const schoolId = schoolOf(user);
      const rows = await parseStudentsCsv(csv, await repo.classRefs(schoolId), (emails) => repo.takenEmails(emails));
      const passwords = rows.map(() => generatePassword());
      const hashes = await hashAll(passwords);
      const created = await inTransaction(db, async (tx) => {
        const users = await tx.insertUsers(
          rows.map((r, i) => ({
            email: r.email,
            name: r.name,
            kind: 'student' as const,
            schoolId,
            passwordHash: hashes[i]!,
            mustChangePassword: true,
          })),
        );
        const idByEmail = new Map(users.map((u) => [u.email, u.id]));
        const withIds = rows.map((r, i) => ({ ...r, id: idByEmail.get(r.email)!, initialPassword: passwords[i]! }));
        await tx.addClassLinks(withIds.filter((r) => r.group).map((r) => ({ groupId: r.group!.id, studentId: r.id })));
        await tx.addTags(withIds.flatMap((r) => r.subgroups.map((name) => ({ studentId: r.id, schoolId, name }))));
        return withIds;
      }).catch((err: unknown) => {
        // Another request created one of these e-mails between the check and the insert.
        if (isUniqueViolation(err)) {
          throw new AppError(
            409,
            'email_taken',
            'An account with one of these e-mails was just created; nothing was imported. Import the file again to see which.',
          );
        }
        throw err;
      });
      const result = created.map((r) => ({
        id: r.id,
        line: r.line,
        name: r.name,
        email: r.email,
        class: r.group?.name ?? null,
        subgroups: r.subgroups,
        initialPassword: r.initialPassword,
      }));
      return {
        created: result,
        credentialsCsv: toSafeCsv(
          result.map((r) => [r.name, r.email, r.class, r.subgroups.join(';'), r.initialPassword]),
          { header: ['name', 'email', 'class', 'subgroups', 'password'] },
        ),
      };
    },
  };
}

export type SchoolAdminService = ReturnType<typeof createSchoolAdminService>;
