import { Alert, Button, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { QueryView } from '../../../components/QueryView';
import { errorMessage } from '../../../lib/api-client';
import { useCheckpointTopics } from '../api/get-checkpoint-topics';
import { useCourseLessons } from '../api/get-course-lessons';
import type { ExamTemplate } from '../api/get-exam-template';
import { useSetTopicCheckpoint } from '../api/set-topic-checkpoint';
import { DANGER } from '../../../lib/text-colours';

/**
 * Which topics a central template closes as their checkpoint, and the control that links it to one
 * more topic of its curriculum (or its course, when it has one) or removes a link.
 */
export function CheckpointTopicsPanel({ template }: { template: ExamTemplate }) {
  const closed = useCheckpointTopics(template.id);
  const tree = useCourseLessons(template.curricula_id);
  const link = useSetTopicCheckpoint();
  const [topicId, setTopicId] = useState('');
  const [done, setDone] = useState<string | null>(null);

  // Grouped by course and chapter; topics this template already closes are not offered again.
  const { options, byId } = useMemo(() => {
    const byId = new Map<number, { name: string; checkpointId: number | null }>();
    const options = (tree.data ?? [])
      .filter((course) => !template.course_id || course.id === template.course_id)
      .flatMap((course) =>
        course.chapters.map((chapter) => ({
          group: `${course.name} · ${chapter.name}`,
          items: chapter.topics
            .filter((topic) => topic.checkpoint_id !== template.id)
            .map((topic) => {
              byId.set(topic.id, { name: topic.name, checkpointId: topic.checkpoint_id });
              return { value: String(topic.id), label: topic.name };
            }),
        })),
      )
      .filter((group) => group.items.length > 0);
    return { options, byId };
  }, [tree.data, template.id, template.course_id]);

  const chosen = topicId ? byId.get(Number(topicId)) : undefined;
  const archived = template.archived_at !== null;

  function save(topic: number, templateId: number | null, message: string) {
    setDone(null);
    link.mutate({ topicId: topic, templateId }, { onSuccess: () => setDone(message) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!topicId || !chosen) return;
    save(Number(topicId), template.id, `“${template.name}” is now the checkpoint of ${chosen.name}.`);
    setTopicId('');
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="checkpoint-topics-title">
      <Title order={2} id="checkpoint-topics-title">
        Checkpoint of topics
      </Title>
      <Text>
        A checkpoint is the exam that closes a topic; teachers of its course see it on their dashboards. A topic has at
        most one checkpoint.
      </Text>
      <QueryView query={closed}>
        {(topics) =>
          topics.length === 0 ? (
            <Text>This template is the checkpoint of no topic.</Text>
          ) : (
            <List aria-label="Topics this template is the checkpoint of" spacing="xs">
              {topics.map((topic) => (
                <List.Item key={topic.id}>
                  <Group gap="sm">
                    <Text span>
                      {topic.name} ({topic.course.name} · {topic.chapter.name})
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Remove the checkpoint of ${topic.name}`}
                      loading={link.isPending && link.variables?.topicId === topic.id}
                      onClick={() => save(topic.id, null, `${topic.name} has no checkpoint now.`)}
                    >
                      Remove
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryView>
      {archived ? (
        <Text>An archived template cannot become the checkpoint of another topic.</Text>
      ) : (
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              label="Checkpoint of topic"
              description="The topics of the template’s curriculum, by course and chapter"
              data={[{ value: '', label: tree.isPending ? 'Loading topics…' : 'Choose a topic' }, ...options]}
              value={topicId}
              onChange={(event) => setTopicId(event.currentTarget.value)}
              miw={320}
            />
            <Button type="submit" disabled={!chosen} loading={link.isPending && link.variables?.templateId !== null}>
              Make checkpoint
            </Button>
          </Group>
          {chosen && chosen.checkpointId !== null && (
            <Text size="sm" mt="xs">
              {chosen.name} has another checkpoint; this template replaces it.
            </Text>
          )}
        </form>
      )}
      {tree.isError && (
        <Alert color={DANGER} role="alert">
          The topics could not be loaded: {errorMessage(tree.error)}
        </Alert>
      )}
      {link.isError && (
        <Alert color={DANGER} role="alert">
          {errorMessage(link.error)}
        </Alert>
      )}
      {done && (
        <Text role="status" aria-live="polite">
          {done}
        </Text>
      )}
    </Stack>
  );
}
