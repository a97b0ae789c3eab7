import type { WorkItem, WorkList, WorkStatistics, WorkSubjectRow } from '@markwell/contracts';
import {
  meanPercent,
  isOnTime,
  median,
  sharePercent,
  roundPercentOrNull,
  scoreBands,
  workKindOf,
  type WorkKind,
} from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { offsetOf } from '../../lib/paging';
import { createDashboardsScope } from './dashboards.policy';
import { createWorkRepository, type WorkItemRow, type WorkScope } from './work.repository';

const iso = (v: Date | string) => new Date(v).toISOString();

/** An item row as the API answers it, labelled exam or assignment by the domain's rule. */
function toWorkItem(r: WorkItemRow): WorkItem {
  return {
    id: r.id,
    title: r.title,
    kind: workKindOf(r.time_limit_seconds),
    time_limit_seconds: r.time_limit_seconds,
    opens_at: iso(r.opens_at),
    due_at: iso(r.due_at),
    set_to: r.set_to,
    not_started: r.not_started,
    in_progress: r.in_progress,
    submitted: r.submitted,
    released: r.released,
    mean: roundPercentOrNull(r.mean),
  };
}

/**
 * Exams and assignments on the dashboards: the same set work split by one rule (an exam is sat
 * under a time limit, see workKindOf), listed with where students stand, per class of a
 * subject, and as statistics for a class and course.
 */
export function createWorkService(db: Db) {
  const scope = createDashboardsScope(db);
  const work = createWorkRepository(db);

  /** A teacher's own reach; null for a school admin (the whole school). */
  async function teacherOf(user: AuthUser): Promise<WorkScope['teacher']> {
    if (user.role === 'schooladmin') return null;
    return { id: user.id, groupIds: await scope.groupIdsOf(user) };
  }

  return {
    /** The caller's exams or assignments, newest due first, paged; optionally one class's or one subject's. */
    async list(
      user: AuthUser,
      kind: WorkKind,
      q: { page: number; limit: number; groupId?: number | undefined; subject?: number | undefined },
    ): Promise<WorkList> {
      if (q.groupId !== undefined) await scope.assertGroup(user, q.groupId);
      const rows = await work.items(
        {
          schoolId: user.schoolId!,
          kind,
          teacher: await teacherOf(user),
          ...(q.groupId !== undefined ? { groupIds: [q.groupId] } : {}),
          ...(q.subject !== undefined ? { subjectId: q.subject } : {}),
        },
        { limit: q.limit, offset: offsetOf(q) },
      );
      return { items: rows.map(toWorkItem), total: rows[0]?.total ?? 0, page: q.page, limit: q.limit };
    },

    /** One row per class of the subject: how many were set, submitted and the mean percentage. */
    async bySubject(user: AuthUser, kind: WorkKind, subjectId: number): Promise<WorkSubjectRow[]> {
      const groups = await scope.repo.groupsOfSubject(await scope.groupIdsOf(user), subjectId);
      const rows = await work.byGroup({
        schoolId: user.schoolId!,
        kind,
        subjectId,
        groupIds: groups.map((g) => g.id),
      });
      return groups.map((g) => {
        const r = rows.find((x) => x.group_id === g.id);
        return {
          group_id: g.id,
          group_name: g.name,
          count: r?.count ?? 0,
          set_to: r?.set_to ?? 0,
          submitted: r?.submitted ?? 0,
          submission_rate: sharePercent(r?.submitted ?? 0, r?.set_to ?? 0),
          mean: roundPercentOrNull(r?.mean),
        };
      });
    },

    /**
     * Statistics of a class's exams (or assignments) on a course: submission and on-time rates,
     * mean, median and the distribution of the submitted attempts' percentages.
     */
    async statistics(
      user: AuthUser,
      kind: WorkKind,
      q: { groupId: number; courseId: number },
    ): Promise<WorkStatistics> {
      const { group, course } = await scope.assertGroupCourse(user, q.groupId, q.courseId);
      const s = { schoolId: user.schoolId!, kind, groupIds: [group.id], courseId: course.id };
      const [items, attempts] = await Promise.all([work.items(s), work.attempts(s)]);
      const percents = attempts
        .map((a) => a.percent)
        .filter((p): p is number => p !== null)
        .map(Number);
      const setTo = items.reduce((n, i) => n + i.set_to, 0);
      const submitted = items.reduce((n, i) => n + i.submitted, 0);
      const onTime = attempts.filter((a) => isOnTime(new Date(a.submitted_at), new Date(a.due_at))).length;
      return {
        kind,
        group,
        course,
        count: items.length,
        set_to: setTo,
        submitted,
        submission_rate: sharePercent(submitted, setTo),
        on_time_rate: sharePercent(onTime, attempts.length),
        mean: meanPercent(percents),
        median: roundPercentOrNull(median(percents)),
        bands: scoreBands(percents),
        items: items.map((i) => ({
          id: i.id,
          title: i.title,
          due_at: iso(i.due_at),
          set_to: i.set_to,
          submitted: i.submitted,
          mean: roundPercentOrNull(i.mean),
        })),
      };
    },
  };
}
