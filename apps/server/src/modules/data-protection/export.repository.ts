import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/**
 * One kind of data held about a person. `query` answers the rows after keyset `after` (the `_k`
 * column, unique per person, ascending), at most `limit`.
 */
export interface Dataset {
  name: string;
  title: string;
  what: string;
  query: (personId: number, after: number, limit: number) => SQL;
}

const ts = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Everything held about one person, table by table (the data-protection guide lists the same). */
export const DATASETS: Dataset[] = [
  {
    name: 'profile',
    title: 'Profile',
    what: 'The account: name, e-mail, role, school, when it was made, left or erased, subgroups.',
    query: (id, after) => sql`
      select u.id as _k, u.id, u.name, u.email, u.kind, u.school_admin, u.owner, u.active, s.name as school,
        ${ts('u.created_at')} as created_at, ${ts('u.left_at')} as left_at, ${ts('u.erased_at')} as erased_at,
        (select string_agg(t.name, '; ' order by t.name) from student_tags t where t.student_id = u.id) as subgroups
      from users u left join schools s on s.id = u.school_id
      where u.id = ${id} and u.id > ${after}`,
  },
  {
    name: 'classes',
    title: 'Classes',
    what: 'The classes the person is in (as a student) or teaches.',
    query: (id, after, limit) => sql`
      select g.id as _k, g.id, g.name, case when gs.student_id is not null then 'student' else 'teacher' end as as_role, g.active
      from school_groups g
      left join group_students gs on gs.group_id = g.id and gs.student_id = ${id}
      left join group_teachers gt on gt.group_id = g.id and gt.teacher_id = ${id}
      where (gs.student_id is not null or gt.teacher_id is not null) and g.id > ${after}
      order by g.id limit ${limit}`,
  },
  {
    name: 'assignments',
    title: 'Assignments',
    what: 'Work set to the student with their attempt (started, submitted, released, marks), or work the teacher set.',
    query: (id, after, limit) => sql`
      select * from (
        select a.id as _k, a.id as assignment_id, a.title, 'sat' as relation, ${ts('a.due_at')} as due_at,
          ${ts('t.started_at')} as started_at, ${ts('t.submitted_at')} as submitted_at, ${ts('t.released_at')} as released_at,
          (select sum(m.marks) from answer_marks m where m.attempt_id = t.id)::int as marks,
          (select sum(m.max_marks) from answer_marks m where m.attempt_id = t.id)::int as max_marks,
          t.feedback as attempt_feedback
        from attempts t join assignments a on a.id = t.assignment_id where t.student_id = ${id}
        union all
        select a.id, a.id, a.title, 'set', ${ts('a.due_at')}, null, null, null, null, null, null
        from assignments a where a.created_by = ${id}
      ) x where x._k > ${after} order by x._k limit ${limit}`,
  },
  {
    name: 'answers',
    title: 'Answers with marks and feedback',
    what: 'Every answer the student gave in assignments and exams, with its marks, the teacher’s feedback and how it was marked.',
    query: (id, after, limit) => sql`
      select an.id as _k, an.id as answer_id, t.assignment_id, an.question_id, an.answer #>> '{}' as answer_text,
        an.answer::text as answer_json, ${ts('an.saved_at')} as saved_at, m.marks, m.max_marks, m.engine_marks,
        m.override, m.source as marked_by, m.feedback, ${ts('m.updated_at')} as marked_at
      from answers an join attempts t on t.id = an.attempt_id
      left join answer_marks m on m.attempt_id = an.attempt_id and m.question_id = an.question_id
      where t.student_id = ${id} and an.id > ${after}
      order by an.id limit ${limit}`,
  },
  {
    name: 'queries',
    title: 'Queries on marks',
    what: 'The student’s queries on a marking point, with the teacher’s reply and decision.',
    query: (id, after, limit) => sql`
      select q.id as _k, q.id, q.answer_mark_id, q.point_id, q.text, q.status, q.reply, ${ts('q.created_at')} as created_at,
        ${ts('q.decided_at')} as decided_at
      from mark_queries q where (q.student_id = ${id} or q.decided_by = ${id}) and q.id > ${after}
      order by q.id limit ${limit}`,
  },
  {
    name: 'marks-given',
    title: 'Marking done by the teacher',
    what: 'Each change of a mark the teacher made (the answer, marks before and after).',
    query: (id, after, limit) => sql`
      select m.id as _k, m.id, m.answer_mark_id, m.action, m.source, m.before -> 'marks' as marks_before,
        m.after -> 'marks' as marks_after, m.after ->> 'feedback' as feedback, ${ts('m.created_at')} as at
      from mark_audit m where m.actor_id = ${id} and m.id > ${after}
      order by m.id limit ${limit}`,
  },
  {
    name: 'messages',
    title: 'Messages',
    what: 'Messages the person sent, and those sent to them.',
    query: (id, after, limit) => sql`
      select m.id as _k, m.id, th.subject, sender.name as sender, m.body, ${ts('m.created_at')} as sent_at,
        case when m.sender_id = ${id} then 'sent' else 'received' end as direction
      from messages m join message_threads th on th.id = m.thread_id
      join users sender on sender.id = m.sender_id
      where m.id > ${after} and (m.sender_id = ${id} or m.recipient_id = ${id} or (m.recipient_id is null and exists (
        select 1 from message_participants p where p.thread_id = m.thread_id and p.user_id = ${id})))
      order by m.id limit ${limit}`,
  },
  {
    name: 'notifications',
    title: 'Notifications',
    what: 'Notifications the platform showed the person.',
    query: (id, after, limit) => sql`
      select n.id as _k, n.id, n.title, n.body, n.link, ${ts('n.created_at')} as created_at, ${ts('n.read_at')} as read_at
      from notifications n where n.user_id = ${id} and n.id > ${after} order by n.id limit ${limit}`,
  },
  {
    name: 'practice-answers',
    title: 'Practice and revision answers',
    what: 'Answers given while practising a lesson or revising, with the engine’s and the teacher’s marks.',
    query: (id, after, limit) => sql`
      select p.id as _k, p.id, p.lesson_id, p.question_id, p.source, p.answer #>> '{}' as answer_text, p.max_marks,
        p.engine_marks, p.teacher_marks, p.self_assessment, ${ts('p.answered_at')} as answered_at
      from practice_answers p where p.student_id = ${id} and p.id > ${after} order by p.id limit ${limit}`,
  },
  {
    name: 'lesson-completions',
    title: 'Lessons completed',
    what: 'Lessons the student marked done or practised to the end.',
    query: (id, after, limit) => sql`
      select c.lesson_id as _k, c.lesson_id, l.name as lesson, c.source, ${ts('c.completed_at')} as completed_at
      from lesson_completions c left join lessons l on l.id = c.lesson_id
      where c.student_id = ${id} and c.lesson_id > ${after} order by c.lesson_id limit ${limit}`,
  },
  {
    name: 'revision-cards',
    title: 'Revision schedule',
    what: 'When each question is next due for revision, and how it has gone so far.',
    query: (id, after, limit) => sql`
      select r.question_id as _k, r.question_id, r.lesson_id, ${ts('r.due')} as due, r.reps, r.lapses, r.state,
        ${ts('r.last_review')} as last_review
      from revision_cards r where r.student_id = ${id} and r.question_id > ${after} order by r.question_id limit ${limit}`,
  },
  {
    name: 'sign-ins',
    title: 'Sign-ins',
    what: 'Every sign-in to the account.',
    query: (id, after, limit) => sql`
      select e.id as _k, e.id, ${ts('e.at')} as at from audit_events e
      where e.subject_user_id = ${id} and e.action = 'sign_in' and e.id > ${after} order by e.id limit ${limit}`,
  },
];

type Row = Record<string, unknown> & { _k: number | string };

/** One page of a dataset about a person: the rows after keyset `after`, with the keyset of the last. */
export async function readDatasetPage(db: Db, dataset: Dataset, personId: number, after: number, limit: number) {
  const rows = await rowsOf<Row>(db, dataset.query(personId, after, limit));
  let last = after;
  const values = rows.map(({ _k, ...rest }) => {
    last = Number(_k);
    return rest as Record<string, unknown>;
  });
  return { rows: values, last };
}
