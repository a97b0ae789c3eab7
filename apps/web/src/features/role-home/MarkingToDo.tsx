import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { useAssignmentsToMark, waitingForMarks } from '../../api/get-assignments-to-mark';
import { dateTime } from '../../lib/assignment-times';
import { routes } from '../../lib/paths';
import { HomeSection } from './HomeSection';
import { CardGrid } from './MyClassesSection';

/** How many assignments the home shows; the assignments page has them all. */
const SHOWN = 3;

/** The teacher's home: assignments with submitted work whose marks are not released yet, oldest due first. */
export function MarkingToDo() {
  const toMark = useAssignmentsToMark();
  if (toMark.isPending) return <Loader label="Loading your marking…" />;
  const items = [...(toMark.data ?? [])].sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return (
    <HomeSection
      id="home-to-mark"
      title="To mark"
      link={{ to: routes.teacher.assignments, label: 'All your assignments' }}
    >
      {toMark.isError ? (
        <Text mt="md">Your marking could not be loaded. Please reload the page.</Text>
      ) : items.length === 0 ? (
        <Text mt="md">Nothing waiting: every submission you can see has its marks released.</Text>
      ) : (
        <CardGrid mt="md" label="Assignments to mark">
          {items.slice(0, SHOWN).map((a) => {
            const waiting = waitingForMarks(a);
            const headingId = `home-to-mark-${a.id}`;
            return (
              <Card component="li" key={a.id} withBorder padding="md" h="100%" aria-labelledby={headingId}>
                <Stack gap={6} h="100%">
                  <Title order={3} size="h4" id={headingId}>
                    {a.title}
                  </Title>
                  <Text size="sm" fw={700}>
                    {waiting} {waiting === 1 ? 'submission' : 'submissions'} waiting for marks
                  </Text>
                  <Text size="sm">Due {dateTime(a.due_at)}</Text>
                  <Group mt="auto" pt={4}>
                    <Button
                      component={Link}
                      to={routes.teacher.assignmentMarking(a.id)}
                      aria-label={`Mark: ${a.title}`}
                    >
                      Mark
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </CardGrid>
      )}
      {items.length > SHOWN && (
        <Text size="sm" mt="xs">
          and {items.length - SHOWN} more on the assignments page.
        </Text>
      )}
    </HomeSection>
  );
}
