import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupStudents, messageParticipants, messages, messageThreads, schoolGroups } from '../db/schema/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';

interface SeedMessage {
  from: number;
  /** Set: only the sender and this person see it (a student's reply to a class thread). */
  to?: number;
  body: string;
  minutesAgo: number;
}

/**
 * Writes one thread as the app would: its participants, its messages, and each participant's
 * latest visible message. `readBy` have read everything they can see; the others have not.
 */
async function seedThread(
  db: Db,
  thread: typeof messageThreads.$inferInsert,
  participantIds: number[],
  items: SeedMessage[],
  readBy: number[],
) {
  const [row] = await db.insert(messageThreads).values(thread).returning({ id: messageThreads.id });
  const threadId = row!.id;
  const inserted = await db
    .insert(messages)
    .values(
      items.map((m) => ({
        schoolId: thread.schoolId,
        threadId,
        senderId: m.from,
        recipientId: m.to ?? null,
        body: m.body,
        createdAt: new Date(Date.now() - m.minutesAgo * 60_000),
      })),
    )
    .returning({ id: messages.id });
  const visible = (userId: number) =>
    items
      .map((m, i) => ({ m, id: inserted[i]!.id }))
      .filter(({ m }) => m.to === undefined || m.to === userId || m.from === userId)
      .map(({ id }) => id);
  await db.insert(messageParticipants).values(
    participantIds.map((userId) => {
      const last = Math.max(0, ...visible(userId));
      return {
        schoolId: thread.schoolId,
        threadId,
        userId,
        lastMessageId: last,
        lastReadMessageId: readBy.includes(userId) ? last : 0,
      };
    }),
  );
}

async function classOf(db: Db, schoolId: number, name: string) {
  const [group] = await db
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(and(eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.name, name)));
  const students = await db
    .select({ id: groupStudents.studentId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, group!.id));
  return { id: group!.id, studentIds: students.map((s) => s.id) };
}

/**
 * Demo messages: the Northfield teacher's thread with 10B (one student's reply, which only the
 * teacher sees; unread for the demo student), a school admin's note to all teachers, and a
 * Riverside thread of its own that Northfield never sees.
 */
export async function seedMessages(db: Db, core: CoreSeed) {
  const id = (email: string) => core.users.get(email)!.id;
  const { northfield, riverside } = core.schools;
  const teacher = id(DEMO_ACCOUNTS.teacher);
  const head = id(DEMO_ACCOUNTS.schoolAdmin);
  const amir = id('amir-khan@demo.markwell.test');

  const class10b = await classOf(db, northfield.id, '10B Biology');
  await seedThread(
    db,
    {
      schoolId: northfield.id,
      kind: 'class',
      subject: 'Field trip on Friday',
      startedBy: teacher,
      groupId: class10b.id,
    },
    [teacher, ...class10b.studentIds],
    [
      {
        from: teacher,
        body: 'Hello 10B,\n\nWe visit the botanical gardens on Friday. Bring a packed lunch and your field notebook.\n\nMr Teacher',
        minutesAgo: 180,
      },
      { from: amir, to: teacher, body: 'Do we need to bring waterproofs?', minutesAgo: 95 },
    ],
    [],
  );
  await seedThread(
    db,
    { schoolId: northfield.id, kind: 'staff', subject: 'Mock exam week', startedBy: head, groupId: null },
    [head, teacher],
    [
      {
        from: head,
        body: 'Mock exams run in the first week of March. Please set your papers by the end of February.',
        minutesAgo: 60 * 26,
      },
      { from: teacher, body: '10B Biology is ready.', minutesAgo: 60 * 25 },
    ],
    [head, teacher],
  );

  const rita = id(DEMO_ACCOUNTS.teacher2);
  const ravi = id(DEMO_ACCOUNTS.student2);
  const year10 = await classOf(db, riverside.id, 'Year 10 Biology');
  await seedThread(
    db,
    { schoolId: riverside.id, kind: 'class', subject: 'Revision session', startedBy: rita, groupId: year10.id },
    [rita, ...year10.studentIds],
    [
      { from: rita, body: 'Revision session in the lab on Thursday after school.', minutesAgo: 240 },
      { from: ravi, to: rita, body: 'I will be there, thank you!', minutesAgo: 200 },
    ],
    [ravi],
  );
}
