import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api-client';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useStaffAcademyCourse,
  useStaffAcademyCourseMutations,
  type StaffAcademyCourse,
} from '../api/staff-academy-courses';
import { useStaffAcademyLessonMutations } from '../api/staff-academy-lessons';
import { CourseFields, useCourseValues } from './CourseFields';
import { LessonForm } from './LessonForm';

/** /staff/academy/:courseId: a course's details, its lessons in order, and each lesson's editor. */
export function StaffCourseEditorPage() {
  const courseId = Number(useParams().courseId);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useStaffAcademyCourse(valid ? courseId : 0);
  usePageTitle(course.data ? `Edit ${course.data.title}` : 'Academy course');
  if (!valid || (isApiError(course.error) && course.error.status === 404)) return <NotFound />;
  if (!course.data) return <PageLoader />;
  return <Editor course={course.data} />;
}

function Editor({ course }: { course: StaffAcademyCourse }) {
  const lessons = useStaffAcademyLessonMutations(course.id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const ids = course.lessons.map((l) => l.id);
    const target = index + by;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    lessons.order.mutate(ids);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routes.staff.academy}>
        Back to academy courses
      </Anchor>
      <Title order={1}>{course.title}</Title>
      <CourseDetails key={course.updated_at} course={course} />
      <section aria-labelledby="lessons-title">
        <Stack gap="sm">
          <Title order={2} id="lessons-title">
            Lessons
          </Title>
          {course.lessons.length === 0 && <Text>No lesson yet.</Text>}
          <Stack component="ol" gap="sm" p={0} m={0}>
            {course.lessons.map((lesson, i) => (
              <Paper key={lesson.id} component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={600}>
                      {i + 1}. {lesson.title}
                      {lesson.quiz.length > 0 ? ` · quiz of ${lesson.quiz.length}` : ''}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        disabled={i === 0 || lessons.order.isPending}
                        aria-label={`Move ${lesson.title} up`}
                        onClick={() => move(i, -1)}
                      >
                        Up
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={i === course.lessons.length - 1 || lessons.order.isPending}
                        aria-label={`Move ${lesson.title} down`}
                        onClick={() => move(i, 1)}
                      >
                        Down
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-expanded={editing === lesson.id}
                        aria-label={`Edit ${lesson.title}`}
                        onClick={() => setEditing(editing === lesson.id ? null : lesson.id)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        aria-label={`Delete ${lesson.title}`}
                        loading={lessons.remove.isPending && lessons.remove.variables === lesson.id}
                        onClick={() => {
                          if (window.confirm(`Delete the lesson "${lesson.title}" and teachers' completions of it?`))
                            lessons.remove.mutate(lesson.id);
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Group>
                  {editing === lesson.id && (
                    <LessonForm
                      lesson={lesson}
                      pending={lessons.update.isPending}
                      onSave={(body, onError) =>
                        lessons.update.mutate(
                          { lessonId: lesson.id, body },
                          { onSuccess: () => setEditing(null), onError },
                        )
                      }
                      onCancel={() => setEditing(null)}
                    />
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
          {editing === 'new' ? (
            <Paper withBorder p="sm">
              <LessonForm
                pending={lessons.create.isPending}
                onSave={(body, onError) => lessons.create.mutate(body, { onSuccess: () => setEditing(null), onError })}
                onCancel={() => setEditing(null)}
              />
            </Paper>
          ) : (
            <Group>
              <Button onClick={() => setEditing('new')}>Add a lesson</Button>
            </Group>
          )}
        </Stack>
      </section>
      <DeleteCourse course={course} />
    </Stack>
  );
}

function CourseDetails({ course }: { course: StaffAcademyCourse }) {
  const { update } = useStaffAcademyCourseMutations();
  const fields = useCourseValues({
    title: course.title,
    summary: course.summary,
    curriculaId: String(course.curricula_id),
    position: course.position,
    published: course.published,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  return (
    <Paper withBorder p="md">
      <form
        aria-labelledby="course-details-title"
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({});
          setSaved(false);
          const { title, summary, curriculaId, position, published } = fields.values;
          update.mutate(
            {
              id: course.id,
              body: { title, summary, curricula_id: Number(curriculaId), position, published },
            },
            { onSuccess: () => setSaved(true), onError: (error) => setErrors(apiFieldErrors(error)) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="course-details-title">
            Course details
          </Title>
          {errors._form && <Alert color="red">{errors._form}</Alert>}
          <CourseFields {...fields} errors={errors} withPosition />
          <Text size="sm">{course.enrolled} teacher(s) enrolled.</Text>
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save course
            </Button>
            <span role="status">{saved ? 'Saved.' : ''}</span>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteCourse({ course }: { course: StaffAcademyCourse }) {
  const { remove } = useStaffAcademyCourseMutations();
  const navigate = useNavigate();
  return (
    <Group>
      <Button
        color="red"
        variant="outline"
        loading={remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete "${course.title}" with its lessons and every teacher's progress on it?`))
            remove.mutate(course.id, { onSuccess: () => navigate(routes.staff.academy) });
        }}
      >
        Delete course
      </Button>
    </Group>
  );
}
