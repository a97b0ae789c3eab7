import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusMoveButton, MoveButtons, movedIds } from '../../../components/MoveButtons';
import { PageLoader } from '../../../components/PageLoader';
import { ToneBadge } from '../../../components/StatusBadge';
import { errorMessage } from '../../../lib/api-client';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useOrderStaffAcademyCourses,
  useStaffAcademyCourseMutations,
  useStaffAcademyCourses,
  type StaffAcademyCourseSummary,
} from '../api/staff-academy-courses';
import { CourseFields, useCourseValues } from './CourseFields';
import { ColumnHeads } from '../../../components/ColumnHeads';

/**
 * /staff/academy: every academy course (drafts too), reordered within its curriculum with Move up
 * / Move down, and a form for a new one.
 */
export function StaffCoursesPage() {
  usePageTitle('Academy courses');
  const courses = useStaffAcademyCourses();
  const order = useOrderStaffAcademyCourses();
  const [announcement, setAnnouncement] = useState('');
  const siblingsOf = (course: StaffAcademyCourseSummary) =>
    (courses.data ?? []).filter((c) => c.curricula_id === course.curricula_id);

  function move(course: StaffAcademyCourseSummary, from: number, to: number) {
    const siblings = siblingsOf(course);
    if (to < 0 || to >= siblings.length) return;
    order.mutate({
      curriculaId: course.curricula_id,
      courseIds: movedIds(
        siblings.map((c) => c.id),
        from,
        to,
      ),
    });
    setAnnouncement(`${course.title} moved to position ${to + 1} of ${siblings.length} in ${course.curricula_name}.`);
    focusMoveButton(`course-${course.id}`, to < from ? 'up' : 'down', to - from);
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Academy courses</Title>
        <Text>
          Courses for teachers. A published course shows to the teachers of schools subscribed to its curriculum, in the
          order of its curriculum below: move a course up or down to change it.
        </Text>
      </div>
      <NewCourseForm />
      <div aria-live="polite" className="mw-visually-hidden">
        {announcement}
      </div>
      {order.isError && (
        <Alert color="red" role="alert">
          The new order was not saved: {errorMessage(order.error)}
        </Alert>
      )}
      {courses.isPending && <PageLoader />}
      {courses.data && courses.data.length === 0 && <Text>No course yet.</Text>}
      {courses.data && courses.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Caption>Academy courses by curriculum, in the order teachers see them</Table.Caption>
            <ColumnHeads labels={['Course', 'Curriculum', 'Order', 'Lessons', 'Teachers enrolled', 'State']} />
            <Table.Tbody>
              {courses.data.map((c) => (
                <Table.Tr key={c.id} data-move-row={`course-${c.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={routes.staff.academyCourse(c.id)}>
                      {c.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.curricula_name}</Table.Td>
                  <Table.Td>
                    <MoveButtons
                      label={c.title}
                      index={siblingsOf(c).indexOf(c)}
                      count={siblingsOf(c).length}
                      onMove={(from, to) => move(c, from, to)}
                    />
                  </Table.Td>
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
  const course = useCourseValues({ title: '', summary: '', curriculaId: null, published: false });
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
