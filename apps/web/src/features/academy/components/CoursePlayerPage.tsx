import { Alert, Anchor, Button, Flex, Group, NavLink, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcademyCourse, type AcademyCourse } from '../api/get-academy-course';
import { useCompleteAcademyLesson, type AcademyLessonResult } from '../api/complete-academy-lesson';
import { AcademyProgress, AcademyStatusActions, AcademyStatusBadge } from './AcademyStatus';

/** /teacher/academy/courses/:courseId: the course player (lessons in order, mark complete, quizzes). */
export function CoursePlayerPage() {
  const courseId = Number(useParams().courseId);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useAcademyCourse(valid ? courseId : 0);
  usePageTitle(course.data?.title ?? 'Academy course');
  if (!valid || (isApiError(course.error) && course.error.status === 404)) return <NotFound />;
  if (!course.data) return <PageLoader />;
  return <Player course={course.data} />;
}

function Player({ course }: { course: AcademyCourse }) {
  const firstOpen = course.lessons.find((l) => !l.completed) ?? course.lessons[0];
  const [selectedId, setSelectedId] = useState(firstOpen?.id);
  const lesson = course.lessons.find((l) => l.id === selectedId) ?? firstOpen;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const enrolled = course.status !== 'none';
  const canComplete = course.status === 'active' || course.status === 'completed';

  const open = (id: number) => {
    setSelectedId(id);
    // Keyboard and screen-reader users land on the lesson they chose.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routes.teacher.academy}>
        Back to the academy
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{course.title}</Title>
          <Text c="dimmed">{course.curricula_name}</Text>
        </div>
        <AcademyStatusBadge status={course.status} />
      </Group>
      {course.summary && <Text>{course.summary}</Text>}
      <Group justify="space-between">
        {enrolled ? (
          <AcademyProgress
            title={course.title}
            done={course.lessons_done}
            total={course.lessons_total}
            percent={course.progress}
          />
        ) : (
          <Text>Enrol to track your progress through the lessons.</Text>
        )}
        <AcademyStatusActions
          courseId={course.id}
          title={course.title}
          status={course.status}
          lessonsDone={course.lessons_done}
        />
      </Group>
      {course.status === 'inactive' && (
        <Alert color="yellow" title="This course is deactivated">
          Reactivate it to carry on where you left off.
        </Alert>
      )}
      {course.lessons.length === 0 ? (
        <Text>This course has no lessons yet.</Text>
      ) : (
        // Side by side from tablet width; the lesson list above the lesson on a phone.
        <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="lg">
          <nav aria-label="Lessons" style={{ minWidth: 220, maxWidth: '100%' }}>
            <Stack component="ol" gap={0} p={0} m={0}>
              {course.lessons.map((l, i) => (
                <li key={l.id} style={{ listStyle: 'none' }}>
                  <NavLink
                    component="button"
                    label={`${i + 1}. ${l.title}`}
                    description={l.completed ? 'Done' : undefined}
                    active={l.id === lesson?.id}
                    aria-current={l.id === lesson?.id ? 'step' : undefined}
                    onClick={() => open(l.id)}
                  />
                </li>
              ))}
            </Stack>
          </nav>
          {lesson && (
            <Paper
              withBorder
              p="lg"
              style={{ flex: 1, minWidth: 0, width: '100%' }}
              component="article"
              aria-labelledby="lesson-title"
            >
              <Stack gap="md">
                <Title order={2} id="lesson-title" ref={headingRef} tabIndex={-1}>
                  {lesson.title}
                </Title>
                {lesson.completed && <Text c="green.9">You have completed this lesson.</Text>}
                <div
                  className="mw-rich-text"
                  // Sanitised by the server on save and read, and again in the fetcher.
                  dangerouslySetInnerHTML={{ __html: lesson.content }}
                />
                {canComplete && <CompleteLesson key={lesson.id} courseId={course.id} lesson={lesson} />}
              </Stack>
            </Paper>
          )}
        </Flex>
      )}
    </Stack>
  );
}

type Lesson = AcademyCourse['lessons'][number];

/** "Mark complete", or the lesson's quiz: every answer must earn its mark. Keyed by lesson: a new lesson starts blank. */
function CompleteLesson({ courseId, lesson }: { courseId: number; lesson: Lesson }) {
  const complete = useCompleteAcademyLesson(courseId);
  const [answers, setAnswers] = useState<string[]>(() => lesson.quiz.map(() => ''));
  const [result, setResult] = useState<AcademyLessonResult | null>(null);
  const hasQuiz = lesson.quiz.length > 0;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        complete.mutate({ lessonId: lesson.id, answers }, { onSuccess: setResult });
      }}
    >
      <Stack gap="sm">
        {hasQuiz && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Title order={3} size="h4">
                Quiz: answer every question to complete the lesson
              </Title>
            </legend>
            <Stack gap="sm" mt="sm">
              {lesson.quiz.map((q, i) => {
                const wrong = !!result?.quiz && !result.quiz.correct[i];
                return (
                  <TextInput
                    key={i}
                    label={q.prompt}
                    value={answers[i] ?? ''}
                    maxLength={2000}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setAnswers((prev) => prev.map((a, j) => (j === i ? value : a)));
                    }}
                    error={wrong ? 'Not quite: try again.' : undefined}
                    // Mantine's error red is 3.3:1 on white: the message and the typed text keep AA contrast.
                    styles={{
                      input: { color: 'var(--mantine-color-text)' },
                      error: { color: 'var(--mantine-color-red-9)' },
                    }}
                  />
                );
              })}
            </Stack>
          </fieldset>
        )}
        <Group>
          <Button type="submit" loading={complete.isPending}>
            {hasQuiz ? 'Check answers' : lesson.completed ? 'Mark complete again' : 'Mark complete'}
          </Button>
        </Group>
        <div role="status">
          {result?.completed && (
            <Text c="green.9">
              Lesson complete{result.quiz ? ` (${result.quiz.score} of ${result.quiz.total} right)` : ''}.
              {result.enrolment.status === 'completed' ? ' You have completed the course.' : ''}
            </Text>
          )}
          {result && !result.completed && result.quiz && (
            <Text c="red.9">
              {result.quiz.score} of {result.quiz.total} right: correct the marked answers and check again.
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
