/** GET /import/questions/:kind/template.csv: the CSV template, saved through the browser. */
import type { ImportKind } from '@markwell/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export const templateFileName = (kind: ImportKind) => `${kind === 'maf' ? 'free-text' : 'quiz'}-questions-template.csv`;

/** Fetches the template (the route needs the Bearer token, so a plain link cannot) and saves it. */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const text = await apiFetch<unknown>(api.importQuestionsTemplate(kind));
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
