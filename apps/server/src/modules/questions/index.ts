// Public surface of the question bank for other modules (imports, exam templates, marking).
import type { FastifyInstance } from 'fastify';
import machinePhrasesRoutes from './machine-phrases.routes';
import markSchemeRoutes from './mark-scheme.routes';
import questionRoutes from './questions.routes';
import synonymsRoutes from './synonyms.routes';
import wordModelsRoutes from './word-models.routes';

export { createMachinePhrasesService, type MachinePhrasesService } from './machine-phrases.service';
export {
  currentMarkingInput,
  markingInputWithMachinePhrase,
  proposeLearntPhrases,
  type LearntProposal,
} from './learnt-proposals';
export { createQuestionsService, questionContentHash, type QuestionsService } from './questions.service';
export { createWordModelsRepository } from './word-models.repository';
export { createConceptSharesRepository, type ConceptShareRow } from './concept-shares.repository';

/** Every route of the question bank: questions, mark schemes, synonyms, machine phrases. */
export async function questionsRoutes(app: FastifyInstance) {
  await app.register(questionRoutes);
  await app.register(markSchemeRoutes);
  await app.register(synonymsRoutes);
  await app.register(machinePhrasesRoutes);
  await app.register(wordModelsRoutes);
}
export { pinQuestionVersions, snapshotQuestion, type BankQuestion } from './question-versions';
export {
  createQuestionVersionsRepository,
  type ExistingVersion,
  type QuestionVersionsRepository,
} from './question-versions.repository';
