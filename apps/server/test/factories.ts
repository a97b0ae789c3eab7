import type { CreateMafQuestionBody } from '@markwell/contracts';
import {
  groupCurricula,
  groupStudents,
  groupTeachers,
  schoolCurricula,
  schoolGroups,
  schools,
  studentTags,
  users,
} from '../src/db/schema/index';
import type { SchoolType } from '../src/db/schema/schools';
import type { TestApp } from './test-app';

/**
 * Factories for test data a test owns, so assertions count what the test made rather than what
 * the demo seed happens to hold. Accounts made here have no usable password: tests act as them
 * with `t.request({ userId })`.
 */
export function factories(t: TestApp) {
  let n = 0;
  const unique = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${++n}`;

  interface PersonOptions {
    name?: string;
    email?: string;
  }

  async function insertUser(values: typeof users.$inferInsert) {
    const [row] = await t.db.insert(users).values(values).returning();
    return row!;
  }

  /** A teacher of a school (a school admin with `schoolAdmin`, the owner with `owner`). */
  async function buildTeacher(schoolId: number, over: PersonOptions & { schoolAdmin?: boolean; owner?: boolean } = {}) {
    return insertUser({
      email: over.email ?? `${unique('teacher')}@factory.test`,
      passwordHash: 'not-a-password',
      name: over.name ?? 'Factory Teacher',
      kind: 'teacher',
      schoolId,
      schoolAdmin: over.schoolAdmin ?? false,
      owner: over.owner ?? false,
    });
  }

  /** A student of a school, optionally in classes and with subgroup tags. */
  async function buildStudent(schoolId: number, over: PersonOptions & { groupIds?: number[]; tags?: string[] } = {}) {
    const student = await insertUser({
      email: over.email ?? `${unique('student')}@factory.test`,
      passwordHash: 'not-a-password',
      name: over.name ?? 'Factory Student',
      kind: 'student',
      schoolId,
    });
    if (over.groupIds?.length) {
      await t.db.insert(groupStudents).values(over.groupIds.map((groupId) => ({ groupId, studentId: student.id })));
    }
    if (over.tags?.length) {
      await t.db.insert(studentTags).values(over.tags.map((name) => ({ studentId: student.id, schoolId, name })));
    }
    return student;
  }

  /** A class of a school following curricula, taught by teachers. */
  async function buildClass(
    schoolId: number,
    over: { name?: string; curriculaIds?: number[]; teacherIds?: number[]; qualificationId?: number | null } = {},
  ) {
    const [group] = await t.db
      .insert(schoolGroups)
      .values({ schoolId, name: over.name ?? unique('Class'), qualificationId: over.qualificationId ?? null })
      .returning();
    if (over.curriculaIds?.length) {
      await t.db
        .insert(groupCurricula)
        .values(over.curriculaIds.map((curriculaId) => ({ groupId: group!.id, curriculaId })));
    }
    if (over.teacherIds?.length) {
      await t.db.insert(groupTeachers).values(over.teacherIds.map((teacherId) => ({ groupId: group!.id, teacherId })));
    }
    return group!;
  }

  /** A school following curricula, with its owner (a school admin). */
  async function buildSchool(over: { name?: string; type?: SchoolType; curriculaIds?: number[] } = {}) {
    const [school] = await t.db
      .insert(schools)
      .values({ name: over.name ?? unique('School'), type: over.type ?? 'smallschool' })
      .returning();
    if (over.curriculaIds?.length) {
      await t.db
        .insert(schoolCurricula)
        .values(over.curriculaIds.map((curriculaId) => ({ schoolId: school!.id, curriculaId })));
    }
    const owner = await buildTeacher(school!.id, { name: 'Factory Owner', schoolAdmin: true, owner: true });
    return { ...school!, owner };
  }

  /** A free-text question made through the API as content staff, with one marking point. */
  async function buildQuestion(over: Partial<CreateMafQuestionBody> & { curricula_id: number }) {
    const body: CreateMafQuestionBody = {
      text: `${unique('Question')}: why do leaves look green?`,
      max_marks: 1,
      marking_points: [{ text: 'Chlorophyll reflects green light', marks: 1, phrases: ['reflects green light'] }],
      ...over,
    };
    const res = await t.request('staff', { method: 'POST', url: '/api/v2/questionmafs', payload: body });
    if (res.statusCode !== 201) throw new Error(`buildQuestion: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; text: string };
  }

  return { unique, buildSchool, buildTeacher, buildStudent, buildClass, buildQuestion };
}
