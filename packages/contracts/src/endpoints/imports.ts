import { defineEndpoint } from '../endpoint';
import { idParamsSchema, importBatchCreatedSchema, importBatchSchema } from '../index';
import { z } from 'zod';

/**
 * The imports module's endpoints, each keyed by its operationId in the API document. Served
 * outside /api/v2; each kind of question (maf: free text, quiz: multiple choice) has its own three.
 * The uploads declare no body: the handler reads the multipart file.
 */
export const importsEndpoints = {
  postImportQuestionsMafFile: defineEndpoint({
    method: 'POST',
    path: '/import/questions/maf/file',
    summary: 'Import free-text (MAF) questions from a file',
    description:
      "Checks and stores the file (CSV, XLSX, Moodle XML (shortanswer, numerical) or GIFT) and queues its import; answers 202 with the batch to poll. Rows are imported in the background, each row's errors are kept, and questions already in the bank are skipped.",
    responses: { 202: importBatchCreatedSchema },
  }),
  getImportQuestionsMafBatchById: defineEndpoint({
    method: 'GET',
    path: '/import/questions/maf/batch/:id',
    summary: 'Progress and row errors of a free-text (MAF) import',
    description:
      'The batch status (queued, running, done or failed) with the rows processed, created and skipped so far and each failing row with its line and message.',
    params: idParamsSchema,
    responses: { 200: importBatchSchema },
  }),
  getImportQuestionsMafTemplateCsv: defineEndpoint({
    method: 'GET',
    path: '/import/questions/maf/template.csv',
    summary: 'CSV template for free-text (MAF) imports (columns: docs/question-import.md)',
    description:
      'A CSV file with the header row and an example row of a free-text (MAF) import, sent as an attachment.',
    responses: { 200: z.string().describe('CSV text') },
  }),
  postImportQuestionsQuizFile: defineEndpoint({
    method: 'POST',
    path: '/import/questions/quiz/file',
    summary: 'Import multiple-choice quiz questions from a file',
    description:
      "Checks and stores the file (CSV or XLSX) and queues its import; answers 202 with the batch to poll. Rows are imported in the background, each row's errors are kept, and questions already in the bank are skipped.",
    responses: { 202: importBatchCreatedSchema },
  }),
  getImportQuestionsQuizBatchById: defineEndpoint({
    method: 'GET',
    path: '/import/questions/quiz/batch/:id',
    summary: 'Progress and row errors of a multiple-choice quiz import',
    description:
      'The batch status (queued, running, done or failed) with the rows processed, created and skipped so far and each failing row with its line and message.',
    params: idParamsSchema,
    responses: { 200: importBatchSchema },
  }),
  getImportQuestionsQuizTemplateCsv: defineEndpoint({
    method: 'GET',
    path: '/import/questions/quiz/template.csv',
    summary: 'CSV template for multiple-choice quiz imports (columns: docs/question-import.md)',
    description:
      'A CSV file with the header row and an example row of a multiple-choice quiz import, sent as an attachment.',
    responses: { 200: z.string().describe('CSV text') },
  }),
};
