/**
 * The OneRoster 1.2 CSV files Markwell reads and writes, with their columns exactly as the
 * 1EdTech OneRoster CSV Binding 1.2 (Final Release 1.2.1, section 3 "CSV format", one table per
 * file) spells them and in the order it gives. A header row must start with these names in this
 * order; the binding lets a file carry extension columns after them (`metadata.*`).
 */

/** Section 3.x manifest.csv: one `propertyName,value` row per property. */
export const MANIFEST_COLUMNS = ['propertyName', 'value'] as const;

/** Section 3.x academicSessions.csv. */
export const ACADEMIC_SESSIONS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'title',
  'type',
  'startDate',
  'endDate',
  'parentSourcedId',
  'schoolYear',
] as const;

/** Section 3.x classes.csv. */
export const CLASSES_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'title',
  'grades',
  'courseSourcedId',
  'classCode',
  'classType',
  'location',
  'schoolSourcedId',
  'termSourcedIds',
  'subjects',
  'subjectCodes',
  'periods',
] as const;

/** Section 3.x courses.csv. */
export const COURSES_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'schoolYearSourcedId',
  'title',
  'courseCode',
  'grades',
  'orgSourcedId',
  'subjects',
  'subjectCodes',
] as const;

/** Section 3.x enrollments.csv. */
export const ENROLLMENTS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'classSourcedId',
  'schoolSourcedId',
  'userSourcedId',
  'role',
  'primary',
  'beginDate',
  'endDate',
] as const;

/** Section 3.x orgs.csv. */
export const ORGS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'name',
  'type',
  'identifier',
  'parentSourcedId',
] as const;

/** Section 3.x roles.csv (new in 1.2: a user's role in an org moved here from users.csv). */
export const ROLES_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'userSourcedId',
  'roleType',
  'role',
  'beginDate',
  'endDate',
  'orgSourcedId',
  'userProfileSourcedId',
] as const;

/** Section 3.x users.csv (1.2: no `role` or `orgSourcedIds`; those are in roles.csv). */
export const USERS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'enabledUser',
  'username',
  'userIds',
  'givenName',
  'familyName',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
  'userMasterIdentifier',
  'resourceSourcedIds',
  'preferredGivenName',
  'preferredMiddleName',
  'preferredFamilyName',
  'primaryOrgSourcedId',
  'pronouns',
] as const;

/** Gradebook, section 3.x categories.csv. */
export const CATEGORIES_COLUMNS = ['sourcedId', 'status', 'dateLastModified', 'title', 'weight'] as const;

/**
 * Gradebook, section 3.x lineItems.csv (1.2: `academicSessionSourcedId` where 1.1 had
 * `gradingPeriodSourcedId`, and `schoolSourcedId` added; both required).
 */
export const LINE_ITEMS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'title',
  'description',
  'assignDate',
  'dueDate',
  'classSourcedId',
  'categorySourcedId',
  'academicSessionSourcedId',
  'resultValueMin',
  'resultValueMax',
  'schoolSourcedId',
] as const;

/** Gradebook, section 3.x results.csv (1.2 adds the columns after `comment`). */
export const RESULTS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'lineItemSourcedId',
  'studentSourcedId',
  'scoreStatus',
  'score',
  'scoreDate',
  'comment',
  'textScore',
  'classSourcedId',
  'inProgress',
  'incomplete',
  'late',
  'missing',
] as const;

/** Every file of the 1.2 binding, as its manifest names them (`file.<name>`: bulk, delta or absent). */
export const MANIFEST_FILE_NAMES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;

/** The roster files read from an upload, by their file name in the zip. */
export const ROSTER_FILE_COLUMNS = {
  'manifest.csv': MANIFEST_COLUMNS,
  'orgs.csv': ORGS_COLUMNS,
  'academicSessions.csv': ACADEMIC_SESSIONS_COLUMNS,
  'courses.csv': COURSES_COLUMNS,
  'classes.csv': CLASSES_COLUMNS,
  'users.csv': USERS_COLUMNS,
  'roles.csv': ROLES_COLUMNS,
  'enrollments.csv': ENROLLMENTS_COLUMNS,
} as const;
export type RosterFileName = keyof typeof ROSTER_FILE_COLUMNS;

/** Files a bulk roster must carry (manifest `file.<name>` = `bulk`); roles.csv is optional. */
export const REQUIRED_ROSTER_FILES = [
  'orgs.csv',
  'academicSessions.csv',
  'courses.csv',
  'classes.csv',
  'users.csv',
  'enrollments.csv',
] as const satisfies readonly RosterFileName[];

/** The 1.2 vocabularies (section 4 "enumerated vocabularies") the import checks. */
export const STATUS_VALUES = ['active', 'tobedeleted'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ORG_TYPES = ['department', 'district', 'local', 'national', 'school', 'state'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
export const USER_ROLES = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
export const SCORE_STATUSES = ['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted'] as const;
