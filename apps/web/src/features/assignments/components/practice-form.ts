/**
 * The practice set-up form's state and its translation to the API body: lessons (or a whole
 * topic) of one of the classes' courses, who it is set to, its window and its target.
 */
import type { CreateAssignmentBody, UpdateAssignmentBody } from '@markwell/contracts/assignments';
import type { Assignment } from '../api/get-assignment';
import { blankForm, toIso, toLocalInput } from './assignment-form';

export interface PracticeForm {
  title: string;
  opensAt: string;
  dueAt: string;
  groupIds: number[];
  subgroups: string[];
  studentIds: number[];
  courseId: number | null;
  /** topic: every lesson of `topicId`; lessons: the lessons ticked. */
  mode: 'topic' | 'lessons';
  topicId: number | null;
  lessonIds: number[];
  targetCompleted: boolean;
  targetScoreOn: boolean;
  targetScore: number;
}

/** New practice: open now, due in a week, every lesson completed at a live score of 70. */
export function blankPracticeForm(now = new Date()): PracticeForm {
  const { opensAt, dueAt } = blankForm(now);
  return {
    title: '',
    opensAt,
    dueAt,
    groupIds: [],
    subgroups: [],
    studentIds: [],
    courseId: null,
    mode: 'topic',
    topicId: null,
    lessonIds: [],
    targetCompleted: true,
    targetScoreOn: true,
    targetScore: 70,
  };
}

export function practiceFormOf(a: Assignment): PracticeForm {
  return {
    ...blankPracticeForm(),
    title: a.title,
    opensAt: toLocalInput(a.opens_at),
    dueAt: toLocalInput(a.due_at),
    groupIds: a.targets.flatMap((t) => (t.kind === 'group' && t.group_id !== null ? [t.group_id] : [])),
    subgroups: a.targets.flatMap((t) => (t.kind === 'subgroup' && t.tag !== null ? [t.tag] : [])),
    studentIds: a.targets.flatMap((t) => (t.kind === 'student' && t.student_id !== null ? [t.student_id] : [])),
    mode: a.practice?.topic_id ? 'topic' : 'lessons',
    topicId: a.practice?.topic_id ?? null,
    lessonIds: a.practice?.lessons.map((l) => l.lesson_id) ?? [],
    targetCompleted: a.practice?.target_lessons_completed ?? false,
    targetScoreOn: a.practice?.target_score != null,
    targetScore: a.practice?.target_score ?? 70,
  };
}

const targetsOf = (form: PracticeForm) => ({
  target_lessons_completed: form.targetCompleted,
  target_score: form.targetScoreOn ? form.targetScore : null,
});

export function practiceBody(form: PracticeForm): CreateAssignmentBody {
  return {
    kind: 'practice',
    title: form.title.trim() || undefined,
    opens_at: toIso(form.opensAt),
    due_at: toIso(form.dueAt),
    targets: { group_ids: form.groupIds, subgroups: form.subgroups, student_ids: form.studentIds },
    ...(form.mode === 'topic'
      ? form.topicId !== null
        ? { topic_id: form.topicId }
        : { lesson_ids: [] }
      : { lesson_ids: form.lessonIds }),
    ...targetsOf(form),
  };
}

/** A change of set practice: its title, window, who it is set to and its target (its lessons stay). */
export function practiceChange(form: PracticeForm): UpdateAssignmentBody {
  return {
    title: form.title.trim() || undefined,
    opens_at: toIso(form.opensAt),
    due_at: toIso(form.dueAt),
    targets: { group_ids: form.groupIds, subgroups: form.subgroups, student_ids: form.studentIds },
    ...targetsOf(form),
  };
}

/** The target in words (shared with the student's pages). */
export { practiceTargetText as targetText } from '../../../lib/assignment-times';
