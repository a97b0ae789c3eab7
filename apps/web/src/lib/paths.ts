/**
 * Every URL the web app uses, in one place: API endpoints (`api`) and app routes (`routes`).
 * Feature code never writes a URL literal; add it here first.
 */

const V2 = '/api/v2';

export const api = {
  /** POST {username, password} -> {token}. Outside /api/v2. */
  loginCheck: '/login_check',
  me: `${V2}/me`,
  notifications: `${V2}/notifications`,
  /** PATCH: mark one of the caller's notifications read. */
  notificationRead: (id: number) => `${V2}/notifications/${id}/read`,
  /** PATCH: mark all the caller's notifications read. */
  notificationsRead: `${V2}/notifications/read`,
  schoolGroups: `${V2}/schoolgroups`,
  schoolGroupCourses: `${V2}/schoolgroups/courses`,
  /** Students of class :id with their subgroups (teachers). */
  classStudents: (groupId: number) => `${V2}/filters/${groupId}/students`,
  /** Chapters, topics and lessons of course :id (teachers and staff). */
  courseLessons: (courseId: number) => `${V2}/filters/${courseId}/lessons`,
  adminSchools: `${V2}/admin/schools`,
  publicHome: `${V2}/public/home`,
  // Public site and content management
  publicPage: (slug: string) => `${V2}/public/pages/${encodeURIComponent(slug)}`,
  sendContact: `${V2}/send/contact`,
  sendProblem: `${V2}/sendproblem`,
  blogs: `${V2}/blogs`,
  blog: (slug: string) => `${V2}/blogs/${encodeURIComponent(slug)}`,
  blogTags: `${V2}/blog/tags`,
  cmsPages: `${V2}/cmspages`,
  cmsPage: (id: number) => `${V2}/cmspages/${id}`,
  cmsPagePhotos: (id: number) => `${V2}/cmspages/${id}/photos`,
  cmsPagePhoto: (id: number) => `${V2}/cmspages/${id}/photo`,
  homeSections: `${V2}/cmshomepagesections`,
  homeSection: (id: number) => `${V2}/cmshomepagesections/${id}`,
  teaserPages: `${V2}/teaserpages`,
  teaserPage: (id: number) => `${V2}/teaserpages/${id}`,
  teaserPagePhotos: (id: number) => `${V2}/teaserpages/${id}/photos`,
  teaserPagePhoto: (id: number) => `${V2}/teaserpages/${id}/photo`,
  seoPages: `${V2}/seopages`,
  seoPage: (id: number) => `${V2}/seopages/${id}`,
  seoPageImages: (id: number, kind: 'og' | 'twitter') => `${V2}/seopages/${id}/${kind}photos`,
  seoPageImage: (id: number, kind: 'og' | 'twitter') => `${V2}/seopages/${id}/${kind}photo`,
  blogPosts: `${V2}/blogposts`,
  blogPost: (id: number) => `${V2}/blogposts/${id}`,
  blogPostPhotos: (id: number) => `${V2}/blogposts/${id}/photos`,
  blogPostPhoto: (id: number) => `${V2}/blogposts/${id}/photo`,
  blogPostFiles: (id: number) => `${V2}/blogposts/${id}/files`,
  blogPostFile: (id: number, fileId: number) => `${V2}/blogposts/${id}/files/${fileId}`,
  problemReports: `${V2}/problemreports`,
  contactMessages: `${V2}/contactmessages`,
  // Question imports (the file routes are outside /api/v2)
  curriculas: `${V2}/curriculas`,
  importQuestionsFile: (kind: 'maf' | 'quiz') => `/import/questions/${kind}/file`,
  importQuestionsBatch: (kind: 'maf' | 'quiz', id: number) => `/import/questions/${kind}/batch/${id}`,
  importQuestionsTemplate: (kind: 'maf' | 'quiz') => `/import/questions/${kind}/template.csv`,
  // Question bank
  curriculases: `${V2}/curriculases`,
  curriculasesLessons: (id: number) => `${V2}/curriculases/${id}/courses/lessons`,
  questionMafs: `${V2}/questionmafs`,
  /** Multiple-choice (quiz) questions, read-only. */
  quizQuestions: `${V2}/questions`,
  questionMaf: (id: number) => `${V2}/questionmafs/${id}`,
  questionMafPhotos: (id: number) => `${V2}/questionmafs/${id}/photos`,
  questionMafMedia: (id: number) => `${V2}/questionmafs/${id}/media`,
  questionMafTry: (id: number) => `${V2}/questionmafs/${id}/try`,
  questionMafPoints: (id: number) => `${V2}/questionmafs/${id}/makingpoints`,
  questionMafPoint: (id: number, pid: number) => `${V2}/questionmafs/${id}/makingpoints/${pid}`,
  questionMafEditView: (id: number) => `${V2}/questionmafedits/${id}/makingpoints`,
  questionStructures: (id: number) => `${V2}/questions/${id}/structures`,
  questionStructure: (id: number) => `${V2}/questions/${id}/structure`,
  mafSynonyms: `${V2}/mafsynonyms`,
  mafSynonym: (id: number) => `${V2}/mafsynonyms/${id}`,
  machinePhraseQueue: `${V2}/markingpoints/machines`,
  markingPointMachines: (pointId: number) => `${V2}/markingpoints/${pointId}/machines`,
  machinePhrase: (id: number) => `${V2}/markingpoints/${id}/machine`,
  // Exam templates and assignments (teachers)
  examTemplates: `${V2}/examtemplates`,
  examTemplate: (id: number) => `${V2}/examtemplates/${id}`,
  /** The builder's tree: sections -> questions -> marking points. */
  examTemplateTwigs: (id: number) => `${V2}/examtemplates/${id}/twigs`,
  /** The template browser: search, filters, paged. */
  examTemplatesSearch: `${V2}/examstemplate`,
  /** Platform-wide templates made by content staff. */
  centralTemplates: `${V2}/central/template`,
  /** Bank questions that can go into an exam (free text with marking points). */
  examQuestions: `${V2}/questionmaf/exam`,
  assignments: `${V2}/mafassignments`,
  assignment: (id: number) => `${V2}/mafassignments/${id}`,
  /** PATCH: e-mail the assignment's students. */
  assignmentEmails: (id: number, kind: 'new' | 'reminder' | 'changed') => `${V2}/mafassignments/${id}/emails/${kind}`,
  // School administration
  schoolOverview: `${V2}/school/overview`,
  schoolTeachers: `${V2}/school/teachers`,
  schoolTeacher: (id: number) => `${V2}/school/teachers/${id}`,
  schoolClasses: `${V2}/school/groups`,
  schoolClass: (id: number) => `${V2}/school/groups/${id}`,
  schoolClassOptions: `${V2}/school/groups/options`,
  schoolStudents: `${V2}/school/students`,
  schoolStudent: (id: number) => `${V2}/school/students/${id}`,
  schoolStudentsImport: `${V2}/school/students/import`,
  schoolStudentsImportCheck: `${V2}/school/students/import/check`,
  // Sitting exams (students); :id is the assignment id, :qid the bank question id. A student's
  // own assignments list is `assignments` above (the same route answers students with their view).
  /** GET: open (or resume) the caller's attempt at assignment :id, questions without the mark scheme. */
  attempt: (assignmentId: number) => `${V2}/mafanswers/${assignmentId}`,
  /** POST: save one answer with its client revision; GET: read it back. */
  attemptAnswer: (assignmentId: number, questionId: number) =>
    `${V2}/mafanswers/${assignmentId}/questions/${questionId}`,
  /** PATCH: the student submits their attempt at assignment :id. */
  submitAttempt: (assignmentId: number) => `${V2}/mafassignments/${assignmentId}/email/submit`,
} as const;

/** Where uploaded images are served from (userImage, page images). */
export const uploadsImage = (fileName: string) =>
  `/uploads/images/${fileName.replace(/^\/+/, '').replace(/^uploads\/images\//, '')}`;

export const routes = {
  home: '/',
  login: '/login',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  freeResources: '/free-resources',
  freeResource: (slug: string) => `/free-resources/${slug}`,
  contact: '/pages/get-in-touch',
  page: (slug: string) => `/pages/${slug}`,
  notifications: '/notifications',
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
    exams: '/student/exams',
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
    /** The set-up form, for a template when given. */
    newAssignment: (templateId?: number) =>
      templateId === undefined ? '/teacher/assignments/new' : `/teacher/assignments/new?template=${templateId}`,
    assignment: (id: number) => `/teacher/assignments/${id}`,
    editAssignment: (id: number) => `/teacher/assignments/${id}/edit`,
    marking: '/teacher/marking',
    progress: '/teacher/progress',
    academy: '/teacher/academy',
  },
  school: {
    home: '/school',
    teachers: '/school/teachers',
    classes: '/school/classes',
    students: '/school/students',
  },
  staff: {
    home: '/staff',
    questions: '/staff/questions',
    questionImport: '/staff/questions/import',
    newQuestion: '/staff/questions/new',
    question: (id: number) => `/staff/questions/${id}`,
    synonyms: '/staff/questions/synonyms',
    machinePhrases: '/staff/questions/machine-phrases',
    quizQuestions: '/staff/questions/quiz',
    examTemplates: '/staff/exam-templates',
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
  },
  admin: {
    home: '/admin',
    schools: '/admin/schools',
  },
} as const;
