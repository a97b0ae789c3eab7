// The question bank's contracts: questions and their mark schemes, synonyms and machine phrases,
// and the edit view with "try an answer" and word models, each in its question-*.ts file.
export {
  QUESTION_COUNT_CAP,
  QUESTION_PAGE_MAX,
  QUESTION_SEARCH_PAGES_AHEAD,
  questionCountCap,
} from './question-fields';
export * from './question-bank';
export * from './question-vocabulary';
export * from './question-marking-views';
