import { desc, eq } from 'drizzle-orm';
import type { RegisterBody } from '@markwell/contracts';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import { mailOutbox, users } from '../../db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { issueFormToken } from './form-token';

let ipSeq = 0;
/** A caller address of its own, so the registration rate limit of one test never reaches another. */
export const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

/** A registration body that passes every check: a form opened 5 seconds ago. */
export function registration(t: TestApp, over: Partial<RegisterBody> = {}): RegisterBody {
  const tag = `${process.pid}-${Date.now().toString(36)}-${++ipSeq}`;
  return {
    school_type: 'smallschool',
    school_name: `Hillside ${tag}`,
    name: 'Olivia Owner',
    email: `owner-${tag}@register.test`,
    password: 'quiet harbour lantern',
    curriculas: [SUBJECT_IDS.Biology, SUBJECT_IDS.Chemistry, SUBJECT_IDS.Spanish],
    monthly: true,
    form_token: issueFormToken(t.app.env.jwtSecret, Date.now() - 5_000),
    ...over,
  };
}

export const postRegistration = (t: TestApp, body: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/registers/users', payload: body as object, remoteAddress: ip });

/** The token of the newest confirmation link e-mailed to an address. */
export async function confirmationToken(t: TestApp, email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /\/register\/confirm#token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? null;
}

/** Registers a school through the API and confirms its owner's address; answers the owner's id and the school. */
export async function registerConfirmedSchool(t: TestApp, over: Partial<RegisterBody> = {}) {
  const body = registration(t, over);
  const res = await postRegistration(t, body);
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const token = await confirmationToken(t, body.email);
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/v2/registers/confirmations', payload: { token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  const [owner] = await t.db.select().from(users).where(eq(users.email, body.email));
  return { body, owner: owner!, schoolId: (res.json() as { school_id: number }).school_id };
}
