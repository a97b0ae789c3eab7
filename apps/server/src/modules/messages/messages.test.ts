import { MESSAGES_PER_MINUTE } from '@markwell/domain/messages/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories';
import type { Caller } from '../../../test/test-app';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof factories>;
let northfieldId: number;
let riversideId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  northfieldId = (await t.request('teacher', { method: 'GET', url: '/api/v2/me' })).json().schoolId;
  riversideId = (await t.request('otherTeacher', { method: 'GET', url: '/api/v2/me' })).json().schoolId;
});
afterAll(() => t.close());

/** Teachers, students and school admins have an inbox; platform admins and content staff do not. */
const schoolMembers = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  student: ok,
  otherTeacher: ok,
  teacher: ok,
  schoolAdmin: ok,
  staff: 403,
  admin: 403,
});

type Who = Caller | { userId: number };
const get = (who: Who, url: string) => t.request(who, { method: 'GET', url: `/api/v2${url}` });
const post = (who: Who, url: string, payload: unknown) =>
  t.request(who, { method: 'POST', url: `/api/v2${url}`, payload: payload as Record<string, unknown> });
const inbox = async (who: Who) => (await get(who, '/messages/threads?limit=50')).json();
const unread = async (who: Who) => (await get(who, '/messages/unread-count')).json().unread as number;

/** A class of Northfield taught by a fresh teacher, with fresh students (tests own their data). */
async function freshClass(students = 2) {
  const teacher = await f.buildTeacher(northfieldId, { name: 'Fresh Teacher' });
  const group = await f.buildClass(northfieldId, { name: f.unique('Class'), teacherIds: [teacher.id] });
  const pupils = [];
  for (let i = 0; i < students; i++) {
    pupils.push(await f.buildStudent(northfieldId, { name: `Pupil ${i + 1}`, groupIds: [group.id] }));
  }
  return { teacher, group, pupils };
}

describe('demo messages', () => {
  it("the demo student has an unread class message and does not see a classmate's reply", async () => {
    const list = await inbox('student');
    const trip = list.items.find((th: { subject: string }) => th.subject === 'Field trip on Friday');
    expect(trip).toMatchObject({ kind: 'class', counterpart: 'Tom Teacher (10B Biology)', unread: 1 });
    expect(trip.latest.senderName).toBe('Tom Teacher');
    expect(list.unreadTotal).toBe(1);
    expect((await get('student', '/me')).json().messagesCount).toBe(1);
    const thread = (await get('student', `/messages/threads/${trip.id}`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body).join()).not.toContain('waterproofs');
    expect(thread.replyGoesTo).toBe('Tom Teacher');
  });

  it("the demo teacher sees the student's reply; Riverside's threads are theirs alone", async () => {
    const list = await inbox('teacher');
    const trip = list.items.find((th: { subject: string }) => th.subject === 'Field trip on Friday');
    expect(trip).toMatchObject({ counterpart: '10B Biology', unread: 1 });
    expect(trip.latest).toMatchObject({ senderName: 'Amir Khan', preview: 'Do we need to bring waterproofs?' });
    const riverside = await inbox('otherTeacher');
    expect(riverside.items.map((th: { subject: string }) => th.subject)).toEqual(['Revision session']);
    expect((await get('otherTeacher', `/messages/threads/${trip.id}`)).statusCode).toBe(404);
    const staffThread = (await inbox('schoolAdmin')).items.find((th: { kind: string }) => th.kind === 'staff');
    expect(staffThread).toMatchObject({ subject: 'Mock exam week', counterpart: 'All teachers', unread: 0 });
  });
});

describe('GET /messages/threads', () => {
  it('answers school members only, and validates the page', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/messages/threads' })).toEqual(schoolMembers(200));
    for (const q of ['limit=0', 'limit=51', 'before=abc', 'before=0', 'before=99999999999']) {
      expect((await get('teacher', `/messages/threads?${q}`)).statusCode).toBe(400);
    }
  });

  it('pages with a keyset cursor, latest activity first', async () => {
    const { teacher, pupils } = await freshClass(1);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await post({ userId: teacher.id }, '/messages/threads', {
        to: { kind: 'person', userId: pupils[0]!.id },
        subject: `Note ${i}`,
        body: `Body ${i}`,
      });
      ids.push(res.json().id);
    }
    const first = (await get({ userId: pupils[0]!.id }, '/messages/threads?limit=2')).json();
    expect(first.items.map((th: { subject: string }) => th.subject)).toEqual(['Note 3', 'Note 2']);
    expect(first.unreadTotal).toBe(3);
    const second = (
      await get({ userId: pupils[0]!.id }, `/messages/threads?limit=2&before=${first.nextCursor}`)
    ).json();
    expect(second.items.map((th: { subject: string }) => th.subject)).toEqual(['Note 1']);
    expect(second.nextCursor).toBeNull();
    // A reply moves the oldest thread to the top.
    await post({ userId: pupils[0]!.id }, `/messages/threads/${ids[0]}/messages`, { body: 'Thanks' });
    const again = (await get({ userId: teacher.id }, '/messages/threads')).json();
    expect(again.items[0]).toMatchObject({ id: ids[0], unread: 1, latest: { preview: 'Thanks' } });
  });
});

describe('POST /messages/threads', () => {
  it('refuses anonymous 401, staff 403, bad input 400', async () => {
    const { group } = await freshClass(1);
    const body = { to: { kind: 'class', groupId: group.id }, subject: 'Hi', body: 'Hello' };
    const statuses = await t.statusByCaller({ method: 'POST', url: '/api/v2/messages/threads', payload: body });
    // Nobody of the demo logins teaches this class: school members are refused as not its teacher.
    expect(statuses).toMatchObject({ anonymous: 401, staff: 403, admin: 403, teacher: 403, student: 403 });
    expect(statuses.otherTeacher).toBe(404);
    const bad = [
      {},
      { ...body, subject: '' },
      { ...body, subject: 'x'.repeat(151) },
      { ...body, subject: 'two\nlines' },
      { ...body, body: '   ' },
      { ...body, body: 'x'.repeat(5001) },
      { ...body, body: 'nul\u0000byte' },
      { ...body, body: 'escape \u001b[31m' },
      { ...body, to: { kind: 'everyone' } },
      { ...body, to: { kind: 'class', groupId: 'x' } },
    ];
    for (const payload of bad) {
      const res = await post('teacher', '/messages/threads', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('answers 404 for a class or person of another school, like a missing one', async () => {
    const riversideClass = await f.buildClass(riversideId, { teacherIds: [await t.userId('otherTeacher')] });
    const ravi = await f.buildStudent(riversideId, { groupIds: [riversideClass.id] });
    for (const to of [
      { kind: 'class', groupId: riversideClass.id },
      { kind: 'person', userId: ravi.id },
      { kind: 'person', userId: await t.userId('otherTeacher') },
      { kind: 'class', groupId: 2_000_000_000 },
    ]) {
      const res = await post('teacher', '/messages/threads', { to, subject: 'Hi', body: 'Hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('lets only the allowed pairs write (not_a_recipient otherwise)', async () => {
    const a = await freshClass(1);
    const b = await freshClass(1);
    const send = (from: number, to: unknown) =>
      post({ userId: from }, '/messages/threads', { to, subject: 'S', body: 'B' });
    // A teacher to a student they do not teach, a student to a teacher who does not teach them.
    expect((await send(a.teacher.id, { kind: 'person', userId: b.pupils[0]!.id })).json().code).toBe('not_a_recipient');
    expect((await send(a.pupils[0]!.id, { kind: 'person', userId: b.teacher.id })).statusCode).toBe(403);
    // Student to student, teacher to teacher, a teacher to all staff, a student to a class.
    expect((await send(a.pupils[0]!.id, { kind: 'person', userId: b.pupils[0]!.id })).statusCode).toBe(403);
    expect((await send(a.teacher.id, { kind: 'person', userId: b.teacher.id })).statusCode).toBe(403);
    expect((await send(a.teacher.id, { kind: 'staff' })).statusCode).toBe(403);
    expect((await send(a.pupils[0]!.id, { kind: 'class', groupId: a.group.id })).statusCode).toBe(403);
    // Allowed: a student to their teacher, a school admin to one teacher and to all teachers.
    expect((await send(a.pupils[0]!.id, { kind: 'person', userId: a.teacher.id })).statusCode).toBe(201);
    const head = await t.userId('schoolAdmin');
    expect((await send(head, { kind: 'person', userId: a.teacher.id })).statusCode).toBe(201);
    const before = await unread({ userId: b.teacher.id });
    expect((await send(head, { kind: 'staff' })).statusCode).toBe(201);
    expect(await unread({ userId: b.teacher.id })).toBe(before + 1);
  });

  it('a class message reaches every student; replies reach the teacher only', async () => {
    const { teacher, group, pupils } = await freshClass(2);
    const [p1, p2] = pupils as [(typeof pupils)[0], (typeof pupils)[0]];
    const res = await post({ userId: teacher.id }, '/messages/threads', {
      to: { kind: 'class', groupId: group.id },
      subject: 'Homework',
      body: 'Read chapter 3.\nAnswer questions 1-4.',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json().message).toMatchObject({ mine: true, body: 'Read chapter 3.\nAnswer questions 1-4.' });
    expect(await unread({ userId: p1.id })).toBe(1);
    expect(await unread({ userId: p2.id })).toBe(1);
    expect(await unread({ userId: teacher.id })).toBe(0);

    const reply = await post({ userId: p1.id }, `/messages/threads/${id}/messages`, { body: 'Done!' });
    expect(reply.statusCode).toBe(201);
    expect(await unread({ userId: teacher.id })).toBe(1);
    const seenByP2 = (await get({ userId: p2.id }, `/messages/threads/${id}`)).json();
    expect(seenByP2.messages.map((m: { body: string }) => m.body)).toEqual(['Read chapter 3.\nAnswer questions 1-4.']);
    const seenByTeacher = (await get({ userId: teacher.id }, `/messages/threads/${id}`)).json();
    expect(seenByTeacher.messages.map((m: { sender: { name: string } }) => m.sender.name)).toEqual([
      'Fresh Teacher',
      'Pupil 1',
    ]);
    expect(seenByTeacher.replyGoesTo).toBe(`everyone in ${group.name}`);
    // The teacher's reply goes to the whole class.
    await post({ userId: teacher.id }, `/messages/threads/${id}/messages`, { body: 'Well done.' });
    expect(await unread({ userId: p2.id })).toBe(2);
  });

  it('keeps HTML as the text it is', async () => {
    const { teacher, pupils } = await freshClass(1);
    const html = '<img src=x onerror=alert(1)><b>bold</b> & <script>alert(2)</script>';
    const res = await post({ userId: teacher.id }, '/messages/threads', {
      to: { kind: 'person', userId: pupils[0]!.id },
      subject: '<i>Subject</i>',
      body: html,
    });
    const thread = (await get({ userId: pupils[0]!.id }, `/messages/threads/${res.json().id}`)).json();
    expect(thread.subject).toBe('<i>Subject</i>');
    expect(thread.messages[0].body).toBe(html);
  });

  it(`refuses the ${MESSAGES_PER_MINUTE + 1}th message of a minute with 429 and Retry-After`, async () => {
    const { teacher, pupils } = await freshClass(1);
    const to = { kind: 'person', userId: pupils[0]!.id };
    const first = await post({ userId: teacher.id }, '/messages/threads', { to, subject: 'Rate', body: '1' });
    for (let i = 2; i <= MESSAGES_PER_MINUTE; i++) {
      const r = await post({ userId: teacher.id }, `/messages/threads/${first.json().id}/messages`, { body: `${i}` });
      expect(r.statusCode).toBe(201);
    }
    for (const res of [
      await post({ userId: teacher.id }, `/messages/threads/${first.json().id}/messages`, { body: 'one more' }),
      await post({ userId: teacher.id }, '/messages/threads', { to, subject: 'Rate', body: 'again' }),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('rate_limited');
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Counted per sender: the student may still write.
    const back = await post({ userId: pupils[0]!.id }, `/messages/threads/${first.json().id}/messages`, { body: 'ok' });
    expect(back.statusCode).toBe(201);
  });
});

describe('GET /messages/threads/:id', () => {
  it('401, 403, 400, 404 for other people and other schools, 200 for a participant', async () => {
    const { teacher, pupils } = await freshClass(1);
    const { id } = (
      await post({ userId: teacher.id }, '/messages/threads', {
        to: { kind: 'person', userId: pupils[0]!.id },
        subject: 'Private',
        body: 'Just for you',
      })
    ).json();
    expect(await t.statusByCaller({ method: 'GET', url: `/api/v2/messages/threads/${id}` })).toEqual({
      anonymous: 401,
      student: 404,
      otherTeacher: 404,
      teacher: 404,
      schoolAdmin: 404,
      staff: 403,
      admin: 403,
    });
    expect((await get({ userId: teacher.id }, '/messages/threads/abc')).statusCode).toBe(400);
    expect((await get({ userId: teacher.id }, `/messages/threads/${id}?limit=101`)).statusCode).toBe(400);
    const res = await get({ userId: pupils[0]!.id }, `/messages/threads/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Private',
      kind: 'direct',
      counterpart: 'Fresh Teacher',
      unread: 1,
      olderCursor: null,
      messages: [{ body: 'Just for you', mine: false, sender: { name: 'Fresh Teacher' } }],
    });
  });

  it('pages older messages with a cursor', async () => {
    const { teacher, pupils } = await freshClass(1);
    const { id } = (
      await post({ userId: teacher.id }, '/messages/threads', {
        to: { kind: 'person', userId: pupils[0]!.id },
        subject: 'Long',
        body: 'm1',
      })
    ).json();
    for (const body of ['m2', 'm3'])
      await post({ userId: pupils[0]!.id }, `/messages/threads/${id}/messages`, { body });
    const latest = (await get({ userId: teacher.id }, `/messages/threads/${id}?limit=2`)).json();
    expect(latest.messages.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const older = (
      await get({ userId: teacher.id }, `/messages/threads/${id}?limit=2&before=${latest.olderCursor}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m1']);
    expect(older.olderCursor).toBeNull();
  });
});

describe('POST /messages/threads/:id/messages and /read', () => {
  it('401, 403, 400, 404 and the happy path of a reply and a read mark', async () => {
    const { teacher, pupils } = await freshClass(1);
    const pupil = { userId: pupils[0]!.id };
    const { id } = (
      await post({ userId: teacher.id }, '/messages/threads', {
        to: { kind: 'person', userId: pupils[0]!.id },
        subject: 'Question',
        body: 'How was the test?',
      })
    ).json();
    for (const url of [`/api/v2/messages/threads/${id}/messages`, `/api/v2/messages/threads/${id}/read`]) {
      const statuses = await t.statusByCaller({ method: 'POST', url, payload: { body: 'x' } });
      expect(statuses).toEqual({ ...schoolMembers(404) });
      expect((await post(pupil, url.replace(String(id), 'abc').replace('/api/v2', ''), { body: 'x' })).statusCode).toBe(
        400,
      );
    }
    expect((await post(pupil, `/messages/threads/${id}/messages`, { body: '' })).statusCode).toBe(400);
    expect((await post(pupil, `/messages/threads/${id}/read`, { upToMessageId: -1 })).statusCode).toBe(400);

    expect(await unread(pupil)).toBe(1);
    const r = await post(pupil, `/messages/threads/${id}/read`, {});
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ unread: 0 });
    const reply = await post(pupil, `/messages/threads/${id}/messages`, { body: 'Fine,\nthanks.' });
    expect(reply.json()).toMatchObject({ mine: true, body: 'Fine,\nthanks.', sender: { name: 'Pupil 1' } });
    expect(await unread(pupil)).toBe(0);
    expect(await unread({ userId: teacher.id })).toBe(1);
    expect((await get({ userId: teacher.id }, '/me')).json().messagesCount).toBe(1);
  });

  it('a read mark up to a message leaves later ones unread and never moves back', async () => {
    const { teacher, pupils } = await freshClass(1);
    const pupil = { userId: pupils[0]!.id };
    const created = (
      await post({ userId: teacher.id }, '/messages/threads', {
        to: { kind: 'person', userId: pupils[0]!.id },
        subject: 'Two',
        body: 'first',
      })
    ).json();
    await post({ userId: teacher.id }, `/messages/threads/${created.id}/messages`, { body: 'second' });
    expect(
      (await post(pupil, `/messages/threads/${created.id}/read`, { upToMessageId: created.message.id })).json(),
    ).toEqual({
      unread: 1,
    });
    await post(pupil, `/messages/threads/${created.id}/read`, {});
    expect(
      (await post(pupil, `/messages/threads/${created.id}/read`, { upToMessageId: created.message.id })).json(),
    ).toEqual({
      unread: 0,
    });
  });
});

describe('GET /messages/recipients and /messages/unread-count', () => {
  it('lists whom each role may write to', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/messages/recipients' })).toEqual(schoolMembers(200));
    expect((await get('teacher', '/messages/recipients?limit=0')).statusCode).toBe(400);
    const labels = async (who: Who) =>
      (await get(who, '/messages/recipients')).json().items.map((o: { label: string }) => o.label) as string[];
    const teacher = await labels('teacher');
    expect(teacher).toContain('10B Biology');
    expect(teacher).toContain('Sophie Student');
    expect(teacher).not.toContain('All teachers');
    expect(teacher).not.toContain('Ravi Student');
    expect(await labels('student')).toEqual(expect.arrayContaining(['Tom Teacher']));
    expect(await labels('student')).not.toContain('Amir Khan');
    const head = await labels('schoolAdmin');
    expect(head).toEqual(expect.arrayContaining(['All teachers', 'Tom Teacher', '11A Chemistry']));
    expect(await labels('otherTeacher')).not.toContain('10B Biology');
    const narrowed = (await get('teacher', '/messages/recipients?q=soph&limit=1')).json();
    expect(narrowed.items).toEqual([
      {
        to: { kind: 'person', userId: await t.userId('student') },
        category: 'student',
        label: 'Sophie Student',
        detail: expect.any(String),
      },
    ]);
  });

  it('answers the unread total', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/messages/unread-count' })).toEqual(schoolMembers(200));
    expect(await unread('otherTeacher')).toBe((await inbox('otherTeacher')).unreadTotal);
    expect((await get('staff', '/me')).json().messagesCount).toBe(0);
  });
});
