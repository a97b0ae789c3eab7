import { Anchor, Breadcrumbs, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { QueryView } from '../../../components/QueryView';
import { TableScroll } from '../../../components/TableScroll';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLearningCourse } from '../api/learning';
import { ColumnHeads } from '../../../components/ColumnHeads';

const scoreText = (s: number | null) => (s === null ? 'not practised yet' : `${s}%`);

/** /student/learn/courses/:id: the course chapter by chapter, each lesson with its completion and live score. */
export function CoursePage() {
  const id = Number(useParams().id);
  const course = useLearningCourse(id);
  usePageTitle(course.data?.name ?? 'Course');
  if (!Number.isInteger(id) || id <= 0 || (isApiError(course.error) && course.error.status === 404))
    return <NotFound />;
  return (
    <QueryView query={course}>
      {(c) => (
        <Stack gap="lg">
          <nav aria-label="Breadcrumb">
            <Breadcrumbs>
              <Anchor component={Link} to={routes.student.learn}>
                Learn
              </Anchor>
              <Text span>{c.name}</Text>
            </Breadcrumbs>
          </nav>
          <Title order={1}>{c.name}</Title>
          <Text size="sm">
            A live score is the average of your last 12 answers on a lesson. Under 40% is worth another look.
          </Text>
          {c.chapters.map((ch) => (
            <section key={ch.id} aria-labelledby={`chapter-${ch.id}`}>
              <Title order={2} size="h3" id={`chapter-${ch.id}`}>
                {ch.name}
              </Title>
              {ch.topics.map((t) => (
                <TableScroll key={t.id} label={t.name}>
                  <Table striped>
                    <Table.Caption>{t.name}</Table.Caption>
                    <ColumnHeads labels={['Lesson', 'Done', 'Live score']} />
                    <Table.Tbody>
                      {t.lessons.map((l) => (
                        <Table.Tr key={l.id}>
                          <Table.Th scope="row">
                            <Anchor component={Link} to={routes.student.learnLesson(l.id)}>
                              {l.name}
                            </Anchor>
                          </Table.Th>
                          <Table.Td>{l.completed ? 'Completed' : 'Not yet'}</Table.Td>
                          <Table.Td>
                            {scoreText(l.live_score)}
                            {l.live_score !== null && l.live_score < 40 ? ' (low)' : ''}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
              ))}
            </section>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
