/**
 * Every page of the web app as a React Router path pattern: the one list both sides read. The
 * web router takes each route's `path` from here (a test walks its tree against this list) and
 * the server answers these paths with the app and 200, any other path with the app and 404.
 * Plain data, no zod: the public pages' entry bundle imports it.
 *
 * Patterns: `:name` is one path segment, a trailing `*` is the rest of the path.
 */
export const appPages = {
  home: '/',
  login: '/login',
  /** Where a provider sign-in lands with `#token=…`. */
  loginSso: '/login/sso',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  registerConfirm: '/register/confirm',
  publicPage: '/pages/*',
  blog: '/blog',
  blogPost: '/blog/:slug',
  freeResources: '/free-resources',
  freeResource: '/free-resources/:slug',
  notifications: '/notifications',
  reportProblem: '/report-problem',
  messages: '/messages',
  newMessage: '/messages/new',
  messageThread: '/messages/:threadId',
  accountPassword: '/account/password',
  student: {
    home: '/student',
    assignments: '/student/assignments',
    assignment: '/student/assignments/:id',
    review: '/student/assignments/:id/review',
    learn: '/student/learn',
    learnCourse: '/student/learn/courses/:id',
    learnLesson: '/student/learn/lessons/:id',
    revise: '/student/revise',
    progress: '/student/progress',
  },
  teacher: {
    home: '/teacher',
    classes: '/teacher/classes',
    class: '/teacher/classes/:id',
    questions: '/teacher/questions',
    question: '/teacher/questions/:id',
    templates: '/teacher/templates',
    newTemplate: '/teacher/templates/new',
    template: '/teacher/templates/:id',
    assignments: '/teacher/assignments',
    newAssignment: '/teacher/assignments/new',
    editAssignment: '/teacher/assignments/:id/edit',
    assignment: '/teacher/assignments/:id',
    marking: '/teacher/assignments/:id/marking',
    markingQuestion: '/teacher/assignments/:id/marking/questions/:qid',
    markingStudent: '/teacher/assignments/:id/marking/students/:sid',
    markingQueries: '/teacher/assignments/:id/marking/queries',
    results: '/teacher/assignments/:id/results',
    academy: '/teacher/academy',
    academyCourse: '/teacher/academy/courses/:courseId',
    dashboards: '/teacher/dashboards',
    mocks: '/teacher/mocks',
    practiceReview: '/teacher/practice-review',
  },
  school: {
    home: '/school',
    dashboards: '/school/dashboards',
    teachers: '/school/teachers',
    classes: '/school/classes',
    students: '/school/students',
    signIn: '/school/sign-in',
    /** The OneRoster upload: dry run, then apply. */
    roster: '/school/roster',
    /** One person's data: export, erasure and the audit entries about them. */
    person: '/school/people/:id',
    /** The audit log of the school's personal data. */
    audit: '/school/audit',
    /** How long leavers' data is kept. */
    dataProtection: '/school/data-protection',
    subscription: '/school/subscription',
    invoices: '/school/invoices',
    invoice: '/school/invoices/:id',
    mocks: '/school/mocks',
  },
  staff: {
    home: '/staff',
    mocks: '/staff/mocks',
    lessons: '/staff/lessons',
    lesson: '/staff/lessons/:id',
    newMock: '/staff/mocks/new',
    mock: '/staff/mocks/:id',
    examTemplates: '/staff/exam-templates',
    newExamTemplate: '/staff/exam-templates/new',
    examTemplate: '/staff/exam-templates/:id',
    editExamTemplate: '/staff/exam-templates/:id/edit',
    questions: '/staff/questions',
    newQuestion: '/staff/questions/new',
    synonyms: '/staff/questions/synonyms',
    machinePhrases: '/staff/questions/machine-phrases',
    quizQuestions: '/staff/questions/quiz',
    question: '/staff/questions/:id',
    questionImport: '/staff/questions/import',
    pages: '/staff/pages',
    newPage: '/staff/pages/new',
    page: '/staff/pages/:id',
    homeSections: '/staff/home-sections',
    teasers: '/staff/teasers',
    seo: '/staff/seo',
    seoPages: '/staff/seo-pages',
    blog: '/staff/blog',
    newBlogPost: '/staff/blog/new',
    blogPost: '/staff/blog/:id',
    inbox: '/staff/inbox',
    menus: '/staff/menus',
    tips: '/staff/tips',
    prices: '/staff/prices',
    academy: '/staff/academy',
    academyCourse: '/staff/academy/:courseId',
  },
  admin: {
    home: '/admin',
    schools: '/admin/schools',
    users: '/admin/users',
    newSchool: '/admin/schools/new',
    contactInbox: '/admin/inbox',
    contactMessage: '/admin/inbox/:id',
    mailbox: '/admin/mailbox',
    mailboxMessage: '/admin/mailbox/:id',
    invoices: '/admin/invoices',
    invoice: '/admin/invoices/:id',
    signIn: '/admin/sign-in',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AppPagePattern = Leaves<typeof appPages>;

const flatten = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(flatten);

/** Every pattern of `appPages`, in the order written. */
export const appPagePatterns: readonly AppPagePattern[] = flatten(appPages) as AppPagePattern[];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a URL path is one of the app's pages, matched as React Router matches (segments
 * compared without regard to case, a trailing slash ignored, a splat taking the rest, even nothing).
 */
export function isAppPage(pathname: string): boolean {
  const path = segmentsOf(pathname).map((s) => s.toLowerCase());
  return appPagePatterns.some((pattern) => {
    const parts = segmentsOf(pattern);
    const splat = parts[parts.length - 1] === '*';
    const fixed = splat ? parts.slice(0, -1) : parts;
    if (splat ? path.length < fixed.length : path.length !== fixed.length) return false;
    return fixed.every((part, i) => part.startsWith(':') || part.toLowerCase() === path[i]);
  });
}

/**
 * The teacher's assignments list filtered to work waiting for marks, of every time (the filter
 * kept in the address): where the home's "To mark" and the daily marking digest lead.
 */
export const assignmentsToMarkPath = `${appPages.teacher.assignments}?when=all&to_mark=1` as const;

/** The marking page of assignment `id` (its overview of every student's work). */
export const assignmentMarkingPath = (id: number) => appPages.teacher.marking.replace(':id', String(id));

/**
 * The `<meta name>` under which the server's HTML shell names the marketing script the public
 * site loads (MARKETING_SCRIPT_URL); absent: none is loaded.
 */
export const MARKETING_SCRIPT_META = 'markwell:marketing-script';
