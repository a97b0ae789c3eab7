/** The timestamp exam test data is stamped with. */
export const stamp = '2026-11-20T09:00:00.000Z';

/** A school template as GET /examstemplate lists it; the teacher features read the same shape. */
export function templateSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: 40,
    name: 'Photosynthesis check',
    instructions: null,
    curricula_id: 1,
    course_id: 10,
    lesson_ids: [],
    school_id: 1,
    central: false,
    visibility: 'school',
    created_by: 7,
    author: 'Ada Lovelace',
    time_limit_seconds: 1800,
    total_marks: 5,
    question_count: 2,
    editable: true,
    archived_at: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

const DAY = 86_400_000;
/** An ISO time this many milliseconds from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * One of a student's assignments as GET /mafassignments answers a student: open for nine days,
 * due in two days and an hour, 45 minutes, not started. The student's pages read the same shape.
 */
export function studentAssignment(fields: Record<string, unknown> = {}) {
  return {
    id: 1,
    kind: 'exam',
    practice: null,
    title: 'Cells test',
    template_name: 'Cells',
    instructions: null,
    opens_at: fromNow(-9 * DAY),
    due_at: fromNow(2 * DAY + DAY / 24),
    time_limit_seconds: 2700,
    extra_minutes: null,
    extra_percent: null,
    one_per_page: false,
    total_marks: 12,
    question_count: 4,
    status: 'to_do',
    started_at: null,
    deadline_at: null,
    submitted_at: null,
    marks: null,
    max_marks: null,
    no_credit: false,
    ...fields,
  };
}
