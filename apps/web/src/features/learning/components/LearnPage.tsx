import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLearningCourses } from '../api/learning';

/** /student/learn: the courses the student's classes follow, with how far they are. */
export function LearnPage() {
  usePageTitle('Learn');
  const courses = useLearningCourses();
  return (
    <Stack gap="lg">
      <Title order={1}>Learn</Title>
      <Text>
        Read a lesson, then practise it: every answer is marked at once and you see which words earned which point.
        Questions come back on the{' '}
        <Anchor component={Link} to={routes.student.revise}>
          Revise
        </Anchor>{' '}
        page when they are due.
      </Text>
      <QueryView query={courses}>
        {(list) =>
          list.length === 0 ? (
            <Text>Your classes follow no course yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((c) => (
                <Paper key={c.id} withBorder p="md" component="li">
                  <Anchor component={Link} to={routes.student.learnCourse(c.id)} fw={700}>
                    {c.name}
                  </Anchor>
                  <Text size="sm">
                    {c.completed} of {c.lessons} lessons completed
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Stack>
  );
}
