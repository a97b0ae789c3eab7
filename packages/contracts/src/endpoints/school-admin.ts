import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  SCHOOL_LIST_CAP,
  classOptionsSchema,
  createClassBodySchema,
  createStudentBodySchema,
  createTeacherBodySchema,
  createdStudentSchema,
  createdTeacherSchema,
  idParamsSchema,
  importStudentsBodySchema,
  importStudentsCheckSchema,
  importStudentsResultSchema,
  passwordResetByAdminSchema,
  schoolClassSchema,
  schoolListQuerySchema,
  schoolOverviewSchema,
  schoolStudentPageSchema,
  schoolStudentSchema,
  schoolStudentsQuerySchema,
  schoolTeacherSchema,
  updateClassBodySchema,
  updateStudentBodySchema,
  updateTeacherBodySchema,
} from '../index';

/** The school admin module's endpoints, each keyed by its operationId in the API document. */
export const schoolAdminEndpoints = {
  getSchoolOverview: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/overview',
    summary: 'Counts for the school admin home: teachers, classes, students, curricula',
    description:
      "How many active teachers (school admins included), active classes and active students the caller's school has, and how many curricula it subscribes to.",
    responses: { 200: schoolOverviewSchema },
  }),
  getSchoolTeachers: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/teachers',
    summary: "The school's teachers (deactivated ones last)",
    description: `The teacher accounts of the caller's school with their school-admin, owner and active flags and their classes. At most ${SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
    query: schoolListQuerySchema,
    responses: { 200: z.array(schoolTeacherSchema) },
  }),
  postSchoolTeachers: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/teachers',
    summary: 'Create a teacher account; the one-time password is in this answer only',
    description:
      "Creates a teacher of the caller's school, optionally a school admin, with a generated password answered once and never stored in clear.",
    body: createTeacherBodySchema,
    responses: { 201: createdTeacherSchema },
  }),
  patchSchoolTeachersById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/school/teachers/:id',
    summary: 'Edit, promote, demote, deactivate or reactivate a teacher of the school',
    description:
      "Changes only the fields sent. Nobody deactivates or demotes themself, the owner is never deactivated, and the last school admin cannot step down (400 with the rule's code); only the owner changes the owner's e-mail, their login (403 `owner_email_forbidden`); a teacher of another school is a 404, as for a missing one.",
    params: idParamsSchema,
    body: updateTeacherBodySchema,
    responses: { 200: schoolTeacherSchema },
  }),
  postSchoolTeachersByIdPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/teachers/:id/password-reset',
    summary: "Reset a teacher's password: a new one-time password, in this answer only",
    description:
      "Gives a teacher of the caller's school a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login. Another school's teacher answers 404, like a missing one.",
    params: idParamsSchema,
    responses: { 200: passwordResetByAdminSchema },
  }),
  getSchoolGroups: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/groups',
    summary: "The school's classes with teachers, curricula, qualification and student count",
    description: `The classes of the caller's school, active or not, with what the class list and class form show. At most ${SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
    query: schoolListQuerySchema,
    responses: { 200: z.array(schoolClassSchema) },
  }),
  getSchoolGroupsOptions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/groups/options',
    summary: 'Curricula (with qualifications) a class of the school may follow',
    description: 'The curricula the school subscribes to, each with its qualifications: the choices of the class form.',
    responses: { 200: classOptionsSchema },
  }),
  postSchoolGroups: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/groups',
    summary: 'Create a class',
    description:
      "Creates a class of the caller's school with its curricula (subscribed ones), optional qualification (of those curricula) and active teachers of the school; anything else is a 400.",
    body: createClassBodySchema,
    responses: { 201: schoolClassSchema },
  }),
  patchSchoolGroupsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/school/groups/:id',
    summary: 'Edit, deactivate or reactivate a class',
    description:
      'Changes only the fields sent, checked as on creation; a deactivated class keeps its students and work. A class of another school is a 404, as for a missing one.',
    params: idParamsSchema,
    body: updateClassBodySchema,
    responses: { 200: schoolClassSchema },
  }),
  getSchoolStudents: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/students',
    summary: "The school's students, searchable and by class",
    description:
      "A page of the students of the caller's school by name, filtered by a name or e-mail search and by class; deactivated ones only when asked. Pages follow `next_cursor`; the total is counted up to a cap.",
    query: schoolStudentsQuerySchema,
    responses: { 200: schoolStudentPageSchema },
  }),
  postSchoolStudents: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/students',
    summary: 'Create a student account; the one-time password is in this answer only',
    description:
      "Creates a student of the caller's school in the given classes and subgroups, with a generated password answered once and never stored in clear.",
    body: createStudentBodySchema,
    responses: { 201: createdStudentSchema },
  }),
  patchSchoolStudentsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/school/students/:id',
    summary: 'Edit a student, their classes and subgroups; active:false deactivates (nothing is deleted)',
    description:
      'Changes only the fields sent; classes must be active classes of the school. A student of another school is a 404, as for a missing one.',
    params: idParamsSchema,
    body: updateStudentBodySchema,
    responses: { 200: schoolStudentSchema },
  }),
  postSchoolStudentsByIdPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/students/:id/password-reset',
    summary: "Reset a student's password: a new one-time password, in this answer only",
    description:
      "Gives a student of the caller's school a generated password, answered once and never stored in clear. Their sessions and reset links stop working and they must choose their own password at next login. Another school's student answers 404, like a missing one.",
    params: idParamsSchema,
    responses: { 200: passwordResetByAdminSchema },
  }),
  postSchoolStudentsImport: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/students/import',
    summary: 'Bulk add students from CSV (name,email,class,subgroups); all lines or none',
    description:
      'Send the file as multipart/form-data, or JSON `{csv}`. Every line is checked first: any problem answers 400 ' +
      '`import_invalid` with `rows: [{line, errors: [{code, message, column}]}]` and nothing is created.',
    body: importStudentsBodySchema,
    responses: { 201: importStudentsResultSchema },
  }),
  postSchoolStudentsImportCheck: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/students/import/check',
    summary: 'Check a students CSV without importing: the students it would create, or every bad line',
    description:
      'Runs every check of the import without creating anything: answers the students it would create, or each bad line with its errors, for the preview before importing.',
    body: importStudentsBodySchema,
    responses: { 200: importStudentsCheckSchema },
  }),
};
