/**
 * The set-up form's state and its translation to the API body. Times are edited as local
 * `datetime-local` strings ("2026-11-23T14:00") and sent as ISO instants with offset.
 */
import type { CreateAssignmentBody } from '@markwell/contracts/assignments';
import { formatDate } from '@markwell/domain/time/index';
import type { Assignment } from '../api/get-assignment';

export interface ExtraTimeRow {
  studentId: number;
  studentName: string;
  unit: 'minutes' | 'percent';
  amount: number;
}

export interface AssignmentForm {
  title: string;
  opensAt: string;
  dueAt: string;
  /** null: the template's limit (new) / no limit. */
  timeLimitMinutes: number | null;
  onePerPage: boolean;
  groupIds: number[];
  subgroups: string[];
  studentIds: number[];
  extraTime: ExtraTimeRow[];
}

export const toLocalInput = (date: Date | string) => formatDate(date, 'YYYY-MM-DDTHH:mm');

/** A local input value as an ISO instant (the browser's offset applied); '' stays '' for the server to name. */
export function toIso(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** A new assignment: open now, due in a week at the same time. */
export function blankForm(now = new Date()): AssignmentForm {
  const opens = new Date(now);
  opens.setSeconds(0, 0);
  const due = new Date(opens.getTime() + 7 * 86_400_000);
  return {
    title: '',
    opensAt: toLocalInput(opens),
    dueAt: toLocalInput(due),
    timeLimitMinutes: null,
    onePerPage: false,
    groupIds: [],
    subgroups: [],
    studentIds: [],
    extraTime: [],
  };
}

export function formOf(a: Assignment): AssignmentForm {
  return {
    title: a.title,
    opensAt: toLocalInput(a.opens_at),
    dueAt: toLocalInput(a.due_at),
    timeLimitMinutes: a.time_limit_seconds ? Math.round(a.time_limit_seconds / 60) : null,
    onePerPage: a.one_per_page,
    groupIds: a.targets.flatMap((t) => (t.kind === 'group' && t.group_id !== null ? [t.group_id] : [])),
    subgroups: a.targets.flatMap((t) => (t.kind === 'subgroup' && t.tag !== null ? [t.tag] : [])),
    studentIds: a.targets.flatMap((t) => (t.kind === 'student' && t.student_id !== null ? [t.student_id] : [])),
    extraTime: a.extra_time.map((e) => ({
      studentId: e.student_id,
      studentName: e.student_name,
      unit: e.extra_minutes !== null ? 'minutes' : 'percent',
      amount: e.extra_minutes ?? e.extra_percent ?? 0,
    })),
  };
}

export function assignmentBody(templateId: number, form: AssignmentForm): CreateAssignmentBody {
  return {
    template_id: templateId,
    title: form.title.trim() || undefined,
    opens_at: toIso(form.opensAt),
    due_at: toIso(form.dueAt),
    time_limit_seconds: form.timeLimitMinutes ? form.timeLimitMinutes * 60 : null,
    one_per_page: form.onePerPage,
    targets: { group_ids: form.groupIds, subgroups: form.subgroups, student_ids: form.studentIds },
    extra_time: form.extraTime.map((e) =>
      e.unit === 'minutes'
        ? { student_id: e.studentId, extra_minutes: e.amount }
        : { student_id: e.studentId, extra_percent: e.amount },
    ),
  };
}

/**
 * Field errors of a problem+json answer, by the form's field names. The server's paths look like
 * "due_at", "/body/due_at" or "targets.group_ids.0"; extra time rows keep their index.
 */
export function fieldErrors(errors: readonly { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const parts = e.path
      .replace(/^\/?(body[./])?/, '')
      .split(/[./[\]]+/)
      .filter(Boolean);
    const key = parts[0] === 'extra_time' && parts[1] !== undefined ? `extra_time.${parts[1]}` : (parts[0] ?? '');
    out[key] ??= e.message;
  }
  return out;
}
