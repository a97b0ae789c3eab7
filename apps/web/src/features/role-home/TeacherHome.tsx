import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../lib/paths';
import { useSchoolGroups } from '../../api/get-school-groups';
import { MarkingToDo } from './MarkingToDo';
import { MyClassesSection, StudentsCount } from './MyClassesSection';
import { RoleHome } from './RoleHome';

function MyClasses() {
  return (
    <MyClassesSection
      groups={useSchoolGroups()}
      empty="You have no classes yet."
      card={(g) => (
        <li key={g.id}>
          <Card component={Link} to={routes.teacher.class(g.id)} withBorder padding="md">
            <Text fw={700}>{g.name}</Text>
            <StudentsCount count={g.studentsCount} />
          </Card>
        </li>
      )}
    />
  );
}

export function TeacherHome() {
  return (
    <RoleHome role="teacher">
      <MarkingToDo />
      <MyClasses />
    </RoleHome>
  );
}
