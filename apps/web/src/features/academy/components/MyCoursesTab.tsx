import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { useMyAcademyCourses } from '../api/get-my-academy-courses';
import { AcademyProgress, AcademyStatusActions, AcademyStatusBadge } from './AcademyStatus';

/** "My courses": every course the teacher enrolled in, with its status, progress and changes. */
export function MyCoursesTab() {
  const mine = useMyAcademyCourses();
  if (mine.isPending) return <PageLoader />;
  const courses = mine.data ?? [];
  if (!courses.length) return <Text>You have not enrolled in a course yet: pick one in the catalogue.</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="My academy courses">
      {courses.map((course) => (
        <Paper key={course.id} component="li" withBorder p="md" style={{ listStyle: 'none' }}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4">
                  <Anchor component={Link} to={routes.teacher.academyCourse(course.id)}>
                    {course.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {course.curricula_name} · attempt {course.attempt}
                </Text>
              </div>
              <AcademyStatusBadge status={course.status} />
            </Group>
            <Group justify="space-between">
              <AcademyProgress
                title={course.title}
                done={course.lessons_done}
                total={course.lessons_total}
                percent={course.progress}
              />
              <AcademyStatusActions
                courseId={course.id}
                title={course.title}
                status={course.status}
                lessonsDone={course.lessons_done}
              />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
