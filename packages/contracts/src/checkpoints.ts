import { z } from 'zod';
import { dbId } from './common';

// Checkpoints: content staff link a central exam template to the topics it closes. A topic has at
// most one checkpoint; a template may close several topics or none.

const id = z.number().int();

export const setTopicCheckpointBodySchema = z.object({
  template_id: dbId
    .nullable()
    .describe('The central exam template that becomes the topic’s checkpoint; null removes the link'),
});
export type SetTopicCheckpointBody = z.input<typeof setTopicCheckpointBodySchema>;

export const topicCheckpointSchema = z.object({
  topic_id: id,
  checkpoint_id: id.nullable().describe('The central exam template closing the topic; null: none'),
});
export type TopicCheckpoint = z.infer<typeof topicCheckpointSchema>;

/** A topic a template is the checkpoint of, placed in its course and chapter. */
export const checkpointTopicSchema = z.object({
  id,
  name: z.string(),
  chapter: z.object({ id, name: z.string() }),
  course: z.object({ id, name: z.string() }),
});
export type CheckpointTopic = z.infer<typeof checkpointTopicSchema>;

export const checkpointTopicListSchema = z.array(checkpointTopicSchema);
