import type { PracticeWorkItem, PracticeWorkList, PracticeWorkStudents } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/paging';
import { createPracticeStandings } from '../assignments/index';
import { createDashboardsScope } from './dashboards.policy';
import { createWorkRepository, type PracticeItemRow, type PracticeScope } from './work.repository';

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * Practice set as work on the dashboards' Assignments tab: each practice with its target, due
 * time and how many of its students met the target, and per student where they stand. "Met" is
 * the practice page's own rule (the assignments module's, from the domain), never a copy.
 */
export function createPracticeWorkService(db: Db) {
  const scope = createDashboardsScope(db);
  const work = createWorkRepository(db);
  const standings = createPracticeStandings(db);

  /** The caller's reach: a teacher's own practice and classes; null for a school admin (the whole school). */
  async function scopeOf(user: AuthUser, groupId: number | undefined): Promise<PracticeScope> {
    if (groupId !== undefined) await scope.assertGroup(user, groupId);
    return {
      schoolId: user.schoolId!,
      teacher: user.role === 'schooladmin' ? null : { id: user.id, groupIds: await scope.groupIdsOf(user) },
      ...(groupId !== undefined ? { groupIds: [groupId] } : {}),
    };
  }

  /** The items with their lessons, and each of their students' progress toward the target. */
  async function withProgress(s: PracticeScope, rows: PracticeItemRow[]) {
    const ids = rows.map((r) => r.id);
    const [lessons, students] = await Promise.all([
      standings.lessonsOf(ids, s.schoolId),
      ids.length ? work.practiceStudents({ ...s, ids }) : Promise.resolve([]),
    ]);
    const practices = rows.map((r) => ({
      row: r,
      lessons: lessons.get(r.id) ?? [],
      lessonIds: (lessons.get(r.id) ?? []).map((l) => l.lessonId),
      target: { lessonsCompleted: r.target_lessons_completed, score: r.target_score },
    }));
    const progressOf = await standings.progressOf(
      s.schoolId,
      practices,
      students.map((st) => st.student_id),
    );
    return practices.map((p) => {
      const mine = students
        .filter((st) => st.assignment_id === p.row.id)
        .map((st) => ({ student_id: st.student_id, name: st.name, ...progressOf(p, st.student_id) }));
      const item: PracticeWorkItem = {
        id: p.row.id,
        title: p.row.title,
        opens_at: iso(p.row.opens_at),
        due_at: iso(p.row.due_at),
        lessons: p.lessons.map((l) => ({ lesson_id: l.lessonId, name: l.name, topic_name: l.topicName })),
        target_lessons_completed: p.row.target_lessons_completed,
        target_score: p.row.target_score,
        set_to: p.row.set_to,
        met: mine.filter((st) => st.met).length,
      };
      return { item, students: mine };
    });
  }

  return {
    /** The caller's practice set as work, newest due first, paged; optionally one class's or one subject's. */
    async list(
      user: AuthUser,
      q: { page: number; limit: number; groupId?: number | undefined; subject?: number | undefined },
    ): Promise<PracticeWorkList> {
      const s = { ...(await scopeOf(user, q.groupId)), ...(q.subject !== undefined ? { subjectId: q.subject } : {}) };
      const rows = await work.practiceItems(s, { limit: q.limit, offset: offsetOf(q) });
      const items = await withProgress(s, rows);
      return { items: items.map((i) => i.item), total: rows[0]?.total ?? 0, page: q.page, limit: q.limit };
    },

    /**
     * One practice's students (of a class when asked) and where each stands: lessons completed,
     * live score on each set lesson, met or not. Another school's or a missing practice is a 404;
     * one the teacher neither set nor teaches a class of is a 403.
     */
    async students(user: AuthUser, id: number, q: { groupId?: number | undefined }): Promise<PracticeWorkStudents> {
      if (!(await work.practiceExists(id, user.schoolId!))) throw notFound('Practice');
      const s = { ...(await scopeOf(user, q.groupId)), ids: [id] };
      const [row] = await work.practiceItems(s);
      if (!row) {
        // Asked for one class: a practice not set to it has no students there.
        const { groupIds: _class, ...wholeReach } = s;
        if (q.groupId !== undefined && (await work.practiceItems(wholeReach)).length > 0)
          throw notFound('Practice set to this class');
        throw forbidden('Only the teacher who set this practice, the teachers of its classes and school admins see it');
      }
      const [result] = await withProgress(s, [row]);
      return { practice: result!.item, students: result!.students };
    },
  };
}
