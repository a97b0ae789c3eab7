import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chapters,
  courses,
  curricula,
  groupCurricula,
  groupStudents,
  lessons,
  qualifications,
  schoolCurricula,
  schoolGroups,
  skills,
  studentTags,
  subjects,
  topics,
  users,
} from '../../db/schema/index';

const curriculumColumns = {
  id: curricula.id,
  name: curricula.name,
  subject_id: curricula.subjectId,
  subject: subjects.name,
  active: curricula.active,
  description: curricula.description,
};

const courseColumns = {
  id: courses.id,
  name: courses.name,
  curricula_id: courses.curriculaId,
  qualification_id: courses.qualificationId,
  qualification: qualifications.name,
};

/** Drizzle queries of the curricula module; nothing else here touches the database. */
export function createCurriculaRepository(db: Db) {
  return {
    listCurricula(filter: { activeOnly?: boolean; ids?: number[] } = {}) {
      const conditions = [];
      if (filter.activeOnly) conditions.push(eq(curricula.active, true));
      if (filter.ids) conditions.push(filter.ids.length ? inArray(curricula.id, filter.ids) : sql`false`);
      return db
        .select(curriculumColumns)
        .from(curricula)
        .innerJoin(subjects, eq(subjects.id, curricula.subjectId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(curricula.name));
    },

    async findCurriculum(id: number) {
      const [row] = await this.listCurricula({ ids: [id] });
      return row ?? null;
    },

    async schoolCurriculaIds(schoolId: number) {
      const rows = await db
        .select({ id: schoolCurricula.curriculaId })
        .from(schoolCurricula)
        .where(eq(schoolCurricula.schoolId, schoolId));
      return rows.map((r) => r.id);
    },

    /** Curricula of a school that have at least one course (the ones its teachers can set work in). */
    async schoolCurriculaWithCourses(schoolId: number) {
      const ids = await this.schoolCurriculaIds(schoolId);
      if (!ids.length) return [];
      const withCourses = await db
        .selectDistinct({ id: courses.curriculaId })
        .from(courses)
        .where(inArray(courses.curriculaId, ids));
      return this.listCurricula({ ids: withCourses.map((r) => r.id), activeOnly: true });
    },

    updateCurriculum(id: number, patch: { name?: string; active?: boolean; description?: string | null }) {
      return db.update(curricula).set(patch).where(eq(curricula.id, id)).returning({ id: curricula.id });
    },

    listQualifications(curriculaIds: number[]) {
      if (!curriculaIds.length) return Promise.resolve([]);
      return db
        .select({ id: qualifications.id, name: qualifications.name, curricula_id: qualifications.curriculaId })
        .from(qualifications)
        .where(inArray(qualifications.curriculaId, curriculaIds))
        .orderBy(asc(qualifications.name));
    },

    listCourses(filter: { curriculaIds?: number[]; courseIds?: number[] }) {
      const conditions = [];
      if (filter.curriculaIds) conditions.push(inArray(courses.curriculaId, [0, ...filter.curriculaIds]));
      if (filter.courseIds) conditions.push(inArray(courses.id, [0, ...filter.courseIds]));
      return db
        .select(courseColumns)
        .from(courses)
        .innerJoin(qualifications, eq(qualifications.id, courses.qualificationId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(courses.position), asc(courses.name));
    },

    /** Chapters, topics and lessons of the given courses in one pass (no N+1). */
    async courseTrees(courseIds: number[]) {
      if (!courseIds.length) return new Map<number, never[]>();
      const rows = await db
        .select({
          courseId: chapters.courseId,
          chapterId: chapters.id,
          chapterName: chapters.name,
          topicId: topics.id,
          topicName: topics.name,
          checkpointId: topics.checkpointId,
          lessonId: lessons.id,
          lessonName: lessons.name,
          lessonUrl: lessons.url,
        })
        .from(chapters)
        .leftJoin(topics, eq(topics.chapterId, chapters.id))
        .leftJoin(lessons, eq(lessons.topicId, topics.id))
        .where(inArray(chapters.courseId, courseIds))
        .orderBy(
          asc(chapters.position),
          asc(chapters.id),
          asc(topics.position),
          asc(topics.id),
          asc(lessons.position),
          asc(lessons.id),
        );
      type Topic = {
        id: number;
        name: string;
        checkpoint_id: number | null;
        lessons: { id: number; name: string; url: string }[];
      };
      type Chapter = { id: number; name: string; topics: Topic[] };
      const byCourse = new Map<number, Chapter[]>();
      const chapterIndex = new Map<number, Chapter>();
      const topicIndex = new Map<number, Topic>();
      for (const r of rows) {
        let chapter = chapterIndex.get(r.chapterId);
        if (!chapter) {
          chapter = { id: r.chapterId, name: r.chapterName, topics: [] };
          chapterIndex.set(r.chapterId, chapter);
          byCourse.set(r.courseId, [...(byCourse.get(r.courseId) ?? []), chapter]);
        }
        if (r.topicId === null || r.topicName === null) continue;
        let topic = topicIndex.get(r.topicId);
        if (!topic) {
          topic = { id: r.topicId, name: r.topicName, checkpoint_id: r.checkpointId, lessons: [] };
          topicIndex.set(r.topicId, topic);
          chapter.topics.push(topic);
        }
        if (r.lessonId !== null && r.lessonName !== null && r.lessonUrl !== null) {
          topic.lessons.push({ id: r.lessonId, name: r.lessonName, url: r.lessonUrl });
        }
      }
      return byCourse;
    },

    listSkills(curriculaId?: number) {
      return db
        .select({ id: skills.id, name: skills.name, curricula_id: skills.curriculaId })
        .from(skills)
        .where(curriculaId ? eq(skills.curriculaId, curriculaId) : undefined)
        .orderBy(asc(skills.name));
    },

    /** Classes with their curricula and number of active students. */
    async groupsWithCurricula(groupIds: number[]) {
      if (!groupIds.length) return [];
      const groups = await db
        .select({ id: schoolGroups.id, name: schoolGroups.name, qualification_id: schoolGroups.qualificationId })
        .from(schoolGroups)
        .where(inArray(schoolGroups.id, groupIds))
        .orderBy(asc(schoolGroups.name));
      const links = await db
        .select({ groupId: groupCurricula.groupId, curriculaId: groupCurricula.curriculaId })
        .from(groupCurricula)
        .where(inArray(groupCurricula.groupId, groupIds));
      const counts = await db
        .select({ groupId: groupStudents.groupId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(groupStudents)
        .innerJoin(users, eq(users.id, groupStudents.studentId))
        .where(and(inArray(groupStudents.groupId, groupIds), eq(users.active, true)))
        .groupBy(groupStudents.groupId);
      return groups.map((g) => ({
        ...g,
        curricula_id: links.filter((l) => l.groupId === g.id).map((l) => l.curriculaId),
        studentsCount: counts.find((c) => c.groupId === g.id)?.count ?? 0,
      }));
    },

    async studentsOfGroup(groupId: number) {
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(groupStudents)
        .innerJoin(users, eq(users.id, groupStudents.studentId))
        .where(and(eq(groupStudents.groupId, groupId), eq(users.active, true)))
        .orderBy(asc(users.name));
      const ids = rows.map((r) => r.id);
      const tags = ids.length
        ? await db.select().from(studentTags).where(inArray(studentTags.studentId, ids)).orderBy(asc(studentTags.name))
        : [];
      return rows.map((r) => ({
        id: r.id,
        name: r.name.split(' ')[0] ?? r.name,
        full_name: r.name,
        subgroups: tags.filter((t) => t.studentId === r.id).map((t) => t.name),
      }));
    },
  };
}

export type CurriculaRepository = ReturnType<typeof createCurriculaRepository>;
