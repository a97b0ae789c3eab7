import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, schools, users, type SchoolType } from '../../db/schema/index';

const total = sql<number>`count(*) over ()`.mapWith(Number);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Drizzle queries of the platform admin's account tools: user search, new schools, the dev mailbox. */
export function createAccountsRepository(db: Db) {
  return {
    /** One page of users matching the filters, by name, with the total count of matches. */
    async searchUsers(filters: {
      q?: string | undefined;
      kind?: 'student' | 'teacher' | 'staff' | 'admin' | undefined;
      schoolId?: number | undefined;
      limit: number;
      offset: number;
    }) {
      const where: SQL[] = [];
      if (filters.q) {
        const pattern = `%${escapeLike(filters.q)}%`;
        where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      if (filters.kind) where.push(eq(users.kind, filters.kind));
      if (filters.schoolId) where.push(eq(users.schoolId, filters.schoolId));
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          kind: users.kind,
          schoolAdmin: users.schoolAdmin,
          owner: users.owner,
          active: users.active,
          schoolId: users.schoolId,
          schoolName: schools.name,
          mustChangePassword: users.mustChangePassword,
          total,
        })
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(users.name), asc(users.id))
        .limit(filters.limit)
        .offset(filters.offset);
      return { items: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    async findUser(id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Whether an account uses the e-mail already (e-mails are stored in lower case). */
    async emailTaken(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return Boolean(row);
    },

    /** Creates the school and its owner (a school admin who must change the given password) together. */
    async insertSchoolWithOwner(
      school: { name: string; type: SchoolType },
      owner: { name: string; email: string; passwordHash: string },
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(schools).values(school).returning();
        const [person] = await tx
          .insert(users)
          .values({
            ...owner,
            kind: 'teacher',
            schoolId: created!.id,
            schoolAdmin: true,
            owner: true,
            mustChangePassword: true,
          })
          .returning({ id: users.id, name: users.name, email: users.email });
        return { school: { id: created!.id, name: created!.name, type: created!.type }, owner: person! };
      });
    },

    /** Messages kept in the outbox because no SMTP server is configured, newest first. */
    async keptMail(filters: { to?: string | undefined; limit: number; offset: number }) {
      const where = [eq(mailOutbox.status, 'kept')];
      if (filters.to) where.push(eq(sql`lower(${mailOutbox.to})`, filters.to));
      const rows = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
          total,
        })
        .from(mailOutbox)
        .where(and(...where))
        .orderBy(desc(mailOutbox.id))
        .limit(filters.limit)
        .offset(filters.offset);
      return {
        items: rows.map(({ total: _t, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
        total: rows[0]?.total ?? 0,
      };
    },

    /** One message kept in the outbox, or undefined. */
    async keptMessage(id: number) {
      const [row] = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'kept')));
      return row && { ...row, createdAt: row.createdAt.toISOString() };
    },
  };
}
