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
  schoolGroups: `${V2}/schoolgroups`,
  publicHome: `${V2}/public/home`,
} as const;

/** Where uploaded images are served from (userImage, page images). */
export const uploadsImage = (fileName: string) =>
  `/uploads/images/${fileName.replace(/^\/+/, '').replace(/^uploads\/images\//, '')}`;

export const routes = {
  home: '/',
  login: '/login',
  blog: '/blog',
  contact: '/pages/get-in-touch',
  page: (slug: string) => `/pages/${slug}`,
  notifications: '/notifications',
  messages: '/messages',
  student: {
    home: '/student',
    assignments: '/student/assignments',
    exams: '/student/exams',
    progress: '/student/progress',
  },
  teacher: {
    home: '/teacher',
    classes: '/teacher/classes',
    class: (id: number) => `/teacher/classes/${id}`,
    questionBank: '/teacher/questions',
    examTemplates: '/teacher/exam-templates',
    assignments: '/teacher/assignments',
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
    examTemplates: '/staff/exam-templates',
    pages: '/staff/pages',
    homeSections: '/staff/home-sections',
    seoPages: '/staff/seo-pages',
    blog: '/staff/blog',
  },
  admin: {
    home: '/admin',
    schools: '/admin/schools',
  },
} as const;
