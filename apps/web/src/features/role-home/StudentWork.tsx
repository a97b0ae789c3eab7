import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentAssignment } from '@markwell/contracts/assignments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { useMyAssignments } from '../../api/get-my-assignments';
import { availability, dueLine, marksLine } from '../../lib/assignment-times';
import { routes } from '../../lib/paths';
import { HomeSection } from './HomeSection';
import { CardGrid } from './MyClassesSection';

/** How many assignments each part of the home shows; the assignments page has them all. */
const SHOWN = 3;

const soonestDue = (a: StudentAssignment, b: StudentAssignment) => Date.parse(a.due_at) - Date.parse(b.due_at);
const latestSubmitted = (a: StudentAssignment, b: StudentAssignment) =>
  Date.parse(b.submitted_at ?? b.due_at) - Date.parse(a.submitted_at ?? a.due_at);

function WorkCard({ a, children }: { a: StudentAssignment; children: ReactNode }) {
  const headingId = `home-assignment-${a.id}`;
  return (
    <Card component="li" withBorder padding="md" h="100%" aria-labelledby={headingId}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h4" id={headingId}>
          {a.title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The student's home leads with what to do now: the open assignments, soonest due first (Start or
 * Continue), then the latest released marks. Both come from the student's assignments list.
 */
export function StudentWork() {
  const list = useMyAssignments();
  const now = new Date();
  if (list.isPending) return <Loader label="Loading your assignments…" />;
  if (list.isError)
    return (
      <Text mt="xl">
        Your assignments could not be loaded.{' '}
        <Anchor component={Link} to={routes.student.assignments}>
          Open the assignments page
        </Anchor>
      </Text>
    );
  const items = list.data.items;
  const open = items
    .filter((a) => (a.status === 'to_do' || a.status === 'in_progress') && availability(a, now) === 'open')
    .sort(soonestDue);
  const marked = items.filter((a) => a.status === 'marked').sort(latestSubmitted);
  return (
    <>
      <HomeSection
        id="home-up-next"
        title="Up next"
        link={{ to: routes.student.assignments, label: 'All your assignments' }}
      >
        {open.length === 0 ? (
          <Text mt="md">Nothing to do right now: no assignment is open for you.</Text>
        ) : (
          <CardGrid mt="md" label="Open assignments">
            {open.slice(0, SHOWN).map((a) => {
              const action = a.status === 'in_progress' ? 'Continue' : 'Start';
              return (
                <WorkCard key={a.id} a={a}>
                  <Text size="sm" fw={700}>
                    {dueLine(a, now)}
                  </Text>
                  <Group mt="auto" pt={4}>
                    <Button component={Link} to={routes.student.assignment(a.id)} aria-label={`${action}: ${a.title}`}>
                      {action}
                    </Button>
                  </Group>
                </WorkCard>
              );
            })}
          </CardGrid>
        )}
        {open.length > SHOWN && (
          <Text size="sm" mt="xs">
            and {open.length - SHOWN} more open on the assignments page.
          </Text>
        )}
      </HomeSection>
      {marked.length > 0 && (
        <HomeSection id="home-recently-marked" title="Recently marked">
          <CardGrid mt="md" label="Recently marked assignments">
            {marked.slice(0, SHOWN).map((a) => (
              <WorkCard key={a.id} a={a}>
                <Text size="sm" fw={700}>
                  {marksLine(a)}
                  {a.no_credit ? ' (not for credit)' : ''}
                </Text>
                <Group mt="auto" pt={4}>
                  <Button
                    component={Link}
                    to={routes.student.review(a.id)}
                    variant="default"
                    aria-label={`See your marks: ${a.title}`}
                  >
                    See your marks
                  </Button>
                </Group>
              </WorkCard>
            ))}
          </CardGrid>
        </HomeSection>
      )}
    </>
  );
}
