import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRefreshLearning, useRevisionSet } from '../api/learning';
import { PracticeQuestion } from './PracticeQuestion';

/** /student/revise: today's revision set, one question at a time, marked and explained as in practice. */
export function RevisePage() {
  usePageTitle('Revise');
  const set = useRevisionSet();
  const refresh = useRefreshLearning();
  const [current, setCurrent] = useState(0);
  const [answered, setAnswered] = useState(false);
  return (
    <Stack gap="lg">
      <Title order={1}>Revise</Title>
      <QueryView query={set}>
        {(s) => {
          const item = s.questions[current];
          if (s.questions.length === 0)
            return (
              <Text>
                Nothing is due for revision today. Practise a lesson on the{' '}
                <Anchor component={Link} to={routes.student.learn}>
                  Learn
                </Anchor>{' '}
                page and its questions come back here when they are due.
              </Text>
            );
          if (!item)
            return (
              <Stack gap="xs" role="status">
                <Text>Done for today: every question of this set is answered.</Text>
                <Group>
                  <Button
                    variant="default"
                    onClick={() => {
                      setCurrent(0);
                      void refresh();
                    }}
                  >
                    Check for more
                  </Button>
                </Group>
              </Stack>
            );
          return (
            <Stack gap="sm">
              <Text size="sm">
                {s.due} {s.due === 1 ? 'question is' : 'questions are'} due. This one is from {item.lesson_name} (
                {item.topic_name}).
                {item.reason === 'low score' ? ' Brought forward: your live score on that lesson is low.' : ''}
              </Text>
              <PracticeQuestion
                key={`${item.question.question_id}-${current}`}
                lessonId={item.lesson_id}
                question={item.question}
                position={current + 1}
                total={s.questions.length}
                source="revision"
                onAnswered={() => setAnswered(true)}
              />
              {answered && (
                <Group>
                  <Button
                    onClick={() => {
                      setAnswered(false);
                      setCurrent((c) => c + 1);
                    }}
                  >
                    {current + 1 < s.questions.length ? 'Next question' : 'Finish'}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
