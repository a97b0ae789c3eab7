/**
 * Role-based navigation: the sections each role sees, used by the header navigation and
 * by the cards of each role home. Every `to` must be a route that exists:
 * app/__tests__/navigation.test.ts walks this table against the route tree and fails on a
 * dead link, so an area is listed here in the same change that mounts its routes.
 */
import type { Role } from '@markwell/contracts/auth';
import { routes } from './paths';

export interface NavSection {
  label: string;
  to: string;
  description: string;
  /** Shown in the header navigation too (the main areas only; the rest are cards). */
  primary?: boolean;
}

export const NAVIGATION: Readonly<Record<Role, readonly NavSection[]>> = {
  // The student home lists the student's classes and their courses itself.
  student: [
    {
      label: 'Learn',
      to: routes.student.learn,
      description: 'Your courses lesson by lesson: read, practise with marks at once, see your progress.',
      primary: true,
    },
    {
      label: 'Revise',
      to: routes.student.revise,
      description: 'Questions you have met, back when they are due.',
      primary: true,
    },
    {
      label: 'Progress',
      to: routes.student.progress,
      description: 'How far you are in each course, your live scores by topic, what to revise next and work due.',
      primary: true,
    },
    {
      label: 'Assignments',
      to: routes.student.assignments,
      description: 'Exams set to you: to do, in progress, submitted and marked, with due dates.',
      primary: true,
    },
  ],
  teacher: [
    {
      label: 'Classes',
      to: routes.teacher.classes,
      description: 'Your classes, their students and courses.',
      primary: true,
    },
    {
      label: 'Question bank',
      to: routes.teacher.questionBank,
      description: 'Questions and mark schemes of your curricula; see how answers are marked.',
      primary: true,
    },
    {
      label: 'Templates',
      to: routes.teacher.examTemplates,
      description: 'Build exams from the question bank, in sections, and preview them as students see them.',
      primary: true,
    },
    {
      label: 'Assignments',
      to: routes.teacher.assignments,
      description: 'Set exams to classes and students, and follow who has started and submitted.',
      primary: true,
    },
    {
      label: 'Dashboards',
      to: routes.teacher.dashboards,
      // A card of the home, not a header link: a sixth link wraps the header onto two lines.
      description: 'Live scores, progress, exams, checkpoints and assignments of your classes.',
    },
    {
      label: 'Mock exams',
      to: routes.teacher.mocks,
      description: 'Mock exams offered to your school: set them to your classes and compare with every school.',
    },
    {
      label: 'Practice to review',
      to: routes.teacher.practiceReview,
      description: 'Practice answers of your classes the marking was unsure of: confirm or change the mark.',
    },
    {
      label: 'Academy',
      to: routes.teacher.academy,
      description: 'Short courses for teachers: enrol, work through the lessons and track your progress.',
      primary: true,
    },
  ],
  schooladmin: [
    { label: 'Teachers', to: routes.school.teachers, description: 'Invite and manage your teachers.', primary: true },
    { label: 'Classes', to: routes.school.classes, description: 'Classes, their courses and teachers.', primary: true },
    { label: 'Students', to: routes.school.students, description: 'Student accounts and class lists.', primary: true },
    {
      label: 'Dashboards',
      to: routes.school.dashboards,
      description: 'Live scores, progress, exams, checkpoints and assignments of every class of the school.',
      primary: true,
    },
    {
      label: 'Sign-in',
      to: routes.school.signIn,
      description: 'Sign in with Google, Microsoft or your own identity provider; require it for students or teachers.',
    },
    {
      label: 'Roster',
      to: routes.school.roster,
      description: 'Keep classes in step with your information system: upload its OneRoster 1.2 CSV zip.',
    },
    {
      label: 'Subscription',
      to: routes.school.subscription,
      description: 'Your subjects and plan; add or drop subjects.',
    },
    { label: 'Invoices', to: routes.school.invoices, description: 'Invoices and credit notes, printable and as PDF.' },
    {
      label: 'Mock exams',
      to: routes.school.mocks,
      description: 'Mock exams offered to your school: set them to classes and compare with every school.',
    },
    {
      label: 'Audit log',
      to: routes.school.audit,
      description: 'Who read or changed whose answers, marks and details; sign-ins and role changes.',
    },
    {
      label: 'Data protection',
      to: routes.school.dataProtection,
      description: "How long leavers' personal data is kept; exports and erasure are on each person's page.",
    },
  ],
  staff: [
    {
      label: 'Questions',
      to: routes.staff.questions,
      description: 'The central question bank and marking points.',
      primary: true,
    },
    {
      label: 'Import questions',
      to: routes.staff.questionImport,
      description: 'Upload questions from a spreadsheet or quiz file.',
    },
    {
      label: 'Multiple-choice questions',
      to: routes.staff.quizQuestions,
      description: 'Quiz questions imported from spreadsheets.',
    },
    { label: 'Synonyms', to: routes.staff.synonyms, description: 'Words the marking treats as the same.' },
    {
      label: 'Machine phrases',
      to: routes.staff.machinePhrases,
      description: 'Review phrases proposed for automatic marking.',
    },
    { label: 'Pages', to: routes.staff.pages, description: 'CMS pages of the public site.', primary: true },
    { label: 'Home page', to: routes.staff.homeSections, description: 'Sections of the public home page.' },
    { label: 'Site menus', to: routes.staff.menus, description: 'The links of the public header and footer.' },
    { label: 'Tips', to: routes.staff.tips, description: 'The tips shown to teachers and students in the app.' },
    { label: 'SEO pages', to: routes.staff.seo, description: 'Titles, descriptions and share images.' },
    { label: 'Blog', to: routes.staff.blog, description: 'Blog posts and free resources.', primary: true },
    {
      label: 'Lessons',
      to: routes.staff.lessons,
      description: 'Tutorials, videos and practice questions of the lessons students learn from.',
    },
    { label: 'Academy courses', to: routes.staff.academy, description: 'Courses and lessons of the teacher academy.' },
    { label: 'Subject prices', to: routes.staff.prices, description: 'Monthly subject prices per school type.' },
    {
      label: 'Central exam templates',
      to: routes.staff.examTemplates,
      description: 'Build templates for every school; make one the checkpoint of a topic.',
    },
    {
      label: 'Mock exams',
      to: routes.staff.mocks,
      description: 'Offer central templates to schools as mock exams; results by school and CSV exports.',
      primary: true,
    },
  ],
  admin: [
    {
      label: 'Schools',
      to: routes.admin.schools,
      description: 'Every school with its type and head counts.',
      primary: true,
    },
    { label: 'Users', to: routes.admin.users, description: 'Find anyone across schools; reset a password.' },
    { label: 'New school', to: routes.admin.newSchool, description: 'Open a school with its owner account.' },
    {
      label: 'Contact inbox',
      to: routes.admin.inbox,
      description: 'Messages sent through the public contact form; mark them handled.',
      primary: true,
    },
    {
      label: 'Invoices',
      to: routes.admin.invoices,
      description: "Every school's invoices: find the unpaid ones and mark them paid when the money arrives.",
    },
    {
      label: 'Sign-in providers',
      to: routes.admin.signIn,
      description:
        'Platform-wide identity providers (Google, Microsoft or any OpenID Connect issuer) by e-mail domain.',
    },
    {
      label: 'Mailbox',
      to: routes.admin.mailbox,
      description: 'E-mails the platform would have sent (no mail server set up), with their links.',
    },
    {
      label: 'Content staff area',
      to: routes.staff.home,
      description: 'The question bank, imports, public pages and blog, as content staff see them.',
    },
  ],
};
