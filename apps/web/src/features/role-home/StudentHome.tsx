import { Card, List, Text, Title } from '@mantine/core';
import { Loader } from '../../components/Loader';
import { useGroupCourses, type GroupCourse } from '../../api/get-group-courses';
import { useSchoolGroups } from '../../api/get-school-groups';
import { MyClassesSection, StudentsCount } from './MyClassesSection';
import { RoleHome } from './RoleHome';
import { StudentWork } from './StudentWork';

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
    <MyClassesSection
      groups={groups}
      empty="You are not in a class yet. Your teacher adds you to one."
      failed="Your classes could not be loaded."
      card={(g) => {
        const mine = coursesOf(g.id);
        return (
          <Card component="li" key={g.id} withBorder padding="md">
            <Title order={3} size="h4">
              {g.name}
            </Title>
            <StudentsCount count={g.studentsCount} />
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
      }}
    />
  );
}

export function StudentHome() {
  return (
    <RoleHome role="student">
      <StudentWork />
      <MyClasses />
    </RoleHome>
  );
}
