import { formatDate } from '@markwell/domain/time/index';
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { QueryView } from '../../../components/QueryView';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteLesson, useLearningLesson, useRefreshLearning } from '../api/learning';
import { PracticeQuestion } from './PracticeQuestion';

/**
 * /student/learn/lessons/:id: the lesson's tutorial (staff HTML, sanitised), "mark as done", and
 * its practice questions one at a time, each marked at once and explained.
 */
export function LessonPage() {
  const id = Number(useParams().id);
  const lesson = useLearningLesson(id);
  const complete = useCompleteLesson(id);
  const refresh = useRefreshLearning();
  const [current, setCurrent] = useState(0);
  const [answered, setAnswered] = useState(false);
  usePageTitle(lesson.data?.name ?? 'Lesson');
  if (!Number.isInteger(id) || id <= 0 || (isApiError(lesson.error) && lesson.error.status === 404))
    return <NotFound />;
  return (
    <QueryView query={lesson}>
      {(l) => {
        const question = l.questions[current];
        return (
          <Stack gap="lg">
            <nav aria-label="Breadcrumb">
              <Breadcrumbs>
                <Anchor component={Link} to={routes.student.learn}>
                  Learn
                </Anchor>
                <Anchor component={Link} to={routes.student.learnCourse(l.course.id)}>
                  {l.course.name}
                </Anchor>
                <Text span>{l.name}</Text>
              </Breadcrumbs>
            </nav>
            <Title order={1}>{l.name}</Title>
            <Text size="sm">
              {l.topic.name}. {l.completed_at ? `Completed on ${formatDate(l.completed_at)}.` : 'Not completed yet.'}{' '}
              {l.live_score === null ? '' : `Live score ${l.live_score}%.`}
            </Text>
            {(l.tutorial_html || l.video_url) && (
              <Paper withBorder p="md" component="article" aria-label="Tutorial">
                {l.video_url && (
                  <video controls src={l.video_url} style={{ maxWidth: '100%' }}>
                    <track kind="captions" />
                  </video>
                )}
                {l.tutorial_html && (
                  // Sanitised by the server on save and read, and again in the fetcher.
                  <div className="mw-rich-text" dangerouslySetInnerHTML={{ __html: l.tutorial_html }} />
                )}
              </Paper>
            )}
            {!l.completed_at && (
              <Group>
                <Button variant="default" loading={complete.isPending} onClick={() => complete.mutate()}>
                  Mark as done
                </Button>
                {complete.isError && <Text role="alert">{errorMessage(complete.error)}</Text>}
              </Group>
            )}
            {l.teacher_checked.length > 0 && (
              <Paper withBorder p="md" component="section" aria-labelledby="teacher-checked">
                <Title order={2} size="h3" id="teacher-checked" mb="xs">
                  Your teacher checked
                </Title>
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {l.teacher_checked.map((c) => (
                    <li key={c.id}>
                      <Text fw={500}>{c.question_text}</Text>
                      <Text size="sm">
                        {c.teacher_marks === c.engine_marks
                          ? `Your mark of ${c.teacher_marks}/${c.max_marks} was confirmed`
                          : `Your mark was changed from ${c.engine_marks}/${c.max_marks} to ${c.teacher_marks}/${c.max_marks}`}{' '}
                        on {formatDate(c.reviewed_at)}.
                      </Text>
                    </li>
                  ))}
                </Stack>
              </Paper>
            )}
            <Title order={2} size="h3">
              Practice
            </Title>
            {l.questions.length === 0 ? (
              <Text>This lesson has no practice questions yet.</Text>
            ) : question ? (
              <>
                <PracticeQuestion
                  key={`${question.question_id}-${current}`}
                  lessonId={l.id}
                  question={question}
                  position={current + 1}
                  total={l.questions.length}
                  source="practice"
                  onAnswered={() => setAnswered(true)}
                />
                {answered && (
                  <Group>
                    <Button
                      onClick={() => {
                        setAnswered(false);
                        if (current + 1 >= l.questions.length) void refresh();
                        setCurrent((c) => c + 1);
                      }}
                    >
                      {current + 1 < l.questions.length ? 'Next question' : 'Finish practice'}
                    </Button>
                  </Group>
                )}
              </>
            ) : (
              <Stack gap="xs" role="status">
                <Text>You have practised every question of this lesson.</Text>
                <Group>
                  <Button variant="default" onClick={() => setCurrent(0)}>
                    Practise again
                  </Button>
                  <Anchor component={Link} to={routes.student.learnCourse(l.course.id)}>
                    Back to {l.course.name}
                  </Anchor>
                </Group>
              </Stack>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
