import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMarks, attempts } from '../../db/schema/index';
import { markingFixtures } from '../../../test/marking-fixtures';
import { createTestApp, type Request, type TestApp } from '../../../test/test-app';

// Who may mark: the teacher who set the assignment, teachers of a class it is set to, and school
// admins. Another teacher of the same school gets 403 on every marking route, reads included;
// another school 404, as if the assignment did not exist.

let t: TestApp;
let fx: Awaited<ReturnType<typeof markingFixtures>>;
let a: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fx = await markingFixtures(t);
  a = await fx.assign();
});
afterAll(() => t.close());

const url = (path: string) => `/api/v2${path}`;
const get = (path: string): Request => ({ method: 'GET', url: url(path) });
type Person = keyof Awaited<ReturnType<typeof markingFixtures>>['people'];

/** Ann's marked answer as it stands (its id and version). */
async function annsMark(assignmentId = a.id) {
  const [row] = await t.db
    .select({ mark: answerMarks })
    .from(answerMarks)
    .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
    .where(and(eq(answerMarks.assignmentId, assignmentId), eq(attempts.studentId, fx.ann.id)));
  return row!.mark;
}

/** Every write route of marking, built against the current state of Ann's mark. */
async function writes(assignmentId: number, queryId = 1): Promise<Record<string, Request>> {
  const m = await annsMark(assignmentId);
  const q = fx.question.id;
  const v = { answer_id: m.id, version: m.version };
  return {
    'POST /mafanswers/:id/markings': {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/markings`),
      payload: { answers: [v], feedback: 'Name the factor.' },
    },
    'PATCH /mafanswers/:id/markings': {
      method: 'PATCH',
      url: url(`/mafanswers/${assignmentId}/markings`),
      payload: { ...v, feedback: 'Name the factor.' },
    },
    'DELETE /mafanswers/:id/markings': {
      method: 'DELETE',
      url: url(`/mafanswers/${assignmentId}/markings?answer_id=${m.id}&version=${m.version}`),
    },
    'POST /mafanswers/:id/markings/:mid': {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/markings/${q}`),
      payload: { answers: [v], level: 2 },
    },
    'POST /exams/:id/mafquestions/:qid/students/:sid/marks/:x': {
      method: 'POST',
      url: url(`/exams/${assignmentId}/mafquestions/${q}/students/${fx.ann.id}/marks/4`),
      payload: { version: m.version },
    },
    'POST /mafanswers/:id/feedback': {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/feedback`),
      payload: { student_id: fx.ann.id, feedback: 'Clear.', version: await feedbackVersion(assignmentId) },
    },
    'POST /mafanswers/:id/nocredits': {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/nocredits`),
      payload: { student_id: fx.ben.id, no_credit: false },
    },
    'POST /mafanswers/:id/finishes': {
      method: 'POST',
      url: url(`/mafanswers/${assignmentId}/finishes`),
      payload: { confirm: true, show_scheme: true },
    },
    'POST /mafanswers/:id/unreleases': { method: 'POST', url: url(`/mafanswers/${assignmentId}/unreleases`) },
    'PATCH /mafanswers/:id/queries/:rid': {
      method: 'PATCH',
      url: url(`/mafanswers/${assignmentId}/queries/${queryId}`),
      payload: { decision: 'rejected', reply: 'Not there.', version: m.version },
    },
  };
}

const reads = (assignmentId: number, answerId: number): Request[] => [
  get(`/mafanswers/${assignmentId}/marking/all`),
  get(`/mafanswers/${assignmentId}/markings`),
  get(`/mafanswers/${assignmentId}/markings/${fx.question.id}`),
  get(`/mafanswers/${assignmentId}/markings/${fx.question.id}/answers/${answerId}`),
  get(`/exams/${assignmentId}/students/${fx.ann.id}/marks`),
  get(`/mafanswers/${assignmentId}/statistic`),
  get(`/mafanswers/${assignmentId}/statistic/csv`),
  get(`/mafanswers/${assignmentId}/queries`),
];

async function feedbackVersion(assignmentId: number) {
  const [row] = await t.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assignmentId, assignmentId), eq(attempts.studentId, fx.ann.id)));
  return row!.feedbackVersion;
}

describe('who may mark', () => {
  it('refuses another teacher of the school every write (403 not_your_assignment), and changes nothing', async () => {
    const before = await annsMark();
    for (const [route, req] of Object.entries(await writes(a.id))) {
      const res = await t.request(fx.people.colleague, req);
      expect(res.statusCode, route).toBe(403);
      expect(res.json().code, route).toBe('not_your_assignment');
    }
    const after = await annsMark();
    expect(after).toMatchObject({ version: before.version, marks: before.marks, feedback: before.feedback });
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.assignmentId, a.id));
    expect(attempt!.releasedAt).toBeNull();
  });

  it("refuses them the marking reads too: students' marks are for those who teach them", async () => {
    const m = await annsMark();
    for (const req of reads(a.id, m.id)) {
      const res = await t.request(fx.people.colleague, req);
      expect(res.statusCode, req.url as string).toBe(403);
      expect(res.body).not.toContain('"marks"');
    }
    // they may still see the assignment itself, told they cannot mark it
    const seen = await t.request(fx.people.colleague, get(`/mafassignments/${a.id}`));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().can_mark).toBe(false);
  });

  it('answers a teacher of another school 404 on every write, as if there were no assignment', async () => {
    for (const [route, req] of Object.entries(await writes(a.id))) {
      expect((await t.request('otherTeacher', req)).statusCode, route).toBe(404);
    }
  });

  it.each<Person>(['classTeacher', 'setter', 'schoolAdmin'])('lets the %s read the marking', async (who) => {
    const m = await annsMark();
    for (const req of reads(a.id, m.id)) {
      expect((await t.request(fx.people[who], req)).statusCode, req.url as string).toBe(200);
    }
    expect((await t.request(fx.people[who], get(`/mafassignments/${a.id}`))).json().can_mark).toBe(true);
  });

  it('lets a teacher of the class who did not set it make every write', async () => {
    const own = await fx.assign();
    const as = fx.people.classTeacher;
    const order = [
      'POST /mafanswers/:id/markings',
      'PATCH /mafanswers/:id/markings',
      'POST /mafanswers/:id/markings/:mid',
      'DELETE /mafanswers/:id/markings',
      'POST /exams/:id/mafquestions/:qid/students/:sid/marks/:x',
      'POST /mafanswers/:id/feedback',
      'POST /mafanswers/:id/nocredits',
      'POST /mafanswers/:id/finishes',
    ];
    for (const route of order) {
      // each write is built on the mark as the previous one left it
      const res = await t.request(as, (await writes(own.id))[route]!);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
    // Ann queries a point of her released mark; the class teacher rejects it, then takes the marks back.
    const review = (await t.request({ userId: fx.ann.id }, get(`/mafanswers/${own.id}/review`))).json();
    const missed = review.questions[0].points.find((p: { awarded: boolean }) => !p.awarded);
    const query = await t.request(
      { userId: fx.ann.id },
      {
        method: 'POST',
        url: url(`/mafanswers/${own.id}/queries`),
        payload: { question_id: fx.question.id, point_id: missed.point_id, text: 'I said it.' },
      },
    );
    expect(query.statusCode).toBe(201);
    const decided = await t.request(as, (await writes(own.id, query.json().id))['PATCH /mafanswers/:id/queries/:rid']!);
    expect(decided.statusCode, decided.body).toBe(200);
    const back = await t.request(as, (await writes(own.id))['POST /mafanswers/:id/unreleases']!);
    expect(back.statusCode).toBe(200);
    expect(back.json().attempts).toBe(2);
  });

  it('leaves an assignment set to single students to its setter and the school admins', async () => {
    const direct = await fx.assign({ kind: 'student' });
    const m = await annsMark(direct.id);
    const req = get(`/mafanswers/${direct.id}/markings/${fx.question.id}/answers/${m.id}`);
    expect((await t.request(fx.people.classTeacher, req)).statusCode).toBe(403);
    expect((await t.request(fx.people.setter, req)).statusCode).toBe(200);
    expect((await t.request(fx.people.schoolAdmin, req)).statusCode).toBe(200);
  });

  it('lists for a teacher exactly the assignments they may mark', async () => {
    const titles = async (who: Person) =>
      (await t.request(fx.people[who], get('/mafassignments?when=all&limit=100')))
        .json()
        .items.map((i: { id: number }) => i.id) as number[];
    expect(await titles('classTeacher')).toContain(a.id);
    expect(await titles('colleague')).not.toContain(a.id);
  });
});
