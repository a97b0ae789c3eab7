import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoConnections, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The demo accounts' e-mail domain: the demo school's connection lists it. */
export const DEMO_EMAIL_DOMAIN = 'demo.markwell.test';
/** The name on the demo school's login button ("Sign in with Demo Identity"). */
export const DEV_PROVIDER_NAME = 'Demo Identity';

/** The demo accounts (name and e-mail) the development identity provider signs in. */
export async function demoIdentities(db: Db): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_ACCOUNTS)));
  return rows;
}

/**
 * Connects the demo school (Northfield Academy, the demo school admin's) to the development
 * identity provider, or points its connection at the provider's current address. A connection the
 * school admin set up to another provider is kept. Answers what it did.
 */
export async function connectDemoSchoolToDevProvider(
  db: Db,
  provider: { issuer: string; clientId: string; clientSecretEncrypted: string },
): Promise<'connected' | 'updated' | 'kept' | 'no-demo-school'> {
  const [admin] = await db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.schoolAdmin));
  if (!admin?.schoolId) return 'no-demo-school';
  const [existing] = await db.select().from(ssoConnections).where(eq(ssoConnections.schoolId, admin.schoolId));
  if (existing && existing.clientId !== provider.clientId) return 'kept';
  const values = {
    name: DEV_PROVIDER_NAME,
    preset: 'custom' as const,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecretEncrypted: provider.clientSecretEncrypted,
    updatedAt: new Date(),
  };
  if (existing) {
    await db.update(ssoConnections).set(values).where(eq(ssoConnections.id, existing.id));
    return 'updated';
  }
  await db.insert(ssoConnections).values({
    ...values,
    schoolId: admin.schoolId,
    domains: [DEMO_EMAIL_DOMAIN],
    enabled: true,
  });
  return 'connected';
}
