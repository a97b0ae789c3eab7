import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, DataSubject, ErasureResult } from '@markwell/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { messages, schools, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { rowsOf } from '../../db/sql';
import { RETENTION_QUEUE } from './index';

let t: TestApp;
const api = (url: string) => `/api/v2${url}`;
const get = (url: string) => ({ method: 'GET' as const, url: api(url) });
const DAY = 24 * 60 * 60 * 1000;
/** Only the school admin gets through (and, on the /admin twins, only the platform admin). */
const schoolAdminOnly = {
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: 200,
  staff: 403,
  admin: 403,
};
const adminOnly = { ...schoolAdminOnly, schoolAdmin: 403, admin: 200 };

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function login(email: string) {
  return t.app.inject({ method: 'POST', url: '/login_check', payload: { username: email, password: DEMO_PASSWORD } });
}

/** Every file of a zip answer, as text. */
function unzip(body: Buffer): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([k, v]) => [k, strFromU8(v)]));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the audit log', () => {
  it('is read by the school admin of the school (the platform admin names the school)', async () => {
    expect(await t.statusByCaller(get('/school/audit'))).toEqual(schoolAdminOnly);
    const riverside = (await userByEmail(DEMO_ACCOUNTS.teacher2)).schoolId!;
    expect(await t.statusByCaller(get(`/admin/audit?schoolId=${riverside}`))).toEqual(adminOnly);
    expect((await t.request('admin', get('/admin/audit?schoolId=999999'))).statusCode).toBe(404);
  });

  it('refuses bad filters with a problem', async () => {
    for (const query of [
      'from=yesterday',
      'action=DROP%20TABLE',
      'limit=0',
      'cursor=%21%21',
      'personId=abc',
      'from=2026-02-01&to=2026-01-01',
    ]) {
      const res = await t.request('schoolAdmin', get(`/school/audit?${query}`));
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const cursor = Buffer.from(JSON.stringify(['x'])).toString('base64url');
    expect((await t.request('schoolAdmin', get(`/school/audit?cursor=${cursor}`))).statusCode).toBe(400);
  });

  it('records sign-ins, changes of details and roles, password resets and reads of answers, filtered and paged', async () => {
    expect((await login(DEMO_ACCOUNTS.teacher)).statusCode).toBe(200);
    const teacher = await userByEmail(DEMO_ACCOUNTS.teacher);
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const patchStudent = await t.request('schoolAdmin', {
      method: 'PATCH',
      url: api(`/school/students/${student.id}`),
      payload: { name: student.name },
    });
    expect(patchStudent.statusCode).toBe(200);
    const promote = await t.request('schoolAdmin', {
      method: 'PATCH',
      url: api(`/school/teachers/${teacher.id}`),
      payload: { schoolAdmin: true },
    });
    expect(promote.statusCode).toBe(200);
    // a refused change is not recorded
    await t.request('schoolAdmin', {
      method: 'PATCH',
      url: api(`/school/students/${student.id}`),
      payload: { email: 'no' },
    });

    // and back, so the demo teacher stays a plain teacher for the other tests
    await t.request('schoolAdmin', {
      method: 'PATCH',
      url: api(`/school/teachers/${teacher.id}`),
      payload: { schoolAdmin: false },
    });

    const page = (await t.request('schoolAdmin', get(`/school/audit?personId=${teacher.id}`))).json() as AuditPage;
    const actions = page.items.map((e) => e.action);
    expect(actions).toContain('sign_in');
    expect(actions).toContain('role_change');
    const roles = page.items.filter((e) => e.action === 'role_change');
    expect(roles.map((e) => e.detail)).toEqual([
      { fields: ['schoolAdmin'], schoolAdmin: false },
      { fields: ['schoolAdmin'], schoolAdmin: true },
    ]);
    const role = roles[1]!;
    expect(role).toMatchObject({ subjectUserId: teacher.id, objectKind: 'teacher' });
    expect(role.actorName).toBe((await userByEmail(DEMO_ACCOUNTS.schoolAdmin)).name);

    const studentLog = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${student.id}&action=update_details`))
    ).json() as AuditPage;
    expect(studentLog.items).toHaveLength(1);
    expect(studentLog.items[0]!.detail).toEqual({ fields: ['name'] });

    // the changes of marks kept by marking are part of the log, about their student
    const marks = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${student.id}&action=marked`))
    ).json() as AuditPage;
    expect(marks.items.length).toBeGreaterThan(0);
    expect(marks.items.every((e) => e.id.startsWith('m') && e.subjectUserId === student.id)).toBe(true);

    // keyset pages walk the whole log without repeats
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const res = await t.request('schoolAdmin', get(`/school/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`));
      const p = res.json() as AuditPage;
      for (const e of p.items) {
        expect(seen.has(e.id)).toBe(false);
        seen.add(e.id);
      }
      cursor = p.next_cursor;
    } while (cursor);
    const all = (await t.request('schoolAdmin', get('/school/audit?limit=200'))).json() as AuditPage;
    expect(seen.size).toBe(all.items.length);

    // dates are whole UTC days
    const today = new Date().toISOString().slice(0, 10);
    const none = (
      await t.request('schoolAdmin', get('/school/audit?from=2000-01-01&to=2000-01-02'))
    ).json() as AuditPage;
    expect(none.items).toHaveLength(0);
    const todays = (
      await t.request('schoolAdmin', get(`/school/audit?from=${today}&to=${today}&action=sign_in`))
    ).json() as AuditPage;
    expect(todays.items.some((e) => e.subjectUserId === teacher.id)).toBe(true);

    // another school's log holds none of it
    const riverside = (await userByEmail(DEMO_ACCOUNTS.teacher2)).schoolId!;
    const other = (
      await t.request('admin', get(`/admin/audit?schoolId=${riverside}&personId=${teacher.id}`))
    ).json() as AuditPage;
    expect(other.items).toHaveLength(0);
  });

  it('records a teacher reading a student’s marked answers', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const [attempt] = await rowsOf<{ assignment_id: number }>(
      t.db,
      sql`select assignment_id from attempts where student_id = ${student.id} and submitted_at is not null limit 1`,
    );
    const res = await t.request('teacher', get(`/exams/${attempt!.assignment_id}/students/${student.id}/marks`));
    expect(res.statusCode).toBe(200);
    const log = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${student.id}&action=view_answers`))
    ).json() as AuditPage;
    expect(log.items[0]).toMatchObject({
      actorId: await t.userId('teacher'),
      objectId: `assignment:${attempt!.assignment_id}`,
    });
  });

  it('records every read of students’ work and details, person by person, and nothing for a refused read', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const teacher = await t.userId('teacher');
    const [mark] = await rowsOf<{ id: number; assignment_id: number; question_id: number }>(
      t.db,
      sql`select m.id, a.assignment_id, m.question_id from answer_marks m join attempts a on a.id = m.attempt_id
          where a.student_id = ${student.id} and a.submitted_at is not null order by m.id limit 1`,
    );
    const [group] = await rowsOf<{ id: number }>(
      t.db,
      sql`select g.id from school_groups g join group_students gs on gs.group_id = g.id
          where gs.student_id = ${student.id} and g.name = '10B Biology'`,
    );
    const [course] = await rowsOf<{ id: number }>(
      t.db,
      sql`select c.id from courses c join group_curricula gc on gc.curricula_id = c.curricula_id
          where gc.group_id = ${group!.id} order by c.id limit 1`,
    );
    const events = async (action: string, actor: number) =>
      rowsOf<{ subject_user_id: number; object_id: string | null; detail: { questionId?: number } | null }>(
        t.db,
        sql`select subject_user_id, object_id, detail from audit_events
            where action = ${action} and actor_id = ${actor} order by id`,
      );
    type Body = Record<string, unknown>;
    const ids = (list: { student_id?: number; id?: number }[]) => list.map((x) => x.student_id ?? x.id!);
    const reads: [string, string, number, (body: Body) => number[]][] = [
      [
        `/mafanswers/${mark!.assignment_id}/markings/${mark!.question_id}`,
        'view_answers',
        teacher,
        (b) => (b.clusters as { answers: { student_id: number }[] }[]).flatMap((c) => ids(c.answers)),
      ],
      [
        `/mafanswers/${mark!.assignment_id}/markings/${mark!.question_id}/answers/${mark!.id}`,
        'view_answers',
        teacher,
        (b) => [(b.answer as { student_id: number }).student_id],
      ],
      [
        `/mafanswers/${mark!.assignment_id}/marking/all`,
        'view_marks',
        teacher,
        (b) => ids((b.students as { student_id: number; attempt_id: number | null }[]).filter((x) => x.attempt_id)),
      ],
      [
        `/mafanswers/${mark!.assignment_id}/queries`,
        'view_queries',
        teacher,
        (b) => (b.items as { answer: { student_id: number } }[]).map((q) => q.answer.student_id),
      ],
      [
        `/learning/reviews?group_id=${group!.id}`,
        'view_answers',
        teacher,
        (b) => (b.items as { student: { id: number } }[]).map((x) => x.student.id),
      ],
      [
        `/livedata/student/course?group=${group!.id}&course=${course!.id}&student=${student.id}`,
        'view_marks',
        teacher,
        () => [student.id],
      ],
      [
        '/school/students?limit=5',
        'view_details',
        await t.userId('schoolAdmin'),
        (b) => ids(b.items as { id: number }[]),
      ],
    ];
    for (const [url, action, actor, shown] of reads) {
      const before = (await events(action, actor)).length;
      const res = await t.request(actor === teacher ? 'teacher' : 'schoolAdmin', get(url));
      expect(res.statusCode, url).toBe(200);
      const added = (await events(action, actor)).slice(before);
      // one event per person the answer holds, each naming them
      expect(added.map((e) => e.subject_user_id).sort(), url).toEqual([...new Set(shown(res.json()))].sort());
    }
    expect((await events('view_answers', teacher)).some((e) => e.subject_user_id === student.id)).toBe(true);
    // the student's own trail: who looked at their answers to this question
    const trail = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${student.id}&action=view_answers`))
    ).json() as AuditPage;
    expect(trail.items.some((e) => e.actorId === teacher && e.detail?.questionId === mark!.question_id)).toBe(true);
    // another school's teacher is refused (404) and leaves no read behind
    const other = await t.userId('otherTeacher');
    const refused = await t.request(
      'otherTeacher',
      get(`/mafanswers/${mark!.assignment_id}/markings/${mark!.question_id}`),
    );
    expect(refused.statusCode).toBe(404);
    expect(await events('view_answers', other)).toEqual([]);
  });

  it('exports as CSV with the same filters', async () => {
    const res = await t.request('schoolAdmin', get('/school/audit.csv?action=sign_in'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor_id,actor,actor_role,person_id,person,action,object_kind,object_id,detail');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',sign_in,'))).toBe(true);
    expect((await t.request('teacher', get('/school/audit.csv'))).statusCode).toBe(403);
    expect((await t.request('schoolAdmin', get('/school/audit.csv?to=nope'))).statusCode).toBe(400);
  });

  it('is append-only in the database: no UPDATE, DELETE of a recent row or TRUNCATE', async () => {
    await expect(t.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [count] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from audit_events`);
    expect(count!.n).toBeGreaterThan(0);
    // rows past the one-year floor may go (the retention job's delete)
    await t.db.execute(
      sql`insert into audit_events (at, actor_role, object_kind, action) values (now() - interval '800 days', 'system', 'test', 'old')`,
    );
    await t.db.execute(sql`delete from audit_events where action = 'old'`);
    const [left] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_events where action = 'old'`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('the retention setting', () => {
  it('is read and set by the school admin, within bounds, and audited', async () => {
    expect(await t.statusByCaller(get('/school/data-protection'))).toEqual(schoolAdminOnly);
    expect((await t.request('schoolAdmin', get('/school/data-protection'))).json()).toEqual({
      leaverRetentionDays: 365,
    });
    const put = (days: unknown) =>
      t.request('schoolAdmin', {
        method: 'PUT',
        url: api('/school/data-protection'),
        payload: { leaverRetentionDays: days },
      });
    expect((await put(5)).statusCode).toBe(400);
    expect((await put('a')).statusCode).toBe(400);
    expect((await put(400)).json()).toEqual({ leaverRetentionDays: 400 });
    expect((await put(365)).statusCode).toBe(200);
    const log = (await t.request('schoolAdmin', get('/school/audit?action=retention_change'))).json() as AuditPage;
    expect(log.items[1]!.detail).toEqual({ leaverRetentionDaysBefore: 365, leaverRetentionDaysAfter: 400 });
  });
});

describe('subject access export', () => {
  it('is for the school admin of the person’s school and the platform admin; another school’s id is a 404', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const other = await userByEmail(DEMO_ACCOUNTS.student2);
    expect(await t.statusByCaller(get(`/school/people/${student.id}/export`))).toEqual(schoolAdminOnly);
    expect(await t.statusByCaller(get(`/school/people/${student.id}`))).toEqual(schoolAdminOnly);
    expect((await t.request('schoolAdmin', get(`/school/people/${other.id}/export`))).statusCode).toBe(404);
    expect((await t.request('schoolAdmin', get(`/school/people/${other.id}`))).statusCode).toBe(404);
    expect((await t.request('schoolAdmin', get(`/school/people/${await t.userId('staff')}`))).statusCode).toBe(404);
    expect((await t.request('schoolAdmin', get('/school/people/abc/export'))).statusCode).toBe(400);
    expect((await t.request('admin', get(`/admin/users/${other.id}/export`))).statusCode).toBe(200);
    expect((await t.request('schoolAdmin', get(`/admin/users/${other.id}/export`))).statusCode).toBe(403);
  });

  it('holds everything about a student, readable and as data', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const res = await t.request('schoolAdmin', get(`/school/people/${student.id}/export`));
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzip(res.rawPayload);
    for (const name of [
      'profile',
      'classes',
      'assignments',
      'answers',
      'queries',
      'messages',
      'notifications',
      'practice-answers',
      'lesson-completions',
      'revision-cards',
      'sign-ins',
    ]) {
      expect(files[`${name}.csv`], name).toBeDefined();
      expect(() => JSON.parse(files[`${name}.json`]!), name).not.toThrow();
    }
    expect(files['index.html']).toContain(`Data held about ${student.name}`);
    expect(files['profile.csv']).toContain(student.email);
    expect(JSON.parse(files['classes.json']!).map((c: { name: string }) => c.name)).toContain('10B Biology');
    // every answer with its marks, as the database holds them
    const [held] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from answers a join attempts t on t.id = a.attempt_id where t.student_id = ${student.id}`,
    );
    const answers = JSON.parse(files['answers.json']!) as { marks: number | null }[];
    expect(answers).toHaveLength(held!.n);
    expect(answers.some((a) => a.marks !== null)).toBe(true);
    const [sent] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, (await userByEmail(DEMO_ACCOUNTS.teacher)).id))
      .limit(1);
    expect(files['messages.csv']).toContain(sent!.body.slice(0, 20));
    // the audit entries about them, the export's own among them
    expect(files['audit.csv']).toContain(',export,');
  });
});

describe('erasure', () => {
  it('asks for confirmation and keeps to the school', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const other = await userByEmail(DEMO_ACCOUNTS.student2);
    const erase = (who: Parameters<TestApp['request']>[0], id: number, payload: unknown = { confirm: true }) =>
      t.request(who, { method: 'POST', url: api(`/school/people/${id}/erase`), payload: payload as object });
    expect((await erase('anonymous', student.id)).statusCode).toBe(401);
    expect((await erase('teacher', student.id)).statusCode).toBe(403);
    expect((await erase('schoolAdmin', student.id, {})).statusCode).toBe(400);
    expect((await erase('schoolAdmin', student.id, { confirm: 'yes' })).statusCode).toBe(400);
    expect((await erase('schoolAdmin', other.id)).statusCode).toBe(404);
    expect((await erase('schoolAdmin', await t.userId('schoolAdmin'))).statusCode).toBe(400);
  });

  it('anonymises a student everywhere while every figure stays as it was', async () => {
    const student = await userByEmail(DEMO_ACCOUNTS.student);
    const teacher = await userByEmail(DEMO_ACCOUNTS.teacher);
    const [answer] = await rowsOf<{ text: string }>(
      t.db,
      sql`select a.answer #>> '{}' as text from answers a join attempts t on t.id = a.attempt_id
          where t.student_id = ${student.id} and jsonb_typeof(a.answer) = 'string' and length(a.answer #>> '{}') > 20 limit 1`,
    );
    const [thread] = await rowsOf<{ thread_id: number }>(
      t.db,
      sql`select thread_id from message_participants where user_id = ${student.id} limit 1`,
    );
    const body = 'Sorry I missed the lesson, my grandmother Priya Okafor was visiting';
    const reply = await t.request('student', {
      method: 'POST',
      url: api(`/messages/threads/${thread!.thread_id}/messages`),
      payload: { body },
    });
    expect(reply.statusCode).toBe(201);
    const ownMessage = { body, thread_id: thread!.thread_id };
    expect(answer, 'a written answer').toBeDefined();
    expect(ownMessage, 'a message of theirs').toBeDefined();

    const figures = [
      '/progress/subject/summary?subject=8',
      '/progress/subject/groups?subject=8',
      '/exams?subject=8',
      '/assignments?subject=8',
      '/checkpoints?subject=8',
    ];
    const before = await Promise.all(figures.map((f) => t.request('schoolAdmin', get(f))));
    before.forEach((r, i) => expect(r.statusCode, figures[i]).toBe(200));

    const res = await t.request('schoolAdmin', {
      method: 'POST',
      url: api(`/school/people/${student.id}/erase`),
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json() as ErasureResult;
    expect(result.anonymised.answers).toBeGreaterThan(0);
    expect(result.anonymised.messages).toBeGreaterThan(0);

    const after = await Promise.all(figures.map((f) => t.request('schoolAdmin', get(f))));
    after.forEach((r, i) => expect(r.json(), figures[i]).toEqual(before[i]!.json()));

    // no route, export, CSV or search gives back the name, e-mail or text
    const secrets = [student.name, student.email, answer!.text, ownMessage!.body];
    const reads = [
      await t.request('admin', get(`/admin/users?q=${encodeURIComponent(student.name)}`)),
      await t.request('admin', get(`/admin/users?q=${encodeURIComponent(student.email)}`)),
      await t.request('schoolAdmin', get('/school/students')),
      await t.request('schoolAdmin', get(`/school/people/${student.id}`)),
      await t.request({ userId: teacher.id }, get(`/messages/threads/${ownMessage!.thread_id}`)),
      await t.request('schoolAdmin', get('/school/audit.csv')),
      await t.request('schoolAdmin', get('/school/audit?limit=200')),
    ];
    const exported = unzip((await t.request('schoolAdmin', get(`/school/people/${student.id}/export`))).rawPayload);
    const texts = [...reads.map((r) => r.body), ...Object.values(exported)];
    for (const secret of secrets) for (const text of texts) expect(text.includes(secret)).toBe(false);
    expect(
      ((await t.request('schoolAdmin', get(`/school/people/${student.id}`))).json() as DataSubject).erasedAt,
    ).not.toBeNull();

    // the account is gone for sign-in, and erasing again is a conflict
    expect((await login(DEMO_ACCOUNTS.student)).statusCode).toBe(401);
    const again = await t.request('schoolAdmin', {
      method: 'POST',
      url: api(`/school/people/${student.id}/erase`),
      payload: { confirm: true },
    });
    expect(again.statusCode).toBe(409);
    const log = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${student.id}&action=erase`))
    ).json() as AuditPage;
    expect(log.items).toHaveLength(1);
  });
});

describe('erasure by the platform admin', () => {
  it('reaches any school; a school admin may not use the admin route', async () => {
    const other = await userByEmail(DEMO_ACCOUNTS.student2);
    const erase = (who: 'schoolAdmin' | 'admin' | 'staff', payload: object = { confirm: true }) =>
      t.request(who, { method: 'POST', url: api(`/admin/users/${other.id}/erase`), payload });
    expect((await erase('schoolAdmin')).statusCode).toBe(403);
    expect((await erase('staff')).statusCode).toBe(403);
    expect((await erase('admin', {})).statusCode).toBe(400);
    expect(
      (
        await t.request('admin', {
          method: 'POST',
          url: api('/admin/users/2000000000/erase'),
          payload: { confirm: true },
        })
      ).statusCode,
    ).toBe(404);
    const res = await erase('admin');
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(`erased-${other.id}@erased.invalid`)).name).toBe('Erased student');
    const log = (
      await t.request('admin', get(`/admin/audit?schoolId=${other.schoolId}&action=erase`))
    ).json() as AuditPage;
    expect(log.items[0]).toMatchObject({
      actorId: await t.userId('admin'),
      actorRole: 'admin',
      subjectUserId: other.id,
    });
  });
});

describe('the retention sweep', () => {
  it('anonymises leavers after the school’s period, on the queue’s clock', async () => {
    const schoolId = (await userByEmail(DEMO_ACCOUNTS.teacher)).schoolId!;
    const [leaver] = await t.db
      .insert(users)
      .values({
        email: `leaver-${Date.now()}@factory.test`,
        passwordHash: 'x',
        name: 'Lena Leaver',
        kind: 'student',
        schoolId,
      })
      .returning();
    const deactivate = await t.request('schoolAdmin', {
      method: 'PATCH',
      url: api(`/school/students/${leaver!.id}`),
      payload: { active: false },
    });
    expect(deactivate.statusCode).toBe(200);
    const left = (await t.request('schoolAdmin', get(`/school/people/${leaver!.id}`))).json() as DataSubject;
    expect(left.leftAt).not.toBeNull();
    expect(new Date(left.erasureDueAt!).getTime() - new Date(left.leftAt!).getTime()).toBe(365 * DAY);

    await t.app.jobs.enqueue(RETENTION_QUEUE, { asOf: new Date(Date.now() + 300 * DAY).toISOString() });
    await t.app.jobs.drain();
    expect((await userByEmail(leaver!.email)).erasedAt).toBeNull();

    await t.app.jobs.enqueue(RETENTION_QUEUE, { asOf: new Date(Date.now() + 366 * DAY).toISOString() });
    await t.app.jobs.drain();
    const [erased] = await t.db.select().from(users).where(eq(users.id, leaver!.id));
    expect(erased!.name).toBe('Erased student');
    expect(erased!.erasedAt).not.toBeNull();
    const log = (
      await t.request('schoolAdmin', get(`/school/audit?personId=${leaver!.id}&action=erase`))
    ).json() as AuditPage;
    expect(log.items[0]).toMatchObject({ actorId: null, actorRole: 'system', detail: { reason: 'retention' } });
  });

  it('erases a school’s people a notice period after it stopped', async () => {
    const riverside = (await userByEmail(DEMO_ACCOUNTS.teacher2)).schoolId!;
    const off = await t.request('admin', {
      method: 'PATCH',
      url: api(`/admin/schools/${riverside}`),
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    await t.app.jobs.enqueue(RETENTION_QUEUE, { asOf: new Date(Date.now() + 30 * DAY).toISOString() });
    await t.app.jobs.drain();
    expect((await userByEmail(DEMO_ACCOUNTS.teacher2)).erasedAt).toBeNull();
    await t.app.jobs.enqueue(RETENTION_QUEUE, { asOf: new Date(Date.now() + 91 * DAY).toISOString() });
    await t.app.jobs.drain();
    const people = await t.db.select().from(users).where(eq(users.schoolId, riverside));
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.erasedAt !== null && p.email.endsWith('@erased.invalid'))).toBe(true);
    const [school] = await t.db.select().from(schools).where(eq(schools.id, riverside));
    expect(school!.erasedAt).not.toBeNull();
  });
});
