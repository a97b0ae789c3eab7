// Teacher academy rules: the enrolment life cycle and the marking of lesson quizzes.
export {
  ACADEMY_ACTIONS,
  ACADEMY_LEGAL_FROM,
  ACADEMY_STATUS_CODES,
  ACADEMY_STATUSES,
  academyProgressPercent,
  academyTransition,
  type AcademyAction,
  type AcademyStatus,
  type AcademyTransition,
} from './status';
export { markAcademyQuiz, type AcademyQuizQuestion, type AcademyQuizResult } from './quiz';
