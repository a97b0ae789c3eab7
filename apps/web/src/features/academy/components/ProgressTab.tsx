import { formatDate } from '@markwell/domain/time/index';
import { Stack, Table, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { useAcademyProgress } from '../api/get-academy-progress';
import { AcademyStatusBadge } from './AcademyStatus';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** The progress tab: each course's attempts, the current one first, with lessons done and dates. */
export function ProgressTab() {
  const progress = useAcademyProgress();
  if (progress.isPending) return <PageLoader />;
  const courses = progress.data ?? [];
  if (!courses.length) return <Text>Your course progress shows here once you enrol in a course.</Text>;
  return (
    <Stack gap="lg">
      {courses.map((course) => (
        <section key={course.id} aria-labelledby={`progress-${course.id}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={`progress-${course.id}`}>
              {course.title} <AcademyStatusBadge status={course.status} />
            </Title>
            <Table.ScrollContainer minWidth={300}>
              <Table striped withTableBorder>
                <Table.Caption>
                  Attempts at {course.title}: {course.lessons_total} lessons each
                </Table.Caption>
                <ColumnHeads labels={['Attempt', 'Started', 'Lessons done', 'Completed']} />
                <Table.Tbody>
                  {course.attempts.map((a) => (
                    <Table.Tr key={a.number}>
                      <Table.Td>
                        {a.number}
                        {a.number === course.attempt ? ' (current)' : ''}
                      </Table.Td>
                      <Table.Td>{formatDate(new Date(a.started_at))}</Table.Td>
                      <Table.Td>
                        {a.lessons_done} of {course.lessons_total}
                      </Table.Td>
                      <Table.Td>{a.completed_at ? formatDate(new Date(a.completed_at)) : 'Not yet'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
