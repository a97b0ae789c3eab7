import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { idList } from './dashboards.repository';

export interface CheckpointRow {
  id: number;
  name: string;
  topic_id: number;
  topic_name: string;
  course_id: number;
  course_name: string;
}

/**
 * Checkpoints: a topic's checkpoint is the central exam template its `checkpoint_id` names, so a
 * checkpoint's id is that template's id (docs/adr/0042).
 */
export function createCheckpointsRepository(db: Db) {
  return {
    /** The checkpoints of the courses, in course order (a template closing two topics is listed for each). */
    async ofCourses(courseIds: readonly number[]): Promise<CheckpointRow[]> {
      if (courseIds.length === 0) return [];
      return rowsOf<CheckpointRow>(
        db,
        sql`select et.id, et.name, t.id as topic_id, t.name as topic_name, c.id as course_id, c.name as course_name
            from topics t join chapters ch on ch.id = t.chapter_id join courses c on c.id = ch.course_id
            join exam_templates et on et.id = t.checkpoint_id
            where ch.course_id in ${idList(courseIds)}
            order by c.position, c.id, ch.position, t.position, t.id`,
      );
    },
  };
}
