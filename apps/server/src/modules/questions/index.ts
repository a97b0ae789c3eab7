// Public surface of the question bank for other modules (imports, exam templates, marking).
export { createQuestionsService, questionContentHash, type QuestionsService } from './questions.service';
