import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, rowsOf } from '../../db/sql';
import { createAuditLog } from '../../db/audit-events.repository';

/** The name an erased account shows from then on: its role only. */
export const erasedName = (kind: string) => (kind === 'student' ? 'Erased student' : 'Erased user');
/** The login of an erased account: unique, unreachable (`.invalid` is reserved, RFC 2606). */
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;
/** What replaces a message an erased person wrote. */
export const ERASED_TEXT = '[erased]';

export interface ErasureOutcome {
  userId: number;
  erasedAt: Date;
  /** Rows whose personal text was removed or that were deleted, by kind. */
  anonymised: Record<string, number>;
  /** The avatar file to remove from storage once the transaction has committed. */
  image: string | null;
}

async function count(tx: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Irreversibly anonymises one person, in one transaction: their name, e-mail, password and avatar;
 * the text of their answers (the marks stay, with the engine's quoted spans removed), the feedback
 * and queries on their answers, the messages and thread subjects they wrote, their notifications,
 * subgroups, comment bank, saved filters, reset links and e-mails kept for them. Their account, class
 * memberships, attempts and marks stay as rows, so every class and school figure is unchanged.
 * The account keeps its active flag (dashboards count active students) but can never sign in again.
 * Audit events hold ids only and are kept as they are. Returns null when there is no such person.
 */
export async function erasePerson(
  db: Db,
  userId: number,
  actor: { id: number | null; role: string },
  now: Date,
  reason: 'request' | 'retention' | 'school_closed',
): Promise<ErasureOutcome | null> {
  return db.transaction(async (t) => {
    const [person] = await rowsOf<{
      id: number;
      kind: string;
      email: string;
      image: string | null;
      school_id: number | null;
    }>(t, sql`select id, kind, email, image, school_id from users where id = ${userId} for update`);
    if (!person) return null;
    const at = now.toISOString();
    const answerMarkIds = sql`select m.id from answer_marks m join attempts a on a.id = m.attempt_id where a.student_id = ${userId}`;
    const anonymised: Record<string, number> = {};
    anonymised.answers = await count(
      t,
      sql`update answers set answer = null where jsonb_typeof(answer) = 'string'
          and attempt_id in (select id from attempts where student_id = ${userId})`,
    );
    anonymised.marks = await count(
      t,
      sql`update answer_marks set feedback = null,
            points = coalesce((select jsonb_agg(jsonb_set(jsonb_set(p, '{matches}', '[]'::jsonb), '{nearMisses}', '[]'::jsonb))
                               from jsonb_array_elements(points) p), '[]'::jsonb)
          where id in (${answerMarkIds})`,
    );
    anonymised.markHistory = await count(
      t,
      sql`update mark_audit set
            before = case when before is null then null else jsonb_set(before, '{feedback}', 'null'::jsonb) end,
            after = jsonb_set(after, '{feedback}', 'null'::jsonb)
          where answer_mark_id in (${answerMarkIds})`,
    );
    anonymised.attemptFeedback = await count(
      t,
      sql`update attempts set feedback = null where student_id = ${userId} and feedback is not null`,
    );
    anonymised.queries = await count(
      t,
      sql`update mark_queries set text = ${ERASED_TEXT}, reply = null where student_id = ${userId}`,
    );
    anonymised.messages = await count(t, sql`update messages set body = ${ERASED_TEXT} where sender_id = ${userId}`);
    anonymised.threads = await count(
      t,
      sql`update message_threads set subject = ${ERASED_TEXT} where started_by = ${userId}`,
    );
    anonymised.practiceAnswers = await count(
      t,
      sql`update practice_answers set answer = null, engine_result = '{}'::jsonb
          where student_id = ${userId} and jsonb_typeof(answer) = 'string'`,
    );
    anonymised.notifications = await count(t, sql`delete from notifications where user_id = ${userId}`);
    anonymised.subgroups = await count(t, sql`delete from student_tags where student_id = ${userId}`);
    anonymised.comments = await count(t, sql`delete from marking_comments where teacher_id = ${userId}`);
    anonymised.savedFilters = await count(t, sql`delete from dashboard_filters where user_id = ${userId}`);
    await t.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
    anonymised.emails = await count(t, sql`delete from mail_outbox where lower("to") = lower(${person.email})`);
    const login = person.email.toLowerCase();
    await t.execute(
      sql`delete from login_throttle where key = ${`account:${login}`} or key like ${`pair:${escapeLike(login)}|%`}`,
    );
    await t.execute(sql`
      update users set name = ${erasedName(person.kind)}, email = ${erasedEmail(userId)}, password_hash = '!erased',
        image = null, school_admin = false, must_change_password = false,
        token_version = token_version + 1, erased_at = ${at}::timestamptz
      where id = ${userId}`);
    await createAuditLog(t).record({
      actorId: actor.id,
      actorRole: actor.role,
      schoolId: person.school_id,
      subjectUserId: userId,
      objectKind: person.kind === 'student' ? 'student' : 'teacher',
      objectId: userId,
      action: 'erase',
      detail: { reason, ...anonymised },
    });
    return { userId, erasedAt: now, anonymised, image: person.image };
  });
}
