import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { useAssignmentsToMark, waitingForMarks } from '../../api/get-assignments-to-mark';
import { bySoonestDue, dateTime } from '../../lib/assignment-times';
import { routes } from '../../lib/paths';
import { HomeCard, HomeSection } from './HomeSection';
import { CardGrid } from './MyClassesSection';

/** How many assignments the home shows; the assignments list filtered to work to mark has them all. */
const SHOWN = 3;

/**
 * The teacher's home: assignments with submitted work whose marks are not released yet, oldest due
 * first, and a link to all of them (the assignments list filtered to work to mark).
 */
export function MarkingToDo() {
  const toMark = useAssignmentsToMark();
  if (toMark.isPending) return <Loader label="Loading your marking…" />;
  const items = [...(toMark.data?.items ?? [])].sort(bySoonestDue);
  const total = Math.max(items.length, toMark.data?.total ?? 0);
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
            return (
              <HomeCard key={a.id} id={`home-to-mark-${a.id}`} title={a.title}>
                <Text size="sm" fw={700}>
                  {waiting} {waiting === 1 ? 'submission' : 'submissions'} waiting for marks
                </Text>
                <Text size="sm">Due {dateTime(a.due_at)}</Text>
                <Group mt="auto" pt={4}>
                  <Button component={Link} to={routes.teacher.assignmentMarking(a.id)} aria-label={`Mark: ${a.title}`}>
                    Mark
                  </Button>
                </Group>
              </HomeCard>
            );
          })}
        </CardGrid>
      )}
      {items.length > 0 && (
        <Text size="sm" mt="xs">
          {total > SHOWN ? `and ${total - SHOWN} more. ` : ''}
          <Anchor component={Link} to={routes.teacher.assignmentsToMark}>
            {total === 1 ? 'See it in your assignments to mark' : `See all ${total} assignments to mark`}
          </Anchor>
        </Text>
      )}
    </HomeSection>
  );
}
