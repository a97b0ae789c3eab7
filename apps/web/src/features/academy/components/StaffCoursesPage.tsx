import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { ToneBadge } from '../../../components/StatusBadge';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffAcademyCourseMutations, useStaffAcademyCourses } from '../api/staff-academy-courses';
import { CourseFields, useCourseValues } from './CourseFields';

/** /staff/academy: every academy course (drafts too) and a form for a new one. */
export function StaffCoursesPage() {
  usePageTitle('Academy courses');
  const courses = useStaffAcademyCourses();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Academy courses</Title>
        <Text>
          Courses for teachers. A published course shows to the teachers of schools subscribed to its curriculum, in the
          order of its position.
        </Text>
      </div>
      <NewCourseForm />
      {courses.isPending && <PageLoader />}
      {courses.data && courses.data.length === 0 && <Text>No course yet.</Text>}
      {courses.data && courses.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Caption>Academy courses by curriculum and position</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Course</Table.Th>
                <Table.Th scope="col">Curriculum</Table.Th>
                <Table.Th scope="col">Position</Table.Th>
                <Table.Th scope="col">Lessons</Table.Th>
                <Table.Th scope="col">Teachers enrolled</Table.Th>
                <Table.Th scope="col">State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routes.staff.academyCourse(c.id)}>
                      {c.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.curricula_name}</Table.Td>
                  <Table.Td>{c.position}</Table.Td>
                  <Table.Td>{c.lessons}</Table.Td>
                  <Table.Td>{c.enrolled}</Table.Td>
                  <Table.Td>
                    {c.published ? (
                      <ToneBadge tone="success">Published</ToneBadge>
                    ) : (
                      <ToneBadge tone="neutral">Draft</ToneBadge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function NewCourseForm() {
  const { create } = useStaffAcademyCourseMutations();
  const navigate = useNavigate();
  const course = useCourseValues({ title: '', summary: '', curriculaId: null, position: 0, published: false });
  const [errors, setErrors] = useState<FieldErrors>({});

  return (
    <Paper withBorder p="md">
      <form
        aria-labelledby="new-course-title"
        onSubmit={(e) => {
          e.preventDefault();
          const { title, summary, curriculaId, published } = course.values;
          if (!curriculaId) return setErrors({ curricula_id: 'Choose a curriculum' });
          setErrors({});
          create.mutate(
            { title, summary, curricula_id: Number(curriculaId), published },
            {
              onSuccess: (created) => navigate(routes.staff.academyCourse(created.id)),
              onError: (error) => setErrors(apiFieldErrors(error)),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="new-course-title">
            New course
          </Title>
          {errors._form && <Alert color="red">{errors._form}</Alert>}
          <CourseFields {...course} errors={errors} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create course
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
