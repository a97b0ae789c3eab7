import { and, eq, getTableColumns, inArray, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDate, col, rowsOf } from '../../db/sql';
import { answers, assignments, attemptQuestions, attempts, users, type AnswerType } from '../../db/schema/index';

export type AttemptRow = typeof attempts.$inferSelect;
export type AnswerValue = string | number[] | number | null;

export interface StoredAnswerRow {
  questionId: number;
  answer: AnswerValue;
  flagged: boolean;
  revision: number;
  savedAt: Date;
}

/**
 * Whether the assignment is set to this student: through one of their classes, a subgroup (a tag
 * the school put on them) or by name. Raw SQL so it can sit in any WHERE.
 */
export const targetsStudent = (studentId: number | Placeholder) => sql`exists (
  select 1 from assignment_targets t
  where t.assignment_id = ${assignments.id} and (
    (t.kind = 'student' and t.student_id = ${studentId})
    or (t.kind = 'group' and exists (
      select 1 from group_students gs where gs.group_id = t.group_id and gs.student_id = ${studentId}))
    or (t.kind = 'subgroup' and exists (
      select 1 from student_tags st where st.student_id = ${studentId} and st.name = t.tag))
  ))`;

/** One answer to save: the student's, for a question of their attempt at an assignment. */
export interface AnswerSave {
  /** The student's school: keeps the statement on one shard when distributed by school. */
  schoolId: number;
  assignmentId: number;
  studentId: number;
  questionId: number;
  answerType: AnswerType | null;
  maxChoiceId: number;
  answer: AnswerValue;
  revision: number;
  flagged: boolean | undefined;
  graceSeconds: number;
}

/**
 * What a save found: not `matched` (the attempt is not open for this answer: a guard failed), or
 * matched with the attempt's deadline and the stored answer when the save landed (none: the stored
 * revision was not older).
 */
export type AnswerSaveResult =
  { matched: false } | { matched: true; deadlineAt: Date; saved: StoredAnswerRow | undefined };

interface SaveRow {
  deadline_at: unknown;
  question_id: number | null;
  answer: AnswerValue;
  flagged: boolean | null;
  revision: number | null;
  saved_at: unknown;
}

function saveResult(row: SaveRow | undefined): AnswerSaveResult {
  if (!row) return { matched: false };
  const saved: StoredAnswerRow | undefined =
    row.question_id == null
      ? undefined
      : {
          questionId: Number(row.question_id),
          answer: row.answer,
          flagged: row.flagged!,
          revision: Number(row.revision),
          savedAt: asDate(row.saved_at),
        };
  return { matched: true, deadlineAt: asDate(row.deadline_at), saved };
}

/**
 * The guarded save of one or more answers as one prepared statement, its saves passed as one jsonb
 * array (parsed and planned once per connection, whatever the batch's size). For each save: the
 * attempt is the student's, of their school, not submitted and within the deadline plus grace, the
 * question is in it and the answer fits it, and the stored revision is lower; the attempt's row is
 * touched and the answer upserted. The attempts are locked in id order, so two batches never wait
 * on each other in a cycle, and a submit that commits first is seen (the lock re-reads the row).
 * A save without an open attempt row: one guard failed.
 */
function prepareSaves(db: Db) {
  const input = db
    .$with('input', {
      n: sql<number>`n`.as('n'),
      questionId: sql<number>`question_id`.as('question_id'),
    })
    .as(
      sql`select * from jsonb_to_recordset(${sql.placeholder('saves')}::jsonb) as i(
        n int, school_id int, assignment_id int, student_id int, question_id int, answer_type text,
        max_choice int, answer text, flagged boolean, revision int, grace int)`,
    );
  const open = db
    .$with('open', {
      n: sql<number>`n`.as('n'),
      id: sql<number>`id`.as('id'),
      deadlineAt: sql<Date>`deadline_at`.as('deadline_at'),
    })
    .as(
      sql`select i.n, t.id, t.school_id, t.deadline_at
        from input i
        join attempts t on t.school_id = i.school_id and t.assignment_id = i.assignment_id
          and t.student_id = i.student_id
        where t.submitted_at is null
          and now() <= t.deadline_at + make_interval(secs => i.grace)
          and exists (
            select 1 from assignments a
            where a.id = t.assignment_id and a.school_id = t.school_id and a.deleted_at is null)
          and exists (
            select 1 from attempt_questions aq
            where aq.attempt_id = t.id and aq.question_id = i.question_id
              and (i.answer_type is null or aq.answer_type = i.answer_type)
              and (aq.answer_type <> 'choice' or aq.choice_count > i.max_choice))
        order by t.id
        for update of t`,
    );
  const touched = db
    .$with('touched', { id: sql<number>`id`.as('id') })
    .as(sql`update attempts set last_saved_at = now() where id in (select id from open) returning id`);
  const up = db
    .$with('up', {
      attemptId: sql<number>`attempt_id`.as('attempt_id'),
      questionId: sql<number>`question_id`.as('question_id'),
      answer: sql<AnswerValue>`answer`.as('answer'),
      flagged: sql<boolean>`flagged`.as('flagged'),
      revision: sql<number>`revision`.as('revision'),
      savedAt: sql<Date>`saved_at`.as('saved_at'),
    })
    .as(
      sql`insert into answers (school_id, attempt_id, question_id, answer, flagged, revision, saved_at)
        select o.school_id, o.id, i.question_id, i.answer::jsonb, coalesce(i.flagged, false), i.revision, now()
        from open o join input i on i.n = o.n
        on conflict (attempt_id, question_id) do update set
          answer = excluded.answer,
          flagged = coalesce(
            (select i.flagged from input i join open o on o.n = i.n
             where o.id = excluded.attempt_id and i.question_id = excluded.question_id),
            answers.flagged),
          revision = excluded.revision,
          saved_at = excluded.saved_at
        where answers.revision < excluded.revision
        returning attempt_id, question_id, answer, flagged, revision, saved_at`,
    );
  // Qualified by hand: Drizzle renders a CTE's columns unqualified, and these share names.
  return db
    .with(input, open, touched, up)
    .select({
      n: sql<number>`"input"."n"`,
      deadline_at: sql<Date | null>`"open"."deadline_at"`,
      question_id: sql<number | null>`"up"."question_id"`,
      answer: sql<AnswerValue>`"up"."answer"`,
      flagged: sql<boolean | null>`"up"."flagged"`,
      revision: sql<number | null>`"up"."revision"`,
      saved_at: sql<Date | null>`"up"."saved_at"`,
    })
    .from(input)
    .leftJoin(open, sql`"open"."n" = "input"."n"`)
    .leftJoin(up, sql`"up"."attempt_id" = "open"."id" and "up"."question_id" = "input"."question_id"`)
    .prepare('attempts_save_answers');
}

/** The student's attempt at an assignment that is not deleted: read by every submit and resume. */
function prepareFindAttempt(db: Db) {
  return db
    .select(getTableColumns(attempts))
    .from(attempts)
    .innerJoin(assignments, and(eq(assignments.id, attempts.assignmentId), eq(assignments.schoolId, attempts.schoolId)))
    .where(
      and(
        eq(attempts.assignmentId, sql.placeholder('assignmentId')),
        eq(attempts.studentId, sql.placeholder('studentId')),
        isNull(assignments.deletedAt),
      ),
    )
    .prepare('attempts_find_attempt');
}

/** Answered (non-empty) and flagged answers, and questions, of the attempt being updated. */
const countsOfAttempt = {
  answered: sql<number>`(select count(*) from ${answers} s where s.attempt_id = ${col(attempts.id)}
    and s.answer is not null and s.answer not in ('""'::jsonb, '[]'::jsonb, 'null'::jsonb))`.mapWith(Number),
  flagged: sql<number>`(select count(*) from ${answers} s where s.attempt_id = ${col(attempts.id)}
    and s.flagged)`.mapWith(Number),
  total: sql<number>`(select count(*) from ${attemptQuestions} q where q.attempt_id = ${col(attempts.id)})`.mapWith(
    Number,
  ),
};

/** The submit of one open attempt (see the repository's `submit`). */
function prepareSubmit(db: Db) {
  const accepting = sql`now() <= ${col(attempts.deadlineAt)} + make_interval(secs => ${sql.placeholder('graceSeconds')})`;
  return db
    .update(attempts)
    .set({
      submittedAt: sql`now()`,
      submittedBy: sql`case when ${accepting} then 'student' else 'timeout' end`,
    })
    .where(
      and(
        eq(attempts.id, sql.placeholder('attemptId')),
        isNull(attempts.submittedAt),
        sql`exists (select 1 from ${assignments} a where a.id = ${col(attempts.assignmentId)}
          and a.school_id = ${col(attempts.schoolId)} and a.deleted_at is null)`,
      ),
    )
    .returning({ ...getTableColumns(attempts), ...countsOfAttempt })
    .prepare('attempts_submit');
}

/** Drizzle queries of the attempts module (sitting an exam). */
export function createAttemptsRepository(db: Db) {
  // Prepared on first use, so building the app (e.g. to list its routes) touches no database.
  let prepared: ReturnType<typeof prepareSaves> | null = null;
  const savesStatement = () => (prepared ??= prepareSaves(db));
  let preparedFind: ReturnType<typeof prepareFindAttempt> | null = null;
  const findAttemptStatement = () => (preparedFind ??= prepareFindAttempt(db));
  let preparedSubmit: ReturnType<typeof prepareSubmit> | null = null;
  const submitStatement = () => (preparedSubmit ??= prepareSubmit(db));
  return {
    /** The student's attempt at an assignment that is not deleted (a deleted one takes nothing more). */
    async findAttempt(assignmentId: number, studentId: number) {
      const [row] = await findAttemptStatement().execute({ assignmentId, studentId });
      return row;
    },

    async attemptQuestion(attemptId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(attemptQuestions)
        .where(and(eq(attemptQuestions.attemptId, attemptId), eq(attemptQuestions.questionId, questionId)));
      return row;
    },

    async storedAnswer(attemptId: number, questionId: number): Promise<StoredAnswerRow | undefined> {
      const [row] = await db
        .select({
          questionId: answers.questionId,
          answer: answers.answer,
          flagged: answers.flagged,
          revision: answers.revision,
          savedAt: answers.savedAt,
        })
        .from(answers)
        .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)));
      return row;
    },

    /**
     * Saves answers in a single statement (see prepareSaves), so each reply can follow the commit:
     * at most one save per student, assignment and question (one statement cannot upsert a row
     * twice). Per save, `matched` false: nothing was touched (closed, submitted, unknown question or
     * wrong shape); `saved` undefined with `matched` true: the stored revision is the same or newer.
     */
    async saveAnswers(inputs: AnswerSave[]): Promise<AnswerSaveResult[]> {
      const saves = inputs.map((s, n) => ({
        n,
        school_id: s.schoolId,
        assignment_id: s.assignmentId,
        student_id: s.studentId,
        question_id: s.questionId,
        answer_type: s.answerType,
        max_choice: s.maxChoiceId,
        answer: JSON.stringify(s.answer),
        flagged: s.flagged ?? null,
        revision: s.revision,
        grace: s.graceSeconds,
      }));
      const rows = await savesStatement().execute({ saves: JSON.stringify(saves) });
      const byN = new Map(rows.map((r) => [Number(r.n), r]));
      return inputs.map((_, n) => {
        const row = byN.get(n);
        return saveResult(row?.deadline_at == null ? undefined : row);
      });
    },

    /** The database's clock: every time rule is decided on it. */
    async now(): Promise<Date> {
      const [row] = await rowsOf<{ now: Date }>(db, sql`select now() as now`);
      return asDate(row!.now);
    },

    /**
     * Submits an open attempt of an assignment not deleted, by the student while it still takes
     * answers (deadline + grace on the database's clock), else as timed out; undefined when it was
     * already submitted (the first submit wins) or its assignment was deleted meanwhile. With it,
     * the counts the student's confirmation shows, so the submit costs one statement.
     */
    async submit(attemptId: number, graceSeconds: number) {
      const [row] = await submitStatement().execute({ attemptId, graceSeconds });
      if (!row) return undefined;
      const { answered, flagged, total, ...attempt } = row;
      return { attempt, counts: { answered, flagged, total } };
    },

    /**
     * Submits, as timed out, up to `limit` open attempts whose deadline + grace has passed, and
     * returns them. Rows another instance is submitting are skipped, so sweeps never collide.
     */
    async submitOverdue(graceSeconds: number, limit: number) {
      return rowsOf<{ id: number; assignment_id: number; student_id: number; school_id: number }>(
        db,
        sql`update attempts set submitted_at = now(), submitted_by = 'timeout'
          where id in (
            select t.id from attempts t
            where t.submitted_at is null and t.deadline_at + make_interval(secs => ${graceSeconds}) < now()
              and exists (
                select 1 from assignments a
                where a.id = t.assignment_id and a.school_id = t.school_id and a.deleted_at is null)
            order by t.deadline_at limit ${limit} for update of t skip locked)
          and submitted_at is null
          returning id, assignment_id, student_id, school_id`,
      );
    },

    /** Answered (non-empty) and flagged answers, and questions, of an attempt. */
    async answerCounts(attemptId: number) {
      const [row] = await db.select(countsOfAttempt).from(attempts).where(eq(attempts.id, attemptId));
      return row ?? { answered: 0, flagged: 0, total: 0 };
    },

    /** Submitted attempts with what their confirmation names: the assignment, and the student to tell. */
    async toConfirm(attemptIds: readonly number[]) {
      return db
        .select({
          id: attempts.id,
          assignmentId: attempts.assignmentId,
          studentId: attempts.studentId,
          submittedBy: attempts.submittedBy,
          title: assignments.title,
          email: users.email,
          name: users.name,
        })
        .from(attempts)
        .innerJoin(assignments, eq(assignments.id, attempts.assignmentId))
        .innerJoin(users, eq(users.id, attempts.studentId))
        .where(and(inArray(attempts.id, [...attemptIds]), isNotNull(attempts.submittedAt)));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
