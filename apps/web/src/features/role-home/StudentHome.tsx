import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Loader } from '../../components/Loader';
import { useGroupCourses, type GroupCourse } from './api/get-group-courses';
import { useSchoolGroups } from './api/get-school-groups';
import { RoleHome } from './RoleHome';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The student's classes, each with the courses it follows. Course names only: the lesson
 * structure (GET /filters/:id/lessons) is for teachers and staff.
 */
function MyClasses() {
  const groups = useSchoolGroups();
  const hasGroups = (groups.data?.length ?? 0) > 0;
  const courses = useGroupCourses({ enabled: hasGroups });
  const coursesOf = (groupId: number): GroupCourse[] =>
    (courses.data ?? []).filter((c) => c.group_id.includes(groupId)).sort(byName);

  return (
    <section aria-labelledby="my-classes-title">
      <Title order={2} id="my-classes-title" mt="xl">
        My classes
      </Title>
      {groups.isPending && <Loader />}
      {groups.isError && <Text mt="sm">Your classes could not be loaded.</Text>}
      {groups.data?.length === 0 && <Text mt="sm">You are not in a class yet. Your teacher adds you to one.</Text>}
      {groups.data && hasGroups && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          mt="md"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {groups.data.map((g) => {
            const mine = coursesOf(g.id);
            return (
              <Card component="li" key={g.id} withBorder padding="md">
                <Title order={3} size="h4">
                  {g.name}
                </Title>
                <Text size="sm">
                  {g.studentsCount} {g.studentsCount === 1 ? 'student' : 'students'}
                </Text>
                {courses.isPending ? (
                  <Loader noMargin label="Loading the courses…" />
                ) : courses.isError ? (
                  <Text size="sm" mt="xs">
                    The courses could not be loaded.
                  </Text>
                ) : mine.length === 0 ? (
                  <Text size="sm" mt="xs">
                    No courses yet.
                  </Text>
                ) : (
                  <List size="sm" mt="xs" aria-label={`Courses of ${g.name}`}>
                    {mine.map((c) => (
                      <List.Item key={c.id}>
                        {c.name}{' '}
                        <Text span c="dimmed" size="sm">
                          ({c.qualification})
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}

export function StudentHome() {
  return (
    <RoleHome role="student">
      <MyClasses />
    </RoleHome>
  );
}
