import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../db/schema/index';
import { startSmtp } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAIL_QUEUE } from './mail';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const messages = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ to: `pupil${i}@school.example`, subject: `${tag} ${i}`, text: `Hello ${i}` }));
const receivedOf = (tag: string) => smtp.received.filter((m) => m.raw.includes(`Subject: ${tag} `));
const statuses = async (ids: number[]) =>
  (await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id)).map((m) => m.status);

describe('mail delivery', () => {
  it('delivers messages written together with one job', async () => {
    const ids = await t.app.mail.sendMany(messages('Together', 3));
    const queued = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.queue} = ${MAIL_QUEUE} and ${jobs.payload} -> 'outboxIds' @> ${JSON.stringify(ids)}::jsonb`);
    expect(queued).toEqual([{ payload: { outboxIds: ids } }]);
    await t.app.jobs.drain();
    expect(receivedOf('Together').map((m) => m.to)).toEqual([
      ['pupil0@school.example'],
      ['pupil1@school.example'],
      ['pupil2@school.example'],
    ]);
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends only what is still queued when the job runs again after the relay failed', async () => {
    smtp.refuseAfter(smtp.received.length + 1);
    const ids = await t.app.mail.sendMany(messages('Retried', 3));
    await t.app.jobs.drain();
    expect(receivedOf('Retried')).toHaveLength(1);
    expect(await statuses(ids)).toEqual(['sent', 'queued', 'queued']);
    // The relay takes mail again; the job's retry comes due.
    smtp.refuseAfter(null);
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.queue, MAIL_QUEUE));
    await t.app.jobs.drain();
    expect(receivedOf('Retried').map((m) => m.raw.match(/Subject: (.*)/)![1]!.trim())).toEqual([
      'Retried 0',
      'Retried 1',
      'Retried 2',
    ]);
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'sent']);
  });
});
