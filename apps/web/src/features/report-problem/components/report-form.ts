import { problemReportBodySchema } from '@markwell/contracts/cms';
import { errorMessage, isApiError } from '../../../lib/api-client';
import type { ProblemReportBody } from '../api/send-problem-report';

export type ProblemType = ProblemReportBody['type'];
export const PROBLEM_TYPES: { value: ProblemType; label: string }[] = [
  { value: 'question', label: 'A question' },
  { value: 'page', label: 'A page' },
  { value: 'other', label: 'Something else' },
];

// The server's limits (packages/contracts/src/cms.ts).
export const MESSAGE_MAX = problemReportBodySchema.shape.message.maxLength ?? 5000;
export const URL_MAX = problemReportBodySchema.shape.url.unwrap().maxLength ?? 1000;

export interface ReportFormValues {
  type: ProblemType;
  questionId: string;
  url: string;
  message: string;
}

export type ReportField = 'type' | 'questionId' | 'url' | 'message';
export type ReportErrors = Partial<Record<ReportField | '_form', string>>;

const REPORT_PAGE = /^\/report-problem(?:[/?#]|$)/;

/** The form's starting values from `?url=` and `?questionId=` (links from other screens). */
export function initialValues(search: URLSearchParams): ReportFormValues {
  const rawId = search.get('questionId')?.trim() ?? '';
  const questionId = /^[1-9]\d{0,9}$/.test(rawId) ? rawId : '';
  let url = (search.get('url') ?? '').trim().slice(0, URL_MAX);
  // Opening the menu on this page itself: nothing to prefill.
  if (REPORT_PAGE.test(url)) url = '';
  const type: ProblemType = questionId ? 'question' : url ? 'page' : 'other';
  return { type, questionId, url, message: '' };
}

/** The same rules as the server (problemReportBodySchema), with sentences people can act on. */
export function validateReport(values: ReportFormValues): ReportErrors {
  const errors: ReportErrors = {};
  const message = values.message.trim();
  if (!message) errors.message = 'Describe the problem.';
  else if (message.length > MESSAGE_MAX) errors.message = `Keep the description under ${MESSAGE_MAX} characters.`;
  if (values.type === 'question') {
    const id = Number(values.questionId.trim());
    if (!values.questionId.trim()) errors.questionId = 'Enter the number of the question.';
    else if (!Number.isSafeInteger(id) || id < 1 || !/^\d+$/.test(values.questionId.trim()))
      errors.questionId = 'The question number is a whole number, like 1234.';
  }
  if (values.type === 'page' && !values.url.trim()) errors.url = 'Enter the address of the page.';
  if (values.url.trim().length > URL_MAX) errors.url = `Keep the address under ${URL_MAX} characters.`;
  return errors;
}

/** The request body for valid values. */
export function toBody(values: ReportFormValues): ProblemReportBody {
  const url = values.url.trim();
  return {
    type: values.type,
    ...(values.type === 'question' ? { questionId: Number(values.questionId.trim()) } : {}),
    ...(url ? { url } : {}),
    message: values.message.trim(),
  };
}

const FIELDS: readonly string[] = ['type', 'questionId', 'url', 'message'];

/** Splits a refusal of the server into field messages; anything else goes above the form. */
export function serverErrors(error: unknown): ReportErrors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) return { _form: errorMessage(error) };
  const out: ReportErrors = {};
  if (error.code === 'question_not_found') out.questionId = 'There is no question with this number.';
  for (const e of error.errors) {
    const field = e.path.replace(/^body\.?/, '').split('.')[0] ?? '';
    if (FIELDS.includes(field)) out[field as ReportField] ??= e.message;
  }
  if (Object.keys(out).length === 0) out._form = errorMessage(error);
  return out;
}
