import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { like } from 'drizzle-orm';
import { questions } from '../db/schema/index';
import { DEMO_LEARNT_QUESTION, DEMO_RELEASED_TITLE, DEMO_TO_MARK_TITLE } from './marking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;

async function assignmentId(caller: 'teacher' | 'otherTeacher', title: string) {
  const list = (await t.request(caller, { method: 'GET', url: api('/mafassignments?when=all&limit=100') })).json();
  return list.items.find((i: { title: string }) => i.title.startsWith(title))?.id as number;
}

describe('marking demo data', () => {
  it('gives the demo teacher a submitted assignment to mark, with clusters and answers needing review', async () => {
    const id = await assignmentId('teacher', DEMO_TO_MARK_TITLE);
    const overview = (await t.request('teacher', { method: 'GET', url: api(`/mafanswers/${id}/marking/all`) })).json();
    expect(overview.released_at).toBeNull();
    expect(overview.needs_review).toBeGreaterThan(0);
    expect(overview.students.filter((s: { state: string }) => s.state === 'submitted').length).toBeGreaterThanOrEqual(
      5,
    );
    const text = overview.questions.find(
      (q: { type: string; max_marks: number }) => q.type === 'text' && q.max_marks === 4,
    );
    const byQuestion = (
      await t.request('teacher', { method: 'GET', url: api(`/mafanswers/${id}/markings/${text.question_id}`) })
    ).json();
    expect(byQuestion.clusters.some((c: { answers: unknown[] }) => c.answers.length >= 2)).toBe(true);
  });

  it('leaves the demo teacher a marking digest that counts what their list shows waiting', async () => {
    const list = (
      await t.request('teacher', { method: 'GET', url: api('/mafassignments?when=all&to_mark=1&limit=100') })
    ).json();
    const waiting = list.items.reduce((s: number, a: { to_mark_count: number }) => s + a.to_mark_count, 0);
    expect(list.items.map((a: { title: string }) => a.title)).toContain(DEMO_TO_MARK_TITLE);
    const inbox = (await t.request('teacher', { method: 'GET', url: api('/notifications?limit=100') })).json();
    const digest = inbox.items.find((n: { title: string }) => n.title.endsWith('waiting for marks'));
    expect(digest).toMatchObject({ title: `${waiting} submissions waiting for marks`, readAt: null });
    expect(digest.body).toContain(DEMO_TO_MARK_TITLE);
    expect(digest.link).toBe(
      list.items.length === 1
        ? `/teacher/assignments/${list.items[0].id}/marking`
        : '/teacher/assignments?when=all&to_mark=1',
    );
  });

  it('gives the demo student released work to review, with feedback', async () => {
    const list = (await t.request('student', { method: 'GET', url: api('/mafassignments?when=all&limit=100') })).json();
    const released = list.items.find((i: { title: string }) => i.title === DEMO_RELEASED_TITLE);
    expect(released.status).toBe('marked');
    const review = await t.request('student', { method: 'GET', url: api(`/mafanswers/${released.id}/review`) });
    expect(review.statusCode).toBe(200);
    expect(review.json().feedback).toContain('word equation');
    // the list carries the released marks, the same as the review
    expect(released).toMatchObject({
      marks: review.json().marks,
      max_marks: review.json().max_marks,
      no_credit: false,
    });
    expect(released.max_marks).toBeGreaterThan(0);
    // finished work reads as finished days ago: due and submitted in the past, before its release
    const day = 86_400_000;
    expect(Date.parse(released.due_at)).toBeLessThan(Date.now() - 2 * day);
    expect(Date.parse(released.submitted_at)).toBeLessThan(Date.now() - 3 * day);
    expect(Date.parse(review.json().released_at)).toBeGreaterThanOrEqual(Date.parse(released.submitted_at));
    const toMark = list.items.find((i: { title: string }) => i.title === DEMO_TO_MARK_TITLE);
    expect(toMark?.status).not.toBe('marked');
    // nothing of a mark before it is released
    for (const item of list.items.filter((i: { status: string }) => i.status !== 'marked'))
      expect(item).toMatchObject({ marks: null, max_marks: null });
  });

  it("gives Riverside's teacher their own assignment to mark", async () => {
    const id = await assignmentId('otherTeacher', 'Photosynthesis starter: marking');
    const overview = (
      await t.request('otherTeacher', { method: 'GET', url: api(`/mafanswers/${id}/marking/all`) })
    ).json();
    expect(overview.students.filter((s: { state: string }) => s.state === 'submitted')).toHaveLength(1);
    expect((await t.request('teacher', { method: 'GET', url: api(`/mafanswers/${id}/marking/all`) })).statusCode).toBe(
      404,
    );
  });
});

describe('machine-phrase demo data', () => {
  it('gives content staff a pending proposal whose dry run would change released and unreleased marks', async () => {
    const queue = (await t.request('staff', { method: 'GET', url: api('/markingpoints/machines?limit=100') })).json();
    const pending = queue.items.find((m: { phrase: string }) => m.phrase === 'another factor & limiting');
    expect(pending).toMatchObject({ status: 'proposed' });
    const preview = (
      await t.request('staff', { method: 'GET', url: api(`/markingpoints/${pending.id}/machine/regrade`) })
    ).json();
    const changes = preview.changes as { released: boolean; marks_before: number; marks_after: number }[];
    expect(changes.some((c) => c.released)).toBe(true);
    expect(changes.some((c) => !c.released)).toBe(true);
    expect(changes.every((c) => c.marks_after > c.marks_before)).toBe(true);
  });
});

describe('word model demo data', () => {
  it("leaves the rate question's first point marked with word weights learnt from the practice rounds", async () => {
    const [q] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(like(questions.text, `${DEMO_LEARNT_QUESTION}%`));
    const res = await t.request('staff', { method: 'GET', url: api(`/markingpoints/weights?question=${q!.id}`) });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().points;
    expect(first.answers).toBeGreaterThanOrEqual(12);
    expect(first.agreement).toBeGreaterThan(first.phrases_agreement);
    // "brighter light" earns the point by its words, where the phrase "more light" misses it
    const tried = await t.request('staff', {
      method: 'POST',
      url: api(`/questionmafs/${q!.id}/try`),
      payload: { answer: 'Brighter light gives more energy.' },
    });
    expect(tried.json().points[0].awarded).toBe(true);
    expect(tried.json().points[0].matches[0].how).toBe('weighted');
  });
});
