/**
 * The app's page addresses (`routes`), and the API addresses (`api`) of the modules whose
 * endpoints are not yet declared in `@markwell/contracts/endpoints` (those are called with
 * `callEndpoint`, see ADR 0061). Feature code never writes a URL literal; add it here first.
 */
import { assignmentsToMarkPath } from '@markwell/contracts/app-pages';

const V2 = '/api/v2';

export const api = {
  // Public site and content management
  cmsPagePhotos: (id: number) => `${V2}/cmspages/${id}/photos`,
  cmsPagePhoto: (id: number) => `${V2}/cmspages/${id}/photo`,
  teaserPagePhotos: (id: number) => `${V2}/teaserpages/${id}/photos`,
  teaserPagePhoto: (id: number) => `${V2}/teaserpages/${id}/photo`,
  seoPageImages: (id: number, kind: 'og' | 'twitter') => `${V2}/seopages/${id}/${kind}photos`,
  seoPageImage: (id: number, kind: 'og' | 'twitter') => `${V2}/seopages/${id}/${kind}photo`,
  blogPostPhotos: (id: number) => `${V2}/blogposts/${id}/photos`,
  blogPostPhoto: (id: number) => `${V2}/blogposts/${id}/photo`,
  // Mock exams across schools
  /** CSV of every student's result of session :id (outside /api/v2). */
  mockSessionExport: (id: number) => `/admin/mock-exam/export-session/${id}`,
  /** CSV of every student's result of central template :id (outside /api/v2). */
  centralTemplateExport: (templateId: number) => `/admin/central-exam/export-data/${templateId}`,
  // Teacher academy (teachers) and its course editor (content staff)
  /** PATCH: enrol (status change 0), deactivate (1) or reactivate (2). */
  academyStatus: (courseId: number, action: 'enroll' | 'deactivate' | 'reactivate') => `${V2}/${courseId}/${action}`,
  /** PATCH: take a course again (a fresh attempt; earlier ones kept). */
  academyTakeAgain: (courseId: number) => `${V2}/agains/${courseId}/take`,
  // School administration
  /** GET: everything held about the person, as a zip (subject access export). */
  schoolPersonExport: (id: number) => `${V2}/school/people/${id}/export`,
  /** GET ?personId&action&from&to: the school's audit log as CSV. */
  schoolAuditCsv: `${V2}/school/audit.csv`,
  // Registration, subscriptions and invoices
  // Marking an assignment (teachers): its figures as downloads (the file streams stay out of contracts).
  /** GET: the same figures as a spreadsheet (formula-safe). */
  statisticCsv: (assignmentId: number) => `${V2}/mafanswers/${assignmentId}/statistic/csv`,
  /** GET: the released marks as a OneRoster 1.2 gradebook zip (lineItems.csv, results.csv). */
  onerosterGradebook: (assignmentId: number) => `${V2}/mafanswers/${assignmentId}/oneroster-gradebook`,
} as const;

/** Where uploaded images are served from (userImage, page images). */
export const uploadsImage = (fileName: string) =>
  `/uploads/images/${fileName.replace(/^\/+/, '').replace(/^uploads\/images\//, '')}`;

export const routes = {
  home: '/',
  login: '/login',
  /** A provider sign-in lands here with `#token=…`. */
  loginSso: '/login/sso',
  forgotPassword: '/forgot-password',
  /** The e-mailed link adds `#token=…` (a fragment: never sent to the server or in a Referer). */
  resetPassword: '/reset-password',
  /** Registration of a school or coach (public). */
  register: '/register',
  /** The e-mailed link adds `#token=…`. */
  registerConfirm: '/register/confirm',
  account: {
    password: '/account/password',
  },
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  freeResources: '/free-resources',
  freeResource: (slug: string) => `/free-resources/${slug}`,
  contact: '/pages/get-in-touch',
  page: (slug: string) => `/pages/${slug}`,
  notifications: '/notifications',
  /** Messages between teachers, students and school admins of a school. */
  messages: '/messages',
  newMessage: '/messages/new',
  messageThread: (id: number) => `/messages/${id}`,
  reportProblem: '/report-problem',
  /** The report form prefilled with the page (path and query) and/or question concerned. */
  reportProblemAbout: (about: { url?: string; questionId?: number }) => {
    const q = new URLSearchParams();
    if (about.url) q.set('url', about.url);
    if (about.questionId !== undefined) q.set('questionId', String(about.questionId));
    const qs = q.toString();
    return qs ? `/report-problem?${qs}` : '/report-problem';
  },
  student: {
    home: '/student',
    assignments: '/student/assignments',
    /** The exam screen of assignment :id. */
    assignment: (id: number) => `/student/assignments/${id}`,
    /** The student's released marks and feedback on assignment :id. */
    review: (id: number) => `/student/assignments/${id}/review`,
    /** The courses the student's classes follow. */
    learn: '/student/learn',
    learnCourse: (id: number) => `/student/learn/courses/${id}`,
    learnLesson: (id: number) => `/student/learn/lessons/${id}`,
    /** Today's revision. */
    revise: '/student/revise',
    /** The student's own progress: completion and live scores per course, what to revise, work due. */
    progress: '/student/progress',
  },
  teacher: {
    home: '/teacher',
    classes: '/teacher/classes',
    class: (id: number) => `/teacher/classes/${id}`,
    questionBank: '/teacher/questions',
    question: (id: number) => `/teacher/questions/${id}`,
    examTemplates: '/teacher/templates',
    newExamTemplate: '/teacher/templates/new',
    examTemplate: (id: number) => `/teacher/templates/${id}`,
    assignments: '/teacher/assignments',
    /** The assignments list filtered to work waiting for marks, of every time (the filter in the address). */
    assignmentsToMark: assignmentsToMarkPath,
    /** The set-up form, for a template when given. */
    newAssignment: (templateId?: number) =>
      templateId === undefined ? '/teacher/assignments/new' : `/teacher/assignments/new?template=${templateId}`,
    /** The set-up form of practice: lessons or a topic to practise to a target. */
    newPractice: '/teacher/assignments/new?kind=practice',
    assignment: (id: number) => `/teacher/assignments/${id}`,
    editAssignment: (id: number) => `/teacher/assignments/${id}/edit`,
    /** Marking an assignment: progress by question and by student, release. */
    assignmentMarking: (id: number) => `/teacher/assignments/${id}/marking`,
    markQuestion: (id: number, questionId: number) => `/teacher/assignments/${id}/marking/questions/${questionId}`,
    markStudent: (id: number, studentId: number) => `/teacher/assignments/${id}/marking/students/${studentId}`,
    /** Students' queries on released marks. */
    markQueries: (id: number) => `/teacher/assignments/${id}/marking/queries`,
    assignmentResults: (id: number) => `/teacher/assignments/${id}/results`,
    academy: '/teacher/academy',
    academyTab: (tab: 'courses' | 'mine' | 'progress') => `/teacher/academy?tab=${tab}`,
    academyCourse: (id: number) => `/teacher/academy/courses/${id}`,
    /** Live scores, progress, exams, checkpoints and assignments of the teacher's classes (`?tab=`). */
    dashboards: '/teacher/dashboards',
    /** Mock exams offered to the school: set them to classes, compare results. */
    mocks: '/teacher/mocks',
    /** Practice answers of the teacher's classes the engine was unsure of. */
    practiceReview: '/teacher/practice-review',
  },
  school: {
    home: '/school',
    /** The same dashboards over every class of the school (`?tab=`). */
    dashboards: '/school/dashboards',
    teachers: '/school/teachers',
    classes: '/school/classes',
    students: '/school/students',
    /** Sign-in with the school's identity provider (OpenID Connect). */
    signIn: '/school/sign-in',
    /** Upload the school's OneRoster zip: dry run, then apply. */
    roster: '/school/roster',
    subscription: '/school/subscription',
    invoices: '/school/invoices',
    invoice: (id: number) => `/school/invoices/${id}`,
    mocks: '/school/mocks',
    /** One person's data: export, erasure and the audit entries about them. */
    person: (id: number) => `/school/people/${id}`,
    audit: '/school/audit',
    dataProtection: '/school/data-protection',
  },
  staff: {
    home: '/staff',
    /** Lessons of the platform's courses: tutorial, video and practice questions. */
    lessons: '/staff/lessons',
    lesson: (id: number) => `/staff/lessons/${id}`,
    /** Mock sessions: list, create, edit, results and exports. */
    mocks: '/staff/mocks',
    newMock: '/staff/mocks/new',
    mock: (id: number) => `/staff/mocks/${id}`,
    /** Central exam templates and the topics each closes as its checkpoint. */
    examTemplates: '/staff/exam-templates',
    newExamTemplate: '/staff/exam-templates/new',
    examTemplate: (id: number) => `/staff/exam-templates/${id}`,
    /** The builder, saving through the central endpoints. */
    editExamTemplate: (id: number) => `/staff/exam-templates/${id}/edit`,
    questions: '/staff/questions',
    questionImport: '/staff/questions/import',
    newQuestion: '/staff/questions/new',
    question: (id: number) => `/staff/questions/${id}`,
    synonyms: '/staff/questions/synonyms',
    machinePhrases: '/staff/questions/machine-phrases',
    quizQuestions: '/staff/questions/quiz',
    pages: '/staff/pages',
    newPage: '/staff/pages/new',
    page: (id: number) => `/staff/pages/${id}`,
    homeSections: '/staff/home-sections',
    teasers: '/staff/teasers',
    seoPages: '/staff/seo-pages',
    seo: '/staff/seo',
    blog: '/staff/blog',
    newBlogPost: '/staff/blog/new',
    blogPost: (id: number) => `/staff/blog/${id}`,
    inbox: '/staff/inbox',
    academy: '/staff/academy',
    academyCourse: (id: number) => `/staff/academy/${id}`,
    menus: '/staff/menus',
    tips: '/staff/tips',
    prices: '/staff/prices',
  },
  admin: {
    home: '/admin',
    schools: '/admin/schools',
    users: '/admin/users',
    newSchool: '/admin/schools/new',
    /** Messages sent through the public contact form. */
    inbox: '/admin/inbox',
    inboxMessage: (id: number) => `/admin/inbox/${id}`,
    /** E-mails kept because no SMTP server is configured. */
    mailbox: '/admin/mailbox',
    mailboxMessage: (id: number) => `/admin/mailbox/${id}`,
    /** Every school's invoices: mark them paid. */
    invoices: '/admin/invoices',
    invoice: (id: number) => `/admin/invoices/${id}`,
    /** Platform-wide identity providers (OpenID Connect) every school may sign in with. */
    signIn: '/admin/sign-in',
  },
} as const;
