/**
 * The mock session form's state and its API body. Times are edited as local `datetime-local`
 * strings and sent as ISO instants with offset.
 */
import type { CreateMockSessionBody, MockSession } from '@markwell/contracts/mocks';
import { formatDate } from '@markwell/domain/time/index';

export interface SessionForm {
  name: string;
  templateId: number | null;
  schools: { id: number; name: string }[];
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
}

const toLocalInput = (date: Date | string) => formatDate(date, 'YYYY-MM-DDTHH:mm');

/** A local input value as an ISO instant; '' stays '' for the server to name. */
export function toIso(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** A new session: opens tomorrow at 09:00 for a week, one hour. */
export function blankSessionForm(now = new Date()): SessionForm {
  const opens = new Date(now);
  opens.setDate(opens.getDate() + 1);
  opens.setHours(9, 0, 0, 0);
  const closes = new Date(opens);
  closes.setDate(closes.getDate() + 7);
  return {
    name: '',
    templateId: null,
    schools: [],
    opensAt: toLocalInput(opens),
    closesAt: toLocalInput(closes),
    timeLimitMinutes: 60,
  };
}

export function sessionFormOf(s: MockSession): SessionForm {
  return {
    name: s.name,
    templateId: s.template_id,
    schools: s.schools,
    opensAt: toLocalInput(s.opens_at),
    closesAt: toLocalInput(s.closes_at),
    timeLimitMinutes: s.time_limit_seconds ? Math.round(s.time_limit_seconds / 60) : null,
  };
}

export function sessionBody(f: SessionForm): CreateMockSessionBody {
  return {
    name: f.name,
    // 0 is refused by the server with a field message, as an empty choice should be
    template_id: f.templateId ?? 0,
    school_ids: f.schools.map((s) => s.id),
    opens_at: toIso(f.opensAt),
    closes_at: toIso(f.closesAt),
    time_limit_seconds: f.timeLimitMinutes ? f.timeLimitMinutes * 60 : null,
  };
}

/** Field problems by field name ("body.school_ids.1" -> "school_ids"). */
export function fieldErrors(errors: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const key = e.path.replace(/^\/?(body[./])?/, '').split(/[./[\]]+/)[0] ?? '';
    out[key] ??= e.message;
  }
  return out;
}
