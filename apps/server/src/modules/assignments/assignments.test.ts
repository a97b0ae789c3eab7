import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, CreateAssignmentBody } from '@markwell/contracts';
import { assignments, attempts, mailOutbox, notifications, schoolGroups, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { startSmtp } from '../../../test/smtp-server';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';
import { patchOf, statusesFor } from '../../../test/exam-fixtures';
import { questionFixtures } from '../../../test/question-fixtures';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
let templateId: number;
let riversideTemplateId: number;
const groups: Record<string, number> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://school.example' });
  f = await questionFixtures(t);
  for (const g of await t.db.select().from(schoolGroups)) groups[g.name] = g.id;
  for (const u of await t.db.select().from(users).where(like(users.email, '%@demo.markwell.test')))
    ids[u.email.split('@')[0]!] = u.id;
  const create = async (caller: Caller) => {
    const res = await t.request(caller, {
      method: 'POST',
      url: api('/examtemplates'),
      payload: {
        name: 'Photosynthesis quiz',
        curricula_id: f.bio,
        time_limit_seconds: 1200,
        sections: [{ title: 'A', question_ids: [f.photosynthesis.id] }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  templateId = await create('teacher');
  riversideTemplateId = await create('otherTeacher');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (path: string) => `/api/v2${path}`;
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
let n = 0;

function body(over: Partial<CreateAssignmentBody> = {}): CreateAssignmentBody {
  return {
    template_id: templateId,
    title: `Homework ${++n}`,
    opens_at: hours(-1),
    due_at: hours(48),
    targets: { group_ids: [groups['10B Biology']!], subgroups: [], student_ids: [] },
    ...over,
  };
}

async function create(caller: Caller = 'teacher', over: Partial<CreateAssignmentBody> = {}): Promise<Assignment> {
  const res = await t.request(caller, { method: 'POST', url: api('/mafassignments'), payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const student = (name: string) => ({ userId: ids[name]! });

describe('POST /mafassignments', () => {
  it('is for teachers of the class (another school’s teacher cannot use the class)', async () => {
    expect(await t.statusByCaller(() => ({ method: 'POST', url: api('/mafassignments'), payload: body() }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 400, school: 201, platform: 403 }),
    );
  });

  it('sets a template to 10B with extra time and notifies every student', async () => {
    const a = await create('teacher', {
      extra_time: [
        { student_id: ids['amir-khan']!, extra_minutes: 15 },
        { student_id: ids['chloe-smith']!, extra_percent: 25 },
      ],
      one_per_page: true,
    });
    expect(a).toMatchObject({
      template_id: templateId,
      template_name: 'Photosynthesis quiz',
      time_limit_seconds: 1200,
      one_per_page: true,
      total_marks: f.photosynthesis.maxMarks,
      question_count: 1,
      student_count: 6,
      started_count: 0,
      targets: [{ kind: 'group', group_id: groups['10B Biology'], label: '10B Biology' }],
    });
    expect(a.students.every((s) => s.status === 'to_do')).toBe(true);
    expect(a.extra_time).toEqual(
      expect.arrayContaining([
        { student_id: ids['amir-khan'], student_name: 'Amir Khan', extra_minutes: 15, extra_percent: null },
        { student_id: ids['chloe-smith'], student_name: 'Chloe Smith', extra_minutes: null, extra_percent: 25 },
      ]),
    );
    const raised = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/student/assignments/${a.id}`));
    expect(raised.map((r) => r.userId).sort()).toEqual(a.students.map((s) => s.student_id).sort());
    expect(raised[0]!.title).toBe(`New assignment: ${a.title}`);
  });

  it('refuses classes, students and subgroups that are not the teacher’s, and bad times', async () => {
    const cases: [string, unknown, string][] = [
      ['due before opening', body({ opens_at: hours(5), due_at: hours(2) }), 'invalid_assignment'],
      ['due in the past', body({ opens_at: hours(-5), due_at: hours(-2) }), 'invalid_assignment'],
      ['no one', body({ targets: { group_ids: [], subgroups: [], student_ids: [] } }), 'invalid_assignment'],
      ['a colleague’s class', body({ targets: { group_ids: [groups['11A Chemistry']!] } }), 'invalid_assignment'],
      ['another school’s class', body({ targets: { group_ids: [groups['Year 10 Biology']!] } }), 'invalid_assignment'],
      ['another school’s student', body({ targets: { student_ids: [ids.student2!] } }), 'invalid_assignment'],
      ['a teacher as a student', body({ targets: { student_ids: [ids.teacher!] } }), 'invalid_assignment'],
      ['unknown subgroup', body({ targets: { subgroups: ['Nobody'] } }), 'invalid_assignment'],
      ['another school’s template', body({ template_id: riversideTemplateId }), 'invalid_assignment'],
      [
        'extra time twice',
        body({
          extra_time: [
            { student_id: ids.student!, extra_minutes: 5 },
            { student_id: ids.student!, extra_minutes: 10 },
          ],
        }),
        'invalid_assignment',
      ],
      [
        'extra minutes and percent',
        body({ extra_time: [{ student_id: ids.student!, extra_minutes: 5, extra_percent: 10 }] }),
        'validation_failed',
      ],
      ['no date', { ...body(), due_at: 'tomorrow' }, 'validation_failed'],
      ['time limit too short', body({ time_limit_seconds: 10 }), 'validation_failed'],
    ];
    for (const [label, payload, code] of cases) {
      const res = await t.request('teacher', {
        method: 'POST',
        url: api('/mafassignments'),
        payload: payload as object,
      });
      expect(res.statusCode, label).toBe(400);
      expect(res.json().code, label).toBe(code);
    }
    // A school admin may set any class of the school.
    await create('schoolAdmin', { targets: { group_ids: [groups['11A Chemistry']!], subgroups: [], student_ids: [] } });
  });
});

describe('GET /mafassignments/:id', () => {
  it('answers teachers of the school and the students it is set to; others 404', async () => {
    const a = await create();
    expect(await t.statusByCaller({ method: 'GET', url: api(`/mafassignments/${a.id}`) })).toEqual(
      statusesFor({ student: 200, otherTeacher: 404, school: 200, platform: 403 }),
    );
    expect(
      (await t.request(student('student2'), { method: 'GET', url: api(`/mafassignments/${a.id}`) })).statusCode,
    ).toBe(404);
    const mine = (await t.request('student', { method: 'GET', url: api(`/mafassignments/${a.id}`) })).json();
    expect(mine).toMatchObject({ id: a.id, status: 'to_do', time_limit_seconds: 1200, extra_minutes: null });
    expect(mine).not.toHaveProperty('students');
    expect(mine).not.toHaveProperty('extra_time');
    expect((await t.request('teacher', { method: 'GET', url: api('/mafassignments/0') })).statusCode).toBe(400);
    expect((await t.request('teacher', { method: 'GET', url: api('/mafassignments/2000000000') })).statusCode).toBe(
      404,
    );
  });

  it('lets a student see only what is set to them: directly, by class or by subgroup', async () => {
    const sen = await create('teacher', { targets: { group_ids: [], subgroups: ['SEN'], student_ids: [] } });
    const direct = await create('teacher', {
      targets: { group_ids: [], subgroups: [], student_ids: [ids['daniel-okafor']!] },
    });
    const get = (who: Caller | { userId: number }, id: number) =>
      t.request(who, { method: 'GET', url: api(`/mafassignments/${id}`) }).then((r) => r.statusCode);
    expect(await get(student('chloe-smith'), sen.id)).toBe(200);
    expect(await get('student', sen.id)).toBe(404);
    expect(await get(student('daniel-okafor'), direct.id)).toBe(200);
    expect(await get('student', direct.id)).toBe(404);
    expect(sen.student_count).toBe(1);
    expect(sen.targets).toEqual([{ kind: 'subgroup', group_id: null, tag: 'SEN', student_id: null, label: 'SEN' }]);
    expect(direct.targets[0]).toMatchObject({ kind: 'student', label: 'Daniel Okafor' });
  });
});

describe('GET /mafassignments', () => {
  it('is for school members, paged with a capped page size', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/mafassignments') })).toEqual(
      statusesFor({ student: 200, otherTeacher: 200, school: 200, platform: 403 }),
    );
    for (const q of ['limit=101', 'page=0', 'when=soon', 'status=done', 'group=x']) {
      expect((await t.request('teacher', { method: 'GET', url: api(`/mafassignments?${q}`) })).statusCode, q).toBe(400);
    }
  });

  it('gives the teacher theirs with counts, and never another school’s', async () => {
    const a = await create();
    const page = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(page).toMatchObject({ page: 1, limit: 100 });
    const item = page.items.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({
      student_count: 6,
      started_count: 0,
      submitted_count: 0,
      template_name: 'Photosynthesis quiz',
    });
    const byGroup = (
      await t.request('teacher', {
        method: 'GET',
        url: api(`/mafassignments?group=${groups['10B Biology']}&when=current`),
      })
    ).json();
    expect(byGroup.items.map((i: { id: number }) => i.id)).toContain(a.id);
    expect(byGroup.total).toBe(byGroup.items.length);
    const two = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=2&page=2') })).json();
    expect(two.items.length).toBeLessThanOrEqual(2);
    expect(two.total).toBe(page.total);
    const theirs = (await t.request('otherTeacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(theirs.items.map((i: { id: number }) => i.id)).not.toContain(a.id);
  });

  it('gives a student the assignments set to them with their status, time limit and extra time', async () => {
    const a = await create('teacher', { extra_time: [{ student_id: ids.student!, extra_percent: 50 }] });
    const notMine = await create('teacher', { targets: { group_ids: [], subgroups: ['Set 2'], student_ids: [] } });
    const list = async (q = '') =>
      (await t.request('student', { method: 'GET', url: api(`/mafassignments?limit=100${q}`) })).json();
    const before = await list();
    expect(before.total).toBe(before.items.length);
    // One a page: the total rides on the page's row; past the end it is counted alone.
    const onePage = (await t.request('student', { method: 'GET', url: api('/mafassignments?limit=1') })).json();
    expect(onePage).toMatchObject({ total: before.total });
    const pastTheEnd = (
      await t.request('student', { method: 'GET', url: api('/mafassignments?limit=1&page=999') })
    ).json();
    expect(pastTheEnd).toMatchObject({ items: [], total: before.total });
    const item = before.items.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({
      status: 'to_do',
      time_limit_seconds: 1200,
      extra_percent: 50,
      extra_minutes: null,
      one_per_page: false,
      started_at: null,
      total_marks: f.photosynthesis.maxMarks,
    });
    expect(before.items.map((i: { id: number }) => i.id)).not.toContain(notMine.id);

    // Sitting it (the attempts module writes these rows): in progress, then submitted.
    const [attempt] = await t.db
      .insert(attempts)
      .values({
        schoolId: a.school_id,
        assignmentId: a.id,
        studentId: ids.student!,
        deadlineAt: new Date(Date.now() + 1_800_000),
        lastSavedAt: new Date(),
      })
      .returning();
    const sitting = (await list('&status=in_progress')).items.find((i: { id: number }) => i.id === a.id);
    expect(sitting).toMatchObject({ status: 'in_progress', deadline_at: attempt!.deadlineAt.toISOString() });
    expect((await list('&status=to_do')).items.map((i: { id: number }) => i.id)).not.toContain(a.id);
    const teacherView: Assignment = (
      await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${a.id}`) })
    ).json();
    expect(teacherView.students.find((s) => s.student_id === ids.student)).toMatchObject({
      status: 'in_progress',
      last_saved_at: expect.any(String),
    });
    expect(teacherView.started_count).toBe(1);

    await t.db
      .update(attempts)
      .set({ submittedAt: new Date(), submittedBy: 'student' })
      .where(eq(attempts.id, attempt!.id));
    expect((await list('&status=submitted')).items.map((i: { id: number }) => i.id)).toContain(a.id);
    const counted = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(counted.items.find((i: { id: number }) => i.id === a.id)).toMatchObject({
      started_count: 1,
      submitted_count: 1,
      released_count: 0,
    });

    // once the marks are released the attempt reads as marked, for the teacher and the student
    await t.db.update(attempts).set({ releasedAt: new Date() }).where(eq(attempts.id, attempt!.id));
    const released = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(released.items.find((i: { id: number }) => i.id === a.id)).toMatchObject({
      submitted_count: 1,
      released_count: 1,
    });
    const single = (await t.request('teacher', { method: 'GET', url: api(`/mafassignments/${a.id}`) })).json();
    expect(single).toMatchObject({ submitted_count: 1, released_count: 1 });
    expect(single.students.find((s: { student_id: number }) => s.student_id === ids.student)).toMatchObject({
      status: 'marked',
    });
    expect((await list('&status=marked')).items.find((i: { id: number }) => i.id === a.id)).toMatchObject({
      status: 'marked',
      marks: 0,
      no_credit: false,
    });
  });
});

describe('PATCH /mafassignments/:id', () => {
  it('lets the teacher who set it (or a school admin) change it', async () => {
    const a = await create();
    expect(await t.statusByCaller(() => patchOf(`/mafassignments/${a.id}`, { title: 'Renamed' }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }),
    );
    const admins = await create('schoolAdmin');
    const res = await t.request('teacher', patchOf(`/mafassignments/${admins.id}`, { title: 'x' }));
    expect(res.statusCode).toBe(403);
  });

  it('replaces targets and extra time, notifies only the students newly set to it, and checks times', async () => {
    const a = await create('teacher', { targets: { group_ids: [], subgroups: [], student_ids: [ids.student!] } });
    const res = await t.request('teacher', {
      method: 'PATCH',
      url: api(`/mafassignments/${a.id}`),
      payload: {
        due_at: hours(72),
        time_limit_seconds: null,
        targets: { student_ids: [ids.student!, ids['emma-brown']!] },
        extra_time: [{ student_id: ids['emma-brown']!, extra_minutes: 10 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: Assignment = res.json();
    expect(changed.student_count).toBe(2);
    expect(changed.time_limit_seconds).toBeNull();
    expect(changed.extra_time).toEqual([
      { student_id: ids['emma-brown'], student_name: 'Emma Brown', extra_minutes: 10, extra_percent: null },
    ]);
    const raised = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.link, `/student/assignments/${a.id}`));
    expect(raised.map((r) => r.userId).sort()).toEqual([ids.student, ids['emma-brown']].sort());

    const bad = await t.request('teacher', patchOf(`/mafassignments/${a.id}`, { opens_at: hours(100) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.due_at');
    const badType = await t.request('teacher', patchOf(`/mafassignments/${a.id}`, { one_per_page: 'yes' }));
    expect(badType.statusCode).toBe(400);
  });

  it('moves the deadlines of attempts being sat when the due time, time limit or extra time change', async () => {
    const a = await create('teacher', { time_limit_seconds: 1800 });
    const startedAt = new Date(Date.now() - 600_000);
    const sitting = async (name: string) => {
      const [row] = await t.db
        .insert(attempts)
        .values({
          schoolId: a.school_id,
          assignmentId: a.id,
          studentId: ids[name]!,
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + 1_800_000),
        })
        .returning({ id: attempts.id });
      return row!.id;
    };
    const bella = await sitting('bella-jones');
    const emma = await sitting('emma-brown');
    const submitted = await sitting('student');
    await t.db
      .update(attempts)
      .set({ submittedAt: new Date(), submittedBy: 'student' })
      .where(eq(attempts.id, submitted));
    const deadlines = async () =>
      Object.fromEntries(
        (await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id))).map((r) => [
          r.id,
          r.deadlineAt.getTime(),
        ]),
      );
    const before = await deadlines();

    const longer = await t.request(
      'teacher',
      patchOf(`/mafassignments/${a.id}`, {
        time_limit_seconds: 3600,
        extra_time: [{ student_id: ids['emma-brown']!, extra_percent: 50 }],
      }),
    );
    expect(longer.statusCode, longer.body).toBe(200);
    const after = await deadlines();
    expect(after[bella]).toBe(startedAt.getTime() + 3_600_000);
    expect(after[emma]).toBe(startedAt.getTime() + 5_400_000);
    expect(after[submitted]).toBe(before[submitted]);

    const dueNow = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await t.request('teacher', patchOf(`/mafassignments/${a.id}`, { opens_at: hours(-1), due_at: dueNow })))
        .statusCode,
    ).toBe(200);
    const capped = await deadlines();
    expect(capped[bella]).toBe(new Date(dueNow).getTime());
    expect(capped[emma]).toBe(new Date(dueNow).getTime());
  });
});

describe('DELETE /mafassignments/:id', () => {
  it('deletes an assignment nobody started', async () => {
    const a = await create();
    const del = (caller: Caller) => t.request(caller, { method: 'DELETE', url: api(`/mafassignments/${a.id}`) });
    for (const [caller, status] of [
      ['anonymous', 401],
      ['student', 403],
      ['otherTeacher', 404],
      ['staff', 403],
    ] as const)
      expect((await del(caller)).statusCode, caller).toBe(status);
    expect((await del('teacher')).json()).toEqual({ success: true });
    expect((await del('teacher')).statusCode).toBe(404);
    expect((await t.request('student', { method: 'GET', url: api(`/mafassignments/${a.id}`) })).statusCode).toBe(404);
  });

  it('asks for confirmation once students have started, and keeps their attempts', async () => {
    const a = await create();
    await t.db.insert(attempts).values({
      schoolId: a.school_id,
      assignmentId: a.id,
      studentId: ids['bella-jones']!,
      deadlineAt: new Date(Date.now() + 600_000),
    });
    const refused = await t.request('teacher', { method: 'DELETE', url: api(`/mafassignments/${a.id}`) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'assignment_started', started_count: 1, submitted_count: 0 });
    const done = await t.request('teacher', { method: 'DELETE', url: api(`/mafassignments/${a.id}?confirm=true`) });
    expect(done.statusCode).toBe(200);
    expect(await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id))).toHaveLength(1);
  });

  it('leaves no notification linking to the deleted work, and keeps the links to other work', async () => {
    const only = { targets: { group_ids: [], subgroups: [], student_ids: [ids['emma-brown']!] } };
    const a = await create('teacher', { ...only, title: 'Work to delete' });
    const kept = await create('teacher', { ...only, title: 'Work to keep' });
    const linksOf = async (work: Assignment) =>
      (
        await t.db
          .select({ link: notifications.link })
          .from(notifications)
          .where(eq(notifications.title, `New assignment: ${work.title}`))
      ).map((n) => n.link);
    expect(await linksOf(a)).toEqual([`/student/assignments/${a.id}`]);
    expect((await t.request('teacher', { method: 'DELETE', url: api(`/mafassignments/${a.id}`) })).statusCode).toBe(
      200,
    );
    expect(await linksOf(a)).toEqual([null]);
    expect(await linksOf(kept)).toEqual([`/student/assignments/${kept.id}`]);
  });
});

describe('PATCH /mafassignments/:id/emails/:x', () => {
  it('is for the teacher who set it; other schools get 404 and bad kinds 400', async () => {
    const a = await create('teacher', { targets: { group_ids: [], subgroups: [], student_ids: [ids['emma-brown']!] } });
    expect(
      await t.statusByCaller({ method: 'PATCH', url: api(`/mafassignments/${a.id}/emails/changed`), payload: {} }),
    ).toEqual(statusesFor({ student: 403, otherTeacher: 404, school: 200, platform: 403 }));
    const bad = await t.request('teacher', patchOf(`/mafassignments/${a.id}/emails/spam`, {}));
    expect(bad.statusCode).toBe(400);
    const long = await t.request(
      'teacher',
      patchOf(`/mafassignments/${a.id}/emails/new`, { message: 'x'.repeat(2001) }),
    );
    expect(long.statusCode).toBe(400);
  });

  it('e-mails every student through SMTP and notifies them in the app', async () => {
    const a = await create('teacher', { notify: false });
    await t.app.jobs.drain();
    smtp.received.length = 0;
    const res = await t.request(
      'teacher',
      patchOf(`/mafassignments/${a.id}/emails/new`, { message: 'Bring a calculator.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailed: 6, notified: 6 });
    await t.app.jobs.drain();

    const toStudent = smtp.received.filter((m) => m.to.includes(DEMO_ACCOUNTS.student));
    expect(toStudent).toHaveLength(1);
    const raw = toStudent[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain(`Subject: New assignment: ${a.title}`);
    expect(raw).toContain('Bring a calculator.');
    expect(raw).toContain(`https://school.example/student/assignments/${a.id}`);
    expect(raw).toContain('Hello Sophie Student');
    expect(smtp.received).toHaveLength(6);
    const outbox = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `New assignment: ${a.title}`));
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
    const raised = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.link, `/student/assignments/${a.id}`), eq(notifications.userId, ids.student!)));
    expect(raised).toHaveLength(1);
    expect(raised[0]!.title).toBe(`New assignment: ${a.title}`);
  });

  it('sends one reminder per assignment an hour, then 429 saying when the next is allowed', async () => {
    const a = await create('teacher', { notify: false });
    const remind = (caller: 'teacher' | 'schoolAdmin') =>
      t.request(caller, { method: 'PATCH', url: api(`/mafassignments/${a.id}/emails/reminder`) });
    expect((await remind('teacher')).statusCode).toBe(200);
    await t.app.jobs.drain();
    const sent = async () =>
      (
        await t.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.subject, `Reminder: ${a.title}`))
      ).length;
    const once = await sent();
    expect(once).toBeGreaterThan(0);
    for (const caller of ['teacher', 'schoolAdmin', 'teacher'] as const) {
      const again = await remind(caller);
      expect(again.statusCode).toBe(429);
      expect(again.headers['content-type']).toContain('application/problem+json');
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(again.json()).toMatchObject({ code: 'reminder_too_soon', retry_after: wait });
      expect(again.json().next_allowed_at).toEqual(expect.any(String));
    }
    expect(await sent()).toBe(once);
    // Other messages are not held back by the reminder's limit.
    expect((await t.request('teacher', patchOf(`/mafassignments/${a.id}/emails/changed`, {}))).statusCode).toBe(200);
    // An hour on, the next reminder goes.
    await t.db
      .update(assignments)
      .set({ remindedAt: new Date(Date.now() - 3_601_000) })
      .where(eq(assignments.id, a.id));
    expect((await remind('schoolAdmin')).statusCode).toBe(200);
  });

  it('reminds only students who have not submitted, with an empty body', async () => {
    const a = await create('teacher', {
      notify: false,
      targets: { group_ids: [], subgroups: [], student_ids: [ids.student!, ids['amir-khan']!] },
    });
    await t.db.insert(attempts).values({
      schoolId: a.school_id,
      assignmentId: a.id,
      studentId: ids['amir-khan']!,
      deadlineAt: new Date(Date.now() + 600_000),
      submittedAt: new Date(),
      submittedBy: 'student',
    });
    await t.app.jobs.drain();
    smtp.received.length = 0;
    const res = await t.request('teacher', { method: 'PATCH', url: api(`/mafassignments/${a.id}/emails/reminder`) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailed: 1, notified: 1 });
    await t.app.jobs.drain();
    expect(smtp.received.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.student]]);
    expect(smtp.received[0]!.raw).toContain(`Subject: Reminder: ${a.title}`);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.link, `/student/assignments/${a.id}`), inArray(notifications.userId, [ids['amir-khan']!])),
      );
    expect(notes).toHaveLength(0);
  });
});
