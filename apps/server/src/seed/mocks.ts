import { and, eq, like } from 'drizzle-orm';
import { toAuthUser } from '../lib/access';
import { createExamTemplatesService } from '../modules/exam-templates/index';
import { createMocksService } from '../modules/mocks/index';
import type { Db } from '../db/client';
import { mockSessions, questions, schoolGroups } from '../db/schema/index';
import type { CoreSeed } from './core';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { sitAll } from './marking';

const DAY = 86_400_000;
/** The demo mock session: the seed looks for it to stay idempotent. */
export const DEMO_MOCK_NAME = 'Year 10 Biology mock: photosynthesis';
export const DEMO_MOCK_TEMPLATE = 'Year 10 Biology mock paper';

/**
 * A mock exam across both demo schools, made through the same services as the routes: content
 * staff's central mock paper, a session offered to Northfield and Riverside (opened yesterday,
 * closing in six days, 45 minutes), set to 10B by the demo teacher and to Riverside's Year 10 by
 * theirs. Every 10B student but the demo student, and Riverside's student, have sat it, so the per-school results and the
 * exports show figures; the demo student still has it to do. Runs again without duplicating anything.
 */
export async function seedMocks(db: Db, core: CoreSeed) {
  const [done] = await db
    .select({ id: mockSessions.id })
    .from(mockSessions)
    .where(eq(mockSessions.name, DEMO_MOCK_NAME));
  if (done) return;
  const staff = toAuthUser(core.users.get(DEMO_ACCOUNTS.staff)!);
  const teacher = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher)!);
  const teacher2 = toAuthUser(core.users.get(DEMO_ACCOUNTS.teacher2)!);
  const question = async (prefix: string) => {
    const [row] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(like(questions.text, `${prefix}%`));
    if (!row) throw new Error(`seed: no question "${prefix}"`);
    return row.id;
  };
  const group = async (schoolId: number, name: string) => {
    const [row] = await db
      .select({ id: schoolGroups.id })
      .from(schoolGroups)
      .where(and(eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.name, name)));
    return row!.id;
  };

  const template = await createExamTemplatesService(db).create(
    staff,
    {
      name: DEMO_MOCK_TEMPLATE,
      instructions: 'A mock exam sat by several schools. Answer every question in full sentences.',
      curricula_id: core.curricula.bio.id,
      time_limit_seconds: 45 * 60,
      sections: [
        {
          title: 'Photosynthesis',
          question_ids: [
            await question('Which part of a plant cell'),
            await question('Describe the process of photosynthesis'),
            await question('Explain why the rate of photosynthesis'),
          ],
        },
      ],
    },
    true,
  );
  const mocks = createMocksService(db, { minOtherSchools: 3, minOtherStudents: 20 });
  const now = Date.now();
  const session = await mocks.createSession(staff, {
    name: DEMO_MOCK_NAME,
    template_id: template.id,
    school_ids: [core.schools.northfield.id, core.schools.riverside.id],
    opens_at: new Date(now - DAY).toISOString(),
    closes_at: new Date(now + 6 * DAY).toISOString(),
    time_limit_seconds: 45 * 60,
  });
  const north = await mocks.setToClasses(teacher, session.id, {
    group_ids: [await group(teacher.schoolId!, '10B Biology')],
  });
  const river = await mocks.setToClasses(teacher2, session.id, {
    group_ids: [await group(teacher2.schoolId!, 'Year 10 Biology')],
  });

  const studentsOf = (schoolId: number) =>
    [...core.users.values()]
      .filter((u) => u.kind === 'student' && u.schoolId === schoolId && u.email !== DEMO_ACCOUNTS.student)
      .map((u) => toAuthUser(u))
      .sort((a, b) => a.name.localeCompare(b.name));
  await sitAll(db, north.assignment_id, studentsOf(teacher.schoolId!), 1);
  await sitAll(db, river.assignment_id, studentsOf(teacher2.schoolId!), 3);
}
