/**
 * The admin CSV exports (outside /api/v2): every student's result of a mock session, or of every
 * assignment of a central template. Fetched with the token, then saved by the browser.
 */
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

const text = (body: unknown) => (typeof body === 'string' ? body : '');

export async function getMockSessionCsv(sessionId: number): Promise<string> {
  return text(await apiFetch<unknown>(api.mockSessionExport(sessionId)));
}

export async function getCentralTemplateCsv(templateId: number): Promise<string> {
  return text(await apiFetch<unknown>(api.centralTemplateExport(templateId)));
}
