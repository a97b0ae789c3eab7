import { SUBJECTS } from '@markwell/domain/pricing/index';
import type { Db } from '../db/client';
import {
  chapters,
  courses,
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  lessons,
  qualifications,
  schoolCurricula,
  schoolGroups,
  schools,
  skills,
  studentTags,
  subjects,
  topics,
  users,
} from '../db/schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

type CourseSpec = { name: string; chapters: { name: string; topics: { name: string; lessons: string[] }[] }[] };

const BIOLOGY: CourseSpec[] = [
  {
    name: 'Cell Biology',
    chapters: [
      {
        name: 'Cell structure',
        topics: [
          { name: 'Eukaryotes and prokaryotes', lessons: ['Animal and plant cells', 'Bacterial cells'] },
          { name: 'Microscopy', lessons: ['Light and electron microscopes', 'Magnification calculations'] },
        ],
      },
      {
        name: 'Transport in cells',
        topics: [{ name: 'Diffusion and osmosis', lessons: ['Diffusion', 'Osmosis', 'Active transport'] }],
      },
    ],
  },
  {
    name: 'Bioenergetics',
    chapters: [
      {
        name: 'Photosynthesis',
        topics: [
          { name: 'Photosynthetic reaction', lessons: ['The photosynthesis equation', 'Rate of photosynthesis'] },
          { name: 'Uses of glucose', lessons: ['How plants use glucose'] },
        ],
      },
      {
        name: 'Respiration',
        topics: [
          {
            name: 'Aerobic and anaerobic respiration',
            lessons: ['Aerobic respiration', 'Anaerobic respiration', 'Response to exercise'],
          },
        ],
      },
    ],
  },
];

const CHEMISTRY: CourseSpec[] = [
  {
    name: 'Atomic structure and the periodic table',
    chapters: [
      {
        name: 'Atoms, elements and compounds',
        topics: [
          { name: 'Atoms', lessons: ['Structure of the atom', 'Isotopes'] },
          { name: 'Mixtures', lessons: ['Separating mixtures', 'Chromatography'] },
        ],
      },
    ],
  },
  {
    name: 'Quantitative chemistry',
    chapters: [{ name: 'Moles', topics: [{ name: 'Amount of substance', lessons: ['The mole', 'Reacting masses'] }] }],
  },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function seedCourses(db: Db, curriculaId: number, qualificationId: number, specs: CourseSpec[]) {
  for (const [ci, spec] of specs.entries()) {
    const [course] = await db
      .insert(courses)
      .values({ name: spec.name, curriculaId, qualificationId, position: ci })
      .returning();
    for (const [hi, ch] of spec.chapters.entries()) {
      const [chapter] = await db
        .insert(chapters)
        .values({ courseId: course!.id, name: ch.name, position: hi })
        .returning();
      for (const [ti, tp] of ch.topics.entries()) {
        // Checkpoints (central templates) are linked to topics by the checkpoints seed.
        const [topic] = await db
          .insert(topics)
          .values({ chapterId: chapter!.id, name: tp.name, position: ti })
          .returning();
        await db.insert(lessons).values(
          tp.lessons.map((name, li) => ({
            topicId: topic!.id,
            name,
            position: li,
            url: `/lessons/${slug(spec.name)}/${slug(name)}`,
          })),
        );
      }
    }
  }
}

/** Accounts, two schools, classes and a small curriculum tree: enough to use every screen by hand. */
export async function seedCore(db: Db, passwordHash: string) {
  await db
    .insert(subjects)
    .values([...SUBJECTS])
    .onConflictDoNothing();
  const [bio, chem, spanish] = await db
    .insert(curricula)
    .values([
      { name: 'AQA Biology', subjectId: 8, description: 'AQA GCSE and A-level Biology' },
      { name: 'AQA Chemistry', subjectId: 28, description: 'AQA GCSE Chemistry' },
      { name: 'Edexcel Spanish', subjectId: 2, description: 'Edexcel GCSE Spanish' },
    ])
    .returning();
  const [bioGcse, , chemGcse] = await db
    .insert(qualifications)
    .values([
      { curriculaId: bio!.id, name: 'GCSE' },
      { curriculaId: bio!.id, name: 'A-level' },
      { curriculaId: chem!.id, name: 'GCSE' },
      { curriculaId: spanish!.id, name: 'GCSE' },
    ])
    .returning();
  await seedCourses(db, bio!.id, bioGcse!.id, BIOLOGY);
  await seedCourses(db, chem!.id, chemGcse!.id, CHEMISTRY);
  await db.insert(skills).values([
    { name: 'Recall', curriculaId: null },
    { name: 'Application', curriculaId: null },
    { name: 'Analysis', curriculaId: null },
    { name: 'Working scientifically', curriculaId: bio!.id },
    { name: 'Maths skills', curriculaId: chem!.id },
  ]);

  const [northfield, riverside] = await db
    .insert(schools)
    .values([
      { name: 'Northfield Academy', type: 'largeschool' },
      { name: 'Riverside School', type: 'smallschool' },
    ])
    .returning();
  await db.insert(schoolCurricula).values([
    { schoolId: northfield!.id, curriculaId: bio!.id },
    { schoolId: northfield!.id, curriculaId: chem!.id },
    { schoolId: riverside!.id, curriculaId: bio!.id },
  ]);

  const account = (
    email: string,
    name: string,
    kind: 'student' | 'teacher' | 'staff' | 'admin',
    extra: Partial<typeof users.$inferInsert> = {},
  ) => ({
    email,
    name,
    kind,
    passwordHash,
    ...extra,
  });
  const created = await db
    .insert(users)
    .values([
      account(DEMO_ACCOUNTS.admin, 'Ada Admin', 'admin'),
      account(DEMO_ACCOUNTS.staff, 'Sam Staff', 'staff'),
      account(DEMO_ACCOUNTS.schoolAdmin, 'Helen Head', 'teacher', {
        schoolId: northfield!.id,
        schoolAdmin: true,
        owner: true,
      }),
      account(DEMO_ACCOUNTS.teacher, 'Tom Teacher', 'teacher', { schoolId: northfield!.id }),
      account(DEMO_ACCOUNTS.student, 'Sophie Student', 'student', { schoolId: northfield!.id }),
      account(DEMO_ACCOUNTS.teacher2, 'Rita Rivers', 'teacher', { schoolId: riverside!.id, owner: true }),
      account(DEMO_ACCOUNTS.student2, 'Ravi Student', 'student', { schoolId: riverside!.id }),
      ...['Amir Khan', 'Bella Jones', 'Chloe Smith', 'Daniel Okafor', 'Emma Brown'].map((name) =>
        account(`${slug(name)}@demo.markwell.test`, name, 'student', { schoolId: northfield!.id }),
      ),
    ])
    .returning();
  const byEmail = new Map(created.map((u) => [u.email, u]));
  const id = (email: string) => byEmail.get(email)!.id;

  const [class10b, class11a, riversideClass] = await db
    .insert(schoolGroups)
    .values([
      { schoolId: northfield!.id, name: '10B Biology', qualificationId: bioGcse!.id },
      { schoolId: northfield!.id, name: '11A Chemistry', qualificationId: chemGcse!.id },
      { schoolId: riverside!.id, name: 'Year 10 Biology', qualificationId: bioGcse!.id },
    ])
    .returning();
  await db.insert(groupCurricula).values([
    { groupId: class10b!.id, curriculaId: bio!.id },
    { groupId: class11a!.id, curriculaId: chem!.id },
    { groupId: riversideClass!.id, curriculaId: bio!.id },
  ]);
  await db.insert(groupTeachers).values([
    { groupId: class10b!.id, teacherId: id(DEMO_ACCOUNTS.teacher) },
    { groupId: class11a!.id, teacherId: id(DEMO_ACCOUNTS.schoolAdmin) },
    { groupId: riversideClass!.id, teacherId: id(DEMO_ACCOUNTS.teacher2) },
  ]);
  const northfieldStudents = created.filter((u) => u.kind === 'student' && u.schoolId === northfield!.id);
  await db
    .insert(groupStudents)
    .values([
      ...northfieldStudents.map((s) => ({ groupId: class10b!.id, studentId: s.id })),
      ...northfieldStudents.slice(0, 3).map((s) => ({ groupId: class11a!.id, studentId: s.id })),
      { groupId: riversideClass!.id, studentId: id(DEMO_ACCOUNTS.student2) },
    ]);
  await db.insert(studentTags).values([
    { studentId: id(DEMO_ACCOUNTS.student), schoolId: northfield!.id, name: 'Set 1' },
    { studentId: id('amir-khan@demo.markwell.test'), schoolId: northfield!.id, name: 'Set 1' },
    { studentId: id('bella-jones@demo.markwell.test'), schoolId: northfield!.id, name: 'Set 2' },
    { studentId: id('chloe-smith@demo.markwell.test'), schoolId: northfield!.id, name: 'SEN' },
  ]);
  return {
    schools: { northfield: northfield!, riverside: riverside! },
    curricula: { bio: bio!, chem: chem! },
    users: byEmail,
  };
}

export type CoreSeed = Awaited<ReturnType<typeof seedCore>>;
