/**
 * Role-based navigation: the sections each role sees, used by the header navigation and
 * by the cards of each role home. Add an area here when its screens exist (or will soon).
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
  student: [
    { label: 'Assignments', to: routes.student.assignments, description: 'Work set by your teachers.', primary: true },
    { label: 'Exams', to: routes.student.exams, description: 'Exams and mock exams to sit online.', primary: true },
    {
      label: 'My progress',
      to: routes.student.progress,
      description: 'Your live scores lesson by lesson.',
      primary: true,
    },
  ],
  teacher: [
    { label: 'Classes', to: routes.teacher.classes, description: 'Your classes and their students.', primary: true },
    {
      label: 'Question bank',
      to: routes.teacher.questionBank,
      description: 'Questions with mark schemes.',
      primary: true,
    },
    { label: 'Exam templates', to: routes.teacher.examTemplates, description: 'Build exams from the bank.' },
    {
      label: 'Assignments',
      to: routes.teacher.assignments,
      description: 'Set work and follow submissions.',
      primary: true,
    },
    { label: 'Marking', to: routes.teacher.marking, description: 'Mark answers and give feedback.' },
    { label: 'Progress', to: routes.teacher.progress, description: 'Live scores, checkpoints and exam results.' },
    { label: 'Teacher academy', to: routes.teacher.academy, description: 'Courses to enrol in.' },
  ],
  schooladmin: [
    { label: 'Teachers', to: routes.school.teachers, description: 'Invite and manage your teachers.', primary: true },
    { label: 'Classes', to: routes.school.classes, description: 'Classes, their courses and teachers.', primary: true },
    { label: 'Students', to: routes.school.students, description: 'Student accounts and class lists.', primary: true },
  ],
  staff: [
    {
      label: 'Questions',
      to: routes.staff.questions,
      description: 'The central question bank and marking points.',
      primary: true,
    },
    { label: 'Exam templates', to: routes.staff.examTemplates, description: 'Central and mock exam templates.' },
    { label: 'Pages', to: routes.staff.pages, description: 'CMS pages of the public site.', primary: true },
    { label: 'Home page', to: routes.staff.homeSections, description: 'Sections of the public home page.' },
    { label: 'SEO pages', to: routes.staff.seoPages, description: 'Titles, descriptions and share images.' },
    { label: 'Blog', to: routes.staff.blog, description: 'Blog posts and free resources.', primary: true },
  ],
  admin: [
    { label: 'Schools', to: routes.admin.schools, description: 'Schools, subscriptions and owners.', primary: true },
  ],
};
