import { defineEndpoint } from '../endpoint';
import {
  adminAuditQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  dataProtectionSettingsSchema,
  dataSubjectSchema,
  erasePersonBodySchema,
  erasureResultSchema,
  idParamsSchema,
} from '../index';

const ERASE_DESCRIPTION =
  'Replaces their name and e-mail, removes their password, avatar, the text of their answers, feedback and queries on them, the messages they wrote, notifications, subgroups and comment bank; keeps their marks and memberships, so class and school figures stay as they were. Cannot be undone.';

/**
 * The data-protection module's endpoints, each keyed by its operationId in the API document. The
 * CSV audit logs and the subject access export stream files without a JSON answer: their routes
 * are registered in the old form.
 */
export const dataProtectionEndpoints = {
  getSchoolAudit: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/audit',
    summary: "The school's audit log of personal data, newest first",
    description:
      'Who viewed or changed whose answers, marks, feedback and details, sign-ins, role changes, exports and erasures, with the changes of marks kept by marking. Filter by a person (as actor or subject), an action and whole UTC days; keyset pages.',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  }),
  getAdminAudit: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/audit',
    summary: "One school's audit log (platform admin)",
    description: 'As the school admin sees it, for the school named by `schoolId`.',
    query: adminAuditQuerySchema,
    responses: { 200: auditPageSchema },
  }),
  getSchoolPeopleById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/people/:id',
    summary: 'A student or teacher of the school, with when they left and when their data is erased',
    description:
      "One person of the caller's school as the data protection screens show them: role, whether active, when they left and when their personal data is (or was) anonymised.",
    params: idParamsSchema,
    responses: { 200: dataSubjectSchema },
  }),
  postSchoolPeopleByIdErase: defineEndpoint({
    method: 'POST',
    path: '/api/v2/school/people/:id/erase',
    summary: "Erase a student or teacher of the caller's school: irreversibly anonymise their personal data",
    description: ERASE_DESCRIPTION,
    params: idParamsSchema,
    body: erasePersonBodySchema,
    responses: { 200: erasureResultSchema },
  }),
  postAdminUsersByIdErase: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/users/:id/erase',
    summary: 'Erase a student or teacher of any school (platform admin): irreversibly anonymise their personal data',
    description: ERASE_DESCRIPTION,
    params: idParamsSchema,
    body: erasePersonBodySchema,
    responses: { 200: erasureResultSchema },
  }),
  getSchoolDataProtection: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school/data-protection',
    summary: "How long the school keeps leavers' personal data",
    description:
      'The days after an account is deactivated before the retention job anonymises its personal data, and the default.',
    responses: { 200: dataProtectionSettingsSchema },
  }),
  putSchoolDataProtection: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/school/data-protection',
    summary: "Set how long the school keeps leavers' personal data",
    description: 'Days after an account is deactivated before the retention job anonymises it. Audited.',
    body: dataProtectionSettingsSchema,
    responses: { 200: dataProtectionSettingsSchema },
  }),
};
