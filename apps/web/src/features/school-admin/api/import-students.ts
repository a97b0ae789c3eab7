/**
 * POST /api/v2/school/students/import/check (preview: the students a CSV would create, or every
 * bad line) and POST /api/v2/school/students/import (create them all, with one-time passwords).
 */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import {
  importStudentsCheckSchema,
  importStudentsResultSchema,
  type ImportStudentsCheck,
  type ImportStudentsResult,
} from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshSchoolData } from './school-changed';

export type { ImportStudentsCheck, ImportStudentsResult };

/** The CSV as an uploaded file or as pasted text. */
export type CsvSource = { file: File } | { text: string };

function sendCsv(source: CsvSource) {
  if ('file' in source) {
    const formData = new FormData();
    formData.append('file', source.file, source.file.name);
    return { formData };
  }
  return { body: { csv: source.text } };
}

export function checkStudentsImport(source: CsvSource): Promise<ImportStudentsCheck> {
  return apiFetch(schoolAdminEndpoints.postSchoolStudentsImportCheck.path, {
    method: 'POST',
    ...sendCsv(source),
    schema: importStudentsCheckSchema,
  });
}

export function importStudents(source: CsvSource): Promise<ImportStudentsResult> {
  return apiFetch(schoolAdminEndpoints.postSchoolStudentsImport.path, {
    method: 'POST',
    ...sendCsv(source),
    schema: importStudentsResultSchema,
  });
}

export function useCheckStudentsImport() {
  return useMutation({ mutationFn: checkStudentsImport, meta: { silentError: true } });
}

export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
