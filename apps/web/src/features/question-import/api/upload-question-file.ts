/** POST /import/questions/:kind/file (multipart): queues an import and answers its batch. */
import { importsEndpoints } from '@markwell/contracts/endpoints/imports';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ImportBatchCreated, type ImportKind } from '@markwell/contracts/imports';
import { useMutation } from '@tanstack/react-query';

const uploadEndpoints = {
  maf: importsEndpoints.postImportQuestionsMafFile,
  quiz: importsEndpoints.postImportQuestionsQuizFile,
};

export interface UploadQuestionFileInput {
  kind: ImportKind;
  file: File;
  /** Curriculum id for Moodle XML / GIFT files and rows that leave it blank. */
  curricula?: string | undefined;
  /** Marks of Moodle XML / GIFT questions without a grade. */
  maxMarks?: string | undefined;
}

export function uploadQuestionFile({
  kind,
  file,
  curricula,
  maxMarks,
}: UploadQuestionFileInput): Promise<ImportBatchCreated> {
  const form = new FormData();
  // Text fields go before the file: the server reads the fields that precede it.
  if (curricula) form.append('curricula', curricula);
  if (maxMarks) form.append('max_marks', maxMarks);
  form.append('file', file, file.name);
  return callEndpoint(uploadEndpoints[kind], { formData: form, validate: true });
}

export function useUploadQuestionFile() {
  // The page shows upload problems (bad file, too many rows) itself, next to the form.
  return useMutation({ mutationFn: uploadQuestionFile, meta: { silentError: true } });
}
