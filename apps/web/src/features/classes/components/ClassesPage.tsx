import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGroupCourses } from '../../../api/get-group-courses';
import { useSchoolGroups } from '../../../api/get-school-groups';
import { coursesOfGroup, studentsLabel } from './format';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /teacher/classes: the teacher's classes with their student counts and courses. */
export function ClassesPage() {
  usePageTitle('Classes');
  const groups = useSchoolGroups();
  const courses = useGroupCourses();

  return (
    <Stack>
      <Title order={1}>Classes</Title>
      {groups.isPending ? (
        <PageLoader />
      ) : groups.isError ? (
        <Text>Your classes could not be loaded.</Text>
      ) : groups.data.length === 0 ? (
        <Text>You have no classes yet. Your school admin adds you to classes.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label="Your classes">
            <ColumnHeads labels={['Class', 'Students', 'Courses']} />
            <Table.Tbody>
              {groups.data.map((g) => {
                const names = courses.data ? coursesOfGroup(courses.data, g.id).map((c) => c.name) : null;
                return (
                  <Table.Tr key={g.id}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={routes.teacher.class(g.id)} fw={700}>
                        {g.name}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{studentsLabel(g.studentsCount)}</Table.Td>
                    <Table.Td>{names === null ? '…' : names.length > 0 ? names.join(', ') : 'No courses'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
