import { Anchor, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentProgress } from '@markwell/contracts/learning';
import { LIVE_SCORE_ATTENTION_BELOW } from '@markwell/domain/progress/index';
import { formatDate } from '@markwell/domain/time/index';
import { Link } from 'react-router';
import { formatPercent, PercentBar } from '../../../components/PercentBar';
import { QueryView } from '../../../components/QueryView';
import { TableScroll } from '../../../components/TableScroll';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudentProgress } from '../api/learning';
import { ColumnHeads } from '../../../components/ColumnHeads';

type Course = StudentProgress['courses'][number];

const REASONS: Record<StudentProgress['revise_next'][number]['reason'], string> = {
  due: 'questions due now',
  'low score': 'low live score',
  'coming up': 'questions due soon',
};

const scoreText = (s: number | null) => (s === null ? 'not answered yet' : formatPercent(s));

/** One course: lessons completed, a bar per topic with its live score written out, and the lessons. */
function CourseProgress({ course }: { course: Course }) {
  const headingId = `course-${course.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          <Anchor component={Link} to={routes.student.learnCourse(course.id)}>
            {course.name}
          </Anchor>
        </Title>
        <Text>
          {course.completed} of {course.lessons} lessons completed
          {course.completion === null ? '' : ` (${formatPercent(course.completion)})`}. Live score over the course:{' '}
          {scoreText(course.live_score)}.
        </Text>
        <TableScroll label={`${course.name}: live score by topic`}>
          <Table>
            <Table.Caption>Live score by topic</Table.Caption>
            <ColumnHeads labels={['Topic', 'Live score']} />
            <Table.Tbody>
              {course.topics.map((t, i) => (
                <Table.Tr key={t.id}>
                  <Table.Th scope="row">{t.name}</Table.Th>
                  <Table.Td>
                    <PercentBar value={t.live_score} lowBelow={LIVE_SCORE_ATTENTION_BELOW} series={i} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <TableScroll label={`${course.name}: lessons`}>
          <Table striped>
            <Table.Caption>Lessons</Table.Caption>
            <ColumnHeads labels={['Lesson', 'Topic', 'Done', 'Live score']} />
            <Table.Tbody>
              {course.topics.flatMap((t) =>
                t.lessons.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={routes.student.learnLesson(l.id)}>
                        {l.name}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td>{l.completed ? 'Completed' : 'Not yet'}</Table.Td>
                    <Table.Td>
                      {scoreText(l.live_score)}
                      {l.live_score !== null && l.live_score < LIVE_SCORE_ATTENTION_BELOW ? ' (low)' : ''}
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}

/**
 * /student/progress: the student's own figures, as their teachers see them: per course lessons
 * completed and live scores by topic and lesson; the lessons to revise next; set work still due.
 */
export function ProgressPage() {
  usePageTitle('Progress');
  const progress = useStudentProgress();
  return (
    <Stack gap="lg">
      <Title order={1}>Progress</Title>
      <Text>
        A live score is the average of your last 12 answers on a lesson, in practice, revision and set work: the same
        figure your teachers see. A lesson is completed once you mark it read, answer all its practice questions, or
        hand in set work on it.
      </Text>
      <QueryView query={progress}>
        {(p) => (
          <Stack gap="lg">
            <section aria-labelledby="revise-next">
              <Title order={2} size="h3" id="revise-next">
                Revise next
              </Title>
              {p.revise_next.length === 0 ? (
                <Text>Nothing to revise yet: practise a lesson and its questions come back here.</Text>
              ) : (
                <List>
                  {p.revise_next.map((r) => (
                    <List.Item key={r.lesson_id}>
                      <Anchor component={Link} to={routes.student.learnLesson(r.lesson_id)}>
                        {r.lesson_name}
                      </Anchor>{' '}
                      ({r.course_name}): {REASONS[r.reason]}
                      {r.live_score === null ? '' : `, live score ${formatPercent(r.live_score)}`}
                    </List.Item>
                  ))}
                </List>
              )}
              <Anchor component={Link} to={routes.student.revise}>
                Start today’s revision
              </Anchor>
            </section>
            <section aria-labelledby="work-due">
              <Title order={2} size="h3" id="work-due">
                Work due
              </Title>
              {p.upcoming.length === 0 ? (
                <Text>No set work waiting for you.</Text>
              ) : (
                <List>
                  {p.upcoming.map((a) => (
                    <List.Item key={a.id}>
                      <Anchor component={Link} to={routes.student.assignment(a.id)}>
                        {a.title}
                      </Anchor>
                      : due {formatDate(a.due_at)}
                      {a.status === 'in_progress' ? ', started' : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </section>
            {p.courses.length === 0 ? (
              <Text>Your classes follow no course yet.</Text>
            ) : (
              p.courses.map((c) => <CourseProgress key={c.id} course={c} />)
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
