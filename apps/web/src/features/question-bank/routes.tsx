import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The content staff's question bank, mounted by src/app/feature-routes.ts under `/staff` (content
 * staff and admins). /staff/questions/import belongs to features/question-import.
 */
export const questionBankRoutes: RouteObject[] = [
  {
    path: appPages.staff.questions,
    element: lazyPage(
      () => import('./components/QuestionListPage'),
      (m) => m.QuestionListPage,
    ),
  },
  {
    path: appPages.staff.newQuestion,
    element: lazyPage(
      () => import('./components/QuestionEditorPage'),
      (m) => m.QuestionEditorPage,
    ),
  },
  {
    path: appPages.staff.synonyms,
    element: lazyPage(
      () => import('./components/SynonymsPage'),
      (m) => m.SynonymsPage,
    ),
  },
  {
    path: appPages.staff.machinePhrases,
    element: lazyPage(
      () => import('./components/MachinePhrasesPage'),
      (m) => m.MachinePhrasesPage,
    ),
  },
  {
    path: appPages.staff.quizQuestions,
    element: lazyPage(
      () => import('./components/QuizQuestionListPage'),
      (m) => m.QuizQuestionListPage,
    ),
  },
  {
    path: appPages.staff.question,
    element: lazyPage(
      () => import('./components/QuestionEditorPage'),
      (m) => m.QuestionEditorPage,
    ),
  },
];

/** The teachers' read-only question bank, mounted under `/teacher`. */
export const teacherQuestionBankRoutes: RouteObject[] = [
  {
    path: appPages.teacher.questions,
    element: lazyPage(
      () => import('./components/teacher/TeacherQuestionListPage'),
      (m) => m.TeacherQuestionListPage,
    ),
  },
  {
    path: appPages.teacher.question,
    element: lazyPage(
      () => import('./components/teacher/TeacherQuestionPage'),
      (m) => m.TeacherQuestionPage,
    ),
  },
];
