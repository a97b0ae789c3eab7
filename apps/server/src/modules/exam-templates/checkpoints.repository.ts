import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, courses, examTemplates, topics } from '../../db/schema/index';

/** Topics and the central templates that close them (topics.checkpoint_id). */
export function createCheckpointLinksRepository(db: Db) {
  return {
    /** A topic with the curriculum of its course, or undefined. */
    async topic(id: number) {
      const [row] = await db
        .select({ id: topics.id, checkpointId: topics.checkpointId, curriculaId: courses.curriculaId })
        .from(topics)
        .innerJoin(chapters, eq(chapters.id, topics.chapterId))
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(eq(topics.id, id));
      return row;
    },

    async template(id: number) {
      const [row] = await db
        .select({
          id: examTemplates.id,
          central: examTemplates.central,
          archivedAt: examTemplates.archivedAt,
          curriculaId: examTemplates.curriculaId,
        })
        .from(examTemplates)
        .where(eq(examTemplates.id, id));
      return row;
    },

    async setCheckpoint(topicId: number, templateId: number | null) {
      await db.update(topics).set({ checkpointId: templateId }).where(eq(topics.id, topicId));
    },

    /** The topics a template closes, in course, chapter and topic order. */
    async topicsClosedBy(templateId: number) {
      return db
        .select({
          id: topics.id,
          name: topics.name,
          chapterId: chapters.id,
          chapterName: chapters.name,
          courseId: courses.id,
          courseName: courses.name,
        })
        .from(topics)
        .innerJoin(chapters, eq(chapters.id, topics.chapterId))
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(eq(topics.checkpointId, templateId))
        .orderBy(asc(courses.position), asc(chapters.position), asc(topics.position), asc(topics.id));
    },
  };
}
