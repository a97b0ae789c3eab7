/** GET /import/questions/:kind/template.csv: the CSV template, saved through the browser. */
import { importsEndpoints } from '@markwell/contracts/endpoints/imports';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ImportKind } from '@markwell/contracts/imports';
import { useMutation } from '@tanstack/react-query';

const templateEndpoints = {
  maf: importsEndpoints.getImportQuestionsMafTemplateCsv,
  quiz: importsEndpoints.getImportQuestionsQuizTemplateCsv,
};

export const templateFileName = (kind: ImportKind) => `${kind === 'maf' ? 'free-text' : 'quiz'}-questions-template.csv`;

/** Fetches the template (the route needs the Bearer token, so a plain link cannot) and saves it. */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const text: unknown = await callEndpoint(templateEndpoints[kind]);
  const blob = new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = templateFileName(kind);
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
