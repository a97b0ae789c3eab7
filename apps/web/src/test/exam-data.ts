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
