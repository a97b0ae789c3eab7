import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { col, escapeLike } from '../../db/sql';
import { mailOutbox, schools, users, type SchoolType, type UserKind } from '../../db/schema/index';

export interface UserFilters {
  q?: string | undefined;
  kind?: UserKind | undefined;
  schoolId?: number | undefined;
}

/** Name or e-mail containing `q` (wildcards in it are plain characters), of one kind, of one school. */
function userConditions(filters: UserFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filters.kind) where.push(eq(users.kind, filters.kind));
  if (filters.schoolId) where.push(eq(users.schoolId, filters.schoolId));
  return where;
}

/** Counts the rows matching `where` up to COUNT_CAP + 1, so no count reads past the cap. */
async function cappedCount(db: Db, table: typeof users | typeof mailOutbox, where: SQL | undefined) {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('counted'),
  );
  return row?.total ?? 0;
}

/** A user as the platform admin's lists show them. */
const adminUserColumns = {
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
};

/** A message kept in the outbox (the dev mailbox), as its list and its page show it. */
const keptMailColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  createdAt: mailOutbox.createdAt,
};

/** Drizzle queries of the platform admin's account tools: user search, new schools, the dev mailbox. */
export function createAccountsRepository(db: Db) {
  return {
    /**
     * A keyset page of users matching the filters, by name then id (`users_name_id_idx` serves
     * the order; the trigram indexes on name and e-mail serve a rare search), and the matches
     * counted up to COUNT_CAP.
     */
    async searchUsers(filters: UserFilters, limit: number, after: { name: string; id: number } | undefined) {
      const where = userConditions(filters);
      const pageWhere = after
        ? [...where, sql`(${col(users.name)}, ${col(users.id)}) > (${after.name}, ${after.id})`]
        : where;
      const [rows, counted] = await Promise.all([
        db
          .select(adminUserColumns)
          .from(users)
          .leftJoin(schools, eq(schools.id, users.schoolId))
          .where(and(...pageWhere))
          .orderBy(asc(users.name), asc(users.id))
          .limit(limit + 1),
        cappedCount(db, users, and(...where)),
      ]);
      return { rows, counted };
    },

    async findUser(id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** One user as the admin lists show them, or null. */
    async findAdminUser(id: number) {
      const [row] = await db
        .select(adminUserColumns)
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(eq(users.id, id));
      return row ?? null;
    },

    async updateEmail(id: number, email: string) {
      await db.update(users).set({ email }).where(eq(users.id, id));
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

    /**
     * A keyset page of the messages kept in the outbox (no SMTP server configured), newest first.
     * Ids grow with arrival, so the id alone is the key; the partial indexes on kept messages
     * serve the order and the address filter. The matches are counted up to COUNT_CAP.
     */
    async keptMail(filters: { to?: string | undefined }, limit: number, beforeId: number | undefined) {
      const where = [eq(mailOutbox.status, 'kept')];
      if (filters.to) where.push(eq(sql`lower(${mailOutbox.to})`, filters.to));
      const pageWhere = beforeId === undefined ? where : [...where, lt(mailOutbox.id, beforeId)];
      const [rows, counted] = await Promise.all([
        db
          .select(keptMailColumns)
          .from(mailOutbox)
          .where(and(...pageWhere))
          .orderBy(desc(mailOutbox.id))
          .limit(limit + 1),
        cappedCount(db, mailOutbox, and(...where)),
      ]);
      return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), counted };
    },

    /** One message kept in the outbox, or undefined. */
    async keptMessage(id: number) {
      const [row] = await db
        .select(keptMailColumns)
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'kept')));
      return row && { ...row, createdAt: row.createdAt.toISOString() };
    },
  };
}
