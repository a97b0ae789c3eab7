import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Loader } from '../../../components/Loader';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useCourseLessons } from '../../../api/get-course-lessons';
import { isExternalUrl } from './format';

/** Chapters -> topics (checkpoint badge) -> lessons of one course. */
export function CourseStructureView({ courseId }: { courseId: number }) {
  const structure = useCourseLessons(courseId);
  if (structure.isPending) return <Loader label="Loading the course structure…" />;
  if (structure.isError) return <Text>The course structure could not be loaded.</Text>;
  const { chapters } = structure.data;
  if (chapters.length === 0) return <Text mt="xs">This course has no chapters yet.</Text>;

  return (
    <Stack gap="sm" mt="xs" pl="md">
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-labelledby={`chapter-${courseId}-${chapter.id}`}>
          <Title order={4} size="h5" id={`chapter-${courseId}-${chapter.id}`}>
            {chapter.name}
          </Title>
          {chapter.topics.length === 0 ? (
            <Text size="sm">No topics yet.</Text>
          ) : (
            <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
              {chapter.topics.map((topic) => (
                <li key={topic.id}>
                  <Group gap="xs" component="span" display="inline-flex">
                    <Text span fw={600}>
                      {topic.name}
                    </Text>
                    {topic.checkpoint_id !== null && (
                      <Badge size="sm" color="brand" variant="outline">
                        Checkpoint
                      </Badge>
                    )}
                  </Group>
                  {topic.lessons.length > 0 && (
                    <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label={`Lessons of ${topic.name}`}>
                      {topic.lessons.map((lesson) => (
                        <li key={lesson.id}>
                          {isExternalUrl(lesson.url) ? (
                            <Anchor href={lesson.url} target="_blank" rel="noopener noreferrer">
                              {lesson.name}
                              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                            </Anchor>
                          ) : (
                            <Text span>{lesson.name}</Text>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Stack>
  );
}
