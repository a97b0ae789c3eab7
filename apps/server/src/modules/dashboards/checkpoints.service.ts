import type { Checkpoint, CheckpointScoreRow, CheckpointStatistics } from '@markwell/contracts';
import { meanPercent, median, sharePercent, roundPercentOrNull, scoreBands } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createCheckpointsRepository } from './checkpoints.repository';
import { createDashboardsScope } from './dashboards.policy';
import type { GroupCourseRow } from './dashboards.repository';
import { createWorkRepository } from './work.repository';

/**
 * Checkpoints: the end-of-topic exams (central templates linked from topics). A class has sat a
 * checkpoint when its students submitted an assignment set from that template; figures read the
 * submitted attempts for credit.
 */
export function createCheckpointsService(db: Db) {
  const scope = createDashboardsScope(db);
  const checkpoints = createCheckpointsRepository(db);
  const work = createWorkRepository(db);

  /** Checkpoints of the class-course pairs with each class's figures, in three statements. */
  async function progressOf(user: AuthUser, pairs: GroupCourseRow[]) {
    const groupIds = [...new Set(pairs.map((p) => p.group_id))];
    const list = await checkpoints.ofCourses([...new Set(pairs.map((p) => p.course_id))]);
    const [students, figures] = await Promise.all([
      scope.repo.studentsOfGroups(groupIds),
      work.byTemplateAndGroup({ schoolId: user.schoolId!, templateIds: list.map((c) => c.id), groupIds }),
    ]);
    return list.map((c) => ({
      ...c,
      groups: pairs
        .filter((p) => p.course_id === c.course_id)
        .map((p) => {
          const f = figures.find((x) => x.template_id === c.id && x.group_id === p.group_id);
          return {
            id: p.group_id,
            name: p.group_name,
            students: students.filter((s) => s.group_id === p.group_id).length,
            set: (f?.reached ?? 0) > 0,
            submitted: f?.submitted ?? 0,
            mean: roundPercentOrNull(f?.mean),
          };
        }),
    }));
  }

  return {
    /** The checkpoints of the caller's courses (or one class's, one course's) with how far each class has got. */
    async list(
      user: AuthUser,
      q: { groupId?: number | undefined; courseId?: number | undefined },
    ): Promise<Checkpoint[]> {
      const groupIds =
        q.groupId !== undefined ? [(await scope.assertGroup(user, q.groupId)).id] : await scope.groupIdsOf(user);
      if (q.courseId !== undefined) await scope.assertCourse(user, q.courseId);
      let pairs = await scope.repo.groupCourses(groupIds);
      if (q.courseId !== undefined) {
        pairs = pairs.filter((p) => p.course_id === q.courseId);
        if (pairs.length === 0) throw notFound('Course');
      }
      return (await progressOf(user, pairs)).map((c) => ({
        id: c.id,
        name: c.name,
        topic: { id: c.topic_id, name: c.topic_name },
        course: { id: c.course_id, name: c.course_name },
        groups: c.groups,
      }));
    },

    /**
     * One row per class of the subject: checkpoints of its courses, those its students sat, and
     * the mean of its checkpoint means (each checkpoint weighs the same).
     */
    async subjectScore(user: AuthUser, subjectId: number): Promise<CheckpointScoreRow[]> {
      const pairs = await scope.subjectGroupCourses(user, subjectId);
      const progress = await progressOf(user, pairs);
      const groups = new Map(pairs.map((p) => [p.group_id, p.group_name]));
      return [...groups].map(([id, name]) => {
        const mine = progress.flatMap((c) => c.groups.filter((g) => g.id === id));
        const means = mine.map((g) => g.mean).filter((m): m is number => m !== null);
        return {
          group_id: id,
          group_name: name,
          checkpoints: mine.length,
          sat: mine.filter((g) => g.submitted > 0).length,
          mean: meanPercent(means),
        };
      });
    },

    /** Results of checkpoint :id for a class on a course: rates, mean, median, bands and per-question facility. */
    async statistics(
      user: AuthUser,
      checkpointId: number,
      q: { groupId: number; courseId: number },
    ): Promise<CheckpointStatistics> {
      const { group, course } = await scope.assertGroupCourse(user, q.groupId, q.courseId);
      const checkpoint = (await checkpoints.ofCourses([course.id])).find((c) => c.id === checkpointId);
      if (!checkpoint) throw notFound('Checkpoint');
      const s = { schoolId: user.schoolId!, templateIds: [checkpointId], groupIds: [group.id] };
      const [figures, attempts, questions] = await Promise.all([
        work.byTemplateAndGroup(s),
        work.attempts(s),
        work.questionMeans(s),
      ]);
      const reached = figures[0]?.reached ?? 0;
      const submitted = figures[0]?.submitted ?? 0;
      const percents = attempts
        .map((a) => a.percent)
        .filter((p): p is number => p !== null)
        .map(Number);
      return {
        checkpoint: {
          id: checkpoint.id,
          name: checkpoint.name,
          topic: { id: checkpoint.topic_id, name: checkpoint.topic_name },
        },
        group,
        course,
        set_to: reached,
        submitted,
        submission_rate: sharePercent(submitted, reached),
        mean: meanPercent(percents),
        median: roundPercentOrNull(median(percents)),
        bands: scoreBands(percents),
        questions: questions.map((x) => ({
          question_id: x.question_id,
          text: x.text,
          max_marks: x.max_marks,
          mean: x.mean === null ? null : Math.round(Number(x.mean) * 100) / 100,
          facility: x.mean === null ? null : sharePercent(Number(x.mean), x.max_marks),
        })),
      };
    },
  };
}
