import { Anchor, Badge, Group, NativeSelect, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClassStudents } from '../../../api/get-class-students';
import { useGroupCourses } from '../../../api/get-group-courses';
import { useSchoolGroups, type SchoolGroup } from '../../../api/get-school-groups';
import { CourseStructureView } from './CourseStructureView';
import { coursesOfGroup, studentsLabel, subgroupsOf } from './format';
import { ColumnHeads } from '../../../components/ColumnHeads';

const ALL = '';

function Students({ groupId }: { groupId: number }) {
  const students = useClassStudents(groupId);
  const [subgroup, setSubgroup] = useState(ALL);
  if (students.isPending) return <PageLoader />;
  if (students.isError) return <Text>The students could not be loaded.</Text>;
  if (students.data.length === 0) return <Text>No students in this class yet.</Text>;

  const subgroups = subgroupsOf(students.data);
  const shown = subgroup === ALL ? students.data : students.data.filter((s) => s.subgroups.includes(subgroup));
  return (
    <Stack gap="sm">
      {subgroups.length > 0 && (
        <NativeSelect
          label="Subgroup"
          value={subgroup}
          onChange={(e) => setSubgroup(e.currentTarget.value)}
          data={[{ value: ALL, label: 'All students' }, ...subgroups.map((s) => ({ value: s, label: s }))]}
          maw={320}
        />
      )}
      {/* Announces the filter's result; the class heading already gives the full count. */}
      <Text aria-live="polite">{subgroup === ALL ? '' : `${studentsLabel(shown.length)} in ${subgroup}`}</Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label="Students">
          <ColumnHeads labels={['Name', 'Subgroups']} />
          <Table.Tbody>
            {shown.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.full_name}</Table.Td>
                <Table.Td>
                  {s.subgroups.length === 0 ? (
                    '—'
                  ) : (
                    <Group gap={4}>
                      {s.subgroups.map((tag) => (
                        <Badge key={tag} variant="light" color="brand">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Courses({ groupId }: { groupId: number }) {
  const courses = useGroupCourses();
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  if (courses.isPending) return <PageLoader />;
  if (courses.isError) return <Text>The courses could not be loaded.</Text>;
  const mine = coursesOfGroup(courses.data, groupId);
  if (mine.length === 0) return <Text>This class follows no course yet.</Text>;

  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {mine.map((c) => {
        const expanded = open === c.id;
        const panelId = `${baseId}-course-${c.id}`;
        return (
          <li key={c.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', padding: '0.5rem 0' }}>
            <Title order={3} size="h4">
              <UnstyledButton
                fz="inherit"
                fw="inherit"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : c.id)}
              >
                <span aria-hidden="true">{expanded ? '▾' : '▸'} </span>
                {c.name}
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  · {c.qualification}
                </Text>
              </UnstyledButton>
            </Title>
            <div id={panelId} hidden={!expanded}>
              {expanded && <CourseStructureView courseId={c.id} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function ClassDetail({ group }: { group: SchoolGroup }) {
  usePageTitle(group.name);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routes.teacher.classes}>
        All classes
      </Anchor>
      <div>
        <Title order={1}>{group.name}</Title>
        <Text mt={4}>{studentsLabel(group.studentsCount)}</Text>
      </div>
      <section aria-labelledby="class-students-title">
        <Title order={2} id="class-students-title" mb="sm">
          Students
        </Title>
        <Students groupId={group.id} />
      </section>
      <section aria-labelledby="class-courses-title">
        <Title order={2} id="class-courses-title" mb="sm">
          Courses
        </Title>
        <Courses groupId={group.id} />
      </section>
    </Stack>
  );
}

/** /teacher/classes/:id: a class's students (filterable by subgroup) and its courses' structure. */
export function ClassPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const groups = useSchoolGroups();
  if (!valid) return <NotFound />;
  if (groups.isPending) return <PageLoader />;
  if (groups.isError) return <Text>Your classes could not be loaded.</Text>;
  const group = groups.data.find((g) => g.id === groupId);
  // Not one of the teacher's classes: the API would refuse its students anyway.
  if (!group) return <NotFound />;
  return <ClassDetail group={group} />;
}
