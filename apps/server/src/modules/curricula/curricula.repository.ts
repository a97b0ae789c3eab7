import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FilterOptions } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import {
  chapters,
  conceptShares,
  courses,
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  lessons,
  qualifications,
  schoolGroups,
  schoolVisibleCurricula,
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
  concept_share: conceptShares.share,
};

const courseColumns = {
  id: courses.id,
  name: courses.name,
  curricula_id: courses.curriculaId,
  qualification_id: courses.qualificationId,
  qualification: qualifications.name,
};

/**
 * The classes a teacher works with, as a subquery over the caller's row (`users`): every active
 * class of the school for a school admin, the active classes they teach for anyone else. Two
 * branches, each switched on or off by the caller's flag, so each uses its own index.
 */
const callerGroups = sql`(
  select g.id, g.name, g.qualification_id from ${schoolGroups} g
    where ${col(users.schoolAdmin)} and g.school_id = ${col(users.schoolId)} and g.active
  union all
  select g.id, g.name, g.qualification_id from ${groupTeachers} gt join ${schoolGroups} g on g.id = gt.group_id
    where not ${col(users.schoolAdmin)} and gt.teacher_id = ${col(users.id)} and g.active)`;

type FilterOptionLists = Omit<FilterOptions, 'owner' | 'schoolAdmin'>;

/**
 * The dashboard filter lists of one teacher in one statement: the school's curricula and their
 * qualifications, the caller's classes with their curricula, and the courses those classes follow
 * (a class follows the courses of its qualification within its curricula, any qualification when
 * unset) with the ids of the classes following each.
 */
function filterOptionsQuery(db: Db) {
  return db
    .select({
      curriculas: sql<FilterOptionLists['curriculas']>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'subject_id', c.subject_id) order by c.name, c.id)
        from ${schoolVisibleCurricula} sc join ${curricula} c on c.id = sc.curricula_id
        where sc.school_id = ${col(users.schoolId)}), '[]'::json)`,
      qualifications: sql<FilterOptionLists['qualifications']>`coalesce((
        select json_agg(json_build_object('id', q.id, 'name', q.name, 'curricula_id', q.curricula_id) order by q.name, q.id)
        from ${schoolVisibleCurricula} sc join ${qualifications} q on q.curricula_id = sc.curricula_id
        where sc.school_id = ${col(users.schoolId)}), '[]'::json)`,
      school_groups: sql<FilterOptionLists['school_groups']>`coalesce((
        select json_agg(json_build_object('id', g.id, 'name', g.name, 'qualification_id', g.qualification_id,
          'curricula_id', coalesce((select json_agg(gc.curricula_id order by gc.curricula_id)
            from ${groupCurricula} gc where gc.group_id = g.id), '[]'::json)) order by g.name, g.id)
        from ${callerGroups} g), '[]'::json)`,
      courses: sql<FilterOptionLists['courses']>`coalesce((
        select json_agg(json_build_object('id', x.id, 'name', x.name, 'curricula_id', x.curricula_id,
          'qualification_id', x.qualification_id, 'group_id', x.group_id) order by x.position, x.name, x.id)
        from (select co.id, co.name, co.curricula_id, co.qualification_id, co.position,
                json_agg(g.id order by g.name, g.id) as group_id
              from ${callerGroups} g
              join ${groupCurricula} gc on gc.group_id = g.id
              join ${courses} co on co.curricula_id = gc.curricula_id
                and (g.qualification_id is null or g.qualification_id = co.qualification_id)
              group by co.id) x), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('curricula_filter_options');
}

/**
 * The active students of one class by name with their subgroups: starts from the class's members
 * (its primary key) and reads each listed student's tags by the student's key, so it costs what the
 * class holds, whatever the size of the school or the platform.
 */
function studentsOfGroupQuery(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      subgroups: sql<string[]>`coalesce((select array_agg(t.name order by t.name) from ${studentTags} t
        where t.student_id = ${col(users.id)}), '{}'::text[])`,
    })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.studentId))
    .where(and(eq(groupStudents.groupId, sql.placeholder('groupId')), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('curricula_students_of_group');
}

/** A slice of a list: `limit` rows after skipping `offset`. */
type Slice = { limit: number; offset: number };
/** No slice asked for: as many rows as any capped answer holds. */
const ALL: Slice = { limit: 1_000, offset: 0 };

/** Drizzle queries of the curricula module; nothing else here touches the database. */
export function createCurriculaRepository(db: Db) {
  // Prepared on first use, so building the app touches no database.
  let filterOptions: ReturnType<typeof filterOptionsQuery> | null = null;
  let studentsOfGroup: ReturnType<typeof studentsOfGroupQuery> | null = null;
  return {
    /** The dashboard filter lists of one teacher (see filterOptionsQuery), as one prepared statement. */
    async filterOptionLists(userId: number): Promise<FilterOptionLists> {
      filterOptions ??= filterOptionsQuery(db);
      const [row] = await filterOptions.execute({ userId });
      return row ?? { curriculas: [], qualifications: [], school_groups: [], courses: [] };
    },

    listCurricula(filter: { activeOnly?: boolean; ids?: number[] } = {}, page: Slice = ALL) {
      const conditions = [];
      if (filter.activeOnly) conditions.push(eq(curricula.active, true));
      if (filter.ids) conditions.push(filter.ids.length ? inArray(curricula.id, filter.ids) : sql`false`);
      return db
        .select(curriculumColumns)
        .from(curricula)
        .innerJoin(subjects, eq(subjects.id, curricula.subjectId))
        .leftJoin(conceptShares, eq(conceptShares.curriculaId, curricula.id))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(curricula.name), asc(curricula.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findCurriculum(id: number) {
      const [row] = await this.listCurricula({ ids: [id] });
      return row ?? null;
    },

    /** The curricula the school sees: granted by hand, or of a subject it subscribes to. */
    async schoolCurriculaIds(schoolId: number) {
      const rows = await db
        .select({ id: schoolVisibleCurricula.curriculaId })
        .from(schoolVisibleCurricula)
        .where(eq(schoolVisibleCurricula.schoolId, schoolId));
      return rows.map((r) => r.id);
    },

    /** Curricula of a school that have at least one course (the ones its teachers can set work in). */
    async schoolCurriculaWithCourses(schoolId: number, page: Slice) {
      const ids = await this.schoolCurriculaIds(schoolId);
      if (!ids.length) return [];
      const withCourses = await db
        .selectDistinct({ id: courses.curriculaId })
        .from(courses)
        .where(inArray(courses.curriculaId, ids));
      return this.listCurricula({ ids: withCourses.map((r) => r.id), activeOnly: true }, page);
    },

    updateCurriculum(id: number, patch: { name?: string; active?: boolean; description?: string | null }) {
      return db.update(curricula).set(patch).where(eq(curricula.id, id)).returning({ id: curricula.id });
    },

    listCourses(filter: { curriculaIds?: number[]; courseIds?: number[] }, page: Slice = ALL) {
      const conditions = [];
      if (filter.curriculaIds) conditions.push(inArray(courses.curriculaId, [0, ...filter.curriculaIds]));
      if (filter.courseIds) conditions.push(inArray(courses.id, [0, ...filter.courseIds]));
      return db
        .select(courseColumns)
        .from(courses)
        .innerJoin(qualifications, eq(qualifications.id, courses.qualificationId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(courses.position), asc(courses.name), asc(courses.id))
        .limit(page.limit)
        .offset(page.offset);
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

    /** Skills of the given curricula (undefined: all of them), a slice at a time. */
    listSkills(curriculaIds: number[] | undefined, page: Slice) {
      return db
        .select({ id: skills.id, name: skills.name, curricula_id: skills.curriculaId })
        .from(skills)
        .where(curriculaIds ? inArray(skills.curriculaId, curriculaIds.length ? curriculaIds : [-1]) : undefined)
        .orderBy(asc(skills.name), asc(skills.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Classes with their curricula and number of active students. */
    async groupsWithCurricula(ids: number[], page: Slice = ALL) {
      if (!ids.length) return [];
      const groups = await db
        .select({ id: schoolGroups.id, name: schoolGroups.name, qualification_id: schoolGroups.qualificationId })
        .from(schoolGroups)
        .where(inArray(schoolGroups.id, ids))
        .orderBy(asc(schoolGroups.name), asc(schoolGroups.id))
        .limit(page.limit)
        .offset(page.offset);
      if (!groups.length) return [];
      const groupIds = groups.map((g) => g.id);
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

    /** A slice of the active students of a class by name, with their subgroups, as one prepared statement. */
    async studentsOfGroup(groupId: number, page: Slice) {
      studentsOfGroup ??= studentsOfGroupQuery(db);
      const rows = await studentsOfGroup.execute({ groupId, limit: page.limit, offset: page.offset });
      return rows.map((r) => ({
        id: r.id,
        name: r.name.split(' ')[0] ?? r.name,
        full_name: r.name,
        subgroups: r.subgroups,
      }));
    },
  };
}

export type CurriculaRepository = ReturnType<typeof createCurriculaRepository>;
