import type { StaffLessonSummary } from '@markwell/contracts/learning-staff';
import { Alert, Anchor, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useCurricula } from '../../../api/get-curricula';
import { QueryError } from '../../../components/QueryView';
import { PageLoader } from '../../../components/PageLoader';
import { ToneBadge } from '../../../components/StatusBadge';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurriculumCourses, useStaffCourseLessons } from '../api/learning-staff';
import { ColumnHeads } from '../../../components/ColumnHeads';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** What a lesson has and lacks, in words (the tone only repeats them). */
export function LessonStatus({ lesson }: { lesson: StaffLessonSummary }) {
  return (
    <Group gap="xs">
      {lesson.has_tutorial ? (
        <ToneBadge tone="success">Tutorial</ToneBadge>
      ) : (
        <ToneBadge tone="warning">No tutorial</ToneBadge>
      )}
      {lesson.has_video && <ToneBadge tone="info">Video</ToneBadge>}
      {lesson.practice_questions === 0 ? (
        <ToneBadge tone="warning">No practice questions</ToneBadge>
      ) : (
        <ToneBadge tone="neutral">
          {lesson.practice_questions} practice question{lesson.practice_questions === 1 ? '' : 's'}
          {lesson.practice_source === 'chosen' ? ' (chosen)' : ' (from the bank)'}
        </ToneBadge>
      )}
    </Group>
  );
}

/**
 * /staff/lessons: pick a curriculum and a course, see its lessons in order with what each has
 * and lacks, and open one to edit. The choice is kept in the address (`?curriculum=&course=`),
 * so coming back from a lesson shows the same course.
 */
export function StaffLessonsScreen() {
  usePageTitle('Lessons');
  const [params, setParams] = useSearchParams();
  const curriculumId = idOf(params.get('curriculum'));
  const courseId = idOf(params.get('course'));
  const curricula = useCurricula();
  const courses = useCurriculumCourses(curriculumId);
  const lessons = useStaffCourseLessons(courseId);

  const chapters: { id: number; name: string; lessons: StaffLessonSummary[] }[] = [];
  for (const l of lessons.data?.lessons ?? []) {
    const last = chapters.at(-1);
    if (last?.id === l.chapter.id) last.lessons.push(l);
    else chapters.push({ id: l.chapter.id, name: l.chapter.name, lessons: [l] });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Lessons</Title>
        <Text size="sm">Write each lesson’s tutorial, add a video and choose the questions students practise.</Text>
      </div>
      <Group align="flex-end">
        <NativeSelect
          label="Curriculum"
          value={curriculumId ? String(curriculumId) : ''}
          onChange={(e) => setParams(e.currentTarget.value ? { curriculum: e.currentTarget.value } : {})}
          data={[
            { value: '', label: curricula.isPending ? 'Loading…' : 'Choose a curriculum' },
            ...(curricula.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          w={280}
          maw="100%"
        />
        <NativeSelect
          label="Course"
          disabled={!curriculumId}
          value={courseId ? String(courseId) : ''}
          onChange={(e) =>
            setParams(
              e.currentTarget.value
                ? { curriculum: String(curriculumId), course: e.currentTarget.value }
                : { curriculum: String(curriculumId) },
            )
          }
          data={[
            { value: '', label: courses.isLoading ? 'Loading…' : 'Choose a course' },
            ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.qualification})` })),
          ]}
          w={320}
          maw="100%"
        />
      </Group>
      <QueryError query={curricula} />
      <QueryError query={courses} />
      <QueryError query={lessons} />
      {!courseId ? (
        <Text>Choose a curriculum and a course to see its lessons.</Text>
      ) : lessons.isPending ? (
        <PageLoader />
      ) : lessons.data && lessons.data.lessons.length === 0 ? (
        <Alert color="gray">This course has no lessons yet.</Alert>
      ) : (
        lessons.data && (
          <Stack gap="md" aria-live="polite">
            <Title order={2} size="h3">
              {lessons.data.course.name}
            </Title>
            {chapters.map((chapter) => (
              <Paper withBorder p="md" component="section" key={chapter.id} aria-labelledby={`chapter-${chapter.id}`}>
                <Title order={3} size="h4" id={`chapter-${chapter.id}`} mb="xs">
                  {chapter.name}
                </Title>
                <Table>
                  <ColumnHeads labels={['Topic', 'Lesson', 'Content']} />
                  <Table.Tbody>
                    {chapter.lessons.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td>{l.topic.name}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={routes.staff.lesson(l.id)}>
                            {l.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <LessonStatus lesson={l} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
          </Stack>
        )
      )}
    </Stack>
  );
}
