import { sql, type SQL } from 'drizzle-orm';
import type { WorkKind } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { idList } from './dashboards.repository';

/** Which set work a statement reads. */
export interface WorkScope {
  schoolId: number;
  /** exam: set with a time limit; assignment: without (workKindOf in the domain says the same). */
  kind?: WorkKind;
  /** Only work set from these templates (a checkpoint's sittings). */
  templateIds?: readonly number[];
  /** Work set to at least one student of these classes, and its figures over those students only. */
  groupIds?: readonly number[];
  /** A teacher sees work they set or that reaches one of their classes; null for a school admin (all). */
  teacher?: { id: number; groupIds: readonly number[] } | null;
  subjectId?: number;
  /** Only work with a question placed on this course. */
  courseId?: number;
}

export interface WorkItemRow {
  id: number;
  title: string;
  time_limit_seconds: number | null;
  opens_at: Date | string;
  due_at: Date | string;
  total: number;
  set_to: number;
  not_started: number;
  in_progress: number;
  submitted: number;
  released: number;
  mean: number | null;
}

export interface WorkAttemptRow {
  assignment_id: number;
  student_id: number;
  group_id: number;
  submitted_at: Date | string;
  due_at: Date | string;
  percent: number | null;
}

/**
 * The students each assignment of the school reaches: through a class, a subgroup tag or by
 * name (the same rule as the assignments module), active students only.
 */
const reach = (schoolId: number, practice = false) => sql`${practice ? practiceCurricula(schoolId) : sql``}reach as (
    select distinct x.assignment_id, x.student_id from (
      select t.assignment_id, gs.student_id from assignment_targets t
        join group_students gs on gs.group_id = t.group_id
        where t.school_id = ${schoolId} and t.kind = 'group'
      union all
      select t.assignment_id, st.student_id from assignment_targets t
        join student_tags st on st.school_id = t.school_id and st.name = t.tag
        where t.school_id = ${schoolId} and t.kind = 'subgroup'
      union all
      select t.assignment_id, t.student_id from assignment_targets t
        where t.school_id = ${schoolId} and t.kind = 'student'
    ) x join users u on u.id = x.student_id and u.kind = 'student' and u.active
  ),
  reach_class as (
    -- the classes work was set to: a class target's own class; work set to a subgroup or by name
    -- counts under the student's classes that follow the paper's curriculum. Never a class the
    -- student is also in for another subject.
    select distinct x.assignment_id, x.student_id, x.group_id from (
      select t.assignment_id, gs.student_id, t.group_id from assignment_targets t
        join group_students gs on gs.group_id = t.group_id
        where t.school_id = ${schoolId} and t.kind = 'group'
      union all
      select t.assignment_id, st.student_id, gs.group_id from assignment_targets t
        join student_tags st on st.school_id = t.school_id and st.name = t.tag
        join assignments a on a.id = t.assignment_id
        join exam_templates et on et.id = a.template_id
        join group_students gs on gs.student_id = st.student_id
        join group_curricula gc on gc.group_id = gs.group_id and gc.curricula_id = et.curricula_id
        where t.school_id = ${schoolId} and t.kind = 'subgroup'
      union all
      select t.assignment_id, t.student_id, gs.group_id from assignment_targets t
        join assignments a on a.id = t.assignment_id
        join exam_templates et on et.id = a.template_id
        join group_students gs on gs.student_id = t.student_id
        join group_curricula gc on gc.group_id = gs.group_id and gc.curricula_id = et.curricula_id
        where t.school_id = ${schoolId} and t.kind = 'student'
      ${practice ? practiceReachClass(schoolId) : sql``}
    ) x join users u on u.id = x.student_id and u.kind = 'student' and u.active
  )`;

/** The curricula of each practice's set lessons (practice has no template to name one). */
const practiceCurricula = (schoolId: number) => sql`practice_curricula as (
    select distinct al.assignment_id, co.curricula_id from assignment_lessons al
      join lessons l on l.id = al.lesson_id join topics tp on tp.id = l.topic_id
      join chapters ch on ch.id = tp.chapter_id join courses co on co.id = ch.course_id
      where al.school_id = ${schoolId}
  ),
  `;

/** Practice set to a subgroup or by name counts under the student's classes following its lessons' curricula. */
const practiceReachClass = (schoolId: number) => sql`union all
      select t.assignment_id, st.student_id, gs.group_id from assignment_targets t
        join student_tags st on st.school_id = t.school_id and st.name = t.tag
        join practice_curricula pc on pc.assignment_id = t.assignment_id
        join group_students gs on gs.student_id = st.student_id
        join group_curricula gc on gc.group_id = gs.group_id and gc.curricula_id = pc.curricula_id
        where t.school_id = ${schoolId} and t.kind = 'subgroup'
      union all
      select t.assignment_id, t.student_id, gs.group_id from assignment_targets t
        join practice_curricula pc on pc.assignment_id = t.assignment_id
        join group_students gs on gs.student_id = t.student_id
        join group_curricula gc on gc.group_id = gs.group_id and gc.curricula_id = pc.curricula_id
        where t.school_id = ${schoolId} and t.kind = 'student'`;

/** Which practice set as work a statement reads (the same reach and filters as set work). */
export interface PracticeScope {
  schoolId: number;
  groupIds?: readonly number[];
  teacher?: { id: number; groupIds: readonly number[] } | null;
  subjectId?: number;
  /** Only these practices. */
  ids?: readonly number[];
}

export interface PracticeItemRow {
  id: number;
  title: string;
  opens_at: Date | string;
  due_at: Date | string;
  target_lessons_completed: boolean;
  target_score: number | null;
  total: number;
  set_to: number;
}

/** Who may see a practice (the teacher who set it, or one of their classes it reaches) and the students it is set to. */
function teacherReach(teacher: WorkScope['teacher']): SQL {
  return teacher
    ? sql`and (asg.created_by = ${teacher.id} or exists (select 1 from reach_class r
          where r.assignment_id = asg.id and r.group_id in ${idList(teacher.groupIds)}))`
    : sql``;
}

/** The practices of a scope (as `items`) and the students each reaches (as `placed`, of the classes asked for). */
function practiceScoped(s: PracticeScope): SQL {
  const subject =
    s.subjectId === undefined
      ? sql``
      : sql`and exists (select 1 from practice_curricula pc join curricula cu on cu.id = pc.curricula_id
          where pc.assignment_id = asg.id and cu.subject_id = ${s.subjectId})`;
  const only = s.ids === undefined ? sql`` : sql`and asg.id in ${idList(s.ids)}`;
  const inGroups = s.groupIds
    ? sql`and asg.id in (select r.assignment_id from reach_class r where r.group_id in ${idList(s.groupIds)})`
    : sql``;
  const placed = s.groupIds
    ? sql`select distinct r.assignment_id, r.student_id from reach_class r
          where r.group_id in ${idList(s.groupIds)} and r.assignment_id in (select id from items)`
    : sql`select r.assignment_id, r.student_id from reach r where r.assignment_id in (select id from items)`;
  return sql`${reach(s.schoolId, true)},
    items as (
      select asg.id, asg.title, asg.opens_at, asg.due_at, asg.target_lessons_completed, asg.target_score
      from assignments asg
      where asg.school_id = ${s.schoolId} and asg.deleted_at is null and asg.kind = 'practice'
        ${subject} ${only} ${teacherReach(s.teacher)} ${inGroups}
    ),
    placed as (${placed})`;
}

/** The assignments of a scope (as `items`), with the students counted for each (as `placed`). */
function scoped(s: WorkScope): SQL {
  const kind =
    s.kind === undefined
      ? sql``
      : s.kind === 'exam'
        ? sql`and asg.time_limit_seconds is not null`
        : sql`and asg.time_limit_seconds is null`;
  const template = s.templateIds === undefined ? sql`` : sql`and asg.template_id in ${idList(s.templateIds)}`;
  const subject =
    s.subjectId === undefined
      ? sql``
      : sql`and exists (select 1 from exam_templates et join curricula cu on cu.id = et.curricula_id
          where et.id = asg.template_id and cu.subject_id = ${s.subjectId})`;
  const course =
    s.courseId === undefined
      ? sql``
      : sql`and exists (select 1 from exam_template_questions etq join questions q on q.id = etq.question_id
          left join lessons l on l.id = q.lesson_id left join topics tp on tp.id = l.topic_id
          left join chapters ch on ch.id = tp.chapter_id
          where etq.template_id = asg.template_id and (q.course_id = ${s.courseId} or ch.course_id = ${s.courseId}))`;
  const teacher = teacherReach(s.teacher);
  // With classes asked for, each item counts only the students of those classes it reaches.
  const placed = s.groupIds
    ? sql`select r.assignment_id, r.student_id, r.group_id from reach_class r
          where r.group_id in ${idList(s.groupIds)} and r.assignment_id in (select id from items)`
    : sql`select r.assignment_id, r.student_id, null::int as group_id from reach r
          where r.assignment_id in (select id from items)`;
  const inGroups = s.groupIds ? sql`and asg.id in (select assignment_id from placed_all)` : sql``;
  return sql`${reach(s.schoolId)},
    placed_all as (select r.assignment_id from reach_class r where r.group_id in ${idList(s.groupIds ?? [])}),
    items as (
      select asg.id, asg.template_id, asg.title, asg.time_limit_seconds, asg.opens_at, asg.due_at from assignments asg
      where asg.school_id = ${s.schoolId} and asg.deleted_at is null and asg.kind = 'exam'
        ${kind} ${template} ${subject} ${course} ${teacher} ${inGroups}
    ),
    placed as (${placed}),
    scored as (
      select a.id, a.assignment_id, a.student_id, a.submitted_at, a.released_at, a.no_credit,
        (select sum(m.marks)::float8 * 100 / nullif(sum(m.max_marks), 0) from answer_marks m
          where m.attempt_id = a.id and m.school_id = a.school_id) as percent
      from attempts a
      where a.school_id = ${s.schoolId} and a.assignment_id in (select id from items)
    )`;
}

/**
 * Set work for the dashboards: each assignment with where its students stand, and the
 * submitted attempts' percentages. Set-based: one statement per answer, whatever the number of
 * assignments.
 */
export function createWorkRepository(db: Db) {
  return {
    /**
     * Items of the scope with their counts and mean percentage, newest due first. A no-credit
     * attempt counts where the student stands (submitted) but not in the mean.
     */
    async items(s: WorkScope, page?: { limit: number; offset: number }): Promise<WorkItemRow[]> {
      const slice = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
      return rowsOf<WorkItemRow>(
        db,
        sql`with ${scoped(s)},
            counts as (
              select p.assignment_id,
                count(distinct p.student_id)::int as set_to,
                count(distinct p.student_id) filter (where sc.id is null)::int as not_started,
                count(distinct p.student_id) filter (where sc.id is not null and sc.submitted_at is null)::int as in_progress,
                count(distinct p.student_id) filter (where sc.submitted_at is not null)::int as submitted,
                count(distinct p.student_id) filter (where sc.submitted_at is not null and sc.released_at is not null)::int as released,
                avg(sc.percent) filter (where sc.submitted_at is not null and not sc.no_credit)::float8 as mean
              from placed p left join scored sc on sc.assignment_id = p.assignment_id and sc.student_id = p.student_id
              group by p.assignment_id
            )
            select i.id, i.title, i.time_limit_seconds, i.opens_at, i.due_at, (count(*) over ())::int as total,
              coalesce(c.set_to, 0) as set_to, coalesce(c.not_started, 0) as not_started,
              coalesce(c.in_progress, 0) as in_progress, coalesce(c.submitted, 0) as submitted,
              coalesce(c.released, 0) as released, c.mean
            from items i left join counts c on c.assignment_id = i.id
            order by i.due_at desc, i.id desc ${slice}`,
      );
    },

    /** The submitted attempts for credit of the scope's students (with their class), each with its percentage. */
    async attempts(s: WorkScope & { groupIds: readonly number[] }): Promise<WorkAttemptRow[]> {
      return rowsOf<WorkAttemptRow>(
        db,
        sql`with ${scoped(s)}
            select sc.assignment_id, sc.student_id, p.group_id, sc.submitted_at, i.due_at, sc.percent
            from scored sc
            join placed p on p.assignment_id = sc.assignment_id and p.student_id = sc.student_id
            join items i on i.id = sc.assignment_id
            where sc.submitted_at is not null and not sc.no_credit`,
      );
    },

    /**
     * Per template and class: students reached, students who submitted for credit, and the mean
     * percentage of those attempts (the checkpoints' "how far each class has got").
     */
    async byTemplateAndGroup(s: WorkScope & { templateIds: readonly number[]; groupIds: readonly number[] }) {
      return rowsOf<{ template_id: number; group_id: number; reached: number; submitted: number; mean: number | null }>(
        db,
        sql`with ${scoped(s)}
            select i.template_id, p.group_id, count(distinct p.student_id)::int as reached,
              count(distinct sc.student_id) filter (where sc.submitted_at is not null and not sc.no_credit)::int as submitted,
              avg(sc.percent) filter (where sc.submitted_at is not null and not sc.no_credit)::float8 as mean
            from placed p join items i on i.id = p.assignment_id
            left join scored sc on sc.assignment_id = p.assignment_id and sc.student_id = p.student_id
            group by i.template_id, p.group_id`,
      );
    },

    /** Per question of the scope's submitted attempts for credit: mean marks and the maximum, in paper order. */
    async questionMeans(s: WorkScope & { groupIds: readonly number[] }) {
      return rowsOf<{ question_id: number; text: string; max_marks: number; mean: number | null }>(
        db,
        sql`with ${scoped(s)}
            select m.question_id, coalesce(q.text, '') as text, max(m.max_marks)::int as max_marks,
              avg(m.marks)::float8 as mean
            from scored sc
            join (select distinct assignment_id, student_id from placed) p
              on p.assignment_id = sc.assignment_id and p.student_id = sc.student_id
            join answer_marks m on m.attempt_id = sc.id and m.school_id = ${s.schoolId}
            left join attempt_questions aq on aq.attempt_id = sc.id and aq.question_id = m.question_id
            left join questions q on q.id = m.question_id
            where sc.submitted_at is not null and not sc.no_credit
            group by m.question_id, q.text
            order by min(aq.position), m.question_id`,
      );
    },

    /** Practice set as work in the scope, newest due first, each with the students it is set to counted. */
    async practiceItems(s: PracticeScope, page?: { limit: number; offset: number }): Promise<PracticeItemRow[]> {
      const slice = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
      return rowsOf<PracticeItemRow>(
        db,
        sql`with ${practiceScoped(s)},
            counts as (select assignment_id, count(distinct student_id)::int as set_to from placed group by assignment_id)
            select i.id, i.title, i.opens_at, i.due_at, i.target_lessons_completed, i.target_score,
              (count(*) over ())::int as total, coalesce(c.set_to, 0) as set_to
            from items i left join counts c on c.assignment_id = i.id
            order by i.due_at desc, i.id desc ${slice}`,
      );
    },

    /** The students each practice of the scope is set to (of the classes asked for), by name. */
    async practiceStudents(s: PracticeScope & { ids: readonly number[] }) {
      return rowsOf<{ assignment_id: number; student_id: number; name: string }>(
        db,
        sql`with ${practiceScoped(s)}
            select distinct p.assignment_id, p.student_id, u.name from placed p join users u on u.id = p.student_id
            order by u.name, p.student_id`,
      );
    },

    /** Whether a practice of the school exists (not deleted), whoever may see it. */
    async practiceExists(id: number, schoolId: number) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select id from assignments where id = ${id} and school_id = ${schoolId} and kind = 'practice' and deleted_at is null`,
      );
      return rows.length > 0;
    },

    /** Per class: items reaching it, student places, submitted places and mean percentage. */
    async byGroup(s: WorkScope & { groupIds: readonly number[] }) {
      return rowsOf<{ group_id: number; count: number; set_to: number; submitted: number; mean: number | null }>(
        db,
        sql`with ${scoped(s)}
            select p.group_id, count(distinct p.assignment_id)::int as count, count(*)::int as set_to,
              count(sc.id) filter (where sc.submitted_at is not null)::int as submitted,
              avg(sc.percent) filter (where sc.submitted_at is not null and not sc.no_credit)::float8 as mean
            from placed p left join scored sc on sc.assignment_id = p.assignment_id and sc.student_id = p.student_id
            group by p.group_id`,
      );
    },
  };
}
