import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The content staff's question bank, mounted by src/app/feature-routes.ts under `/staff` (content
 * staff and admins). /staff/questions/import belongs to features/question-import.
 */
export const questionBankRoutes: RouteObject[] = [
  {
    path: 'questions',
    element: lazyPage(
      () => import('./components/QuestionListPage'),
      (m) => m.QuestionListPage,
    ),
  },
  {
    path: 'questions/new',
    element: lazyPage(
      () => import('./components/QuestionEditorPage'),
      (m) => m.QuestionEditorPage,
    ),
  },
  {
    path: 'questions/synonyms',
    element: lazyPage(
      () => import('./components/SynonymsPage'),
      (m) => m.SynonymsPage,
    ),
  },
  {
    path: 'questions/machine-phrases',
    element: lazyPage(
      () => import('./components/MachinePhrasesPage'),
      (m) => m.MachinePhrasesPage,
    ),
  },
  {
    path: 'questions/quiz',
    element: lazyPage(
      () => import('./components/QuizQuestionListPage'),
      (m) => m.QuizQuestionListPage,
    ),
  },
  {
    path: 'questions/:id',
    element: lazyPage(
      () => import('./components/QuestionEditorPage'),
      (m) => m.QuestionEditorPage,
    ),
  },
];

/** The teachers' read-only question bank, mounted under `/teacher`. */
export const teacherQuestionBankRoutes: RouteObject[] = [
  {
    path: 'questions',
    element: lazyPage(
      () => import('./components/teacher/TeacherQuestionListPage'),
      (m) => m.TeacherQuestionListPage,
    ),
  },
  {
    path: 'questions/:id',
    element: lazyPage(
      () => import('./components/teacher/TeacherQuestionPage'),
      (m) => m.TeacherQuestionPage,
    ),
  },
];
