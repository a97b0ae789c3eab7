import type { CheckpointTopic, TopicCheckpoint } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { createCheckpointLinksRepository } from './checkpoints.repository';

/**
 * Which central template is the checkpoint (end-of-topic exam) of which topic. Content staff set
 * the links; the dashboards read them from topics.checkpoint_id.
 */
export function createCheckpointLinksService(db: Db) {
  const repo = createCheckpointLinksRepository(db);

  return {
    /**
     * Makes a central template the checkpoint of a topic (replacing any other), or removes the
     * topic's checkpoint when templateId is null. Only a central, unarchived template of the
     * topic's curriculum may close it, since every school following that curriculum sits it.
     */
    async setTopicCheckpoint(topicId: number, templateId: number | null): Promise<TopicCheckpoint> {
      const topic = await repo.topic(topicId);
      if (!topic) throw notFound('Topic');
      if (templateId !== null) {
        const template = await repo.template(templateId);
        if (!template) throw notFound('Exam template');
        if (!template.central) {
          throw badRequest('checkpoint_not_central', 'A checkpoint must be a central exam template');
        }
        if (template.archivedAt) {
          throw badRequest('checkpoint_archived', 'An archived exam template cannot be a checkpoint');
        }
        if (template.curriculaId !== topic.curriculaId) {
          throw badRequest('checkpoint_other_curriculum', 'The template belongs to another curriculum than the topic');
        }
      }
      await repo.setCheckpoint(topicId, templateId);
      return { topic_id: topicId, checkpoint_id: templateId };
    },

    /** The topics a central template is the checkpoint of; 404 for an id that is no central template. */
    async topicsClosedBy(templateId: number): Promise<CheckpointTopic[]> {
      const template = await repo.template(templateId);
      if (!template?.central) throw notFound('Central exam template');
      const rows = await repo.topicsClosedBy(templateId);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        chapter: { id: r.chapterId, name: r.chapterName },
        course: { id: r.courseId, name: r.courseName },
      }));
    },
  };
}
