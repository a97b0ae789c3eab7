import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { focusMoveButton, MoveButtons, movedIds } from '../../../components/MoveButtons';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api-client';
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
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const moved = course.lessons[from];
    if (!moved || to < 0 || to >= course.lessons.length) return;
    lessons.order.mutate(
      movedIds(
        course.lessons.map((l) => l.id),
        from,
        to,
      ),
    );
    setAnnouncement(`${moved.title} moved to position ${to + 1} of ${course.lessons.length}.`);
    focusMoveButton(`lesson-${moved.id}`, to < from ? 'up' : 'down', to - from);
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
          <Text size="sm">Teachers take the lessons in this order. Move a lesson up or down to change it.</Text>
          <div aria-live="polite" className="mw-visually-hidden">
            {announcement}
          </div>
          {lessons.order.isError && (
            <Alert color="red" role="alert">
              The new order was not saved: {errorMessage(lessons.order.error)}
            </Alert>
          )}
          {course.lessons.length === 0 && <Text>No lesson yet.</Text>}
          <Stack component="ol" gap="sm" p={0} m={0} aria-labelledby="lessons-title">
            {course.lessons.map((lesson, i) => (
              <Paper
                key={lesson.id}
                component="li"
                withBorder
                p="sm"
                style={{ listStyle: 'none' }}
                data-move-row={`lesson-${lesson.id}`}
              >
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={600}>
                      {i + 1}. {lesson.title}
                      {lesson.quiz.length > 0 ? ` · quiz of ${lesson.quiz.length}` : ''}
                    </Text>
                    <Group gap="xs">
                      <MoveButtons label={lesson.title} index={i} count={course.lessons.length} onMove={move} />
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
          const { title, summary, curriculaId, published } = fields.values;
          update.mutate(
            {
              id: course.id,
              body: { title, summary, curricula_id: Number(curriculaId), published },
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
          <CourseFields {...fields} errors={errors} />
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
