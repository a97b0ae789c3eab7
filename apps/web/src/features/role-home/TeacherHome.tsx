import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { routes } from '../../lib/paths';
import { useSchoolGroups } from './api/get-school-groups';
import { RoleHome } from './RoleHome';

function MyClasses() {
  const groups = useSchoolGroups();
  return (
    <section aria-labelledby="my-classes-title">
      <Title order={2} id="my-classes-title" mt="xl">
        My classes
      </Title>
      {groups.isPending && <Loader />}
      {groups.data?.length === 0 && <Text mt="sm">You have no classes yet.</Text>}
      {groups.data && groups.data.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          mt="md"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {groups.data.map((g) => (
            <li key={g.id}>
              <Card component={Link} to={routes.teacher.class(g.id)} withBorder padding="md">
                <Text fw={700}>{g.name}</Text>
                <Text size="sm">
                  {g.studentsCount} {g.studentsCount === 1 ? 'student' : 'students'}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

export function TeacherHome() {
  return (
    <RoleHome role="teacher">
      <MyClasses />
    </RoleHome>
  );
}
